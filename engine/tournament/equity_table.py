"""The shipped 169 x 169 pre-flop equity table and how often two classes meet.

Read from ``engine/tournament/data/preflop_equity.json`` (written by
:mod:`engine.tournament.make_equity_table`, exact enumeration). Push/fold needs two things per
pair of starting-hand classes: the equity of one against the other, and how many ways they can
be dealt together (card removal: AKo meets AA in 3 x 12 = 36 of its 72 ways... counted exactly
from the 1,326 combinations).

>>> table = equity_table()
>>> round(float(table.equity[class_of("AA"), class_of("KK")]), 4)
0.8195
>>> int(table.pairs[class_of("AKo"), class_of("AA")])   # 12 AKo combos x 3 AA left each
36
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from engine.core.errors import ConfigError
from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import class_name
from engine.evaluation.hand_classes import combo_table

__all__ = ["EQUITY_FILE", "EquityTable", "class_of", "equity_table"]

F64 = npt.NDArray[np.float64]

EQUITY_FILE = Path(__file__).resolve().parent / "data" / "preflop_equity.json"


def class_of(name: str) -> int:
    """The class index (:mod:`engine.evaluation.hand_classes`) of ``"AKs"``, ``"T9o"``, ``"77"``.

    :raises ConfigError: not a starting-hand class (``bad_hand_class``).
    """
    for index in range(CLASS_COUNT):
        if class_name(index) == name:
            return index
    raise ConfigError("bad_hand_class", f"{name!r} is not a starting-hand class", name=name)


class EquityTable:
    """Class-against-class equities and meeting counts.

    :param matrix: ``matrix[a, b]`` the equity of class ``a`` against ``b`` (ties half).
    :param exact: the values come from exact enumeration.
    """

    def __init__(self, matrix: F64, exact: bool) -> None:
        if matrix.shape != (CLASS_COUNT, CLASS_COUNT):
            raise ConfigError("bad_equity_table", "the equity table is 169 x 169")
        self.equity: F64 = matrix
        self.exact = exact
        combos = combo_table(False)
        one_hot = np.zeros((combos.size, CLASS_COUNT))
        one_hot[np.arange(combos.size), combos.classes] = 1.0
        touches = combos.touches.astype(np.float64)  # (52, 1326)
        overlap = touches.T @ touches  # shared cards of two combinations
        disjoint = (overlap == 0).astype(np.float64)
        #: ``pairs[a, b]``: ways to deal class ``a`` to one player and ``b`` to another.
        self.pairs: F64 = one_hot.T @ disjoint @ one_hot
        #: ``cond[a, b]``: probability the other player holds ``b`` when one holds ``a``.
        self.cond: F64 = self.pairs / self.pairs.sum(axis=1, keepdims=True)
        #: probability of each class being dealt to one player.
        self.prior: F64 = combos.class_sizes.astype(np.float64) / combos.size
        #: ``joint[a, b]``: probability that player one holds ``a`` and player two ``b``.
        self.joint: F64 = self.pairs / self.pairs.sum()


def read_matrix(path: Path) -> tuple[F64, bool]:
    """The full matrix from a file of the upper triangle.

    :raises ConfigError: missing or damaged (``equity_table_missing``).
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        upper = np.asarray(data["upper"], dtype=np.float64) / float(data["scale"])
        exact = bool(data.get("exact", False))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ConfigError("equity_table_missing", f"cannot read {path.name}; run python -m "
                          "engine.tournament.make_equity_table", file=path.name) from exc
    if upper.shape != (CLASS_COUNT * (CLASS_COUNT - 1) // 2,):
        raise ConfigError("equity_table_missing", f"{path.name} has the wrong shape",
                          file=path.name)
    matrix = np.full((CLASS_COUNT, CLASS_COUNT), 0.5)
    rows, cols = np.triu_indices(CLASS_COUNT, k=1)
    matrix[rows, cols] = upper
    matrix[cols, rows] = 1.0 - upper
    return matrix, exact


@cache
def equity_table() -> EquityTable:
    """The shipped table, read once (about 50 ms, most of it the meeting counts)."""
    matrix, exact = read_matrix(EQUITY_FILE)
    return EquityTable(matrix, exact)

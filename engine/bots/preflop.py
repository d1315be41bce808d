"""Pre-flop knowledge: the order of the starting hands and their equities against each other.

Loaded once per deck from ``engine/bots/data/`` (written by :mod:`engine.bots.make_tables`):

* a 169 x 169 matrix of heads-up equities between starting-hand classes, so a hand's equity
  against any estimated range is one weighted average (microseconds, no simulation);
* each class's equity against 1..9 unknown hands, from which the classes are ordered. The
  order blends the equity against one to five hands (each relative to a fair share), because
  opening ranges must play well both against the blinds alone and in multiway pots (pure
  heads-up equity overrates K2o and underrates 76s), and pairs get a bonus for the sets they
  flop, which equity alone does not pay for (with it 22 ranks near the top 45 %, as in
  common opening charts, instead of below K2o).

A hand's *percentile* is the share of all combinations that rank above its class, plus half of
its own class: 0 is the best hand (aces), 1 the worst. Ranges are written as "the top x" of
this order throughout the bots.

Tests: tests/engine/bots/test_bot_reraised.py, tests/engine/bots/test_bots.py,
tests/engine/teaching/coach/test_coach.py
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from engine.core.errors import ConfigError
from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import ComboTable
from engine.evaluation.hand_classes import combo_table

__all__ = ["PreflopTables", "preflop_tables"]

F64 = npt.NDArray[np.float64]
IntP = npt.NDArray[np.intp]

DATA = Path(__file__).resolve().parent / "data"

#: Weights of the relative equity against one to five unknown hands in the hand order.
_ORDER_WEIGHTS = (0.5, 1.0, 1.0, 1.5, 1.5)
#: Added to the order score of pairs (the score of a class is about 5 to 14).
_PAIR_BONUS = 0.45


class PreflopTables:
    """Starting-hand order and class-against-class equities for one deck.

    :param short_deck: 36-card deck.
    :raises ConfigError: the data file is missing or damaged (``bot_data_missing``).
    """

    def __init__(self, short_deck: bool) -> None:
        name = "preflop_short.json" if short_deck else "preflop_standard.json"
        try:
            data = json.loads((DATA / name).read_text(encoding="utf-8"))
            present: list[int] = [int(c) for c in data["classes"]]
            scale = float(data["scale"])
            upper = np.asarray(data["matrix_upper"], dtype=np.float64) / scale
            vs_random = np.asarray(data["vs_random"], dtype=np.float64) / scale
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise ConfigError("bot_data_missing",
                              f"cannot read {name}; run python -m engine.bots.make_tables",
                              file=name) from exc
        table: ComboTable = combo_table(short_deck)
        self.combos = table
        count = len(present)
        if upper.shape != (count * (count - 1) // 2,) or vs_random.shape[0] != count:
            raise ConfigError("bot_data_missing", f"{name} has the wrong shape", file=name)
        small = np.full((count, count), 0.5)
        rows, cols = np.triu_indices(count, k=1)
        small[rows, cols] = upper
        small[cols, rows] = 1.0 - upper
        index = np.asarray(present, dtype=np.intp)
        #: ``matrix[a, b]``: heads-up equity of class ``a`` against class ``b``.
        self.matrix: F64 = np.full((CLASS_COUNT, CLASS_COUNT), 0.5)
        self.matrix[np.ix_(index, index)] = small
        #: ``vs_random[c, k - 1]``: equity of class ``c`` against ``k`` unknown hands.
        self.vs_random: F64 = np.zeros((CLASS_COUNT, vs_random.shape[1]))
        self.vs_random[index] = vs_random
        weights = np.asarray(_ORDER_WEIGHTS)
        score = np.full(CLASS_COUNT, -1.0)
        fair = np.arange(2, 2 + len(weights))
        score[index] = (vs_random[:, : len(weights)] * weights * fair).sum(axis=1)
        score[index] += _PAIR_BONUS * (index // 13 == index % 13)
        #: classes from best to worst.
        self.order: IntP = index[np.argsort(-score[index], kind="stable")]
        sizes = table.class_sizes.astype(np.float64)
        total = float(sizes.sum())
        before = np.cumsum(sizes[self.order]) - sizes[self.order]
        pct = np.ones(CLASS_COUNT)
        pct[self.order] = (before + sizes[self.order] / 2) / total
        #: percentile of each class (0 best, 1 worst; the middle of its combinations).
        self.class_percentile: F64 = pct
        #: percentile of each combination of :attr:`combos`.
        self.combo_percentile: F64 = pct[table.classes]

    def class_weights(self, combo_weights: F64, dead: tuple[int, ...] = ()) -> F64:
        """A range's weight per class, after removing combinations that use ``dead`` cards."""
        weights = combo_weights
        if dead:
            weights = combo_weights * self.combos.free_of(dead)
        counts = np.bincount(self.combos.classes, weights=weights, minlength=CLASS_COUNT)
        return counts.astype(np.float64)

    def equity_vs(self, hero_class: int, combo_weights: F64, dead: tuple[int, ...] = ()) -> float:
        """Heads-up equity of a class against a weighted range of combinations.

        :param dead: the hero's own cards (and any seen cards), removed from the range.
        """
        weights = self.class_weights(combo_weights, dead)
        total = float(weights.sum())
        if total <= 0.0:
            return 0.5
        return float(self.matrix[hero_class] @ weights) / total

    def top(self, fraction: float, softness: float = 0.02) -> F64:
        """Weights of "the top ``fraction`` of hands", with a soft edge (combination order)."""
        return top_weights(self.combo_percentile, fraction, softness)


def top_weights(percentile: F64, fraction: float, softness: float = 0.02) -> F64:
    """1 well inside the top ``fraction``, 0 well outside, a linear ramp of width ``softness``."""
    if fraction >= 1.0:
        return np.ones_like(percentile)
    if fraction <= 0.0:
        return np.zeros_like(percentile)
    width = max(softness, 1e-6)
    return np.clip((fraction - percentile) / width + 0.5, 0.0, 1.0)


@cache
def preflop_tables(short_deck: bool = False) -> PreflopTables:
    """The shared tables of a deck, read on first use (a few milliseconds)."""
    return PreflopTables(short_deck)

"""The shipped pre-flop equity table against exact enumeration, and the meeting counts."""

from __future__ import annotations

import random

import numpy as np
import pytest

from engine.evaluation.hand_classes import CLASS_COUNT
from engine.tournament.equity_table import class_of
from engine.tournament.equity_table import equity_table
from engine.tournament.make_equity_table import exact_equity

#: "Agrees to 0.1 %": within a thousandth of the pot share.
TOLERANCE = 1e-3


def matchups(count: int, seed: int) -> list[tuple[int, int]]:
    rng = random.Random(seed)
    return [tuple(rng.sample(range(CLASS_COUNT), 2)) for _ in range(count)]  # type: ignore[misc]


def check(pairs: list[tuple[int, int]]) -> None:
    table = equity_table()
    for a, b in pairs:
        assert table.equity[a, b] == pytest.approx(exact_equity(a, b), abs=TOLERANCE)


def test_shipped_table_is_exact_and_agrees_on_sampled_matchups() -> None:
    assert equity_table().exact
    check(matchups(10, seed=35))


@pytest.mark.slow
def test_shipped_table_agrees_on_two_hundred_matchups() -> None:
    check(matchups(200, seed=350))


def test_table_is_consistent_and_counts_card_removal() -> None:
    table = equity_table()
    assert np.allclose(table.equity + table.equity.T, 1.0)
    assert table.equity[class_of("AA"), class_of("72o")] > 0.85
    assert table.pairs[class_of("AA"), class_of("AA")] == 6  # one pair of aces left
    assert table.pairs[class_of("AKs"), class_of("AKo")] == 4 * 6  # 3 aces x 3 kings, offsuit
    assert table.pairs.sum() == 1326 * 1225
    assert np.allclose(table.cond.sum(axis=1), 1.0)

"""The sorted sweep against a plain loop over every pair of hands, card removal included."""

from __future__ import annotations

import numpy as np

from engine.core.cards import parse_cards
from engine.solver.hand_set import hold_em_hands
from engine.solver.showdown import Sweep


def _brute(strengths: np.ndarray, cards: np.ndarray, reach: np.ndarray) -> tuple[np.ndarray, ...]:
    n = len(strengths)
    win, tie, total = np.zeros(n), np.zeros(n), np.zeros(n)
    for h in range(n):
        apart = ~np.isin(cards, cards[h]).any(axis=1)
        total[h] = reach[apart].sum()
        win[h] = reach[apart & (strengths < strengths[h])].sum()
        tie[h] = reach[apart & (strengths == strengths[h])].sum()
    return win, tie, total


def test_sweep_equals_every_pair_on_a_river_board() -> None:
    hands, _ = hold_em_hands(parse_cards("Ah Kh 7h 7c 2d"))
    reach = np.random.default_rng(3).random((1, hands.size)).astype(np.float32)
    win, tie, total = Sweep(hands).masses(reach)
    want = _brute(hands.strengths[0], hands.cards, reach[0].astype(np.float64))
    for got, expected in zip((win, tie, total), want, strict=True):
        np.testing.assert_allclose(got[0], expected, rtol=1e-4, atol=1e-3)


def test_sweep_equals_every_pair_on_each_river_of_a_turn() -> None:
    hands, rivers = hold_em_hands(parse_cards("Qs 9s 5d 3c"))
    sweep = Sweep(hands)
    rng = np.random.default_rng(5)
    reach = (rng.random((hands.boards, hands.size)) * hands.possible).astype(np.float32)
    win, tie, total = sweep.masses(reach)
    for row in (0, 17, len(rivers) - 1):
        ok = hands.possible[row]
        want = _brute(hands.strengths[row][ok], hands.cards[ok], reach[row][ok].astype(float))
        for got, expected in zip((win, tie, total), want, strict=True):
            np.testing.assert_allclose(got[row][ok], expected, rtol=1e-4, atol=1e-3)

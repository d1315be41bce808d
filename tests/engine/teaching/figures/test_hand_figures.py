"""The coach's shared figures against brute force: standing among all holdings, outs with
their chances, pot odds and the value of a call."""

from __future__ import annotations

from itertools import combinations
from math import comb

import pytest

from engine.core.cards import full_deck
from engine.core.cards import parse_cards
from engine.evaluation.categories import FLUSH
from engine.evaluation.categories import STRAIGHT
from engine.evaluation.hand_value import reference_evaluate
from engine.teaching.figures.hand_figures import call_value
from engine.teaching.figures.hand_figures import hand_standing
from engine.teaching.figures.hand_figures import hit_chance
from engine.teaching.figures.hand_figures import outs_summary
from engine.teaching.figures.hand_figures import pot_odds


def strength(cards: list[int]) -> int:
    return reference_evaluate(cards).strength


def test_hand_standing_counts_every_holding() -> None:
    hole, board = parse_cards("KhQh"), parse_cards("Kd7c2s9h")
    mine = strength([*hole, *board])
    rest = [c for c in full_deck() if c not in board]
    others = [strength([a, b, *board]) for a, b in combinations(rest, 2)]
    standing = hand_standing(hole, board)
    assert standing.value.strength == mine
    assert standing.better == sum(s > mine for s in others)
    assert standing.equal == sum(s == mine for s in others)
    assert standing.total == comb(48, 2)


def test_outs_grouped_by_what_they_make() -> None:
    hole, board = parse_cards("8h9h"), parse_cards("ThJh2c")
    summary = outs_summary(hole, board, [parse_cards("AsAd")])
    groups = {g.category: set(g.cards) for g in summary.groups}
    assert groups[FLUSH] >= set(parse_cards("2h3h4h5h6h"))  # hearts (7h and Qh: straight flushes)
    assert set(parse_cards("7c7d7s")) <= groups[STRAIGHT]
    seen = {*hole, *board, *parse_cards("AsAd")}
    ahead = [c for c in full_deck() if c not in seen
             and strength([*hole, *board, c]) > strength([*parse_cards("AsAd"), *board, c])]
    assert summary.count == len(ahead) and summary.unseen == 45
    assert summary.next_card == pytest.approx(len(ahead) / 45)
    assert summary.by_river == pytest.approx(1 - comb(45 - len(ahead), 2) / comb(45, 2))
    assert hit_chance(9, 46, 1) == pytest.approx(9 / 46)


def test_pot_odds_and_call_value() -> None:
    # 100 in the pot, a bet of 50: calling 50 to win a final pot of 200 needs 25 %.
    assert pot_odds(150, 50) == pytest.approx(0.25)
    value = call_value(150, 50, 0.40)
    assert value.needed == pytest.approx(0.25)
    assert value.ev_call == pytest.approx(0.40 * 200 - 50)
    assert value.call_is_right
    assert not call_value(150, 50, 0.20).call_is_right

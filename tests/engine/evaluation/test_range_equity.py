"""Range-against-range equity checked against a showdown per (pair, runout), one at a time."""

from __future__ import annotations

from itertools import combinations

import pytest

from engine.core.cards import Card
from engine.core.cards import full_deck
from engine.core.cards import parse_cards
from engine.core.errors import CardError
from engine.evaluation.equity import equity
from engine.evaluation.hand_value import evaluate
from engine.evaluation.range_equity import range_equity
from engine.evaluation.ranges import Range
from engine.evaluation.ranges import parse_range


def _brute(first: Range, second: Range, board: list[Card]) -> tuple[float, int]:
    """Every pair that can meet, every runout, one evaluation per hand: (equity, pairs)."""
    won = total = 0.0
    pairs = 0
    seen = set(board)
    for (a, wa) in first:
        for (b, wb) in second:
            cards = {*a, *b}
            if len(cards) < 4 or cards & seen:
                continue
            pairs += 1
            unseen = [c for c in full_deck() if c not in cards and c not in seen]
            for runout in combinations(unseen, 5 - len(board)):
                mine = evaluate([*a, *board, *runout]).strength
                theirs = evaluate([*b, *board, *runout]).strength
                score = 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
                won += wa * wb * score
                total += wa * wb
    return won / total, pairs


@pytest.mark.parametrize(
    ("first", "second", "board"),
    [
        ("AhKh, QQ, 76s:0.5", "AsKd, JJ+, KhQh, 9h8h", "Th7h2c5d"),  # shared cards, weights
        ("AA, AKs", "AA, KK, AKs:0.3", "Ad9c4s2h"),  # identical combinations in both
        ("T9s, 88", "A5s-A2s, 99", "Ts9s2c3d8h"),  # the river
        ("AhAd", "KsKc", "Qh7h2c3s"),
    ],
)
def test_late_streets_equal_a_showdown_per_pair_and_runout(first: str, second: str,
                                                           board: str) -> None:
    a, b, cards = parse_range(first), parse_range(second), parse_cards(board)
    expected, pairs = _brute(a, b, cards)
    found = range_equity(a, b, cards)
    assert found.exact and found.stderr == 0.0
    assert found.pairs == pairs
    assert found.equity == pytest.approx(expected, abs=1e-12)
    assert found.win + found.tie / 2 == pytest.approx(found.equity, abs=1e-12)


def test_a_flop_equals_the_general_enumeration_and_a_small_brute_force() -> None:
    a = parse_range("QQ+, AKs, ATs+, KQo, 76s-54s, AhJh")
    b = parse_range("22+, A2s+, KTs+, QJs, AJo+, 98s:0.5")
    board = parse_cards("Ah9c4d")
    found = range_equity(a, b, board)
    general = equity([a, b], board, exact=True)[0]
    assert found.runouts == 990
    assert found.equity == pytest.approx(general.equity, abs=1e-9)
    assert found.tie == pytest.approx(general.tie, abs=1e-9)
    small_a, small_b = parse_range("AhKh, 5c5d"), parse_range("QsQc, Ks9s, 7h6h")
    expected, _ = _brute(small_a, small_b, board)
    assert range_equity(small_a, small_b, board).equity == pytest.approx(expected, abs=1e-12)


def test_the_two_sides_share_the_pot() -> None:
    a, b = parse_range("KK+, AQs, 87s"), parse_range("TT-77, KQs, AJo")
    board = parse_cards("Kd8c3h")
    there, back = range_equity(a, b, board), range_equity(b, a, board)
    assert there.equity + back.equity == pytest.approx(1.0, abs=1e-12)
    assert there.tie == pytest.approx(back.tie, abs=1e-12)


def test_before_the_flop_boards_are_sampled_with_a_standard_error() -> None:
    a, b = parse_range("AA"), parse_range("KK")
    found = range_equity(a, b, (), seed=3)
    exact = equity(["AA", "KK"])[0].equity
    assert not found.exact and 0 < found.stderr < 0.02
    assert abs(found.equity - exact) < 4 * found.stderr + 0.005
    assert range_equity(a, b, (), seed=3) == found  # seeded: the same answer again


def test_dead_cards_and_the_board_remove_combinations() -> None:
    a, b = parse_range("AA"), parse_range("KK")
    found = range_equity(a, b, parse_cards("As2c3d"), dead=parse_cards("Kh"))
    assert found.pairs == 3 * 3  # three aces left make 3 pairs, three kings 3
    with pytest.raises(CardError) as refused:
        range_equity(parse_range("AsAh"), parse_range("KsKh"), parse_cards("Ah2c3d"))
    assert refused.value.code == "empty_range"
    with pytest.raises(CardError) as refused:
        range_equity(a, b, parse_cards("2c3d"))
    assert refused.value.code == "bad_board_size"
    with pytest.raises(CardError) as refused:
        range_equity(a, b, parse_cards("2c3d4h"), dead=parse_cards("2c"))
    assert refused.value.code == "duplicate_card"

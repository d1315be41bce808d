"""The one-hand evaluator: categories, deciding ranks, the five cards that play, and agreement
of the fast seven-card path with the try-every-subset reference."""

from __future__ import annotations

import random

import pytest

from engine.core.cards import cards_str
from engine.core.cards import parse_cards
from engine.core.errors import CardError
from engine.evaluation.hand_value import CATEGORY_CODES
from engine.evaluation.hand_value import category_of_strength
from engine.evaluation.hand_value import evaluate
from engine.evaluation.hand_value import reference_evaluate
from engine.evaluation.hand_value import strength


@pytest.mark.parametrize(
    ("cards", "short", "code", "ranks", "best"),
    [
        ("AsKsQsJsTs2c3d", False, "royal_flush", (12,), "AsKsQsJsTs"),
        ("9h8h7h6h5h5c5d", False, "straight_flush", (7,), "9h8h7h6h5h"),
        ("As2d3c4h5s9d9c", False, "straight", (3,), "5s4h3c2dAs"),
        ("KhKdKsKc2d3c4h", False, "four_of_a_kind", (11, 2), "KsKhKdKc4h"),
        ("QhQdQs7c7d2c3h", False, "full_house", (10, 5), "QsQhQd7d7c"),
        ("Ah9h7h5h2h3c4d", False, "flush", (12, 7, 5, 3, 0), "Ah9h7h5h2h"),
        ("8s8d8c2h4dKcJh", False, "three_of_a_kind", (6, 11, 9), "8s8d8cKcJh"),
        ("KhKd7s7cAh2c3d", False, "two_pair", (11, 5, 12), "KhKd7s7cAh"),
        ("TsTh2c5d7h9sAc", False, "pair", (8, 12, 7, 5), "TsThAc9s7h"),
        ("AsJd9c7h5s3d2c", False, "high_card", (12, 9, 7, 5, 3), "AsJd9c7h5s"),
        ("6s7s8s9sAs", True, "straight_flush", (7,), "9s8s7s6sAs"),
        ("Ah6d7c8s9h", True, "straight", (7,), "9h8s7c6dAh"),
    ],
)
def test_known_hands(cards: str, short: bool, code: str, ranks: tuple[int, ...],
                     best: str) -> None:
    value = evaluate(parse_cards(cards), short_deck=short)
    assert (value.code, value.ranks, cards_str(value.cards)) == (code, ranks, best)
    assert category_of_strength(value.strength, short) == CATEGORY_CODES.index(code)


def test_kickers_decide_and_equal_hands_tie() -> None:
    board = parse_cards("Ks9d5c3h2s")
    ace_kicker = evaluate(parse_cards("KdAc") + board).strength
    queen_kicker = evaluate(parse_cards("KhQc") + board).strength
    assert ace_kicker > queen_kicker
    assert evaluate(parse_cards("KdAc") + board).strength == evaluate(
        parse_cards("KcAh") + board).strength


def test_a_wheel_is_no_straight_in_short_deck_and_a_six_high_wheel_is_none_in_standard() -> None:
    assert evaluate(parse_cards("Ah6d7c8s9h")).code == "high_card"
    with pytest.raises(CardError):
        evaluate(parse_cards("Ah2d3c4s5h"), short_deck=True)  # no deuces in a short deck


def test_fast_path_agrees_with_the_reference_on_random_hands() -> None:
    rng = random.Random(2026)
    for short in (False, True):
        deck = list(range(16 if short else 0, 52))
        for _ in range(20_000):
            cards = rng.sample(deck, rng.choice((5, 6, 7)))
            fast, slow = evaluate(cards, short), reference_evaluate(cards, short)
            assert (fast.strength, fast.category, fast.ranks) == (
                slow.strength, slow.category, slow.ranks)
            assert strength(cards, short) == fast.strength
            assert set(fast.cards) <= set(cards) and len(set(fast.cards)) == 5
            assert reference_evaluate(list(fast.cards), short).strength == fast.strength


@pytest.mark.parametrize("bad", ["AsKs", "AsKsQsJsTs9s8s7s", "AsAsKsQsJs"])
def test_bad_input_is_refused(bad: str) -> None:
    cards = [51, 51, 47, 43, 39] if bad == "AsAsKsQsJs" else parse_cards(bad)
    with pytest.raises(CardError):
        evaluate(cards)

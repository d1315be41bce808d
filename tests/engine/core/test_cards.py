"""Cards, parsing and seeded shuffles."""

from __future__ import annotations

import random

import pytest

from engine.core.cards import Deck
from engine.core.cards import card_str
from engine.core.cards import cards_str
from engine.core.cards import full_deck
from engine.core.cards import make_card
from engine.core.cards import parse_card
from engine.core.cards import parse_cards
from engine.core.cards import rank_of
from engine.core.cards import suit_of
from engine.core.errors import CardError
from engine.core.errors import DeckError


def test_ids_follow_four_times_rank_plus_suit() -> None:
    assert parse_card("2c") == 0
    assert parse_card("2s") == 3
    assert parse_card("As") == 51
    assert parse_card("Td") == 4 * 8 + 1
    assert make_card(12, 2) == parse_card("Ah")
    assert (rank_of(parse_card("Kh")), suit_of(parse_card("Kh"))) == (11, 2)


def test_every_card_prints_and_parses_back() -> None:
    assert [parse_card(card_str(c)) for c in range(52)] == list(range(52))
    assert parse_card("aS") == parse_card("As")
    assert cards_str(parse_cards("As Kd, 2c")) == "AsKd2c"


@pytest.mark.parametrize("text", ["A", "1s", "Ax", "AsK", "10h"])
def test_bad_cards_are_refused_with_a_code(text: str) -> None:
    with pytest.raises(CardError) as info:
        parse_cards(text) if len(text) != 2 else parse_card(text)
    assert info.value.code == "bad_card"
    assert isinstance(info.value, ValueError)


def test_duplicate_cards_are_refused() -> None:
    with pytest.raises(CardError) as info:
        parse_cards("AsKsAs")
    assert info.value.code == "duplicate_card"


def test_short_deck_has_36_cards_from_six_up() -> None:
    short = full_deck(short_deck=True)
    assert len(short) == 36
    assert min(rank_of(c) for c in short) == 4  # the six
    assert len(full_deck()) == 52


def test_shuffle_order_is_pinned_for_two_seeds() -> None:
    # Fisher-Yates from the top down with random.Random(seed).randrange(i + 1).
    first = cards_str(Deck.shuffled(random.Random(1)).order()[:10])
    second = cards_str(Deck.shuffled(random.Random(2)).order()[:10])
    assert first == "Ad4dJd7h2hJh6s4sTs3d"
    assert second == "5s9d4d7d3c3hAs8h7h8c"
    # The same algorithm as the standard library's shuffle, which is a second witness.
    for seed in (1, 2):
        expected = list(range(52))
        random.Random(seed).shuffle(expected)
        assert Deck.shuffled(random.Random(seed)).order() == expected


def test_same_seed_same_deck_different_seed_different_deck() -> None:
    a = Deck.shuffled(random.Random(42)).order()
    b = Deck.shuffled(random.Random(42)).order()
    c = Deck.shuffled(random.Random(43)).order()
    assert a == b != c
    assert sorted(a) == list(range(52))


def test_default_shuffle_uses_strong_randomness_and_is_a_permutation() -> None:
    orders = {tuple(Deck.shuffled().order()) for _ in range(5)}
    assert len(orders) == 5
    assert all(sorted(o) == list(range(52)) for o in orders)


def test_stacked_deck_deals_the_given_order_then_the_rest() -> None:
    deck = Deck.stacked("AsKs2c")
    assert [deck.draw() for _ in range(3)] == parse_cards("AsKs2c")
    assert len(deck) == 49
    assert parse_card("As") not in deck.remaining()


def test_stacked_deck_rejects_repeats_and_foreign_cards() -> None:
    with pytest.raises(DeckError):
        Deck.stacked([0, 0])
    with pytest.raises(DeckError) as info:
        Deck.stacked("2c", short_deck=True)
    assert info.value.code == "card_not_in_deck"


def test_empty_deck_raises() -> None:
    deck = Deck([1])
    deck.draw()
    with pytest.raises(DeckError) as info:
        deck.draw()
    assert info.value.code == "deck_empty"

"""Hand names from the engine's codes, in English and German, for every category."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from engine.core.cards import parse_cards
from engine.evaluation.hand_value import evaluate
from gui.base import i18n
from gui.base import texts

# Seven cards per category, the name a player says in English and in German.
HANDS = [
    ("AsKd9c7h4s3d2c", "High Card, Ace, King kicker", "Höchste Karte, Ass, König als Kicker"),
    ("KsKd9c7h4s3d2c", "Pair of Kings, Nine kicker", "Paar Könige, Neun als Kicker"),
    ("KsKd7c7hAs3d2c", "Two Pair, Kings and Sevens, Ace kicker",
     "Zwei Paare, Könige und Sieben, Ass als Kicker"),
    ("QsQdQcJh4s3d2c", "Three of a Kind, Queens, Jack kicker",
     "Drilling, Damen, Bube als Kicker"),
    ("9s8d7c6h5sKd2c", "Straight, Nine high", "Straße, Neun hoch"),
    ("As2d3c4h5sKdKc", "Straight, Five high", "Straße, Fünf hoch"),
    ("AhJh8h4h2hKdQc", "Flush, Ace high", "Flush, Ass hoch"),
    ("KsKdKc7h7s3d2c", "Full House, Kings full of Sevens", "Full House, Könige über Sieben"),
    ("9s9d9c9hAs3d2c", "Four of a Kind, Nines, Ace kicker", "Vierling, Neunen, Ass als Kicker"),
    ("9h8h7h6h5hKd2c", "Straight Flush, Nine high", "Straight Flush, Neun hoch"),
    ("AsKsQsJsTs2d3c", "Royal Flush", "Royal Flush"),
    ("2s2d2c3h3s7d9c", "Full House, Deuces full of Threes", "Full House, Zweien über Dreien"),
    ("TsTdJcJh4s3d2c", "Two Pair, Jacks and Tens, Four kicker",
     "Zwei Paare, Buben und Zehnen, Vier als Kicker"),
    ("6s6d8cAh4s3d2c", "Pair of Sixes, Ace kicker", "Paar Sechsen, Ass als Kicker"),
]
CATEGORIES_EN = ["High Card", "Pair", "Two Pair", "Three of a Kind", "Straight", "Flush",
                 "Full House", "Four of a Kind", "Straight Flush", "Royal Flush"]
CATEGORIES_DE = ["Höchste Karte", "Paar", "Zwei Paare", "Drilling", "Straße", "Flush",
                 "Full House", "Vierling", "Straight Flush", "Royal Flush"]


@pytest.fixture(autouse=True)
def _english_after(qtbot: QtBot) -> Iterator[None]:
    del qtbot  # only for the application the translators are installed in
    yield
    i18n.apply("en")


def _name(cards: str) -> str:
    value = evaluate(parse_cards(cards))
    return texts.hand_name(value.category, value.ranks)


def test_every_category_is_named_in_english() -> None:
    i18n.apply("en")
    assert {evaluate(parse_cards(c)).category for c, _, _ in HANDS} == set(range(10))
    assert [_name(cards) for cards, _, _ in HANDS] == [en for _, en, _ in HANDS]
    assert [texts.category_name(c) for c in range(10)] == CATEGORIES_EN


def test_every_category_is_named_in_german() -> None:
    i18n.apply("de")
    assert [_name(cards) for cards, _, _ in HANDS] == [de for _, _, de in HANDS]
    assert [texts.category_name(c) for c in range(10)] == CATEGORIES_DE


def test_every_rank_has_a_singular_and_a_plural_in_both_languages() -> None:
    for language in ("en", "de"):
        i18n.apply(language)
        singular = [texts.rank_name(r) for r in range(13)]
        plural = [texts.rank_plural(r) for r in range(13)]
        assert len(set(singular)) == 13 and len(set(plural)) == 13
    assert singular[-4:] == ["Bube", "Dame", "König", "Ass"]
    assert plural[-4:] == ["Buben", "Damen", "Könige", "Asse"]


def test_short_deck_wheel_is_named_by_its_top_card() -> None:
    i18n.apply("de")
    value = evaluate(parse_cards("As6d7c8h9sKdKc"), short_deck=True)
    assert texts.hand_name(value.category, value.ranks) == "Straße, Neun hoch"

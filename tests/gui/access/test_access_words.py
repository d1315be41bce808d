"""The sentences a screen reader says about the table, read off a real hand's model."""

from __future__ import annotations

from engine.core.cards import Deck
from engine.play.table_model import TableModel
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from gui.access import access_words as words
from gui.base import i18n


def _hand() -> tuple[HandState, TableModel]:
    deck = Deck.stacked("As Kh 7c  Ad Kd 2s  3h Qs 8d 4c  5h Td  6h 3c")
    hand = HandState(HandConfig(small_blind=5, big_blind=10), [1000, 1250, 800],
                     seats=[3, 5, 8], deck=deck)
    model = TableModel(seats=[3, 5, 8])
    model.apply_all(hand.events)
    return hand, model


def test_a_seat_is_told_as_its_plate_shows_it(qapp: object) -> None:
    hand, model = _hand()
    assert words.seat_name(4, "Bruno") == "Seat 5, Bruno"  # counted from 1
    assert words.seat_description(model, 5, None) == "1,240 chips, Big blind (BB), bet 10"
    assert words.seat_description(model, 3, None) == "995 chips, Small blind (SB), bet 5"
    model.apply_all(hand.fold())
    assert words.seat_description(model, 8, None) == "800 chips, Button (BTN), folded"


def test_cards_are_named_only_when_they_may_be_seen(qapp: object) -> None:
    hand, model = _hand()
    assert words.card_text(model, 3, 0, person=3) == "Ace of spades"
    assert words.card_text(model, 5, 1, person=3) == "face-down card"
    assert words.card_text(model, 5, 2, person=3) == ""
    model.apply_all(hand.fold() + hand.call() + hand.check())
    assert words.card_text(model, 8, 0, person=3) == ""  # folded: the cards are gone
    assert words.board_description(model) == "Queen of spades, Eight of diamonds and Four of clubs"
    assert words.pot_description(model, 0) == "Main pot, 20 chips"
    assert words.total_pot(model) == "Pot, 20 chips in all"
    assert words.button_description(model, "Cleo") == "Dealer button at seat 9, Cleo"  # from 1


def test_the_table_is_told_in_german(qapp: object) -> None:
    hand, model = _hand()
    i18n.apply("de")
    try:
        assert words.seat_name(4, "Bruno") == "Platz 5, Bruno"
        assert words.seat_description(model, 5, None) == "1.240 Chips, Big Blind (BB), Einsatz 10"
        assert words.card_text(model, 3, 0, person=3) == "Pik-Ass"
        model.apply_all(hand.fold() + hand.call() + hand.check())
        assert words.total_pot(model) == "Pot, insgesamt 20 Chips"
    finally:
        i18n.apply("en")

"""Numbers, amounts, plurals and dates in the person's language."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from engine.core.errors import IllegalActionError
from engine.play.session import GameOver
from engine.rules.events import BetReturned
from engine.rules.events import PotAwarded
from gui.base import i18n
from gui.base import log_words
from gui.base import texts


@pytest.fixture(autouse=True)
def _english_after(qtbot: QtBot) -> Iterator[None]:
    del qtbot
    yield
    i18n.apply("en")


def test_amounts_are_grouped_for_the_language() -> None:
    i18n.apply("en")
    assert texts.chips(12500) == "12,500" and texts.chips(1_250_000) == "1,250,000"
    i18n.apply("de")
    assert texts.chips(12500) == "12.500" and texts.chips(1_250_000) == "1.250.000"
    assert texts.chips(999) == "999"


def test_sentences_carry_grouped_amounts() -> None:
    error = IllegalActionError("amount_out_of_range", "x", minimum=400, maximum=12500)
    won = PotAwarded((0,), 12500, (0, 1), ((0, 12500),), 1, 0, 0)
    i18n.apply("en")
    assert texts.error_message(error) == "Bet or raise to an amount between 400 and 12,500."
    assert log_words.describe(won, {0: "You", 1: "Ada"}, 0) == "You win the main pot of 12,500."
    i18n.apply("de")
    assert texts.error_message(error) == (
        "Setze oder erhöhe auf einen Betrag zwischen 400 und 12.500.")
    assert log_words.describe(won, {0: "You", 1: "Ada"}, 0) == (
        "Du gewinnst den Hauptpot von 12.500.")


def test_plurals_in_both_languages() -> None:
    names = {0: "You", 1: "Ada"}
    one, many = BetReturned(1, 1), BetReturned(1, 12500)
    i18n.apply("en")
    assert log_words.describe(one, names, 0) == "Ada takes back 1 uncalled chip."
    assert log_words.describe(many, names, 0) == "Ada takes back 12,500 uncalled chips."
    assert log_words.describe(BetReturned(0, 2), names, 0) == "You take back 2 uncalled chips."
    assert log_words.describe(GameOver(1, ((1, 3000), (0, 0))), names, 0) == (
        "Game over after 1 hand: Ada finishes first.")
    i18n.apply("de")
    assert log_words.describe(one, names, 0) == "Niemand geht mit: Ada nimmt 1 Chip zurück."
    assert log_words.describe(many, names, 0) == "Niemand geht mit: Ada nimmt 12.500 Chips zurück."
    assert log_words.describe(GameOver(7, ((1, 3000), (0, 0))), names, 0) == (
        "Spielende nach 7 Händen: Ada gewinnt.")


def test_dates_follow_the_language() -> None:
    moment = dt.datetime(2026, 3, 14, 21, 5)
    i18n.apply("en")
    assert i18n.date(moment.date()) == "3/14/26"
    assert "9:05" in i18n.date_time(moment) and "PM" in i18n.date_time(moment)
    i18n.apply("de")
    assert i18n.date(moment.date()) == "14.03.26"
    assert i18n.date_time(moment) == "14.03.26 21:05"

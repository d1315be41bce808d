"""Amounts per table: Felt's chips, a file's money, and both on screen at the same time."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from engine.rules.events import BetReturned
from engine.rules.events import BlindPosted
from engine.rules.events import HandStarted
from gui.base import amounts
from gui.base import log_words
from gui.base.amounts import CHIPS
from gui.base.amounts import AmountFormat
from gui.base.card_theme import CardTheme
from gui.history.replayer import from_phh
from gui.history.replayer import split_steps
from gui.table.scene import TableScene

CENTS = AmountFormat(100, "USD")


@pytest.fixture
def german() -> Iterator[None]:
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    yield
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


@pytest.fixture
def big_blinds() -> Iterator[None]:
    amounts.TableUnit.big_blind = 100  # the View menu's "amounts in big blinds" (live table)
    yield
    amounts.TableUnit.big_blind = 0


def test_chips_and_money_are_written_from_exact_decimals(qtbot: QtBot) -> None:
    assert CHIPS.text(12500) == "12,500" and CHIPS.signed(-300) == "-300"
    assert CENTS.text(877) == "$8.77" and CENTS.signed(452) == "+$4.52"
    assert CENTS.text(-3000) == "-$30.00" and AmountFormat(1, "USD").text(30) == "$30.00"
    assert AmountFormat(100, "EUR").text(1035) == "€10.35"
    assert AmountFormat(100).text(50) == "0.50"  # a file's decimals without a currency
    # 10**15 minor units keep their last cent (a float would not).
    assert CENTS.text(10**15 + 1) == "$10,000,000,000,000.01"


def test_german_puts_the_currency_after_the_number(qtbot: QtBot, german: None) -> None:
    assert CENTS.text(877) == "8,77\xa0$" and CENTS.signed(-452) == "-4,52\xa0$"
    assert CHIPS.text(12500) == "12.500"


def test_a_replay_in_cents_beside_a_table_in_big_blinds(qtbot: QtBot,
                                                       big_blinds: None) -> None:
    theme = CardTheme("standard", "blue")
    live, replay = TableScene(theme), TableScene(theme, amounts=CENTS)
    for scene in (live, replay):
        scene.set_players({0: "Ann", 1: "Bob"}, 0)
        scene.show_now([HandStarted(1, (1, 0), (5000, 5000), 0, 0, 1, 50, 100, 0, "nl", False),
                        BlindPosted(1, "big", 100, False)])
    assert replay.amounts is CENTS and live.amounts is CHIPS
    bet_live, bet_replay = live.bet_items[1], replay.bet_items[1]
    assert bet_live.amount_text(bet_live.amount) == "1 BB"  # the View menu's unit
    assert bet_replay.amount_text(bet_replay.amount) == "$1.00"  # the file's money
    assert replay.stage.total.text == "Pot: $1.00" and live.stage.total.text == "Pot: 1 BB"


def test_the_log_tells_money_without_chips(qtbot: QtBot) -> None:
    names = {0: "Ann", 1: "Bob"}
    assert log_words.describe(BetReturned(1, 100), names, 0, (), CENTS) == (
        "Bob takes back $1.00 that nobody called.")
    assert log_words.describe(BetReturned(0, 150), names, 0, (), CENTS) == (
        "You take back $1.50 that nobody called.")
    chips = log_words.describe(BetReturned(1, 100), names, 0)  # Felt's own: a count of chips
    assert chips is not None and chips.startswith("Bob takes back 100 uncalled chip")


def test_a_phh_text_in_cents_replays_in_its_units(qtbot: QtBot) -> None:
    text = ('variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [0.25, 0.50]\n'
            'min_bet = 0.50\nstarting_stacks = [10.00, 10.00]\ncurrency = "EUR"\n'
            'actions = ["d dh p1 AsKs", "d dh p2 7h2c", "p2 cbr 1.50", "p1 f"]\n')
    hand = from_phh(text)
    assert hand.amounts == AmountFormat(100, "EUR")
    told = [line for step in split_steps(hand) for line in step.lines]
    assert "Player 2 raises to €1.50." in told and "Player 2 takes back €1.00 that nobody " \
        "called." in told

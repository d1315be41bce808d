"""The log's sentences as a player says them, in English and German: split pots, several pots
won at once, all-in, a rule between hands, and each computer player's seat tooltip."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.core.cards import Deck
from engine.rules.config import HandConfig
from engine.rules.events import ActionTaken
from engine.rules.events import BoardDealt
from engine.rules.events import PotAwarded
from engine.rules.events import Street
from engine.rules.hand import HandState
from gui.base import i18n
from gui.base import log_words
from gui.base import opponents
from gui.base.game_setup import GameSetup
from gui.table.hand_log import SEPARATOR
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS

NAMES = {0: "You", 1: "Ada", 2: "Bruno"}


@pytest.fixture(autouse=True)
def _english_after(qtbot: QtBot) -> Iterator[None]:
    del qtbot
    yield
    i18n.apply("en")


def _split() -> PotAwarded:
    return PotAwarded((0,), 1200, (0, 1, 2), ((1, 400), (2, 400), (0, 400)), 1, 0, 0)


def _two_pots() -> PotAwarded:
    return PotAwarded((0, 1), 2200, (0, 1), ((0, 2200),), 1, 0, 0)


def test_a_split_pot_names_everyone_who_shares_it() -> None:
    i18n.apply("en")
    assert log_words.describe(_split(), NAMES, 0, (1200,)) == (
        "Ada, Bruno and you split the pot of 1,200.")
    i18n.apply("de")
    assert log_words.describe(_split(), NAMES, 0, (1200,)) == (
        "Ada, Bruno und du teilt euch den Pot von 1.200.")


def test_several_pots_won_at_once_are_said_pot_by_pot() -> None:
    i18n.apply("en")
    assert log_words.describe(_two_pots(), NAMES, 0, (900, 1300)) == (
        "You win the main pot of 900 and side pot 1 of 1,300.")
    assert log_words.describe(_two_pots(), {0: "Chloé"}, None, (900, 1300)) == (
        "Chloé wins the main pot of 900 and side pot 1 of 1,300.")
    i18n.apply("de")
    assert log_words.describe(_two_pots(), NAMES, 0, (900, 1300)) == (
        "Du gewinnst den Hauptpot von 900 und den Side-Pot 1 von 1.300.")


def _run_twice_lines() -> list[str]:
    """The log of an engine hand whose board is run twice: the small blind (51 chips) all in,
    the big blind and the button call 100 (tests/engine/rules/test_hand_run_twice.py)."""
    hand = HandState(HandConfig(small_blind=1, big_blind=2), [51, 100, 100],
                     deck=Deck.stacked(RUN_TWICE_DECK), runs=2)
    hand.call()
    hand.bet_or_raise(51)
    hand.bet_or_raise(100)
    hand.call()
    pots = tuple(p.amount for p in hand.pots)
    return [line for e in hand.events
            if isinstance(e, BoardDealt | PotAwarded)
            and (line := log_words.describe(e, NAMES, 0, pots)) is not None]


RUN_TWICE_DECK = "As Kh 7c  Ad Kd 2s  3h Qs 8d 4c  5h Td  6h 3c  9c Kc 2h 8s 7h 2c Ks 9h"


def test_a_board_run_twice_says_which_board_and_that_each_pays_half() -> None:
    i18n.apply("en")
    lines = _run_twice_lines()
    assert lines[:3] == ["Flop, first board: Q♠ 8♦ 4♣", "Turn, first board: Q♠ 8♦ 4♣ 10♦",
                         "River, first board: Q♠ 8♦ 4♣ 10♦ 3♣"]
    assert lines[3:5] == ["First board: You win half the main pot (77).",
                          "First board: Ada wins half of side pot 1 (49)."]
    assert lines[5] == "Flop, second board: K♣ 2♥ 8♠"
    assert lines[-2:] == ["Second board: Ada wins half the main pot (76).",
                          "Second board: Ada wins half of side pot 1 (49)."]
    i18n.apply("de")
    lines = _run_twice_lines()
    assert lines[2] == "River, erstes Board: Q♠ 8♦ 4♣ 10♦ 3♣"
    assert lines[3] == "Erstes Board: Du gewinnst die Hälfte des Hauptpots (77)."
    assert lines[5] == "Flop, zweites Board: K♣ 2♥ 8♠"
    assert lines[-1] == "Zweites Board: Ada gewinnt die Hälfte des Side-Pots 1 (49)."


def test_all_in_and_calls_read_as_sentences() -> None:
    shove = ActionTaken(0, Street.FLOP, "raise", 1341, 1341, True, 0)
    call = ActionTaken(0, Street.PREFLOP, "call", 20, 20, False, 980)
    i18n.apply("en")
    assert log_words.describe(shove, NAMES, 0) == "You raise to 1,341 and are all-in."
    i18n.apply("de")
    assert log_words.describe(call, NAMES, 0) == "Du gehst mit (20)."
    assert log_words.describe(shove, NAMES, 0) == "Du erhöhst auf 1.341 und bist All-in."


def test_a_rule_between_hands_and_each_bot_on_its_seat_tooltip(
    qtbot: QtBot, window: MainWindow
) -> None:
    setup = GameSetup(players=4, opponents="mixed", seed=4)
    window.start_game(setup)
    for seat, kind in setup.bots().items():
        assert window.scene.seat_items[seat].toolTip() == opponents.tooltip(kind)
        assert opponents.short_label(kind) in window.scene.seat_items[seat].toolTip()
    assert window.scene.seat_items[0].toolTip() == ""  # the person's own seat
    for _ in range(2):  # fold twice: two hands
        qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
        qtbot.keyClick(window.panel.fold_button, Qt.Key.Key_F)
        qtbot.waitUntil(lambda: window.panel.legal is None, timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: window.model.hand_number >= 2, timeout=TIMEOUT_MS)
    lines = window.log.toPlainText().splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("Hand #2"))
    assert lines[first - 1] == SEPARATOR
    assert not lines[0].startswith(SEPARATOR)  # no rule above the first hand

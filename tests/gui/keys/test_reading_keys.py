"""The reading keys speak the table when pressed: the person's cards, the board, the pot and
the price of a call, a seat, whose turn; "say that again"; the amount keys step the bet; a
remapped key works and the old one no longer does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gui.access.announcer import Politeness
from gui.access.key_table import KEY_ACTIONS
from gui.access.key_table import problem
from gui.base import i18n
from gui.base.game_setup import GameSetup
from gui.keys.reading_keys import other_keys
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS

FOUR = GameSetup(players=4, opponents="call", starting_stack=1000, small_blind=5,
                 big_blind=10, seed=41)


def _press(qtbot: QtBot, window: MainWindow, key: Qt.Key,
           modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> str:
    """The assertive answer to a key press."""
    before = window.announcer.said
    qtbot.keyClick(window, key, modifier)
    assert window.announcer.said > before, f"no answer to {key}"
    text, politeness = window.announcer.heard[-1]
    assert politeness == Politeness.Assertive
    return text


def test_each_reading_key_says_its_part_of_the_table(qtbot: QtBot, window: MainWindow) -> None:
    window.show()
    window.activateWindow()
    window.start_game(FOUR)
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    person = window.scene.person_seat
    assert person is not None
    cards = _press(qtbot, window, Qt.Key.Key_H)
    assert cards.startswith("You hold ") and " of " in cards
    assert _press(qtbot, window, Qt.Key.Key_B, Qt.KeyboardModifier.ShiftModifier) == \
        "Board: no cards yet."
    pot = _press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)
    assert pot.startswith("Pot, 15 chips in all.") and "to call" in pot, pot
    assert _press(qtbot, window, Qt.Key.Key_T) == "It is your turn."
    seat = _press(qtbot, window, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    assert seat.startswith("Seat 1, ") and "chips" in seat, seat
    assert _press(qtbot, window, Qt.Key.Key_L) == seat  # say that again
    hand = _press(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    assert hand.startswith("Your hand: "), hand
    amount = window.panel.amount.value()
    said = _press(qtbot, window, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert window.panel.amount.value() == amount + 10
    assert said == f"Bet amount {amount + 10}."
    _press(qtbot, window, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert window.panel.amount.value() == amount

    window.reading_keys.apply({"read_board": "Ctrl+B"})
    before = window.announcer.said
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ShiftModifier)
    assert window.announcer.said == before  # the old key says nothing any more
    board = _press(qtbot, window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert board.startswith("Board:")


def test_a_key_taken_twice_or_not_a_key_is_refused_with_a_sentence() -> None:
    assert problem({"read_board": "B", "read_pot": "P"}) == ""
    clash = problem({"read_board": "B", "read_pot": "B"})
    assert clash == 'B already does "Say the board": choose another key for "Say the pot ' \
                    'and what it costs to call".'
    assert "Fold" in problem({"read_board": "F"}, [("F", "Fold")])
    assert problem({"read_board": "Ctrl+B, Ctrl+C"}).startswith('"Ctrl+B, Ctrl+C" is not a key')


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_default_key_is_a_key_of_the_window_in_either_language(
        qtbot: QtBot, window: MainWindow, language: str) -> None:
    i18n.apply(language)
    try:
        QApplication.processEvents()
        others = {key for key, _ in other_keys(window)}
        assert others and not others & {action.default for action in KEY_ACTIONS}
    finally:
        i18n.apply("en")

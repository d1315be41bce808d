"""The reading keys speak the table when pressed: the person's cards, the board, the pot and
the price of a call, a seat, whose turn; "say that again"; the amount keys step the bet; a
remapped key works and the old one no longer does."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gui.access.announcer import Politeness
from gui.access.heard_list import HeardList
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


def test_an_exact_bet_is_typed_and_pre_actions_and_quick_sizes_are_keys(
        qtbot: QtBot, window: MainWindow) -> None:
    """E puts the caret in the amount (type, Enter bets); Ctrl+1-4 tick the pre-actions and
    say so; a quick size says the amount it chose; Shift+L lists what was said."""
    window.show()
    window.activateWindow()
    window.start_game(FOUR)
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    panel = window.panel
    assert _press(qtbot, window, Qt.Key.Key_3) == f"Bet amount {panel.amount.value():,}."
    qtbot.keyClick(window, Qt.Key.Key_E)
    assert QApplication.focusWidget() is panel.amount
    assert panel.amount.lineEdit().selectedText() != ""  # typing replaces the number
    qtbot.keyClicks(panel.amount.lineEdit(), "60")
    with qtbot.waitSignal(panel.action_chosen, timeout=2000) as sent:
        qtbot.keyClick(panel.amount.lineEdit(), Qt.Key.Key_Return)
    assert sent.args[0].amount == 60
    qtbot.waitUntil(lambda: panel.legal is None, timeout=TIMEOUT_MS)
    window.activateWindow()
    said = _press(qtbot, window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    box = panel.pre_fold_any
    if box.isEnabled() and box.isVisible():
        assert box.isChecked() and said == f"{box.text().replace('&', '')}: on."
        assert _press(qtbot, window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier) \
            .endswith(": off.") and not box.isChecked()
    else:
        assert said.endswith(": not now.")
    heard = [text for text, _ in window.announcer.heard]
    listed: list[list[str]] = []
    _read_then_escape(qtbot, listed)
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ShiftModifier)  # returns closed
    assert listed == [heard]


def _read_then_escape(qtbot: QtBot, listed: list[list[str]]) -> None:
    """When the list of what was said opens: its lines into ``listed``, then Escape."""

    def close() -> None:
        found = [w for w in QApplication.topLevelWidgets() if isinstance(w, HeardList)
                 and w.isVisible()]
        assert found, "the list did not open"
        lines = found[0].lines
        assert QApplication.focusWidget() is lines and lines.currentRow() == lines.count() - 1
        listed.append([lines.item(i).text() for i in range(lines.count())])
        qtbot.keyClick(lines, Qt.Key.Key_Escape)

    QTimer.singleShot(50, close)


def test_the_coach_is_read_a_part_at_a_time(qtbot: QtBot, window: MainWindow,
                                            tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """O says the coach's figures a line per press, not all at once."""
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))  # the coach shown is remembered here
    window.show()
    window.activateWindow()
    window.start_game(FOUR)
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)  # the coach
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: "%" in window.coach_dock.figures.text(), timeout=TIMEOUT_MS)
    first = _press(qtbot, window, Qt.Key.Key_O)
    parts = int(first.split(":", 1)[0].split(" of ")[1])
    assert first.startswith(f"1 of {parts}: ") and parts > 1
    assert _press(qtbot, window, Qt.Key.Key_O).startswith(f"2 of {parts}: ")
    assert all(len(text) < 300 for text, _ in list(window.announcer.heard)[-2:])

"""The action keys are rows of the one key table: Fold's key chosen in Settings folds, the
button's tooltip says it, Help > Keyboard lists it; a key another action of the table has is
refused; the replayer's and the trainer's keys may be the table's; each language keeps its
default letters; Help > Keyboard puts Alt+0 (seat 10) after Alt+9."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from gui.access.key_table import KEY_ACTIONS
from gui.access.key_table import chosen_keys
from gui.access.key_table import problem
from gui.activities.beginners_mode import ShortcutsDialog
from gui.base import i18n
from gui.base.action_keys import ACTION_KEYS
from gui.window.main_window import MainWindow


def _help_rows(window: MainWindow) -> list[tuple[str, str]]:
    table = ShortcutsDialog(window).table
    return [(table.item(row, 0).text(), table.item(row, 1).text())
            for row in range(table.rowCount())]


def test_folds_key_is_chosen_in_settings(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    assert {action.code for action in ACTION_KEYS} <= {action.code for action in KEY_ACTIONS}
    dialog = window.menus.open_settings()
    page = dialog.keys_page
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.pages.setCurrentWidget(page)
    fold = page.edits["act_fold"]
    fold.clear()
    fold.setFocus()
    qtbot.keyClick(fold, Qt.Key.Key_H)  # H says your cards
    qtbot.waitUntil(lambda: not ok.isEnabled())
    assert page.problem.text() == ('H already does "Say your cards": choose another key for '
                                   '"Fold: give up the hand".')
    fold.clear()
    qtbot.keyClick(fold, Qt.Key.Key_X)
    quick = page.edits["quick_max"]
    quick.clear()
    quick.setFocus()
    qtbot.keyClick(quick, Qt.Key.Key_9)
    qtbot.waitUntil(ok.isEnabled)
    ok.click()
    assert chosen_keys()["act_fold"] == "X"
    assert window.panel._keys[0].key().toString() == "X"
    assert window.panel.fold_button.toolTip().endswith("(X)")
    assert window.panel.quick["max"].toolTip().endswith("(9)")
    rows = _help_rows(window)
    assert ("X", "Fold: give up the hand") in rows
    assert ("9", "Quick size: all-in") in rows
    assert not any(key == "F" for key, _ in rows)  # F does nothing now


def test_keys_of_other_windows_may_be_the_tables() -> None:
    assert problem({"step_next": "N", "trainer_next": "N", "replay_back": "Left"}) == ""
    assert problem({"step_next": "N", "act_fold": "N"}).startswith('N already does "')
    assert problem({"read_cards": "Left"}, [("Left", "Something")]) != ""
    assert problem({"replay_back": "Left"}, [("Left", "Something")]) == ""


def test_each_language_keeps_its_letters(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    english = chosen_keys()
    assert (english["step_back"], english["step_next"], english["act_fold"]) == ("B", "N", "F")
    try:
        window.set_language("de")
        QApplication.processEvents()
        german = chosen_keys()
        assert (german["step_back"], german["step_next"], german["step_play"]) == (
            "Z", "W", "A")
        assert window.beginners.stepper.back_action.shortcut().toString() == "Z"
        assert window.beginners.stepper.back_action.toolTip().endswith("(Z)")
    finally:
        window.set_language("en")
        i18n.apply("en")
    assert chosen_keys()["step_back"] == "B"


def test_help_lists_seat_ten_after_seat_nine(window: MainWindow) -> None:
    keys = [key for key, _ in _help_rows(window)]
    seats = [keys.index(f"Alt+{seat % 10}") for seat in range(1, 11)]
    assert seats == sorted(seats)
    assert keys.index("Alt+9") < keys.index("Alt+0")

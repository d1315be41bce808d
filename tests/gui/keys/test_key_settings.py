"""Settings' "Screen reader and keys" tab: a key pressed in the key table that another action
already has is refused with a sentence and OK stays off; a free key is remembered in
settings.json and works at once, and so does the announcements choice."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from gui.access.announcer import SETTING
from gui.access.announcer import Verbosity
from gui.access.key_table import SETTING_PREFIX
from gui.access.key_table import chosen_keys
from gui.base import settings
from gui.window.main_window import MainWindow


def test_a_taken_key_is_refused_and_a_free_one_kept(qtbot: QtBot, window: MainWindow,
                                                    tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    dialog = window.menus.open_settings()
    page = dialog.keys_page
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.pages.setCurrentWidget(page)
    board = page.edits["read_board"]
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_F)  # F folds
    qtbot.waitUntil(lambda: not ok.isEnabled())
    assert page.problem.isVisible() and page.problem.text().startswith('F already does "')
    qtbot.keyClick(board, Qt.Key.Key_T)  # "whose turn" has T
    assert page.problem.text() == ('T already does "Say the board": choose another key for '
                                   '"Say whose turn it is".')
    assert not ok.isEnabled()
    board.clear()
    qtbot.keyClick(board, Qt.Key.Key_D)
    qtbot.waitUntil(ok.isEnabled)
    page.verbosity.setCurrentIndex(list(Verbosity).index(Verbosity.MINE))
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert settings.load()[SETTING_PREFIX + "read_board"] == "D"
    assert chosen_keys()["read_board"] == "D"
    assert settings.value(SETTING, "") == "mine"
    assert window.announcer.verbosity is Verbosity.MINE
    assert window.reading_keys.shortcuts["read_board"].key().toString() == "D"

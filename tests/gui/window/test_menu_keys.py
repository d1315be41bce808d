"""Every menu's Alt-keys are unique in English and German: one letter opens one entry."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from gui.base import i18n
from gui.window.main_window import MainWindow

MNEMONIC = re.compile(r"&([^&])")


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    i18n.apply("en")


def _clashes(actions: list[QAction], path: str) -> list[str]:
    """Entries of one menu (and, below, of its submenus) that share an Alt-key."""
    keys: dict[str, list[str]] = {}
    found: list[str] = []
    for action in actions:
        match = MNEMONIC.search(action.text())
        if match:
            keys.setdefault(match.group(1).casefold(), []).append(action.text())
        sub = action.menu()
        if isinstance(sub, QMenu):
            found += _clashes(sub.actions(), f"{path} > {action.text()}")
    found += [f"{path}: {key!r} in {texts}" for key, texts in keys.items() if len(texts) > 1]
    return found


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_two_entries_of_a_menu_share_a_key(qtbot: QtBot, window: MainWindow,
                                              english_after: None, language: str) -> None:
    i18n.apply(language)
    QApplication.processEvents()
    assert _clashes(window.menuBar().actions(), "menu bar") == []

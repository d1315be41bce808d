"""Choosing an entry from a button's drop-down menu as a person does: click, then Enter."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot


def choose_from_button_menu(qtbot: QtBot, button: QPushButton, action: QAction) -> None:
    """Click ``button`` and, once its menu is open, pick ``action`` with the keyboard.

    The menu runs its own event loop while open, so the choice is made from a timer.
    """
    menu = button.menu()
    assert menu is not None, "the button has no menu"
    seen: list[bool] = []

    def choose() -> None:
        seen.append(menu.isVisible())
        menu.setActiveAction(action)
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(0, choose)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(seen), timeout=2000)
    assert seen == [True], "the menu did not open"

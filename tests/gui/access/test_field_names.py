"""Every control a person can tab to has an accessible name: the game window's bet box and
slider, Settings, New game, the trainer and the lessons list (a spin box or a list has no
text of its own, so a screen reader would say "spin box, 6" without saying what it is)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QAbstractSlider
from PySide6.QtWidgets import QAbstractSpinBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gui.activities.new_game import NewGameDialog
from gui.base.game_setup import GameSetup
from gui.teaching.trainer.trainer_window import TrainerWindow
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS

CONTROLS = (QAbstractButton, QComboBox, QLineEdit, QAbstractItemView, QAbstractSpinBox,
            QAbstractSlider)


def unnamed(root: QWidget) -> list[str]:
    """The visible controls under ``root`` that a screen reader would find without a name."""
    found = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, CONTROLS) or not widget.isVisibleTo(root) \
                or widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
            continue
        face = QAccessible.queryAccessibleInterface(widget)
        if face is None or not face.text(QAccessible.Text.Name).strip():
            found.append(f"{type(widget).__name__} {widget.objectName()!r} in "
                         f"{type(widget.parentWidget()).__name__}")
    return found


def test_every_control_of_the_windows_and_dialogs_has_a_name(qtbot: QtBot,
                                                               window: MainWindow) -> None:
    window.start_game(GameSetup(players=4, opponents="call", starting_stack=1000,
                                small_blind=5, big_blind=10, seed=3))
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    qtbot.wait(20)  # the names are given just after a window is shown
    assert unnamed(window) == []
    assert window.panel.amount.accessibleName() == "Type an amount to bet or raise to; Enter " \
                                                   "bets it"
    settings = window.menus.open_settings()
    qtbot.waitUntil(lambda: unnamed(settings) == [], timeout=2000)
    settings.close()
    dialog = NewGameDialog(None, window)
    dialog.show()
    qtbot.waitUntil(lambda: unnamed(dialog) == [], timeout=2000)
    dialog.close()
    window.open_trainer()
    trainer = window.findChildren(TrainerWindow)[-1]
    qtbot.waitUntil(lambda: unnamed(trainer) == [], timeout=2000)
    trainer.close()
    window.beginners.lessons.open()
    dock = window.beginners.lessons.dock
    qtbot.waitUntil(lambda: unnamed(dock) == [], timeout=2000)
    assert window.beginners.lessons.list is not None
    assert window.beginners.lessons.list.list.accessibleName()

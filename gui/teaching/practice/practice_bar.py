"""The strip above the person's buttons in a practice game: the advisor's suggestion and the
button that takes the last action back.

A widget of its own (the action panel is full): it shows only in a practice game with the
advisor or undo on, and says nothing the person could not ask for anyway.

Tests: tests/gui/teaching/practice/test_practice_german.py, tests/gui/access/test_field_names.py,
tests/gui/access/test_keyboard_only.py
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gui.base import i18n
from gui.base import seeing

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

STYLE = """
QWidget#practice_bar { background: #1b2a22; border-top: 1px solid #2e4a38; }
QLabel#advice { color: #c8e6c9; font-size: 14px; }
QPushButton#undo { color: white; border-radius: 6px; padding: 4px 12px; font-size: 13px;
                   border: 1px solid rgba(255,255,255,40); background: #37474f; }
QPushButton#undo:disabled { color: #6b7680; background: #1d252b; }
"""
UNDO_KEY = QKeySequence.StandardKey.Undo  # Ctrl+Z (Cmd+Z on a Mac)
SCALE_HEIGHT = 800  # a window this high shows the bar at its usual size (as the buttons)
MAX_SCALE = 2.0


class PracticeBar(QWidget):
    """``undo_clicked`` asks to take the last action back."""

    undo_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practice_bar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(STYLE)
        self._scale = 1.0
        self.advice = QLabel()
        self.advice.setObjectName("advice")
        self.advice.setWordWrap(True)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undo")
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.undo_button.clicked.connect(self.undo_clicked)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.addWidget(self.advice, 1)
        layout.addWidget(self.undo_button)
        i18n.follow(self, self.retranslate)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Letters that grow with the window's size setting and a tall window, as the action
        panel's do."""
        super().resizeEvent(event)
        factor = seeing.factor()
        scale = factor * max(1.0, min(MAX_SCALE, self.window().height()
                                      / (SCALE_HEIGHT * factor)))
        if abs(scale - self._scale) > 0.05:
            self._scale = scale
            self.setStyleSheet(re.sub(r"(\d+)px",
                                      lambda m: f"{round(int(m.group(1)) * scale)}px", STYLE))

    def set_advice(self, text: str) -> None:
        """The advisor's line ("" clears it)."""
        self.advice.setText(text)

    def retranslate(self) -> None:
        keys = QKeySequence(UNDO_KEY).toString(QKeySequence.SequenceFormat.NativeText)
        #: practice: the button that takes back your last action in the hand
        self.undo_button.setText(translate("Practice", "Take back"))
        #: %1 its keyboard shortcut
        self.undo_button.setToolTip(translate(
            "Practice", "Take back your last action in this hand (%1)").replace("%1", keys))

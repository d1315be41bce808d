"""The welcome on first start: learn the game, play the computer, or practise hand reading.

Felt serves three kinds of visit, and a newcomer should not have to find them in the menus.
The choice is remembered (``welcome_choice`` in the settings) so the next start goes straight
on; Help > Welcome… shows the dialog again at any time.

Tests: tests/gui/activities/test_beginners_mode.py
"""

from __future__ import annotations

import contextlib
from enum import Enum

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gui.base import i18n
from gui.base import settings

SETTING = "welcome_choice"


class Visit(Enum):
    """What the person came for."""

    LEARN = "learn"  # lessons and the narrated table
    PLAY = "play"  # a game against computer players
    PRACTISE = "practise"  # the trainer and the coach


def remembered() -> Visit | None:
    """The choice to go on with at start-up, or ``None`` to ask (first start, or unticked)."""
    code = settings.value(SETTING, "")
    return next((v for v in Visit if v.value == code), None)


class WelcomeDialog(QDialog):
    """Three large choices; ``choice`` holds the one taken (``None`` if closed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.choice: Visit | None = None
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons: dict[Visit, QPushButton] = {}
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        layout.addWidget(self.title)
        layout.addWidget(self.intro)
        for visit in Visit:
            button = QPushButton()
            button.setObjectName(visit.value)
            button.setMinimumHeight(64)
            button.clicked.connect(lambda _=False, v=visit: self._choose(v))
            self.buttons[visit] = button
            layout.addWidget(button)
        self.remember = QCheckBox()
        self.remember.setChecked(True)
        layout.addWidget(self.remember)
        self.buttons[Visit.PLAY].setDefault(True)
        self.setMinimumWidth(440)
        i18n.follow(self, self._retranslate)

    def _choose(self, visit: Visit) -> None:
        self.choice = visit
        with contextlib.suppress(OSError):  # not remembered: the welcome comes again next time
            settings.remember(SETTING, visit.value if self.remember.isChecked() else "")
        self.accept()

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Welcome to Felt"))
        self.title.setText(self.tr("Welcome to Felt"))
        self.intro.setText(self.tr("Texas Hold'em at your own table. What would you like to "
                                   "do?"))
        texts = {
            Visit.LEARN: (self.tr("Learn to play"),
                          self.tr("Lessons on the real table, every step explained")),
            Visit.PLAY: (self.tr("Play against the computer"),
                         self.tr("A game against computer players of your choice")),
            Visit.PRACTISE: (self.tr("Practise hand reading"),
                             self.tr("Drills with instant feedback, and a coach at the table")),
        }
        for visit, (label, detail) in texts.items():
            self.buttons[visit].setText(f"{label}\n{detail}")
        self.remember.setText(self.tr("Start like this next time (Help > Welcome… asks again)"))

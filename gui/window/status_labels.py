"""The game window's status bar: which hand and blind level, the pause, a saving problem.

Tests: tests/gui/window/test_i18n_window.py, tests/gui/window/test_long_lived.py,
tests/gui/window/test_menu_keys.py
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMainWindow


def status_labels(window: QMainWindow) -> tuple[QLabel, QLabel, QLabel, QLabel]:
    """The status bar's labels: the hand and the blind level on the left; on the right the
    pause and a problem while saving (shown until it is solved)."""
    hand, level, pause, save = QLabel(), QLabel(), QLabel(), QLabel()
    save.setStyleSheet("color: #ff8a80;")
    bar = window.statusBar()
    bar.addWidget(hand)
    bar.addWidget(level)
    bar.addPermanentWidget(pause)
    bar.addPermanentWidget(save)
    return hand, level, pause, save


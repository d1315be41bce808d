"""Escape closes a secondary window (the hand history, a replayer, "Your play"), as it closes
a dialog: a regular expects the key to put away what they opened, wherever the focus is in it.

Tests: tests/gui/history/test_history_window.py
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QWidget


def close_on_escape(widget: QWidget, close: Callable[[], object] | None = None) -> QShortcut:
    """Escape, pressed anywhere in ``widget`` (its children included), calls ``close``
    (``widget.close`` by default). Only while the focus is in ``widget``: a panel docked in
    the main window leaves the table's own Escape alone."""
    shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), widget)
    shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    shortcut.activated.connect(close or widget.close)
    return shortcut

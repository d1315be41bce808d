"""Opening the trainer: from the main window's Game menu, or alone (``felt --trainer``).

Tests: tests/gui/teaching/trainer/test_trainer.py, tests/gui/access/test_field_names.py,
tests/gui/access/test_keyboard_only.py
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget

from engine.storage.drills import DrillLog
from engine.storage.drills import open_safely
from engine.storage.store import Store
from gui.base.card_theme import CardTheme
from gui.teaching.trainer.trainer_window import TrainerWindow


def open_trainer(parent: QWidget | None, path: Path | None,
                 theme: CardTheme | None = None, store: Store | None = None) -> TrainerWindow:
    """Show a trainer that stores its answers in the database at ``path`` (in memory when
    there is none); it closes its log when closed. ``store``, the saved games, adds the
    person's own blunders ("Your spots") to its drills."""
    log = open_safely(path)[0] if path is not None else DrillLog.in_memory()
    window = TrainerWindow(log, theme, parent=parent, store=store)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.destroyed.connect(log.close)
    window.show()
    window.raise_()
    return window


def run_trainer(app: QApplication) -> int:
    """``felt --trainer``: the trainer alone, with the saved games' database."""
    log, _problem = open_safely()
    window = TrainerWindow(log)
    window.show()
    status = app.exec()
    log.close()
    return status

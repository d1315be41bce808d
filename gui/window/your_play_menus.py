"""The main window's entries for "Your play": Game > Grade my play… and View > Your play….

Both open the one :class:`~gui.yourplay.your_play.YourPlayWindow` over the window's saved
games; "Grade my play…" also starts grading the person's hands not graded yet. "Play on from
here" in it, or in a replayer it opened, starts a practice hand at this window's table through
the history's starter (the same as from the hand history).

Tests: tests/gui/window/test_i18n_window.py, tests/gui/window/test_long_lived.py,
tests/gui/window/test_menu_keys.py
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu

from gui.window.history_menus import HistoryMenus
from gui.yourplay.leak_links import connect_leak_links
from gui.yourplay.your_play import YourPlayWindow


class YourPlayMenus(QObject):
    """Adds the two entries; owns the "Your play" window while it is open."""

    def __init__(self, window: QMainWindow, history: HistoryMenus, game_menu: QMenu,
                 view_menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.history = history
        self.grade_action = QAction(self)
        self.grade_action.setObjectName("grade_my_play")
        self.grade_action.triggered.connect(self.grade)
        entries = game_menu.actions()
        after = history.import_action
        k = entries.index(after) + 1 if after in entries else len(entries)
        if k < len(entries):
            game_menu.insertAction(entries[k], self.grade_action)
        else:
            game_menu.addAction(self.grade_action)
        self.view_action = QAction(self)
        self.view_action.setObjectName("your_play_view")
        self.view_action.triggered.connect(self.show)
        view_menu.addAction(self.view_action)
        self.view: YourPlayWindow | None = None
        self.retranslate()

    def retranslate(self) -> None:
        #: Game menu: grade the person's decisions against the expert (opens "Your play")
        self.grade_action.setText(self.tr("&Grade my play…"))
        #: View menu: the error rate, blunders and "your spots" drill
        self.view_action.setText(self.tr("Yo&ur play…"))

    def show(self) -> YourPlayWindow | None:
        """Open (or raise) the window."""
        store: Any = self.history.available_store()
        if store is None:
            return None
        if self.view is None:
            self.view = YourPlayWindow(store, lambda: self.history.host.theme)
            self.view.practice_requested.connect(self.history.practice.start)
            connect_leak_links(self.view, self.window)
            self.view.destroyed.connect(lambda _=None: self._forget())
        else:
            self.view.reload()
        self.view.show()
        self.view.raise_()
        return self.view

    def grade(self) -> YourPlayWindow | None:
        """Open the window and grade what is not graded yet."""
        view = self.show()
        if view is not None:
            view.grade()
        return view

    def _forget(self) -> None:
        self.view = None

"""Room for the lessons at any window size, down to 1024x600.

The game's controls (about 780 px wide) and the log beside them leave no room for the lessons
dock on a small screen, and a lesson plays on the table anyway. So while the lessons dock is
open, the game's controls and every other dock step aside (a running game pauses), and they
come back as they were when the dock closes. The window never has to grow for a lesson.

Tests: tests/gui/teaching/lessons/test_lesson_keyboard.py,
tests/gui/teaching/lessons/test_lesson_size.py, tests/gui/activities/test_beginners_mode.py
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QWidget

from gui.session.engine_thread import EngineThread


class RoomHost(Protocol):
    """What the room needs of the main window."""

    engine: EngineThread | None
    paused: bool

    @property
    def panel(self) -> QWidget: ...

    def set_paused(self, paused: bool) -> None: ...


class LessonRoom:
    """Makes room for ``dock`` in ``main`` while it is open."""

    def __init__(self, main: QMainWindow, host: RoomHost, dock: QDockWidget) -> None:
        self.main = main
        self.host = host
        self.dock = dock
        self.aside: list[QWidget] = []  # what stepped aside, to come back
        self.paused_game = False  # the room paused the running game
        self.made = False
        dock.visibilityChanged.connect(self._dock_shown)

    def _dock_shown(self, visible: bool) -> None:
        if visible:
            self.make()
        elif not visible and self.made and self.dock.isHidden():
            self.give_back()

    def make(self) -> None:
        """The controls and the other docks step aside; a running game pauses."""
        if self.made:
            return
        self.made = True
        others = [d for d in self.main.findChildren(QDockWidget)
                  if d is not self.dock and d.isVisible()]
        for widget in (self.host.panel, *others):
            if widget.isVisible():
                widget.hide()
                self.aside.append(widget)
        # The window's minimum shrinks now, before the dock shows, so the window keeps its size.
        parent = self.host.panel.parentWidget()
        for layout in (parent.layout() if parent is not None else None, self.main.layout()):
            if layout is not None:
                layout.activate()
        if self.host.engine is not None and not self.host.paused:
            self.host.set_paused(True)
            self.paused_game = True

    def game_ended(self) -> None:
        """A lesson took the table: the game's controls stay away until a new game, and the
        game the room paused is over."""
        self.aside = [w for w in self.aside if w is not self.host.panel]
        if self.paused_game:
            self.paused_game = False
            self.host.set_paused(False)

    def give_back(self) -> None:
        """Everything that stepped aside comes back; the game goes on if the room paused it."""
        self.made = False
        aside, self.aside = self.aside, []
        for widget in aside:
            widget.show()
        if self.paused_game:
            self.paused_game = False
            self.host.set_paused(False)

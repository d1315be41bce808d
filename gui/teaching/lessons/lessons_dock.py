"""Lessons on the real table: the lesson list and the lesson panel in a dock, the hand of the
lesson laid out on the window's own :class:`~gui.table.scene.TableScene`.

Choosing a lesson suspends the running game (a lesson is a hand of its own; the window's
activity bar leads back to it, gui/activities/current_activity.py). Every Next or Back
rebuilds the table from the deal up to the step with ``show_now``, as the replayer does, so
going back is exact; the narration's ring points at what the step talks about.

Tests: tests/gui/teaching/lessons/test_lesson_keyboard.py,
tests/gui/teaching/lessons/test_lesson_size.py, tests/gui/activities/test_beginners_mode.py
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QStackedWidget
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import FeltError
from engine.teaching.lessons.lesson import Lesson
from engine.teaching.lessons.loader import load_all
from gui.table.scene import TableScene
from gui.teaching.lessons import lesson_progress as progress
from gui.teaching.lessons.lesson_list import LessonList
from gui.teaching.lessons.lesson_panel import LessonPanel
from gui.teaching.narration.narration import Highlight

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
DOCK_WIDTH = 380  # wide enough for the lesson's caption without covering the table
DOCK_MAX_WIDTH = 520  # the rest of the window is the table's (480 px of it at 1024 wide)


class LessonsDock:
    """The Lessons dock of ``window``; ``stop_game`` ends the game before a lesson takes the
    table, ``point`` rings what a step talks about."""

    def __init__(self, window: QMainWindow, scene: TableScene,
                 stop_game: Callable[[Lesson], None],
                 point: Callable[[Highlight | None], None]) -> None:
        self.scene = scene
        self._stop_game = stop_game
        self._point = point
        self.lessons: dict[str, Lesson] = {}
        self.list: LessonList | None = None
        self.panel: LessonPanel | None = None
        self.page: QWidget | None = None  # the lesson's page in the dock
        #: called before the dock shows, so that the window makes room instead of growing
        self.before_open: Callable[[], None] = lambda: None
        #: called when the person closes the dock while a lesson is on the table: the window
        #: goes back to the game the lesson suspended
        self.on_closed: Callable[[], None] = lambda: None
        self.dock = QDockWidget(window)
        self.dock.setObjectName("lessons")
        self.pages = QStackedWidget()
        self.dock.setWidget(self.pages)
        self.dock.setMinimumWidth(DOCK_WIDTH)
        self.dock.setMaximumWidth(DOCK_MAX_WIDTH)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()
        self.dock.visibilityChanged.connect(self._shown)
        self.to_list = QPushButton()
        self.to_list.setObjectName("allLessons")
        self.to_list.clicked.connect(self.show_list)
        self.retranslate()

    def retranslate(self) -> None:
        #: title of the dock with the lessons
        self.dock.setWindowTitle(translate("LessonsDock", "Lessons"))
        #: button under a lesson: back to the list of lessons
        self.to_list.setText(translate("LessonsDock", "All lessons"))

    def open(self) -> None:
        """Show the dock with the list (loaded once, with the done marks)."""
        if self.list is None:
            try:
                self.lessons = {lesson.id: lesson for lesson in load_all()}
            except FeltError:  # a damaged lesson file: the list shows none rather than crash
                self.lessons = {}
            self.list = LessonList(list(self.lessons.values()), progress.load_done())
            self.list.lesson_chosen.connect(self.start)
            self.pages.addWidget(self.list)
        self.show_list()
        self.before_open()
        self.dock.show()
        self.dock.raise_()
        if self.list is not None:  # the keyboard goes on in the list (Up/Down, Enter), once
            chosen = self.list.list  # the menu that opened the dock gave the focus back
            QTimer.singleShot(0, lambda: chosen.setFocus(Qt.FocusReason.ShortcutFocusReason)
                              if chosen.isVisible() else None)

    def show_list(self) -> None:
        if self.list is not None:
            self.pages.setCurrentWidget(self.list)

    def start(self, lesson_id: str) -> None:
        """Play ``lesson_id`` on the table, dealt and waiting for Next."""
        lesson = self.lessons[lesson_id]
        self._stop_game(lesson)
        self.leave()
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        panel = LessonPanel(lesson, page)
        layout.addWidget(panel, 1)
        layout.addWidget(self.to_list)
        self.panel = panel
        panel.position_changed.connect(self._show_step)
        panel.highlight_changed.connect(self._point)
        panel.passed.connect(self._passed)
        self.page = page  # the panel scrolls its own words: no second scroll area around it
        self.pages.addWidget(self.page)
        self.pages.setCurrentWidget(self.page)
        self._show_step(0)
        self._point(panel.narrated_highlight())  # the deal's ring, told before we listened
        panel.setFocus()

    def leave(self) -> None:
        """The lesson leaves the table: its panel goes, and nothing of it (a step, a ring, a
        language switch) draws on the table again; the dock shows the list."""
        panel, self.panel = self.panel, None
        if panel is not None:
            panel.position_changed.disconnect(self._show_step)
            panel.highlight_changed.disconnect(self._point)
            self._point(None)
        if self.page is not None:
            self.to_list.setParent(None)  # kept for the next lesson's page
            self.pages.removeWidget(self.page)
            self.page.deleteLater()
            self.page = None
        self.show_list()

    def _show_step(self, position: int) -> None:
        """The lesson's hand as it stands after ``position`` steps, laid out at once."""
        panel = self.panel
        if panel is None:
            return
        runner = panel.runner
        self.scene.set_players(panel.lesson.names, None, reveal_all=True)
        events = list(runner.opening())
        for index in range(runner.position):
            events += runner.done(index).events
        self.scene.show_now(events)

    def _shown(self, visible: bool) -> None:
        """Closed: the ring that pointed at the lesson's table goes with the lesson."""
        if not visible and self.dock.isHidden():
            self._point(None)
            if self.panel is not None:  # a lesson was on the table: it ends with its dock
                self.on_closed()

    def _passed(self, lesson_id: str) -> None:
        done = progress.load_done() | {lesson_id}
        with contextlib.suppress(OSError):  # not remembered, but the mark shows for now
            progress.save_done(done)
        if self.list is not None:
            self.list.mark_done(lesson_id)

"""Which activity is on the window's table, the game it suspended, and the way back.

The table shows one activity at a time: the game (a saved session, hot-seat ones too), a lesson,
or a practice hand ("Play on from here"). Replays and the trainer have windows of their own and
never touch the table. Starting a lesson or a practice hand suspends the game: a game is saved
at every step (engine/storage/recorder.py), so its engine stops and "Back to my game" continues
the saved session exactly where it stopped, with the log's lines of the earlier hands put back.
A bar above the table names the activity on screen and holds "Back to my game" for as long as
it is not the game. Nothing here depends on the language: a switch only re-words the bar.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QBoxLayout
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gui.base import i18n
from gui.table.drawing import Text

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


class Activity(Enum):
    """What the window's table shows."""

    GAME = "game"
    LESSON = "lesson"
    PRACTICE = "practice"


class _Window(Protocol):
    """What the activities need of the main window."""

    engine: Any
    session_id: int | None
    log: Any

    def continue_session(self, session_id: int) -> None: ...

    def ask_new_game(self) -> None: ...


def _nothing() -> None:
    """Leaving the game itself takes nothing."""


class ActivityBar(QFrame):
    """The strip above the table: "Lesson: Blinds and button" and "Back to my game"."""

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("activityBar")
        self.setStyleSheet("#activityBar { background: #3a2f12; } "
                           "#activityBar QLabel { color: #ffd766; font-weight: bold; }")
        self.label = QLabel()
        self.label.setObjectName("activityName")
        self.label.setWordWrap(True)  # a long lesson title never widens a 1024-wide window
        self.back_button = QPushButton()
        self.back_button.setObjectName("backToGame")
        self.back_button.clicked.connect(self.back_requested)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 10, 4)
        row.addWidget(self.label, 1)
        row.addWidget(self.back_button)
        self._words: Text = ""
        i18n.follow(self, self.retranslate)
        self.setVisible(False)

    def say(self, words: Text) -> None:
        """Show the bar with ``words`` (a function is asked again after a language switch)."""
        self._words = words
        self.retranslate()
        self.setVisible(True)

    def retranslate(self) -> None:
        words = self._words
        self.label.setText(words if isinstance(words, str) else words())
        #: the button above the table while a lesson or a practice hand is shown
        self.back_button.setText(translate("ActivityBar", "Back to my game"))


def lesson_words(title: Callable[[], str]) -> Text:
    """The bar during a lesson; ``title`` is the lesson's title in the current language."""
    #: the bar above the table during a lesson; %1 the lesson's title
    return lambda: translate("ActivityBar", "Lesson: %1").replace("%1", title())


def practice_words(hand: str) -> Text:
    """The bar during a practice hand from hand ``hand`` (already formatted)."""
    #: the bar above the table during a practice hand; %1 the hand's number
    return lambda: translate("ActivityBar", "Practice hand from hand #%1 — your game is "
                             "saved").replace("%1", hand)


class Activities(QObject):
    """The one place that knows which activity is on the table of ``window``.

    :meth:`begin` is called before a lesson or a practice hand takes the table, with what
    leaving it takes; :meth:`game_started` when a game (new, continued) takes it; :meth:`back`
    by the bar's button.
    """

    def __init__(self, window: _Window, layout: QBoxLayout) -> None:
        super().__init__()
        self.window = window
        self.bar = ActivityBar()
        self.bar.back_requested.connect(lambda: self.back())
        layout.insertWidget(0, self.bar)
        self.on_screen = Activity.GAME
        self.suspended: int | None = None  # the saved session "Back to my game" continues
        self._earlier: list[Text] = []  # the suspended game's log, up to its current hand
        self._leave: Callable[[], None] = _nothing

    def begin(self, activity: Activity, words: Text, leave: Callable[[], None]) -> None:
        """``activity`` takes the table; a running game is remembered to go back to."""
        window = self.window
        if self.on_screen is Activity.GAME:
            running = window.engine is not None and window.session_id is not None
            self.suspended = window.session_id if running else None
            self._earlier = window.log.earlier_lines() if running else []
        else:
            self._leave()  # a lesson gives way to a practice hand, or the reverse
        self.on_screen = activity
        self._leave = leave
        self.bar.say(words)

    def game_started(self, activity: Activity) -> None:
        """A game took the table (``activity`` is ``PRACTICE`` for a practice hand's)."""
        if activity is Activity.GAME:
            self.on_screen = Activity.GAME
            self.suspended = None
            self._leave = _nothing
            self.bar.setVisible(False)

    def back(self, ask: bool = True) -> None:
        """Leave the activity on screen and continue the suspended game where it stopped;
        with none to continue, ``ask`` for a new one (the bar's button does; closing the
        lessons does not put a dialog in the person's way)."""
        leave, self._leave = self._leave, _nothing
        leave()
        suspended, earlier = self.suspended, self._earlier
        self.on_screen, self.suspended, self._earlier = Activity.GAME, None, []
        self.bar.setVisible(False)
        if suspended is None:  # no saved game to go back to: a new one
            if ask:
                self.window.ask_new_game()
            return
        self.window.continue_session(suspended)
        self.window.log.keep_earlier(earlier)  # the log goes on from where it was

"""The Trainer window: pick a drill and a level, answer a session of exercises with instant
feedback, and see progress. Every answer is stored as it is given.

With the saved games at hand (opened from the game window) the list ends with "Your spots":
the person's own blunders due again, the same drill as the "Your spots" tab of "Your play"
(:class:`~gui.teaching.trainer.spot_view.SpotDrillView` over
:mod:`engine.storage.grades.your_spots`); when none is due it says so and how to get some.

Tests: tests/gui/teaching/trainer/test_pushfold_trainer.py,
tests/gui/teaching/trainer/test_trainer.py, tests/gui/teaching/trainer/test_trainer_lesson_link.py
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QElapsedTimer
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QStackedWidget
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import FeltError
from engine.storage.drills import DrillLog
from engine.storage.store import Store
from engine.teaching.drills import DRILL_CODES
from engine.teaching.drills.drill_progress import progress
from engine.teaching.drills.drill_progress import weak_spots
from engine.teaching.drills.drill_session import SESSION_LENGTH
from engine.teaching.drills.drill_session import TrainingSession
from engine.teaching.drills.exercise import DIFFICULTIES
from engine.teaching.drills.exercise import MAX_SEED
from engine.teaching.drills.exercise import Answer
from engine.teaching.lessons.curriculum import lesson_for_drill
from gui.base import i18n
from gui.base.card_theme import CardTheme
from gui.base.texts import error_message
from gui.teaching.lessons import lesson_texts
from gui.teaching.trainer import trainer_words as words
from gui.teaching.trainer.exercise_view import ExerciseView
from gui.teaching.trainer.progress_view import ProgressView
from gui.teaching.trainer.spot_view import SpotDrillView

translate = QCoreApplication.translate
MIXED = "mixed"
YOUR_SPOTS = "your_spots"  # the person's blunders (needs the saved games)


class PickerList(QListWidget):
    """The drills; Enter starts the chosen one, a digit picks one, P shows the progress (a
    list would otherwise take letters and digits as a search)."""

    def __init__(self, start: Callable[[], None], progress: Callable[[], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._start = start
        self._progress = progress

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._start()
        elif key == Qt.Key.Key_P:
            self._progress()
        elif Qt.Key.Key_0 <= key <= Qt.Key.Key_9 and key - Qt.Key.Key_0 < self.count():
            self.setCurrentRow(key - Qt.Key.Key_0)
        else:
            super().keyPressEvent(event)


class TrainerWindow(QMainWindow):
    """The trainer.

    :param log: where answers are stored.
    :param seed: seeds the sessions (random by default).
    :param length: exercises per session.
    :param store: the saved games, for "Your spots" (not listed without them).
    """

    def __init__(self, log: DrillLog, theme: CardTheme | None = None, seed: int | None = None,
                 length: int = SESSION_LENGTH, parent: QWidget | None = None,
                 store: Store | None = None) -> None:
        super().__init__(parent)
        i18n.ensure()
        self.log = log
        self.store = store
        self.spots: SpotDrillView | None = None  # made when first chosen (it draws a table)
        self.length = length
        self._rng = random.Random(seed)
        self.theme = theme or CardTheme()
        self.session: TrainingSession | None = None
        self._clock = QElapsedTimer()
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self._make_picker()
        self.exercise = ExerciseView(self.theme)
        self.exercise.answered.connect(self._on_answer)
        self.exercise.next_requested.connect(self._next)
        self.exercise.retry_requested.connect(self.exercise.retry)
        self.summary = QLabel()
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary.setWordWrap(True)
        self.summary.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.progress_view = ProgressView()
        self.progress_view.back.connect(self.show_picker)
        self.progress_view.practise.connect(self.start_drill)
        # The exercise scrolls rather than growing the window when a painting grid and a long
        # explanation do not fit (small screens, longer German sentences).
        self.exercise_page = QScrollArea()
        self.exercise_page.setWidgetResizable(True)
        self.exercise_page.setFrameShape(QFrame.Shape.NoFrame)
        self.exercise_page.setWidget(self.exercise)
        for page in (self.picker, self.exercise_page, self.summary, self.progress_view):
            self.stack.addWidget(page)
        self.resize(1280, 720)
        i18n.follow(self, self.retranslate)
        self.show_picker()

    # ------------------------------------------------------------------ pages

    def _make_picker(self) -> None:
        self.picker = QWidget()
        layout = QVBoxLayout(self.picker)
        self.picker_title = QLabel()
        font = self.picker_title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.picker_title.setFont(font)
        self.drill_list = PickerList(self.start, self.show_progress)
        self.drill_list.addItems([""] * len(self.codes()))
        row = QHBoxLayout()
        self.level_label = QLabel()
        self.level_box = QComboBox()
        self.level_box.addItems([""] * len(DIFFICULTIES))
        self.level_label.setBuddy(self.level_box)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(self.start)
        self.progress_button = QPushButton()
        self.progress_button.clicked.connect(self.show_progress)
        row.addWidget(self.level_label)
        row.addWidget(self.level_box)
        row.addStretch(1)
        row.addWidget(self.start_button)
        row.addWidget(self.progress_button)
        self.picker_hint = QLabel()
        self.picker_hint.setWordWrap(True)
        self.drill_lesson = QLabel()  # the lesson that teaches what the chosen drill practises
        self.drill_lesson.setObjectName("drillLesson")
        self.drill_lesson.setWordWrap(True)
        layout.addWidget(self.picker_title)
        layout.addWidget(self.drill_list, 1)
        layout.addWidget(self.drill_lesson)
        layout.addLayout(row)
        layout.addWidget(self.picker_hint)
        self.drill_list.currentRowChanged.connect(self._show_lesson)
        self.drill_list.setCurrentRow(0)

    def _show_lesson(self) -> None:
        """Name the lesson of the chosen drill (Help > Lessons in the main window)."""
        row = self.drill_list.currentRow()
        codes = self.codes()
        lesson = lesson_for_drill(codes[row]) if 0 <= row < len(codes) else None
        if 0 <= row < len(codes) and codes[row] == YOUR_SPOTS:
            self.drill_lesson.setText(translate(
                "Trainer", "Your own blunders, from grading your play (View > Your play): "
                "each comes back until you answer it right twice."))
            return
        #: under the list of drills; %1 the title of the lesson that teaches the drill's rule
        self.drill_lesson.setText(
            translate("Trainer", "Learn it in the lesson: %1 (Help > Lessons)")
            .replace("%1", lesson_texts.text(f"{lesson}.title")) if lesson is not None else "")

    def codes(self) -> tuple[str, ...]:
        return (MIXED, *DRILL_CODES, *((YOUR_SPOTS,) if self.store is not None else ()))

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Trainer", "Felt Trainer"))
        self.picker_title.setText(translate("Trainer", "Choose a drill"))
        for i, code in enumerate(self.codes()):
            item = self.drill_list.item(i)
            if item is not None:
                item.setText(f"{i}  {words.drill_name(code)}")
        for i, code in enumerate(DIFFICULTIES):
            self.level_box.setItemText(i, words.difficulty_name(code))
        self.level_label.setText(translate("Trainer", "&Level:"))
        self.start_button.setText(translate("Trainer", "Start (Enter)"))
        self.progress_button.setText(translate("Trainer", "Progress (P)"))
        #: %1 the number of exercises in a session
        self.picker_hint.setText(translate(
            "Trainer", "A session has %1 exercises. Arrow keys or digits choose, Tab reaches the "
            "level, Enter starts, P shows your progress, Esc comes back here.")
            .replace("%1", str(self.length)))
        self.exercise.retranslate()
        self.progress_view.retranslate()
        self._show_lesson()

    def show_picker(self) -> None:
        self.stack.setCurrentWidget(self.picker)
        self.drill_list.setFocus()

    def show_progress(self) -> None:
        try:
            records = self.log.records(DRILL_CODES)
        except FeltError as error:
            records = []
            self.statusBar().showMessage(error_message(error), 8000)
        figures = progress(records, DRILL_CODES)
        order = weak_spots(figures)
        self.progress_view.show_figures(figures, DRILL_CODES, order[0] if order else None,
                                        self.log.skipped)
        self.stack.setCurrentWidget(self.progress_view)
        self.progress_view.table.setFocus()

    # ------------------------------------------------------------------ sessions

    def start(self) -> None:
        row = max(self.drill_list.currentRow(), 0)
        self.start_drill(self.codes()[row])

    def start_drill(self, code: str) -> None:
        """A new session of ``code`` (``mixed``: every drill, the weakest first)."""
        if code == YOUR_SPOTS:
            self.show_spots()
            return
        if code == MIXED:
            try:
                records = self.log.records(DRILL_CODES)
            except FeltError:
                records = []
            drills = weak_spots(progress(records, DRILL_CODES))
        else:
            drills = (code,)
        difficulty = DIFFICULTIES[max(self.level_box.currentIndex(), 0)]
        self.session = TrainingSession(drills, difficulty, self._rng.randrange(MAX_SEED),
                                       self.length)
        self.stack.setCurrentWidget(self.exercise_page)
        self._show_current()

    def show_spots(self) -> SpotDrillView | None:
        """The "your spots" drill: the blunders due, as in "Your play"."""
        if self.store is None:
            return None
        if self.spots is None:
            self.spots = SpotDrillView(self.store, lambda: self.theme)
            self.stack.addWidget(self.spots)
        else:
            self.spots.reload()
        self.stack.setCurrentWidget(self.spots)
        self.spots.setFocus()
        return self.spots

    def _show_current(self) -> None:
        session = self.session
        assert session is not None
        self.exercise.show_question(session.question(), session.index + 1, session.length)
        self._clock.start()

    def _on_answer(self, answer: Answer) -> None:
        session = self.session
        if session is None or session.finished:
            return
        first = not session.answered
        seconds = self._clock.elapsed() / 1000.0
        try:
            verdict = session.answer(answer, seconds)
        except FeltError as error:
            self.statusBar().showMessage(error_message(error), 8000)
            self.exercise.retry()
            return
        if first:
            try:
                self.log.record(session.results[-1].record)
            except FeltError as error:
                self.statusBar().showMessage(error_message(error), 8000)
        self.exercise.show_verdict(verdict, words.explanation(session.question(), verdict))

    def _next(self) -> None:
        session = self.session
        if session is None or not session.answered:
            return
        session.advance()
        if session.finished:
            self._show_summary()
        else:
            self._show_current()

    def _show_summary(self) -> None:
        session = self.session
        assert session is not None
        times = [r.record.seconds for r in session.results]
        #: %1 right answers, %2 exercises, %3 median seconds per answer
        self.summary.setText(translate("Trainer", "Session done: %1 of %2 right, %3 s per "
                                       "answer (median).\n\nEnter: a new session · P: progress "
                                       "· Esc: choose a drill")
                             .replace("%1", str(session.right)).replace("%2", str(session.length))
                             .replace("%3", words.decimal(statistics.median(times))))
        self.stack.setCurrentWidget(self.summary)
        self.summary.setFocus()

    # ------------------------------------------------------------------ keys

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        page = self.stack.currentWidget()
        if key == Qt.Key.Key_Escape:
            self.show_picker()
        elif key == Qt.Key.Key_P and page in (self.picker, self.summary):
            self.show_progress()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and page is self.summary:
            self.start()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and page is self.progress_view:
            self.progress_view.practise_button.click()
        else:
            super().keyPressEvent(event)

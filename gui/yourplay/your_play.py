"""The "Your play" window: grade my play (progress, Cancel), the error rate, the blunders,
the "your spots" drill, the leaks and the results graph, one tab each.

The hands and grades are read on a thread of their own (a long history takes a moment); the
grading runs on worker processes (:mod:`gui.yourplay.grading_run`). Both answer by signal, so
the window, and the table behind it, stay responsive.

The status line is said to a screen reader as it changes for a reason the person waits for
(:mod:`gui.base.screen_reader`, as the lessons and the replayer say their steps): the hands
read, grading begun, stopped, done or failed; not each hand of the progress.

Tests: tests/gui/yourplay/test_your_play_path.py, tests/gui/yourplay/test_grading_resumes.py,
tests/gui/yourplay/test_leaks_results.py
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QProgressBar
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTabWidget
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import FeltError
from engine.rules.events import Street
from engine.storage.grades.grading_job import JobReport
from engine.storage.grades.grading_job import StoredGrade
from engine.storage.grades.play_report import PersonDecision
from engine.storage.grades.play_report import PlayReport
from engine.storage.grades.play_report import blunders
from engine.storage.grades.play_report import person_decisions
from engine.storage.grades.play_report import play_report
from engine.storage.grades.play_report import ungraded_hands
from engine.storage.grades.your_spots import add_spots
from engine.storage.hands import HandRecord
from engine.storage.store import Store
from engine.teaching.drills.spot_drill import SpotKey
from gui.base import i18n
from gui.base import message_boxes
from gui.base import screen_reader
from gui.base.amounts import amount_format
from gui.base.background import Background
from gui.base.card_theme import CardTheme
from gui.base.escape_key import close_on_escape
from gui.base.session_words import session_names
from gui.history.play_on import PlayOn
from gui.history.replayer import ReplayerWindow
from gui.teaching.trainer.spot_view import SpotDrillView
from gui.yourplay.blunder_replay import open_at
from gui.yourplay.blunder_setting import blunder_bb
from gui.yourplay.blunder_view import BlunderView
from gui.yourplay.error_view import ErrorView
from gui.yourplay.grading_run import GRADING_WORKERS
from gui.yourplay.grading_run import GradingRun
from gui.yourplay.leak_view import LeakView
from gui.yourplay.results_view import ResultsView

#: Board cards on the table when each street's decisions are made.
BOARD_AT = {Street.PREFLOP: 0, Street.FLOP: 3, Street.TURN: 4, Street.RIVER: 5}


@dataclass(frozen=True, slots=True)
class Loaded:
    """What the window shows, read in the thread."""

    records: dict[tuple[int, int], HandRecord]
    decisions: list[PersonDecision]
    report: PlayReport
    blunders: list[PersonDecision]
    titles: dict[int, str]
    ungraded: int


class YourPlayWindow(QWidget):
    """The window; ``practice_requested`` carries a
    :class:`~gui.history.play_on.PracticeRequest` for the main window. ``loaded`` is emitted
    each time the figures are shown."""

    practice_requested = Signal(object)
    loaded = Signal()

    def __init__(self, store: Store, theme: Callable[[], CardTheme] | None = None,
                 workers: int = GRADING_WORKERS, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("your_play")
        close_on_escape(self)
        self.store = store
        self.theme = theme
        self.data: Loaded | None = None
        self.replayers: list[ReplayerWindow] = []
        self.threshold = blunder_bb()
        self.last_job = ""  # what the last grading run did, said before the hands' state
        self.spoken = ""  # the last words sent to the screen reader
        self.grading = GradingRun(store, self.threshold, workers, self)
        self.grading.progressed.connect(self._progress)
        self.grading.finished.connect(self._graded)
        self.grading.failed.connect(self._grading_failed)
        self.reading = Background("your-play", self)
        self.status = QLabel()
        self.status.setObjectName("grading_status")
        self.status.setWordWrap(True)
        self.grade_button = QPushButton()
        self.grade_button.setObjectName("grade")
        self.grade_button.clicked.connect(self.grade)
        self.bar = QProgressBar()
        self.bar.setObjectName("grading_progress")
        self.bar.setVisible(False)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancel_grading")
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.setVisible(False)
        self.errors = ErrorView()
        self.blunder_view = BlunderView()
        self.blunder_view.replay_requested.connect(self.replay)
        self.blunder_view.play_on_requested.connect(self.play_on)
        self.blunder_view.drill_requested.connect(self.drill)
        self.spots = SpotDrillView(store, theme, amount_format)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("your_play_tabs")
        self.leak_view = LeakView()
        self.results = ResultsView()
        for page in (self.errors, self.blunder_view, self.spots, self.leak_view, self.results):
            self.tabs.addTab(page, "")
        # the drill draws a table (tens of milliseconds): only when its tab is shown
        self.spots_stale = False
        self.tabs.currentChanged.connect(lambda _=0: self._tab_changed())
        top = QHBoxLayout()
        top.addWidget(self.grade_button)
        top.addWidget(self.bar, 1)
        top.addWidget(self.status, 1)
        top.addWidget(self.cancel_button)
        top.addStretch(0)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        i18n.follow(self, self._retranslate)
        self.resize(1100, 720)
        self.reload()
        if self.grading.interrupted():  # Felt quit while grading: go on without being asked
            self.grade()

    # ------------------------------------------------------------------ reading

    def reload(self) -> None:
        """Read the hands and grades again (in the thread) and show them."""
        threshold = self.threshold
        self.reading.submit(lambda: self._read(threshold), self._show, self._read_failed,
                            latest=True)

    def _read(self, threshold: float) -> Loaded:  # in the thread
        records = [r for r in self.store.hands() if r.person_seat is not None]
        decisions = person_decisions(self.store, records)
        titles = session_names(self.store.list_sessions())
        return Loaded({(r.session_id, r.hand_number): r for r in records}, decisions,
                      play_report(decisions, threshold), blunders(decisions, threshold),
                      titles, ungraded_hands(self.store, records))

    def _show(self, data: Loaded) -> None:
        self.data = data
        # The hands and grades live as long as the window: keep them out of the garbage
        # collector's full passes, which scan everything and stall the window (as the game's
        # objects are kept out when it starts, gui/window/main_window.py).
        gc.freeze()
        self.errors.show_report(data.report, data.titles)
        self.blunder_view.show_blunders(data.blunders, data.titles, self.threshold)
        self.spots_stale = True
        self._tab_changed()
        self.leak_view.reload(self.store)
        self.results.reload(data.records.values(), data.titles)
        self._say_status(aloud=True)
        self.loaded.emit()

    def _tab_changed(self) -> None:
        if self.spots_stale and self.tabs.currentWidget() is self.spots:
            self.spots_stale = False
            self.spots.reload()

    def _read_failed(self, text: str) -> None:
        self._tell(self.tr("Your hands could not be read: %1")
                   .replace("%1", text.strip().splitlines()[-1]))

    def _say_status(self, aloud: bool = False) -> None:
        """The state of the person's hands in the status line (and to a screen reader when
        ``aloud``: not when only the language changed)."""
        data = self.data
        if data is None or self.grading.running:
            return
        if not data.records:
            words = self.tr("No hands of yours yet. Play, practise or import "
                            "hands (and mark your name with \"This is me\").")
        elif data.ungraded:
            #: %1 hands of the person's not graded yet
            words = self.tr("%1 of your hands are not graded yet.").replace(
                "%1", str(data.ungraded))
        else:
            words = self.tr("All %1 of your hands are graded.").replace(
                "%1", str(len(data.records)))
        text = f"{self.last_job} {words}".strip()
        if aloud:
            self._tell(text)
        else:
            self.status.setText(text)

    def _tell(self, text: str) -> None:
        """``text`` in the status line and to the screen reader, at once (the person asked)."""
        self.status.setText(text)
        self.spoken = text
        screen_reader.send(self, text, urgent=True)

    # ------------------------------------------------------------------ grading

    def grade(self) -> None:
        """Grade every hand of the person's not graded yet (off the GUI thread)."""
        if not self.grading.start():
            return
        self.grade_button.setEnabled(False)
        self.bar.setRange(0, 0)
        self.bar.setVisible(True)
        self.cancel_button.setVisible(True)
        self.cancel_button.setEnabled(True)
        self._tell(self.tr("Grading your hands…"))

    def cancel(self) -> None:
        self.grading.cancel()
        self.cancel_button.setEnabled(False)
        self._tell(self.tr("Stopping after the hand being graded…"))

    def _progress(self, done: int, todo: int) -> None:
        self.bar.setRange(0, max(todo, 1))
        self.bar.setValue(done)
        #: grading progress; %1 hands graded, %2 hands to grade
        self.status.setText(self.tr("Grading your hands: %1 of %2")
                            .replace("%1", str(done)).replace("%2", str(todo)))

    def _graded(self, report: JobReport) -> None:
        self._end_grading()
        if report.stopped:
            #: %1 hands graded before Cancel
            words = self.tr("Stopped: %1 hands graded; grade again to go on where it stopped.")
        else:
            words = self.tr("Done: %1 hands graded.")
        self.last_job = words.replace("%1", str(report.graded))
        self.status.setText(self.last_job)
        self.reload()

    def _grading_failed(self, text: str) -> None:
        self._end_grading()
        self._tell(self.tr("Grading failed: %1").replace("%1", text.strip().splitlines()[-1]))

    def _end_grading(self) -> None:
        self.grade_button.setEnabled(True)
        self.bar.setVisible(False)
        self.cancel_button.setVisible(False)

    # ------------------------------------------------------------------ a blunder

    def _record(self, decision: PersonDecision) -> HandRecord | None:
        return self.data.records.get((decision.session_id, decision.hand)) \
            if self.data is not None else None

    def _title(self, decision: PersonDecision) -> str:
        return self.data.titles.get(decision.session_id, "") if self.data is not None else ""

    def replay(self, decision: PersonDecision) -> ReplayerWindow | None:
        """Open the blunder's hand in the replayer at the decision, with the coach's figures."""
        record = self._record(decision)
        if record is None:
            return None
        try:
            window, insights = open_at(record, decision, self.store,
                                       self.theme() if self.theme else None,
                                       self._title(decision), self)
        except FeltError as error:
            message_boxes.warning(self, self.tr("Replay"), self.tr(
                "This hand cannot be replayed: %1").replace("%1", str(error)))
            return None
        insights.practice_requested.connect(self.practice_requested)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(lambda _=None, w=window: self._forget(w))
        self.replayers.append(window)
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def _forget(self, window: ReplayerWindow) -> None:
        if window in self.replayers:
            self.replayers.remove(window)

    def play_on(self, decision: PersonDecision) -> None:
        """Play the hand on from the decision at the table (a practice hand)."""
        record = self._record(decision)
        if record is None:
            return
        play = PlayOn(record, self.store, self._title(decision))
        done = decision.grade.index
        if play.refusal(done) is not None:
            message_boxes.information(self, self.tr("Play on from here"), self.tr(
                "This hand cannot be played on from this decision."))
            return
        self.practice_requested.emit(play.request(done, BOARD_AT[decision.grade.street]))

    def drill(self, decision: PersonDecision) -> None:
        """Ask the decision in the "your spots" drill now."""
        g = decision.grade
        try:
            add_spots(self.store, [StoredGrade(decision.session_id, decision.hand, g)])
        except FeltError:
            return
        self.spots_stale = False
        self.tabs.setCurrentWidget(self.spots)
        self.spots.reload(first=SpotKey(decision.session_id, decision.hand, g.seat, g.index))

    # ------------------------------------------------------------------ words

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Your play"))
        #: grade every decision of the person's hands not graded yet
        self.grade_button.setText(self.tr("&Grade my play"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.tabs.setTabText(0, self.tr("Error rate"))
        self.tabs.setTabText(1, self.tr("Blunders"))
        self.tabs.setTabText(2, self.tr("Your spots"))
        self.tabs.setTabText(3, self.tr("Leaks"))
        self.tabs.setTabText(4, self.tr("Results"))
        self._say_status()

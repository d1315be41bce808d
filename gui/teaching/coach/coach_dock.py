"""The coach dock: your hand, odds, outs and ranges; why the computer players acted; and the
review of your own decisions.

The dock observes the table model, so it learns of each event when the table shows it, never
earlier (a board card still flying is not in the report yet). It sends each event to the
coach thread (:mod:`gui.teaching.coach.coach_thread`) and shows the report for the newest event;
results for events already overtaken are dropped.

The bots' reasons are events too (:class:`~engine.play.session.BotReasoned`, just before the
action they explain), taken through the same table of reactions as the table shows them. A
reason may tell what a bot held (its hand class), so it is shown at once only when every card
is open (``reveal_all``), otherwise when the hand is over.

The Review tab shows the grader's grades of the person's decisions
(:mod:`gui.teaching.coach.review_grading`): every hand is graded when the table shows its end,
whether the coach is shown or not, and a continued session shows the grades stored before.
The hand to grade, the saved session and the store are read from the window's newest engine
batch (``batch``, ``store``) as the table shows a hand's start and end.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtGui import QHideEvent
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QTabWidget
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.bots.explain import Thought
from engine.core.errors import StorageError
from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import BotReasoned
from engine.play.table_model import EVENT_TYPES
from engine.play.table_model import TableModel
from engine.rules.events import HandEnded
from engine.rules.events import HandStarted
from engine.storage.store import Store
from engine.teaching.coach.coach import CoachReport
from engine.teaching.coach.review import COSTLY_BB
from engine.teaching.grading.grader import DecisionGrade
from gui.base import i18n
from gui.base import settings
from gui.session.engine_thread import Batch
from gui.teaching.coach.coach_latency import UpdateClock
from gui.teaching.coach.coach_thread import CoachResult
from gui.teaching.coach.coach_thread import CoachThread
from gui.teaching.coach.coach_words import report_html
from gui.teaching.coach.grade_words import decision_text
from gui.teaching.coach.icm_view import IcmView
from gui.teaching.coach.outs_view import OutsView
from gui.teaching.coach.review_grading import GradedHands
from gui.teaching.coach.review_grading import ReviewGrading
from gui.teaching.coach.solver_view import SolverView
from gui.teaching.coach.why_words import why_details
from gui.teaching.coach.why_words import why_sentence
from gui.teaching.ranges.range_panel import RangePanel

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

#: The settings key that remembers whether the coach is shown.
SETTING = "coach_shown"
#: Decisions kept in the session's "cost chips" list (newest first).
COSTLY_KEPT = 200
#: The tab of prize money and push/fold charts (shown at tournament tables only).
TOURNAMENT_TAB = 5
#: Pixels between two decisions of the Review tab.
REVIEW_SPACING = 3
#: The coach's narrowest width: with the table's action panel it fits a 1024 px wide screen.
MIN_WIDTH = 250


class CoachDock(QDockWidget, TableObserver):
    """The coach panel.

    :param names: the players' names as shown, by seat.
    :param person_seat: the person's seat (``None`` in watch mode).
    :param batch: the engine's newest batch (the saved session, the hand it finished).
    :param store: the saved games (``None``: not saved).
    """

    def __init__(self, names: Callable[[], Mapping[int, str]],
                 person_seat: Callable[[], int | None], batch: Callable[[], Batch | None],
                 store: Callable[[], Store | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coach")
        self._names = names
        self._person = person_seat
        self._batch = batch
        self._store = store
        self.coach_thread = CoachThread(self)
        self.coach_thread.result.connect(self._on_result)
        self.coach_thread.failed.connect(self.failures_append)
        self.review = ReviewGrading(self)
        self.review.graded.connect(self._on_graded)
        self.review.failed.connect(self.failures_append)
        self.failures: list[str] = []
        self.report: CoachReport | None = None
        self.report_seconds: list[float] = []  # compute time of each report shown (bench)
        self.clock = UpdateClock()  # from each event to the panel showing it (bench)
        self.dropped = 0  # results that arrived after a newer event was sent
        self.reveal_all = False
        self._held: list[Thought] = []  # reasons of this hand waiting for its end
        self._shown: list[Thought] = []  # reasons in the Why? list
        self._hand = 0  # the hand the table shows
        self._why_hand = 0  # the hand whose reasons the Why? list shows (kept until the next)
        self._graded: dict[int, tuple[DecisionGrade, ...]] = {}  # by hand number

        self._make_tabs()
        self.setWidget(self.tabs)
        self._fix_width()
        self.toggleViewAction().triggered.connect(self._remember)
        self.retranslate()

    def _make_tabs(self) -> None:
        """Odds, Why?, Review, Ranges, Solver and (at a tournament) Tournament."""
        self.tabs = QTabWidget()
        self.figures = QLabel()
        self.figures.setObjectName("coachFigures")
        self.figures.setTextFormat(Qt.TextFormat.RichText)
        self.figures.setWordWrap(True)
        self.figures.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.figures.setMargin(6)
        self.outs_view = OutsView()
        odds = QWidget()
        odds_layout = QVBoxLayout(odds)
        odds_layout.setContentsMargins(0, 0, 0, 0)
        odds_layout.addWidget(self.figures)
        odds_layout.addWidget(self.outs_view)
        odds_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(odds)
        self.why_list = QListWidget()
        self.why_list.setWordWrap(True)
        self.why_list.setAlternatingRowColors(True)
        self.why_note = QLabel()
        self.why_note.setWordWrap(True)
        why = QWidget()
        why_layout = QVBoxLayout(why)
        why_layout.setContentsMargins(0, 0, 0, 0)
        why_layout.addWidget(self.why_note)
        why_layout.addWidget(self.why_list, 1)
        self.hand_review = QListWidget()
        self.costly_list = QListWidget()
        for box in (self.hand_review, self.costly_list):
            box.setWordWrap(True)
            box.setAlternatingRowColors(True)
            box.setSpacing(REVIEW_SPACING)  # a decision's two lines apart from the next
        self.hand_label = QLabel()
        self.costly_label = QLabel()
        review = QWidget()
        review_layout = QVBoxLayout(review)
        review_layout.setContentsMargins(0, 0, 0, 0)
        review_layout.addWidget(self.hand_label)
        review_layout.addWidget(self.hand_review, 3)
        review_layout.addWidget(self.costly_label)
        review_layout.addWidget(self.costly_list, 2)
        self.grid = RangePanel()
        self.icm = IcmView()
        self.solver = SolverView()
        for page in (scroll, why, review, self.grid, self.solver, self.icm):
            self.tabs.addTab(page, "")  # named in retranslate
        self.tabs.setTabVisible(TOURNAMENT_TAB, False)

    def _fix_width(self) -> None:
        """The words inside wrap and scroll; they never widen the dock (nor the window, which
        a QMainWindow grows to its docks' minimum): a fixed minimum, the contents ignored."""
        for label in (self.hand_label, self.costly_label):
            label.setWordWrap(True)
        self.tabs.setElideMode(Qt.TextElideMode.ElideRight)
        self.tabs.setUsesScrollButtons(True)
        self.tabs.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.tabs.setMinimumWidth(MIN_WIDTH)
        self.setMinimumWidth(MIN_WIDTH)

    # ------------------------------------------------------------------ from the window

    def new_game(self, person_seat: int | None, reveal_all: bool, seed: int = 0,
                 prizes: tuple[float, ...] = ()) -> None:
        """Forget the last game; follow ``person_seat`` from now on; ``prizes`` are a
        tournament's, first place first (none: chips are money)."""
        self.reveal_all = reveal_all
        self.tabs.setTabVisible(TOURNAMENT_TAB, bool(prizes))
        self.icm.show_advice(None, {})
        self.report = None
        self._held.clear()
        self._shown.clear()
        self._hand = self._why_hand = 0
        self._graded.clear()
        self.hand_review.clear()
        self.costly_list.clear()
        self.why_list.clear()
        self.grid.clear()
        self.coach_thread.prizes = prizes
        self.coach_thread.new_game(person_seat if person_seat is not None else -1)
        self.review.new_game(person_seat)
        self._render()
        self._render_review()

    def catch_up(self, store: Store, session_id: int) -> None:
        """A continued session: the coach reads the opponents from its earlier hands, so its
        ranges are those of the game that was never interrupted. A history that cannot be
        read leaves the coach as new (the continued game says what is wrong)."""
        try:
            hands = store.hands(session_id, damaged=[])
        except StorageError:
            return
        self.coach_thread.catch_up(hands)

    # ------------------------------------------------------------------ the table's events

    def _file(self, event: object, model: TableModel) -> None:
        """Every event goes to the coach's thread as the table shows it."""
        with self.clock.working():
            self._feed((event,))

    def _hand_started(self, event: HandStarted, model: TableModel) -> None:
        with self.clock.working():
            self._held.clear()
            self._hand = event.hand_number
            self._follow_saved()
            self._feed((event,))

    def _reasoned(self, event: BotReasoned, model: TableModel) -> None:
        """A bot's reason, as the table shows the action it explains."""
        if self.reveal_all:
            self._show_why(event.thought)
        else:
            self._held.append(event.thought)

    def _hand_ended(self, event: HandEnded, model: TableModel) -> None:
        with self.clock.working():
            for thought in self._held:
                self._show_why(thought)
            self._held.clear()
            self._feed((event,))
            batch = self._follow_saved()
            finished = None if batch is None else batch.finished
            if finished is not None and finished.hand_number == event.hand_number:
                self.review.take_hand(finished)
            self.review.hand_shown(event.hand_number)

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {
        **dict.fromkeys(EVENT_TYPES, _file),
        HandStarted: _hand_started,
        BotReasoned: _reasoned,
        HandEnded: _hand_ended,
    }
    """Every event is filed with the coach; a hand's start, a bot's reason and the hand's end
    also move the Why? list and the review."""

    def _follow_saved(self) -> Batch | None:
        """The review and the solver follow the saved session of the newest batch (the one
        whose events the table shows: the engine waits until they are shown)."""
        batch, store = self._batch(), self._store()
        self.review.follow(store, None if batch is None else batch.session_id)
        self.solver.store = store
        return batch

    def _feed(self, events: tuple[object, ...]) -> None:
        serial = self.coach_thread.feed(events)
        if self.isVisible():
            self.clock.sent(serial)

    def shutdown(self) -> None:
        self.coach_thread.shutdown()
        self.review.shutdown()
        self.grid.shutdown()
        self.solver.shutdown()

    def failures_append(self, text: str) -> None:
        self.failures.append(text)

    # ------------------------------------------------------------------ results

    def _on_result(self, result: CoachResult) -> None:
        if result.serial != self.coach_thread.latest:
            self.dropped += 1  # a newer event was sent; its report follows
            return
        with self.clock.working():
            self.report = result.report
            self.report_seconds.append(result.seconds)
            self._render()
            if result.advice is not None or result.report is not None:
                self.icm.show_advice(result.advice, self._names())
            self.solver.set_question(result.question)
        self.clock.shown(result.serial)

    def _on_graded(self, result: GradedHands) -> None:
        self._graded.update(result.hands)
        self._render_review()

    def _show_why(self, thought: Thought) -> None:
        if self._why_hand != self._hand:  # the first reason of a new hand replaces the old
            self._why_hand = self._hand
            self._shown.clear()
            self.why_list.clear()
        self._shown.append(thought)
        self._add_why_item(thought)

    def _add_why_item(self, thought: Thought) -> None:
        item = QListWidgetItem(why_sentence(thought, self._names(), self._person()))
        item.setToolTip(why_details(thought))
        self.why_list.addItem(item)

    # ------------------------------------------------------------------ words

    def _render(self) -> None:
        report = self.report
        if report is None:
            self.figures.setText(translate(
                "Coach", "The coach shows your hand, odds and outs while you are in a hand."))
            self.grid.clear()
            self.outs_view.show_report(None)
            return
        self.figures.setText(report_html(report, self._names()))
        self.outs_view.show_report(report)
        self.grid.show_report(report, self._names())

    def _render_review(self) -> None:
        self.hand_review.clear()
        last = max(self._graded, default=None)
        for grade in self._graded.get(last, ()) if last is not None else ():
            item = QListWidgetItem(decision_text(grade))
            if grade.cost_bb >= COSTLY_BB:
                item.setForeground(Qt.GlobalColor.red)
            elif not grade.graded:
                item.setForeground(Qt.GlobalColor.darkGray)
            self.hand_review.addItem(item)
        self.costly_list.clear()
        costly = [(hand, g) for hand in sorted(self._graded, reverse=True)
                  for g in self._graded[hand] if g.cost_bb >= COSTLY_BB]
        for hand_number, grade in costly[:COSTLY_KEPT]:
            #: a decision that cost chips; %1 the hand number, %2 the decision in words
            self.costly_list.addItem(translate("Coach", "Hand %1 - %2").replace(
                "%1", i18n.number(hand_number)).replace("%2", decision_text(grade)))
        if last is None:
            self.hand_label.setText(translate("Coach", "Your decisions in the last hand"))
        else:
            #: %1 the number of the last hand the person played
            self.hand_label.setText(translate("Coach", "Your decisions in hand %1").replace(
                "%1", i18n.number(last)))

    def retranslate(self) -> None:
        """Every word again in the current language."""
        self.setWindowTitle(translate("Coach", "Coach"))
        self.tabs.setTabText(0, translate("Coach", "Odds"))
        #: tab with the computer players' reasons
        self.tabs.setTabText(1, translate("Coach", "Why?"))
        #: tab with the review of your decisions
        self.tabs.setTabText(2, translate("Coach", "Review"))
        #: tab with an opponent's estimated range on the 13x13 grid
        self.tabs.setTabText(3, translate("Coach", "Ranges"))
        #: tab with what an equilibrium (a solver) does at the person's turn or river decision
        self.tabs.setTabText(4, translate("Coach", "Solver"))
        #: tab with prize money (ICM) and push/fold charts at a tournament table
        self.tabs.setTabText(TOURNAMENT_TAB, translate("Coach", "Tournament"))
        self.icm.retranslate()
        self.why_note.setText(
            translate("Coach", "Why each computer player acted. Shown at once when every "
                               "card is open, otherwise when the hand is over. Point at a "
                               "line for the numbers."))
        self.costly_label.setText(translate("Coach", "Decisions that cost chips"))
        self.why_list.clear()
        for thought in self._shown:
            self._add_why_item(thought)
        self.grid.retranslate()
        self._render()
        self._render_review()

    def showEvent(self, event: QShowEvent) -> None:
        """Computing only while shown: a hidden coach costs the game nothing."""
        self.coach_thread.set_active(True)
        super().showEvent(event)
        self._feed(())  # the report for where the table is now

    def hideEvent(self, event: QHideEvent) -> None:
        self.coach_thread.set_active(False)
        self.clock.forget()
        super().hideEvent(event)

    def _remember(self, shown: bool) -> None:
        # Not remembering a panel is no reason to bother the person.
        with contextlib.suppress(OSError):
            settings.remember(SETTING, shown)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closed with its own button: remembered like the menu's toggle."""
        self._remember(False)
        super().closeEvent(event)

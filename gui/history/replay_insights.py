"""Beside the replayed hand: the equity of each hand shown, the equity-by-street chart, why a
computer player acted, and "Play on from here".

:class:`ReplayInsights` sits in the replayer's side slot and follows its steps
(:attr:`~gui.history.replayer.ReplayerWindow.step_changed`). Equities and reasons are
computed in the replay thread (:mod:`gui.history.replay_worker`); the panel shows
"computing…" until they come. Which hands count as known follows the replayer's "Show all hole
cards": all of them, or only yours and those turned up so far (the others then count as any
two cards, so nothing hidden leaks through a figure).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout

from engine.bots.explain import Thought
from engine.play.session import PERSON
from engine.rules.events import ActionTaken
from engine.rules.events import HandShown
from engine.rules.events import HoleCardDealt
from engine.storage.hands import HandRecord
from engine.storage.store import Store
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.coach.solver_spot import question_before
from engine.teaching.figures.replay_equity import EquityJob
from engine.teaching.figures.replay_equity import StepEquity
from engine.teaching.figures.replay_equity import street_points
from gui.base import i18n
from gui.history.equity_chart import COLOURS
from gui.history.equity_chart import EquityChart
from gui.history.play_on import PlayOn
from gui.history.replay_words import equity_figure
from gui.history.replay_words import method_text
from gui.history.replay_words import no_practice_text
from gui.history.replay_words import no_reasons_text
from gui.history.replay_worker import EquityDone
from gui.history.replay_worker import ReplayThread
from gui.history.replay_worker import ThoughtsDone
from gui.history.replayer import ReplayerWindow
from gui.history.replayer import ReplayStep
from gui.teaching.coach.solver_window import SolverWindow
from gui.teaching.coach.why_words import why_details
from gui.teaching.coach.why_words import why_sentence

PANEL_WIDTH = 330  # pixels at the usual font size; the table keeps the rest
SCALE_HEIGHT = 760  # a replayer this high shows the panel at its usual size
MAX_SCALE = 2.0  # and it grows with taller windows up to this factor
STYLE = ("QFrame#insights { background: #17212a; } "
         "QFrame#insights QLabel { color: #eef2f4; } "
         "QLabel#heading { font-weight: bold; color: #ffd766; } "
         "QFrame#insights QPushButton:checked { background: #ffd766; color: #10161b; }")


class ReplayInsights(QFrame):
    """The panel. ``practice_requested`` carries a
    :class:`~gui.history.play_on.PracticeRequest` for the window.

    :param record: the stored hand (``None`` for a hand read from a file: no reasons, no
        practice).
    :param store: where its session is kept (the reasons replay it).
    """

    practice_requested = Signal(object)

    def __init__(self, replayer: ReplayerWindow, record: HandRecord | None,
                 store: Store | None) -> None:
        super().__init__(replayer)
        self.setObjectName("insights")
        self._base_points = self.font().pointSizeF()
        self._scale = 0.0
        self.replayer = replayer
        self.record = record
        self.store = store
        self.play_on = PlayOn(record, store, replayer.hand.title)
        events = replayer.hand.events
        unknown = set(record.data.options.unknown) if record is not None \
            and record.data.options is not None else set()
        seats = record.data.seats if record is not None else ()
        self.unknown = {seats[p] for p in unknown if p < len(seats)}
        start = events[0] if events else None
        self.short_deck = bool(getattr(start, "short_deck", False))
        self.results: dict[EquityJob, StepEquity] = {}
        self.timings: list[float] = []  # seconds of each equity computed (not cached)
        self.thoughts: tuple[Thought | None, ...] | None = None
        self.thoughts_error: str | None = None
        self._asked_thoughts = False

        self.computing = ReplayThread(self)
        self.computing.equity_done.connect(self._equity_done)
        self.computing.thoughts_done.connect(self._thoughts_done)

        self.equity_heading = self._label("heading")
        self.equity_rows = QLabel()
        self.equity_rows.setObjectName("equity_rows")
        self.equity_rows.setTextFormat(Qt.TextFormat.RichText)
        self.equity_rows.setWordWrap(True)
        self.method = self._label("method")
        self.method.setStyleSheet("color: #a9b8c3;")
        self.chart = EquityChart()
        self.why_heading = self._label("heading")
        self.why_button = QPushButton()
        self.why_button.setObjectName("why")
        self.why_button.setCheckable(True)
        self.why_button.toggled.connect(lambda _=False: self._show_why())
        self.numbers_button = QPushButton()
        self.numbers_button.setCheckable(True)
        self.numbers_button.toggled.connect(lambda _=False: self._show_why())
        self.why_text = self._label("why_text")
        self.why_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.numbers = self._label("numbers")
        self.numbers.setStyleSheet("color: #c8d6e0;")
        self.play_button = QPushButton()
        self.play_button.setObjectName("play_on")
        self.play_button.clicked.connect(self.play_from_here)
        self.play_reason = self._label("play_reason")
        self.play_reason.setStyleSheet("color: #a9b8c3;")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        for widget in (self.equity_heading, self.equity_rows, self.method):
            layout.addWidget(widget)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.why_heading)
        buttons = QHBoxLayout()
        for button in (self.why_button, self.numbers_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        layout.addWidget(self.why_text)
        layout.addWidget(self.numbers)
        layout.addStretch(0)
        layout.addWidget(self.play_button)
        layout.addWidget(self.play_reason)
        self._add_solver(layout)

        self._index_decisions()
        replayer.side.addWidget(self)
        replayer.step_changed.connect(lambda _=0: self.refresh())
        replayer.reveal_box.toggled.connect(lambda _=False: self.refresh())
        replayer.installEventFilter(self)
        self._rescale()
        i18n.follow(self, self._reword)

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.replayer and event.type() == QEvent.Type.Close:
            self.computing.shutdown()
        elif watched is self.replayer and event.type() == QEvent.Type.Resize:
            self._rescale()
        return False

    def _rescale(self) -> None:
        """Words and chart grow with a tall replayer, as the table does."""
        scale = max(1.0, min(MAX_SCALE, self.replayer.height() / SCALE_HEIGHT))
        if abs(scale - self._scale) < 0.05:
            return
        self._scale = scale
        points = self._base_points * scale
        # A style sheet's font wins over setFont, so the size goes into the sheet too.
        self.setStyleSheet(STYLE + f" QFrame#insights * {{ font-size: {points:.1f}pt; }}")
        font = self.font()
        font.setPointSizeF(points)
        self.chart.setFont(font)
        self.setFixedWidth(round(PANEL_WIDTH * scale))

    def _reword(self) -> None:
        self._retranslate()
        self.refresh()

    def _retranslate(self) -> None:
        self.equity_heading.setText(self.tr("Equity"))
        self.why_heading.setText(self.tr("Why did they act?"))
        #: shows why the computer player acted at this step
        self.why_button.setText(self.tr("&Why?"))
        self.why_button.setToolTip(self.tr("Show the computer player's reasons at each of its "
                                           "decisions"))
        self.numbers_button.setText(self.tr("Show the &numbers"))
        self.play_button.setText(self.tr("&Play on from here"))
        self.play_button.setToolTip(self.tr("Start a practice hand at this point against "
                                            "computer players (not saved)"))
        self.solve_button.setText(self.tr("&Solve your decision here"))
        self.solve_button.setToolTip(self.tr(
            "What an equilibrium does at your next decision, on the turn or the river of a "
            "pot against one opponent"))

    # ------------------------------------------------------------------ the steps

    def _index_decisions(self) -> None:
        """Per step: the decision it ends with (its number in the hand and the seat), and how
        many decisions were made by then."""
        events = self.replayer.hand.events
        self.decision_of: list[tuple[int, int] | None] = []
        self.actions_done: list[int] = []
        begin = 0
        for step in self.replayer.steps:
            done = sum(isinstance(e, ActionTaken) for e in events[:step.end])
            last = next((e for e in reversed(events[begin:step.end])
                         if isinstance(e, ActionTaken)), None)
            self.decision_of.append((done - 1, last.seat) if last is not None else None)
            self.actions_done.append(done)
            begin = step.end

    def _visible(self, step: ReplayStep) -> set[int]:
        """Seats whose cards count as known at this step."""
        holes = {s for s, _ in step.hole} - self.unknown
        if self.replayer.reveal_box.isChecked():
            return holes
        shown = {e.seat for e in self.replayer.hand.events[:step.end] if isinstance(e, HandShown)}
        person = self.replayer.hand.person_seat
        return holes & (shown | ({person} if person is not None else set()))

    def _job(self, step: ReplayStep, visible: set[int]) -> EquityJob:
        holes = {s: c for s, c in step.hole if s not in self.unknown}
        return EquityJob.of(holes, step.live, sorted(visible), step.board, self.short_deck)

    def refresh(self) -> None:
        """Show the current step: ask for what is not computed yet."""
        steps = self.replayer.steps
        if not steps:
            return
        k = self.replayer.step
        step = steps[k]
        visible = self._visible(step)
        job = self._job(step, visible)
        if job not in self.results:
            self.computing.equity(job)
        self.chart_jobs: list[EquityJob | None] = []
        points = street_points([s.street for s in steps], [bool(s.hole) for s in steps])
        for point in points:
            chart_job = self._job(steps[point], visible) if point is not None else None
            self.chart_jobs.append(chart_job)
            if chart_job is not None and chart_job not in self.results:
                self.computing.equity(chart_job, keep=True)
        self._show_equity(job)
        self._show_chart(step)
        self._show_why()
        self._show_play()
        self.solve_button.setEnabled(self.question_here() is not None)

    def _colour_of(self, seat: int) -> str:
        known = sorted({s for step in self.replayer.steps for s, _ in step.hole} - self.unknown)
        return COLOURS[known.index(seat) % len(COLOURS)] if seat in known else "#ffffff"

    def _show_equity(self, job: EquityJob) -> None:
        names = self.replayer.scene.display_names()
        result = self.results.get(job)
        if not job.known:
            self.equity_rows.setText(self.tr("No hand is known at this step."))
            self.method.setText("")
            return
        if result is None:
            self.equity_rows.setText(self.tr("Computing…"))
            self.method.setText("")
            return
        rows = []
        for figure in result.seats:
            name = names.get(figure.seat, str(figure.seat))
            rows.append(f"<tr><td><span style='color:{self._colour_of(figure.seat)}'>■</span> "
                        f"{_escape(name)}</td><td align='right'>&nbsp;&nbsp;"
                        f"<b>{_escape(equity_figure(figure))}</b></td></tr>")
        self.equity_rows.setText("<table>" + "".join(rows) + "</table>")
        self.method.setText(method_text(all(f.exact for f in result.seats), job.hidden > 0))

    def _show_chart(self, step: ReplayStep) -> None:
        lines: dict[int, list[float | None]] = {}
        for street, job in enumerate(self.chart_jobs):
            result = self.results.get(job) if job is not None else None
            if result is None:
                continue
            for figure in result.seats:
                lines.setdefault(figure.seat, [None] * 4)[street] = figure.equity
        pending = any(job is not None and job not in self.results for job in self.chart_jobs)
        self.chart.set_lines(lines, self.replayer.scene.display_names(), pending)
        self.chart.set_street(step.street)

    def _equity_done(self, done: EquityDone) -> None:
        self.results[done.job] = done.result
        if done.seconds:
            self.timings.append(done.seconds)
        steps = self.replayer.steps
        if steps:
            step = steps[self.replayer.step]
            self._show_equity(self._job(step, self._visible(step)))
            self._show_chart(step)

    # ------------------------------------------------------------------ why?

    def _decision_thought(self) -> tuple[str | None, Thought | None]:
        """The reason to show at this step, or a code for why there is none."""
        k = self.replayer.step
        decision = self.decision_of[k] if k < len(self.decision_of) else None
        if self.record is None or self.record.imported:
            return "imported", None
        if decision is None:
            return "not_decision", None
        index, seat = decision
        if seat == self.replayer.hand.person_seat or self.play_on.kinds().get(seat) == PERSON:
            return "person", None
        if self.thoughts is None:
            return (self.thoughts_error or "waiting"), None
        thought = self.thoughts[index] if index < len(self.thoughts) else None
        return (None, thought) if thought is not None else ("simple", None)

    def _show_why(self) -> None:
        shown = self.why_button.isChecked()
        if shown and not self._asked_thoughts and self.record is not None \
                and not self.record.imported and self.store is not None:
            self._asked_thoughts = True
            self.computing.thoughts(self.store, self.record.session_id, self.record.hand_number)
        code, thought = self._decision_thought() if shown else (None, None)
        self.numbers_button.setVisible(shown)
        self.why_text.setVisible(shown)
        if not shown:
            self.numbers.setVisible(False)
            return
        if thought is None:
            self.why_text.setText(no_reasons_text(code or ""))
            self.numbers.setVisible(False)
            self.numbers_button.setEnabled(False)
            return
        names = self.replayer.scene.display_names()
        self.why_text.setText(why_sentence(thought, names, self.replayer.hand.person_seat))
        self.numbers_button.setEnabled(True)
        self.numbers.setText(why_details(thought))
        self.numbers.setVisible(self.numbers_button.isChecked())

    def _thoughts_done(self, done: ThoughtsDone) -> None:
        self.thoughts = done.thoughts if done.error is None else None
        self.thoughts_error = done.error
        if done.error is not None:
            self.thoughts_error = "failed"
        self._show_why()

    # ------------------------------------------------------------------ play on

    def _show_play(self) -> None:
        k = self.replayer.step
        step = self.replayer.steps[k]
        code = self.play_on.refusal(self.actions_done[k]) if self._dealt(step) else "bad_step"
        if code is None and not step.hole:  # dealt, but the file shows nobody's cards
            code = "person_cards_unknown"
        self.play_button.setEnabled(code is None)
        self.play_reason.setText(no_practice_text(code) if code is not None else "")
        self.play_reason.setVisible(code is not None)

    def _dealt(self, step: ReplayStep) -> bool:
        """Whether the hole cards are dealt by the end of ``step``."""
        return any(isinstance(e, HoleCardDealt) for e in self.replayer.events[:step.end])

    def play_from_here(self) -> None:
        """Ask the window for a practice hand at this step (refusals are already shown)."""
        k = self.replayer.step
        step = self.replayer.steps[k]
        if self.play_on.refusal(self.actions_done[k]) is not None or not step.hole:
            return
        self.practice_requested.emit(self.play_on.request(self.actions_done[k],
                                                          len(step.board)))


    def _add_solver(self, layout: QVBoxLayout) -> None:
        """The button that solves the person's next decision, under Play on."""
        self.solve_button = QPushButton()
        self.solve_button.setObjectName("solve")
        self.solve_button.clicked.connect(self.solve_here)
        self.solver_window: SolverWindow | None = None
        layout.addWidget(self.solve_button)

    def question_here(self) -> SolverQuestion | None:
        """The person's next decision from this step, as a solver spot."""
        person = self.replayer.hand.person_seat
        steps = self.replayer.steps
        if person is None or not steps:
            return None
        end = steps[self.replayer.step].end
        return question_before(self.replayer.hand.events, end, person)

    def solve_here(self) -> None:
        """Open the solver on the person's next decision."""
        question = self.question_here()
        if question is None:
            return
        if self.solver_window is not None:
            self.solver_window.close()
        self.solver_window = SolverWindow(question, self.store, self.replayer)
        self.solver_window.destroyed.connect(self._solver_closed)
        self.solver_window.show()

    def _solver_closed(self) -> None:
        self.solver_window = None


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def decision_steps(insights: ReplayInsights) -> Sequence[int]:
    """Steps that end with a computer player's decision (tests and screenshots step to them)."""
    person = insights.replayer.hand.person_seat
    return [k for k, d in enumerate(insights.decision_of) if d is not None and d[1] != person]

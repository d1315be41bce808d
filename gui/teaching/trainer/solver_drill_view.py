"""The drill "play it like a solver": a river decision, the solver's menu as buttons, and the
equilibrium's verdict on the choice.

The spots are the person's own graded river decisions first
(:func:`~engine.storage.grades.solver_spots.own_solver_spots`), then dealt ones
(:func:`~engine.teaching.drills.solver_drill.dealt_question`). Each is solved in a worker
process (:class:`~engine.core.processes.WorkerPool`, as the coach's Solver tab does: a solve
in the window's interpreter would stall it), and the next spot is solved while the person
reads the feedback of this one, so the verdict is usually there at once. A choice made before
the solve is done is graded when it is. Every first answer is stored with the other drills'
(:class:`~engine.storage.drills.DrillLog`), so the progress view counts it.

Tests: tests/gui/teaching/trainer/test_solver_drill_view.py
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import FeltError
from engine.core.processes import Future
from engine.core.processes import WorkerPool
from engine.solver.tree import build_tree
from engine.storage.drills import DrillLog
from engine.storage.grades.solver_spots import own_solver_spots
from engine.storage.store import Store
from engine.teaching.coach.solver_spot import SolverAnswer
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.drills.drill_progress import AnswerRecord
from engine.teaching.drills.exercise import ADVANCED
from engine.teaching.drills.exercise import MAX_SEED
from engine.teaching.drills.solver_drill import SOLVER_DRILL
from engine.teaching.drills.solver_drill import SolverVerdict
from engine.teaching.drills.solver_drill import check_solver
from engine.teaching.drills.solver_drill import dealt_question
from engine.teaching.drills.solver_drill import solve_question
from gui.base import i18n
from gui.base import seeing
from gui.base.action_keys import key_of
from gui.base.card_theme import CardTheme
from gui.teaching.coach.solver_words import action_name
from gui.teaching.trainer import solver_drill_words as words
from gui.teaching.trainer.cards_row import CardsRow

#: How often the window looks whether the worker's solve is done (milliseconds).
POLL_MS = 50
FEEDBACK_STYLE = {True: "color: #2e7d32; font-weight: bold;",
                  False: "color: #c62828; font-weight: bold;"}


@dataclass(frozen=True, slots=True)
class DrillSpot:
    """One exercise: the question, and where it came from (a stored hand's number, or the
    code of a dealt spot's line and its seed)."""

    question: SolverQuestion
    seed: int
    hand: int | None = None
    line: str = ""


class SolverDrillView(QWidget):
    """The drill; ``answered`` carries each :class:`SolverVerdict`.

    :param log: where first answers are stored (``None``: not stored).
    :param store: the saved games, for the person's own river decisions.
    :param seed: seeds the dealt spots.
    """

    answered = Signal(object)

    def __init__(self, log: DrillLog | None, store: Store | None = None,
                 theme: CardTheme | None = None, seed: int | None = None,
                 difficulty: str = ADVANCED, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("solver_drill")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the digits choose an option
        self.log = log
        self.store = store
        self.difficulty = difficulty
        self._rng = random.Random(seed)
        self._pool = WorkerPool(1)  # started at the first solve
        self._solves: dict[int, Future[SolverAnswer]] = {}
        self.spots: list[DrillSpot] = []
        self.index = -1
        self.spot: DrillSpot | None = None
        self.solved: SolverAnswer | None = None
        self.verdict: SolverVerdict | None = None
        self.failures: list[str] = []
        self._choice: str | None = None
        self._shown_at = 0.0
        self._seconds = 0.0
        self.right = self.total = 0
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        theme = theme or CardTheme()
        self.counts = QLabel()
        self.counts.setObjectName("solver_counts")
        self.board = CardsRow(theme)
        self.hand = CardsRow(theme)
        cards = QHBoxLayout()
        cards.addWidget(self.board)
        cards.addSpacing(24)
        cards.addWidget(self.hand)
        cards.addStretch(1)
        self.question = QLabel()
        self.question.setObjectName("solver_question")
        self.question.setWordWrap(True)
        self.question.setStyleSheet(f"font-size: {seeing.px(15)}px;")
        self.options = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        self.next_button = QPushButton()
        self.next_button.setObjectName("next_solver_spot")
        self.next_button.clicked.connect(self.next_spot)
        bar = QHBoxLayout()
        bar.addLayout(self.options)
        bar.addStretch(1)
        bar.addWidget(self.next_button)
        self.status = QLabel()
        self.status.setObjectName("solver_status")
        self.feedback = QLabel()
        self.feedback.setObjectName("solver_feedback")
        self.feedback.setWordWrap(True)
        self.details = QLabel()
        self.details.setObjectName("solver_details")
        self.details.setWordWrap(True)
        inner = QWidget()
        layout = QVBoxLayout(inner)
        layout.addWidget(self.counts)
        layout.addLayout(cards)
        layout.addWidget(self.question)
        layout.addLayout(bar)
        layout.addWidget(self.status)
        layout.addWidget(self.feedback)
        layout.addWidget(self.details)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(inner)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        i18n.follow(self, self._retranslate)

    # ------------------------------------------------------------------ the spots

    def start(self) -> None:
        """A new round: the person's own river decisions first, then dealt spots."""
        own: list[DrillSpot] = []
        if self.store is not None:
            try:
                own = [DrillSpot(s.question, s.hand, hand=s.hand)
                       for s in own_solver_spots(self.store)]
            except FeltError:
                own = []
        self.spots = own
        self.index = -1
        self._solves = {}
        self.right = self.total = 0
        self.next_spot()

    def _spot(self, index: int) -> DrillSpot:
        while len(self.spots) <= index:
            seed = self._rng.randrange(MAX_SEED)
            dealt = dealt_question(seed)
            self.spots.append(DrillSpot(dealt.question, seed, line=dealt.line))
        return self.spots[index]

    def _solve(self, index: int) -> Future[SolverAnswer]:
        if index not in self._solves:
            self._solves[index] = self._pool.submit(solve_question, self._spot(index).question)
        return self._solves[index]

    def next_spot(self) -> None:
        """Show the next spot; its solve (begun while the last one was read) goes on, and the
        one after it is queued behind."""
        self._solves.pop(self.index, None)
        self.index += 1
        spot = self._spot(self.index)
        self.spot, self.solved, self.verdict, self._choice = spot, None, None, None
        self._solve(self.index)
        self._solve(self.index + 1)
        question = spot.question
        self.board.show_cards(words.board_caption(), question.spot.board)
        self.hand.show_cards(words.hand_caption(), question.hole)
        node = build_tree(question.spot.tree_spec()).find(question.line)
        self._set_options(tuple(a.label for a in node.actions))
        self.question.setText(words.question_text(question, self._source(spot)))
        self.feedback.clear()
        self.details.clear()
        self.status.setText(words.solving_text())
        self.next_button.setEnabled(False)
        self._shown_at = time.monotonic()
        self.setFocus()  # the digits choose
        self._timer.start()
        self._show_counts()

    def _source(self, spot: DrillSpot) -> str:
        return words.own_source(spot.hand) if spot.hand is not None else \
            words.line_name(spot.line) + "."

    def _set_options(self, labels: tuple[str, ...]) -> None:
        for button in self.buttons.values():
            self.options.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = {}
        for number, label in enumerate(labels, start=1):
            button = QPushButton(f"{action_name(label)} ({number})")
            button.setObjectName(f"solver_{label.replace(' ', '_')}")
            button.clicked.connect(lambda _=False, chosen=label: self.choose(chosen))
            self.options.addWidget(button)
            self.buttons[label] = button

    # ------------------------------------------------------------------ answering

    def choose(self, label: str) -> None:
        """The person's choice: graded now, or as soon as the solve is done."""
        if self.spot is None or self._choice is not None or label not in self.buttons:
            return
        self._choice = label
        for button in self.buttons.values():
            button.setEnabled(False)
        self._seconds = time.monotonic() - self._shown_at
        if self.solved is not None:
            self._grade()

    def _poll(self) -> None:
        solve = self._solves.get(self.index)
        if solve is None or not solve.done():
            return
        self._timer.stop()
        try:
            self.solved = solve.result()
        except (FeltError, OSError) as error:
            self.failures.append(str(error))
            self.status.setText(words.failed_text())
            self.next_button.setEnabled(True)
            return
        self.status.clear()
        if self._choice is not None:
            self._grade()

    def _grade(self) -> None:
        solved, label = self.solved, self._choice
        assert solved is not None and label is not None and self.spot is not None
        verdict = check_solver(solved, label)
        self.verdict = verdict
        self.total += 1
        self.right += verdict.correct
        if self.log is not None:
            try:
                self.log.record(AnswerRecord(SOLVER_DRILL, self.difficulty, self.spot.seed,
                                             label, verdict.usual, verdict.correct,
                                             verdict.score, self._seconds, time.time()))
            except FeltError as error:
                self.failures.append(str(error))
        self.feedback.setText(words.verdict_text(verdict))
        self.feedback.setStyleSheet(FEEDBACK_STYLE[verdict.correct])
        self.details.setText(words.mix_text(solved))
        self.next_button.setEnabled(True)
        self.next_button.setFocus()
        self._show_counts()
        self.answered.emit(verdict)

    def keyPressEvent(self, event: object) -> None:
        key = getattr(event, "key", lambda: None)()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.next_button.isEnabled():
            self.next_spot()
            return
        if key is not None and Qt.Key.Key_1 <= key <= Qt.Key.Key_9:  # the option's number
            labels = list(self.buttons)
            if key - Qt.Key.Key_1 < len(labels):
                self.choose(labels[key - Qt.Key.Key_1])
                return
        super().keyPressEvent(event)  # type: ignore[arg-type]

    def shutdown(self) -> None:
        """End the worker (the trainer closes)."""
        self._timer.stop()
        self._pool.terminate()

    # ------------------------------------------------------------------ words

    def _show_counts(self) -> None:
        self.counts.setText(words.count_text(self.right, self.total))

    def _retranslate(self) -> None:
        #: the solver drill: the next spot (key N)
        self.next_button.setText(self.tr("&Next spot"))
        self.next_button.setShortcut(key_of("trainer_next"))
        for number, (label, button) in enumerate(self.buttons.items(), start=1):
            button.setText(f"{action_name(label)} ({number})")
        self._show_counts()
        if self.spot is not None:
            self.board.show_cards(words.board_caption(), self.spot.question.spot.board)
            self.hand.show_cards(words.hand_caption(), self.spot.question.hole)
            self.question.setText(words.question_text(self.spot.question,
                                                      self._source(self.spot)))
        if self.solved is None and self.spot is not None and not self.failures:
            self.status.setText(words.solving_text())
        if self.verdict is not None and self.solved is not None:
            self.feedback.setText(words.verdict_text(self.verdict))
            self.details.setText(words.mix_text(self.solved))

"""The coach's Solver tab: what an equilibrium does at the person's turn or river decision.

The coach thread sends the decision as a :class:`SolverQuestion` with every report
(``None`` where the solver has nothing to say). *Solve* runs the solver in a thread of its own
(:class:`gui.base.background.Background`), with the exploitability shown as it falls and a
*Stop* that keeps what was solved so far. The answer shows the held hand's mix and what each
action wins in big blinds, the person's range on the 13x13 grid coloured by the mix (point at
a class for its combinations and values), and the opponent's range as the solver assumed it,
written as hand classes with weights: edit it and solve again.
"""

from __future__ import annotations

import threading
import time
from dataclasses import replace

import numpy as np
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QProgressBar
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import FeltError
from engine.core.errors import StorageError
from engine.core.processes import WorkerPool
from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import class_name
from engine.evaluation.hand_classes import combo_table
from engine.evaluation.ranges import parse_range
from engine.solver.solve import range_weights
from engine.storage import solver_cache
from engine.storage.store import Store
from engine.teaching.coach import solver_job
from engine.teaching.coach.solver_spot import COACH_SECONDS
from engine.teaching.coach.solver_spot import COACH_TARGET
from engine.teaching.coach.solver_spot import SolverAnswer
from engine.teaching.coach.solver_spot import SolverQuestion
from gui.base import i18n
from gui.base.background import Background
from gui.base.background import in_python_thread
from gui.base.card_words import spoken_cards
from gui.teaching.coach.solver_grid import MixGrid
from gui.teaching.coach.solver_grid import action_colours
from gui.teaching.coach.solver_words import action_name
from gui.teaching.coach.solver_words import percent
from gui.teaching.coach.solver_words import signed_bb

translate = QCoreApplication.translate

#: A class weight below this is left out of the opponent's range as written.
WRITTEN_WEIGHT_MIN = 0.05


def class_weights(weights: np.ndarray) -> np.ndarray:
    """Per class, the mean weight of its combinations the board allows (0..1 of the largest)."""
    table = combo_table(False)
    top = float(weights.max()) or 1.0
    sums = np.bincount(table.classes, weights=weights / top, minlength=CLASS_COUNT)
    counts = np.bincount(table.classes, weights=(weights > 0).astype(float),
                         minlength=CLASS_COUNT)
    with np.errstate(invalid="ignore", divide="ignore"):
        result: np.ndarray = np.where(counts > 0, sums / np.maximum(counts, 1), 0.0)
    return result


def written_range(weights: np.ndarray) -> str:
    """A range as hand classes with weights ("AA, AKs:0.5, …"), for the person to edit."""
    parts = []
    for k, weight in enumerate(class_weights(weights)):
        if weight >= WRITTEN_WEIGHT_MIN:
            step = round(weight * 20) / 20
            parts.append(class_name(k) if step >= 1 else f"{class_name(k)}:{step:g}")
    return ", ".join(parts)


class SolverView(QWidget):
    """The Solver tab."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question: SolverQuestion | None = None
        self.answer: SolverAnswer | None = None
        self.failures: list[str] = []
        #: The saved games, where solved spots are kept (set by the coach with each batch).
        self.store: Store | None = None
        self._stop = threading.Event()
        #: One worker process, started at the first Solve: the solve never shares the
        #: window's interpreter (see :mod:`engine.teaching.coach.solver_job`). It ends with the
        #: thread that asks it, whoever ends that (this view, or Felt quitting).
        self._pool = WorkerPool(1)
        pool = self._pool
        self._work = Background("solver", self,
                                at_end=lambda: in_python_thread(pool.terminate))
        self._serial = 0
        self._work.progressed.connect(self._progress)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.solve_button = QPushButton()
        self.solve_button.clicked.connect(self.solve)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self._stop.set)
        self.stop_button.setEnabled(False)
        self.bar = QProgressBar()
        self.bar.setTextVisible(True)
        self.bar.setRange(0, 100)
        self.hand_line = QLabel()
        self.hand_line.setWordWrap(True)
        self.hand_line.setTextFormat(Qt.TextFormat.RichText)
        self.grid = MixGrid()
        self.grid.tooltip = self._class_tip
        self.range_note = QLabel()
        self.range_note.setWordWrap(True)
        self.their_range = QLineEdit()
        self.their_range.setObjectName("solverTheirRange")
        self.range_error = QLabel()
        self.range_error.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.solve_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        inner = QWidget()
        layout = QVBoxLayout(inner)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        # The bar under the buttons, not beside them: in a 1024 x 600 window the dock is about
        # 250 pixels wide, and the three in one row were wider than that.
        layout.addWidget(self.bar)
        layout.addWidget(self.hand_line)
        layout.addWidget(self.grid)
        layout.addWidget(self.range_note)
        layout.addWidget(self.their_range)
        layout.addWidget(self.range_error)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Always there: a bar that comes and goes would change the width the lines wrap at.
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        scroll.setWidget(inner)
        self.scroller, self.inner, self.content = scroll, inner, layout
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.set_question(None)
        i18n.follow(self, self._words)

    # ------------------------------------------------------------------ from the coach

    def set_question(self, question: SolverQuestion | None) -> None:
        """The person's decision now (``None``: nothing for the solver)."""
        if question is not None and self.question is not None and \
                question.spot.board == self.question.spot.board and \
                question.line == self.question.line and question.hole == self.question.hole:
            return  # the same decision again (a later report of it)
        self.question = question
        self.answer = None
        self.solve_button.setEnabled(question is not None)
        self.their_range.setEnabled(question is not None)
        theirs = None if question is None else question.spot.ranges[1 - question.person]
        self.their_range.setText("" if theirs is None else written_range(np.asarray(theirs)))
        self.range_error.clear()
        self.grid.show_strategy((0.0,) * CLASS_COUNT, ((),) * CLASS_COUNT, [])
        self.bar.setValue(0)
        self._words()

    def solve(self) -> None:
        """Solve the decision with the opponent's range as written in the box."""
        question = self.question
        if question is None:
            return
        try:
            theirs = range_weights(parse_range(self.their_range.text()))
        except FeltError:
            self.range_error.setText(translate(
                "Solver", "The opponent's range cannot be read. Write hand classes such as "
                "\"QQ+, AKs, KQo:0.5\"."))
            return
        board = list(question.spot.board)
        free = combo_table(False).free_of(board)
        if float((theirs * free).sum()) <= 0:
            self.range_error.setText(translate(
                "Solver", "The opponent's range has no hand left on this board."))
            return
        self.range_error.clear()
        ranges = list(question.spot.ranges)
        ranges[1 - question.person] = theirs * free
        asked = replace(question, spot=replace(question.spot, ranges=(ranges[0], ranges[1])))
        kept = self._recall(asked)
        if kept is not None:
            self._solved(kept)
            return
        self._stop.clear()
        self.solve_button.setEnabled(False)
        self.stop_button.setEnabled(True)
        self.bar.setValue(0)
        self._serial += 1
        serial, work, stop, pool = self._serial, self._work, self._stop, self._pool

        def in_steps() -> SolverAnswer:
            """Run in the solver thread: the worker process solves, a step at a time (the
            pool started from a thread Python made: see ``in_python_thread``)."""
            in_python_thread(lambda: pool.submit(solver_job.begin, serial, asked).result())
            started = time.monotonic()
            while not (stop.is_set() or work.cancelling):
                iterations, exploitability = pool.submit(
                    solver_job.advance, serial, COACH_TARGET).result()
                work.report((iterations, exploitability))
                if exploitability <= COACH_TARGET or \
                        time.monotonic() - started > COACH_SECONDS:
                    break
            return pool.submit(solver_job.conclude, serial, stop.is_set()).result()

        self._work.submit(in_steps, self._solved, self._failed, latest=True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """The content as tall as its wrapped lines need at the dock's width: a scroll area
        asks a word-wrapped label's height at the wrong width, and lines would overlap."""
        width = self.scroller.viewport().width()
        height = self.content.totalHeightForWidth(width)
        if height != self.inner.minimumHeight():
            self.inner.setMinimumHeight(height)

    def shutdown(self) -> None:
        self._stop.set()
        self._work.shutdown()
        in_python_thread(self._pool.terminate)

    # ------------------------------------------------------------------ from the thread

    def _progress(self, value: object) -> None:
        if not isinstance(value, tuple):
            return
        iterations, exploitability = value
        # The bar fills as the exploitability falls towards the target, on a log scale.
        start, target = 50.0, 0.5
        done = np.log(start / max(exploitability, target)) / np.log(start / target)
        self.bar.setValue(int(100 * min(max(done, 0.0), 1.0)))
        #: how far the solve still is from an equilibrium, in % of the pot
        self.bar.setFormat(translate("Solver", "%1 % of the pot").replace(
            "%1", percent(exploitability, 2)))
        #: %1 how many iterations the solve has run
        self.bar.setToolTip(translate("Solver", "Iterations: %1").replace(
            "%1", i18n.number(int(iterations))))

    def _solved(self, result: object) -> None:
        self.stop_button.setEnabled(False)
        self.solve_button.setEnabled(self.question is not None)
        if not isinstance(result, SolverAnswer) or self.question is None or \
                result.question.hole != self.question.hole or \
                result.question.line != self.question.line:
            return  # the table moved on
        self.answer = result
        self.bar.setValue(100)
        self._show_answer()
        if self.store is not None and not self.store.read_only:
            try:
                solver_cache.remember(self.store, result, COACH_TARGET)
            except StorageError as exc:  # a full disk or a locked file: it is only a cache
                self.failures.append(str(exc))

    def _recall(self, question: SolverQuestion) -> SolverAnswer | None:
        """A solve of the same spot kept in the saved games (``None``: none, or no store)."""
        if self.store is None:
            return None
        try:
            return solver_cache.recall(self.store, question, COACH_TARGET)
        except StorageError as exc:
            self.failures.append(str(exc))
            return None

    def _failed(self, text: str) -> None:
        self.failures.append(text)
        self.stop_button.setEnabled(False)
        self.solve_button.setEnabled(self.question is not None)
        self.status.setText(translate("Solver", "The solver stopped on an error."))

    # ------------------------------------------------------------------ showing it

    def _kinds(self) -> list[str]:
        assert self.answer is not None
        return [label.split()[0] for label in self.answer.labels]

    def _show_answer(self) -> None:
        solved = self.answer
        if solved is None:
            return
        colours = action_colours(self._kinds())
        table = combo_table(False)
        weights = solved.weights
        share = class_weights(weights)
        mix_rows: list[tuple[float, ...]] = []
        for k in range(CLASS_COUNT):
            members = table.classes == k
            mass = float(weights[members].sum())
            if mass <= 0:
                mix_rows.append(())
                continue
            mix_rows.append(tuple(float((solved.grid_mix[a, members] * weights[members]).sum()
                                        / mass) for a in range(len(solved.labels))))
        self.grid.show_strategy(share.tolist(), mix_rows, colours)
        parts = []
        for label, frequency, value, colour in zip(solved.labels, solved.mix, solved.values_bb,
                                                   colours, strict=True):
            name = action_name(label)
            #: %1 an action ("Bet 15"), %2 how often the equilibrium takes it, %3 what it wins
            line = translate("Solver", "%1: %2 % (%3)").replace("%1", name).replace(
                "%2", percent(100 * frequency, 0)).replace("%3", signed_bb(value))
            parts.append(f'<span style="color:{colour.name()}">■</span> {line}')
        #: %1 the person's two cards in words
        head = translate("Solver", "With %1 an equilibrium plays:").replace(
            "%1", spoken_cards(list(solved.question.hole)))
        self.hand_line.setText(head + "<br>" + "<br>".join(parts))
        self._words()

    def _class_tip(self, k: int) -> str:
        solved = self.answer
        if solved is None:
            return ""
        table = combo_table(False)
        members = (table.classes == k) & (solved.weights > 0)
        if not members.any():
            return ""
        weights = solved.weights[members]
        lines = [translate("Solver", "%1: %2 combinations").replace("%1", class_name(k)).replace(
            "%2", i18n.locale().toString(float(weights.sum() / max(solved.weights.max(), 1e-9)),
                                         "f", 1))]
        for a, label in enumerate(solved.labels):
            frequency = float((solved.grid_mix[a, members] * weights).sum() / weights.sum())
            values = solved.grid_values_bb[a, members]
            value = float(np.nansum(values * weights) / weights.sum()) \
                if np.isfinite(values).any() else float("nan")
            lines.append(translate("Solver", "%1: %2 % (%3)").replace(
                "%1", action_name(label)).replace("%2", percent(100 * frequency, 0)).replace(
                "%3", signed_bb(value)))
        return "\n".join(lines)

    def _words(self) -> None:
        self.solve_button.setText(translate("Solver", "Solve"))
        self.stop_button.setText(translate("Solver", "Stop"))
        self.range_note.setText(translate(
            "Solver", "The opponent's range as the solver assumes it, from the coach's "
            "reading of their actions. Edit it and solve again:"))
        question, solved = self.question, self.answer
        if question is None:
            self.status.setText(translate(
                "Solver", "The solver answers at your decisions on the turn and the river in "
                "a pot against one opponent."))
        elif solved is None:
            self.status.setText(translate(
                "Solver", "Your decision can be solved: press Solve to see what an equilibrium "
                "does with every hand of your range here."))
        else:
            #: %1 how far from an equilibrium (% of the pot), %2 iterations, %3 seconds
            text = translate("Solver", "Solved to within %1 % of the pot in %2 iterations "
                                       "(%3 s).").replace(
                "%1", percent(solved.exploitability_pct, 2)).replace(
                "%2", i18n.number(solved.iterations)).replace(
                "%3", i18n.locale().toString(solved.seconds, "f", 1))
            if solved.stopped:
                text += " " + translate("Solver", "Stopped early: the figures are rough.")
            if not question.exact:
                text += " " + translate("Solver", "A bet of a size the solver does not play "
                                                  "was read as the nearest size it does.")
            self.status.setText(text)
        self._fit()

"""Grading every decision of the person for the coach's Review tab, off the GUI thread.

Why here and not in the live coach: the live coach thinks only while it is shown, so a decision
made with the coach closed, or before a restart, was never graded. Now each hand the person
played is graded when the table shows its end, whether the coach is open or not, by the
grader that also grades stored hands (:func:`engine.teaching.grading.grader.grade_hand`
through :func:`engine.storage.grades.grading_job.run_grading`). In a saved game the grades go to the
database (table ``grades``) and the tab shows what is stored, so a grade seen during play is
the grade seen afterwards; a continued session first grades the hands it holds that were not
graded yet (played before this feature, or the program quit before the grading finished).
An unsaved game is graded the same way, only not stored. Like the grading job, the review
reads each opponent from the session's hands before the one it grades
(:class:`engine.storage.grades.grading_reads.RunningReads`, counted once a hand), so a live grade
equals the job's.

At an animated table the grading itself runs in a process the review keeps (:class:`_Grader`,
started at the first hand it grades): a grade is a second or so of Python (the expert's
reading, its equities), and in a thread of the window's process it held the interpreter the
window needs to draw, which made the table stall 40-50 ms at a time while the review worked
(``bench/gui_bench.py --only-sound``: 18 ms without it). At instant speed (tests) it grades
in its thread, as the engine hosts no bot process then either, and by the expert alone (the
solver's grades of heads-up turns and rivers, seconds of NumPy each, are made in the process).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import replace

from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from engine.core.processes import WorkerPool
from engine.play.arena import derive_seed
from engine.storage.grades import grading_job
from engine.storage.grades.grading_job import GradeTask
from engine.storage.grades.grading_job import TaskResult
from engine.storage.grades.grading_job import grade_task
from engine.storage.grades.grading_job import load_grades
from engine.storage.grades.grading_job import run_grading
from engine.storage.grades.grading_job import tasks_for
from engine.storage.grades.grading_reads import RunningReads
from engine.storage.hands import HandData
from engine.storage.store import Store
from engine.teaching.grading.grader import GRADER_SAMPLES
from engine.teaching.grading.grader import DecisionGrade
from gui.base.background import Background
from gui.base.background import in_python_thread

#: The grading seed of the review (as :func:`engine.storage.grades.grading_job.tasks_for`'s
#: default),
#: so a hand graded live and a hand graded after a restart get the same expert.
REVIEW_SEED = 0


@dataclass(frozen=True, slots=True)
class GradedHands:
    """Grades by hand number, for the game numbered ``game`` (older games' answers are
    dropped)."""

    game: int
    hands: Mapping[int, tuple[DecisionGrade, ...]]


def _by_hand(store: Store, session_id: int, seat: int) -> dict[int, tuple[DecisionGrade, ...]]:
    out: dict[int, list[DecisionGrade]] = {}
    for stored in load_grades(store, session_id, seat):
        out.setdefault(stored.hand, []).append(stored.grade)
    return {hand: tuple(grades) for hand, grades in out.items()}


class _Grader:
    """One process that grades the review's hands, one at a time, started when first asked.

    :meth:`grade` waits for the answer in the review's thread without holding the interpreter,
    and gives up (``None``), ending the process, as soon as ``cancelling`` says so (Felt's
    quit shuts every thread down: it never waits for a grade); :meth:`close` ends it at once.
    An idle process left at the end is ended with Felt (the pool's exit handler).
    """

    WAIT_S = 0.05  # how often a wait asks whether the review is being shut down

    def __init__(self, cancelling: Callable[[], bool]) -> None:
        self._cancelling = cancelling
        self._pool: WorkerPool | None = None

    def grade(self, task: GradeTask) -> TaskResult | None:
        if self._pool is None:  # a fresh interpreter, safe beside the window's threads
            self._pool = in_python_thread(WorkerPool, 1, None, True)
        pending = self._pool.submit(grade_task, task)
        while not self._cancelling():
            try:
                return pending.result(self.WAIT_S)
            except TimeoutError:
                continue
        self.close()  # Felt is quitting (every thread is shut down): the grade is not waited for
        return None

    def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            in_python_thread(_ended, pool)


def _ended(pool: WorkerPool) -> None:
    pool.terminate()


class _Cancelled(Exception):
    """The review was shut down while a grade was being made elsewhere."""


def _unless_cancelled(operation: Callable[[], GradedHands]) -> Callable[[], GradedHands]:
    """``operation``, answering "no game" (dropped on arrival) when the review is shut down
    while its grade was being made elsewhere, instead of reporting a failure."""
    def run() -> GradedHands:
        try:
            return operation()
        except _Cancelled:
            return GradedHands(-1, {})
    return run


class ReviewGrading(QObject):
    """Grades the coached person's hands in a thread of its own (``felt-review``)."""

    graded = Signal(object)  # GradedHands
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work = Background("review", self)
        self._grader = _Grader(lambda: self._work.cancelling)
        self._work.failed.connect(self.failed)
        self.game = 0
        self.seat: int | None = None
        self.store: Store | None = None
        self.session_id: int | None = None
        self._finished: dict[int, HandData] = {}  # hands the engine finished, not yet shown
        self._played: list[HandData] = []  # this game's hands, for the reads of an unsaved one
        self._reads = RunningReads()  # counted in the review's thread, one hand at a time
        self._stored_read: list[bool] = []  # filled once the reads counted the stored hands
        #: grade in a process of its own (an animated table); ``False``: in the thread
        self.elsewhere = False

    def _solver(self) -> bool:
        """Whether the review's grades ask the solver: only in a process of its own, as a
        solve in a thread of the window's process (seconds of NumPy and Python) would hold the
        interpreter the window needs to draw. At instant speed the expert grades alone."""
        return self.elsewhere and grading_job.SOLVER_GRADES

    def _grade(self, task: GradeTask) -> TaskResult:
        """One task graded where :attr:`elsewhere` says (in the review's thread)."""
        if not self.elsewhere:
            return grade_task(task)
        result = self._grader.grade(task)
        if result is None:
            raise _Cancelled
        return result

    def new_game(self, seat: int | None) -> None:
        """Grade ``seat``'s decisions from now on (``None``: nobody's)."""
        self.game += 1
        self.seat = seat
        self.session_id = None
        self._finished.clear()
        self._played.clear()
        self._reads = RunningReads()
        self._stored_read = []

    def follow(self, store: Store | None, session_id: int | None) -> None:
        """The game is (or is not) saved as ``session_id``; the first time it is told, the
        hands the session already holds are graded and every stored grade is shown."""
        if session_id is None or session_id == self.session_id:
            return
        self.session_id = session_id
        self.store = store
        seat, game = self.seat, self.game
        if seat is None or store is None or store.read_only:
            return
        work = self._work

        def catch_up() -> GradedHands:
            records = [r for r in store.hands(session_id) if r.person_seat == seat]
            run_grading(store, tasks_for(records, REVIEW_SEED, solver=self._solver()), workers=0,
                        stop=lambda: work.cancelling, grade=self._grade)
            return GradedHands(game, _by_hand(store, session_id, seat))

        work.submit(_unless_cancelled(catch_up), self._done)

    def take_hand(self, data: HandData) -> None:
        """A hand the engine finished (ahead of the table); graded when the table shows its
        end (:meth:`hand_shown`)."""
        self._played.append(data)
        if self.seat is not None and self.seat in data.seats:
            self._finished[data.hand_number] = data

    def hand_shown(self, hand_number: int) -> None:
        """The table shows the end of hand ``hand_number``: grade the person's decisions."""
        data = self._finished.pop(hand_number, None)
        seat, game = self.seat, self.game
        if data is None or seat is None:
            return
        session_id, store = self.session_id, self.store
        key = 0 if session_id is None else session_id
        task = GradeTask(key, hand_number, seat,
                         derive_seed(REVIEW_SEED, key, hand_number, seat), GRADER_SAMPLES,
                         json.dumps(data.to_json()), solver=self._solver())
        reads = self._reads
        earlier = [d for d in self._played if d.hand_number < hand_number]
        if store is None or store.read_only or session_id is None:

            def grade_unsaved() -> GradedHands:
                read = replace(task, reads=reads.before(earlier, hand_number))
                return GradedHands(game, {hand_number: self._grade(read).grades})

            self._work.submit(_unless_cancelled(grade_unsaved), self._done)
            return

        stored = self._stored_read  # the session's stored hands, read once a game

        def grade_saved() -> GradedHands:
            # The first time, the hands the session held before this window played on are
            # counted; later only this game's hands are new to the reads (each counted once):
            # reading every stored hand again for each hand graded grew with the session.
            hands = earlier
            if not stored:
                stored.append(True)
                hands = [r.data for r in store.hands(session_id) if r.origin is None]
            run_grading(store, [replace(task, reads=reads.before(hands, hand_number))],
                        workers=0, grade=self._grade)
            return GradedHands(game, _by_hand(store, session_id, seat))

        self._work.submit(_unless_cancelled(grade_saved), self._done)

    def _done(self, result: GradedHands) -> None:
        if result.game == self.game:
            self.graded.emit(result)

    def shutdown(self) -> None:
        self._work.shutdown()
        self._grader.close()

"""The coach computes in a thread of its own, so the table never waits for it.

The window sends each event the table shows (:meth:`CoachThread.feed`), numbered. The worker
files every event (cheap) but computes a report only for the newest one: when events come
faster than reports (instant speed, a bot acting quickly), the reports for events already
overtaken are skipped before they start, and one that finishes after a newer event was sent
is dropped on arrival. Reports cross back as frozen values by signal.

Tests: tests/gui/teaching/coach/test_coach_dock.py, tests/gui/teaching/coach/test_coach_reading.py,
tests/gui/teaching/coach/test_icm_view.py
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from engine.rules.events import HandEnded
from engine.storage.hands import HandRecord
from engine.teaching.coach.coach import CoachReport
from engine.teaching.coach.icm_advice import TournamentAdvice
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.coach.table_coach import TableCoach
from gui.base.background import Background
from gui.base.background import Newest


@dataclass(frozen=True, slots=True)
class CoachResult:
    """A report for the event numbered ``serial`` (``report`` ``None``: nothing to read,
    e.g. between hands or after the person folded)."""

    serial: int
    report: CoachReport | None
    seconds: float
    advice: TournamentAdvice | None = None  # at a tournament table
    question: SolverQuestion | None = None  # the person's turn or river decision, heads-up


class CoachWorker:
    """Owns the :class:`TableCoach`; used only by operations in the coach thread."""

    def __init__(self) -> None:
        self._coach: TableCoach | None = None

    def new_game(self, seat: int, prizes: tuple[float, ...] = ()) -> None:
        self._coach = TableCoach(seat, prizes=prizes)

    def catch_up(self, hands: Sequence[HandRecord]) -> None:
        """File a continued session's earlier hands, oldest first, as if they had just been
        played: the coach reads the opponents from them as the uninterrupted game's coach
        did (the reads count each hand once; only hands the person was dealt into count)."""
        coach = self._coach
        if coach is None:
            return
        for hand in hands:
            coach.feed(hand.events())
        coach.forget_hand()  # nothing of the last earlier hand is left to report on

    def feed(self, serial: int, events: tuple[object, ...], active: bool,
             newest: Newest) -> CoachResult | None:
        """File ``events``; for the newest event (or a hand's end) the report, when anybody
        looks (``active``)."""
        coach = self._coach
        if coach is None:
            return None
        coach.feed(events)
        if not active:
            return None  # nobody looks: the events are filed, nothing is computed
        if not newest.current(serial) and not any(isinstance(e, HandEnded) for e in events):
            return None  # a newer event is on its way: its report replaces this one
        start = time.perf_counter()
        report = coach.report()
        advice = coach.advice(report)
        question = coach.solver_question()
        return CoachResult(serial, report, time.perf_counter() - start, advice, question)


class CoachThread(QObject):
    """The window's handle on the coach thread. Methods are called in the GUI thread."""

    result = Signal(object)  # CoachResult
    failed = Signal(str)  # a bug in the coach, as a traceback: it never stops the game

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # The number of the newest event sent; read by the worker (a stale value only costs
        # one report too many, or one too few).
        self._newest = Newest()
        self._active = False
        #: A tournament's prizes, first place first, for the next game (empty: a cash game).
        self.prizes: tuple[float, ...] = ()
        self.worker = CoachWorker()
        self._work = Background("coach", self)
        self._work.failed.connect(self.failed)
        self.qthread = self._work.qthread

    @property
    def latest(self) -> int:
        """The number of the newest event sent."""
        return self._newest.serial

    def set_active(self, active: bool) -> None:
        """Compute reports (the coach is shown) or only file events."""
        self._active = active

    def new_game(self, seat: int) -> None:
        """A fresh coach for the person at ``seat``. It values stacks by :attr:`prizes` (set
        before; empty: chips are money)."""
        worker, prizes = self.worker, self.prizes
        self._work.submit(lambda: worker.new_game(seat, prizes))

    def catch_up(self, hands: Sequence[HandRecord]) -> None:
        """A continued session's earlier hands for the coach (after :meth:`new_game`, before
        the continued game's events): replayed in the coach's thread."""
        worker = self.worker
        self._work.submit(lambda: worker.catch_up(hands))

    def feed(self, events: tuple[object, ...]) -> int:
        """Send events; returns their number (a report for an older number is stale)."""
        serial = self._newest.take()
        worker, newest = self.worker, self._newest
        # Whether anybody looks is read when the events' turn comes, as it is then.
        self._work.submit(lambda: worker.feed(serial, events, self._active, newest), self._fed)
        return serial

    def _fed(self, result: CoachResult | None) -> None:
        if result is not None:
            self.result.emit(result)

    def shutdown(self) -> None:
        """End the thread (waits for a report being computed, a few tens of milliseconds)."""
        self._work.shutdown()

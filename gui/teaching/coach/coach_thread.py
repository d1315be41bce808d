"""The coach computes in a thread of its own, so the table never waits for it.

The window sends each event the table shows (:meth:`CoachThread.feed`), numbered. The worker
files every event (cheap) but computes a report only for the newest one: when events come
faster than reports (instant speed, a bot acting quickly), the reports for events already
overtaken are skipped before they start, and one that finishes after a newer event was sent
is dropped on arrival. Reports and reviews cross back as frozen values by signal.
"""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, Signal, Slot

from engine.rules.events import HandEnded
from engine.teaching.coach.coach import CoachReport
from engine.teaching.coach.table_coach import TableCoach


@dataclass(frozen=True, slots=True)
class CoachResult:
    """A report for the event numbered ``serial`` (``report`` ``None``: nothing to read,
    e.g. between hands or after the person folded)."""

    serial: int
    report: CoachReport | None
    seconds: float


class _Latest:
    """The number of the newest event sent and whether anybody looks at the coach; written
    by the GUI thread, read by the worker (plain attributes: reading a stale value only costs
    one report too many, or one too few)."""

    __slots__ = ("active", "serial")

    def __init__(self) -> None:
        self.serial = 0
        self.active = False


class CoachWorker(QObject):
    """Lives in the coach thread; owns the :class:`TableCoach`."""

    result = Signal(object)  # CoachResult
    reviewed = Signal(object)  # HandReview
    failed = Signal(str)

    def __init__(self, latest: _Latest) -> None:
        super().__init__()
        self._latest = latest
        self._coach: TableCoach | None = None

    @Slot(int, int)
    def new_game(self, seat: int, seed: int) -> None:
        self._coach = TableCoach(seat, seed)

    @Slot(int, object)
    def feed(self, serial: int, events: tuple[object, ...]) -> None:
        coach = self._coach
        if coach is None:
            return
        try:
            before = len(coach.reviews)
            active = self._latest.active
            coach.feed(events, review=active)
            for review in coach.reviews[before:]:
                self.reviewed.emit(review)
            if not active:
                return  # nobody looks: the events are filed, nothing is computed
            if serial != self._latest.serial and not any(
                    isinstance(e, HandEnded) for e in events):
                return  # a newer event is on its way: its report replaces this one
            start = time.perf_counter()
            report = coach.report()
            self.result.emit(CoachResult(serial, report, time.perf_counter() - start))
        except Exception:  # a bug in the coach must never stop the game
            self.failed.emit(traceback.format_exc())


class CoachThread(QObject):
    """The window's handle on the coach thread. Methods are called in the GUI thread."""

    _new_game = Signal(int, int)
    _feed = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._latest = _Latest()
        self.qthread = QThread()
        self.qthread.setObjectName("felt-coach")
        self.worker = CoachWorker(self._latest)
        self.worker.moveToThread(self.qthread)
        self._new_game.connect(self.worker.new_game)
        self._feed.connect(self.worker.feed)
        self.qthread.finished.connect(self.worker.deleteLater)
        self.result = self.worker.result
        self.reviewed = self.worker.reviewed
        self.failed = self.worker.failed
        self.qthread.start()

    @property
    def latest(self) -> int:
        """The number of the newest event sent."""
        return self._latest.serial

    def set_active(self, active: bool) -> None:
        """Compute reports and reviews (the coach is shown) or only file events."""
        self._latest.active = active

    def new_game(self, seat: int, seed: int = 0) -> None:
        self._new_game.emit(seat, seed)

    def feed(self, events: tuple[object, ...]) -> int:
        """Send events; returns their number (a report for an older number is stale)."""
        self._latest.serial += 1
        serial = self._latest.serial
        self._feed.emit(serial, events)
        return serial

    def shutdown(self) -> None:
        """End the thread (waits for a report being computed, a few tens of milliseconds)."""
        if self.qthread.isRunning():
            self.qthread.quit()
            self.qthread.wait()

"""The replayer computes in a thread of its own: equities of the hands shown, and the computer
players' reasons found again by replaying the session.

The replayer window asks (:meth:`ReplayThread.equity`, :meth:`ReplayThread.thoughts`) and
never waits: answers come back by signal as frozen values. Stepping quickly asks for many
steps; a request for a step the person has already left is skipped before it starts, unless
it was asked for the chart (those are kept). Equal jobs are computed once per window.
"""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, Signal, Slot

from engine.bots.explain import Thought
from engine.core.errors import FeltError
from engine.storage.store import Store
from engine.storage.thoughts import hand_thoughts
from engine.teaching.figures.replay_equity import EquityJob, StepEquity, step_equity


@dataclass(frozen=True, slots=True)
class EquityDone:
    """The equities of ``job`` and how long they took (0 when found in the cache)."""

    job: EquityJob
    result: StepEquity
    seconds: float


@dataclass(frozen=True, slots=True)
class ThoughtsDone:
    """A hand's reasons, one per decision (``None`` for a person's), or why there are none
    (``error``: the engine's code)."""

    session_id: int
    hand_number: int
    thoughts: tuple[Thought | None, ...]
    error: str | None
    seconds: float


class _Latest:
    """The newest step request; written by the GUI thread, read by the worker."""

    __slots__ = ("serial",)

    def __init__(self) -> None:
        self.serial = 0


class ReplayWorker(QObject):
    """Lives in the replay thread."""

    equity_done = Signal(object)  # EquityDone
    thoughts_done = Signal(object)  # ThoughtsDone
    failed = Signal(str)

    def __init__(self, latest: _Latest) -> None:
        super().__init__()
        self._latest = latest
        self._cache: dict[EquityJob, StepEquity] = {}

    @Slot(int, object, bool)
    def equity(self, serial: int, job: EquityJob, keep: bool) -> None:
        found = self._cache.get(job)
        if found is not None:
            self.equity_done.emit(EquityDone(job, found, 0.0))
            return
        if not keep and serial != self._latest.serial:
            return  # the person has moved on; the newer step's request follows
        try:
            start = time.perf_counter()
            result = step_equity(job)
            self._cache[job] = result
            self.equity_done.emit(EquityDone(job, result, time.perf_counter() - start))
        except Exception:  # a damaged hand must never stop the replayer
            self.failed.emit(traceback.format_exc())

    @Slot(object, int, int)
    def thoughts(self, store: Store, session_id: int, hand_number: int) -> None:
        start = time.perf_counter()
        try:
            found = hand_thoughts(store, session_id, hand_number)
            error = None
        except FeltError as exc:
            found, error = (), exc.code
        except Exception:
            self.failed.emit(traceback.format_exc())
            found, error = (), "failed"
        self.thoughts_done.emit(ThoughtsDone(session_id, hand_number, found, error,
                                             time.perf_counter() - start))


class ReplayThread(QObject):
    """A replayer's handle on its thread. Methods are called in the GUI thread."""

    _equity = Signal(int, object, bool)
    _thoughts = Signal(object, int, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._latest = _Latest()
        self.qthread = QThread(self)  # owned by Qt: never collected while it runs
        self.qthread.setObjectName("felt-replay")
        self.worker = ReplayWorker(self._latest)
        self.worker.moveToThread(self.qthread)
        self._equity.connect(self.worker.equity)
        self._thoughts.connect(self.worker.thoughts)
        self.qthread.finished.connect(self.worker.deleteLater)
        self.equity_done = self.worker.equity_done
        self.thoughts_done = self.worker.thoughts_done
        self.failed = self.worker.failed
        self.qthread.start()
        if parent is not None:
            # A window deleted without being closed (or collected at exit) still ends the
            # thread: its owner's destruction comes before its children's.
            qthread = self.qthread
            parent.destroyed.connect(lambda *_: _stop(qthread))

    def equity(self, job: EquityJob, keep: bool = False) -> None:
        """Ask for a step's equities; ``keep``: compute even after the person moved on."""
        if not keep:
            self._latest.serial += 1
        self._equity.emit(self._latest.serial, job, keep)

    def thoughts(self, store: Store, session_id: int, hand_number: int) -> None:
        self._thoughts.emit(store, session_id, hand_number)

    def shutdown(self) -> None:
        """End the thread (waits for a computation under way: a second at most)."""
        _stop(self.qthread)


def _stop(qthread: QThread) -> None:
    if qthread.isRunning():
        qthread.quit()
        qthread.wait()

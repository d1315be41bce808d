"""The replayer computes in a thread of its own: equities of the hands shown, and the computer
players' reasons found again by replaying the session.

The replayer window asks (:meth:`ReplayThread.equity`, :meth:`ReplayThread.thoughts`) and
never waits: answers come back by signal as frozen values. Stepping quickly asks for many
steps; a request for a step the person has already left is skipped before it starts, unless
it was asked for the chart (those are kept). Equal jobs are computed once per window.

Tests: tests/gui/history/test_replay_insights.py, tests/gui/history/test_history_panel.py,
tests/gui/history/test_history_people.py
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from engine.bots.explain import Thought
from engine.core.errors import FeltError
from engine.storage.store import Store
from engine.storage.thoughts import hand_thoughts
from engine.teaching.figures.replay_equity import EquityJob
from engine.teaching.figures.replay_equity import StepEquity
from engine.teaching.figures.replay_equity import step_equity
from gui.base.background import Background


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


class ReplayThread(QObject):
    """A replayer's handle on its thread. Methods are called in the GUI thread."""

    equity_done = Signal(object)  # EquityDone
    thoughts_done = Signal(object)  # ThoughtsDone
    failed = Signal(str)  # a damaged hand, as a traceback: it never stops the replayer

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Equal jobs are computed once: only the thread's operations read and write this.
        self._cache: dict[EquityJob, StepEquity] = {}
        # A window deleted without being closed (or collected at exit) still ends the
        # thread (gui/base/background.py).
        self._work = Background("replay", self)
        self._work.failed.connect(self.failed)
        self.qthread = self._work.qthread

    def equity(self, job: EquityJob, keep: bool = False) -> None:
        """Ask for a step's equities; ``keep``: compute even after the person moved on."""
        # A step the person has already left is skipped before it starts; every answer
        # computed is delivered (the replayer keeps them all).
        self._work.submit(lambda: self._step_equity(job), self.equity_done.emit,
                          latest=not keep, drop_late=False)

    def _step_equity(self, job: EquityJob) -> EquityDone:
        found = self._cache.get(job)
        if found is not None:
            return EquityDone(job, found, 0.0)
        start = time.perf_counter()
        result = step_equity(job)
        self._cache[job] = result
        return EquityDone(job, result, time.perf_counter() - start)

    def thoughts(self, store: Store, session_id: int, hand_number: int) -> None:
        start = time.perf_counter()

        def find() -> ThoughtsDone:
            try:
                found: tuple[Thought | None, ...] = hand_thoughts(store, session_id,
                                                                  hand_number)
                error = None
            except FeltError as exc:
                found, error = (), exc.code
            return ThoughtsDone(session_id, hand_number, found, error,
                                time.perf_counter() - start)

        def failed(text: str) -> None:
            self.failed.emit(text)
            self.thoughts_done.emit(ThoughtsDone(session_id, hand_number, (), "failed",
                                                 time.perf_counter() - start))

        self._work.submit(find, self.thoughts_done.emit, failed)

    def shutdown(self) -> None:
        """End the thread (waits for a computation under way: a second at most)."""
        self._work.shutdown()

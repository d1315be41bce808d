"""Grading the person's hands from the window: off the GUI thread, with progress and a stop.

The job is :func:`engine.storage.grades.grading_job.run_grading` over every hand of the history
where
the person had a seat (their live and practice games, and imported hands whose name is marked
"This is me"), on :data:`GRADING_WORKERS` worker processes, started from one
:class:`~gui.base.background.Background` thread so the window only receives progress signals.
A stop (Cancel, or Felt closing) ends it after the hand being graded; what was graded is kept,
and the next run skips it, so a run stopped by a quit goes on where it stopped. A run marks
its start in the database (:mod:`engine.storage.grades.grading_mark`) and clears the mark when it
finishes or the person cancels; a run stopped by Felt quitting keeps it, and the next "Your
play" window resumes it by itself (:attr:`GradingRun.interrupted`). When it ends, the person's
blunders join the "your spots" queue.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading

from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from engine.core.errors import FeltError
from engine.storage.grades.grading_job import JobReport
from engine.storage.grades.grading_job import StoredGrade
from engine.storage.grades.grading_job import run_grading
from engine.storage.grades.grading_job import tasks_for
from engine.storage.grades.grading_mark import clear_grading_mark
from engine.storage.grades.grading_mark import grading_unfinished
from engine.storage.grades.grading_mark import mark_grading_started
from engine.storage.grades.play_report import blunders
from engine.storage.grades.play_report import person_decisions
from engine.storage.grades.your_spots import add_spots
from engine.storage.store import Store
from gui.base.background import Background

#: Worker processes that grade (the issue's speed target is measured with two).
GRADING_WORKERS = 2
#: How much lower the workers' priority is than the window's (Unix niceness).
WORKER_NICENESS = 10


def nice_workers() -> None:
    """Lower the worker processes' priority (asked once, when the first result is in): on a
    busy machine the window's own process then gets the processor first and stays fluid."""
    setpriority = getattr(os, "setpriority", None)
    if setpriority is None:  # not on Windows
        return
    for child in multiprocessing.active_children():
        if child.pid is not None:
            with contextlib.suppress(OSError):
                setpriority(os.PRIO_PROCESS, child.pid, WORKER_NICENESS)


class GradingRun(QObject):
    """One grading job at a time. ``progressed`` carries (hands done, hands to do),
    ``finished`` the :class:`JobReport`, ``failed`` a traceback."""

    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, store: Store, blunder_bb: float, workers: int = GRADING_WORKERS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.blunder_bb = blunder_bb
        self.workers = workers
        self.running = False
        self._stop = threading.Event()
        self._niced = False
        self._work = Background("grading", self)
        self._work.progressed.connect(self._report)

    def start(self) -> bool:
        """Start grading (``False`` if a run is on already)."""
        if self.running:
            return False
        self.running = True
        self._niced = False
        self._stop.clear()
        with contextlib.suppress(FeltError):  # a database that cannot be written: no mark
            mark_grading_started(self.store)
        self._work.submit(self._run, self._done, self._fail)
        return True

    def interrupted(self) -> bool:
        """Whether a run was left unfinished by a quit (and none runs now)."""
        return not self.running and grading_unfinished(self.store)

    def cancel(self) -> None:
        """Stop after the hand being graded; what is graded is kept."""
        self._stop.set()

    def _stopping(self) -> bool:
        if not self._niced:
            self._niced = True
            nice_workers()
        return self._stop.is_set() or self._work.cancelling

    def _run(self) -> JobReport:  # in the thread
        records = [r for r in self.store.hands() if r.person_seat is not None]
        tasks = tasks_for(records)
        self._work.report((0, len(tasks)))
        report = run_grading(self.store, tasks, self.workers,
                             progress=lambda done, todo: self._work.report((done, todo)),
                             stop=self._stopping)
        if not report.stopped or self._stop.is_set():  # done, or the person cancelled
            clear_grading_mark(self.store)
        worst = blunders(person_decisions(self.store, records), self.blunder_bb)
        add_spots(self.store, [StoredGrade(d.session_id, d.hand, d.grade) for d in worst])
        return report

    def _report(self, value: object) -> None:
        if isinstance(value, tuple):
            self.progressed.emit(int(value[0]), int(value[1]))

    def _done(self, report: JobReport) -> None:
        self.running = False
        self.finished.emit(report)

    def _fail(self, text: str) -> None:
        self.running = False
        with contextlib.suppress(FeltError):  # a run that fails would fail at every opening
            clear_grading_mark(self.store)
        self.failed.emit(text)

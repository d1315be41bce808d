"""The advisor computes in a thread of its own, so the table never waits for the expert.

The window sends each event the table shows, numbered (:meth:`AdviceThread.feed`); the worker
files them in an :class:`~engine.teaching.practice.advisor.Advisor` and, at the person's turn,
sends the
expert's :class:`~engine.bots.explain.Thought` back with the number of the event it answers. A
suggestion for an event the table has already left behind is dropped by the window.

Tests: tests/gui/teaching/practice/test_practice_german.py, tests/gui/access/test_field_names.py,
tests/gui/access/test_keyboard_only.py
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from engine.bots.explain import Thought
from engine.teaching.practice.advisor import Advisor
from gui.base.background import Background


class AdviceWorker:
    """Owns the :class:`Advisor`; used only by operations in the advice thread."""

    def __init__(self) -> None:
        self._advisor: Advisor | None = None

    def new_game(self, seat: int, seed: int) -> None:
        self._advisor = Advisor(seat, seed)

    def stop(self) -> None:
        self._advisor = None

    def feed(self, events: tuple[object, ...]) -> Thought | None:
        advisor = self._advisor
        return advisor.feed(events) if advisor is not None else None


class AdviceThread(QObject):
    """The window's handle on the advice thread. Methods are called in the GUI thread."""

    advised = Signal(int, object)  # serial, Thought
    failed = Signal(str)  # a bug in the advisor, as a traceback: it never stops the game

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.serial = 0
        self.worker = AdviceWorker()
        self._work = Background("advisor", self)
        self._work.failed.connect(self.failed)
        self.qthread = self._work.qthread

    def new_game(self, seat: int, seed: int = 0) -> None:
        """Advise the person at ``seat`` from now on (a fresh expert; any 64-bit seed)."""
        worker = self.worker
        self._work.submit(lambda: worker.new_game(seat, seed))

    def stop(self) -> None:
        """No advice (a game without the advisor)."""
        self._work.submit(self.worker.stop)

    def feed(self, events: tuple[object, ...]) -> int:
        """Send events; returns their number."""
        self.serial += 1
        serial, worker = self.serial, self.worker
        self._work.submit(lambda: worker.feed(events),
                          lambda thought: self._advise(serial, thought))
        return self.serial

    def _advise(self, serial: int, thought: Thought | None) -> None:
        if thought is not None:
            self.advised.emit(serial, thought)

    def shutdown(self) -> None:
        self._work.shutdown()

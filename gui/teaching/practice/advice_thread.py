"""The advisor computes in a thread of its own, so the table never waits for the expert.

The window sends each event the table shows, numbered (:meth:`AdviceThread.feed`); the worker
files them in an :class:`~engine.teaching.practice.advisor.Advisor` and, at the person's turn,
sends the
expert's :class:`~engine.bots.explain.Thought` back with the number of the event it answers. A
suggestion for an event the table has already left behind is dropped by the window.
"""

from __future__ import annotations

import traceback

from PySide6.QtCore import QObject, QThread, Signal, Slot

from engine.teaching.practice.advisor import Advisor


class AdviceWorker(QObject):
    """Lives in the advice thread; owns the :class:`Advisor`."""

    advised = Signal(int, object)  # serial, Thought
    failed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self._advisor: Advisor | None = None

    @Slot(int, int)
    def new_game(self, seat: int, seed: int) -> None:
        self._advisor = Advisor(seat, seed)

    @Slot()
    def stop(self) -> None:
        self._advisor = None

    @Slot(int, object)
    def feed(self, serial: int, events: tuple[object, ...]) -> None:
        advisor = self._advisor
        if advisor is None:
            return
        try:
            thought = advisor.feed(events)
        except Exception:  # a bug in the advisor must never stop the game
            self.failed.emit(traceback.format_exc())
            return
        if thought is not None:
            self.advised.emit(serial, thought)


class AdviceThread(QObject):
    """The window's handle on the advice thread. Methods are called in the GUI thread."""

    _new_game = Signal(int, int)
    _stop = Signal()
    _feed = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.serial = 0
        self.qthread = QThread()
        self.qthread.setObjectName("felt-advisor")
        self.worker = AdviceWorker()
        self.worker.moveToThread(self.qthread)
        self._new_game.connect(self.worker.new_game)
        self._stop.connect(self.worker.stop)
        self._feed.connect(self.worker.feed)
        self.qthread.finished.connect(self.worker.deleteLater)
        self.advised = self.worker.advised
        self.failed = self.worker.failed
        self.qthread.start()

    def new_game(self, seat: int, seed: int = 0) -> None:
        """Advise the person at ``seat`` from now on (a fresh expert)."""
        self._new_game.emit(seat, seed)

    def stop(self) -> None:
        """No advice (a game without the advisor)."""
        self._stop.emit()

    def feed(self, events: tuple[object, ...]) -> int:
        """Send events; returns their number."""
        self.serial += 1
        self._feed.emit(self.serial, events)
        return self.serial

    def shutdown(self) -> None:
        if self.qthread.isRunning():
            self.qthread.quit()
            self.qthread.wait()

"""Work off the GUI thread: one named thread, operations run in order, answers by signal.

Why one helper: the engine, the coach, the advisor, the range comparison, the replayer and
the import each need a thread of their own, and each needs the same care, which six copies
got in six slightly different ways: a name for the thread (it shows in a debugger and in the
lifetime test), the worker moved to the thread, results crossing back as immutable values by
queued signal, a failure that reaches the window as text instead of killing the thread, stale
requests skipped when the person has already moved on, and a shutdown that ends the thread
within :data:`SHUTDOWN_MS` whatever is open, so quitting Felt never leaves a process behind
holding the database lock.

The shape follows the idea of Anki's ``QueryOp``: a request is an *operation* (a callable run
in the thread) with what to do on *success* and on *failure* (both called back in the GUI
thread) and, for long work, *progress* reports. Two ways to use a :class:`Background`:

- :meth:`Background.submit` an operation; ``latest=True`` makes it one of a series in which
  only the newest request counts: a request overtaken before it starts is skipped, and the
  answer of one overtaken while it ran is dropped on arrival.
- ``hosted``: a ``QObject`` with slots of its own that lives in the thread (the engine worker,
  which keeps its own flow control with timers); the helper moves it there and deletes it when
  the thread ends.

Every :class:`Background` still running is listed, so :func:`shutdown_all` can end them all
when the main window closes.
"""

from __future__ import annotations

import sys
import threading
import traceback
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import QThread
from PySide6.QtCore import Signal
from PySide6.QtCore import Slot
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget

from engine.core.processes import end_every_pool

#: How long a shutdown waits for the thread to end (milliseconds). Operations are short (a
#: report, an equity, a bot's decision) or poll :attr:`Background.cancelling` (an import).
SHUTDOWN_MS = 2000
#: Prefix of every thread's name, so Felt's threads are told from Qt's own.
THREAD_PREFIX = "felt-"

_LIVE: weakref.WeakSet[Background] = weakref.WeakSet()


@dataclass(frozen=True, slots=True)
class _Request:
    serial: int
    operation: Callable[[], object]
    latest: bool


class Newest:
    """The number of the newest request of a "latest wins" series.

    Written by the GUI thread, read by the worker: a plain attribute, since reading a value a
    moment old only costs one computation too many or one too few.
    """

    __slots__ = ("serial",)

    def __init__(self) -> None:
        self.serial = 0

    def take(self) -> int:
        """A number for a new request; every earlier one is overtaken from now on."""
        self.serial += 1
        return self.serial

    def current(self, serial: int) -> bool:
        return serial == self.serial


class _Runner(QObject):
    """Lives in the thread and runs the submitted operations in order."""

    succeeded = Signal(int, object)  # serial, result
    failed = Signal(int, str)  # serial, traceback text
    progressed = Signal(object)

    def __init__(self, newest: Newest, cancel: threading.Event) -> None:
        super().__init__()
        self._newest = newest
        self._cancel = cancel

    @Slot(object)
    def run(self, request: _Request) -> None:
        if self._cancel.is_set():
            return  # shutting down: what still waits is dropped
        if request.latest and not self._newest.current(request.serial):
            return  # overtaken before it started: the newer request follows
        try:
            result = request.operation()
        except Exception:  # reported to the window; the thread lives on
            self.failed.emit(request.serial, traceback.format_exc())
            return
        self.succeeded.emit(request.serial, result)


Success = Callable[[Any], None]
Failure = Callable[[str], None]


class Background(QObject):
    """A named thread of Felt's and the GUI thread's handle on it.

    Methods are called in the GUI thread (the one that made the handle); callbacks come back
    there too.

    :param name: the thread is called ``felt-<name>``.
    :param hosted: a ``QObject`` (without parent) to live in the thread with its own slots.
    :param at_end: called in the thread as it ends, before ``hosted`` is deleted (the
        engine worker stops its timers and the bot process there).
    :param start: start the thread now (else :meth:`start`).
    """

    #: Traceback text of an operation that raised and had no failure callback of its own.
    failed = Signal(str)
    #: What an operation reported through :meth:`report` (an import's progress).
    progressed = Signal(object)

    _submit = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None, *,
                 hosted: QObject | None = None, at_end: Callable[[], None] | None = None,
                 start: bool = True) -> None:
        super().__init__(parent)
        self.name = THREAD_PREFIX + name
        self.newest = Newest()
        self._cancel = threading.Event()
        self._serial = 0
        self._callbacks: dict[int, tuple[Success | None, Failure | None, bool]] = {}
        self.qthread = QThread()
        self.qthread.setObjectName(self.name)
        self._runner = _Runner(self.newest, self._cancel)
        self._runner.moveToThread(self.qthread)
        self._submit.connect(self._runner.run)
        self._runner.succeeded.connect(self._succeeded)
        self._runner.failed.connect(self._failed)
        self._runner.progressed.connect(self.progressed)
        if at_end is not None:
            self.qthread.finished.connect(at_end, Qt.ConnectionType.DirectConnection)
        self.qthread.finished.connect(self._runner.deleteLater)
        self.hosted = hosted
        if hosted is not None:
            hosted.moveToThread(self.qthread)
            self.qthread.finished.connect(hosted.deleteLater)
        # Deleted by its owner without a shutdown (a window destroyed unclosed): the thread
        # still ends before Qt deletes it, which would otherwise abort the program.
        qthread, runner = self.qthread, self._runner
        self.destroyed.connect(lambda *_: _end(qthread, SHUTDOWN_MS, runner, hosted))
        _LIVE.add(self)
        if start:
            self.start()

    # ------------------------------------------------------------------ the GUI thread's side

    def start(self) -> None:
        if not self.qthread.isRunning() and not self._cancel.is_set():
            self.qthread.start()

    @property
    def running(self) -> bool:
        return self.qthread.isRunning()

    @property
    def cancelling(self) -> bool:
        """True once a shutdown began: a long operation polls this and returns early."""
        return self._cancel.is_set()

    def submit(self, operation: Callable[[], object], on_success: Success | None = None,
               on_failure: Failure | None = None, *, latest: bool = False,
               drop_late: bool = True) -> int:
        """Run ``operation`` in the thread, after those submitted before; returns its number.

        :param on_success: called in the GUI thread with the operation's result.
        :param on_failure: called with the traceback text if it raised (else :attr:`failed`
            is emitted).
        :param latest: one of a series where only the newest request counts: skipped if
            overtaken before it starts.
        :param drop_late: with ``latest``, its answer is also dropped if overtaken while it
            ran (``False``: delivered anyway, for a receiver that keeps every answer).
        """
        if self._cancel.is_set():
            return 0
        if latest:
            serial = self.newest.take()
        else:
            self._serial -= 1  # negative: never confused with a "latest" number
            serial = self._serial
        if on_success is not None or on_failure is not None:
            self._callbacks[serial] = (on_success, on_failure, latest and drop_late)
        self._submit.emit(_Request(serial, operation, latest))
        return serial

    def report(self, value: object) -> None:
        """Called from an operation in the thread: :attr:`progressed` carries ``value``."""
        self._runner.progressed.emit(value)

    def shutdown(self, timeout_ms: int = SHUTDOWN_MS) -> bool:
        """Cancel what waits, end the thread and wait for it (at most ``timeout_ms``).

        Returns whether the thread has ended. Nothing is called back afterwards.
        """
        self._cancel.set()
        self._callbacks.clear()
        self.newest.take()  # every "latest" request still queued is overtaken
        _LIVE.discard(self)
        return _end(self.qthread, timeout_ms, self._runner, self.hosted)

    # ------------------------------------------------------------------ answers

    def _succeeded(self, serial: int, result: object) -> None:
        callbacks = self._callbacks.pop(serial, None)
        if callbacks is None:
            return
        on_success, _, drop_late = callbacks
        if drop_late and not self.newest.current(serial):
            return  # overtaken while it ran
        if on_success is not None:
            on_success(result)

    def _failed(self, serial: int, text: str) -> None:
        callbacks = self._callbacks.pop(serial, None)
        on_failure = callbacks[1] if callbacks is not None else None
        if on_failure is not None:
            on_failure(text)
        elif not self._cancel.is_set():
            self.failed.emit(text)


#: Threads that did not end within their shutdown's wait, with the objects living in them:
#: kept for the rest of the program (rare: an operation longer than the wait, such as a
#: grade on a loaded machine), since Qt aborts the program when a running ``QThread`` is
#: deleted, and deleting an object from outside the thread it runs in crashes it.
_STRAGGLERS: list[tuple[object, ...]] = []


def _end(qthread: QThread, timeout_ms: int, *living: QObject | None) -> bool:
    """Ask ``qthread`` to end and wait for it (at most ``timeout_ms``); one still running is
    kept, with the objects ``living`` in it, until the program ends."""
    try:
        if not qthread.isRunning():
            return True
        qthread.quit()
        if qthread.wait(timeout_ms):
            return True
    except RuntimeError:  # its C++ object is already gone, and the thread with it
        return True
    _STRAGGLERS.append((qthread, *living))
    return False


def live() -> list[Background]:
    """Every :class:`Background` whose thread may still run."""
    return [b for b in list(_LIVE) if b.running]


def shutdown_all(timeout_ms: int = SHUTDOWN_MS) -> list[str]:
    """End every thread Felt started (the main window closes); returns the names of any that
    did not end within ``timeout_ms`` (also said on stderr)."""
    stuck = []
    for background in list(_LIVE):
        if not background.shutdown(timeout_ms):
            stuck.append(background.name)
            sys.stderr.write(f"felt: the thread {background.name} did not end in time\n")
    return stuck


def end_everything(main: QWidget) -> None:
    """The game window ``main`` closes (Game > Quit), so Felt ends: every thread it started
    (coach, advisor, replays, imports; the engine and its bot process are stopped by the
    window first) and every other window (replayers, dialogs, the trainer). Nothing may keep
    the program, and with it the database lock, alive unseen."""
    shutdown_all()
    end_every_pool()
    for widget in QApplication.topLevelWidgets():
        if widget is not main and widget.isVisible():
            widget.close()


def in_python_thread(work: Callable[..., Any], *args: object) -> Any:
    """``work(*args)`` in a short-lived thread started by Python, waited for here.

    A pool starts and joins threads of its own, and Python's threading asks the thread doing so
    who it is: asked in a thread Qt started (a Background's), that registers a stand-in
    thread that Python keeps listing after the thread has ended (the quit test counts it).
    """
    done = threading.Event()
    out: list[Any] = []

    def run() -> None:
        try:
            out.append(work(*args))
        finally:
            done.set()

    threading.Thread(target=run, name="felt-pool", daemon=True).start()
    done.wait()
    if not out:
        raise RuntimeError("the worker process could not be started or ended")
    return out[0]

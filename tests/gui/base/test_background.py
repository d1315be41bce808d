"""The background-work helper: answers, failures, "latest wins" and shutdown."""

from __future__ import annotations

import gc
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import threading
import time

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import QThread
from PySide6.QtCore import Slot
from pytestqt.qtbot import QtBot

from gui.base import background
from gui.base.background import Background

WAIT_MS = 5000


def test_an_operation_runs_in_the_named_thread_and_its_result_comes_back(
        qtbot: QtBot) -> None:
    work = Background("sum")
    where: list[str] = []
    results: list[object] = []

    def operation() -> int:
        where.append(QThread.currentThread().objectName())
        return 6 * 7

    work.submit(operation, results.append)
    qtbot.waitUntil(lambda: results == [42], timeout=WAIT_MS)
    assert where == ["felt-sum"]
    assert work.shutdown()


def test_a_failure_carries_the_traceback_and_the_thread_lives_on(qtbot: QtBot) -> None:
    work = Background("fail")
    texts: list[str] = []
    own: list[str] = []
    work.failed.connect(texts.append)

    def broken() -> None:
        raise ValueError("the coach tripped")

    work.submit(broken)
    work.submit(broken, on_failure=own.append)
    results: list[object] = []
    work.submit(lambda: "still here", results.append)
    qtbot.waitUntil(lambda: results == ["still here"], timeout=WAIT_MS)
    assert len(texts) == 1 and len(own) == 1  # each failure told once, where it was asked
    for text in texts + own:
        assert text.startswith("Traceback")
        assert "in broken" in text and "ValueError: the coach tripped" in text
    assert work.shutdown()


def test_the_latest_request_wins(qtbot: QtBot) -> None:
    work = Background("latest")
    gate = threading.Event()
    ran: list[int] = []
    answers: list[int] = []
    work.submit(lambda: gate.wait(WAIT_MS / 1000))  # keeps the thread busy

    def step(n: int) -> int:
        ran.append(n)
        return n

    for n in (1, 2, 3):  # the person steps quickly: 1 and 2 are overtaken before they start
        work.submit(lambda n=n: step(n), answers.append, latest=True)
    gate.set()
    qtbot.waitUntil(lambda: answers == [3], timeout=WAIT_MS)
    assert ran == [3]

    # Overtaken while running: the answer is dropped on arrival, the newer one delivered.
    started, release = threading.Event(), threading.Event()

    def slow() -> int:
        started.set()
        release.wait(WAIT_MS / 1000)
        return 4

    work.submit(slow, answers.append, latest=True)
    assert started.wait(WAIT_MS / 1000)
    work.submit(lambda: 5, answers.append, latest=True)
    release.set()
    qtbot.waitUntil(lambda: answers[-1] == 5, timeout=WAIT_MS)
    qtbot.wait(50)
    assert answers == [3, 5]
    assert work.shutdown()


def test_shutdown_ends_a_long_operation_within_two_seconds(qtbot: QtBot) -> None:
    work = Background("long")
    started = threading.Event()
    answers: list[object] = []

    def long_import() -> str:
        started.set()
        while not work.cancelling:  # polls, as the import does between hands
            time.sleep(0.01)
        return "cancelled"

    work.submit(long_import, answers.append)
    for _ in range(5):
        work.submit(lambda: time.sleep(10))  # queued behind it: never started
    assert started.wait(WAIT_MS / 1000)
    begun = time.perf_counter()
    assert work.shutdown()
    assert time.perf_counter() - begun < 2.0
    assert not work.running and not work.qthread.isRunning()
    qtbot.wait(20)
    assert answers == []  # nothing is called back after a shutdown
    assert work.submit(lambda: 1) == 0  # nor accepted


class _Hosted(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    @Slot()
    def where(self) -> None:
        self.seen.append(QThread.currentThread().objectName())


def test_a_hosted_worker_lives_in_the_thread_and_all_end_together(qtbot: QtBot) -> None:
    hosted = _Hosted()
    ended: list[str] = []
    work = Background("hosted", hosted=hosted,
                      at_end=lambda: ended.append(QThread.currentThread().objectName()))
    other = Background("other")
    assert hosted.thread() is work.qthread
    work.submit(hosted.where)
    qtbot.waitUntil(lambda: hosted.seen == ["felt-hosted"], timeout=WAIT_MS)
    assert {b.name for b in background.live()} >= {"felt-hosted", "felt-other"}
    begun = time.perf_counter()
    assert background.shutdown_all() == []
    assert time.perf_counter() - begun < 2.0
    assert not work.running and not other.running
    assert ended == ["felt-hosted"]  # in the thread, as it ended
    assert background.live() == []


def test_a_handle_deleted_unclosed_still_ends_its_thread(qtbot: QtBot) -> None:
    owner = QObject()
    work = Background("owned", owner)
    qthread = work.qthread
    assert qthread.isRunning()
    owner.deleteLater()
    qtbot.waitUntil(lambda: not qthread.isRunning(), timeout=WAIT_MS)


def _busy_past_its_shutdown(release: threading.Event, ended: threading.Event) -> None:
    """A thread whose operation outlasts its shutdown's wait, its owner then deleted and every
    reference here dropped: Qt aborts the program if the running thread is deleted with it."""
    owner = QObject()
    work = Background("straggler", owner)
    started = threading.Event()
    work.qthread.finished.connect(ended.set, Qt.ConnectionType.DirectConnection)

    def grade() -> None:  # no polling: a grade that runs to its end
        started.set()
        release.wait(WAIT_MS / 1000)

    work.submit(grade)
    assert started.wait(WAIT_MS / 1000)
    assert not work.shutdown(timeout_ms=50)  # still busy
    shiboken6.delete(owner)  # its handle goes with it


def test_a_thread_still_busy_after_its_shutdown_is_kept_until_it_ends(qtbot: QtBot) -> None:
    release, ended = threading.Event(), threading.Event()
    _busy_past_its_shutdown(release, ended)
    gc.collect()
    qtbot.wait(50)
    assert not ended.is_set()
    release.set()
    assert ended.wait(WAIT_MS / 1000)  # it ended in its own time, nothing aborted

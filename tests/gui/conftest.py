"""pytest-qt fixtures for the table window; Qt runs offscreen and at instant speed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before anything imports Qt

from collections.abc import Iterator
from pathlib import Path

import pytest

from gui.base import i18n
from gui.base import screen_reader
from gui.base import settings
from gui.base import speeds
from gui.base.background import shutdown_all
from gui.play_controls.showdown_choice import AUTO_MUCK
from gui.teaching.coach.coach_dock import SETTING as COACH_SHOWN
from gui.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def _muck_losing_hands() -> Iterator[None]:
    """Tables in tests muck a person's beaten hand without asking, as "Muck losing hands
    automatically" does, so a test about something else is not stopped by the Show / Muck
    question; tests/gui/play_controls/test_showdown_choice.py turns it off to be asked."""
    settings.remember(AUTO_MUCK, True)
    yield


@pytest.fixture(autouse=True)
def _threads_end_with_their_test() -> Iterator[None]:
    """Every thread a test started ends with it, after its windows closed, as every thread
    ends with Felt's window. A thread left to its owner's garbage collection (a grading run
    made without a window, caught in a reference cycle) was deleted while running, later and
    from whichever thread collected it, and Qt aborted the whole test worker."""
    yield
    shutdown_all()


@pytest.fixture
def window(qtbot: object) -> Iterator[MainWindow]:
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(1280, 800)
    win.show()
    yield win
    win.close()


@pytest.fixture
def coached(qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """A window with the coach shown (as remembered from an earlier start), its settings in a
    folder of the test's own."""
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    settings.remember(COACH_SHOWN, True)
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(1280, 800)
    win.show()
    yield win
    win.close()


@pytest.fixture
def heard() -> Iterator[list[tuple[str, bool]]]:
    """Everything sent to the screen reader during the test, as (words, urgent); the language
    goes back to English after it."""
    said: list[tuple[str, bool]] = []
    screen_reader.listeners.append(lambda text, urgent: said.append((text, urgent)))
    yield said
    screen_reader.listeners.clear()
    i18n.apply("en")

"""pytest-qt fixtures for the table window; Qt runs offscreen and at instant speed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before anything imports Qt

from collections.abc import Iterator

import pytest

from gui.base import speeds
from gui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: object) -> Iterator[MainWindow]:
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(1280, 800)
    win.show()
    yield win
    win.close()

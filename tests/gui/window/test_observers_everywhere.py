"""Every observer works in every activity (issue 29, item 4): a live game, a hot-seat game, a
practice hand and a lesson, each with every dock open (log, coach, narration, lessons, hand
history), with warnings turned into errors and nothing said on stderr."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.base import settings
from gui.base.game_setup import GameSetup
from gui.play_controls.showdown_choice import AUTO_MUCK
from gui.window.main_window import MainWindow
from tests.helpers.activities import open_lesson
from tests.helpers.activities import play_a_game
from tests.helpers.activities import play_out
from tests.helpers.activities import start_practice
from tests.helpers.hands import TIMEOUT_MS

PLATFORM_NOISE = "propagateSizeHints"  # the offscreen platform's own note, not Felt's
HOT_SEAT = GameSetup(players=3, name="Ada", people=("Bruno",), opponents="call",
                     starting_stack=1000, small_blind=5, big_blind=10, seed=33)


@pytest.fixture(autouse=True)
def _own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Narration switched on here is not remembered by other tests; losing hands are still
    mucked without asking, as in every table test."""
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path / "data"))
    settings.remember(AUTO_MUCK, True)
    yield


def _every_dock(window: MainWindow) -> None:
    window.coach_dock.show()
    window.beginners.narrate_action.setChecked(True)
    window.history_menus.show_history()
    window.log_dock.show()
    QApplication.processEvents()


def _hot_seat(qtbot: QtBot, window: MainWindow) -> None:
    """Ada and Bruno take turns: each lifts the cover and calls, for a few decisions."""
    window.start_game(HOT_SEAT)
    hot = window.beginners.hot_seat
    for _ in range(10):
        qtbot.waitUntil(lambda: hot.waiting_for is not None or window.panel.legal is not None,
                        timeout=TIMEOUT_MS)
        if hot.waiting_for is not None:
            hot.uncover()  # Space, as the person at the screen presses it
        qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
        qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.panel.legal is None, timeout=TIMEOUT_MS)


def _lesson(qtbot: QtBot, window: MainWindow) -> None:
    """The first lesson, Next to its end."""
    open_lesson(qtbot, window)
    panel = window.beginners.lessons.panel
    assert panel is not None
    while panel.next.isEnabled():
        qtbot.mouseClick(panel.next, Qt.MouseButton.LeftButton)
    assert panel.runner.at_end


@pytest.mark.filterwarnings("error")
@pytest.mark.parametrize("activity", ["game", "hot_seat", "practice", "lesson"])
def test_every_observer_works_in_every_activity(qtbot: QtBot, window: MainWindow, store: Store,
                                                capfd: pytest.CaptureFixture[str],
                                                activity: str) -> None:
    window.store = store
    _every_dock(window)
    if activity == "game":
        play_a_game(qtbot, window, store)
    elif activity == "hot_seat":
        _hot_seat(qtbot, window)
    elif activity == "practice":
        play_a_game(qtbot, window, store)
        start_practice(qtbot, window)
        play_out(qtbot, window)
    else:
        _lesson(qtbot, window)
    qtbot.wait(300)  # the coach's and the advisor's threads answer
    said = [line for line in capfd.readouterr().err.splitlines()
            if line.strip() and PLATFORM_NOISE not in line]
    assert said == []
    assert window.log.toPlainText().strip()  # the log told it

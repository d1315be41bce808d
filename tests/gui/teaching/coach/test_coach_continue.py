"""Continuing a saved game gives the coach the reads of the game that was never interrupted:
the same opponents' tendencies, so the same ranges (percentages and hands)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.storage import Store
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.window.main_window import MainWindow

TIMEOUT = 30_000
SETUP = GameSetup(players=4, seed=8, opponents="mixed")
HANDS = 12  # played before quitting; the reads of every opponent have moved off the prior


def _window(qtbot: QtBot, path: Path) -> MainWindow:
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)
    win.store = Store.open(path)
    win.resize(1280, 800)
    win.show()
    return win


def _reads(win: MainWindow) -> dict[int, object]:
    """The coach's read of each opponent (in the coach's thread, after what was sent)."""
    coach = win.coach_dock.coach_thread.worker._coach
    assert coach is not None
    return {seat: coach.coach.tendencies(seat) for seat in range(1, SETUP.players)}


def _ranges(win: MainWindow) -> list[tuple[int, object, object]]:
    """The ranges the coach's report gives each live opponent now."""
    coach = win.coach_dock.coach_thread.worker._coach
    assert coach is not None
    report = coach.report()
    assert report is not None
    return [(o.seat, o.summary.share, o.summary.classes) for o in report.opponents]


def _settled(qtbot: QtBot, win: MainWindow) -> None:
    """Everything sent to the coach's thread has been filed there."""
    done: list[object] = []
    win.coach_dock.coach_thread._work.submit(lambda: None, done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=TIMEOUT)


def test_continuing_gives_the_coach_the_uninterrupted_games_reads(
        qtbot: QtBot, tmp_path: Path) -> None:
    db = tmp_path / "felt.db"
    first = _window(qtbot, db)
    first.start_game(SETUP)
    while True:
        qtbot.waitUntil(lambda: first.panel.legal is not None and not first.scene.busy,
                        timeout=TIMEOUT)
        if first.scene.model.hand_number > HANDS:
            break
        legal = first.panel.legal
        cheap = legal.can_check or (legal.call_amount or 0) <= 40
        button = first.panel.call_button if cheap else first.panel.fold_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    _settled(qtbot, first)
    before, ranges_before = _reads(first), _ranges(first)
    hand = first.scene.model.hand_number
    first.close()
    assert first.store is not None
    first.store.close()

    again = _window(qtbot, db)
    assert again.store is not None
    again.continue_session(again.store.latest_session_id())
    qtbot.waitUntil(lambda: again.panel.legal is not None and not again.scene.busy,
                    timeout=TIMEOUT)
    assert again.scene.model.hand_number == hand  # the same spot
    _settled(qtbot, again)
    assert _reads(again) == before
    assert _ranges(again) == ranges_before

"""Helpers for the activity tests: a saved game waiting for the person, the table's state to
compare, a lesson opened and a practice hand started as a person does."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.play.table_model import TableModel
from engine.storage.spots import spot_of
from engine.storage.store import Store
from engine.teaching.practice.practice_spot import spot_state
from gui.base.game_setup import GameSetup
from gui.history.replay_insights import ReplayInsights
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS

GAME = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                 big_blind=10, seed=21)


def table_state(model: TableModel) -> tuple[Any, ...]:
    """What the table holds: hand, button, seats, board and pots (compared before and after)."""
    seats = tuple(model.seat(s) for s in sorted(model.stacks))
    return (model.hand_number, model.button, seats, tuple(model.board), model.pot_amounts())


def play_a_game(qtbot: QtBot, window: MainWindow, store: Store) -> None:
    """A saved game, a few hands in, waiting for the person's decision."""
    window.store = store
    window.start_game(GAME)
    for _ in range(6):  # call a few times: the log and the history fill up
        qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
        qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.panel.legal is None, timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    assert window.session_id is not None


def open_lesson(qtbot: QtBot, window: MainWindow) -> None:
    """Help > Lessons…, then the first lesson in the list."""
    lessons = window.beginners.lessons
    window.beginners.help_actions[4].trigger()
    assert lessons.list is not None and lessons.dock.isVisible()
    first = next(iter(lessons.lessons))
    lessons.list.lesson_chosen.emit(first)
    QApplication.processEvents()
    assert lessons.panel is not None


def switch_language(window: MainWindow, choice: str) -> None:
    """View > Language > ``choice``."""
    window.language_actions[choice].trigger()
    QApplication.processEvents()


def buttons_enabled(window: MainWindow) -> bool:
    """The person may act: Fold or Check and Call or Raise answer a click."""
    panel = window.panel
    return panel.isVisible() and panel.call_button.isEnabled()


def start_replay(qtbot: QtBot, window: MainWindow) -> Any:
    """Game > Hand history, then Replay on a hand that saw a flop; the replayer is returned."""
    panel = window.history_menus.show_history()
    assert panel is not None
    rows = range(panel.proxy.rowCount())
    row = next(r for r in rows if len(panel._record(r).board) >= 3)
    panel.table.selectRow(row)
    qtbot.mouseClick(panel.replay_button, Qt.MouseButton.LeftButton)
    replayer = panel.replayers[-1]
    qtbot.addWidget(replayer)
    return replayer


def open_trainer(window: MainWindow) -> Any:
    """Game > Trainer…: the drills' own window."""
    before = set(QApplication.topLevelWidgets())
    window.open_trainer()
    QApplication.processEvents()
    opened = [w for w in QApplication.topLevelWidgets() if w not in before and w.isVisible()]
    assert opened
    return opened[0]


def start_practice(qtbot: QtBot, window: MainWindow) -> Any:
    """Replay a hand that saw a flop, step to the person's decision on the flop and press
    "Play on from here"; the replayer window is returned."""
    replayer = start_replay(qtbot, window)
    panel = window.history_menus.panel
    assert panel is not None
    record = panel._record(panel.table.currentIndex().row())
    insights = replayer.findChild(ReplayInsights)
    assert insights is not None
    spot = spot_of(record)
    for k, step in enumerate(replayer.steps):
        done = insights.actions_done[k]
        state = spot_state(spot, done, 0, len(step.board))
        if step.board and not state.finished and state.actor_seat == record.person_seat \
                and insights.play_on.refusal(done) is None:
            while replayer.step != k:  # the Next button, as a person steps
                qtbot.mouseClick(replayer.forward_button, Qt.MouseButton.LeftButton)
            break
    assert insights.play_button.isEnabled()
    qtbot.mouseClick(insights.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    return replayer


def play_out(qtbot: QtBot, window: MainWindow) -> None:
    """Call or check until the hand on the table is over."""
    for _ in range(20):
        qtbot.waitUntil(lambda: window.panel.legal is not None or window._finished,
                        timeout=TIMEOUT_MS)
        if window._finished:
            return
        qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.panel.legal is None, timeout=TIMEOUT_MS)

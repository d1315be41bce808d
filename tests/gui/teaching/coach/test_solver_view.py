"""The Solver tab at the person's river decision: the person plays a heads-up hand to the
river, opens the tab, presses Solve and reads the hand's mix, the grid and the opponent's
range; a range that cannot be read is refused in a sentence."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.base.game_setup import GameSetup
from gui.window.main_window import MainWindow
from tests.helpers.hands import factory_with
from tests.helpers.hands import hand_order
from tests.helpers.hands import seed_with_button
from tests.helpers.hands import stack_deck

TIMEOUT = 20000
SOLVER_TAB = 4


def _plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def _heads_up() -> GameSetup:
    base = GameSetup(players=2, opponents="call", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You")
    return replace(base, seed=seed_with_button(base, 1))


def _to_the_river(qtbot: QtBot, win: MainWindow) -> None:
    setup = _heads_up()
    deck = stack_deck(hand_order([0, 1], 1), {0: "AhKh", 1: "9s9d"}, "Qh7h2c5s8d")
    win.start_game(setup, factory=factory_with(setup, {1: deck}))
    dock, panel = win.coach_dock, win.panel
    # The person (the big blind) acts once a street: checks until the river.
    for cards in (0, 3, 4):
        qtbot.waitUntil(lambda c=cards: panel.legal is not None and dock.report is not None
                        and len(dock.report.board) == c, timeout=TIMEOUT)
        qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.legal is not None and dock.report is not None
                    and len(dock.report.board) == 5, timeout=TIMEOUT)


def test_the_solver_tab_solves_the_persons_river_decision(qtbot: QtBot, coached: MainWindow,
                                                           tmp_path: Path) -> None:
    win = coached
    _to_the_river(qtbot, win)
    with Store.open(tmp_path / "felt.db") as store:
        win.coach_dock.solver.store = store  # the saved games, as a recorded game has them
        _solve(qtbot, win)


def _solve(qtbot: QtBot, win: MainWindow) -> None:
    dock = win.coach_dock
    view = dock.solver
    qtbot.waitUntil(lambda: view.question is not None and len(view.question.spot.board) == 5,
                    timeout=TIMEOUT)
    dock.tabs.setCurrentIndex(SOLVER_TAB)
    assert dock.tabs.tabText(SOLVER_TAB) == "Solver"
    assert view.solve_button.isEnabled()
    assert "K" in view.their_range.text()  # the calling station's range, written as classes
    qtbot.mouseClick(view.solve_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.answer is not None, timeout=60000)
    text = _plain(view.hand_line.text())
    assert text.startswith("With Ace of hearts and King of hearts an equilibrium plays:")
    assert "Check:" in text and " bb" in text
    total = sum(view.answer.mix)
    assert abs(total - 1.0) < 1e-3
    assert "Solved to within" in view.status.text()
    assert any(row for row in view.grid.mix)  # the range is drawn
    # The same spot again (a replay of the decision): recalled from the saved games at once.
    first = view.answer
    question = view.question
    view.set_question(None)
    view.set_question(question)
    qtbot.mouseClick(view.solve_button, Qt.MouseButton.LeftButton)
    assert view.answer is not None and view.answer.iterations == first.iterations
    assert view.answer.mix == pytest.approx(first.mix, abs=1e-6)
    view.their_range.setText("this is no range")
    qtbot.mouseClick(view.solve_button, Qt.MouseButton.LeftButton)
    assert "cannot be read" in view.range_error.text()


def test_no_solve_before_the_turn(qtbot: QtBot, coached: MainWindow) -> None:
    win = coached
    setup = _heads_up()
    deck = stack_deck(hand_order([0, 1], 1), {0: "AhKh", 1: "9s9d"}, "Qh7h2c5s8d")
    win.start_game(setup, factory=factory_with(setup, {1: deck}))
    qtbot.waitUntil(lambda: win.panel.legal is not None and win.coach_dock.report is not None,
                    timeout=TIMEOUT)
    view = win.coach_dock.solver
    assert view.question is None and not view.solve_button.isEnabled()
    assert "turn and the river" in view.status.text()

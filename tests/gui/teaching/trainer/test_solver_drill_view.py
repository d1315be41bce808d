"""The trainer's "Play it like a solver": the person's own river first, a choice clicked,
graded against the equilibrium solved in a worker, stored for the progress view, and the next
spot (solved while the feedback was read)."""

from __future__ import annotations

import gc

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.storage.drills import DrillLog
from engine.teaching.drills.solver_drill import SOLVER_DRILL
from gui.teaching.trainer.solver_drill_view import SolverDrillView
from gui.teaching.trainer.trainer_window import TrainerWindow
from tests.helpers.graded_play import graded_person_store

#: A worker process starts and solves a river: seconds, more on a loaded machine.
SOLVE_WAIT_MS = 90_000


def test_a_solver_spot_is_chosen_by_click_graded_and_stored(qtbot: QtBot) -> None:
    store = graded_person_store(30, seed=4)
    log = DrillLog.in_memory()
    window = TrainerWindow(log, seed=3, store=store)
    window.show()
    window.drill_list.setCurrentRow(len(window.codes()) - 1)
    assert "solver" in window.drill_list.currentItem().text()
    assert "equilibrium" in window.drill_lesson.text()
    qtbot.keyClick(window.drill_list, Qt.Key.Key_Return)
    page = window.stack.currentWidget()
    assert isinstance(page, SolverDrillView)
    try:
        assert page.spot is not None and page.spot.hand is not None  # the person's own first
        assert "Your own hand" in page.question.text()
        first = next(iter(page.buttons))
        qtbot.mouseClick(page.buttons[first], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: page.verdict is not None, timeout=SOLVE_WAIT_MS)
        assert page.verdict is not None and page.verdict.chosen == first
        assert "equilibrium" in page.feedback.text()
        assert " bb" in page.details.text() and "%" in page.details.text()
        records = log.records((SOLVER_DRILL,))
        assert len(records) == 1 and records[0].answer == first
        assert records[0].correct == page.verdict.correct
        assert page.next_button.isEnabled()
        qtbot.keyClick(page, Qt.Key.Key_Return)  # the next spot
        assert page.index == 1 and page.verdict is None and page.feedback.text() == ""
        qtbot.waitUntil(lambda: page.solved is not None, timeout=SOLVE_WAIT_MS)
        qtbot.keyClick(page, Qt.Key.Key_1)  # the first option by its key
        assert page.verdict is not None
        assert len(log.records((SOLVER_DRILL,))) == 2
    finally:
        window.close()
        window.deleteLater()
        qtbot.wait(50)
        gc.collect()

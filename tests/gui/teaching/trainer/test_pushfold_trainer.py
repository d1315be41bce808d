"""The push/fold drill in the trainer, answered with the keyboard: the spot lists every
stack, the right key earns "Right!", a wrong one the EV difference, and the feedback shows
the equilibrium's chart with the person's hand marked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engine.storage.drills import DrillLog
from engine.teaching.drills import DRILL_CODES
from engine.teaching.drills import DRILLS
from engine.teaching.drills.pushfold_drill import PushFoldQuestion
from engine.teaching.drills.pushfold_drill import PushFoldSolution
from gui.teaching.ranges.range_grid import RangeGrid
from gui.teaching.trainer.trainer_window import TrainerWindow

KEYS = {"push": Qt.Key.Key_A, "call": Qt.Key.Key_C, "fold": Qt.Key.Key_F}


def _focused(window: TrainerWindow) -> QWidget:
    widget = window.focusWidget()
    assert widget is not None
    return widget


def _start(qtbot: QtBot, level: int, length: int = 4) -> TrainerWindow:
    window = TrainerWindow(DrillLog.in_memory(), seed=3, length=length)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    window.level_box.setCurrentIndex(level)
    window.drill_list.setCurrentRow(1 + DRILL_CODES.index("pushfold"))
    assert "Final table: ICM and push/fold" in window.drill_lesson.text()
    qtbot.keyClick(window.drill_list, Qt.Key.Key_Return)
    return window


def test_the_right_key_is_right_and_the_chart_is_shown(qtbot: QtBot) -> None:
    window = _start(qtbot, 2)
    assert window.session is not None
    for _ in range(3):
        question = window.session.question()
        assert isinstance(question, PushFoldQuestion)
        info = window.exercise.info.text()
        assert "Final table, prizes 50 / 30 / 20" in info and "- you" in info
        assert info.count(" BB)") == len(question.stacks)
        solution = DRILLS["pushfold"].solve(question)
        assert isinstance(solution, PushFoldSolution)
        qtbot.keyClick(_focused(window), KEYS[str(solution.expected)])
        assert window.exercise.verdict.text() == "Right!"
        grid = window.exercise.findChild(RangeGrid, "pushFoldChart")
        assert grid is not None and grid.marked == {solution.hand}
        assert sum(grid.values) == len(solution.chart)
        qtbot.keyClick(_focused(window), Qt.Key.Key_E)
        steps = window.exercise.explain.text()
        assert "BB in chips" in steps and "By ICM:" in steps
        qtbot.keyClick(_focused(window), Qt.Key.Key_Return)
    window.close()


def test_a_wrong_answer_tells_what_it_costs(qtbot: QtBot) -> None:
    window = _start(qtbot, 0)
    assert window.session is not None
    question = window.session.question()
    assert isinstance(question, PushFoldQuestion) and len(question.stacks) == 2
    solution = DRILLS["pushfold"].solve(question)
    risky = "push" if question.mode == "push" else "call"
    wrong = "fold" if solution.expected != "fold" else risky
    qtbot.keyClick(_focused(window), KEYS[wrong])
    assert window.exercise.verdict.text() == "Not quite."
    text = window.exercise.explain.text()
    assert "BB in chips" in text and "Chips are money here" in window.exercise.info.text()
    window.close()

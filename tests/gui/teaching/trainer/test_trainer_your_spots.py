"""The trainer lists "Your spots": the person's blunders due, the same drill as in "Your play";
with none due it says so and how to get some; without the saved games it is not listed."""

from __future__ import annotations

import gc

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.storage.drills import DrillLog
from engine.storage.grades.grading_job import StoredGrade
from engine.storage.grades.play_report import blunders
from engine.storage.grades.play_report import person_decisions
from engine.storage.grades.your_spots import add_spots
from engine.storage.grades.your_spots import due_spots
from engine.storage.grades.your_spots import spot_counts
from engine.storage.store import Store
from gui.teaching.trainer.spot_view import SpotDrillView
from gui.teaching.trainer.trainer_window import YOUR_SPOTS
from gui.teaching.trainer.trainer_window import TrainerWindow
from tests.helpers.graded_play import graded_person_store


def _choose_your_spots(qtbot: QtBot, window: TrainerWindow) -> SpotDrillView:
    last = len(window.codes()) - 1
    qtbot.keyClick(window.drill_list, Qt.Key(Qt.Key.Key_0 + last))
    assert "Your spots" in window.drill_list.currentItem().text()
    assert "right twice" in window.drill_lesson.text()
    qtbot.keyClick(window.drill_list, Qt.Key.Key_Return)
    page = window.stack.currentWidget()
    assert isinstance(page, SpotDrillView)
    return page


def test_your_spots_in_the_trainer_asks_the_blunders_due(qtbot: QtBot) -> None:
    store = graded_person_store(hands=40, seed=5)
    worst = blunders(person_decisions(store))
    assert worst
    add_spots(store, [StoredGrade(d.session_id, d.hand, d.grade) for d in worst])
    due = due_spots(store)
    window = TrainerWindow(DrillLog.in_memory(), seed=1, store=store)
    window.show()
    page = _choose_your_spots(qtbot, window)
    assert page.exercise is not None and page.exercise.key == due[0].key
    family = next(iter(page.buttons))
    qtbot.mouseClick(page.buttons[family], Qt.MouseButton.LeftButton)
    assert page.verdict is not None and page.feedback.text()
    assert spot_counts(store).due == len(due) - 1
    qtbot.keyClick(page, Qt.Key.Key_Escape)  # back to the list of drills
    assert window.stack.currentWidget() is window.picker
    window.close()  # closed as the game window's trainer is: deleted on close
    window.deleteLater()
    qtbot.wait(50)
    gc.collect()  # the closed window's wrappers go now, not while the next test paints


def test_with_no_spot_due_the_trainer_says_how_to_get_some(qtbot: QtBot) -> None:
    window = TrainerWindow(DrillLog.in_memory(), seed=1, store=Store.in_memory())
    qtbot.addWidget(window)
    window.show()
    page = _choose_your_spots(qtbot, window)
    assert page.exercise is None
    assert "No spot is due" in page.question.text() and "Grade your play" in page.question.text()
    assert not page.buttons


def test_without_the_saved_games_your_spots_is_not_listed(qtbot: QtBot) -> None:
    window = TrainerWindow(DrillLog.in_memory(), seed=1)
    qtbot.addWidget(window)
    assert YOUR_SPOTS not in window.codes()
    assert window.drill_list.count() == len(window.codes())

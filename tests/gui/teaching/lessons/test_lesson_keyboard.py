"""A lesson played with the keyboard only, at 1024x600 and 1280x800: Back and Next stay in
one place on every step, N steps the lesson (not the table's step-by-step mode), and a missed
quiz question gets a hint and a retry before the answer is shown."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QRadioButton
from pytestqt.qtbot import QtBot

from engine.teaching.lessons.quiz import check
from gui.base import i18n
from gui.window.main_window import MainWindow
from tests.helpers.german import menu_action


@pytest.fixture(autouse=True)
def _own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path / "data"))
    yield
    i18n.apply("en")


def _place(widget: object, window: MainWindow) -> QPoint:
    return widget.mapTo(window, QPoint(0, 0))  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_a_lesson_by_keyboard_keeps_back_and_next_in_place_and_allows_a_retry(
        qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    menu_action(window, "Help", "Lessons…").trigger()
    lessons = window.beginners.lessons
    assert lessons.list is not None
    lessons.list.list.setFocus()
    lessons.list.list.setCurrentItem(lessons.list.item_of("side_pots"))
    qtbot.keyClick(lessons.list.list, Qt.Key.Key_Return)
    panel = lessons.panel
    assert panel is not None and panel.lesson.id == "side_pots"
    QApplication.processEvents()
    back, forward = _place(panel.back, window), _place(panel.next, window)
    bottom = window.height()
    assert forward.y() + panel.next.height() <= bottom  # Next is above the fold
    for expected in range(1, panel.runner.step_count + 1):
        qtbot.keyClick(QApplication.focusWidget() or panel, Qt.Key.Key_N)
        QApplication.processEvents()
        assert panel.position == expected
        assert (_place(panel.back, window), _place(panel.next, window)) == (back, forward)
    assert not window.beginners.stepper.mode_action.isChecked()  # N stepped the lesson only
    qtbot.keyClick(panel, Qt.Key.Key_B)
    assert panel.position == panel.runner.step_count - 1
    qtbot.keyClick(panel, Qt.Key.Key_Right)
    assert panel.quiz.isVisibleTo(panel)
    # Pick a wrong answer to each question by keyboard, then check with Enter.
    wrong = [next(k for k, c in enumerate(q.choices) if not check(panel.lesson, q, c))
             for q in panel.lesson.quiz]
    for index, k in enumerate(wrong):
        button = panel.choice_button(index, k)
        assert isinstance(button, QRadioButton)
        button.setFocus()
        qtbot.keyClick(button, Qt.Key.Key_Space)
        assert button.isChecked()
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    results = [r.text() for _, _, r in panel._questions]
    assert all(r.startswith("Not quite. Hint:") for r in results), results
    right = [next(k for k, c in enumerate(q.choices) if check(panel.lesson, q, c))
             for q in panel.lesson.quiz]
    for index, k in enumerate(right):
        button = panel.choice_button(index, k)
        button.setFocus()
        qtbot.keyClick(button, Qt.Key.Key_Space)
    with qtbot.waitSignal(panel.passed, timeout=2000):
        qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert [r.text() for _, _, r in panel._questions] == ["Right!"] * len(right)
    assert (_place(panel.back, window), _place(panel.next, window)) == (back, forward)


def test_closing_the_lessons_takes_the_lessons_ring_away(qtbot: QtBot,
                                                        window: MainWindow) -> None:
    menu_action(window, "Help", "Lessons…").trigger()
    lessons = window.beginners.lessons
    lessons.start("side_pots")
    panel = lessons.panel
    assert panel is not None
    while panel.narrated_highlight() is None and not panel.runner.at_end:
        panel.go_next()
    narration = window.beginners.narration
    assert narration.highlight is not None and narration.ring.isVisible()
    lessons.dock.close()
    QApplication.processEvents()
    assert narration.highlight is None and not narration.ring.isVisible()

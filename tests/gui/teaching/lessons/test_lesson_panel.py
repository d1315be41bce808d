"""A lesson driven step by step with clicks and keys, Back included, and its quiz checked."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.evaluation.categories import CATEGORY_CODES
from engine.teaching.lessons.loader import load_all
from engine.teaching.lessons.rankings import seven_card_counts
from gui.base import i18n
from gui.teaching.lessons.lesson_panel import LessonPanel
from gui.teaching.narration.narration import Highlight
from tests.helpers.german import english_sentences_in
from tests.helpers.german import english_sources

LESSONS = {lesson.id: lesson for lesson in load_all()}


@pytest.fixture(autouse=True)
def _english_after(qtbot: QtBot) -> Iterator[None]:
    del qtbot
    i18n.apply("en")
    yield
    i18n.apply("en")


def _panel(qtbot: QtBot, lesson_id: str) -> LessonPanel:
    panel = LessonPanel(LESSONS[lesson_id])
    qtbot.addWidget(panel)
    panel.resize(720, 760)
    panel.show()
    panel.activateWindow()
    qtbot.waitActive(panel)  # the arrow keys are shortcuts of the active window
    return panel


def _click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


def _choose(qtbot: QtBot, panel: LessonPanel, question: int, choice: int) -> None:
    """Click a choice as a person does: scrolled into view first."""
    button = panel.choice_button(question, choice)
    panel.body.ensureWidgetVisible(button)
    QApplication.processEvents()
    _click(qtbot, button)


def test_next_and_back_by_click_and_key(qtbot: QtBot) -> None:
    panel = _panel(qtbot, "side_pots")
    assert panel.position == 0 and not panel.back.isEnabled()
    assert "Ada posts the small blind of 10" in panel.log.toPlainText()
    assert not panel.quiz.isVisible()
    for _ in range(5):
        _click(qtbot, panel.next)
    assert panel.position == 5 and panel.counter.text() == "Step 5 of 11"
    assert "Ada goes all-in for 50" in panel.caption.text()
    assert "Ada goes all-in with her last 50: 70 in all" in panel.caption.text()
    log_at_five = panel.log.toPlainText()

    panel.setFocus()
    with qtbot.waitSignal(panel.position_changed, timeout=2000) as moved:
        qtbot.keyClick(panel, Qt.Key.Key_Left)
    assert moved.args == [4] and panel.position == 4
    assert "Ada goes all-in" not in panel.log.toPlainText()
    qtbot.keyClick(panel, Qt.Key.Key_Right)
    assert panel.position == 5 and panel.log.toPlainText() == log_at_five
    _click(qtbot, panel.back)
    _click(qtbot, panel.next)
    assert panel.log.toPlainText() == log_at_five  # Back then Next tells the same hand
    panel.next.setFocus()  # a focused button passes the arrow keys on to the panel
    qtbot.keyClick(panel.next, Qt.Key.Key_Right)
    assert panel.position == 6


def test_the_step_that_forms_the_side_pot_points_at_the_pot(qtbot: QtBot) -> None:
    panel = _panel(qtbot, "side_pots")
    panel.runner.goto(6)
    highlights: list[object] = []
    panel.highlight_changed.connect(highlights.append)
    _click(qtbot, panel.next)
    assert "side pot of 140 that only Bruno and Chloé can win" in panel.caption.text()
    assert "main pot of 210" in panel.caption.text()
    assert isinstance(highlights[-1], Highlight) and highlights[-1].seats == (2,)


def test_the_quiz_appears_at_the_end_and_the_engine_checks_it(qtbot: QtBot) -> None:
    panel = _panel(qtbot, "side_pots")
    while panel.next.isEnabled():
        _click(qtbot, panel.next)
    assert panel.runner.hand.finished and panel.quiz.isVisible()
    # Main pot 400 (wrong), side pot 400 (right), side pot to Bruno (right).
    _choose(qtbot, panel, 0, 1)
    _choose(qtbot, panel, 1, 1)
    _choose(qtbot, panel, 2, 1)
    _click(qtbot, panel.check_button)
    results = [r.text() for _, _, r in panel._questions]
    assert results[0].startswith("Not quite. Hint: A player all-in can win")
    assert results[0].endswith("Try again.") and "300" not in results[0]
    assert results[1:] == ["Right!", "Right!"]
    _click(qtbot, panel.check_button)  # the same miss again: now the answer is given
    assert panel._questions[0][2].text() == "Not quite: the answer is 300."
    with qtbot.waitSignal(panel.passed, timeout=2000) as passed:
        _choose(qtbot, panel, 0, 0)
        _click(qtbot, panel.check_button)
    assert passed.args == ["side_pots"]


def test_an_unanswered_question_is_asked_for(qtbot: QtBot) -> None:
    panel = _panel(qtbot, "heads_up")
    panel.runner.goto(panel.runner.step_count)
    _click(qtbot, panel.check_button)
    assert [r.text() for _, _, r in panel._questions] == ["Pick an answer."] * 3


def test_the_panel_speaks_german(qtbot: QtBot) -> None:
    panel = _panel(qtbot, "pot_limit")
    for _ in range(8):
        _click(qtbot, panel.next)
    i18n.apply("de")
    qtbot.waitUntil(lambda: panel.next.text() == "Weiter", timeout=2000)
    assert panel.counter.text() == "Schritt 8 von 12"
    caption = panel.caption.text()
    assert "Der Pot ist dann 200 + 150 + 150 + 150 = 650" in caption
    sources = english_sources(["Narrator", "Lesson", "LessonPanel", "Hand"])
    shown = [line.removeprefix("▸ ") for line in panel.log.toPlainText().splitlines()]
    shown += [panel.back.text(), panel.next.text(), panel.quiz.title(),
              panel.check_button.text(), panel.title.text()]
    shown += [ask.text() for ask, _, _ in panel._questions]
    assert [t for t in shown if english_sentences_in(t, sources)] == []


def test_a_lesson_with_examples_shows_them_on_the_chart(qtbot: QtBot) -> None:
    panel = _panel(qtbot, "short_deck")
    assert panel.chart is not None and panel.chart.highlight is None
    rows = {r.category: r for r in panel.chart.rows}
    flush, full_house = CATEGORY_CODES.index("flush"), CATEGORY_CODES.index("full_house")
    assert rows[flush].cards == LESSONS["short_deck"].examples[0].cards
    assert rows[flush].combinations == seven_card_counts(True)[flush]
    assert panel.chart.row_rect(flush).top() < panel.chart.row_rect(full_house).top()
    while panel.next.isEnabled():
        _click(qtbot, panel.next)
    assert panel.chart.highlight == flush  # Ada's flush won
    assert _panel(qtbot, "side_pots").chart is None

"""The lesson list and the hand-ranking chart, driven as a person does, in both languages."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from engine.evaluation.categories import CATEGORY_CODES
from engine.teaching.lessons.loader import load_all
from gui.base import i18n
from gui.teaching.beginners.help_dialog import HelpDialog
from gui.teaching.beginners.ranking_chart import FELT
from gui.teaching.beginners.ranking_chart import HIGHLIGHT
from gui.teaching.beginners.ranking_chart import RankingChart
from gui.teaching.lessons import lesson_progress as progress
from gui.teaching.lessons.lesson_list import LessonList
from tests.helpers.german import english_sentences_in
from tests.helpers.german import english_sources

LESSONS = load_all()
FLUSH = CATEGORY_CODES.index("flush")
FULL_HOUSE = CATEGORY_CODES.index("full_house")


@pytest.fixture(autouse=True)
def _english_after(qtbot: QtBot) -> Iterator[None]:
    del qtbot
    i18n.apply("en")
    yield
    i18n.apply("en")


def _lesson_list(qtbot: QtBot, done: set[str]) -> LessonList:
    widget = LessonList(LESSONS, done)
    qtbot.addWidget(widget)
    widget.resize(900, 520)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _click_lesson(qtbot: QtBot, widget: LessonList, lesson_id: str) -> None:
    item = widget.item_of(lesson_id)
    widget.list.scrollToItem(item)
    rect = widget.list.visualItemRect(item)
    qtbot.mouseClick(widget.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_done_lessons_are_marked_and_the_next_one_is_offered(qtbot: QtBot) -> None:
    widget = _lesson_list(qtbot, {"first_hand"})
    assert widget.list.count() == len(LESSONS) + 4  # and the four group headings
    assert widget.is_marked("first_hand") and not widget.is_marked("hand_rankings")
    assert widget.current_id() == "hand_rankings"
    assert widget.count.text() == f"Done: 1 of {len(LESSONS)}"
    widget.mark_done("hand_rankings")
    assert widget.is_marked("hand_rankings")
    assert widget.count.text() == f"Done: 2 of {len(LESSONS)}"
    headings = [widget.list.item(r).text() for r in range(widget.list.count())
                if widget.list.item(r).data(Qt.ItemDataRole.UserRole) is None]
    assert headings == ["Basics", "No-Limit", "First strategy", "Optional"]


def test_clicking_a_lesson_shows_its_rule_and_start_chooses_it(qtbot: QtBot) -> None:
    widget = _lesson_list(qtbot, set())
    _click_lesson(qtbot, widget, "side_pots")
    assert widget.current_id() == "side_pots"
    assert "main pot" in widget.rule.text()
    assert widget.source.text() == "From: Home-game rules"
    with qtbot.waitSignal(widget.lesson_chosen, timeout=2000) as chosen:
        qtbot.mouseClick(widget.start, Qt.MouseButton.LeftButton)
    assert chosen.args == ["side_pots"]


def test_enter_on_a_lesson_chooses_it(qtbot: QtBot) -> None:
    widget = _lesson_list(qtbot, set())
    widget.list.setFocus()
    qtbot.keyClick(widget.list, Qt.Key.Key_Down)
    assert widget.current_id() == "hand_rankings"
    with qtbot.waitSignal(widget.lesson_chosen, timeout=2000) as chosen:
        qtbot.keyClick(widget.list, Qt.Key.Key_Return)
    assert chosen.args == ["hand_rankings"]


def test_the_list_follows_a_switch_to_german(qtbot: QtBot) -> None:
    widget = _lesson_list(qtbot, {"side_pots"})
    _click_lesson(qtbot, widget, "side_pots")
    i18n.apply("de")
    qtbot.waitUntil(lambda: widget.start.text() == "Lektion starten", timeout=2000)
    assert widget.count.text() == f"Erledigt: 1 von {len(LESSONS)}"
    assert widget.item_of("side_pots").text() == "10. Side-Pots"
    assert widget.is_marked("side_pots")
    assert widget.source.text() == "Quelle: Regeln für die Pokerrunde zu Hause"
    sources = english_sources(["Lesson", "LessonList"])
    shown = [re.sub(r"^\d+\. ", "", widget.list.item(k).text())
             for k in range(widget.list.count())]
    shown += [widget.rule.text(), widget.source.text(), widget.start.text(), widget.count.text(),
              widget.drill.text()]
    assert [t for t in shown if english_sentences_in(t, sources)] == []
    assert english_sentences_in("Side pots", sources)  # the check would see an English title


def test_progress_is_remembered_and_a_damaged_file_means_none(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch
                                                              ) -> None:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    assert progress.load_done() == set()
    progress.save_done({"side_pots", "heads_up"})
    assert progress.load_done() == {"side_pots", "heads_up"}
    (tmp_path / progress.PROGRESS_FILE).write_text("{not json", encoding="utf-8")
    assert progress.load_done() == set()


# ---------------------------------------------------------------------- the chart


def _chart(qtbot: QtBot, short_deck: bool = False) -> RankingChart:
    chart = RankingChart(short_deck)
    qtbot.addWidget(chart)
    chart.resize(640, 480)
    chart.show()
    qtbot.waitExposed(chart)
    return chart


def _near(colour: QColor, target: QColor) -> bool:
    return all(abs(a - b) < 40 for a, b in zip(colour.getRgb()[:3], target.getRgb()[:3],
                                               strict=True))


def test_the_chart_highlights_the_given_category(qtbot: QtBot) -> None:
    chart = _chart(qtbot)
    assert [r.category for r in chart.rows] == list(range(9, -1, -1))
    chart.set_highlight(FLUSH)
    image = chart.grab().toImage()
    lit, other = chart.row_rect(FLUSH), chart.row_rect(FULL_HOUSE)
    edge = 3  # the highlight frame's left edge
    assert _near(image.pixelColor(QPoint(edge, int(lit.center().y()))), HIGHLIGHT)
    assert _near(image.pixelColor(QPoint(edge, int(other.center().y()))), FELT)
    chart.set_highlight(None)
    image = chart.grab().toImage()
    assert _near(image.pixelColor(QPoint(edge, int(lit.center().y()))), FELT)


def test_short_deck_chart_puts_flush_above_full_house(qtbot: QtBot) -> None:
    chart = _chart(qtbot, short_deck=True)
    assert chart.row_rect(FLUSH).top() < chart.row_rect(FULL_HOUSE).top()
    chart.set_short_deck(False)
    assert chart.row_rect(FLUSH).top() > chart.row_rect(FULL_HOUSE).top()


def test_the_chart_names_categories_in_german(qtbot: QtBot) -> None:
    chart = _chart(qtbot)
    i18n.apply("de")
    qtbot.waitUntil(lambda: chart.rows[-1].name == "Höchste Karte", timeout=2000)
    assert [r.name for r in chart.rows][-3:] == ["Zwei Paare", "Paar", "Höchste Karte"]


# ---------------------------------------------------------------------- the help window


def test_help_window_tabs_by_click_and_german(qtbot: QtBot) -> None:
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert [dialog.tabs.tabText(k) for k in range(3)] == ["Rules", "Hand rankings", "Glossary"]
    assert "Side pots" not in dialog.rules.toPlainText()
    assert "All-in and side pots" in dialog.rules.toPlainText()
    bar = dialog.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())
    assert dialog.tabs.currentWidget() is dialog.glossary
    rows = {dialog.glossary.item(r, 0).text(): dialog.glossary.item(r, 1).text()
            for r in range(dialog.glossary.rowCount())}
    assert rows["fold"] == "Passen" and rows["side pot"] == "Side-Pot"
    dialog.show_hand(FLUSH)
    assert dialog.chart.highlight == FLUSH

    i18n.apply("de")
    qtbot.waitUntil(lambda: dialog.tabs.tabText(2) == "Glossar", timeout=2000)
    sources = english_sources(["HelpDialog", "Help", "Hand"])
    shown = [dialog.windowTitle(), *(dialog.tabs.tabText(k) for k in range(3))]
    shown += dialog.rules.toPlainText().splitlines()
    shown += [dialog.glossary.horizontalHeaderItem(c).text() for c in range(3)]
    # The English column is English on purpose; the German and the meanings are not.
    shown += [dialog.glossary.item(r, c).text() for r in range(dialog.glossary.rowCount())
              for c in (1, 2)]
    assert [t for t in shown if t and english_sentences_in(t, sources)] == []
    # Sorted by the German term: "3-Bet", then "All-in".
    assert [dialog.glossary.item(r, 0).text() for r in (0, 1)] == ["3-bet", "all-in"]

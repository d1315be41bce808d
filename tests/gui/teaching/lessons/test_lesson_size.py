"""Lessons at 1024x600 in both languages: opening the lessons and playing one to its quiz
never makes the window grow; the game's controls and log step aside while the lessons are
open (a running game pauses) and come back when they close."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from gui.base import i18n
from gui.base.game_setup import GameSetup
from gui.window.main_window import MainWindow
from tests.helpers.german import menu_action
from tests.helpers.hands import TIMEOUT_MS

SMALL = (1024, 600)
LESSONS_MENU = {"en": ("Help", "Lessons…"), "de": ("Hilfe", "Lektionen…")}


@pytest.fixture(autouse=True)
def _own_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path / "data"))
    yield
    i18n.apply("en")


def _fits(window: MainWindow) -> None:
    QApplication.processEvents()
    hint = window.minimumSizeHint()
    assert hint.width() <= SMALL[0] and hint.height() <= SMALL[1], hint
    assert (window.width(), window.height()) == SMALL


def _start(qtbot: QtBot, window: MainWindow, lesson_id: str) -> None:
    lessons = window.beginners.lessons
    assert lessons.list is not None
    item = lessons.list.item_of(lesson_id)
    lessons.list.list.scrollToItem(item)
    rect = lessons.list.list.visualItemRect(item)
    qtbot.mouseClick(lessons.list.list.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center())
    qtbot.mouseClick(lessons.list.start, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_lesson_fits_1024_by_600_to_its_quiz(qtbot: QtBot, window: MainWindow,
                                                   language: str) -> None:
    i18n.apply(language)
    window.resize(*SMALL)
    _fits(window)
    menu_action(window, *LESSONS_MENU[language]).trigger()
    lessons = window.beginners.lessons
    assert lessons.dock.isVisible()
    _fits(window)
    for lesson_id in lessons.lessons:
        _start(qtbot, window, lesson_id)
        panel = lessons.panel
        assert panel is not None and panel.lesson.id == lesson_id
        while not panel.runner.at_end:
            qtbot.keyClick(panel, Qt.Key.Key_Right)
        assert panel.quiz.isVisibleTo(panel)
        _fits(window)
        # The lesson's words scroll up and down at most, never sideways: nothing is cut off.
        body = panel.body
        assert isinstance(body, QScrollArea)
        assert body.widget().width() <= body.viewport().width()
        assert body.widget().width() >= body.widget().minimumSizeHint().width()
        assert not lessons.list.list.horizontalScrollBar().isVisible()
        body.ensureWidgetVisible(panel.quiz)
        QApplication.processEvents()
        assert panel.next.visibleRegion().boundingRect().height() > 0
        assert panel.quiz.visibleRegion().boundingRect().height() > 0
        qtbot.mouseClick(lessons.to_list, Qt.MouseButton.LeftButton)
    assert window.view.width() >= window.view.minimumWidth()


def test_opening_the_lessons_sets_a_running_game_aside_until_they_close(
        qtbot: QtBot, window: MainWindow) -> None:
    window.resize(*SMALL)
    window.start_game(GameSetup(players=3, opponents="call", seed=4))
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    assert window.log_dock.isVisible()
    menu_action(window, "Help", "Lessons…").trigger()
    _fits(window)
    assert window.paused and not window.panel.isVisible() and not window.log_dock.isVisible()
    window.beginners.lessons.dock.close()
    QApplication.processEvents()
    assert not window.paused and window.panel.isVisible() and window.log_dock.isVisible()
    assert window.panel.legal is not None  # still the person's turn, to play on
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.panel.legal is None, timeout=TIMEOUT_MS)
    window.stop_engine()


def test_a_lesson_started_from_a_paused_game_ends_it_and_leaves_no_controls_behind(
        qtbot: QtBot, window: MainWindow) -> None:
    window.resize(*SMALL)
    window.start_game(GameSetup(players=3, opponents="call", seed=4))
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    menu_action(window, "Help", "Lessons…").trigger()
    assert window.paused
    _start(qtbot, window, "heads_up")
    assert window.engine is None and not window.paused
    window.beginners.lessons.dock.close()
    QApplication.processEvents()
    assert window.log_dock.isVisible() and not window.panel.isVisible()  # no game to play
    _fits(window)

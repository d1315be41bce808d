"""Activities that never step on each other (issue 29), driven as a person does: a game, then
a lesson, a practice hand, a replay, the trainer and a language switch, back to the game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.base import i18n
from gui.window.main_window import MainWindow
from tests.helpers.activities import buttons_enabled
from tests.helpers.activities import open_lesson
from tests.helpers.activities import open_trainer
from tests.helpers.activities import play_a_game
from tests.helpers.activities import play_out
from tests.helpers.activities import start_practice
from tests.helpers.activities import start_replay
from tests.helpers.activities import switch_language
from tests.helpers.activities import table_state
from tests.helpers.hands import TIMEOUT_MS


def test_a_language_switch_after_a_lesson_keeps_the_continued_game(
        qtbot: QtBot, window: MainWindow, store: Store) -> None:
    """Defect 2: lesson, close it, Sessions > Continue, View > Language."""
    play_a_game(qtbot, window, store)
    session, names = window.session_id, dict(window.scene.names)
    open_lesson(qtbot, window)
    window.beginners.lessons.dock.close()  # the lesson ends with its dock: the game is back
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    before = table_state(window.model)
    try:
        switch_language(window, "de")
        assert window.scene.names == names
        assert table_state(window.model) == before
        assert buttons_enabled(window)
        assert window.session_id == session
    finally:
        i18n.apply("en")
        QApplication.processEvents()


def test_closing_the_lessons_returns_to_the_game_unchanged(
        qtbot: QtBot, window: MainWindow, store: Store) -> None:
    """Issue 31: closing the lesson's panel leaves the lesson and brings back the game it
    suspended, as it was, with its controls."""
    play_a_game(qtbot, window, store)
    session, before = window.session_id, table_state(window.model)
    open_lesson(qtbot, window)
    assert table_state(window.model) != before  # the lesson's hand is on the table
    window.beginners.lessons.dock.close()
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    assert window.session_id == session
    assert table_state(window.model) == before
    assert buttons_enabled(window)
    assert not window.activities.bar.isVisible()


def test_a_practice_hand_never_ends_the_game_it_came_from(
        qtbot: QtBot, window: MainWindow, store: Store) -> None:
    """Defect 4: "Play on from here" ends with the practice hand's own words, and the way back
    to the game is on the screen."""
    play_a_game(qtbot, window, store)
    session, before = window.session_id, table_state(window.model)
    start_practice(qtbot, window)
    play_out(qtbot, window)
    log = window.log.toPlainText()
    assert "Game over" not in log and "finish first" not in log
    assert "Game over" not in window.scene.stage.banner.text
    back = window.activities.bar.back_button
    assert back.isVisible()
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    assert window.session_id == session
    assert table_state(window.model) == before
    assert buttons_enabled(window)


def _back(qtbot: QtBot, window: MainWindow) -> None:
    """Press "Back to my game" on the activity bar and wait for the person's turn."""
    back = window.activities.bar.back_button
    assert back.isVisible() and back.isEnabled()
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    assert not window.activities.bar.isVisible()


def test_every_activity_and_a_language_switch_leave_the_game_as_it_was(
        qtbot: QtBot, window: MainWindow, store: Store) -> None:
    """A game, then a lesson, a practice hand, a replay and the trainer, a language switch in
    each, back to the game: the same table, the log went on, every button answers."""
    play_a_game(qtbot, window, store)
    session, before = window.session_id, table_state(window.model)
    earlier = window.log.toPlainText().split("\n")[:len(window.log.earlier_lines())]
    bar = window.activities.bar
    try:
        open_lesson(qtbot, window)
        assert bar.isVisible() and bar.label.text().startswith("Lesson: ")
        lesson_hand, told = dict(window.scene.names), len(window.log.earlier_lines())
        lesson_state = table_state(window.model)
        switch_language(window, "de")
        assert table_state(window.model) == lesson_state
        assert len(window.log.earlier_lines()) == told  # the lesson is not told again
        assert bar.label.text().startswith("Lektion: ")
        assert bar.back_button.text() == "Zurück zu meinem Spiel"
        assert window.scene.names == lesson_hand  # re-worded, not changed
        switch_language(window, "en")
        _back(qtbot, window)
        assert table_state(window.model) == before and window.session_id == session

        replayer = start_practice(qtbot, window)
        assert bar.isVisible() and bar.label.text().startswith("Practice hand from hand #")
        practice = table_state(window.model)
        switch_language(window, "de")
        assert table_state(window.model) == practice and bar.label.text().startswith("Übung")
        switch_language(window, "en")
        replayer.close()  # the replay's own window
        _back(qtbot, window)
        assert table_state(window.model) == before and window.session_id == session

        replayer = start_replay(qtbot, window)
        switch_language(window, "de")
        replayer.close()
        switch_language(window, "en")
        assert not bar.isVisible() and table_state(window.model) == before

        trainer = open_trainer(window)
        switch_language(window, "de")
        trainer.close()
        switch_language(window, "en")
        assert not bar.isVisible() and table_state(window.model) == before
    finally:
        i18n.apply("en")
        QApplication.processEvents()
    assert window.session_id == session and buttons_enabled(window)
    assert window.log.toPlainText().split("\n")[:len(earlier)] == earlier  # the log went on
    lines = window.log.toPlainText().count("\n")
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.log.toPlainText().count("\n") > lines, timeout=TIMEOUT_MS)

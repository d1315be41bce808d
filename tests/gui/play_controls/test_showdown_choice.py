"""Show or muck: a person whose hand cannot win chooses with two buttons, the table and the
log follow the choice, "muck losing hands" answers for them, and a continued session keeps it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.core.cards import parse_cards
from engine.rules.events import HandShown
from engine.storage import Store
from gui.base import settings
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.play_controls.showdown_choice import AUTO_MUCK
from gui.window.main_window import MainWindow
from tests.helpers.german import english_in
from tests.helpers.german import widget_texts
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.hands import factory_with
from tests.helpers.hands import hand_order
from tests.helpers.hands import seed_with_button
from tests.helpers.hands import stack_deck

MINE = "7c2d"


@pytest.fixture(autouse=True)
def _asked() -> Iterator[None]:
    """These tests are about being asked: "muck losing hands" is off, as at first start."""
    settings.remember(AUTO_MUCK, False)
    yield


def _setup(seed: int | None = None) -> GameSetup:
    base = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You")
    return GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You",
                     seed=seed if seed is not None else seed_with_button(base, 0))


def _lose_a_showdown(qtbot: QtBot, window: MainWindow) -> None:
    """The person (on the button) checks and calls down with 7-2 against aces and kings: the
    aces show first, the kings are mucked, and then the person is asked."""
    setup = _setup()
    deck = stack_deck(hand_order([0, 1, 2], 0), {0: MINE, 1: "AsAh", 2: "KsKh"},
                      "AdKc8s3h4c")
    window.hands_limit = 1  # the table stops after this hand: no next deal races the checks
    window.start_game(setup, factory=factory_with(setup, {1: deck}))
    _play_to_the_question(qtbot, window)


def _play_to_the_question(qtbot: QtBot, window: MainWindow) -> None:
    while True:
        qtbot.waitUntil(lambda: window.panel.legal is not None or window.showdown.asked
                        or bool(window.model.awards), timeout=TIMEOUT_MS)
        if window.showdown.asked or window.model.awards:
            return
        qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.panel.legal is None, timeout=TIMEOUT_MS)


def _finished(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: bool(window.model.awards), timeout=TIMEOUT_MS)
    window.set_paused(True)


def test_the_person_clicks_show_and_everyone_sees_the_cards(qtbot: QtBot,
                                                            window: MainWindow) -> None:
    _lose_a_showdown(qtbot, window)
    assert window.showdown.asked and window.showdown.show_button.isVisible()
    assert not window.model.awards  # the pot waits for the answer
    qtbot.mouseClick(window.showdown.show_button, Qt.MouseButton.LeftButton)
    _finished(qtbot, window)
    assert not window.showdown.asked
    assert window.scene.hole_cards(0) == [(c, True) for c in parse_cards(MINE)]
    assert not any(card.mucked for card in window.scene.hole[0])  # shown, not dimmed
    assert 0 in window.model.shown
    log = window.log.toPlainText()
    assert "You show 7♣ 2♦" in log and "You muck." not in log
    assert "wins the pot of 30." in log


def test_the_person_clicks_muck_and_keeps_the_cards_to_themselves(qtbot: QtBot,
                                                                  window: MainWindow) -> None:
    _lose_a_showdown(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_M)  # the Muck button's key
    _finished(qtbot, window)
    assert 0 not in window.model.shown and 0 in window.model.mucked
    assert all(card.mucked for card in window.scene.hole[0])  # dimmed, seen only by them
    log = window.log.toPlainText()
    assert "You muck." in log and "You show" not in log


def test_muck_losing_hands_answers_without_asking(qtbot: QtBot, window: MainWindow) -> None:
    settings.remember(AUTO_MUCK, True)
    _lose_a_showdown(qtbot, window)
    _finished(qtbot, window)
    assert not window.showdown.asked
    assert "You muck." in window.log.toPlainText()


def test_a_continued_session_shows_the_same_showdown(qtbot: QtBot, window: MainWindow,
                                                     store: Store) -> None:
    window.store = store
    window.hands_limit = 1
    window.start_game(_setup(seed=1))  # seed 1: the person loses the first hand
    _play_to_the_question(qtbot, window)
    assert window.showdown.asked
    qtbot.mouseClick(window.showdown.show_button, Qt.MouseButton.LeftButton)
    # The hand is saved when the engine wraps it up, a step after the pot is pushed: wait
    # for that, not only for the pot (pausing at once could stop the table before it).
    qtbot.waitUntil(lambda: store.latest_session_id() is not None and store.summary(
        store.latest_session_id()).hands_played >= 1, timeout=TIMEOUT_MS)  # type: ignore[arg-type]
    _finished(qtbot, window)
    stacks = dict(window.model.stacks)
    window.stop_engine()
    latest = store.latest_session_id()
    assert latest is not None
    assert [e.seat for e in store.hand(latest, 1).events() if isinstance(e, HandShown)] \
        == [2, 0]  # the winner shows first; then the person showed by choice
    assert stacks[0] == 990

    again = MainWindow(window.scene.speed)
    qtbot.addWidget(again)
    again.store = store
    again.hands_limit = 1  # the continued table stops where the first one did
    again.show()
    with qtbot.waitSignal(again.watch_finished, timeout=TIMEOUT_MS):
        again.continue_session(latest)
    # The log with the person's answer replayed to the same table (a different answer
    # would not fit the log, and continuing would fail).
    assert not again.failures and again.session_id == latest
    assert again.model.stacks == stacks
    again.stop_engine()
    again.close()


def test_in_german_the_question_the_log_and_the_settings_are_german(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.set_language("de")
    try:
        QApplication.processEvents()
        _lose_a_showdown(qtbot, window)
        assert window.showdown.asked
        assert window.showdown.show_button.text() == "Zeigen"
        assert english_in(widget_texts(window.showdown)) == []
        qtbot.mouseClick(window.showdown.show_button, Qt.MouseButton.LeftButton)
        _finished(qtbot, window)
        lines = window.log.toPlainText().splitlines()
        assert any(line.startswith("Du zeigst 7♣ 2♦") for line in lines)
        assert english_in([("log", line) for line in lines]) == []
        dialog = window.menus.open_settings()
        assert english_in(widget_texts(dialog)) == []
        dialog.reject()
    finally:
        window.set_language("en")


def test_unanswered_the_hand_is_mucked_when_the_action_clocks_time_is_up(
        qtbot: QtBot, window: MainWindow) -> None:
    """Issue 44: the question waited without limit; as an online client's clock, it mucks."""
    assert window.showdown.wait_seconds == speeds.ACTION_CLOCK_SECONDS
    window.showdown.wait_seconds = 0.6  # the test does not wait thirty seconds
    _lose_a_showdown(qtbot, window)
    assert window.showdown.asked and window.showdown.countdown.text() == "Mucked in 1 s"
    _finished(qtbot, window)  # nobody clicked
    assert not window.showdown.asked
    assert 0 in window.model.mucked and 0 not in window.model.shown
    assert "You muck." in window.log.toPlainText()

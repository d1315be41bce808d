"""Game > Sit out and Game > Last hand, used as a regular uses them."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.play.session import GameOver
from engine.rules.events import HandStarted
from gui.base.game_setup import GameSetup
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS


def _dealt(window: MainWindow) -> list[frozenset[int]]:
    """The seats dealt into each hand the table shows."""
    hands: list[frozenset[int]] = []
    window.scene.event_done.connect(
        lambda e: hands.append(frozenset(window.model.in_hand))
        if isinstance(e, HandStarted) else None)
    return hands


def _play_along(qtbot: QtBot, window: MainWindow, until: object) -> None:
    """Check or call whenever it is the person's turn, until ``until()``."""
    for _ in range(200):
        if until():  # type: ignore[operator]
            return
        if window.panel.legal is not None:
            window.panel.call_button.click()
        qtbot.wait(5)
    raise AssertionError("it did not happen")


def test_sitting_out_deals_the_person_out_until_their_big_blind_and_the_last_hand_ends(
        qtbot: QtBot, window: MainWindow) -> None:
    choices = window.table_choices
    hands = _dealt(window)
    window.start_game(GameSetup(players=5, opponents="call", cash=True, seed=3))
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    assert choices.sit_out_action.isEnabled() and choices.last_hand_action.isEnabled()
    choices.sit_out_action.trigger()  # Game > Sit out
    qtbot.waitUntil(lambda: "sit out" in window.statusBar().currentMessage(),
                    timeout=TIMEOUT_MS)
    _play_along(qtbot, window, lambda: len(hands) >= 5)
    assert 0 in hands[0] and all(0 not in dealt for dealt in hands[1:5])
    choices.sit_out_action.trigger()  # untick: back at the big blind
    seen = len(hands)
    _play_along(qtbot, window, lambda: any(0 in d for d in hands[seen:]))
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    assert window.model.bets.get(0) == window.model.blinds[1]  # back in the big blind
    over: list[GameOver] = []
    window.scene.event_done.connect(
        lambda e: over.append(e) if isinstance(e, GameOver) else None)
    choices.last_hand_action.trigger()  # Game > Last hand
    _play_along(qtbot, window, lambda: bool(over))
    assert over[0].hands_played == window.model.hand_number
    assert not choices.last_hand_action.isEnabled()


def test_a_tournament_has_no_last_hand_and_a_refused_sit_out_says_why(
        qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(GameSetup(players=2, opponents="call", seed=3))
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    assert not window.table_choices.last_hand_action.isEnabled()
    window.table_choices.sit_out_action.trigger()  # heads-up: the game would stop
    qtbot.waitUntil(lambda: "two other players" in window.panel.message.text(),
                    timeout=TIMEOUT_MS)
    assert not window.table_choices.sit_out_action.isChecked()

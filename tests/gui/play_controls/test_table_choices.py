"""Game > Sit out and Game > Last hand, used as a regular uses them."""

from __future__ import annotations

import threading

import pytest
from pytestqt.qtbot import QtBot

from engine.play.session import GameOver
from engine.play.session import HandWrapped
from engine.play.session import PersonToAct
from engine.rules.events import HandStarted
from gui.base import speeds
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
    window.start_game(GameSetup(players=2, opponents="call", seed=3, cash=True))
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    window.table_choices.sit_out_action.trigger()  # a cash game heads-up would stop
    qtbot.waitUntil(lambda: "two other players" in window.panel.message.text(),
                    timeout=TIMEOUT_MS)
    assert not window.table_choices.sit_out_action.isChecked()


def test_a_tournament_player_sitting_out_is_blinded_away_at_the_tables_speed(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole one-table tournament: the person folds hand 17 and sits out from hand 18;
    they stay dealt in, post blinds and antes, are never asked, and the blinds take their
    stack. The table keeps its speed (what it would wait, summed per hand as the animation
    queue asks :func:`speeds.ms` for it; the test itself waits for none of it), and nobody
    wins while another player has chips."""
    table_ms: dict[int, int] = {}
    real_ms = speeds.ms

    def measured(base: int, speed: speeds.Speed) -> int:
        if threading.current_thread() is threading.main_thread():
            hand = window.model.hand_number
            table_ms[hand] = table_ms.get(hand, 0) + real_ms(base, speed)
        return 0  # nothing waits: a whole tournament in a second or two

    monkeypatch.setattr(speeds, "ms", measured)
    window.set_speed(speeds.Speed.NORMAL)
    dealt = _dealt(window)
    asked: list[int] = []
    busted: list[tuple[int, int]] = []  # (hand, seat) in the order they busted
    over: list[GameOver] = []

    def seen(event: object) -> None:
        if isinstance(event, PersonToAct):
            asked.append(window.model.hand_number)
        elif isinstance(event, HandWrapped):
            busted.extend((event.hand_number, seat) for seat in event.busted)
        elif isinstance(event, GameOver):
            over.append(event)
            chips.extend(s for s, stack in window.model.stacks.items() if stack > 0)

    chips: list[int] = []
    window.scene.event_done.connect(seen)
    window.start_game(GameSetup(players=4, opponents="call", starting_stack=500,
                                schedule="turbo", seed=5))
    choices = window.table_choices
    for _ in range(3000):
        if over:
            break
        legal = window.panel.legal
        if legal is not None and not choices.sit_out_action.isChecked():
            if window.model.hand_number == 17:
                window.panel.fold_button.click() if not legal.can_check else \
                    window.panel.call_button.click()
                choices.sit_out_action.trigger()  # Game > Sit out: from hand 18 on
            elif legal.can_check:
                window.panel.call_button.click()  # check
            else:
                window.panel.fold_button.click()
        qtbot.wait(2)
    assert over, "the tournament did not end"
    assert max(asked) <= 17  # sitting out, the person is never asked
    out_in = dict((seat, hand) for hand, seat in busted)
    assert 0 in out_in  # the blinds took the person's stack
    assert all(0 in dealt[n - 1] for n in range(18, out_in[0] + 1))  # dealt in to the end
    winner = over[0].standings[0][0]
    assert chips == [winner]  # the game ends when one player holds every chip
    assert sorted(out_in) == sorted({0, 1, 2, 3} - {winner}) and len(busted) == 3
    assert window.setup is not None
    name = window.setup.names()[winner]
    assert f"{name} finishes first" in window.log.toPlainText()
    sat_out = [n for n in table_ms if 18 <= n <= out_in[0]]
    assert sat_out and all(table_ms[n] >= speeds.HAND_END_PAUSE for n in sat_out), table_ms

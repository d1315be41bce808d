"""Sitting out (wait for the big blind) and the last hand of a cash game."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.play.session import GameOver
from engine.play.session import GameSession
from engine.play.session import HandWrapped
from engine.play.session import LoggedSitOut
from engine.rules.config import HandConfig
from engine.rules.table import GameMode
from engine.rules.table import TableConfig
from engine.storage.codec import entry_from_json
from engine.storage.codec import entry_to_json

NAMES = ["Ada", "Bruno", "Chloé", "Dmitri", "Esme"]


def _session(mode: GameMode = GameMode.CASH) -> GameSession:
    config = TableConfig(hand=HandConfig(small_blind=5, big_blind=10), mode=mode,
                         starting_stack=1000)
    return GameSession(config, NAMES, None, dict.fromkeys(range(5), "call"), seed=4)


def _play_hand(session: GameSession) -> tuple[int, ...]:
    """Play one whole hand; the seats dealt in, in hand order (small blind, big blind...)."""
    while True:
        events = session.step()
        if any(isinstance(e, HandWrapped | GameOver) for e in events):
            hand = session.table.hand
            assert hand is not None
            return tuple(hand.seats)


def test_a_player_sitting_out_is_dealt_out_and_comes_back_at_the_big_blind() -> None:
    session = _session()
    _play_hand(session)
    session.sit_out(2)
    for _ in range(4):
        dealt = _play_hand(session)
        assert 2 not in dealt
    session.sit_out(2, out=False)
    waited = 0
    while True:
        dealt = _play_hand(session)
        if 2 in dealt:
            assert dealt[1] == 2  # back in the big blind, owing nothing else
            break
        waited += 1
        assert waited < 5
    assert not session.table.seats[2].sitting_out


def test_a_replay_deals_the_same_hands_and_the_log_entry_round_trips() -> None:
    session = _session()
    _play_hand(session)
    session.sit_out(3)
    for _ in range(3):
        _play_hand(session)
    session.sit_out(3, out=False)
    for _ in range(5):
        _play_hand(session)
    entry = next(e for e in session.log if isinstance(e, LoggedSitOut))
    assert entry_from_json(entry_to_json(entry)) == entry
    again = GameSession.replay(session.table.config, NAMES, None, session.seed, session.log,
                               dict.fromkeys(range(5), "call"))
    assert {s: st.stack for s, st in again.table.seats.items()} == {
        s: st.stack for s, st in session.table.seats.items()}
    assert again.log == session.log


def test_illegal_requests_are_refused_with_their_codes() -> None:
    session = _session()
    with pytest.raises(IllegalActionError) as refused:
        session.sit_out(1, out=False)
    assert refused.value.code == "not_sitting_out"
    session.sit_out(0)
    session.sit_out(1)
    session.sit_out(2)
    with pytest.raises(IllegalActionError) as refused:
        session.sit_out(3)  # only Esme would be left
    assert refused.value.code == "too_few_players"
    with pytest.raises(IllegalActionError) as refused:
        session.sit_out(9)
    assert refused.value.code == "bad_seat"
    with pytest.raises(IllegalActionError) as refused:
        _session(GameMode.TOURNAMENT).last_hand()
    assert refused.value.code == "not_cash"


def test_the_last_hand_ends_a_cash_game_after_the_hand_being_played() -> None:
    session = _session()
    session.step()  # the first hand is dealt
    session.last_hand()
    events: list[object] = []
    while not session.over or not any(isinstance(e, GameOver) for e in events):
        events.extend(session.step())
    over = next(e for e in events if isinstance(e, GameOver))
    assert over.hands_played == 1 and session.table.hand_number == 1

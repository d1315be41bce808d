"""Sitting out (wait for the big blind) and the last hand of a cash game."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.play.session import GameOver
from engine.play.session import GameSession
from engine.play.session import HandWrapped
from engine.play.session import LoggedAction
from engine.play.session import LoggedSitOut
from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.table import BlindLevel
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


def _tournament(players: int = 4) -> GameSession:
    levels = tuple(BlindLevel(5 * f, 10 * f, f) for f in (1, 2, 3, 4, 6, 8, 12, 16))
    config = TableConfig(hand=HandConfig(small_blind=5, big_blind=10, free_folds=True),
                         mode=GameMode.TOURNAMENT, starting_stack=600, levels=levels,
                         hands_per_level=10)
    return GameSession(config, NAMES[:players], 0, dict.fromkeys(range(1, players), "call"),
                       seed=11)


def test_a_tournament_deals_a_player_sitting_out_in_and_the_blinds_take_the_stack() -> None:
    """TDA practice: the absent player posts blinds and antes, the hand is folded, and the
    game ends only when one player holds every chip (not while the absent one has chips)."""
    session = _tournament()
    busts: list[int] = []
    dealt_in_after: list[bool] = []
    over: GameOver | None = None
    for _ in range(5000):
        if session.table.hand_number == 17 and session.wrapped and not session.table.seats[
                0].sitting_out:
            session.sit_out(0)  # from hand 18 on
        if session.waiting_for_person:
            assert session.table.hand_number < 18, "a player sitting out is never asked"
            legal = session.person_legal()
            assert legal is not None
            session.act(Action.check() if legal.can_check else Action.call())
            continue
        events = session.step()
        for event in events:
            if isinstance(event, HandWrapped):
                busts.extend(event.busted)
                if event.hand_number >= 18 and 0 not in busts[:-len(event.busted) or None]:
                    hand = session.table.hand
                    assert hand is not None
                    dealt_in_after.append(0 in hand.seats)
            if isinstance(event, GameOver):
                over = event
        if over is not None:
            break
    assert over is not None
    assert all(dealt_in_after) and len(dealt_in_after) > 10
    person_acts = [e for e in session.log
                   if isinstance(e, LoggedAction) and e.seat == 0 and e.hand_number >= 18]
    assert person_acts and all(e.action.kind in ("fold", "check") and not e.by_person
                               for e in person_acts)
    winner = over.standings[0][0]
    assert [s for s, stack in over.standings if stack > 0] == [winner]
    assert sorted(busts) == sorted(s for s in range(4) if s != winner)  # everybody else busts
    assert 0 in busts  # the blinds took the person's stack
    # the finishing order is the order of the busts: the last one out is second
    again = GameSession.replay(session.table.config, NAMES[:4], 0, session.seed, session.log,
                               dict.fromkeys(range(1, 4), "call"))
    assert again.log == session.log and again.over


def test_a_tournament_player_sitting_out_comes_back_at_the_next_hand() -> None:
    session = _tournament(3)
    _play_hand_answering(session)
    session.sit_out(2)  # a computer player's seat: folded too
    dealt = _play_hand_answering(session)
    assert 2 in dealt and session.table.seats[2].sitting_out
    session.sit_out(2, out=False)
    _play_hand_answering(session)
    assert any(isinstance(e, LoggedAction) and e.seat == 2 and e.action.kind == "call"
               for e in session.log[-12:])


def _play_hand_answering(session: GameSession) -> tuple[int, ...]:
    """One whole hand, the person checking or calling; the seats dealt in."""
    while True:
        if session.waiting_for_person:
            legal = session.person_legal()
            assert legal is not None
            session.act(Action.check() if legal.can_check else Action.call())
            continue
        events = session.step()
        if any(isinstance(e, HandWrapped | GameOver) for e in events):
            hand = session.table.hand
            assert hand is not None
            return tuple(hand.seats)

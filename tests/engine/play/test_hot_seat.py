"""Several people at one screen (hot-seat): each decides for their own seat, the session logs
whose decision it was, and a saved hot-seat session replays to the same table."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.play.session import PERSON
from engine.play.session import GameSession
from engine.play.session import PersonToAct
from engine.rules.actions import Action
from engine.rules.table import TableConfig

NAMES = ["Ada", "Bruno", "Chloé", "Dmitri"]


def _session() -> GameSession:
    # Ada (seat 0) and Chloé (seat 2) are people; Bruno and Dmitri call everything.
    return GameSession(TableConfig(starting_stack=1000), NAMES, person_seat=0,
                       bots={1: "call", 2: PERSON, 3: "call"}, seed=7)


def _play_hands(session: GameSession, hands: int) -> list[int]:
    """Play ``hands`` hands: each person raises the minimum once a hand, then calls or checks;
    returns the seats of the people asked, in order."""
    asked: list[int] = []
    raised: set[tuple[int, int]] = set()
    while session.table.hand_number < hands or not session.wrapped:
        if session.waiting_for_person:
            seat = session.person_to_act
            assert seat is not None
            asked.append(seat)
            legal = session.person_legal()
            assert legal is not None
            key = (session.table.hand_number, seat)
            if legal.can_raise and key not in raised and legal.min_raise_to is not None:
                raised.add(key)
                session.act(Action.bet_or_raise(legal.min_raise_to))
            else:
                session.act(Action.check() if legal.can_check else Action.call())
        else:
            session.step()
    return asked


def test_each_person_is_asked_for_their_own_seat_and_no_bot_sits_there() -> None:
    session = _session()
    assert session.people == {0, 2}
    assert set(session.bots) == {1, 3}
    events = session.advance()
    to_act = [e for e in events if isinstance(e, PersonToAct)]
    assert to_act and to_act[-1].seat == session.person_to_act
    asked = _play_hands(session, 3)
    assert set(asked) == {0, 2}
    logged = {(e.seat, e.by_person) for e in session.log if hasattr(e, "by_person")}
    assert {(0, True), (2, True), (1, False), (3, False)} <= logged
    assert not any(seat in (1, 3) and by for seat, by in logged)


def test_a_bot_step_is_refused_while_a_person_decides() -> None:
    session = _session()
    session.advance()
    assert session.waiting_for_person
    with pytest.raises(IllegalActionError) as info:
        session.step()
    assert info.value.code == "person_to_act"


def test_a_hot_seat_session_replays_from_its_log() -> None:
    session = _session()
    _play_hands(session, 4)
    again = GameSession.replay(session.table.config, NAMES, 0, session.seed, session.log,
                               session.bot_kinds)
    assert again.people == {0, 2}
    assert [(s, st.stack) for s, st in sorted(again.table.seats.items())] == [
        (s, st.stack) for s, st in sorted(session.table.seats.items())]
    assert again.log == session.log

"""Playing the person's seat of a tournament session in tests: a careful player."""

from __future__ import annotations

from engine.play.session import GameSession
from engine.play.session import SessionEvent
from engine.rules.actions import Action
from engine.tournament.lobby import RoundPlayed


def careful(session: GameSession, into: list[SessionEvent] | None = None) -> None:
    """The person checks, calls small bets and folds to big ones (the events ``into``)."""
    legal = session.person_legal()
    assert legal is not None
    if legal.can_check:
        action = Action.check()
    elif legal.call_amount is not None and legal.call_amount <= legal.stack // 8:
        action = Action.call()
    else:
        action = Action.fold()
    events = session.act(action)
    if into is not None:
        into.extend(events)


def play(session: GameSession, hands: int | None = None) -> list[SessionEvent]:
    """Step (the person deciding as :func:`careful`) until the game is over or ``hands``
    more hands are wrapped up; the events emitted on the way."""
    start = session.table.hand_number
    events: list[SessionEvent] = []
    while not session.over:
        if session.person_to_act is not None:
            careful(session, events)
            continue
        if session.person_to_show is not None:
            events.extend(session.show_or_muck(False))
            continue
        events.extend(session.step())
        if hands is not None and session.wrapped and session.table.hand_number - start >= hands:
            break
    return events


def rounds_played(events: list[SessionEvent]) -> list[RoundPlayed]:
    """The tournament's rounds among ``events``, in order."""
    return [e for e in events if isinstance(e, RoundPlayed)]

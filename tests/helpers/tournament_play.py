"""Playing the person's seat of a tournament session in tests: a careful player."""

from __future__ import annotations

from engine.play.session import GameSession
from engine.rules.actions import Action


def careful(session: GameSession) -> None:
    """The person checks, calls small bets and folds to big ones."""
    legal = session.person_legal()
    assert legal is not None
    if legal.can_check:
        session.act(Action.check())
    elif legal.call_amount is not None and legal.call_amount <= legal.stack // 8:
        session.act(Action.call())
    else:
        session.act(Action.fold())


def play(session: GameSession, hands: int | None = None) -> None:
    """Step (the person deciding as :func:`careful`) until the game is over or ``hands``
    more hands are wrapped up."""
    start = session.table.hand_number
    while not session.over:
        if session.person_to_act is not None:
            careful(session)
            continue
        if session.person_to_show is not None:
            session.show_or_muck(False)
            continue
        session.step()
        if hands is not None and session.wrapped and session.table.hand_number - start >= hands:
            return

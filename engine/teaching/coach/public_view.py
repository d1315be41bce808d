"""The person's view of the current hand, rebuilt from the events the window receives.

The coach must know exactly what the person may know and nothing more. The window gets every
event of the hand (other players' hole cards included, for the show-all practice setting), so
:func:`public_view` keeps only what :func:`engine.rules.view.view_for` would give that seat:
its own hole cards and every public event, never a burned card or another player's cards. The
result is the same :class:`~engine.rules.view.PlayerView` a computer player gets, so the coach
reads ranges with the bots' own reader.

Tests: tests/engine/teaching/coach/test_coach.py, tests/gui/base/test_position_names.py
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.errors import IllegalActionError
from engine.rules.actions import LegalActions
from engine.rules.events import ActionTaken
from engine.rules.events import AntePosted
from engine.rules.events import BetReturned
from engine.rules.events import BetsCollected
from engine.rules.events import BlindPosted
from engine.rules.events import BoardDealt
from engine.rules.events import CardBurned
from engine.rules.events import HandEvent
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import HandsRevealed
from engine.rules.events import HandStarted
from engine.rules.events import HoleCardDealt
from engine.rules.events import Pot
from engine.rules.events import PotAwarded
from engine.rules.events import Street
from engine.rules.view import PlayerView

__all__ = ["SpotError", "public_view"]


class SpotError(IllegalActionError):
    """The events do not describe a hand the seat is dealt into (``no_hand``, ``not_seated``)."""


def _is_public(event: object, seat: int) -> bool:
    if isinstance(event, HoleCardDealt):
        return event.seat == seat
    return not isinstance(event, CardBurned)


def _without_folded(
    pots: tuple[Pot, ...], seats: tuple[int, ...], folded: list[bool]
) -> tuple[Pot, ...]:
    """The pots as the hand refreshes them at the end of a round: a fold there changes who
    is eligible without an event of its own."""
    gone = {seats[i] for i, f in enumerate(folded) if f}
    return tuple(Pot(p.amount, tuple(s for s in p.eligible if s not in gone)) for p in pots)


def public_view(
    events: Iterable[object], seat: int, legal: LegalActions | None = None
) -> PlayerView:
    """What ``seat`` knows after ``events`` (one hand's events, in order; others are skipped).

    :param legal: the seat's legal actions when it is its turn (the window has them from the
        session's ``PersonToAct``).
    :raises SpotError: no ``HandStarted`` among the events (``no_hand``) or ``seat`` is not
        dealt into the hand (``not_seated``).
    """
    history: list[HandEvent] = []
    start: HandStarted | None = None
    for event in events:
        if isinstance(event, HandStarted):
            start, history = event, []
        if start is not None and _is_public(event, seat):
            history.append(event)  # type: ignore[arg-type]
    if start is None:
        raise SpotError("no_hand", "no hand has started")
    if seat not in start.seats:
        raise SpotError("not_seated", f"seat {seat} is not dealt into the hand", seat=seat)
    seats = start.seats
    index = {s: i for i, s in enumerate(seats)}
    stacks = list(start.stacks)
    bets = [0] * len(seats)
    folded = [False] * len(seats)
    pots: tuple[Pot, ...] = ()
    hole: list[int] = []
    board: tuple[int, ...] = ()
    street = Street.PREFLOP
    for e in history:
        if isinstance(e, HoleCardDealt):
            hole.append(e.card)
        elif isinstance(e, AntePosted):
            stacks[index[e.seat]] -= e.amount
        elif isinstance(e, BlindPosted):
            stacks[index[e.seat]] -= e.amount
            bets[index[e.seat]] += e.amount
        elif isinstance(e, ActionTaken):
            i = index[e.seat]
            stacks[i] = e.stack
            bets[i] += e.amount
            folded[i] = folded[i] or e.action == "fold"
        elif isinstance(e, BetReturned):
            stacks[index[e.seat]] += e.amount
            bets[index[e.seat]] -= e.amount
        elif isinstance(e, BetsCollected):
            bets = [0] * len(seats)
            pots = e.pots
        elif isinstance(e, BoardDealt):
            board, street = e.board, e.street
            pots = _without_folded(pots, seats, folded)
        elif isinstance(e, HandsRevealed | HandShown | HandMucked):
            pots = _without_folded(pots, seats, folded)
        elif isinstance(e, PotAwarded):
            pots = _without_folded(pots, seats, folded)
            for winner, share in e.shares:
                stacks[index[winner]] += share
    return PlayerView(
        seat=seat, hole=tuple(hole), board=board, street=street, seats=seats,
        stacks=tuple(stacks), bets=tuple(bets), folded=tuple(folded), pots=pots,
        button=seats[-1], big_blind=start.big_blind, small_blind=start.small_blind,
        ante=start.ante, betting=start.betting, short_deck=start.short_deck, legal=legal,
        history=tuple(history),
    )

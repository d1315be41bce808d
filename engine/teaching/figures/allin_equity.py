"""What a hand was worth to a player when the chips went in: the all-in-adjusted result.

A tracker draws, beside the chips won, what they "should" have won: in a hand where every
player left was all-in (or one player still had chips but nobody to bet against) before the
board was complete, the luck of the cards still to come is taken out. The player's share of
each pot they could win is their equity against the other hands in it (all known by then: they
are turned up), times the pot; their expectation is the sum less what they put in. Any other
hand counts at its actual result.

Side pots count apart: a short stack's all-in is worth its equity against the hands in the
main pot only. Before the turn by Monte Carlo, seeded from the hand (the same hand, the same
figure); from the turn on exact.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.evaluation.equity import equity
from engine.rules.events import ActionTaken
from engine.rules.events import AntePosted
from engine.rules.events import BetReturned
from engine.rules.events import BetsCollected
from engine.rules.events import BlindPosted
from engine.rules.events import BoardDealt
from engine.rules.events import HandStarted
from engine.rules.events import HoleCardDealt
from engine.rules.events import Pot

__all__ = ["allin_expectation"]

#: Monte Carlo deals before the turn (a standard error under 0.7 %, a millisecond or so);
#: from the turn on the few boards left are counted exactly.
ALLIN_SAMPLES = 5_000


def _worth(seat: int, pots: Sequence[Pot], holes: dict[int, list[int]],
           board: tuple[int, ...], short_deck: bool, seed: int) -> float | None:
    total = 0.0
    for k, pot in enumerate(pots):
        if seat not in pot.eligible:
            continue
        if len(pot.eligible) == 1:
            total += pot.amount
            continue
        if any(len(holes.get(s, ())) != 2 for s in pot.eligible):
            return None  # a hand nobody saw: no expectation to put beside the result
        shares = equity([holes[s] for s in pot.eligible], board, exact=len(board) >= 4,
                        samples=ALLIN_SAMPLES, seed=seed + k, short_deck=short_deck)
        total += shares[pot.eligible.index(seat)].equity * pot.amount
    return total


def allin_expectation(events: Sequence[object], seat: int, seed: int = 0) -> float | None:
    """``seat``'s expected net (chips) at the moment every player left was all-in with cards
    to come, or ``None`` when the hand never came to that (then its result counts as is).

    :param events: the hand's events as the table showed them (a stored hand's ``events()``).
    """
    put: dict[int, int] = {}
    holes: dict[int, list[int]] = {}
    folded: set[int] = set()
    all_in: set[int] = set()
    players: tuple[int, ...] = ()
    board: tuple[int, ...] = ()
    short_deck = False
    for event in events:
        if isinstance(event, HandStarted):
            players, short_deck = event.seats, event.short_deck
        elif isinstance(event, (AntePosted, BlindPosted)):
            put[event.seat] = put.get(event.seat, 0) + event.amount
            if event.all_in:
                all_in.add(event.seat)
        elif isinstance(event, HoleCardDealt):
            holes.setdefault(event.seat, []).append(event.card)
        elif isinstance(event, ActionTaken):
            put[event.seat] = put.get(event.seat, 0) + event.amount
            if event.action == "fold":
                folded.add(event.seat)
            if event.all_in:
                all_in.add(event.seat)
        elif isinstance(event, BetReturned):
            put[event.seat] = put.get(event.seat, 0) - event.amount
        elif isinstance(event, BoardDealt):
            board = event.board
        elif isinstance(event, BetsCollected):
            live = [s for s in players if s not in folded]
            if (seat in live and len(live) >= 2 and len(board) < 5
                    and sum(s not in all_in for s in live) <= 1):
                worth = _worth(seat, event.pots, holes, board, short_deck, seed)
                return None if worth is None else worth - put.get(seat, 0)
    return None

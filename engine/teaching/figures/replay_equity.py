"""Equities of the hands the replayer shows, step by step and street by street.

At a step of a replayed hand some live hands are known (every hand, when all cards are shown;
else the person's and those turned up) and some are hidden. :func:`step_equity` gives each
known hand's share of the pot against the others, counting a hidden live hand as any two
unseen cards and the known cards of folded hands as dead. It goes through
:func:`engine.evaluation.equity.equity`: exact when that is affordable (every known hand on a
flop, turn or river, two to about six known hands before the flop), else Monte Carlo with the
standard error of each figure, seeded from the step so that the same step gives the same
numbers.

:func:`street_points` picks the step at which each street begins, for the equity-by-street
chart.

Tests: tests/engine/storage/test_after_hand.py, tests/gui/history/test_replay_insights.py
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.cards import Card
from engine.evaluation.equity import equity

__all__ = ["EquityJob", "SeatEquity", "StepEquity", "step_equity", "street_points"]

#: Monte Carlo deals when an exact answer costs too much (standard error about 0.15 %).
SAMPLES = 100_000


@dataclass(frozen=True, slots=True)
class EquityJob:
    """What one step's equities depend on (equal jobs give equal answers: a cache key).

    :param known: the known live hands, by seat.
    :param hidden: live hands nobody sees, counted as any two unseen cards.
    :param dead: known cards of folded hands.
    """

    known: tuple[tuple[int, tuple[Card, Card]], ...]
    hidden: int
    board: tuple[Card, ...]
    dead: tuple[Card, ...] = ()
    short_deck: bool = False

    @staticmethod
    def of(holes: Mapping[int, Sequence[Card]], live: Sequence[int], visible: Sequence[int],
           board: Sequence[Card], short_deck: bool = False) -> EquityJob:
        """The job of a step: ``holes`` every hole card dealt, ``live`` seats not folded,
        ``visible`` seats whose cards may be shown."""
        shown = set(visible)
        known = tuple((s, (holes[s][0], holes[s][1])) for s in sorted(live)
                      if s in shown and len(holes.get(s, ())) == 2)
        hidden = sum(1 for s in live if s not in {k for k, _ in known})
        dead = tuple(sorted(c for s, cards in holes.items()
                            if s not in set(live) and s in shown and len(cards) == 2
                            for c in cards))
        return EquityJob(known, hidden, tuple(board), dead, short_deck)

    def seed(self) -> int:
        """A seed from the job itself: the same step repeats its Monte Carlo figures."""
        return int.from_bytes(hashlib.sha256(repr(self).encode()).digest()[:8], "big")


@dataclass(frozen=True, slots=True)
class SeatEquity:
    """A known hand's share of the pot (``stderr`` 0 when ``exact``)."""

    seat: int
    equity: float
    stderr: float
    exact: bool


@dataclass(frozen=True, slots=True)
class StepEquity:
    job: EquityJob
    seats: tuple[SeatEquity, ...]

    def of(self, seat: int) -> SeatEquity | None:
        return next((s for s in self.seats if s.seat == seat), None)


def step_equity(job: EquityJob, samples: int = SAMPLES) -> StepEquity:
    """Each known hand's equity (none when no hand is known; 100 % for a lone live hand).

    :raises CardError: a card dealt twice or not in the deck (a damaged hand).
    """
    players = len(job.known) + job.hidden
    if not job.known:
        return StepEquity(job, ())
    if players == 1:
        return StepEquity(job, (SeatEquity(job.known[0][0], 1.0, 0.0, True),))
    hands: list[Sequence[int] | None] = [list(cards) for _, cards in job.known]
    hands += [None] * job.hidden
    results = equity(hands, list(job.board), list(job.dead), samples=samples, seed=job.seed(),
                     short_deck=job.short_deck)
    return StepEquity(job, tuple(
        SeatEquity(seat, r.equity, r.stderr, r.exact)
        for (seat, _), r in zip(job.known, results, strict=False)))


def street_points(streets: Sequence[int], dealt: Sequence[bool]) -> tuple[int | None, ...]:
    """For each street (pre-flop .. river) the first step showing it with the cards dealt.

    :param streets: each step's street (0 .. 3).
    :param dealt: whether the hole cards are out at each step.
    :return: four step indices, ``None`` for a street the hand never reached.
    """
    points: list[int | None] = [None] * 4
    for k, (street, out) in enumerate(zip(streets, dealt, strict=True)):
        if out and 0 <= street < 4 and points[street] is None:
            points[street] = k
    return tuple(points)

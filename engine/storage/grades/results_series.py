"""The person's results hand after hand, for the results graph: won, all-in-adjusted won, and
the totals by position and by session.

Every hand the person was dealt into counts (Felt's games and imported hands where a name is
marked "This is me"), oldest first as the history lists them. Chips are the hand's own; big
blinds divide each hand by its own big blind, so hands at different stakes add up fairly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.rules.positions import hand_order
from engine.storage.hands import HandRecord
from engine.teaching.figures.allin_equity import allin_expectation

__all__ = ["HandResult", "Results", "downsample", "hand_results", "results"]


@dataclass(frozen=True, slots=True)
class HandResult:
    """One hand of the person's: chips won (net), what the all-in made it worth, the stakes."""

    session_id: int
    hand: int
    position: str
    net: int
    expected: float  # the all-in-adjusted net; ``net`` when no all-in with cards to come
    big_blind: int


@dataclass(frozen=True, slots=True)
class Results:
    """Running totals after each hand, and the totals by position and by session.

    Chips or big blinds as asked (``in_bb``); ``won[k]`` is the total after hand ``k + 1``.
    """

    won: tuple[float, ...]
    expected: tuple[float, ...]
    by_position: dict[str, float]
    by_session: dict[int, float]


def hand_results(records: Sequence[HandRecord]) -> list[HandResult]:
    """The person's hands among ``records`` (others are skipped), in the order given."""
    out = []
    for r in records:
        me = r.person
        if me is None:
            continue
        seats = r.data.seats
        codes = hand_order(len(seats))
        position = codes[seats.index(me.seat)] if me.seat in seats else ""
        worth = None
        # An all-in called with cards to come ends at a showdown: only those hands are
        # replayed (a fraction of them), so a long history reads quickly.
        if me.showdown:
            try:
                worth = allin_expectation(r.events(), me.seat, seed=r.hand_number)
            except ValueError:  # a hand that no longer replays counts at its result
                worth = None
        out.append(HandResult(r.session_id, r.hand_number, position, me.net,
                              float(me.net) if worth is None else worth,
                              r.data.config.big_blind))
    return out


def results(hands: Sequence[HandResult], in_bb: bool = False) -> Results:
    """The running totals of ``hands`` in chips, or in big blinds with ``in_bb``."""
    won: list[float] = []
    expected: list[float] = []
    by_position: dict[str, float] = {}
    by_session: dict[int, float] = {}
    a = b = 0.0
    for h in hands:
        unit = h.big_blind if in_bb and h.big_blind else 1
        a += h.net / unit
        b += h.expected / unit
        won.append(a)
        expected.append(b)
        by_position[h.position] = by_position.get(h.position, 0.0) + h.net / unit
        by_session[h.session_id] = by_session.get(h.session_id, 0.0) + h.net / unit
    return Results(tuple(won), tuple(expected), by_position, by_session)


def downsample(values: Sequence[float], width: int) -> list[tuple[int, float, float]]:
    """At most about ``2 * width`` points that draw like ``values``: for each of ``width``
    buckets of hands, the lowest and highest total in it, as (hand index, low, high); every
    hand when there are no more hands than buckets (then low == high)."""
    n = len(values)
    if n <= width or width < 1:
        return [(k, v, v) for k, v in enumerate(values)]
    out = []
    for b in range(width):
        start, end = b * n // width, (b + 1) * n // width
        part = values[start:end]
        out.append((end - 1, min(part), max(part)))
    return out

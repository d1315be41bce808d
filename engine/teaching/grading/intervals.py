"""An error rate's interval over hands, not decisions.

Decisions of one hand are not independent: a player who calls a bad bet on the flop faces
the turn too, and one blunder drags the next. :func:`~engine.teaching.grading.error_rate.error_rate`
treats every decision as its own draw, which makes its interval too narrow when comparing
players. :func:`rate_by_hand` keeps the same mean (EV lost over all decisions, in
milli-big-blinds) and takes its variance over hands: the ratio of two sums, whose variance
is that of each hand's cost less the mean times its decisions (the usual linearisation of a
ratio estimator over clusters).
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from collections.abc import Iterable

from engine.teaching.grading.error_rate import BLUNDER_BB
from engine.teaching.grading.error_rate import Z95
from engine.teaching.grading.error_rate import ErrorRate
from engine.teaching.grading.error_rate import band_of

__all__ = ["rate_by_hand"]


def rate_by_hand(costs: Iterable[tuple[Hashable, float]],
                 blunder_bb: float = BLUNDER_BB) -> tuple[ErrorRate, int]:
    """The error rate of decisions given as (hand key, cost in big blinds), its 95 % interval
    over hands, and the number of hands."""
    sums: dict[Hashable, list[float]] = {}
    blunders = 0
    for key, cost in costs:
        entry = sums.setdefault(key, [0.0, 0.0])
        entry[0] += 1000.0 * cost
        entry[1] += 1.0
        blunders += cost >= blunder_bb
    hands = len(sums)
    decisions = int(sum(n for _, n in sums.values()))
    if decisions == 0:
        return ErrorRate(0, 0.0, 0.0, 0.0, band_of(0.0), 0), 0
    mean = math.fsum(c for c, _ in sums.values()) / decisions
    if hands > 1:
        spread = math.fsum((c - mean * n) ** 2 for c, n in sums.values())
        half = Z95 * math.sqrt(hands / (hands - 1) * spread) / decisions
    else:
        half = 0.0
    rate = ErrorRate(decisions, mean, max(mean - half, 0.0), mean + half, band_of(mean),
                     blunders)
    return rate, hands

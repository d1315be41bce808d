"""The error rate: expected value given up per decision, in milli-big-blinds, with its interval.

PokerSnowie's error rate sums the EV cost of every error and divides it by the number of moves
played; its reports name the bands extra-terrestrial (0-4), world class (4-8), expert (8-12),
advanced (12-16) and intermediate (16-20). Felt counts the same way but not the same errors:
its judge is its own expert model, which values pots against weak, deep, rebuying opponents
and charges a loose call or a missed value bet what it costs there, so its figures run about a
hundred times PokerSnowie's (the expert level 37, the solid level 227, the casual 1,139, the
beginner 1,819 mbb per decision, docs/grading.md). On PokerSnowie's edges every level would be
a beginner. Felt keeps PokerSnowie's band names and sets the edges on its own scale, between
the measured levels' 95 % intervals, so each computer level lands in a band of its own.

Tests: tests/engine/teaching/grading/test_bands.py, tests/engine/teaching/grading/test_grader.py,
tests/engine/teaching/grading/test_intervals.py
"""

from __future__ import annotations

import math
from collections.abc import Callable
from collections.abc import Hashable
from collections.abc import Iterable
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeVar

__all__ = ["BAND_EDGES", "BLUNDER_BB", "Band", "ErrorRate", "band_of", "error_rate", "split"]

#: z for a two-sided 95 % interval of a mean.
Z95 = 1.959964
#: Upper edges of the bands, milli-big-blinds per decision, on Felt's scale (docs/grading.md):
#: under 10 gives up almost nothing to the expert model; 100 lies above the expert level's
#: interval (17..41) and below the solid level's (159..295); 400 and 800 split the gap up to
#: the casual level (923..1,354); 1,500 lies between the casual and the beginner (1,640..1,998).
BAND_EDGES = (10.0, 100.0, 400.0, 800.0, 1500.0)


class Band(StrEnum):
    """Where an error rate stands, best first."""

    EXTRA_TERRESTRIAL = "extra_terrestrial"
    WORLD_CLASS = "world_class"
    EXPERT = "expert"
    ADVANCED = "advanced"
    INTERMEDIATE = "intermediate"
    BEGINNER = "beginner"


_BANDS = tuple(Band)


def band_of(mbb: float) -> Band:
    """The band of an error rate in milli-big-blinds per decision."""
    for edge, band in zip(BAND_EDGES, _BANDS, strict=False):
        if mbb < edge:
            return band
    return Band.BEGINNER


@dataclass(frozen=True, slots=True)
class ErrorRate:
    """EV given up per graded decision.

    :param decisions: graded decisions counted.
    :param mbb: mean cost, milli-big-blinds per decision (0 without decisions).
    :param low: lower end of the 95 % interval of the mean (normal approximation).
    :param high: upper end.
    :param blunders: decisions that cost at least the blunder threshold.
    """

    decisions: int
    mbb: float
    low: float
    high: float
    band: Band
    blunders: int


#: A decision giving up this many big blinds or more is a blunder (PokerSnowie's default).
BLUNDER_BB = 2.0


def error_rate(costs_bb: Sequence[float], blunder_bb: float = BLUNDER_BB) -> ErrorRate:
    """The error rate of decisions that cost ``costs_bb`` big blinds each."""
    n = len(costs_bb)
    if n == 0:
        return ErrorRate(0, 0.0, 0.0, 0.0, band_of(0.0), 0)
    mbb = [1000.0 * c for c in costs_bb]
    mean = math.fsum(mbb) / n
    var = math.fsum((x - mean) ** 2 for x in mbb) / (n - 1) if n > 1 else 0.0
    half = Z95 * math.sqrt(var / n)
    return ErrorRate(n, mean, max(mean - half, 0.0), mean + half, band_of(mean),
                     sum(c >= blunder_bb for c in costs_bb))


K = TypeVar("K", bound=Hashable)
T = TypeVar("T")


def split(items: Iterable[T], key: Callable[[T], K], cost: Callable[[T], float],
          blunder_bb: float = BLUNDER_BB) -> dict[K, ErrorRate]:
    """The error rate of each group of ``items`` (by street, spot, position, session...)."""
    groups: dict[K, list[float]] = {}
    for item in items:
        groups.setdefault(key(item), []).append(cost(item))
    return {k: error_rate(v, blunder_bb) for k, v in groups.items()}

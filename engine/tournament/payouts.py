"""Payout tables: what share of the prize pool each place receives, and the amounts.

Standard tables by field size (:func:`standard_table`): winner takes all for two or three
entries, 65/35 up to five, 50/30/20 up to ten, then 40/25/15/10/6/4 up to twenty, and for
larger fields the top 12 % (at least eight places) on a falling curve (a min-cash of one and a
half buy-ins plus a part that falls by a constant ratio from place to place; first place gets
35 % of the pool for 30 entries, 30 % for 100, 20 % for 1,000 and never less than 15 %). Any
table may be replaced by the organiser's own (:func:`custom_table`).

Amounts (:func:`prize_amounts`) are whole units and add up to the pool exactly: each place
gets its share rounded down, and the units left go one each from first place down.

>>> standard_table(9)
(0.5, 0.3, 0.2)
>>> prize_amounts(1000, (0.5, 0.3, 0.2))
(500, 300, 200)
>>> prize_amounts(1001, standard_table(9))
(501, 300, 200)

Tests: tests/engine/tournament/test_pushfold_tables.py, tests/engine/tournament/test_structure.py
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from engine.core.errors import ConfigError

__all__ = ["LARGE_FIELD_SHARE", "custom_table", "prize_amounts", "standard_table"]

WINNER_TAKES_ALL = (1.0,)
TOP_TWO = (0.65, 0.35)
TOP_THREE = (0.5, 0.3, 0.2)
TOP_SIX = (0.4, 0.25, 0.15, 0.1, 0.06, 0.04)
#: Share of a large field that is paid (top 10-15 % is usual).
LARGE_FIELD_SHARE = 0.12
#: First place's share of a large field: this at ten entries, less by the next for each
#: tenfold field, never below the last.
FIRST_SHARE_AT_TEN = 0.4
FIRST_SHARE_PER_DECADE = 0.1
FIRST_SHARE_MIN = 0.15
#: A large field's places (after the first three) never pay less than this share of the
#: buy-in share they stand for (a min-cash returns about one and a half buy-ins).
MIN_CASH_BUY_INS = 1.5


def standard_table(entries: int, share: float = LARGE_FIELD_SHARE) -> tuple[float, ...]:
    """Shares of the pool, first place first, for a field of ``entries``; a field of more
    than twenty pays ``share`` of it (10-15 % is usual).

    >>> len(standard_table(180)), len(standard_table(180, 0.1)), len(standard_table(180, 0.15))
    (22, 18, 27)

    :raises ConfigError: fewer than two entries (``bad_entries``).
    """
    if type(entries) is not int or entries < 2:
        raise ConfigError("bad_entries", "a tournament has at least two entries")
    if entries <= 3:
        return WINNER_TAKES_ALL
    if entries <= 5:
        return TOP_TWO
    if entries <= 10:
        return TOP_THREE
    if entries <= 20:
        return TOP_SIX
    paid = max(8, round(entries * share))
    min_cash = MIN_CASH_BUY_INS / entries
    first = max(FIRST_SHARE_MIN, FIRST_SHARE_AT_TEN - FIRST_SHARE_PER_DECADE * math.log10(
        entries / 10))
    # A geometric fall above a floor of one min-cash, its ratio found by bisection so that
    # first place gets ``first``.
    low, high = 0.01, 0.999
    for _ in range(60):
        ratio = (low + high) / 2
        shares = _falling(paid, min_cash, ratio)
        if shares[0] > first:
            low = ratio
        else:
            high = ratio
    return tuple(_falling(paid, min_cash, (low + high) / 2))


def _falling(paid: int, floor: float, ratio: float) -> list[float]:
    weights = [ratio ** k for k in range(paid)]
    scale = (1.0 - floor * paid) / sum(weights)
    return [floor + scale * w for w in weights]


def custom_table(shares: Sequence[float]) -> tuple[float, ...]:
    """An organiser's table: shares (or percentages) that must not rise from one place to
    the next; normalised to sum to 1.

    >>> custom_table([60, 40])
    (0.6, 0.4)

    :raises ConfigError: empty, negative, rising or all zero (``bad_payouts``).
    """
    values = [float(s) for s in shares]
    if not values or any(v < 0 for v in values) or sum(values) <= 0 or any(
        b > a for a, b in itertools.pairwise(values)
    ):
        raise ConfigError("bad_payouts", "payouts are falling, non-negative shares")
    total = sum(values)
    return tuple(v / total for v in values)


def prize_amounts(pool: int, shares: Sequence[float]) -> tuple[int, ...]:
    """Whole amounts per place that add up to ``pool`` exactly.

    :raises ConfigError: a negative pool (``bad_pool``).
    """
    if type(pool) is not int or pool < 0:
        raise ConfigError("bad_pool", "the prize pool is a whole, non-negative amount")
    amounts = [int(pool * s) for s in shares]
    left = pool - sum(amounts)
    for place in range(left):
        amounts[place % len(amounts)] += 1
    return tuple(amounts)

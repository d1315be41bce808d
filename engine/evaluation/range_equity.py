"""Range against range: exact equity on a flop, turn or river in a fraction of a second.

The obvious way, a showdown per (combination, combination, runout) triple, is 20,000 pairs
times 990 turn-and-river runouts for two ranges of 150 combinations on a flop: 40 million
hand evaluations. But a combination's strength on a runout does not depend on what it is up
against, so each side is evaluated once per (combination, runout): 150 x 1,176 hands. What
remains is counting, for every runout, the opponent's weight below (and equal to) each
strength, which sorting does for all runouts at once:

* sort each runout's row of one side's strengths, sum its weights cumulatively along the row,
  and look the other side's strengths up with one ``searchsorted`` over all rows (each row
  lifted above the last by an offset): the weight each combination beats and ties on that
  runout, **as if any two combinations could meet**;
* remove the pairs that share a card (they cannot be dealt together) by the same count done
  per card, on the columns of the combinations that hold it: pairs sharing one card are
  removed once, identical combinations twice, so those are added back once
  (inclusion-exclusion). The result is exact: every non-conflicting pair weighted by the
  product of its weights, and each runout it can be dealt with alike.

Before the flop there are 1.7 million boards; :func:`range_equity` then samples boards (seeded)
and gives the standard error between batches of them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import combinations
from math import comb

import numpy as np
import numpy.typing as npt

from engine.core.cards import Card
from engine.core.cards import full_deck
from engine.core.errors import CardError
from engine.evaluation.evaluator import evaluate_batch
from engine.evaluation.ranges import Range

__all__ = ["RangeEquity", "range_equity"]

F64 = npt.NDArray[np.float64]
I64 = npt.NDArray[np.int64]
U8 = npt.NDArray[np.uint8]
IntP = npt.NDArray[np.intp]

#: Boards sampled before the flop, and the batches whose spread gives the standard error.
PREFLOP_BOARDS = 3_000
PREFLOP_BATCHES = 10
#: Runouts handled together: the sort arrays of a chunk stay a few megabytes.
RUNOUT_CHUNK = 512
_SHIFT = np.int64(32)  # strengths are below 2**31; runout and card go above them


@dataclass(frozen=True, slots=True)
class RangeEquity:
    """The first range's share of the pot against the second (ties half).

    :param win: weighted share of deals the first range wins outright.
    :param tie: weighted share of deals that split.
    :param pairs: combination pairs that can meet (no shared card, none on the board).
    :param runouts: board completions enumerated (or sampled) per pair.
    :param stderr: standard error (0 when exact).
    """

    equity: float
    win: float
    tie: float
    pairs: int
    runouts: int
    exact: bool
    stderr: float


@dataclass(frozen=True, slots=True)
class _Side:
    """One range's live combinations: cards ``(n, 2)`` and weights."""

    cards: U8
    weights: F64


def _live(side: Range, dead: set[Card]) -> _Side:
    cards, weights = side.arrays()
    if len(cards):
        keep = ~np.isin(cards, list(dead)).any(axis=1) if dead else np.ones(len(cards), bool)
        cards, weights = cards[keep], weights[keep]
    return _Side(np.ascontiguousarray(cards, dtype=np.uint8), weights)


def _table(side: _Side, board: U8, runouts: U8, short_deck: bool) -> tuple[I64, F64]:
    """Strengths ``(runouts, combinations)`` and weights, 0 where a combination holds a card
    of the runout (such an entry then counts for nothing)."""
    bit = np.uint64(1) << np.arange(64, dtype=np.uint64)
    run_mask = bit[runouts].sum(axis=1, dtype=np.uint64)
    hold_mask = bit[side.cards].sum(axis=1, dtype=np.uint64)
    meets = (run_mask[:, None] & hold_mask[None, :]) == 0
    r, k = np.nonzero(meets)
    rows = np.empty((r.shape[0], 2 + board.shape[0] + runouts.shape[1]), dtype=np.uint8)
    rows[:, :2] = side.cards[k]
    rows[:, 2 : 2 + board.shape[0]] = board
    rows[:, 2 + board.shape[0] :] = runouts[r]
    strengths = np.zeros(meets.shape, dtype=np.int64)
    strengths[r, k] = evaluate_batch(rows, short_deck, validate=False)
    return strengths, meets * side.weights[None, :]


def _count(sa: I64, wa: F64, sb: I64, wb: F64) -> tuple[float, float, float]:
    """Weighted (wins, ties, deals) of columns ``a`` against columns ``b``, row by row (a
    row is one runout), every pair of columns allowed to meet."""
    rows, width = sb.shape
    order = np.argsort(sb, axis=1, kind="stable")
    below = np.zeros((rows, width + 1))
    np.cumsum(np.take_along_axis(wb, order, 1), axis=1, out=below[:, 1:])
    lift = np.arange(rows, dtype=np.int64)[:, None] << _SHIFT
    ladder = (np.take_along_axis(sb, order, 1) + lift).ravel()
    queries = (sa + lift).ravel()
    # Position in the flat ladder -> position in the row's running sum (one longer).
    shift = (np.arange(rows, dtype=np.int64) * (width + 1) - np.arange(rows) * width)[:, None]
    flat = below.ravel()
    lo = flat[np.searchsorted(ladder, queries, "left").reshape(sa.shape) + shift]
    hi = flat[np.searchsorted(ladder, queries, "right").reshape(sa.shape) + shift]
    return float((wa * lo).sum()), float((wa * (hi - lo)).sum()), float((wa * below[:, -1:]).sum())


def _totals(a: _Side, b: _Side, board: U8, runouts: U8, short_deck: bool
            ) -> tuple[float, float, float]:
    """Weighted (wins, ties, deals) of side ``a`` against ``b`` over ``runouts``."""
    sa, wa = _table(a, board, runouts, short_deck)
    sb, wb = _table(b, board, runouts, short_deck)
    win, tie, deals = _count(sa, wa, sb, wb)
    for card in np.intersect1d(a.cards, b.cards).tolist():  # pairs that share this card
        ia = np.flatnonzero((a.cards == card).any(axis=1))
        ib = np.flatnonzero((b.cards == card).any(axis=1))
        w, t, d = _count(sa[:, ia], wa[:, ia], sb[:, ib], wb[:, ib])
        win, tie, deals = win - w, tie - t, deals - d
    # Identical combinations share two cards: removed twice above, once too often. They
    # always tie.
    _, in_a, in_b = np.intersect1d(_ids(a.cards), _ids(b.cards), return_indices=True)
    both = float((wa[:, in_a] * wb[:, in_b]).sum())
    return win, tie + both, deals + both


def _ids(cards: U8) -> I64:
    """One number per combination (higher card first), to match combinations across ranges."""
    return cards[:, 0].astype(np.int64) * 64 + cards[:, 1]


def _pairs(a: _Side, b: _Side) -> int:
    if not len(a.cards) or not len(b.cards):
        return 0
    shared = (a.cards[:, None, :, None] == b.cards[None, :, None, :]).any(axis=(2, 3))
    return int(np.count_nonzero(~shared))


def range_equity(
    first: Range,
    second: Range,
    board: tuple[Card, ...] | list[Card] = (),
    dead: tuple[Card, ...] | list[Card] = (),
    short_deck: bool = False,
    seed: int = 0,
) -> RangeEquity:
    """The equity of ``first`` against ``second`` on ``board`` (0, 3, 4 or 5 cards).

    Combinations that use a board or dead card are left out; pairs that share a card cannot
    meet. From the flop on the answer is exact (every runout of every pair); before the flop
    :data:`PREFLOP_BOARDS` boards are sampled with ``seed`` and ``stderr`` says how far off.

    >>> from engine.core.cards import parse_cards
    >>> from engine.evaluation.ranges import parse_range
    >>> result = range_equity(parse_range("AA"), parse_range("KK"), parse_cards("2c7d9h"))
    >>> round(result.equity, 4), result.pairs, result.runouts
    (0.9162, 36, 990)

    :raises CardError: a board of another size (``bad_board_size``), a card twice
        (``duplicate_card``) or no pair of combinations that can meet (``empty_range``).
    """
    board_cards = [int(c) for c in board]
    dead_set = set(board_cards) | {int(c) for c in dead}
    if len(board_cards) not in (0, 3, 4, 5):
        raise CardError("bad_board_size", f"a board has 0, 3, 4 or 5 cards, not {len(board)}")
    if len(dead_set) != len(board_cards) + len(dead):
        raise CardError("duplicate_card", "a card is on the board twice or both board and dead")
    a, b = _live(first, dead_set), _live(second, dead_set)
    pairs = _pairs(a, b)
    if pairs == 0:
        raise CardError("empty_range", "no combination of one range can meet one of the other")
    unseen = [c for c in full_deck(short_deck) if c not in dead_set]
    to_come = 5 - len(board_cards)
    board_array = np.array(board_cards, dtype=np.uint8)
    if to_come == 5:
        return _sampled(a, b, unseen, pairs, short_deck, seed)
    if to_come:
        runouts = np.array(list(combinations(unseen, to_come)), dtype=np.uint8)
    else:
        runouts = np.empty((1, 0), dtype=np.uint8)
    win = tie = deals = 0.0
    for start in range(0, runouts.shape[0], RUNOUT_CHUNK):
        w, t, d = _totals(a, b, board_array, runouts[start : start + RUNOUT_CHUNK], short_deck)
        win, tie, deals = win + w, tie + t, deals + d
    per_pair = comb(len(unseen) - 4, to_come)
    return RangeEquity((win + tie / 2) / deals, win / deals, tie / deals, pairs, per_pair,
                       True, 0.0)


def _sampled(a: _Side, b: _Side, unseen: list[Card], pairs: int, short_deck: bool,
             seed: int) -> RangeEquity:
    """Before the flop: seeded random boards in batches; the batches' spread is the error."""
    rng = np.random.default_rng(seed)
    deck = np.array(unseen, dtype=np.uint8)
    per_batch = PREFLOP_BOARDS // PREFLOP_BATCHES
    empty = np.empty(0, dtype=np.uint8)
    shares: list[float] = []
    win = tie = deals = 0.0
    for _ in range(PREFLOP_BATCHES):
        boards = np.argsort(rng.random((per_batch, deck.size)), axis=1)[:, :5]
        w, t, d = _totals(a, b, empty, deck[boards], short_deck)
        win, tie, deals = win + w, tie + t, deals + d
        shares.append((w + t / 2) / d if d else 0.5)
    spread = float(np.std(shares, ddof=1)) / math.sqrt(len(shares))
    return RangeEquity((win + tie / 2) / deals, win / deals, tie / deals, pairs,
                       per_batch * PREFLOP_BATCHES, False, spread)

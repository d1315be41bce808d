"""What a board means for every possible hand: strength now, chance to improve, showdowns.

For a flop, turn or river :class:`BoardTables` evaluates all two-card combinations at once
with :func:`engine.evaluation.evaluator.evaluate_batch`:

* ``hs``: each combination's percentile against a random hand on this board right now
  (1 the nuts, 0 the worst), the axis along which ranges are narrowed;
* ``draw``: the share of next cards that lift a currently weak hand into the top 15 %, which
  is how flush and straight draws earn a place in betting ranges;
* ``showdowns()``: every combination's seven-card strength on each completion of the board,
  exactly on the turn and river and on a fixed sample of 250 completions on the flop. From
  it a hand's equity against *every* combination follows in one comparison, so equities
  against any number of candidate ranges (callers of a small bet, callers of a big bet, a
  raiser) cost one weighted sum each.

Tables are pure functions of the public board, so one cache serves every bot in the process
without leaking anything; the flop sample is seeded by the board itself, so a decision does
not depend on which bot filled the cache first.

Tests: tests/engine/bots/test_bot_reraised.py, tests/engine/bots/test_bots.py,
tests/engine/bots/test_gauntlet.py
"""

from __future__ import annotations

from collections import OrderedDict
from math import comb

import numpy as np
import numpy.typing as npt

from engine.core.cards import Card
from engine.core.cards import full_deck
from engine.evaluation.evaluator import evaluate_batch
from engine.evaluation.evaluator import evaluate_joined
from engine.evaluation.hand_classes import ComboTable
from engine.evaluation.hand_classes import combo_table

__all__ = ["BoardTables", "board_tables"]

F64 = npt.NDArray[np.float64]
F32 = npt.NDArray[np.float32]
I32 = npt.NDArray[np.int32]
IntP = npt.NDArray[np.intp]
U8 = npt.NDArray[np.uint8]
Bool = npt.NDArray[np.bool_]

#: Flop completions sampled for showdowns (the exact count, 1,176, costs five times more).
FLOP_RUNOUTS = 250
#: A hand is "strong" for draw purposes at this percentile or above.
STRONG = 0.85
#: Boards kept in the cache (a hand needs at most three; several tables may share a process).
CACHE_SIZE = 12


def _percentiles(strengths: I32, valid: Bool) -> F64:
    """Per row, each valid entry's share of the other valid entries it beats (ties half).

    Each row is sorted once; in a sorted row, the entries below a value end where its run of
    equal values starts, and the run's end counts the ties (a search per entry cost three
    times as much).
    """
    rows, cols = strengths.shape
    order = np.argsort(strengths, axis=1, kind="stable")
    ranked = np.take_along_axis(strengths, order, axis=1)
    index = np.broadcast_to(np.arange(cols, dtype=np.int64), (rows, cols))
    run_starts = np.ones((rows, cols), dtype=np.bool_)
    run_starts[:, 1:] = ranked[:, 1:] != ranked[:, :-1]
    run_ends = np.ones((rows, cols), dtype=np.bool_)
    run_ends[:, :-1] = run_starts[:, 1:]
    first = np.maximum.accumulate(np.where(run_starts, index, 0), axis=1)
    last = np.minimum.accumulate(np.where(run_ends, index, cols)[:, ::-1], axis=1)[:, ::-1]
    less = np.empty((rows, cols), dtype=np.int64)
    more = np.empty((rows, cols), dtype=np.int64)
    np.put_along_axis(less, order, first, axis=1)
    np.put_along_axis(more, order, last + 1, axis=1)
    # Invalid entries are stored as -1, below every valid strength of their row.
    beaten = less - (~valid).sum(axis=1)[:, None]
    equal = more - less - 1
    others = np.maximum(valid.sum(axis=1) - 1, 1)[:, None]
    out = (beaten + 0.5 * equal) / others
    return np.where(valid, np.clip(out, 0.0, 1.0), 0.0)


class BoardTables:
    """Every combination's standing on one board.

    :param board: three, four or five card ids.
    :param short_deck: 36-card deck and ranking.
    """

    def __init__(self, board: tuple[Card, ...], short_deck: bool) -> None:
        table: ComboTable = combo_table(short_deck)
        self.board = board
        self.short_deck = short_deck
        self.combos = table
        self.valid: Bool = table.free_of(board)
        self._index: IntP = np.flatnonzero(self.valid)
        #: each possible holding with the board: the part of every hand a runout completes.
        self._held: U8 | None = None
        cards = table.cards[self._index]
        hands = np.empty((cards.shape[0], 2 + len(board)), dtype=np.uint8)
        hands[:, :2] = cards
        hands[:, 2:] = board
        strength = np.full(table.size, -1, dtype=np.int32)
        strength[self._index] = evaluate_batch(hands, short_deck, validate=False)
        self.strength: I32 = strength
        self.hs: F64 = _percentiles(strength[None, :], self.valid[None, :])[0]
        self._runout_cards: U8 | None = None
        self._showdown: I32 | None = None
        if len(board) < 5:
            nxt = np.array([c for c in full_deck(short_deck) if c not in board], dtype=np.uint8)
            after = self._strengths_after(nxt[:, None])
            pct = _percentiles(after, after >= 0)
            usable = after >= 0
            strong = ((pct >= STRONG) & usable).sum(axis=0) / np.maximum(usable.sum(axis=0), 1)
            self.draw: F64 = np.where(self.hs < 0.65, strong, 0.0)
            if len(board) == 4:
                self._runout_cards, self._showdown = nxt[:, None], after
        else:
            self.draw = np.zeros(table.size)
            self._runout_cards = np.empty((1, 0), dtype=np.uint8)
            self._showdown = strength[None, :]

    def _strengths_after(self, runouts: U8) -> I32:
        """``(runouts, combos)`` strengths with the runout cards added; -1 where impossible."""
        table = self.combos
        index = self._index
        usable = np.ones((runouts.shape[0], index.shape[0]), dtype=np.bool_)
        touches = table.touches[:, index]
        for j in range(runouts.shape[1]):
            usable &= ~touches[runouts[:, j]]
        r, k = np.nonzero(usable)
        if self._held is None:
            held = np.empty((index.shape[0], 2 + len(self.board)), dtype=np.uint8)
            held[:, :2] = table.cards[index]
            held[:, 2:] = self.board
            self._held = held
        out = np.full((runouts.shape[0], table.size), -1, dtype=np.int32)
        out[r, index[k]] = evaluate_joined(runouts, self._held, r, k, self.short_deck)
        return out

    def showdowns(self) -> I32:
        """``(completions, combos)`` final strengths (-1 where a card collides)."""
        if self._showdown is None:
            deck = [c for c in full_deck(self.short_deck) if c not in self.board]
            pairs = np.array([(a, b) for i, a in enumerate(deck) for b in deck[i + 1 :]],
                             dtype=np.uint8)
            if comb(len(deck), 2) > FLOP_RUNOUTS:
                rng = np.random.default_rng(list(self.board))
                pairs = pairs[np.sort(rng.choice(pairs.shape[0], FLOP_RUNOUTS, replace=False))]
            self._runout_cards = pairs
            self._showdown = self._strengths_after(pairs)
        return self._showdown

    def results_against(self, hero: int) -> tuple[F32, F32]:
        """Per completion and combination: the hero's result (1 win, 0.5 tie, 0 loss) and
        whether the pairing is possible (1) or not (0), for completions the hero can see.

        :param hero: the hero's combination index.
        """
        show = self.showdowns()
        mine = show[:, hero]
        rows = mine >= 0
        seen = show[rows]
        mine = mine[rows][:, None]
        possible = (seen >= 0) & self.combos.free_of(list(self.combos.cards[hero]))[None, :]
        # Built from masks in float32 directly: a decision's most repeated array work.
        result = ((seen < mine) & possible).astype(np.float32)
        result += np.float32(0.5) * ((seen == mine) & possible)
        return result, possible.astype(np.float32)


_CACHE: OrderedDict[tuple[tuple[Card, ...], bool], BoardTables] = OrderedDict()


def board_tables(board: tuple[Card, ...], short_deck: bool) -> BoardTables:
    """The (cached) tables of a board; the card order does not matter."""
    key = (tuple(sorted(board)), short_deck)
    found = _CACHE.get(key)
    if found is not None:
        _CACHE.move_to_end(key)
        return found
    tables = BoardTables(key[0], short_deck)
    _CACHE[key] = tables
    if len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return tables

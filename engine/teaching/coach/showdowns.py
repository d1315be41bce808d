"""Every showdown of one hand against every holding on one board, for exact equities fast.

The coach shows the person's equity against each live opponent's range after every event, and
at a full table that is up to nine ranges that change with each action. Enumerating each
range anew (:func:`engine.evaluation.equity.equity`) costs tens of milliseconds per range on
the flop. But the board and the person's cards change only once a street: :class:`Showdowns`
evaluates the person's hand and every opponent holding on every completion of the board once
(1.07 million seven-card hands on the flop, about a tenth of a second; 45,000 on the turn),
and keeps per holding its wins (ties half) and its completions. The equity against any
weighted range is then two dot products, exact:

    equity = sum_c w_c * won_c / sum_c w_c * dealt_c

which weighs every (holding, completion) pair alike up to the holding's weight, as
:func:`engine.evaluation.equity.equity` does.

Tests: tests/engine/teaching/coach/test_coach.py
"""

from __future__ import annotations

from collections import OrderedDict
from itertools import combinations

import numpy as np
import numpy.typing as npt

from engine.core.cards import Card
from engine.core.cards import full_deck
from engine.evaluation.evaluator import evaluate_batch
from engine.evaluation.hand_classes import combo_table

__all__ = ["Showdowns", "showdowns"]

F64 = npt.NDArray[np.float64]
U8 = npt.NDArray[np.uint8]

#: Boards and hands kept (a hand needs three: flop, turn, river).
CACHE_SIZE = 6


class Showdowns:
    """The hand ``hole`` against every holding on every completion of ``board`` (3 to 5 cards).

    :param won: per combination of :func:`engine.evaluation.hand_classes.combo_table`, the
    completions it
        loses to the hand plus half those it ties (0 for holdings that use a seen card).
    :param dealt: per combination, the completions it can be dealt with.
    :param won_with: per card of the deck and combination, ``won`` counted over the
        completions that hold that card only (on the flop and turn): the equity once that
        card comes, for the outs (:meth:`equity_with`).
    :param dealt_with: the same for ``dealt``.
    """

    def __init__(self, hole: tuple[Card, ...], board: tuple[Card, ...], short_deck: bool) -> None:
        table = combo_table(short_deck)
        seen = set(hole) | set(board)
        unseen = [c for c in full_deck(short_deck) if c not in seen]
        holdings = np.flatnonzero(table.free_of([*hole, *board]))
        cards: U8 = table.cards[holdings]
        to_come = 5 - len(board)
        if to_come:
            runouts: U8 = np.array(list(combinations(unseen, to_come)), dtype=np.uint8)
        else:  # the river: one "completion", adding no card
            runouts = np.empty((1, 0), dtype=np.uint8)
        bit = np.uint64(1) << np.arange(64, dtype=np.uint64)
        run_mask = bit[runouts].sum(axis=1, dtype=np.uint64)
        hold_mask = bit[cards].sum(axis=1, dtype=np.uint64)
        usable = (run_mask[:, None] & hold_mask[None, :]) == 0
        r, k = np.nonzero(usable)
        width = 2 + len(board) + to_come
        rows = np.empty((r.shape[0], width), dtype=np.uint8)
        rows[:, :2] = cards[k]
        rows[:, 2 : 2 + len(board)] = board
        rows[:, 2 + len(board) :] = runouts[r]
        theirs = evaluate_batch(rows, short_deck, validate=False)
        mine_rows = np.empty((runouts.shape[0], width), dtype=np.uint8)
        mine_rows[:, :2] = hole
        mine_rows[:, 2 : 2 + len(board)] = board
        mine_rows[:, 2 + len(board) :] = runouts
        mine = evaluate_batch(mine_rows, short_deck, validate=False)[r]
        score = np.where(mine > theirs, 1.0, np.where(mine == theirs, 0.5, 0.0))
        self.won: F64 = np.zeros(table.size)
        self.dealt: F64 = np.zeros(table.size)
        self.won[holdings] = np.bincount(k, weights=score, minlength=holdings.shape[0])
        self.dealt[holdings] = np.bincount(k, minlength=holdings.shape[0])
        self.deals = int(r.shape[0])
        size = table.size
        self.won_with: F64 = np.zeros((64, size))
        self.dealt_with: F64 = np.zeros((64, size))
        for column in range(to_come):
            slot = runouts[r, column].astype(np.int64) * size + holdings[k]
            self.won_with += np.bincount(slot, weights=score, minlength=64 * size).reshape(
                64, size)
            self.dealt_with += np.bincount(slot, minlength=64 * size).reshape(64, size)

    def equity(self, weights: F64) -> float | None:
        """The hand's exact equity against a range (weights over every combination);
        ``None`` when the range holds no holding still possible."""
        dealt = float(weights @ self.dealt)
        return float(weights @ self.won) / dealt if dealt > 0 else None


    def equity_with(self, card: Card, weights: F64) -> float | None:
        """The hand's exact equity against a range once ``card`` is the next card (the
        completions that hold it); ``None`` when none is possible."""
        dealt = float(weights @ self.dealt_with[card])
        return float(weights @ self.won_with[card]) / dealt if dealt > 0 else None


_CACHE: OrderedDict[tuple[tuple[Card, ...], tuple[Card, ...], bool], Showdowns] = OrderedDict()


def showdowns(hole: tuple[Card, ...], board: tuple[Card, ...], short_deck: bool) -> Showdowns:
    """The (cached) showdowns of a hand on a board; card order does not matter."""
    key = (tuple(sorted(hole)), tuple(sorted(board)), short_deck)
    found = _CACHE.get(key)
    if found is not None:
        _CACHE.move_to_end(key)
        return found
    made = Showdowns(key[0], key[1], short_deck)
    _CACHE[key] = made
    if len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return made

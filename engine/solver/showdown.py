"""How much of the opponent's range each hand beats, ties and meets, card removal exact.

The solver asks this at every showdown and fold of every iteration, so it must not be a
``hands x hands`` product. The usual sweep: sort the hands by strength once per board; then,
for the opponent's reach ``r``, a cumulative sum along that order gives the mass below each
strength, and the same sum restricted to the hands holding each single card gives what card
removal takes away (a hand ``h = {a, b}`` cannot meet an opponent holding ``a`` or ``b``; the
only hand holding both is ``h`` itself, which ties with ``h``, so the correction is exact).
Every index the sweep needs is worked out once, in :class:`Sweep`; an evaluation is a few
gathers and cumulative sums over ``boards x hands`` numbers.

>>> import numpy as np
>>> from engine.solver.hand_set import abstract_hands
>>> sweep = Sweep(abstract_hands([1, 2, 2, 3]))
>>> win, tie, total = sweep.masses(np.ones((1, 4)))
>>> win.tolist(), tie.tolist(), total.tolist()
([[0.0, 1.0, 1.0, 3.0]], [[0.0, 1.0, 1.0, 0.0]], [[3.0, 3.0, 3.0, 3.0]])
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from engine.solver.hand_set import HandSet

F64 = npt.NDArray[np.floating[Any]]
I64 = npt.NDArray[np.int64]

__all__ = ["Sweep"]


class Sweep:
    """The precomputed orders and indices of one :class:`HandSet` (all its boards)."""

    def __init__(self, hands: HandSet) -> None:
        boards, n = hands.strengths.shape
        self.boards, self.size = boards, n
        n_cards = hands.n_cards
        self.card_a = hands.cards[:, 0]
        self.card_b = hands.cards[:, 1]
        strengths = np.where(hands.possible, hands.strengths, -1)
        order = np.argsort(strengths, axis=1, kind="stable")
        rows = np.arange(boards)[:, None]
        sorted_strength = strengths[rows, order]
        # Tie groups in sorted order: [lo, hi) of each position.
        lo = np.empty((boards, n), dtype=np.int64)
        hi = np.empty((boards, n), dtype=np.int64)
        for row in range(boards):
            s = sorted_strength[row]
            lo[row] = np.searchsorted(s, s, side="left")
            hi[row] = np.searchsorted(s, s, side="right")
        self.lo, self.hi = lo, hi
        # Per card: the sorted positions of the hands holding it, padded to the longest list
        # with position n (a zero appended to the sorted reach).
        holders = [np.flatnonzero((self.card_a == c) | (self.card_b == c)) for c in
                   range(n_cards)]
        width = max(len(h) for h in holders)
        self.width = width
        position = np.empty((boards, n), dtype=np.int64)
        position[rows, order] = np.arange(n)[None, :]
        card_pos = np.full((boards, n_cards, width), n, dtype=np.int64)
        # For each hand and each of its two cards: where, in that card's cumulative list, the
        # strengths below it end and its own strength's group ends.
        lo_a = np.empty((boards, n), dtype=np.int64)
        hi_a = np.empty((boards, n), dtype=np.int64)
        lo_b = np.empty((boards, n), dtype=np.int64)
        hi_b = np.empty((boards, n), dtype=np.int64)
        stride = width + 1
        for row in range(boards):
            for card, held in enumerate(holders):
                if not len(held):
                    continue
                pos = np.sort(position[row, held])
                card_pos[row, card, :len(pos)] = pos
                s = sorted_strength[row, pos]
                mine = np.flatnonzero(self.card_a == card)
                if len(mine):
                    st = strengths[row, mine]
                    lo_a[row, mine] = card * stride + np.searchsorted(s, st, side="left")
                    hi_a[row, mine] = card * stride + np.searchsorted(s, st, side="right")
                mine = np.flatnonzero(self.card_b == card)
                if len(mine):
                    st = strengths[row, mine]
                    lo_b[row, mine] = card * stride + np.searchsorted(s, st, side="left")
                    hi_b[row, mine] = card * stride + np.searchsorted(s, st, side="right")
        # Every index flat, into row-major arrays: one ``take`` each, no per-row work.
        rows_n = (np.arange(boards) * n)[:, None]
        rows_n1 = (np.arange(boards) * (n + 1))[:, None]
        rows_cards = (np.arange(boards) * n_cards * stride)[:, None]
        self.n_cards = n_cards
        self.order_flat = order + rows_n
        self.card_pos_flat = card_pos.reshape(boards, -1) + rows_n1
        self.lo_flat = np.take_along_axis(self.lo, position, axis=1) + rows_n1
        self.hi_flat = np.take_along_axis(self.hi, position, axis=1) + rows_n1
        #: Where each hand's strength group starts and ends in the running sums.
        self.bounds = np.stack([self.lo_flat, self.hi_flat])
        # Each card's whole sum is the last of its running sums.
        sum_a = self.card_a[None, :] * stride + width + rows_cards
        sum_b = self.card_b[None, :] * stride + width + rows_cards
        #: The same for the hands holding each of a hand's two cards, and those cards' sums.
        self.card_bounds = np.stack([lo_a + rows_cards, lo_b + rows_cards, hi_a + rows_cards,
                                     hi_b + rows_cards, sum_a, sum_b])
        #: ``(n_cards, width)``: the hands holding each card, in hand order, padded with n.
        held = np.full((n_cards, width), n, dtype=np.int64)
        for card, hands_of in enumerate(holders):
            held[card, :len(hands_of)] = hands_of
        self.held = held

    def card_sums(self, reach: F64) -> F64:
        """``(rows, n_cards)``: the reach of the hands holding each card."""
        rows, n = reach.shape
        padded = np.zeros((rows, n + 1), dtype=reach.dtype)
        padded[:, :n] = reach
        result: F64 = padded[:, self.held].sum(axis=2)
        return result

    def compatible(self, reach: F64) -> F64:
        """``(rows, n)``: the opponent's reach each hand can meet (no shared card)."""
        sums = self.card_sums(reach)
        total = reach.sum(axis=1, keepdims=True)
        result: F64 = total - sums[:, self.card_a] - sums[:, self.card_b] + reach
        return result

    def masses(self, reach: F64) -> tuple[F64, F64, F64]:
        """For the opponent's ``reach`` (``boards x n``, one row per board, or one row for
        every board alike): per hand, the compatible reach it beats, ties and meets in all."""
        boards, n = self.boards, self.size
        if reach.shape[0] != boards:
            reach = np.broadcast_to(reach, (boards, n))
        flat = np.ascontiguousarray(reach).ravel()
        # The reach in strength order, a zero after each board's row (the padding's target),
        # and its running sums with a zero before each row.
        padded = np.zeros((boards, n + 1), dtype=reach.dtype)
        padded[:, :n] = flat[self.order_flat]
        cum = np.zeros((boards, n + 1), dtype=reach.dtype)
        np.cumsum(padded[:, :n], axis=1, out=cum[:, 1:])
        below, upto = cum.ravel()[self.bounds]
        per_card = padded.ravel()[self.card_pos_flat].reshape(boards, self.n_cards, self.width)
        card_cum = np.zeros((boards, self.n_cards, self.width + 1), dtype=reach.dtype)
        np.cumsum(per_card, axis=2, out=card_cum[:, :, 1:])
        below_a, below_b, upto_a, upto_b, sum_a, sum_b = card_cum.ravel()[self.card_bounds]
        win = below - below_a - below_b
        tie = (upto - below) - (upto_a - below_a) - (upto_b - below_b) + reach
        every = cum[:, -1:] - sum_a - sum_b + reach
        return win, tie, every

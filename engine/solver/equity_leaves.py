"""One street solved on its own: where it ends, each hand takes its share of the pot by equity.

A flop or turn spot solved to the river plays every later card and every later bet, far more
than a table's pace allows (a turn with two wide ranges takes tens of seconds). A *depth-limited*
solve stops at the end of the street it starts on and values what is left as if the hand were
then checked down: a hand wins the pot times its equity against each opposing hand, over the
cards still to come. All-ins are valued exactly (nobody bets after them); a street that ends with
chips behind undervalues position and later bets, the abstraction every one-street solve makes.
It is also what a local best response assumes (it values its own moves as if the hand were
then checked or called down), so a strategy that holds at this depth answers its bets.

The equity of every pair of hands is one ``hands x hands`` matrix, worked out once per board:
on the turn over every river (exact), on the flop over :data:`FLOP_RUNOUTS` turn-and-river pairs
drawn with a generator seeded by the board (the same board always draws the same ones). Each
pair counts only the runouts that hold none of its four cards, so card removal is exact on the
runouts drawn. In the iterations a showdown is a matrix product with the opponent's reach.

>>> from engine.core.cards import parse_cards
>>> from engine.solver.hand_set import combo_index
>>> board = parse_cards("Ks7d2c9h")
>>> aces, queens = combo_index(*parse_cards("AsAh")), combo_index(*parse_cards("QsQh"))
>>> matrix = equity_matrix(board, np.array([aces, queens]))
>>> round(float(matrix[0, 1]), 3), round(float(matrix[1, 0]), 3)   # two queens: 2 outs of 44
(0.955, 0.045)
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from engine.core.cards import Card
from engine.evaluation.evaluator import evaluate_batch
from engine.solver.cfr import REAL
from engine.solver.cfr import Game
from engine.solver.hand_set import COMBOS
from engine.solver.hand_set import HandSet
from engine.solver.tree import Node
from engine.solver.tree import Tree

F64 = npt.NDArray[np.floating[Any]]
I64 = npt.NDArray[np.int64]

__all__ = ["FLOP_RUNOUTS", "EquityGame", "board_hands", "equity_matrix", "runouts"]

#: Turn-and-river pairs a flop's equities are averaged over (of 1,081): a hand's equity
#: against a range moves by about a percent point from the exact one, and the matrix takes
#: a tenth of the time.
FLOP_RUNOUTS = 100


def board_hands(board: Sequence[Card]) -> HandSet:
    """Every combination not touching ``board``, as one board's hands with no strengths (the
    equities of :func:`equity_matrix` stand in for them)."""
    used = np.zeros(52, dtype=bool)
    used[list(board)] = True
    index = np.flatnonzero(~(used[COMBOS[:, 0]] | used[COMBOS[:, 1]]))
    n = len(index)
    return HandSet(COMBOS[index], 52, np.zeros((1, n), dtype=np.int64),
                   np.ones((1, n), dtype=bool), index)


def runouts(board: Sequence[Card]) -> list[tuple[int, ...]]:
    """The cards still to come that the equities are averaged over: every river of a turn
    board, :data:`FLOP_RUNOUTS` turn-and-river pairs of a flop drawn with a generator seeded
    by the board (so the same board draws the same pairs)."""
    free = [c for c in range(52) if c not in set(board)]
    if len(board) >= 4:
        return [(c,) for c in free]
    pairs = [(free[i], free[j]) for i in range(len(free)) for j in range(i + 1, len(free))]
    seed = int.from_bytes(hashlib.blake2b(bytes(sorted(board)), digest_size=8).digest(), "big")
    chosen = np.random.default_rng(seed).choice(len(pairs), size=min(FLOP_RUNOUTS, len(pairs)),
                                                replace=False)
    return [pairs[int(i)] for i in sorted(chosen)]


#: Matrices kept by board and hands (the last few): an expert solves its flop or turn again at
#: each decision of the street, and both seats of a duplicate deal see the same board, always
#: with every hand the board allows (its own range keeps them all), so the same matrix comes
#: back (a flop's costs half a second).
KEPT_MATRICES = 4
_MATRICES: OrderedDict[tuple[tuple[int, ...], bytes], F64] = OrderedDict()
#: The coach's solves run off the GUI thread: one thread at a time reads or fills the cache.
_MATRICES_LOCK = threading.Lock()


def equity_matrix(board: Sequence[Card], combos: I64) -> F64:
    """``E[h, j]``: how much of the pot hand ``h`` takes against hand ``j`` at showdown over
    :func:`runouts` (a tie counts half); 0 where the two share a card. Read-only: the last
    few are kept and handed out again."""
    combos = np.asarray(combos, dtype=np.int64)
    key = (tuple(int(c) for c in board), combos.tobytes())
    with _MATRICES_LOCK:
        found = _MATRICES.get(key)
        if found is not None:
            _MATRICES.move_to_end(key)
            return found
    found = _computed(board, combos)
    found.flags.writeable = False
    with _MATRICES_LOCK:
        _MATRICES[key] = found
        while len(_MATRICES) > KEPT_MATRICES:
            _MATRICES.popitem(last=False)
    return found


def _computed(board: Sequence[Card], combos: I64) -> F64:
    """:func:`equity_matrix` worked out."""
    cards = COMBOS[combos]
    n = len(cards)
    score = np.zeros((n, n), dtype=np.int32)  # twice the wins, plus the ties
    hits = np.zeros(n, dtype=np.int32)  # runouts holding one of the hand's cards
    both = np.zeros((n, n), dtype=np.int32)
    sevens = np.empty((n, 2 + len(board) + 2), dtype=np.uint8)
    sevens[:, :2] = cards
    sevens[:, 2:2 + len(board)] = list(board)
    drawn = runouts(board)
    for run in drawn:
        rows = sevens[:, :2 + len(board) + len(run)]
        rows[:, 2 + len(board):] = run
        hit = np.isin(cards, run).any(axis=1)
        clean = rows.copy()
        clean[hit] = rows[int(np.argmin(hit))]  # a hand holding a runout card: any legal row
        strength = evaluate_batch(clean, validate=False)
        score += strength[:, None] > strength[None, :]
        score += strength[:, None] >= strength[None, :]
        held = np.flatnonzero(hit)
        if len(held):
            score[held, :] -= (strength[held, None] > strength[None, :]).astype(np.int32)
            score[held, :] -= (strength[held, None] >= strength[None, :]).astype(np.int32)
            score[:, held] -= (strength[:, None] > strength[None, held]).astype(np.int32)
            score[:, held] -= (strength[:, None] >= strength[None, held]).astype(np.int32)
            overlap = (strength[held, None] > strength[None, held]).astype(np.int32) + \
                (strength[held, None] >= strength[None, held])
            score[np.ix_(held, held)] += overlap  # taken off twice above
            hits[held] += 1
            both[np.ix_(held, held)] += 1
    counts = len(drawn) - hits[:, None] - hits[None, :] + both
    a, b = cards[:, 0], cards[:, 1]
    clash = ((a[:, None] == a[None, :]) | (a[:, None] == b[None, :])
             | (b[:, None] == a[None, :]) | (b[:, None] == b[None, :]))
    with np.errstate(invalid="ignore", divide="ignore"):
        share = np.where(clash | (counts <= 0), 0.0, score / (2.0 * counts))
    result: F64 = share.astype(REAL)
    return result


class EquityGame(Game):
    """:class:`~engine.solver.cfr.Game` on a one-street tree whose showdowns pay by
    :func:`equity_matrix` (``equity``, over the game's hands)."""

    def __init__(self, tree: Tree, hands: HandSet, ranges: tuple[F64, F64],
                 equity: F64) -> None:
        super().__init__(tree, hands, ranges)
        self.equity = equity

    def terminal(self, node: Node, player: int, theirs: F64) -> F64:
        if node.kind == "fold":
            return super().terminal(node, player, theirs)
        put_in = node.spent[player]
        wins: F64 = _times(self.equity, theirs[0])[None, :]
        value: F64 = REAL(self.pot + 2 * put_in) * wins \
            - REAL(put_in) * self.sweep.compatible(theirs)
        return value

    def equities_against(self, weights: F64) -> F64:
        """Each of the game's hands' share of the pot against ``weights`` (over the game's
        hands), card removal exact; 0 for a hand that meets none of them. One product for
        every hand: the fold locks order a range by it, a bot asks it of its own hand."""
        theirs = np.asarray(weights, dtype=REAL)
        meets = self.sweep.compatible(theirs[None, :])[0]
        won = np.einsum("ij,j->i", self.equity, theirs)
        with np.errstate(invalid="ignore", divide="ignore"):
            shares: F64 = np.where(meets > 0, won / meets, 0.0)
        return shares


def _times(matrix: F64, vector: F64) -> F64:
    """``matrix @ vector`` in NumPy's own loop, not BLAS: BLAS splits a product over threads
    that wait for each other on a busy machine (3 ms of CPU for 0.25 ms of work with two
    cores shared by four processes), and the bot process must keep its pace there."""
    result: F64 = np.einsum("ij,j->i", matrix, vector)
    return result

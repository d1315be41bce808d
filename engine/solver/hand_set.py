"""The hands a solver plays: the 1,326 two-card combinations, or any list of abstract hands.

A :class:`HandSet` is what the solver's arithmetic needs and nothing more: for every hand its
two "cards" (ids into a universe of ``n_cards`` cards, for card removal) and, for every board
the subgame can end on, its showdown strength and whether it is possible at all. Poker spots
build one from a board (:func:`hold_em_hands`); the analytic test games build one from a list
of strengths whose hands share no cards (:func:`abstract_hands`), so no blocker disturbs the
known frequencies.

Hands are indexed the same way everywhere in Felt's solver: combination ``i`` of the 1,326 is
the ``i``-th pair of ``itertools.combinations(range(52), 2)``.

>>> COMBOS[0].tolist(), COMBOS[-1].tolist(), len(COMBOS)
([0, 1], [50, 51], 1326)
>>> combo_index(0, 1), combo_index(51, 50)
(0, 1325)

Tests: tests/engine/solver/test_cfr.py, tests/engine/solver/test_showdown.py
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

import numpy as np
import numpy.typing as npt

from engine.core.cards import Card
from engine.evaluation.evaluator import evaluate_batch

I64 = npt.NDArray[np.int64]
F64 = npt.NDArray[np.float64]
B8 = npt.NDArray[np.bool_]

__all__ = ["COMBOS", "HandSet", "abstract_hands", "combo_index", "hold_em_hands"]

#: The 1,326 combinations as card-id pairs, lower id first.
COMBOS: I64 = np.array(list(combinations(range(52), 2)), dtype=np.int64)
_INDEX = np.full((52, 52), -1, dtype=np.int64)
_INDEX[COMBOS[:, 0], COMBOS[:, 1]] = np.arange(len(COMBOS))
_INDEX[COMBOS[:, 1], COMBOS[:, 0]] = np.arange(len(COMBOS))


def combo_index(a: Card, b: Card) -> int:
    """The index of the combination of two different cards among the 1,326."""
    return int(_INDEX[a, b])


@dataclass(frozen=True, eq=False)
class HandSet:
    """Hands with their cards and, per board they may meet at showdown, their strengths.

    ``cards`` is ``(n, 2)`` ids in ``range(n_cards)``; ``strengths`` and ``possible`` are
    ``(boards, n)``: a hand that holds a card of a board is impossible on it (its strength
    is then meaningless). ``combos`` maps each hand back to its index among the 1,326 (or is
    ``None`` for abstract hands). ``remaining`` is how many cards chance still deals from
    after both players' hands (the next card's denominator on the turn; 1 on the river).
    """

    cards: I64
    n_cards: int
    strengths: I64
    possible: B8
    combos: I64 | None
    remaining: int = 1

    @property
    def size(self) -> int:
        return int(self.cards.shape[0])

    @property
    def boards(self) -> int:
        return int(self.strengths.shape[0])

    def subset(self, keep: B8) -> HandSet:
        """Only the hands where ``keep`` is true (a solve drops the hands neither player can
        hold: they reach nothing and block nothing)."""
        return HandSet(self.cards[keep], self.n_cards, self.strengths[:, keep],
                       self.possible[:, keep],
                       None if self.combos is None else self.combos[keep], self.remaining)


def hold_em_hands(board: Sequence[Card], short_deck: bool = False) -> tuple[HandSet, I64]:
    """Every combination not touching ``board``, with strengths on the river board or, for a
    turn board, on each of the possible rivers; and the river cards in that order (empty for a
    river board).

    >>> from engine.core.cards import parse_cards
    >>> hands, rivers = hold_em_hands(parse_cards("AsKd7c4h2s"))
    >>> hands.size, hands.boards, len(rivers)
    (1081, 1, 0)
    >>> hands, rivers = hold_em_hands(parse_cards("AsKd7c4h"))
    >>> hands.size, hands.boards, len(rivers), hands.remaining
    (1128, 48, 48, 44)
    """
    used = np.zeros(52, dtype=bool)
    used[list(board)] = True
    keep = ~(used[COMBOS[:, 0]] | used[COMBOS[:, 1]])
    index = np.flatnonzero(keep)
    cards = COMBOS[index]
    if len(board) >= 5:
        rivers = np.zeros(0, dtype=np.int64)
        boards = [list(board)]
        remaining = 1
    else:
        rivers = np.flatnonzero(~used).astype(np.int64)
        boards = [[*board, int(card)] for card in rivers]
        remaining = 52 - len(board) - 4  # both players hold two cards
    strengths = np.empty((len(boards), len(index)), dtype=np.int64)
    possible = np.ones((len(boards), len(index)), dtype=bool)
    for row, full in enumerate(boards):
        sevens = np.empty((len(index), 7), dtype=np.uint8)
        sevens[:, :2] = cards
        sevens[:, 2:] = full
        if len(full) > len(board):
            river = full[-1]
            clash = (cards[:, 0] == river) | (cards[:, 1] == river)
            possible[row] = ~clash
            # An impossible hand is evaluated as some possible one; its reach is always zero.
            sevens[clash] = sevens[int(np.argmin(clash))]
        strengths[row] = evaluate_batch(sevens, short_deck, validate=False)
        strengths[row, ~possible[row]] = -1
    return (HandSet(cards, 52, strengths, possible, index, remaining=max(remaining, 1)),
            rivers)


def abstract_hands(strengths: Sequence[float] | F64) -> HandSet:
    """Hands that share no card, on one board, with the given strengths (higher wins).

    The analytic games use them: no combination blocks another.

    >>> abstract_hands([3, 1, 2]).size
    3
    """
    values = np.asarray(strengths)
    # Equal strengths keep equal ranks.
    ranks = np.searchsorted(np.unique(values), values).astype(np.int64)
    n = len(values)
    cards = np.arange(2 * n, dtype=np.int64).reshape(n, 2)
    return HandSet(cards, 2 * n, ranks[None, :], np.ones((1, n), dtype=bool), None)

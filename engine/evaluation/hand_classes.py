"""Two-card combinations and the 169 starting-hand classes as NumPy index tables.

Every bot computation works on whole arrays of combinations rather than on one hand at a
time, so the tables here map between the three ways of naming a starting hand: a pair of card
ids, a *combination index* (0..1325, or 0..629 for short deck) and a *class index* (0..168).

A class index is ``13 * high + low`` for pairs and suited hands and ``13 * low + high`` for
offsuit hands, with ranks 0 (deuce) .. 12 (ace): the usual 13 x 13 grid with suited hands
above the diagonal. Short deck uses the same numbering (only 81 classes occur).

Tests: tests/engine/bots/test_bot_reraised.py, tests/engine/bots/test_bots.py,
tests/engine/bots/test_gauntlet.py
"""

from __future__ import annotations

from functools import cache

import numpy as np
import numpy.typing as npt

from engine.core.cards import RANK_CHARS
from engine.core.cards import Card
from engine.core.cards import full_deck

__all__ = [
    "CLASS_COUNT",
    "GRID_SIDE",
    "ComboTable",
    "class_at_cell",
    "class_index",
    "class_name",
    "combo_table",
]

CLASS_COUNT = 169

U8 = npt.NDArray[np.uint8]
I16 = npt.NDArray[np.int16]
IntP = npt.NDArray[np.intp]
Bool = npt.NDArray[np.bool_]


def class_index(a: Card, b: Card) -> int:
    """The class (0..168) of two cards, e.g. both ``AsKs`` and ``AhKh`` give the ``AKs`` class."""
    ra, rb = a >> 2, b >> 2
    high, low = (ra, rb) if ra >= rb else (rb, ra)
    if high == low or (a & 3) == (b & 3):
        return 13 * high + low
    return 13 * low + high


def class_name(index: int) -> str:
    """``AKs``, ``AKo`` or ``QQ`` for a class index (the code the window shows)."""
    first, second = divmod(index, 13)
    if first == second:
        return RANK_CHARS[first] * 2
    if first > second:
        return RANK_CHARS[first] + RANK_CHARS[second] + "s"
    return RANK_CHARS[second] + RANK_CHARS[first] + "o"


GRID_SIDE = 13
"""Rows and columns of the usual grid of the classes (one per rank, aces first)."""


def class_at_cell(row: int, col: int) -> int:
    """The class shown in a cell of the 13 x 13 grid: row and column 0 are aces, pairs run down
    the diagonal, suited hands above it and offsuit hands below.

    >>> [class_name(class_at_cell(row, col)) for row, col in ((0, 0), (0, 1), (1, 0), (12, 12))]
    ['AA', 'AKs', 'AKo', '22']
    """
    return GRID_SIDE * (GRID_SIDE - 1 - row) + (GRID_SIDE - 1 - col)


def class_combo_count(index: int) -> int:
    """Combinations in a full deck: 6 for a pair, 4 suited, 12 offsuit."""
    first, second = divmod(index, 13)
    return 6 if first == second else 4 if first > second else 12


class ComboTable:
    """Every two-card combination of one deck, with index lookups.

    :param short_deck: 36 cards (sixes to aces) instead of 52.
    """

    def __init__(self, short_deck: bool) -> None:
        deck = full_deck(short_deck)
        pairs = [(a, b) for i, b in enumerate(deck) for a in deck[i + 1 :]]
        self.short_deck = short_deck
        #: ``(n, 2)`` card ids, higher id first.
        self.cards: U8 = np.array(pairs, dtype=np.uint8)
        self.size = len(pairs)
        #: class index of each combination.
        self.classes: IntP = np.array([class_index(a, b) for a, b in pairs], dtype=np.intp)
        lookup = np.full((52, 52), -1, dtype=np.int16)
        for k, (a, b) in enumerate(pairs):
            lookup[a, b] = lookup[b, a] = k
        #: ``index_of[a, b]``: the combination index of two cards (-1 if not in the deck).
        self.index_of: I16 = lookup
        touches = np.zeros((52, len(pairs)), dtype=np.bool_)
        for k, (a, b) in enumerate(pairs):
            touches[a, k] = touches[b, k] = True
        #: ``touches[c]``: the combinations that use card ``c``.
        self.touches: Bool = touches
        #: present classes, and how many combinations each has in this deck.
        self.class_sizes: IntP = np.bincount(self.classes, minlength=CLASS_COUNT).astype(np.intp)

    def index(self, a: Card, b: Card) -> int:
        """Combination index of two cards of this deck."""
        return int(self.index_of[a, b])

    def free_of(self, cards: tuple[Card, ...] | list[Card]) -> Bool:
        """Mask of the combinations that use none of ``cards`` (card removal)."""
        if not cards:
            return np.ones(self.size, dtype=np.bool_)
        used: Bool = np.any(self.touches[list(cards)], axis=0)
        return np.logical_not(used)


@cache
def combo_table(short_deck: bool = False) -> ComboTable:
    """The shared table for a deck (built once, about a millisecond)."""
    return ComboTable(short_deck)

"""How a range meets the board: the share of its weight in each made hand and draw.

A hand reader asks of an opponent's range what a flop did to it: how much of it has top pair
or better, an overpair, two pair or better, a flush draw, a straight draw, and how much is
air. :func:`range_hits` answers for a range given as weights over every combination of
:func:`engine.evaluation.hand_classes.combo_table` (the reader's form); :func:`hits_of_range` for a
:class:`~engine.evaluation.ranges.Range`. Combinations that hold a board card or a dead
card (your own hole cards) cannot be dealt and count for nothing.

What each name means (the flags overlap; a share is of the range's live weight):

* a hand is **made** when its category is better than the one the board makes on its own
  (a pair of the board's is everyone's, so ace-high on a paired board is not a pair), and
  an overpair always is;
* ``top_pair_plus``: made, and a hole card pairs the board's highest card, or an overpair,
  or two pair or better;
* ``overpair``: a pocket pair above every board card;
* ``two_pair_plus``: made, and two pair or a better category (on a paired board a pocket
  pair makes two pair);
* ``weaker_pair``: made, a pair, and neither top pair nor an overpair (middle, bottom and
  under pairs);
* ``flush_draw``: one more card of a suit gives a flush with a hole card in it (four of the
  suit among hole and board cards, one of them a hole card, and one of the suit unseen);
* ``straight_draw``: no straight yet, and some unseen rank completes a straight that needs a
  hole card (open-ended and gutshot alike);
* ``air``: not made and no draw.

Draws exist only before the river. Everything is exact: one evaluation per combination.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.core.cards import Card
from engine.core.cards import full_deck
from engine.core.errors import CardError
from engine.evaluation.categories import FLUSH
from engine.evaluation.categories import FOUR_OF_A_KIND
from engine.evaluation.categories import HIGH_CARD
from engine.evaluation.categories import PAIR
from engine.evaluation.categories import SHORT_DECK_ORDINAL
from engine.evaluation.categories import STANDARD_ORDINAL
from engine.evaluation.categories import THREE_OF_A_KIND
from engine.evaluation.categories import TWO_PAIR
from engine.evaluation.evaluator import categories
from engine.evaluation.evaluator import evaluate_batch
from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import combo_table
from engine.evaluation.hand_value import evaluate
from engine.evaluation.ranges import Range

__all__ = ["HIT_NAMES", "HitTable", "RangeHits", "hit_table", "hits_of_range", "range_hits"]

F64 = npt.NDArray[np.float64]
Bool = npt.NDArray[np.bool_]

#: The rows a range viewer shows, in this order.
HIT_NAMES = ("top_pair_plus", "overpair", "two_pair_plus", "weaker_pair", "flush_draw",
             "straight_draw", "air")
#: Boards (with their dead cards) whose flags are kept: a street's flags serve every event.
CACHE_SIZE = 8


@dataclass(frozen=True, slots=True)
class RangeHits:
    """Shares of a range's live weight (0..1) by :data:`HIT_NAMES`.

    :param combos: the live weight (combinations that can still be dealt, weighted).
    :param shares: ``(name, share)`` in :data:`HIT_NAMES` order.
    :param class_shares: per name, for each of the 169 classes, the share of that class's
        live weight with the flag (for marking the grid's cells).
    """

    combos: float
    shares: tuple[tuple[str, float], ...]
    class_shares: tuple[tuple[float, ...], ...]

    def share(self, name: str) -> float:
        return dict(self.shares)[name]


class HitTable:
    """The flags of every combination on one board: ``flags[i]`` for ``HIT_NAMES[i]``,
    ``live`` the combinations that can be dealt."""

    def __init__(self, board: tuple[Card, ...], dead: tuple[Card, ...], short_deck: bool) -> None:
        table = combo_table(short_deck)
        self.live: Bool = table.free_of([*board, *dead])
        cards = table.cards
        n = table.size
        order = SHORT_DECK_ORDINAL if short_deck else STANDARD_ORDINAL
        level = np.array([*order, order[-1] + 1], dtype=np.int64)  # royal flush on top
        rows = np.empty((n, 2 + len(board)), dtype=np.uint8)
        rows[:, :2] = cards
        rows[:, 2:] = board
        index = np.flatnonzero(self.live)
        category = np.zeros(n, dtype=np.int64)
        category[index] = categories(evaluate_batch(rows[index], short_deck, validate=False),
                                     short_deck)
        high, low = cards[:, 0] >> 2, cards[:, 1] >> 2
        top = max(c >> 2 for c in board)
        overpair = (high == low) & (low > top)
        made = (level[category] > level[_board_category(board, short_deck)]) | overpair
        two_pair_plus = made & (level[category] >= level[TWO_PAIR])
        top_pair_plus = made & (two_pair_plus | overpair | (high == top) | (low == top))
        weaker = made & (category == PAIR) & ~top_pair_plus
        drawing = len(board) < 5
        flush_draw = _flush_draws(cards, board, dead) if drawing else np.zeros(n, bool)
        straight_draw = (_straight_draws(cards, board, dead, short_deck) if drawing
                         else np.zeros(n, bool))
        air = ~made & ~flush_draw & ~straight_draw
        flags = (top_pair_plus, overpair, two_pair_plus, weaker, flush_draw, straight_draw, air)
        self.flags: Bool = np.stack(flags) & self.live[None, :]
        self.classes = table.classes

    def hits(self, weights: F64) -> RangeHits:
        """The shares of a range (weights over every combination of the deck's table)."""
        live = np.where(self.live, weights, 0.0)
        total = float(live.sum())
        per_class = np.bincount(self.classes, weights=live, minlength=CLASS_COUNT)
        hit = np.where(self.flags, live[None, :], 0.0)  # (names, combinations)
        sums = hit.sum(axis=1)
        shares = tuple((name, float(x) / total if total > 0 else 0.0)
                       for name, x in zip(HIT_NAMES, sums.tolist(), strict=True))
        by_class = np.zeros((len(HIT_NAMES), CLASS_COUNT))
        for row in range(len(HIT_NAMES)):
            by_class[row] = np.bincount(self.classes, weights=hit[row], minlength=CLASS_COUNT)
        ratio = np.divide(by_class, per_class[None, :], out=np.zeros_like(by_class),
                          where=per_class[None, :] > 0)
        rows: list[list[float]] = ratio.round(6).tolist()
        return RangeHits(round(total, 6), shares, tuple(tuple(r) for r in rows))


def _board_category(board: Sequence[Card], short_deck: bool) -> int:
    """The category the board makes on its own (3 and 4 cards: only pairs and sets count)."""
    if len(board) >= 5:
        return evaluate(list(board), short_deck).category
    counts = sorted((sum(1 for c in board if c >> 2 == r) for r in {c >> 2 for c in board}),
                    reverse=True)
    if counts[0] == 4:
        return FOUR_OF_A_KIND
    if counts[0] == 3:
        return THREE_OF_A_KIND
    if counts[0] == 2:
        return TWO_PAIR if len(counts) > 1 and counts[1] == 2 else PAIR
    return HIGH_CARD


def _flush_draws(cards: npt.NDArray[np.uint8], board: Sequence[Card],
                 dead: Sequence[Card]) -> Bool:
    found = np.zeros(cards.shape[0], dtype=bool)
    suits = cards & 3
    for suit in range(4):
        on_board = sum(1 for c in board if c & 3 == suit)
        mine = (suits == suit).sum(axis=1)
        seen = on_board + sum(1 for c in dead if c & 3 == suit) + mine
        found |= (mine > 0) & (on_board + mine == FLUSH - 1) & (seen < 13)
    return found


def _windows(short_deck: bool) -> list[int]:
    """Rank masks of every straight: five in a row, and the ace low (A-2-3-4-5, or A-6-7-8-9
    in short deck)."""
    lowest = 4 if short_deck else 0
    runs = [0b11111 << r for r in range(lowest, 9)]
    return [*runs, (1 << 12) | (0b1111 << lowest)]


def _straight_draws(cards: npt.NDArray[np.uint8], board: Sequence[Card], dead: Sequence[Card],
                    short_deck: bool) -> Bool:
    ranks = (cards >> 2).astype(np.int64)
    hole = (np.int64(1) << ranks[:, 0]) | (np.int64(1) << ranks[:, 1])
    shown = 0
    for c in board:
        shown |= 1 << (c >> 2)
    windows = _windows(short_deck)
    have = hole | shown
    made = np.zeros(cards.shape[0], dtype=bool)
    for window in windows:
        made |= (have & window) == window
    lowest = 4 if short_deck else 0
    known = [*board, *dead]
    found = np.zeros(cards.shape[0], dtype=bool)
    for rank in range(lowest, 13):
        left = 4 - sum(1 for c in known if c >> 2 == rank) - (ranks == rank).sum(axis=1)
        bit = 1 << rank
        for window in windows:
            completes = ((have | bit) & window) == window
            needs_hole = ((shown | bit) & window) != window
            found |= completes & needs_hole & (left > 0)
    return found & ~made


_CACHE: OrderedDict[tuple[tuple[Card, ...], tuple[Card, ...], bool], HitTable] = OrderedDict()


def hit_table(board: Sequence[Card], dead: Sequence[Card] = (),
              short_deck: bool = False) -> HitTable:
    """The (cached) flags of every combination on ``board`` with ``dead`` cards seen.

    :raises CardError: a board of another size than 3 to 5 (``bad_board_size``), or a card
        twice or outside the deck (``duplicate_card``, ``card_not_in_deck``).
    """
    if not 3 <= len(board) <= 5:
        raise CardError("bad_board_size", "a range meets a board of 3 to 5 cards")
    known = [*board, *dead]
    if len(set(known)) != len(known):
        raise CardError("duplicate_card", "a card is on the board twice or both board and dead")
    deck = set(full_deck(short_deck))
    for card in known:
        if card not in deck:
            raise CardError("card_not_in_deck", f"card id {card} is not in this deck", card=card)
    key = (tuple(sorted(board)), tuple(sorted(dead)), short_deck)
    found = _CACHE.get(key)
    if found is None:
        found = HitTable(key[0], key[1], short_deck)
        _CACHE[key] = found
        if len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return found


def range_hits(weights: F64, board: Sequence[Card], dead: Sequence[Card] = (),
               short_deck: bool = False) -> RangeHits:
    """The shares of a range given as weights over every combination (see the module)."""
    return hit_table(board, dead, short_deck).hits(weights)


def hits_of_range(weights: Range, board: Sequence[Card], dead: Sequence[Card] = (),
                  short_deck: bool = False) -> RangeHits:
    """:func:`range_hits` of a :class:`Range`."""
    return range_hits(dense_weights(weights, short_deck), board, dead, short_deck)


def dense_weights(weights: Range, short_deck: bool = False) -> F64:
    """A :class:`Range` as weights over every combination of the deck's table."""
    table = combo_table(short_deck)
    dense = np.zeros(table.size)
    for (a, b), w in weights:
        k = table.index(a, b)
        if k >= 0:
            dense[k] = w
    return dense

"""The figures a hand reader needs, shared by the drills trainer and the table's coach.

Each function answers one question a coach's panel shows and a drill asks:

* :func:`hand_standing`: your best hand and how it ranks among every hand you could hold on
  this board;
* :func:`outs_summary`: the cards that put you ahead (or improve you), grouped by what they
  make, with the chance to hit one by the next card and by the river;
* :func:`pot_odds` and :func:`call_value`: the equity a call needs and what calling is worth;
* :func:`equity_vs_range`: a hand's equity against a weighted range;
* :func:`nuts`: the best hand the board allows and the holdings that make it;
* :func:`class_grid`, :func:`grid_overlap`, :func:`range_from_weights`: ranges on the usual
  13 x 13 grid of starting-hand classes, and how much two of them agree.

Everything is exact (enumerated), codes and numbers only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

import numpy as np
import numpy.typing as npt

from engine.core.cards import Card
from engine.core.cards import full_deck
from engine.core.errors import CardError
from engine.evaluation.categories import SHORT_DECK_ORDINAL
from engine.evaluation.categories import STANDARD_ORDINAL
from engine.evaluation.equity import equity
from engine.evaluation.evaluator import evaluate_batch
from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import class_index
from engine.evaluation.hand_classes import combo_table
from engine.evaluation.hand_value import HandValue
from engine.evaluation.hand_value import category_of_strength
from engine.evaluation.hand_value import evaluate
from engine.evaluation.hand_value import value_of
from engine.evaluation.outs import outs
from engine.evaluation.ranges import Combo
from engine.evaluation.ranges import Range

__all__ = [
    "CallValue",
    "HandStanding",
    "Nuts",
    "OutGroup",
    "OutsSummary",
    "call_value",
    "class_grid",
    "equity_vs_range",
    "equity_vs_weights",
    "grid_overlap",
    "hand_standing",
    "hit_chance",
    "nuts",
    "outs_summary",
    "pot_odds",
    "range_from_weights",
]

F64 = npt.NDArray[np.float64]

#: Combinations a reader weights below this are left out of a range shown or played against:
#: they are the soft edge of "the top x %", not hands the player holds.
RANGE_FLOOR = 0.05


def _unseen(known: Sequence[Card], short_deck: bool) -> list[Card]:
    seen = set(known)
    if len(seen) != len(known):
        raise CardError("duplicate_card", "a card appears twice")
    deck = full_deck(short_deck)
    deck_set = set(deck)
    for card in known:
        if card not in deck_set:
            raise CardError("card_not_in_deck", f"card id {card} is not in this deck", card=card)
    return [c for c in deck if c not in seen]


def _strengths(holdings: Sequence[Sequence[Card]] | npt.NDArray[np.uint8],
               board: Sequence[Card], short_deck: bool) -> npt.NDArray[np.int32]:
    rows = np.empty((len(holdings), 2 + len(board)), dtype=np.uint8)
    rows[:, :2] = np.asarray(holdings, dtype=np.uint8).reshape(-1, 2)
    rows[:, 2:] = board
    return evaluate_batch(rows, short_deck, validate=False)


@dataclass(frozen=True, slots=True)
class HandStanding:
    """A hand's value and its place among all two-card holdings on the same board.

    :param better: holdings (of the cards not on the board) that make a stronger hand now.
    :param equal: holdings that make the same strength (this hand's own two cards included).
    :param worse: holdings that make a weaker hand.
    """

    value: HandValue
    better: int
    equal: int
    worse: int

    @property
    def total(self) -> int:
        return self.better + self.equal + self.worse

    @property
    def beaten_share(self) -> float:
        """Share of all holdings this hand beats, ties counted half (1.0: the nuts alone)."""
        return (self.worse + 0.5 * (self.equal - 1)) / max(self.total - 1, 1)


def hand_standing(hole: Sequence[Card], board: Sequence[Card],
                  short_deck: bool = False) -> HandStanding:
    """Your best hand now, and how many holdings beat, tie and trail it on this board.

    :param hole: two cards; :param board: three to five cards.
    :raises CardError: a card twice, outside the deck, or a board of the wrong size.
    """
    if len(hole) != 2 or not 3 <= len(board) <= 5:
        raise CardError("wrong_card_count", "need two hole cards and a board of 3 to 5")
    _unseen([*hole, *board], short_deck)
    value = evaluate([*hole, *board], short_deck)
    holdings = list(combinations(_unseen(list(board), short_deck), 2))
    strengths = _strengths(holdings, board, short_deck)
    better = int(np.count_nonzero(strengths > value.strength))
    equal = int(np.count_nonzero(strengths == value.strength))
    return HandStanding(value, better, equal, len(holdings) - better - equal)


@dataclass(frozen=True, slots=True)
class OutGroup:
    """The outs that make one category (a flush, a straight, two pair ...)."""

    category: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class OutsSummary:
    """The cards that help, grouped, and the chance of hitting one.

    :param groups: by the category each out makes, best first; against known hands only the
        cards after which the hand is ahead of every one of them.
    :param tying: against known hands, the cards after which the pot would be split.
    :param unseen: cards that can come.
    :param next_card: chance that the next card is an out.
    :param by_river: chance that at least one out comes by the river (from the flop: two
        cards; from the turn the same as ``next_card``).
    """

    groups: tuple[OutGroup, ...]
    tying: tuple[Card, ...]
    unseen: int
    next_card: float
    by_river: float

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(sorted(c for g in self.groups for c in g.cards))

    @property
    def count(self) -> int:
        return sum(len(g.cards) for g in self.groups)


def hit_chance(out_count: int, unseen: int, cards_to_come: int) -> float:
    """Chance that at least one of ``out_count`` cards comes among the next
    ``cards_to_come`` cards dealt from ``unseen``."""
    if unseen <= 0 or out_count <= 0:
        return 0.0
    misses = math.comb(unseen - out_count, cards_to_come)
    return 1.0 - misses / math.comb(unseen, cards_to_come)


def outs_summary(hole: Sequence[Card], board: Sequence[Card],
                 opponents: Sequence[Sequence[Card]] = (),
                 short_deck: bool = False) -> OutsSummary:
    """Outs on the flop or turn, grouped by what they make.

    Against known ``opponents`` an out is a card after which this hand beats every one of
    them (whatever category that takes); alone, an out is a card that lifts the hand to a
    better category than the board gives everyone (as :func:`engine.evaluation.outs.outs`).

    :raises CardError: as :func:`engine.evaluation.outs.outs`.
    """
    if len(board) not in (3, 4):
        raise CardError("bad_board_size", "outs need a flop or a turn")
    known = [*hole, *board, *(c for o in opponents for c in o)]
    unseen = _unseen(known, short_deck)
    to_come = 5 - len(board)
    tying: tuple[Card, ...] = ()
    if opponents:
        after = np.empty((len(unseen), 3 + len(board)), dtype=np.uint8)
        after[:, 2:-1] = board
        after[:, -1] = unseen
        columns = []
        for cards in (hole, *opponents):
            after[:, :2] = cards
            columns.append(evaluate_batch(after, short_deck, validate=False))
        mine, rival = columns[0], np.max(columns[1:], axis=0)
        by_card: dict[int, list[Card]] = {}
        for k in np.flatnonzero(mine > rival):
            category = category_of_strength(int(mine[k]), short_deck)
            by_card.setdefault(category, []).append(unseen[k])
        ties = [unseen[k] for k in np.flatnonzero(mine == rival)]
        groups = tuple(OutGroup(c, tuple(by_card[c]))
                       for c in sorted(by_card, key=lambda c: _rank_of_category(c, short_deck),
                                       reverse=True))
        tying = tuple(ties)
    else:
        found = outs(list(hole), list(board), short_deck=short_deck)
        groups = tuple(OutGroup(c, tuple(cards)) for c, cards in found.by_category)
    count = sum(len(g.cards) for g in groups)
    return OutsSummary(groups, tying, len(unseen), hit_chance(count, len(unseen), 1),
                       hit_chance(count, len(unseen), to_come))


def _rank_of_category(category: int, short_deck: bool) -> int:
    """Order of categories in the variant (short deck: flush over full house, trips over a
    straight), the royal flush on top."""
    if category == 9:
        return 9
    return (SHORT_DECK_ORDINAL if short_deck else STANDARD_ORDINAL)[category]


def pot_odds(pot: int, to_call: int) -> float:
    """The equity a call needs to break even: the call's share of the pot after calling.

    :param pot: every chip in the middle, the bet to be called included.
    """
    total = pot + to_call
    return to_call / total if total > 0 else 0.0


@dataclass(frozen=True, slots=True)
class CallValue:
    """What calling a bet is worth against folding (folding is worth 0 from here).

    :param needed: the equity that breaks even (the pot odds).
    :param ev_call: chips won on average by calling: equity times the final pot, less the call.
    """

    pot: int
    to_call: int
    equity: float
    needed: float
    ev_call: float
    ev_fold: float = 0.0

    @property
    def call_is_right(self) -> bool:
        return self.ev_call > self.ev_fold


def call_value(pot: int, to_call: int, equity_share: float) -> CallValue:
    """Pot odds against equity, in chips (no money still to be bet later is counted)."""
    final = pot + to_call
    return CallValue(pot, to_call, equity_share, pot_odds(pot, to_call),
                     equity_share * final - to_call)


def equity_vs_range(hole: Sequence[Card], board: Sequence[Card], against: Range,
                    short_deck: bool = False) -> float:
    """Exact equity of a hand against a weighted range (combinations that collide with
    the hand or the board removed) on a flop, turn or river.

    Every (combination, completion) pair is equally likely up to the combination's weight,
    as in :func:`engine.evaluation.equity.equity`; on the turn and river the pairs are few
    enough to evaluate in one batch, the flop goes through the general enumeration.
    """
    if len(board) == 3:
        result = equity([list(hole), against.without([*hole, *board])], list(board),
                        exact=True, short_deck=short_deck)
        return result[0].equity
    combos, weights = against.without([*hole, *board]).arrays()
    return _late_equity(hole, board, combos, weights, short_deck)


def equity_vs_weights(hole: Sequence[Card], board: Sequence[Card], weights: F64,
                      short_deck: bool = False, floor: float = RANGE_FLOOR) -> float:
    """:func:`equity_vs_range` against the reader's weights over every combination, read
    as :func:`range_from_weights` reads them, without building a :class:`Range` (which
    costs more than the showdowns on the turn and river)."""
    if len(board) == 3:
        return equity_vs_range(hole, board, range_from_weights(weights, short_deck, floor),
                               short_deck)
    table = combo_table(short_deck)
    top = float(weights.max()) if weights.size else 0.0
    if top <= 0:
        raise CardError("empty_range", "the range holds no combination")
    scaled = np.minimum(weights / top, 1.0)
    keep = (scaled >= floor) & table.free_of([*hole, *board])
    return _late_equity(hole, board, table.cards[keep], scaled[keep], short_deck)


def live_size(weights: F64, dead: Sequence[Card], short_deck: bool = False,
              floor: float = RANGE_FLOOR) -> float:
    """How many combinations the reader's range is worth once ``dead`` cards are seen."""
    table = combo_table(short_deck)
    top = float(weights.max()) if weights.size else 0.0
    if top <= 0:
        return 0.0
    scaled = np.minimum(weights / top, 1.0)
    keep = (scaled >= floor) & table.free_of(list(dead))
    return float(scaled[keep].sum())


def _late_equity(hole: Sequence[Card], board: Sequence[Card], combos: npt.NDArray[np.uint8],
                 weights: F64, short_deck: bool) -> float:
    """Exact equity against weighted combinations (none touching a known card) on the turn
    or river."""
    if len(board) not in (4, 5) or len(hole) != 2:
        raise CardError("bad_board_size", "equity against a range needs a flop, turn or river")
    unseen = _unseen([*hole, *board], short_deck)
    if not len(combos):
        raise CardError("empty_range", "no combination of the range is left")
    rivers = np.asarray(unseen if len(board) == 4 else [], dtype=np.uint8)
    if rivers.size == 0:  # the river: one showdown per combination
        mine = int(_strengths([list(hole)], board, short_deck)[0])
        theirs = _strengths(combos, board, short_deck)
        won = weights[theirs < mine].sum() + 0.5 * weights[theirs == mine].sum()
        return float(won / weights.sum())
    # The turn: every (river card, combination) pair in one batch, those that share a card
    # left out.
    n_r, n_c = rivers.size, len(combos)
    rows = np.empty((n_r, n_c, 7), dtype=np.uint8)
    rows[:, :, :2] = combos[None, :, :]
    rows[:, :, 2:6] = np.asarray(board, dtype=np.uint8)
    rows[:, :, 6] = rivers[:, None]
    ok = (combos[None, :, 0] != rivers[:, None]) & (combos[None, :, 1] != rivers[:, None])
    theirs_all = evaluate_batch(rows[ok], short_deck, validate=False)
    hero_rows = np.empty((n_r, 7), dtype=np.uint8)
    hero_rows[:, :2] = hole
    hero_rows[:, 2:6] = board
    hero_rows[:, 6] = rivers
    mine_all = evaluate_batch(hero_rows, short_deck, validate=False)
    mine_rows = np.broadcast_to(mine_all[:, None], (n_r, n_c))[ok]
    w = np.broadcast_to(weights[None, :], (n_r, n_c))[ok]
    total = float(w.sum())
    share = float(w[theirs_all < mine_rows].sum()) + 0.5 * float(
        w[theirs_all == mine_rows].sum())
    return share / total


@dataclass(frozen=True, slots=True)
class Nuts:
    """The best hand possible on a board and every holding that makes it.

    :param value: the nut hand (category and deciding ranks).
    :param holdings: the two-card holdings that make exactly that strength.
    """

    value: HandValue
    holdings: tuple[Combo, ...]

    @property
    def combos(self) -> int:
        return len(self.holdings)


def nuts(board: Sequence[Card], short_deck: bool = False) -> Nuts:
    """The nuts on a flop, turn or river: the strongest hand any two unseen cards make."""
    if not 3 <= len(board) <= 5:
        raise CardError("bad_board_size", "the nuts need a board of 3 to 5 cards")
    holdings = [(b, a) for a, b in combinations(_unseen(list(board), short_deck), 2)]
    strengths = _strengths(holdings, board, short_deck)
    best = int(strengths.max())
    winners = tuple(holdings[i] for i in np.flatnonzero(strengths == best))
    return Nuts(value_of([*winners[0], *board], best, short_deck), winners)


def class_grid(weights: F64, short_deck: bool = False) -> tuple[float, ...]:
    """A range over every combination (the reader's weights) as 169 class values: each
    class's weight share of its combinations (0 none of them .. 1 all at full weight), the
    weights first scaled so the most likely combination has 1.

    The index is :func:`engine.evaluation.hand_classes.class_index`: ``13 * high + low`` for pairs
    and
    suited hands, ``13 * low + high`` for offsuit ones (classes a short deck lacks are 0).
    """
    table = combo_table(short_deck)
    top = float(weights.max()) if weights.size else 0.0
    scaled = weights / top if top > 0 else weights
    sums = np.bincount(table.classes, weights=scaled, minlength=CLASS_COUNT)
    sizes = np.maximum(table.class_sizes, 1)
    return tuple(float(x) for x in np.clip(sums / sizes, 0.0, 1.0))


def grid_of_range(weights: Range, short_deck: bool = False) -> tuple[float, ...]:
    """:func:`class_grid` of a :class:`Range`."""
    table = combo_table(short_deck)
    dense = np.zeros(table.size)
    for (a, b), w in weights:
        k = table.index(a, b)
        if k >= 0:
            dense[k] = w
    return class_grid(dense, short_deck)


def grid_overlap(a: Sequence[float], b: Sequence[float]) -> float:
    """How much two grids agree, 0..1: the weighted Jaccard index, the shared weight over
    the weight either has (1 only for equal grids)."""
    x = np.asarray(a, dtype=np.float64)
    y = np.asarray(b, dtype=np.float64)
    union = float(np.maximum(x, y).sum())
    return float(np.minimum(x, y).sum()) / union if union > 0 else 1.0


def range_from_weights(weights: F64, short_deck: bool = False,
                       floor: float = RANGE_FLOOR) -> Range:
    """The reader's weights as a :class:`Range`, normalised so the top weight is 1, without
    the combinations below ``floor``."""
    table = combo_table(short_deck)
    top = float(weights.max()) if weights.size else 0.0
    if top <= 0:
        raise CardError("empty_range", "the range holds no combination")
    scaled = weights / top
    keep = np.flatnonzero(scaled >= floor)
    return Range.from_weights(
        ((int(table.cards[k, 0]), int(table.cards[k, 1])), float(min(scaled[k], 1.0)))
        for k in keep)


def class_of(combo: Combo) -> int:
    """Grid index of a combination (see :func:`class_grid`)."""
    return class_index(*combo)

"""Exact value of a poker hand: the best five of five to seven cards.

This is the reference evaluator: simple enough to check by eye, and the one the rules engine
uses at showdown. ``engine.evaluator`` evaluates whole NumPy batches to the same integers.

A strength is ``ordinal << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5`` where ``ordinal``
is the category's place in the variant's ranking and ``r1..r5`` are the ranks that decide ties,
most significant first (zeros where a category has fewer). Higher strength wins; equal
strength ties exactly.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from engine.cards import RANK_ACE, Card, rank_of, suit_of
from engine.errors import CardError

HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT = 0, 1, 2, 3, 4
FLUSH, FULL_HOUSE, FOUR_OF_A_KIND, STRAIGHT_FLUSH, ROYAL_FLUSH = 5, 6, 7, 8, 9

CATEGORY_CODES = (
    "high_card",
    "pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
    "royal_flush",
)

# Place of each category code (0..8) in the ranking. Short deck: a flush beats a full house and
# three of a kind beats a straight, since both are rarer with 36 cards.
STANDARD_ORDINAL = (0, 1, 2, 3, 4, 5, 6, 7, 8)
SHORT_DECK_ORDINAL = (0, 1, 2, 4, 3, 6, 5, 7, 8)
STANDARD_CATEGORY_OF_ORDINAL = STANDARD_ORDINAL
SHORT_DECK_CATEGORY_OF_ORDINAL = (0, 1, 2, 4, 3, 6, 5, 7, 8)

# The lowest straight's ranks and the rank it counts as its top card.
_WHEEL = frozenset({12, 0, 1, 2, 3})  # A-2-3-4-5, top card 5
_SHORT_WHEEL = frozenset({12, 4, 5, 6, 7})  # A-6-7-8-9, top card 9


@dataclass(frozen=True, slots=True)
class HandValue:
    """The value of a hand: what it is called, how strong it is, and which five cards make it.

    :param category: 0 high card .. 8 straight flush, 9 royal flush.
    :param strength: comparable integer (see module docstring).
    :param cards: the best five cards, the deciding ones first (pair before kickers).
    :param ranks: the deciding ranks, most significant first (for naming the hand).
    """

    category: int
    strength: int
    cards: tuple[Card, ...]
    ranks: tuple[int, ...]

    @property
    def code(self) -> str:
        """The category as a snake_case code, e.g. ``two_pair``."""
        return CATEGORY_CODES[self.category]


def _pack(ordinal: int, ranks: Sequence[int]) -> int:
    value = ordinal
    for i in range(5):
        value = (value << 4) | (ranks[i] if i < len(ranks) else 0)
    return value


def _straight_top(rank_set: frozenset[int], short_deck: bool) -> int | None:
    if len(rank_set) != 5:
        return None
    if max(rank_set) - min(rank_set) == 4:
        return max(rank_set)
    wheel, top = (_SHORT_WHEEL, 7) if short_deck else (_WHEEL, 3)
    return top if rank_set == wheel else None


def _evaluate_five(five: Sequence[Card], short_deck: bool) -> HandValue:
    ranks = [rank_of(c) for c in five]
    counts = Counter(ranks)
    # Group ranks by (count, rank) descending: quads before trips before pairs, high first.
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    ordered_ranks = [r for r, _ in groups]
    is_flush = len({suit_of(c) for c in five}) == 1
    top = _straight_top(frozenset(ranks), short_deck)
    shape = tuple(n for _, n in groups)

    if top is not None:
        category = STRAIGHT_FLUSH if is_flush else STRAIGHT
        deciding: list[int] = [top]
        # Order the cards from the top of the straight down (the ace last in a wheel).
        def straight_key(c: Card) -> int:
            r = rank_of(c)
            return -1 if (r == RANK_ACE and top != RANK_ACE) else r

        cards = tuple(sorted(five, key=straight_key, reverse=True))
    else:
        if shape == (4, 1):
            category = FOUR_OF_A_KIND
        elif shape == (3, 2):
            category = FULL_HOUSE
        elif is_flush:
            category = FLUSH
        elif shape == (3, 1, 1):
            category = THREE_OF_A_KIND
        elif shape == (2, 2, 1):
            category = TWO_PAIR
        elif shape == (2, 1, 1, 1):
            category = PAIR
        else:
            category = HIGH_CARD
        deciding = ordered_ranks
        position = {r: i for i, r in enumerate(ordered_ranks)}
        cards = tuple(sorted(five, key=lambda c: (position[rank_of(c)], -suit_of(c))))

    ordinal = (SHORT_DECK_ORDINAL if short_deck else STANDARD_ORDINAL)[category]
    shown = ROYAL_FLUSH if category == STRAIGHT_FLUSH and deciding[0] == RANK_ACE else category
    return HandValue(shown, _pack(ordinal, deciding), cards, tuple(deciding))


def evaluate(cards: Sequence[Card], short_deck: bool = False) -> HandValue:
    """The best five-card hand among five to seven distinct cards.

    :param cards: card ids; in short deck only sixes to aces.
    :param short_deck: rank by the 36-card rules.
    :raises CardError: fewer than five or more than seven cards, a repeated card, or a card
        that the variant's deck does not hold.
    """
    if not 5 <= len(cards) <= 7:
        raise CardError("wrong_card_count", f"need 5 to 7 cards, got {len(cards)}")
    if len(set(cards)) != len(cards):
        raise CardError("duplicate_card", "a card appears twice")
    lowest = 16 if short_deck else 0
    for c in cards:
        if not lowest <= c < 52:
            raise CardError("card_not_in_deck", f"card id {c} is not in this deck", card=c)
    best: HandValue | None = None
    for five in combinations(cards, 5):
        value = _evaluate_five(five, short_deck)
        if best is None or value.strength > best.strength:
            best = value
    assert best is not None
    return best


def category_of_strength(strength: int, short_deck: bool = False) -> int:
    """Category code (0..9, royal flush as 9) of a strength from either evaluator."""
    ordinal = strength >> 20
    table = SHORT_DECK_CATEGORY_OF_ORDINAL if short_deck else STANDARD_CATEGORY_OF_ORDINAL
    category = table[ordinal]
    if category == STRAIGHT_FLUSH and (strength >> 16) & 15 == RANK_ACE:
        return ROYAL_FLUSH
    return category

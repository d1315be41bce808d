"""Exact value of a poker hand: the best five of five to seven cards.

This is the reference evaluator: simple enough to check by eye, and the one the rules engine
uses at showdown. ``engine.evaluation.evaluator`` evaluates whole NumPy batches to the same
integers.

A strength is ``ordinal << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5`` where ``ordinal``
is the category's place in the variant's ranking and ``r1..r5`` are the ranks that decide ties,
most significant first (zeros where a category has fewer). Higher strength wins; equal
strength ties exactly.
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from engine.core.cards import RANK_ACE
from engine.core.cards import Card
from engine.core.cards import rank_of
from engine.core.cards import suit_of
from engine.core.errors import CardError
from engine.core.frozen import builder
from engine.core.frozen import quick_init
from engine.evaluation.categories import (  # re-exported: the names callers know
    CATEGORY_CODES as CATEGORY_CODES,
)
from engine.evaluation.categories import FLUSH as FLUSH
from engine.evaluation.categories import FOUR_OF_A_KIND as FOUR_OF_A_KIND
from engine.evaluation.categories import FULL_HOUSE as FULL_HOUSE
from engine.evaluation.categories import HIGH_CARD as HIGH_CARD
from engine.evaluation.categories import PAIR as PAIR
from engine.evaluation.categories import ROYAL_FLUSH as ROYAL_FLUSH
from engine.evaluation.categories import (
    SHORT_DECK_CATEGORY_OF_ORDINAL as SHORT_DECK_CATEGORY_OF_ORDINAL,
)
from engine.evaluation.categories import SHORT_DECK_ORDINAL as SHORT_DECK_ORDINAL
from engine.evaluation.categories import (
    STANDARD_CATEGORY_OF_ORDINAL as STANDARD_CATEGORY_OF_ORDINAL,
)
from engine.evaluation.categories import STANDARD_ORDINAL as STANDARD_ORDINAL
from engine.evaluation.categories import STRAIGHT as STRAIGHT
from engine.evaluation.categories import STRAIGHT_FLUSH as STRAIGHT_FLUSH
from engine.evaluation.categories import THREE_OF_A_KIND as THREE_OF_A_KIND
from engine.evaluation.categories import TWO_PAIR as TWO_PAIR

# The lowest straight's ranks and the rank it counts as its top card.
_WHEEL = frozenset({12, 0, 1, 2, 3})  # A-2-3-4-5, top card 5
_SHORT_WHEEL = frozenset({12, 4, 5, 6, 7})  # A-6-7-8-9, top card 9


@quick_init
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


_build_hand_value = builder(HandValue)  # the same objects as HandValue(...), faster

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


def _straight_tops(short_deck: bool) -> list[int]:
    """For every 13-bit rank mask, the top rank of its highest straight, or -1."""
    windows = [(0b11111 << (top - 4), top) for top in range(12, 3, -1)]
    wheel_top = 7 if short_deck else 3
    wheel = (1 << 12) | sum(1 << r for r in range(wheel_top - 3, wheel_top + 1))
    windows.append((wheel, wheel_top))
    tops = []
    for mask in range(1 << 13):
        top = -1
        for window, high in windows:
            if mask & window == window and not (short_deck and high < 7 and window != wheel):
                top = high
                break
        tops.append(top)
    return tops


_STRAIGHT_TOP = (_straight_tops(False), _straight_tops(True))
_RANKS_DOWN = [tuple(r for r in range(12, -1, -1) if mask >> r & 1) for mask in range(1 << 13)]


def _strength(cards: Sequence[Card], short_deck: bool) -> int:
    """Strength of the best five of ``cards`` without trying every five-card subset."""
    counts = [0] * 13
    suit_masks = [0, 0, 0, 0]
    rank_mask = 0
    for c in cards:
        r = c >> 2
        counts[r] += 1
        suit_masks[c & 3] |= 1 << r
        rank_mask |= 1 << r
    ordinal = SHORT_DECK_ORDINAL if short_deck else STANDARD_ORDINAL
    tops = _STRAIGHT_TOP[short_deck]
    best = 0
    for mask in suit_masks:
        if mask.bit_count() >= 5:
            top = tops[mask]
            if top >= 0:
                return _pack(ordinal[STRAIGHT_FLUSH], (top,))
            best = _pack(ordinal[FLUSH], _RANKS_DOWN[mask][:5])
    quads = [r for r in range(12, -1, -1) if counts[r] == 4]
    trips = [r for r in range(12, -1, -1) if counts[r] == 3]
    pairs = [r for r in range(12, -1, -1) if counts[r] == 2]
    ranks = _RANKS_DOWN[rank_mask]
    if quads:
        q = quads[0]
        kicker = next(r for r in ranks if r != q)
        return max(best, _pack(ordinal[FOUR_OF_A_KIND], (q, kicker)))
    if trips and (len(trips) > 1 or pairs):
        t = trips[0]
        p = max(trips[1] if len(trips) > 1 else -1, pairs[0] if pairs else -1)
        best = max(best, _pack(ordinal[FULL_HOUSE], (t, p)))
    top = tops[rank_mask]
    if top >= 0:
        best = max(best, _pack(ordinal[STRAIGHT], (top,)))
    # A flush, full house or straight beats trips and below, except trips over a straight in
    # short deck.
    if best and not (short_deck and trips and best >> 20 < ordinal[THREE_OF_A_KIND]):
        return best
    if trips:
        t = trips[0]
        return max(best, _pack(ordinal[THREE_OF_A_KIND], (t, *[r for r in ranks if r != t][:2])))
    if len(pairs) >= 2:
        a, b = pairs[0], pairs[1]
        kicker = next(r for r in ranks if r != a and r != b)
        return _pack(ordinal[TWO_PAIR], (a, b, kicker))
    if pairs:
        a = pairs[0]
        return _pack(ordinal[PAIR], (a, *[r for r in ranks if r != a][:3]))
    return _pack(ordinal[HIGH_CARD], ranks[:5])


def _pick_table() -> list[list[list[tuple[Card, ...]]]]:
    """``[rank][present suits as a 4-bit mask][count]``: the first ``count`` cards of that rank
    among those present, highest suit first."""
    return [
        [
            [tuple(4 * rank + s for s in (3, 2, 1, 0) if present >> s & 1)[:count]
             for count in range(5)]
            for present in range(16)
        ]
        for rank in range(13)
    ]


_PICK = _pick_table()


def _check_cards(cards: Sequence[Card], short_deck: bool) -> None:
    if not 5 <= len(cards) <= 7:
        raise CardError("wrong_card_count", f"need 5 to 7 cards, got {len(cards)}")
    if len(set(cards)) != len(cards):
        raise CardError("duplicate_card", "a card appears twice")
    lowest = 16 if short_deck else 0
    for c in cards:
        if not lowest <= c < 52:
            raise CardError("card_not_in_deck", f"card id {c} is not in this deck", card=c)


class SevenCardLookup:
    """Seven-card strengths from the batch evaluator's tables, as plain Python lists.

    A showdown asks for a handful of single hands, where NumPy's per-call overhead would cost
    more than it saves; the same tables read from lists answer a non-flush hand with one sum
    and three list lookups. Built on first use (the tables load from a cache or are computed
    in about a tenth of a second).
    """

    def __init__(self, keep_tables: bool = True) -> None:
        from engine.evaluation import tables as t  # late: NumPy only when first needed

        # The process-wide tables, or (``keep_tables=False``) a copy read for this lookup
        # alone and let go once the lookup is made.
        tables = t.get_tables() if keep_tables else t.load_or_build()
        key, _ = t.card_keys()
        self.key = [int(k) for k in key]
        # Compact arrays rather than lists of ints: a showdown's lookups then mostly hit the
        # CPU cache (every index fits 16 bits, every strength 32).
        self.lo = array("H", tables.lo_index[2].astype("uint16").tobytes())
        self.hi = array("H", tables.hi_index.astype("uint16").tobytes())
        self.strength = (
            array("i", tables.strength[0][2].astype("int32").tobytes()),
            array("i", tables.strength[1][2].astype("int32").tobytes()),
        )
        self.bias, self.flush_bits = t.SUIT_BIAS, t.FLUSH_BITS
        self.lo_shift, self.lo_mask, self.hi_shift = t.LO_SHIFT, t.LO_MASK, t.HI_SHIFT
        self.flush = (tables.flush[0].tolist(), tables.flush[1].tolist())

    @classmethod
    def made_of(cls, *, key: list[int], lo: array[int], hi: array[int],
                strength: tuple[array[int], array[int]], flush: tuple[list[int], list[int]],
                bias: int, flush_bits: int, lo_shift: int, lo_mask: int,
                hi_shift: int) -> SevenCardLookup:
        """A lookup from its parts as :mod:`engine.evaluation.lookup_file` reads them from
        disk (no tables, no NumPy)."""
        lookup = cls.__new__(cls)
        lookup.key, lookup.lo, lookup.hi, lookup.strength, lookup.flush = (
            key, lo, hi, strength, flush)
        lookup.bias, lookup.flush_bits = bias, flush_bits
        lookup.lo_shift, lookup.lo_mask, lookup.hi_shift = lo_shift, lo_mask, hi_shift
        return lookup

    def seven(self, cards: Sequence[Card], total: int, short_deck: bool) -> int:
        """Strength of seven ``cards`` whose summed key (bias included) is ``total``."""
        index = self.lo[(total >> self.lo_shift) & self.lo_mask] + self.hi[total >> self.hi_shift]
        value: int = self.strength[short_deck][index]
        bit = total & self.flush_bits
        if bit:
            # Five or more of one suit (only one suit can have them): its nibble's bit 3 says
            # which. The flush beats whatever the ranks alone make, but take the larger
            # anyway, as the batch evaluator does.
            suit = (bit > 0x8) + (bit > 0x80) + (bit > 0x800)
            mask = 0
            for c in cards:
                if c & 3 == suit:
                    mask |= 1 << (c >> 2)
            flush: int = self.flush[short_deck][mask]
            if flush > value:
                value = flush
        return value


_lookup: SevenCardLookup | None = None


def seven_card_lookup(keep: bool = True) -> SevenCardLookup:
    """The lookup a showdown reads, built now if it was not (it pickles without NumPy).

    ``keep=False``: a lookup to hand to other processes, not kept here, nor the tables it
    was made from, when this process has none yet (it holds less while they work)."""
    global _lookup
    if _lookup is not None:
        return _lookup
    if not keep:
        return SevenCardLookup(keep_tables=False)
    _lookup = SevenCardLookup()
    return _lookup


def use_seven_card_lookup(lookup: SevenCardLookup) -> None:
    """Take ``lookup`` (built by :func:`seven_card_lookup` in another process) as this
    process's: a worker that only replays hands then never loads NumPy and the tables."""
    global _lookup
    _lookup = lookup


def strength(cards: Sequence[Card], short_deck: bool = False) -> int:
    """Just the comparable strength of the best five of five to seven cards.

    :raises CardError: as :func:`evaluate`.
    """
    _check_cards(cards, short_deck)
    return strength_unchecked(cards, short_deck)


def strength_unchecked(cards: Sequence[Card], short_deck: bool = False) -> int:
    """:func:`strength` for callers that guarantee five to seven valid, distinct cards (the
    hand state machine at showdown), skipping the checks on the hot path."""
    if len(cards) != 7:
        return _strength(cards, short_deck)
    global _lookup
    if _lookup is None:
        _lookup = SevenCardLookup()
    lk = _lookup
    keys = lk.key
    total = lk.bias
    for c in cards:
        total += keys[c]
    return lk.seven(cards, total, short_deck)


def straight_over_trips(cards: Sequence[Card], value: int) -> int:
    """A short-deck strength ``value`` of ``cards`` (five to seven) ranked as sites that put
    a straight above three of a kind do (GGPoker; a flush still beats a full house): such
    values compare only with each other. Three of a kind whose cards also make a straight
    is that straight."""
    ordinal = value >> 20
    trips, straight = SHORT_DECK_ORDINAL[THREE_OF_A_KIND], SHORT_DECK_ORDINAL[STRAIGHT]
    if ordinal == straight:
        return value + ((trips - straight) << 20)
    if ordinal != trips:
        return value
    rank_mask = 0
    for c in cards:
        rank_mask |= 1 << (c >> 2)
    top = _STRAIGHT_TOP[True][rank_mask]
    if top >= 0:
        return _pack(trips, (top,))
    return value - ((trips - straight) << 20)


def strengths_with_board(
    board: Sequence[Card], holes: Sequence[Sequence[Card]], short_deck: bool = False
) -> list[int]:
    """:func:`strength_unchecked` of each of ``holes`` with the same ``board``: the board's
    part of the lookup key is summed once (a showdown asks this for every live player)."""
    if len(board) + 2 != 7 or any(len(h) != 2 for h in holes):
        return [strength_unchecked([*h, *board], short_deck) for h in holes]
    global _lookup
    if _lookup is None:
        _lookup = SevenCardLookup()
    lk = _lookup
    keys, lo, hi, table = lk.key, lk.lo, lk.hi, lk.strength[short_deck]
    lo_shift, lo_mask, hi_shift, flush_bits = lk.lo_shift, lk.lo_mask, lk.hi_shift, lk.flush_bits
    base = lk.bias
    for c in board:
        base += keys[c]
    out = []
    for a, b in holes:
        total = base + keys[a] + keys[b]
        if total & flush_bits:
            out.append(lk.seven([a, b, *board], total, short_deck))
        else:
            out.append(table[lo[(total >> lo_shift) & lo_mask] + hi[total >> hi_shift]])
    return out


def evaluate(cards: Sequence[Card], short_deck: bool = False) -> HandValue:
    """The best five-card hand among five to seven distinct cards.

    :param cards: card ids; in short deck only sixes to aces.
    :param short_deck: rank by the 36-card rules.
    :raises CardError: fewer than five or more than seven cards, a repeated card, or a card
        that the variant's deck does not hold.
    """
    return value_of(cards, strength(cards, short_deck), short_deck)


def value_of(cards: Sequence[Card], value: int, short_deck: bool = False) -> HandValue:
    """The :class:`HandValue` of ``cards`` whose strength ``value`` is already known."""
    bits = 0
    for c in cards:
        bits |= 1 << c
    return value_of_bits(bits, value, short_deck)


def value_of_bits(bits: int, value: int, short_deck: bool = False) -> HandValue:
    """:func:`value_of` for the cards given as a 52-bit set (bit ``c`` for card ``c``), so a
    showdown can add each player's two cards to the board's bits.

    The best five are the deciding ones first, the higher suit first among equal ranks, so the
    choice is deterministic.
    """
    plans = _PLANS[short_deck]
    plan = plans.get(value)
    if plan is None:
        plan = _plan(value, short_deck)
        if len(plans) < _MAX_PLANS:
            plans[value] = plan
    shown, ranks, suited, picks = plan
    five: tuple[Card, ...] = ()
    if suited:
        counts = [(bits & (_SUIT_BITS << s)).bit_count() for s in range(4)]
        suit = counts.index(max(counts))
        for clubs, _, _ in picks:  # the card of each rank in that suit
            five += (clubs + suit,)
    else:
        for shift, pick, size in picks:
            five += pick[(bits >> shift) & 15][size]
    return _build_hand_value(shown, value, five, ranks)


# How a strength is named and which cards make it depends on the strength alone, so each is
# worked out once: (category shown, deciding ranks, flush-suited, and for each rank that plays:
# its place in the card bits, its _PICK table and how many of its cards to take).
_Pick = tuple[int, list[list[tuple[Card, ...]]], int]
_Plan = tuple[int, tuple[int, ...], bool, tuple[_Pick, ...]]
_PLANS: tuple[dict[int, _Plan], dict[int, _Plan]] = ({}, {})
_MAX_PLANS = 20_000  # about 7,500 strengths per variant exist; more means bad input
_SUIT_BITS = sum(1 << (4 * r) for r in range(13))  # every club; shifted by the suit
_GROUP_SIZES = {
    FOUR_OF_A_KIND: (4, 1), FULL_HOUSE: (3, 2), THREE_OF_A_KIND: (3, 1, 1),
    TWO_PAIR: (2, 2, 1), PAIR: (2, 1, 1, 1), HIGH_CARD: (1, 1, 1, 1, 1),
}
# How many deciding ranks each category names: one for a straight, two for quads and a full
# house, three for trips and two pair, four for a pair, five otherwise.
_DECIDING = {STRAIGHT: 1, STRAIGHT_FLUSH: 1, FOUR_OF_A_KIND: 2, FULL_HOUSE: 2,
             THREE_OF_A_KIND: 3, TWO_PAIR: 3, PAIR: 4}


def _plan(value: int, short_deck: bool) -> _Plan:
    table = SHORT_DECK_CATEGORY_OF_ORDINAL if short_deck else STANDARD_CATEGORY_OF_ORDINAL
    category = table[value >> 20]
    nibbles = [(value >> shift) & 15 for shift in (16, 12, 8, 4, 0)]
    ranks = tuple(nibbles[: _DECIDING.get(category, 5)])
    shown = ROYAL_FLUSH if category == STRAIGHT_FLUSH and ranks[0] == RANK_ACE else category
    if category in (STRAIGHT, STRAIGHT_FLUSH):
        top = nibbles[0]
        low = 7 if short_deck else 3  # the top card of the wheel
        wanted = [(r, 1) for r in
                  (top, top - 1, top - 2, top - 3, RANK_ACE if top == low else top - 4)]
    elif category == FLUSH:
        wanted = [(r, 1) for r in nibbles]
    else:
        wanted = list(zip(nibbles, _GROUP_SIZES[category], strict=False))
    picks = tuple((4 * r, _PICK[r], size) for r, size in wanted)
    return shown, ranks, category in (FLUSH, STRAIGHT_FLUSH), picks


def reference_evaluate(cards: Sequence[Card], short_deck: bool = False) -> HandValue:
    """The same value found by trying every five-card subset: slow, obviously right, and
    the yardstick the fast paths are tested against."""
    _check_cards(cards, short_deck)
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

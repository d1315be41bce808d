"""Batch hand evaluation: whole NumPy arrays of hands at once, tens of millions a second.

:func:`evaluate_batch` returns exactly the integers of :func:`engine.evaluation.hand_value.evaluate`
(``strength``) for every hand, so the two can be mixed freely; :func:`categories` names them.
The method is explained in :mod:`engine.evaluation.tables`: per-card keys are summed, the sum is
looked up in two small tables, and the rare flushes take a second, smaller path.

Speed comes from these, in this order: NumPy does one pass per card and per table
instead of one Python call per hand; a gather (``take``) costs about five additions, so two
adjacent card ids are read as one 16-bit index into a table of pair sums; rows are processed in
chunks that stay in the L2 cache, with buffers reused across chunks. Importing this module does
no work; tables are built or loaded on first use.

>>> import numpy as np
>>> from engine.core.cards import parse_cards
>>> royal, quads = parse_cards("AsKsQsJsTs2d3c"), parse_cards("9c9d9h9sKd2d3c")
>>> strengths = evaluate_batch(np.array([royal, quads]))
>>> categories(strengths).tolist()
[9, 7]
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterator
from functools import cache
from functools import lru_cache
from math import comb

import numpy as np
import numpy.typing as npt

from engine.core.errors import CardError
from engine.core.errors import FeltError
from engine.evaluation import tables as et
from engine.evaluation.hand_value import ROYAL_FLUSH
from engine.evaluation.hand_value import SHORT_DECK_CATEGORY_OF_ORDINAL
from engine.evaluation.hand_value import STANDARD_CATEGORY_OF_ORDINAL
from engine.evaluation.hand_value import STRAIGHT_FLUSH

I32 = npt.NDArray[np.int32]
I64 = npt.NDArray[np.int64]
C128 = npt.NDArray[np.complex128]
IntP = npt.NDArray[np.intp]
U8 = npt.NDArray[np.uint8]

__all__ = [
    "N_CATEGORIES",
    "all_hands",
    "categories",
    "category_counts",
    "combos",
    "evaluate_batch",
    "evaluate_joined",
]

N_CATEGORIES = 10

#: Rows per chunk: small enough that a chunk's keys and temporaries stay in the L2 cache.
CHUNK_ROWS = 16384

KEY, BIT = et.card_keys()


def _category_lookup(short_deck: bool) -> npt.NDArray[np.uint8]:
    """Category code of every ``strength >> 16`` (ordinal and top rank)."""
    of_ordinal = SHORT_DECK_CATEGORY_OF_ORDINAL if short_deck else STANDARD_CATEGORY_OF_ORDINAL
    table = np.zeros(len(of_ordinal) * 16, dtype=np.uint8)
    for ordinal, category in enumerate(of_ordinal):
        for top in range(16):
            royal = category == STRAIGHT_FLUSH and top == 12
            table[ordinal * 16 + top] = ROYAL_FLUSH if royal else category
    return table


_CATEGORY_OF_KEY = (_category_lookup(False), _category_lookup(True))


@cache
def _pair_tables() -> tuple[I64, C128, C128]:
    """Key sums of two cards, indexed by their two ``uint8`` ids read as one ``uint16``.

    A gather costs about five times an addition, so reading two adjacent ids as one index
    halves the gathers (the sum is symmetric, so byte order does not matter). The complex
    tables carry (key, bit) sums side by side, so validation shares the gathers.
    """
    pair_key = np.zeros(1 << 16, dtype=np.int64)
    pair_both = np.zeros(1 << 16, dtype=np.complex128)
    single_both = np.zeros(256, dtype=np.complex128)
    both = pair_both.view(np.int64).reshape(-1, 2)
    single = single_both.view(np.int64).reshape(-1, 2)
    ids = np.arange(52)
    index = (ids[:, None] | (ids[None, :] << 8)).ravel()
    pair_key[index] = (KEY[:, None] + KEY[None, :]).ravel()
    both[index, 0] = pair_key[index]
    both[index, 1] = (BIT[:, None] + BIT[None, :]).ravel()
    single[:52, 0] = KEY
    single[:52, 1] = BIT
    return pair_key, pair_both, single_both


class Scratch:
    """Buffers reused from chunk to chunk: fresh large temporaries would cost page faults."""

    def __init__(self, rows: int) -> None:
        self.sums = np.empty(rows, dtype=np.int64)
        self.temp = np.empty(rows, dtype=np.int64)
        self.index = np.empty(rows, dtype=np.intp)
        self.flags = np.empty(rows, dtype=np.bool_)
        self.popcount = np.empty(rows, dtype=np.uint8)
        self.pairs = np.empty((3, rows), dtype=np.intp)
        self.both = np.empty(rows, dtype=np.complex128)
        self.both_temp = np.empty(rows, dtype=np.complex128)


def strengths_from_sums(
    sums: I64,
    n_cards: int,
    short_deck: bool,
    out: I32,
    masks_of: Callable[[IntP], I64],
    scratch: Scratch | None = None,
) -> None:
    """Write the strengths of hands given by their key sums (bias included) into ``out``.

    :param masks_of: for the rows that hold a flush, the summed :data:`BIT` keys of those
        rows; called only when there is a flush, since most batches need it for 3 % of rows.
    :param scratch: buffers of at least ``len(sums)`` rows, to avoid allocating.
    """
    tables = et.get_tables()
    size = sums.shape[0]
    work = scratch if scratch is not None and scratch.sums.shape[0] >= size else Scratch(size)
    part, index, flags = work.temp[:size], work.index[:size], work.flags[:size]
    np.right_shift(sums, et.LO_SHIFT, out=part)
    np.bitwise_and(part, et.LO_MASK, out=part)
    np.take(tables.lo_index[n_cards - 5], part, out=index)
    np.right_shift(sums, et.HI_SHIFT, out=part)
    np.take(tables.hi_index, part, out=part)
    np.add(index, part, out=index)
    np.take(tables.strength[short_deck][n_cards - 5], index, out=out)
    np.bitwise_and(sums, et.FLUSH_BITS, out=part)
    np.not_equal(part, 0, out=flags)
    rows = np.flatnonzero(flags)  # on booleans: four times faster than on integers
    if rows.shape[0]:
        # One suit at most holds five of seven cards; its nibble's bit 3 says which.
        bit = part[rows]
        suit = (bit > 0x8).astype(np.int64) + (bit > 0x80) + (bit > 0x800)
        masks = masks_of(rows) >> (et.RANK_MASK_BITS * suit)
        masks &= et.RANK_MASK
        flush = np.take(tables.flush[short_deck], masks)
        out[rows] = np.maximum(out[rows], flush)


def _sum_columns(values: I64) -> I64:
    total = values[:, 0].copy()
    for j in range(1, values.shape[1]):
        total += values[:, j]
    return total


def _bits_of_rows(hands: U8, rows: IntP) -> I64:
    return _sum_columns(np.take(BIT, hands[rows]))


def _evaluate_chunk(hands: U8, out: I32, short_deck: bool, validate: bool, work: Scratch) -> int:
    """Evaluate a C-contiguous ``uint8`` chunk; return the first row repeating a card, or -1."""
    rows, n_cards = hands.shape
    pair_key, pair_both, single_both = _pair_tables()
    pairs = work.pairs[: n_cards // 2, :rows]
    for k in range(n_cards // 2):
        # Cards 2k and 2k+1 of every row, read as one little- or big-endian uint16.
        view = np.ndarray((rows,), dtype=np.uint16, buffer=hands, offset=2 * k, strides=(n_cards,))
        np.copyto(pairs[k], view)
    sums = work.sums[:rows]
    if validate:
        both, temp = work.both[:rows], work.both_temp[:rows]
        both_ints, temp_ints = both.view(np.int64), temp.view(np.int64)
        np.take(pair_both, pairs[0], out=both)
        for k in range(1, n_cards // 2):
            np.take(pair_both, pairs[k], out=temp)
            np.add(both_ints, temp_ints, out=both_ints)
        if n_cards % 2:
            np.take(single_both, hands[:, -1], out=temp)
            np.add(both_ints, temp_ints, out=both_ints)
        bits = both_ints[1::2]
        # Distinct cards set distinct bits; a repeated card carries, losing a bit.
        popcount = work.popcount[:rows]
        np.bitwise_count(bits, out=popcount)
        flags = work.flags[:rows]
        np.not_equal(popcount, n_cards, out=flags)
        if flags.any():
            return int(np.flatnonzero(flags)[0])
        np.add(both_ints[0::2], et.SUIT_BIAS, out=sums)
        strengths_from_sums(sums, n_cards, short_deck, out, lambda r: bits[r], work)
    else:
        temp_key = work.temp[:rows]
        np.take(pair_key, pairs[0], out=sums)
        for k in range(1, n_cards // 2):
            np.take(pair_key, pairs[k], out=temp_key)
            np.add(sums, temp_key, out=sums)
        if n_cards % 2:
            np.take(KEY, hands[:, -1], out=temp_key)
            np.add(sums, temp_key, out=sums)
        np.add(sums, et.SUIT_BIAS, out=sums)
        strengths_from_sums(sums, n_cards, short_deck, out, lambda r: _bits_of_rows(hands, r), work)
    return -1


def evaluate_batch(
    ids: npt.ArrayLike,
    short_deck: bool = False,
    *,
    validate: bool = True,
) -> I32:
    """Strength of every row of card ids: the best five of five, six or seven cards.

    Equal to ``engine.evaluation.hand_value.evaluate(row, short_deck).strength`` for every
    row; higher is better and equal strengths tie exactly.

    :param ids: integer array of shape ``(n, 5)``, ``(n, 6)`` or ``(n, 7)``; any integer dtype
        (C-contiguous ``uint8`` is the fastest: other arrays are converted chunk by chunk).
    :param short_deck: rank by the 36-card rules (sixes to aces only).
    :param validate: check that every id belongs to the deck and no row repeats a card. Turn
        it off only for hands built by the caller from distinct cards, in hot loops: invalid
        rows then give meaningless strengths (or ``IndexError``) instead of a ``CardError``.
    :return: ``int32`` array of shape ``(n,)``.
    :raises CardError: wrong shape or dtype (``bad_hand_array``), an id outside the deck
        (``card_not_in_deck``), or a row with a repeated card (``duplicate_card``).
    """
    array = np.asarray(ids)
    if array.ndim != 2 or array.shape[1] not in (5, 6, 7):
        raise CardError(
            "bad_hand_array", f"need shape (n, 5..7), got {array.shape}", shape=array.shape
        )
    if not np.issubdtype(array.dtype, np.integer):
        raise CardError("bad_hand_array", f"need integer card ids, got {array.dtype}")
    rows = array.shape[0]
    out = np.empty(rows, dtype=np.int32)
    if rows == 0:
        return out
    lowest = 4 * et.SHORT_LOWEST_RANK if short_deck else 0
    work = Scratch(min(rows, CHUNK_ROWS))
    for start in range(0, rows, CHUNK_ROWS):
        stop = min(start + CHUNK_ROWS, rows)
        chunk = array[start:stop]
        if validate:
            # Checked chunk by chunk, while the chunk is in cache, before narrowing to bytes.
            low, high = int(chunk.min()), int(chunk.max())
            if low < lowest or high >= 52:
                bad = low if low < lowest else high
                raise CardError("card_not_in_deck", f"card id {bad} is not in this deck", card=bad)
        # Ids below 52 fit a byte: one narrow copy makes every later pass cheaper.
        hands = np.ascontiguousarray(chunk, dtype=np.uint8)
        bad_row = _evaluate_chunk(hands, out[start:stop], short_deck, validate, work)
        if bad_row >= 0:
            row = start + bad_row
            raise CardError("duplicate_card", f"row {row} repeats a card", row=row)
    return out


def evaluate_joined(
    first: npt.ArrayLike,
    second: npt.ArrayLike,
    first_rows: npt.ArrayLike,
    second_rows: npt.ArrayLike,
    short_deck: bool = False,
) -> I32:
    """Strength of each hand made of row ``first_rows[i]`` of ``first`` and row
    ``second_rows[i]`` of ``second`` (e.g. every runout with every holding on one board).

    Equal to :func:`evaluate_batch` of the joined rows, without building them: a card's keys
    add up, so each part's key sum is taken once and the hands cost one addition each. The
    caller pairs only rows without a common card (nothing is validated).

    :param first: card ids, shape ``(m, a)``; ``second``: shape ``(n, b)``, ``a + b`` in 5..7.
    :param first_rows: indices into ``first``; ``second_rows``: as many indices into ``second``.
    :raises CardError: the parts do not add up to five, six or seven cards (``bad_hand_array``).
    """
    a = np.asarray(first, dtype=np.intp)
    b = np.asarray(second, dtype=np.intp)
    rows_a = np.asarray(first_rows, dtype=np.intp)
    rows_b = np.asarray(second_rows, dtype=np.intp)
    if a.ndim != 2 or b.ndim != 2 or a.shape[1] + b.shape[1] not in (5, 6, 7):
        raise CardError(
            "bad_hand_array", f"parts of shapes {a.shape} and {b.shape} are not 5 to 7 cards"
        )
    n_cards = a.shape[1] + b.shape[1]
    key_a = KEY[a].sum(axis=1, dtype=np.int64) + et.SUIT_BIAS
    key_b = KEY[b].sum(axis=1, dtype=np.int64)
    bits_a = BIT[a].sum(axis=1, dtype=np.int64)
    bits_b = BIT[b].sum(axis=1, dtype=np.int64)
    size = rows_a.shape[0]
    out = np.empty(size, dtype=np.int32)
    work = Scratch(min(max(size, 1), CHUNK_ROWS))
    for start in range(0, size, CHUNK_ROWS):
        ra, rb = rows_a[start : start + CHUNK_ROWS], rows_b[start : start + CHUNK_ROWS]
        sums = work.sums[: ra.shape[0]]
        np.take(key_a, ra, out=sums)
        sums += key_b[rb]
        strengths_from_sums(sums, n_cards, short_deck, out[start : start + ra.shape[0]],
                _joined_bits(bits_a, bits_b, ra, rb), work)
    return out


def _joined_bits(bits_a: I64, bits_b: I64, ra: IntP, rb: IntP) -> Callable[[IntP], I64]:
    def masks_of(rows: IntP) -> I64:
        return bits_a[ra[rows]] + bits_b[rb[rows]]

    return masks_of


def categories(strengths: npt.ArrayLike, short_deck: bool = False) -> npt.NDArray[np.uint8]:
    """Category code of each strength: 0 high card .. 8 straight flush, 9 royal flush.

    The codes are the same for both variants (short deck only ranks them differently).

    :param strengths: integers from :func:`evaluate_batch` or ``HandValue.strength``; any shape.
    :raises FeltError: ``bad_strength`` if a value cannot be a strength.
    """
    array = np.asarray(strengths)
    if not np.issubdtype(array.dtype, np.integer):
        raise FeltError("bad_strength", f"need integer strengths, got {array.dtype}")
    table = _CATEGORY_OF_KEY[short_deck]
    keys = array.astype(np.int64) >> 16
    if keys.size and (int(keys.min()) < 0 or int(keys.max()) >= table.shape[0]):
        raise FeltError("bad_strength", "a value is not a hand strength")
    return np.take(table, keys)


@lru_cache(maxsize=32)
def combos(m: int, k: int) -> U8:
    """All ``k``-subsets of ``range(m)`` (``m <= 52``) in lexicographic order, as ``uint8``.

    Built by the recurrence "first element ``i``, then a ``k-1``-subset of ``i+1..m-1``", using
    that the subsets of a suffix ``j..m-1`` form the *last* rows of the table: so for ``m`` below
    52 this is a slice of the 52-card table, shifted down. Results are cached and read-only
    (an exact equity enumerates the same boards again and again).
    """
    out = _combos(m, k)
    out.flags.writeable = False
    return out


def _combos(m: int, k: int) -> U8:
    if k == 0:
        return np.zeros((1, 0), dtype=np.uint8)
    if m < 52:
        if m < k:
            return np.zeros((0, k), dtype=np.uint8)
        return combos(52, k)[-comb(m, k) :] - np.uint8(52 - m)
    previous = combos(m, k - 1) if k > 1 else None
    out = np.empty((comb(m, k), k), dtype=np.uint8)
    row = 0
    for first in range(m - k + 1):
        block = comb(m - first - 1, k - 1)
        out[row : row + block, 0] = first
        if previous is not None:
            out[row : row + block, 1:] = previous[previous.shape[0] - block :]
        row += block
    return out


def _deck(short_deck: bool) -> U8:
    lowest = 4 * et.SHORT_LOWEST_RANK if short_deck else 0
    return np.arange(lowest, 52, dtype=np.uint8)


def _prefixes(n_cards: int, deck_size: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """Positions of the first ``n_cards - 5`` cards, with the count of 5-card suffixes."""
    prefix_len = n_cards - 5
    for prefix in combos(deck_size, prefix_len).tolist():
        last = prefix[-1] if prefix else -1
        rest = deck_size - 1 - last
        if rest >= 5:
            yield tuple(prefix), comb(rest, 5)


def all_hands(n_cards: int = 7, short_deck: bool = False) -> Iterator[U8]:
    """Every ``n_cards``-card hand once, as blocks of rows of sorted card ids (``uint8``).

    Hands come in lexicographic order in blocks of at most ``C(52, 5)`` rows, so the 133
    million seven-card hands never need to be in memory at once.

    :raises CardError: ``n_cards`` is not 5, 6 or 7.
    """
    _check_n_cards(n_cards)
    deck = _deck(short_deck)
    fives = np.take(deck, combos(deck.shape[0], 5))
    for prefix, count in _prefixes(n_cards, deck.shape[0]):
        block = np.empty((count, n_cards), dtype=np.uint8)
        block[:, : len(prefix)] = deck[list(prefix)]
        block[:, len(prefix) :] = fives[-count:]
        yield block


def _check_n_cards(n_cards: int) -> None:
    if n_cards not in (5, 6, 7):
        raise CardError("wrong_card_count", f"need 5 to 7 cards, got {n_cards}")


def _offset_bits(bits: I64, offset: int, extra: int) -> Callable[[IntP], I64]:
    """Flush masks of chunk rows: a block of precomputed sums starting at ``offset``, plus."""

    def masks_of(rows: IntP) -> I64:
        return bits[offset + rows] + extra

    return masks_of


def category_counts(n_cards: int = 7, short_deck: bool = False) -> npt.NDArray[np.int64]:
    """How many ``n_cards``-card hands fall in each category (index = category code).

    Evaluates every hand, incrementally: the key sums of all 5-card suffixes are computed
    once, and each prefix of the other one or two cards adds its own key, so a hand costs one
    addition before the table lookups (the 133,784,560 seven-card hands take about a second).

    :raises CardError: ``n_cards`` is not 5, 6 or 7.
    """
    _check_n_cards(n_cards)
    deck = _deck(short_deck).astype(np.intp)
    fives = combos(deck.shape[0], 5)
    five_sums = _sum_columns(np.take(KEY[deck], fives))
    five_bits = _sum_columns(np.take(BIT[deck], fives))
    total = five_sums.shape[0]
    by_key = np.zeros(_CATEGORY_OF_KEY[short_deck].shape[0], dtype=np.int64)
    work = Scratch(CHUNK_ROWS)
    sums, out = np.empty(CHUNK_ROWS, dtype=np.int64), np.empty(CHUNK_ROWS, dtype=np.int32)
    for prefix, count in _prefixes(n_cards, deck.shape[0]):
        cards = deck[list(prefix)]
        key = int(KEY[cards].sum()) + et.SUIT_BIAS
        bit = int(BIT[cards].sum())
        for lo in range(total - count, total, CHUNK_ROWS):
            hi = min(lo + CHUNK_ROWS, total)
            chunk_sums, strengths = sums[: hi - lo], out[: hi - lo]
            np.add(five_sums[lo:hi], key, out=chunk_sums)
            strengths_from_sums(
                chunk_sums,
                n_cards,
                short_deck,
                strengths,
                _offset_bits(five_bits, lo, bit),
                work,
            )
            by_key += np.bincount(strengths >> 16, minlength=by_key.shape[0])
    counts = np.zeros(N_CATEGORIES, dtype=np.int64)
    np.add.at(counts, _CATEGORY_OF_KEY[short_deck], by_key)
    return counts

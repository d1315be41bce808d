"""Lookup tables of the batch evaluator: built once, kept in memory, cached on disk.

Why this shape. A hand that is not a flush is worth what its *rank multiset* is worth, and a
flush is worth what the *rank mask* of its suit is worth. So every card gets one 64-bit key,

* bits 0..15: one nibble per suit, counting that suit's cards,
* bits 16..32: the count of each rank 2..8 as a base-5 digit (a rank has at most 4 cards),
* bits 33..46: the count of each rank 9..A as a base-5 digit,

and the key of a hand is the *sum* of its cards' keys: one vectorised add per card, no sorting
and no branching. Summing cannot carry between fields for five to seven distinct cards, so the
sum *is* the pair (suit counts, rank multiset). A flush shows up as a suit nibble of five or
more; starting the sum at :data:`SUIT_BIAS` (3 in each nibble) turns that into bit 3 of the
nibble, which one AND finds.

The rank multiset is split in two halves because ``5**13`` slots would not fit in memory while
``5**7 + 5**6`` do. :data:`Tables.lo_index` and :data:`Tables.hi_index` map each half to a
number such that ``lo_index[n][lo] + hi_index[hi]`` enumerates the multisets of exactly ``n``
cards without gaps (49,205 of them for seven cards), so the final strength table is small
enough to stay in the L2 cache.

Non-flush strengths of five-card multisets are computed directly; six- and seven-card ones as
the best five-card sub-multiset (drop one card, look up, keep the maximum), which is the
definition of "best five of seven" and needs no case analysis of its own.

Tests: tests/engine/evaluation/test_evaluator.py
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from engine.evaluation.categories import FLUSH
from engine.evaluation.categories import FOUR_OF_A_KIND
from engine.evaluation.categories import FULL_HOUSE
from engine.evaluation.categories import HIGH_CARD
from engine.evaluation.categories import PAIR
from engine.evaluation.categories import SHORT_DECK_ORDINAL
from engine.evaluation.categories import STANDARD_ORDINAL
from engine.evaluation.categories import STRAIGHT
from engine.evaluation.categories import STRAIGHT_FLUSH
from engine.evaluation.categories import THREE_OF_A_KIND
from engine.evaluation.categories import TWO_PAIR
from engine.evaluation.table_cache import CACHE_ENV as CACHE_ENV
from engine.evaluation.table_cache import FORMAT_VERSION
from engine.evaluation.table_cache import cache_dir as cache_dir

I64 = npt.NDArray[np.int64]
I32 = npt.NDArray[np.int32]


N_RANKS = 13
LO_RANKS = 7  # ranks 2..8 go to the low half, 9..A to the high half
HI_RANKS = N_RANKS - LO_RANKS
LO_SHIFT = 16
LO_MASK = (1 << 17) - 1  # 5**7 = 78,125 < 2**17
HI_SHIFT = 33  # 14 bits: 5**6 = 15,625 < 2**14
SUIT_BIAS = 0x3333
FLUSH_BITS = 0x8888
RANK_MASK_BITS = 13
RANK_MASK = (1 << RANK_MASK_BITS) - 1
SHORT_LOWEST_RANK = 4  # short deck: sixes to aces

# Table sizes. Valid input never reaches past the exact sizes; the padding only keeps a batch
# evaluated without validation from indexing out of bounds on duplicated cards.
LO_SIZE = 1 << 17
HI_SIZE = 1 << 15
# Rank multisets of 5, 6 and 7 cards (at most four of a rank), each table padded by 5**6.
STRENGTH_SIZES = (6_175 + 5**6, 18_395 + 5**6, 49_205 + 5**6)


def card_keys() -> tuple[I64, I64]:
    """Per-card keys: the summed key described above, and the bit ``13 * suit + rank``.

    The second key's sum over a hand holds each suit's rank mask (to look up a flush) and, by
    its popcount, tells whether a card was repeated (a repeat carries into another bit).
    """
    key = np.zeros(52, dtype=np.int64)
    bit = np.zeros(52, dtype=np.int64)
    for card in range(52):
        rank, suit = card >> 2, card & 3
        low_half = rank < LO_RANKS
        rank_part = 5 ** (rank if low_half else rank - LO_RANKS) << (
            LO_SHIFT if low_half else HI_SHIFT
        )
        key[card] = (1 << (4 * suit)) | rank_part
        bit[card] = 1 << (RANK_MASK_BITS * suit + rank)
    return key, bit


def _pack(ordinal: int, ranks: list[int]) -> int:
    value = ordinal
    for i in range(5):
        value = (value << 4) | (ranks[i] if i < len(ranks) else 0)
    return value


def _straight_top(present: int, short_deck: bool) -> int:
    """Top rank of the highest straight in a 13-bit rank mask, or -1 if there is none."""
    lowest_top = SHORT_LOWEST_RANK + 4 if short_deck else 4
    for top in range(12, lowest_top - 1, -1):
        window = 0b11111 << (top - 4)
        if present & window == window:
            return top
    # The ace plays low: A-2-3-4-5 (top 5) or, with 36 cards, A-6-7-8-9 (top 9).
    low = SHORT_LOWEST_RANK if short_deck else 0
    wheel = (1 << 12) | (0b1111 << low)
    if present & wheel == wheel:
        return low + 3
    return -1


def _best_of_five_ranks(counts: list[int], short_deck: bool) -> int:
    """Strength of five cards with these rank counts, taken as not all of one suit."""
    ordinal = SHORT_DECK_ORDINAL if short_deck else STANDARD_ORDINAL
    present = sum(1 << r for r in range(N_RANKS) if counts[r])
    if sum(1 for c in counts if c) == 5:
        top = _straight_top(present, short_deck)
        if top >= 0:
            return _pack(ordinal[STRAIGHT], [top])
    groups = sorted(((counts[r], r) for r in range(N_RANKS) if counts[r]), reverse=True)
    shape = tuple(n for n, _ in groups)
    category = {
        (4, 1): FOUR_OF_A_KIND,
        (3, 2): FULL_HOUSE,
        (3, 1, 1): THREE_OF_A_KIND,
        (2, 2, 1): TWO_PAIR,
        (2, 1, 1, 1): PAIR,
        (1, 1, 1, 1, 1): HIGH_CARD,
    }[shape]
    return _pack(ordinal[category], [r for _, r in groups])


def _best_flush(mask: int, short_deck: bool) -> int:
    """Strength of the best five cards of one suit with this rank mask (five or more bits)."""
    ordinal = SHORT_DECK_ORDINAL if short_deck else STANDARD_ORDINAL
    top = _straight_top(mask, short_deck)
    if top >= 0:
        return _pack(ordinal[STRAIGHT_FLUSH], [top])
    ranks = [r for r in range(12, -1, -1) if mask >> r & 1][:5]
    return _pack(ordinal[FLUSH], ranks)


def _digits(count: int, width: int) -> npt.NDArray[np.int64]:
    """Base-5 digits (least significant first) of 0..count-1, one row per number."""
    values = np.arange(count, dtype=np.int64)
    return np.stack([(values // 5**i) % 5 for i in range(width)], axis=1)


@dataclass(frozen=True, slots=True)
class Tables:
    """Everything the batch evaluator looks up.

    :param lo_index: per card count 5, 6, 7 (index ``n - 5``), low-half sum to partial index.
    :param hi_index: high-half sum to partial index (the same for every card count).
    :param strength: ``[short_deck][n - 5]``: non-flush strength of each rank multiset.
    :param flush: ``[short_deck]``: strength of the best flush in each 13-bit rank mask.
    """

    lo_index: tuple[I64, I64, I64]
    hi_index: I64
    strength: tuple[tuple[I32, I32, I32], tuple[I32, I32, I32]]
    flush: tuple[I32, I32]

    def arrays(self) -> dict[str, npt.NDArray[np.generic]]:
        """Flat name -> array mapping, the layout of the cache file."""
        out: dict[str, npt.NDArray[np.generic]] = {"hi_index": self.hi_index}
        for n in range(3):
            out[f"lo_index_{n + 5}"] = self.lo_index[n]
            for short in range(2):
                out[f"strength_{short}_{n + 5}"] = self.strength[short][n]
        for short in range(2):
            out[f"flush_{short}"] = self.flush[short]
        return out

    @classmethod
    def from_arrays(cls, arrays: dict[str, npt.NDArray[np.generic]]) -> Tables:
        """Rebuild from :meth:`arrays`, checking dtypes and shapes (a cache may be damaged).

        :raises ValueError: an array is missing or has the wrong dtype or shape.
        """

        def get(name: str, dtype: type[np.generic], size: int) -> npt.NDArray[np.generic]:
            array = arrays[name]
            if array.dtype != dtype or array.shape != (size,):
                raise ValueError(f"bad table {name}")
            return array

        def get64(name: str, size: int) -> I64:
            return get(name, np.int64, size).view(np.int64)

        def get32(name: str, size: int) -> I32:
            return get(name, np.int32, size).view(np.int32)

        def strengths(short: int) -> tuple[I32, I32, I32]:
            five, six, seven = (
                get32(f"strength_{short}_{n}", STRENGTH_SIZES[n - 5]) for n in (5, 6, 7)
            )
            return five, six, seven

        return cls(
            lo_index=(
                get64("lo_index_5", LO_SIZE),
                get64("lo_index_6", LO_SIZE),
                get64("lo_index_7", LO_SIZE),
            ),
            hi_index=get64("hi_index", HI_SIZE),
            strength=(strengths(0), strengths(1)),
            flush=(get32("flush_0", 1 << RANK_MASK_BITS), get32("flush_1", 1 << RANK_MASK_BITS)),
        )


def build_tables() -> Tables:
    """Compute every table from the rules (about a tenth of a second)."""
    lo_digits = _digits(5**LO_RANKS, LO_RANKS)
    hi_digits = _digits(5**HI_RANKS, HI_RANKS)
    lo_size = lo_digits.sum(axis=1)
    hi_size = hi_digits.sum(axis=1)

    # Number each half-multiset among those of the same size, in increasing order of its sum.
    def within_size(sizes: npt.NDArray[np.int64]) -> tuple[I64, list[I64]]:
        rank_in_size = np.zeros(sizes.shape[0], dtype=np.int64)
        members: list[I64] = []
        for k in range(8):
            which = np.flatnonzero(sizes == k)
            rank_in_size[which] = np.arange(which.shape[0])
            members.append(which.astype(np.int64))
        return rank_in_size, members

    lo_rank, lo_members = within_size(lo_size)
    hi_rank, hi_members = within_size(hi_size)
    n_hi = [m.shape[0] for m in hi_members]

    hi_index = np.zeros(HI_SIZE, dtype=np.int64)
    hi_index[: 5**HI_RANKS] = np.where(hi_size <= 7, hi_rank, 0)

    lo_indices: list[I64] = []
    counts_by_n: list[npt.NDArray[np.int64]] = []
    sums_by_n: list[tuple[I64, I64]] = []
    for n in (5, 6, 7):
        lo_index = np.zeros(LO_SIZE, dtype=np.int64)
        offset = 0
        rows: list[npt.NDArray[np.int64]] = []
        lo_sums: list[I64] = []
        hi_sums: list[I64] = []
        for k in range(n + 1):
            lows, highs = lo_members[k], hi_members[n - k]
            lo_index[lows] = offset + lo_rank[lows] * n_hi[n - k]
            offset += lows.shape[0] * highs.shape[0]
            # Rows in index order: low half major, high half minor.
            lo_rep = np.repeat(lows, highs.shape[0])
            hi_rep = np.tile(highs, lows.shape[0])
            rows.append(np.concatenate([lo_digits[lo_rep], hi_digits[hi_rep]], axis=1))
            lo_sums.append(lo_rep)
            hi_sums.append(hi_rep)
        lo_indices.append(lo_index)
        counts_by_n.append(np.concatenate(rows))
        sums_by_n.append((np.concatenate(lo_sums), np.concatenate(hi_sums)))

    strength: list[tuple[I32, I32, I32]] = []
    flush: list[I32] = []
    for short in (False, True):
        by_n: list[I32] = []
        counts5 = counts_by_n[0]
        valid5: npt.NDArray[np.bool_] = np.ones(counts5.shape[0], dtype=np.bool_)
        if short:
            valid5 = np.all(counts5[:, :SHORT_LOWEST_RANK] == 0, axis=1)
        table5 = np.zeros(counts5.shape[0] + 5**HI_RANKS, dtype=np.int32)
        for row in range(counts5.shape[0]):
            if valid5[row]:
                table5[row] = _best_of_five_ranks(counts5[row].tolist(), short)
        by_n.append(table5)
        for n in (6, 7):
            # Best five of n: drop one card of each rank present, keep the best value.
            counts = counts_by_n[n - 5]
            lo_sum, hi_sum = sums_by_n[n - 5]
            smaller, sub_lo_index = by_n[-1], lo_indices[n - 6]
            best = np.zeros(counts.shape[0] + 5**HI_RANKS, dtype=np.int32)
            for rank in range(N_RANKS):
                has = np.flatnonzero(counts[:, rank] > 0)
                lo_sub, hi_sub = lo_sum[has], hi_sum[has]
                if rank < LO_RANKS:
                    lo_sub = lo_sub - 5**rank
                else:
                    hi_sub = hi_sub - 5 ** (rank - LO_RANKS)
                value = smaller[sub_lo_index[lo_sub] + hi_index[hi_sub]]
                best[has] = np.maximum(best[has], value)
            if short:
                best[: counts.shape[0]][counts[:, :SHORT_LOWEST_RANK].any(axis=1)] = 0
            by_n.append(best)
        strength.append((by_n[0], by_n[1], by_n[2]))

        table = np.zeros(1 << RANK_MASK_BITS, dtype=np.int32)
        low_ranks = (1 << SHORT_LOWEST_RANK) - 1
        for mask in range(1 << RANK_MASK_BITS):
            if mask.bit_count() >= 5 and not (short and mask & low_ranks):
                table[mask] = _best_flush(mask, short)
        flush.append(table)

    return Tables(
        lo_index=(lo_indices[0], lo_indices[1], lo_indices[2]),
        hi_index=hi_index,
        strength=(strength[0], strength[1]),
        flush=(flush[0], flush[1]),
    )


def cache_path(directory: Path | None = None) -> Path:
    """The cache file of this table format in ``directory`` (default :func:`cache_dir`)."""
    return (directory or cache_dir()) / f"evaluator-tables-v{FORMAT_VERSION}.npz"


def load_or_build(directory: Path | None = None) -> Tables:
    """Load the tables from the cache file, or build them and try to write the cache.

    A damaged or unreadable cache is rebuilt; a cache that cannot be written is skipped (the
    game must run from a read-only home directory too).
    """
    path = cache_path(directory)
    with (
        contextlib.suppress(OSError, ValueError, KeyError),
        np.load(path, allow_pickle=False) as data,
    ):
        return Tables.from_arrays({name: data[name] for name in data.files})
    tables = build_tables()
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        # Write beside the target, then rename: another process never sees half a file.
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                np.savez(handle, **tables.arrays())  # type: ignore[arg-type]
            os.replace(tmp, path)
        finally:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    return tables


_lock = threading.Lock()
_tables: Tables | None = None


def get_tables() -> Tables:
    """The process-wide tables, loaded or built on first use (thread-safe)."""
    global _tables
    if _tables is None:
        with _lock:
            if _tables is None:
                _tables = load_or_build()
    return _tables

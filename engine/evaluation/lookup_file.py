"""The showdown lookup as plain bytes on disk, read without NumPy.

Why a module of its own, without NumPy: a process that only replays hands (an import worker,
:mod:`engine.storage.imported.import_reading`) needs the seven-card lookup a showdown reads, not the
tables it is made from. Made from the tables (:mod:`engine.evaluation.tables`, which needs
NumPy) once, the lookup is written here as a few arrays of fixed-size integers; any later
process reads it back with :mod:`array` alone, in about a millisecond and without the 15 MB
NumPy costs a process. Every number read is checked (a marker, the byte order, the sizes the
lookup must have): a damaged or foreign file is ignored and made again, never trusted.

>>> import tempfile
>>> from engine.evaluation.hand_value import seven_card_lookup
>>> where = Path(tempfile.mkdtemp())
>>> path = write_lookup(seven_card_lookup(), where)
>>> read_lookup(path).seven is not None
True
"""

from __future__ import annotations

import contextlib
import os
import struct
import sys
import tempfile
from array import array
from pathlib import Path

from engine.evaluation.hand_value import SevenCardLookup
from engine.evaluation.hand_value import seven_card_lookup
from engine.evaluation.table_cache import FORMAT_VERSION
from engine.evaluation.table_cache import cache_dir

_MARK = b"FELT-SEVEN-CARD-LOOKUP\n"
_HEAD = struct.Struct("<6q7I")  # bias, flush bits, lo shift, lo mask, hi shift, byte order,
# then the length of each array: key, lo, hi, two strengths, two flush tables
_ORDER = 1 if sys.byteorder == "little" else 2
# What a lookup made from the tables of FORMAT_VERSION holds: the card keys and flush tables
# by their size, the index and strength arrays by their limits (a file naming other sizes was
# not written by this version and is made again).
_KEYS = 52
_FLUSH = 1 << 13
_MAX_ITEMS = 1 << 20


def lookup_path(directory: Path | None = None) -> Path:
    """The lookup's file in ``directory`` (default :func:`cache_dir`)."""
    return (directory or cache_dir()) / f"seven-card-lookup-v{FORMAT_VERSION}.bin"


def write_lookup(lookup: SevenCardLookup, directory: Path | None = None) -> Path:
    """Write ``lookup`` to its file (beside it first, then renamed: another process never
    reads half a file); returns the path.

    :raises OSError: the folder cannot be written.
    """
    parts = [array("q", lookup.key), lookup.lo, lookup.hi, *lookup.strength,
             *(array("i", flush) for flush in lookup.flush)]
    head = _HEAD.pack(lookup.bias, lookup.flush_bits, lookup.lo_shift, lookup.lo_mask,
                      lookup.hi_shift, _ORDER, *(len(part) for part in parts))
    path = lookup_path(directory)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(_MARK + head)
            for part in parts:
                handle.write(part.tobytes())
        os.replace(tmp, path)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    return path


def read_lookup(path: Path) -> SevenCardLookup | None:
    """The lookup in ``path``, or ``None`` when the file is missing, unreadable, damaged or
    not of this version (the caller then makes it from the tables)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(_HEAD.size + len(_MARK) + 4 * 8 * _MAX_ITEMS)
    except OSError:
        return None
    if not data.startswith(_MARK) or len(data) < len(_MARK) + _HEAD.size:
        return None
    bias, flush_bits, lo_shift, lo_mask, hi_shift, order, *sizes = _HEAD.unpack_from(
        data, len(_MARK))
    codes = ("q", "H", "H", "i", "i", "i", "i")
    if (order != _ORDER or sizes[0] != _KEYS or sizes[5] != _FLUSH or sizes[6] != _FLUSH
            or sizes[1] != lo_mask + 1 or not all(0 < n <= _MAX_ITEMS for n in sizes)):
        return None
    parts: list[array[int]] = []
    at = len(_MARK) + _HEAD.size
    for code, size in zip(codes, sizes, strict=True):
        part = array(code)
        end = at + size * part.itemsize
        if end > len(data):
            return None
        part.frombytes(data[at:end])
        parts.append(part)
        at = end
    if at != len(data):
        return None
    key, lo, hi, strong, strong_short, flush, flush_short = parts
    if max(lo) + max(hi) >= min(len(strong), len(strong_short)):
        return None  # an index would read past the strengths
    return SevenCardLookup.made_of(
        key=list(key), lo=lo, hi=hi, strength=(strong, strong_short),
        flush=(flush.tolist(), flush_short.tolist()), bias=bias, flush_bits=flush_bits,
        lo_shift=lo_shift, lo_mask=lo_mask, hi_shift=hi_shift)


def lookup_file() -> Path | None:
    """The lookup's file, made now (from the tables, with NumPy) if there is none or it is not
    usable; ``None`` when it cannot be written (a read-only cache folder)."""
    path = lookup_path()
    if read_lookup(path) is not None:
        return path
    try:
        return write_lookup(seven_card_lookup(keep=False))
    except OSError:
        return None


__all__ = ["lookup_file", "lookup_path", "read_lookup", "write_lookup"]

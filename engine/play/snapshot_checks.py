"""Checks for plain data read back from disk: a snapshot is JSON that anyone could have edited.

A snapshot (:meth:`engine.play.session.GameSession.snapshot`) is only an optimisation: when any
value in it is not of the expected form the session is replayed from its log instead. These
helpers turn every such surprise into one typed error, :class:`SnapshotError`, so the caller
needs a single ``except``.

Tests: tests/engine/play/test_bot_host.py, tests/engine/play/test_hot_seat.py,
tests/engine/play/test_session.py
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from engine.core.errors import IllegalActionError


class SnapshotError(IllegalActionError):
    """A snapshot does not fit its session; the session is replayed from its log instead."""


def bad_snapshot(what: str) -> SnapshotError:
    return SnapshotError("snapshot_format", f"the snapshot's {what} is not valid", field=what)


def whole(value: object, what: str, low: int = 0, high: int | None = None) -> int:
    """A whole number in ``[low, high]`` (booleans are not numbers here)."""
    if not isinstance(value, int) or isinstance(value, bool) or value < low or (
            high is not None and value > high):
        raise bad_snapshot(what)
    return value


def real(value: object, what: str, low: float = 0.0) -> float:
    """A finite number not below ``low``."""
    if (not isinstance(value, int | float) or isinstance(value, bool)
            or not math.isfinite(value) or value < low):
        raise bad_snapshot(what)
    return float(value)


def flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise bad_snapshot(what)
    return value


def record(value: object, what: str, keys: set[str] | frozenset[str]) -> Mapping[str, Any]:
    """An object with exactly ``keys``."""
    if not isinstance(value, dict) or set(value) != set(keys):
        raise bad_snapshot(what)
    return value


def rng_state(state: tuple[Any, ...]) -> list[Any]:
    """``random.Random.getstate()`` as JSON-ready lists."""
    version, internal, gauss = state
    return [version, list(internal), gauss]


def rng_from(value: object, what: str) -> tuple[Any, ...]:
    """The argument of ``random.Random.setstate`` from :func:`rng_state`'s output, checked.

    CPython's Mersenne Twister state: version 3, 624 words and a position (0..624), and the
    cached Gaussian or ``None``.
    """
    if not isinstance(value, list) or len(value) != 3 or value[0] != _RNG_VERSION:
        raise bad_snapshot(what)
    internal, gauss = value[1], value[2]
    if not isinstance(internal, list) or len(internal) != _MT_WORDS + 1:
        raise bad_snapshot(what)
    words = internal[:-1]
    if not all(type(word) is int for word in words) or not (
            min(words) >= 0 and max(words) < 2**32):  # one pass each: 624 words per player
        raise bad_snapshot(what)
    whole(internal[-1], what, 0, _MT_WORDS)
    if gauss is not None:
        real(gauss, what, -math.inf)
    return (_RNG_VERSION, tuple(internal), gauss)


_RNG_VERSION = 3
_MT_WORDS = 624

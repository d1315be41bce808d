"""Up-front argument checks shared by every public constructor and action of the engine.

The engine trusts nothing it is handed: a float, a ``Decimal``, ``True`` or ``None`` where chips
are expected would otherwise be accepted and leave fractional stacks, or fail deep inside a
half-applied action. The checks are exact type tests (``type(x) is int``), which cost a few tens
of nanoseconds, so they can sit on the hot path.

Tests: tests/engine/core/test_api_validation.py, tests/engine/core/test_command_values.py,
tests/engine/bots/test_bot_equilibrium.py
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.errors import FeltError


def is_int(value: object) -> bool:
    """A plain integer: not a bool, not a float, not an ``int`` subclass with other meaning."""
    return type(value) is int


def require_int(
    value: object,
    name: str,
    error: type[FeltError],
    code: str,
    minimum: int | None = None,
    maximum: int | None = None,
) -> int:
    """``value`` if it is a plain integer within ``[minimum, maximum]``.

    :raises error: with ``code`` and the details ``field``, ``minimum``, ``maximum``.
    """
    if type(value) is not int:
        raise error(code, f"{name} must be a whole number, not {_shown(value)}", field=name)
    if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
        raise error(code, f"{name} must be between {minimum} and {maximum}, not {value}",
                    field=name, minimum=minimum, maximum=maximum)
    return value


def require_optional_int(
    value: object,
    name: str,
    error: type[FeltError],
    code: str,
    minimum: int | None = None,
) -> int | None:
    """Like :func:`require_int`, but ``None`` passes."""
    return None if value is None else require_int(value, name, error, code, minimum)


def require_bool(value: object, name: str, error: type[FeltError], code: str) -> bool:
    """``value`` if it is ``True`` or ``False`` (not merely truthy)."""
    if type(value) is not bool:
        raise error(code, f"{name} must be true or false, not {_shown(value)}", field=name)
    return value


def require_int_list(
    value: object,
    name: str,
    error: type[FeltError],
    code: str,
    minimum: int | None = None,
    max_length: int = 1000,
) -> list[int]:
    """A list or tuple of plain integers, each at least ``minimum``.

    :raises error: ``value`` is no list or tuple, is longer than ``max_length``, or holds
        anything else.
    """
    if not isinstance(value, list | tuple) or len(value) > max_length:
        raise error(code, f"{name} must be a list of whole numbers", field=name)
    items: Sequence[Any] = value
    for item in items:
        if type(item) is not int or (minimum is not None and item < minimum):
            raise error(code, f"{name} holds {_shown(item)}, not a whole number"
                        + (f" of at least {minimum}" if minimum is not None else ""),
                        field=name)
    return list(items)


def _shown(value: object) -> str:
    """A short, safe description of a bad value for a message (never a huge repr)."""
    if type(value) is int and value.bit_length() > 64:  # repr() of a huge int is slow or fails
        return "a huge number"
    if type(value) in (int, float, bool, type(None)):
        text = repr(value)
    elif type(value) is str:
        text = repr(value[:40])
    else:
        text = type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."

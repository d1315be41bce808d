"""Command-line values checked by argparse itself, so a mistake ends in a sentence and exit
status 2, never in a traceback from deep inside the program.

Used by every command of Felt (``felt``, ``felt export``, ``python -m engine.arena``). Each
function here makes an argparse ``type``: it turns the text into the value or raises
:class:`argparse.ArgumentTypeError` with what was wrong, which argparse prints after the
option's name.

Tests: tests/engine/core/test_command_values.py
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

#: Longer digit strings are refused before they are converted (Python refuses to convert
#: numbers of more than 4,300 digits, and none of Felt's options needs more than 20).
MAX_DIGITS = 40


def whole_number(low: int, high: int | None = None) -> Callable[[str], int]:
    """A type for a whole number from ``low`` to ``high`` (no upper bound if ``None``)."""

    def parse(text: str) -> int:
        value = _whole(text)
        if value < low or (high is not None and value > high):
            within = f"from {low} to {high}" if high is not None else f"at least {low}"
            raise argparse.ArgumentTypeError(f"{text.strip()} is not {within}")
        return value

    parse.__name__ = "whole number"
    return parse


def window_size(largest: int) -> Callable[[str], tuple[int, int]]:
    """A type for a window size ``WIDTHxHEIGHT`` in pixels, each at most ``largest``."""

    def parse(text: str) -> tuple[int, int]:
        width, cross, height = text.strip().lower().partition("x")
        try:
            if not cross:
                raise argparse.ArgumentTypeError("")
            size = (_whole(width), _whole(height))
        except argparse.ArgumentTypeError:
            raise argparse.ArgumentTypeError(
                f"{text.strip()!r} is not a size such as 1366x768") from None
        if not all(0 <= side <= largest for side in size):
            raise argparse.ArgumentTypeError(
                f"{text.strip()} is not a size from 0x0 to {largest}x{largest}")
        return size

    parse.__name__ = "window size"
    return parse


def _whole(text: str) -> int:
    digits = text.strip()
    bare = digits[1:] if digits[:1] in "+-" else digits
    if not bare or not bare.isascii() or not bare.isdigit() or len(bare) > MAX_DIGITS:
        raise argparse.ArgumentTypeError(f"{text.strip()!r} is not a whole number")
    return int(digits)

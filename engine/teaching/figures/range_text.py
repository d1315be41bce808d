"""A set of starting-hand classes written short, as people type ranges: ``QQ+, ATs+, 76s``.

A person who paints a range on the 13 x 13 grid sees it written back in the notation of
:mod:`engine.evaluation.ranges`, as short as the usual shorthands allow: pairs up to aces as
``QQ+``, other runs of pairs as ``99-66``, suited or offsuit hands with the same top card and
consecutive kickers as ``ATs+`` (up to the card under the top one) or ``A5s-A2s``, and single
classes by name. :func:`class_notation` is exact: reading its text back gives the same set.

Tests: tests/engine/teaching/figures/test_range_hits.py
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.cards import RANK_CHARS
from engine.evaluation.hand_classes import class_name

__all__ = ["class_notation"]


def _runs(values: list[int]) -> list[tuple[int, int]]:
    """Runs of consecutive integers in ``values`` (sorted high to low): (high, low) pairs."""
    runs: list[tuple[int, int]] = []
    for value in values:
        if runs and runs[-1][1] == value + 1:
            runs[-1] = (runs[-1][0], value)
        else:
            runs.append((value, value))
    return runs


def class_notation(classes: Iterable[int]) -> str:
    """The classes (indices of :func:`engine.evaluation.hand_classes.class_index`) as range
    notation:
    pairs first from the top, then suited, then offsuit hands by top card."""
    chosen = set(classes)
    parts: list[str] = []
    pairs = sorted((k // 13 for k in chosen if k // 13 == k % 13), reverse=True)
    for high, low in _runs(pairs):
        upper, lower = RANK_CHARS[high] * 2, RANK_CHARS[low] * 2
        if high == 12 and low < high:
            parts.append(lower + "+")
        elif high == low:
            parts.append(upper)
        else:
            parts.append(f"{upper}-{lower}")
    for kind in ("s", "o"):
        for top in range(12, 0, -1):
            if kind == "s":
                kickers = sorted((k % 13 for k in chosen if k // 13 == top and k % 13 < top),
                                 reverse=True)
            else:
                kickers = sorted((k // 13 for k in chosen if k % 13 == top and k // 13 < top),
                                 reverse=True)
            for high, low in _runs(kickers):
                name = RANK_CHARS[top]
                if high == top - 1 and low < high:
                    parts.append(f"{name}{RANK_CHARS[low]}{kind}+")
                elif high == low:
                    parts.append(class_name(13 * top + high if kind == "s" else 13 * high + top))
                else:
                    parts.append(f"{name}{RANK_CHARS[high]}{kind}-{name}{RANK_CHARS[low]}{kind}")
    return ", ".join(parts)

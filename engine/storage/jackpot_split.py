"""A hand's jackpot fee shared among the winners it was taken from.

A site writes one jackpot (bad-beat) fee for the whole hand, inside what it took from the
pots; the history keeps what each winner paid (the rake by seat). The fee is shared in
proportion to what each paid, the odd minor units to the one who paid most, as the rake
itself is taken back from the winners (:func:`engine.storage.imported.imports.stored_form`), so each
winner's rake and jackpot add up to what they paid.

Tests: tests/engine/storage/test_jackpot_fees.py
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["jackpot_by_seat"]


def jackpot_by_seat(jackpot: int, paid: Mapping[int, int]) -> dict[int, int]:
    """Each seat's part of ``jackpot`` (minor units), given what each seat paid the site.

    >>> jackpot_by_seat(5, {1: 20, 3: 10})
    {1: 4, 3: 1}
    >>> jackpot_by_seat(0, {1: 20})
    {}
    """
    total = sum(v for v in paid.values() if v > 0)
    if jackpot <= 0 or total <= 0:
        return {}
    jackpot = min(jackpot, total)
    cuts = {seat: jackpot * v // total for seat, v in paid.items() if v > 0}
    cuts[max(cuts, key=lambda s: paid[s])] += jackpot - sum(cuts.values())
    return cuts

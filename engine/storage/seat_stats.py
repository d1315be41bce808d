"""The figures a regular reads on the seats: VPIP, PFR, 3-bet, aggression, went to showdown.

Each computer player's figures over every hand of Felt's games saved under its name (a name
is one opponent from game to game, as on a poker site), from the per-hand counts the store
keeps (:meth:`engine.storage.store.Store.player_counts`). One function computes them all, the
table's seat plates and their pop-ups show them.

* VPIP: share of hands with chips put in voluntarily before the flop;
* PFR: share of hands raised before the flop;
* 3-bet: share of the chances to re-raise a single raise before the flop that were taken;
* AF (aggression factor): bets and raises after the flop per call;
* WTSD: share of the hands that saw the flop that went to showdown;
* W$SD: share of showdowns won.

Figures without a hand to count (no flop seen, no chance to 3-bet) are ``None``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol


class CountSource(Protocol):
    """What the figures read of the store (:class:`engine.storage.store.Store`)."""

    def player_counts(self, names: Sequence[str]) -> dict[str, tuple[int, ...]]: ...


@dataclass(frozen=True, slots=True)
class SeatFigures:
    """One player's figures, as fractions (``None``: nothing to count yet)."""

    hands: int
    vpip: float
    pfr: float
    three_bet: float | None
    aggression: float | None
    wtsd: float | None
    won_at_showdown: float | None


def _share(part: int, whole: int) -> float | None:
    return part / whole if whole else None


def figures_of(counts: tuple[int, ...]) -> SeatFigures:
    """The figures from one row of :meth:`Store.player_counts`."""
    (hands, vpip, pfr, aggressive, passive, showdowns, won, saw_flop, flop_showdowns, chances,
     three_bets) = counts
    return SeatFigures(
        hands, vpip / hands if hands else 0.0, pfr / hands if hands else 0.0,
        _share(three_bets, chances), _share(aggressive, passive),
        _share(flop_showdowns, saw_flop), _share(won, showdowns))


def seat_figures(store: CountSource, names: Sequence[str]) -> dict[str, SeatFigures]:
    """Each of ``names``'s figures over its saved hands; a name without a hand is left out.

    :raises StorageError: the store cannot be read.
    """
    return {name: figures_of(counts)
            for name, counts in store.player_counts(names).items() if counts[0]}

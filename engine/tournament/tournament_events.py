"""What happens between hands of a tournament, as frozen records with codes and numbers.

The lobby and the log turn them into words; tests and the saved state read them as they are.
Each has a ``round`` (the hand-for-hand clock: every table plays one hand a round).

Tests: tests/engine/tournament/test_tournament.py
"""

from __future__ import annotations

from dataclasses import asdict
from dataclasses import dataclass
from typing import Any

__all__ = [
    "AddOn",
    "Break",
    "Busted",
    "ColourUp",
    "HandForHand",
    "LevelUp",
    "PlayerMoved",
    "Rebuy",
    "TableBroken",
    "TournamentEvent",
    "event_from_json",
    "event_to_json",
]


@dataclass(frozen=True, slots=True)
class LevelUp:
    round: int
    level: int  # 0 first
    small_blind: int
    big_blind: int
    ante: int


@dataclass(frozen=True, slots=True)
class Break:
    round: int
    after_level: int
    minutes: float


@dataclass(frozen=True, slots=True)
class ColourUp:
    """A chip race at one table: chips of ``chip_from`` leave, the odd ones are raced for
    chips of ``chip_to``; ``change`` is the table's chip total after minus before."""

    round: int
    table: int
    chip_from: int
    chip_to: int
    change: int


@dataclass(frozen=True, slots=True)
class PlayerMoved:
    round: int
    player: int
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str  # "balance", "break", "final_table"


@dataclass(frozen=True, slots=True)
class TableBroken:
    round: int
    table: int


@dataclass(frozen=True, slots=True)
class Busted:
    """A player is out: ``place`` (and ``tied`` other players sharing places with them)."""

    round: int
    player: int
    table: int
    place: int
    prize: int
    tied: int


@dataclass(frozen=True, slots=True)
class Rebuy:
    round: int
    player: int
    chips: int


@dataclass(frozen=True, slots=True)
class AddOn:
    round: int
    player: int
    chips: int


@dataclass(frozen=True, slots=True)
class HandForHand:
    """Hand-for-hand play starts (``on``) or ends, with the players left and places paid."""

    round: int
    on: bool
    players_left: int
    places_paid: int


TournamentEvent = (LevelUp | Break | ColourUp | PlayerMoved | TableBroken | Busted | Rebuy
                   | AddOn | HandForHand)

_TYPES: dict[str, type[Any]] = {cls.__name__: cls for cls in (
    LevelUp, Break, ColourUp, PlayerMoved, TableBroken, Busted, Rebuy, AddOn, HandForHand)}


def event_to_json(event: TournamentEvent) -> dict[str, Any]:
    return {"type": type(event).__name__, **asdict(event)}


def event_from_json(data: dict[str, Any]) -> TournamentEvent:
    """:raises KeyError: an unknown event type (the caller reports damaged state)."""
    values = dict(data)
    cls = _TYPES[values.pop("type")]
    event: TournamentEvent = cls(**values)
    return event

"""What every hand-history importer hands over: a replayed hand, or the reason it was skipped.

Both importers (PHH and PokerStars) replay each hand through Felt's own engine before they
report it, so an :class:`ImportedHand` always carries a finished :class:`HandState` whose
events the replayer and the statistics read like those of a hand played in Felt. Amounts in
the state are integer *minor units* (``scale`` of them per unit of the file: 100 for cents);
:meth:`ImportedHand.in_file_units` turns them back exactly.

Tests: tests/engine/formats/test_export_injection.py, tests/engine/formats/sites/test_fulltilt.py,
tests/engine/formats/test_import_fuzz.py
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from decimal import Decimal
from typing import Any

from engine.formats.history_hand import HandKeys
from engine.rules.events import PotAwarded
from engine.rules.hand import HandState

# A hand's amounts are scaled to whole minor units; more decimal places than this are refused
# (no real site uses them, and the scale would make the numbers needlessly large).
MAX_DECIMALS = 6
# The largest amount (in minor units) a hand may hold: beyond it a number is garbage.
MAX_MINOR_UNITS = 10**15


@dataclass(frozen=True, slots=True)
class ImportedHand:
    """One hand read from a hand-history file and replayed by the engine.

    :param site: ``"phh"`` or ``"pokerstars"``.
    :param source: the file it came from.
    :param section: where in the file: the PHH section (``"3"``) or ``"line 120"``.
    :param hand_id: the site's hand number, ``None`` if the file has none.
    :param played_at: the date and time as the file writes it (ISO 8601 when known).
    :param stakes: small and big blind in file units.
    :param players: names by hand position (button last); ``p1``... when the file has none.
    :param seats: table seat numbers (1-based, as files write them) by hand position.
    :param state: the finished hand, amounts in minor units.
    :param scale: minor units per file unit.
    :param rake: what the site took from the pots (minor units); the engine takes none, so
        the winner's stack in ``state`` is this much above what the site paid.
    :param jackpot: the part of ``rake`` the text names as a jackpot (bad-beat) fee.
    :param warnings: codes of things that did not agree (``winnings_mismatch``...).
    :param fields: further fields of the file kept as read (PHH user fields ``_x``...).
    :param dead: the dead blind in each position's ante (``HistoryHand.dead``).
    """

    site: str
    source: str
    section: str | None
    hand_id: str | None
    played_at: str | None
    table: str | None
    currency: str | None
    tournament: str | None
    stakes: tuple[Decimal, Decimal]
    players: tuple[str, ...]
    seats: tuple[int, ...]
    state: HandState
    scale: int = 1
    rake: int = 0
    jackpot: int = 0
    warnings: tuple[str, ...] = ()
    fields: Mapping[str, Any] = field(default_factory=dict)
    keys: HandKeys | None = None
    dead: tuple[int, ...] = ()

    def in_file_units(self, amount: int) -> Decimal:
        """``amount`` minor units in the file's units, exactly."""
        return Decimal(amount) / self.scale if self.scale != 1 else Decimal(amount)

    @property
    def collected(self) -> tuple[int, ...]:
        """What each position won from the pots (minor units)."""
        return collected_by_position(self.state)


@dataclass(frozen=True, slots=True)
class KnownHand:
    """A hand the history already holds, recognised before it was replayed."""

    site: str
    source: str
    section: str | None
    hand_id: str | None


Known = Callable[[HandKeys], bool]
"""Asked with each hand's keys before it is replayed: true when the history holds it."""

KnownText = Callable[[str], bool]
"""Asked with each hand's :func:`~engine.formats.history_hand.key_of_text` before it is even
parsed: true when the history holds that very text (a file imported again)."""


@dataclass(frozen=True, slots=True)
class SkippedHand:
    """A hand (or a whole file) that could not be imported, and why.

    :param code: a stable reason code (the GUI translates it); ``reason`` is English detail.
    :param line: the line of the file the problem was found on, when known.
    """

    site: str
    source: str
    section: str | None
    line: int | None
    code: str
    reason: str
    hand_id: str | None = None


def collected_by_position(state: HandState) -> tuple[int, ...]:
    """Chips each position took from the pots of a finished hand."""
    won = [0] * state.player_count
    for event in state.events:
        if type(event) is PotAwarded:  # no event type is subclassed: the quickest test
            for seat, amount in event.shares:
                won[state.position_of(seat)] += amount
    return tuple(won)


def decimal_places(value: Decimal) -> int:
    """Digits after the point of a finite decimal (``0.50`` has 2, ``5E+1`` has 0)."""
    exponent = value.as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


__all__ = ["MAX_DECIMALS", "MAX_MINOR_UNITS", "ImportedHand", "Known", "KnownHand", "KnownText",
           "SkippedHand",
           "collected_by_position", "decimal_places"]

"""888poker (formerly Pacific Poker) hand histories in.

888 writes a hand in PartyPoker's shape under its own name: ``#Game No : 1393225868``,
``***** 888poker Hand History for Game 1393225868 *****`` (``888poker Snap Poker``,
``Pacific Poker``...), a game line ``$0.05/$0.10 Blinds No Limit Holdem - *** 16 09 2020
16:15:04`` (day, month, year), ``Table Worms 6 Max (Real Money)`` (tournaments ``Tournament
#… $1 + $0.10 - Table #5 9 Max (Real Money)``), ``Seat 1 is the button``, seats ``Seat 1: Ann
( $29.78 )``, ``posts small blind [$0.05]``, steps with the chips each adds (``raises
[$0.30]``, ``calls [$0.25]``), ``** Dealing flop ** [ Kd, 6c, 2h ]``, ``** Summary **``, ``shows
[ Ac, Kd ]``, ``did not show his hand`` and ``collected [ $0.67 ]``. It writes no rake: it is
what went in and nobody won. The PartyPoker reader reads it, with this site's name.
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Iterator
from pathlib import Path

from engine.formats import partypoker
from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import SkippedHand

SITE = "888poker"


def starts_a_hand(text: str) -> bool:
    """Whether ``text`` (a file's first bytes) begins like an 888poker hand."""
    return partypoker.starts_a_hand(text, brand=True)


def parse_hands(lines: Iterable[bytes], source: str = "<text>", known: Known | None = None,
                ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of an 888poker text given as byte lines, replayed or skipped with why."""
    return partypoker.parse_hands(lines, source, known, SITE)


def iter_hands(path: Path, known: Known | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of an 888poker hand-history file, read as a stream."""
    return partypoker.iter_hands(path, known, SITE)


__all__ = ["SITE", "iter_hands", "parse_hands", "starts_a_hand"]

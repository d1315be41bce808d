"""Sites that write PokerStars' own hand-history format under their own name.

Run It Once Poker, PokerMaster, PokerBros and Full Tilt's client after 2016 (run by
PokerStars) write every line as PokerStars does, only the header names them: ``Run It Once
Poker Hand #30266126:``, ``PokerMaster Hand #…``, ``PokerBros Hand #…``, ``Full Tilt Rush
Hand #…``. Their files are read by the PokerStars reader and kept under their own site, so a
hand number of one never meets the same number of another.

Tests: tests/engine/formats/test_export_injection.py, tests/engine/formats/sites/test_fulltilt.py,
tests/engine/formats/test_import_fuzz.py
"""

from __future__ import annotations

import re
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path

from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import KnownText
from engine.formats.imported import SkippedHand
from engine.formats.sites import pokerstars_import as stars

#: Each site's key and the words its header begins with.
SITES = (
    ("runitonce", "Run It Once Poker"),
    ("pokermaster", "PokerMaster"),
    ("pokerbros", "PokerBros"),
    ("fulltilt", "Full Tilt(?: Rush| Poker)?"),
)


def _dialect(site: str, words: str) -> stars.Dialect:
    start = re.compile(r"^(?:\ufeff)?" + words + r" (?:Hand|Game) #\d")
    header = re.compile(r"^" + words + r" (?:Hand|Game) " + stars.HEADER_BODY)
    summary = re.compile(r"^(?:\ufeff)?" + words + r" Tournament #\d+, ")
    return stars.Dialect(site, start, header, limit_header_bets=True, summary=summary)


DIALECTS = {site: _dialect(site, words) for site, words in SITES}


def site_of(text: str) -> str | None:
    """The site whose PokerStars-format hand ``text`` begins with, if any."""
    for site, dialect in DIALECTS.items():
        if dialect.start.match(text):
            return site
    return None


def starts_a_hand(site: str) -> Callable[[str], bool]:
    """Whether a text begins like a hand of ``site`` written in PokerStars' format."""
    dialect = DIALECTS[site]
    return lambda text: stars.starts_a_hand(text, dialect)


def iter_hands(site: str, path: Path, known: Known | None = None,
               known_text: KnownText | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a file of ``site`` in PokerStars' format, read as a stream."""
    return stars.iter_hands(path, known, DIALECTS[site], known_text)


__all__ = ["DIALECTS", "SITES", "iter_hands", "site_of", "starts_a_hand"]

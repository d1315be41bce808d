"""GGPoker hand histories (PokerCraft's text export) in.

PokerCraft writes nearly PokerStars' lines, so this reader is the PokerStars reader with
GGPoker's header: ``Poker Hand #HD…`` (cash), ``#RC…`` (Rush & Cash), ``#TM…`` (tournaments,
``Level12(200/400)``), ``#SD…`` (short deck, ``ShortDeck No Limit ($0.02)``: ante and button
blind). Its other ways are read by the shared lines: every player named in ``Dealt to``
without cards, ``straddle $0.04`` without "posts", ``*** SHOWDOWN ***``, hands shown before
the board is run out, and the summary's further fees (``| Jackpot $0.10 | Bingo $0 | Fortune
$0 | Tax $0``), which are taken from the pot like the rake and kept with it.

Tests: tests/engine/formats/test_hand_blocks.py, tests/engine/formats/sites/test_site_readers.py,
tests/bench/test_bench_gg_text.py
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Iterator
from pathlib import Path

from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import KnownText
from engine.formats.imported import SkippedHand
from engine.formats.sites import pokerstars_import as stars

SITE = "ggpoker"
# The id's two letters say the game (HD cash, TM tournament, SD short deck...); the files of
# GGPoker's internal tools write the number alone.
_START_RE = re.compile(r"^(?:\ufeff)?Poker Hand #(?:[A-Z]{2})?\d")
_HEADER_RE = re.compile(
    r"^Poker Hand #(?P<id>(?:[A-Z]{2})?\d+):\s+"
    r"(?:Tournament #(?P<tournament>\d+),\s+(?P<buyin>.*?)\s+)?"
    r"(?P<game>Hold'em|ShortDeck) (?P<betting>No Limit|Pot Limit|Limit)\s*"
    r"(?:- Level ?(?P<level>\d+) ?)?"
    r"\((?P<small>" + stars.AMOUNT + r")(?:/(?P<big>" + stars.AMOUNT + r"))?\)"
    + stars.DATE + r"\s*$"
)
GGPOKER = stars.Dialect(SITE, _START_RE, _HEADER_RE)


def starts_a_hand(text: str) -> bool:
    """Whether ``text`` begins like a GGPoker hand."""
    return stars.starts_a_hand(text, GGPOKER)


def parse_hands(lines: Iterable[bytes], source: str = "<text>", known: Known | None = None,
                ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a GGPoker text given as byte lines, replayed or skipped with why."""
    return stars.parse_hands(lines, source, known, GGPOKER)


def iter_hands(path: Path, known: Known | None = None, known_text: KnownText | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a GGPoker hand-history file, read as a stream."""
    return stars.iter_hands(path, known, GGPOKER, known_text)


__all__ = ["GGPOKER", "iter_hands", "parse_hands", "starts_a_hand"]

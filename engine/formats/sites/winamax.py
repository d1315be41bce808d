"""Winamax hand histories in.

Winamax writes the lines of a hand much as PokerStars does, in its own words: a header
``Winamax Poker - CashGame - HandId: #…-…-… - Holdem no limit (0.01€/0.02€) - 2023/09/23
16:30:36 UTC`` (the fast-fold cash game: ``Go Fast "Pool"``; tournaments: ``Tournament
"Name" buyIn: 4.50€ + 0.50€ level: 5 - … - Holdem no limit (25/100/200)``, the ante first),
``Table: 'Nice 08' 5-max (real money) Seat #2 is the button``, seats without "in chips"
(``Seat 1: Ann (2.14€)``, ``(20000, 5€ bounty)``), actions without a colon (``Ann raises
0.04€ to 0.06€``), ``*** ANTE/BLINDS ***`` and
``*** PRE-FLOP ***``, a turn written ``[7c 2d 9h][Qs]``, ``Board: [...]`` and
``| No rake``. Each of its lines is rewritten into PokerStars' wording and read by the one
PokerStars-like reader, so every hand is replayed and checked by the same rules; a line
neither knows skips the hand with its number.

Tests: tests/engine/formats/test_hand_blocks.py, tests/engine/formats/sites/test_site_readers.py
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

SITE = "winamax"
_START_RE = re.compile(r"^(?:\ufeff)?Winamax Poker - ")
_HEADER_RE = re.compile(
    r"^Winamax Poker - (?:CashGame|Go Fast \"[^\"]*\"|"  # Go Fast: fast-fold cash
    r"(?:Tournament|Sit&Go|Expresso) \"(?P<tournament>[^\"]*)\""
    r"(?: buyIn: (?P<buyin>.*?))?(?: level: (?P<level>\d+))?)"
    r" - HandId: #(?P<id>[\d-]+) - "
    r"(?P<game>Holdem) (?P<betting>no limit|pot limit|fixed limit) "
    r"\((?:(?P<ante>" + stars.AMOUNT + r")/)?(?P<small>" + stars.AMOUNT + r")/(?P<big>"
    + stars.AMOUNT + r")\) - (?P<date>\d{4}/\d{1,2}/\d{1,2}) (?P<clock>\d{1,2}:\d{2}:\d{2})"
    r"(?: (?P<tz>[A-Z]{2,4}))?\s*$"
)
# The button's seat: "Seat #5", in older files "Seat 0000005".
_TABLE_RE = re.compile(r"^Table: '(?P<table>.*?)' (?P<max>\d+)-max"
                       r"(?: \((?:real|play) money\))? Seat #?0*(?P<button>\d+) is the button\s*$")
_SEAT_RE = re.compile(r"^(?P<head>Seat \d+: .+?) \((?P<stack>[^,()]+)"
                      r"(?:, (?P<bounty>[^()]+) bounty)?\)(?P<tail>.*)$")
_STREET_RE = re.compile(r"^(\*\*\* (?:TURN|RIVER) \*\*\* \[[^\]]*\])(\[.*)$")
_WORDS = (
    (re.compile(r"^\*\*\* ANTE/BLINDS \*\*\*\s*$"), None),
    (re.compile(r"^\*\*\* PRE-FLOP \*\*\*\s*$"), "*** HOLE CARDS ***"),
    (re.compile(r"^Board: \["), "Board ["),
    (re.compile(r" \| No rake\s*$"), " | Rake 0"),
    (re.compile(r" posts ante "), " posts the ante "),
    # A big blind posted by a player who joins between the blinds: read as Felt reads a big
    # blind posted out of turn.
    (re.compile(r"( posts (?:big|small) blind \S+) out of position\s*$"), r"\1"),
    (re.compile(r"^.+ denies big blind\s*$"), None),  # sits out rather than post it
)


def winamax_line(text: str) -> str | None:
    """A Winamax line in PokerStars' words (``None``: a section mark with nothing to read)."""
    if text.startswith("Table: "):
        table = _TABLE_RE.match(text)
        if table is not None:
            return (f"Table '{table['table']}' {table['max']}-max Seat #{table['button']} "
                    "is the button")
    if text.startswith("Seat ") and " in chips" not in text:
        seat = _SEAT_RE.match(text)
        if seat is not None and not seat["tail"].strip().startswith(("showed", "won", "folded")):
            bounty = f", {seat['bounty']} bounty" if seat["bounty"] else ""
            return f"{seat['head']} ({seat['stack']} in chips{bounty}){seat['tail']}"
    street = _STREET_RE.match(text) if text.startswith("*** ") else None
    if street is not None:
        return f"{street[1]} {street[2]}"
    for pattern, replacement in _WORDS:
        if pattern.search(text):
            if replacement is None:
                return None
            return pattern.sub(replacement, text, count=1)
    return text


# Winamax writes no "Uncalled bet" line: the bet nobody called is in what its bettor collected.
# Its fixed-limit header names the two bets: "(0.05€/0.10€)" over blinds of 0.02€ and 0.05€;
# a tournament's half chips (stacks of 7410.50) are won as whole ones ("collected 370" of
# 369.50).
WINAMAX = stars.Dialect(SITE, _START_RE, _HEADER_RE, winamax_line, limit_header_bets=True,
                        returned_in_collected=True, rounds_chips_won=True,
                        summary=re.compile(r"^(?:\ufeff)?Winamax Poker - Tournament summary : "))


def starts_a_hand(text: str) -> bool:
    """Whether ``text`` begins like a Winamax hand."""
    return stars.starts_a_hand(text, WINAMAX)


def parse_hands(lines: Iterable[bytes], source: str = "<text>", known: Known | None = None,
                ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a Winamax text given as byte lines, replayed or skipped with why."""
    return stars.parse_hands(lines, source, known, WINAMAX)


def iter_hands(path: Path, known: Known | None = None, known_text: KnownText | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a Winamax hand-history file, read as a stream."""
    return stars.iter_hands(path, known, WINAMAX, known_text)


__all__ = ["WINAMAX", "iter_hands", "parse_hands", "starts_a_hand", "winamax_line"]

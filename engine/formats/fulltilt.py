"""Full Tilt Poker hand histories (old databases) in.

Full Tilt wrote nearly PokerStars' hand, in its own words: a header naming the table and the
game (``Full Tilt Poker Game #33286946295: Table Mckinley (6 max, shallow) - $0.25/$0.50 -
No Limit Hold'em - 12:15:02 ET - 2011/08/29``; tournaments ``$10 + $1 Sit & Go (123456), Table
1 - 15/30 - No Limit Hold'em - …``; capped tables ``- $20 Cap No Limit Hold'em -``), seats
without "in chips" (``Seat 1: Ann ($20)``), ``Bob posts the small blind of $0.25``, ``Ann
antes 5``, ``The button is in seat #1``, ``Ann raises to $1.50``, ``, and is all in``,
``Uncalled bet of $2 returned to Ann``, ``Ann wins the pot ($7.50) with …``, ``Ann ties for
the side pot #1 ($3)`` and ``Board: [...]``. Each line is put into PokerStars' words and read
by the one PokerStars-like reader, so every hand is replayed and checked by the same rules; a
line neither knows skips the hand with its number.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Iterator
from pathlib import Path

from engine.formats import pokerstars_import as stars
from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import KnownText
from engine.formats.imported import SkippedHand

SITE = "fulltilt"
_MONEY = stars.AMOUNT
_START_RE = re.compile(r"^(?:\ufeff)?Full Tilt Poker Game #\d+: ")
_HEADER_RE = re.compile(
    r"^Full Tilt Poker Game #(?P<id>\d+): "
    r"(?:(?P<buyin>[^()]*?) \((?P<tournament>\d+)\), )?"
    r"Table (?P<table>.+?)(?: \([^)]*\))? - "
    r"(?:Level \d+ - )?"
    r"(?P<small>" + _MONEY + r")/(?P<big>" + _MONEY + r")(?: Ante " + _MONEY + r")? - "
    r"(?:(?P<cap>" + _MONEY + r") Cap )?"
    r"(?P<betting>No Limit|Pot Limit|Limit) (?P<game>Hold'em) - "
    r"(?P<clock>\d{1,2}:\d{2}:\d{2}) (?P<tz>[A-Z]{2,4}) - (?P<date>\d{4}/\d{1,2}/\d{1,2})"
    r"(?: \[.*\])?\s*$"
)
_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^The button is in seat #(\d+)\s*$"), r"Table '' 10-max Seat #\1 is the button"),
    (re.compile(r"^(Seat \d+: .+?) \((" + _MONEY + r")\),?( is sitting out)?\s*$"),
     r"\1 (\2 in chips)\3"),
    (re.compile(r" posts the (small|big) blind of (" + _MONEY + r")\s*$"), r" posts \1 blind \2"),
    (re.compile(r"^(.+) antes (" + _MONEY + r")\s*$"), r"\1 posts the ante \2"),
    (re.compile(r" raises to (" + _MONEY + r")\s*$"), r" raises \1 to \1"),
    (re.compile(r"^(.+?) shows \[([^\]]*)\].*$"), r"\1: shows [\2]"),
    (re.compile(r"^(.+?) (?:wins|ties for) the (?:pot|main pot|side pot(?: #\d+)?) \(("
                + _MONEY + r")\)(?: with .*)?\s*$"), r"\1 collected \2 from pot"),
    (re.compile(r"^Uncalled bet of (" + _MONEY + r") returned to (.+)$"),
     r"Uncalled bet (\1) returned to \2"),
    (re.compile(r"^Board: \["), "Board ["),
)
# Lines with nothing to replay: time warnings, seats taken and left, chips added, moods.
_NOTHING_RE = re.compile(
    r"^(?:.+ (?:has \d+ seconds left to act|has requested TIME|stands up|sits down|"
    r"adds " + _MONEY + r"|has reconnected|is back|is feeling \w+|sits out|"
    r"finished in \w+ place)|.+ has been disconnected.*)\s*$")
_ALL_IN_RE = re.compile(r", and is all in\s*$")
_CHAT_RE = re.compile(r"^(?!Seat \d+: |Total pot |Board)[^:\[]+: (?!posts |shows \[|folds|"
                      r"checks|calls |bets |raises )")


def fulltilt_line(text: str) -> str | None:
    """A Full Tilt line in PokerStars' words (``None``: nothing to read)."""
    if _NOTHING_RE.match(text):
        return None
    text = _ALL_IN_RE.sub("", text)
    for pattern, replacement in _REWRITES:
        if pattern.search(text):
            return pattern.sub(replacement, text, count=1)
    if _CHAT_RE.match(text):
        return None
    return text


FULLTILT = stars.Dialect(SITE, _START_RE, _HEADER_RE, fulltilt_line)


def starts_a_hand(text: str) -> bool:
    """Whether ``text`` begins like a Full Tilt hand."""
    return stars.starts_a_hand(text, FULLTILT)


def parse_hands(lines: Iterable[bytes], source: str = "<text>", known: Known | None = None,
                ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a Full Tilt text given as byte lines, replayed or skipped with why."""
    return stars.parse_hands(lines, source, known, FULLTILT)


def iter_hands(path: Path, known: Known | None = None, known_text: KnownText | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a Full Tilt hand-history file, read as a stream."""
    return stars.iter_hands(path, known, FULLTILT, known_text)


__all__ = ["FULLTILT", "fulltilt_line", "iter_hands", "parse_hands", "starts_a_hand"]

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

The header is first put into one form (:func:`written_header`: the header forms of 2006 to
2014), and the lines Full Tilt sometimes left out are put back from the hand's own summary
(:func:`completed`). Hold'em Manager's archive of Full Tilt hands (``BEGIN``, ``*** # 2
***``) reads as the hands it holds; a tournament summary, an observer's hand without seats
and a hand cut to its header are refused, each in a sentence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

from engine.formats.history_file import stream_hands
from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import KnownText
from engine.formats.imported import SkippedHand
from engine.formats.sites import pokerstars_import as stars

SITE = "fulltilt"
_MONEY = stars.AMOUNT
_START_RE = re.compile(r"^(?:\ufeff)?Full ?Tilt ?Poker Game #\d+: ")
# Full Tilt's headers over the years, every one put into the one form _HEADER_RE reads:
# "… - $0.25/$0.50 - No Limit Hold'em - 12:15:02 ET - 2011/08/29", since 2013 "… - NL Hold'em -
# $0.01/$0.02 - …", tournaments "$5 Sit & Go (Super Turbo) (253843023), Table 1 - …" and
# "$26 Super Turbo Matrix (244669447), Match 2 - …", stakes in thousands ("50K/100K Ante
# 10000"), and for a while "15:13 ET - Wed, July 21, 2010".
_WRITTEN_RE = re.compile(
    r"^(?:\ufeff)?Full ?Tilt ?Poker Game #(?P<id>\d+): "
    r"(?:(?P<event>.+) \((?P<tournament>\d+)\), (?:Table|Match) (?P<match>\S+)|"
    r"Table (?P<table>.+?)(?: \([^)]*\))?)"
    r" - (?:Level \d+ - )?(?P<game>.+?)"
    r" - (?P<clock>\d{1,2}:\d{2}(?::\d{2})?) (?P<tz>[A-Z]{2,4}) - "
    r"(?P<date>\d{4}/\d{1,2}/\d{1,2}|\w+, \w+ \d{1,2}, \d{4})(?: \[.*\])?\s*$")
_STAKES_RE = re.compile(r"^(?P<small>[$€£]?[\d,.]+K?)/(?P<big>[$€£]?[\d,.]+K?)"
                        r"(?: Ante [$€£]?[\d,.]+K?)?$")
_KIND_RE = re.compile(r"^(?:(?P<cap>[$€£]?[\d,.]+) Cap |CAP )?(?P<betting>No Limit|Pot Limit|"
                      r"Limit|NL|PL|FL) Hold'em$")
_BETTING_WORDS = {"NL": "No Limit", "PL": "Pot Limit", "FL": "Limit"}
_HEADER_RE = re.compile(
    r"^Full Tilt Poker Game #(?P<id>\d+): "
    r"(?:(?P<buyin>.*?) \((?P<tournament>\d+)\), )?"
    r"Table (?P<table>.+?) - "
    r"(?P<small>" + _MONEY + r")/(?P<big>" + _MONEY + r") - "
    r"(?:(?P<cap>" + _MONEY + r") Cap )?"
    r"(?P<betting>No Limit|Pot Limit|Limit) (?P<game>Hold'em) - "
    r"(?P<clock>\d{1,2}:\d{2}:\d{2}) (?P<tz>[A-Z]{2,4}) - (?P<date>\d{4}/\d{1,2}/\d{1,2})\s*$"
)
_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^The button is in seat #(\d+)\s*$"), r"Table '' 10-max Seat #\1 is the button"),
    (re.compile(r"^(Seat \d+: .+?) \((" + _MONEY + r")\),?( is sitting out)?\s*$"),
     r"\1 (\2 in chips)\3"),
    (re.compile(r" posts the (small|big) blind of (" + _MONEY + r")\s*$"), r" posts \1 blind \2"),
    (re.compile(r"^(.+) posts (" + _MONEY + r")\s*$"), r"\1 posts big blind \2"),
    (re.compile(r"^(.+) antes (" + _MONEY + r")\s*$"), r"\1 posts the ante \2"),
    # a small blind owed, posted dead: it goes in the pot and counts for nothing
    (re.compile(r"^(.+) posts a dead small blind of (" + _MONEY + r")\s*$"),
     r"\1 posts dead small blind \2"),
    (re.compile(r" raises to (" + _MONEY + r")\s*$"), r" raises \1 to \1"),
    (re.compile(r"^(.+?) shows \[([^\]]*)\].*$"), r"\1: shows [\2]"),
    (re.compile(r"^(.+?) (?:wins|ties for) (?:the (?:pot|main pot|side pot(?: #\d+)?)|pot [12]) "
                r"\((" + _MONEY + r")\)(?: with .*)?\s*$"), r"\1 collected \2 from pot"),
    (re.compile(r"^Uncalled bet of (" + _MONEY + r") returned to (.+)$"),
     r"Uncalled bet (\1) returned to \2"),
    (re.compile(r"^Board: \["), "Board ["),
    (re.compile(r"^(\*\*\* (?:FLOP|TURN|RIVER) \*\*\*.*?) \(Total Pot: .*\)\s*$"), r"\1"),
    # a board run twice: "*** TURN 2 *** [..] [..]", "*** SHOW DOWN 1 ***", "*** SUMMARY 2 ***"
    (re.compile(r"^\*\*\* (FLOP|TURN|RIVER|SHOW DOWN|SUMMARY) 1 \*\*\*(.*?)"
                r"(?: \(Total Pot: .*\))?\s*$"), r"*** FIRST \1 ***\2"),
    (re.compile(r"^\*\*\* (FLOP|TURN|RIVER|SHOW DOWN|SUMMARY) 2 \*\*\*(.*?)"
                r"(?: \(Total Pot: .*\))?\s*$"), r"*** SECOND \1 ***\2"),
)
# Lines with nothing to replay: time warnings, seats taken and left, chips added, moods, a
# hand's name without its cards ("shows a pair of Aces": the cards were shown before).
_NOTHING_RE = re.compile(
    r"^(?:.+ (?:has \d+ seconds left to act|has requested TIME|stands up|sits down|"
    r"adds " + _MONEY + r"|has reconnected|is back|is feeling \w+|sits out|"
    r"finished in \w+ place|shows (?!\[).*)|.+ has been disconnected.*|"
    r"Seat \d+: .+(?<!\),) is sitting out|\d+ seconds left to act|"
    # a tracker's archive of Full Tilt hands (Hold'em Manager): its start, its numbering
    # between hands, and each hand's length
    r"BEGIN|\*+ # \d+ \*+|Duration \d+s|"
    # a board run twice: the players' agreement, and each run's pot in its summary
    r"Players agree to Run It Twice|Pot [12] " + _MONEY + r")\s*$")
_ALL_IN_RE = re.compile(r",? and is all in\s*$")
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


# "$1/$2 - Limit Hold'em" are the bets: the blinds $0.50 and $1.
FULLTILT = stars.Dialect(SITE, _START_RE, _HEADER_RE, fulltilt_line, limit_header_bets=True)


def starts_a_hand(text: str) -> bool:
    """Whether ``text`` begins like a Full Tilt hand (or a tracker's archive of them)."""
    lines = text.lstrip("\ufeff").splitlines()
    while lines and (not lines[0].strip() or _ARCHIVE_RE.match(lines[0])):
        lines.pop(0)
    return bool(lines) and (stars.starts_a_hand(lines[0], FULLTILT)
                            or _SUMMARY_FILE_RE.match(lines[0]) is not None)


def written_header(text: str) -> str:
    """A Full Tilt header in the one form :data:`_HEADER_RE` reads (unchanged when it is not
    one Felt knows, so that the reason names the header as written)."""
    head = _WRITTEN_RE.match(text)
    if head is None:
        return text
    first, _, second = head["game"].partition(" - ")
    stakes, kind = _STAKES_RE.match(first), _KIND_RE.match(second)
    if stakes is None or kind is None:
        stakes, kind = _STAKES_RE.match(second), _KIND_RE.match(first)
    if stakes is None or kind is None:
        return text
    event = ""
    if head["tournament"] is not None:
        event = f"{head['event'].replace('(', '').replace(')', '')} ({head['tournament']}), "
    table = head["match"] or head["table"]
    cap = f"{kind['cap']} Cap " if kind["cap"] else ""
    betting = _BETTING_WORDS.get(kind["betting"], kind["betting"])
    clock = head["clock"] if head["clock"].count(":") == 2 else f"{head['clock']}:00"
    small, big = _thousands(stakes["small"]), _thousands(stakes["big"])
    return (f"Full Tilt Poker Game #{head['id']}: {event}Table {table} - {small}/{big} - "
            f"{cap}{betting} Hold'em - {clock} {head['tz']} - {_date(head['date'])}")


def _thousands(stake: str) -> str:
    """``50K`` as ``50000`` (tournament and play-money stakes in thousands)."""
    return stake[:-1].replace(",", "") + "000" if stake.endswith("K") else stake


def _date(text: str) -> str:
    """``Wed, July 21, 2010`` as ``2010/07/21`` (a date form Full Tilt used for a while)."""
    if "/" in text:
        return text
    try:
        return datetime.strptime(text.split(", ", 1)[1], "%B %d, %Y").strftime("%Y/%m/%d")
    except ValueError:
        return text


def parse_hands(lines: Iterable[bytes], source: str = "<text>", known: Known | None = None,
                known_text: KnownText | None = None,
                ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a Full Tilt text given as byte lines, replayed or skipped with why."""
    for block, problem, encoding in stars.split_hands(lines, FULLTILT):
        first, header = block[0]
        header = _placeholder_stakes(header, block)
        if problem is not None and len(block) == 1 and _NOTHING_RE.match(header):
            continue  # an archive's "BEGIN" before the first hand
        if problem is not None and _SUMMARY_FILE_RE.match(header.lstrip("\ufeff")):
            yield SkippedHand(SITE, source, None, first, "not_hands", f"{source}: a Full Tilt "
                              "tournament summary (places and prizes), not hands: nothing to "
                              "import")
            return
        unseated = _unseated(block) if _HEADER_RE.match(written_header(header)) else None
        if unseated is not None:
            yield unseated_hand(source, block, *unseated)
            continue
        block[0] = (first, written_header(header))
        yield stars.read_hand(completed(block), problem, encoding, source, FULLTILT, known,
                              known_text)


_PLACEHOLDER_RE = re.compile(r" - \d+B/\d+B(?: Ante \d+B)? - ")
_ANTE_RE = re.compile(r"^.+ antes (?P<ante>[\d,]+)")
_ARCHIVE_RE = re.compile(r"^(?:BEGIN|\*+ # \d+ \*+)\s*$")
_SUMMARY_FILE_RE = re.compile(r"^Full Tilt Poker Tournament Summary ")
def _placeholder_stakes(header: str, block: list[tuple[int, str]]) -> str:
    """A Flipout's header writes no stakes ("2B/2B Ante 2B": every player antes his whole
    stack, nobody posts a blind): the ante posted stands for them."""
    if _PLACEHOLDER_RE.search(header) is None:
        return header
    ante = next((m["ante"] for m in map(_ANTE_RE.match, (t for _, t in block[1:]))
                 if m is not None), None)
    return header if ante is None else _PLACEHOLDER_RE.sub(f" - {ante}/{ante} - ", header, 1)


def _unseated(block: list[tuple[int, str]]) -> tuple[int, str, str] | None:
    """Where a hand that lists no seats shows it, the refusal's code and why nothing can be
    replayed: an observer's text written without seats (``no_seats``: forced bets by players
    whose chips are unknown), or a hand cut to its header and summary (``no_play``: nothing
    was played in it); ``None`` for a hand with seats."""
    for number, text in block[1:]:
        if _SEATED_RE.match(text):
            return None
        if " posts " in text or " antes " in text:
            return number, "no_seats", ("the hand lists no seats, so no player's chips are "
                                        "known (an observer's text written without them)")
        if text.startswith("*** SUMMARY"):
            return number, "no_play", ("the hand holds only its header and summary: no seats, "
                                       "no play")
    return None


def unseated_hand(source: str, block: list[tuple[int, str]], line: int, code: str,
                  why: str) -> SkippedHand:
    """A hand refused because its text lists no seats."""
    first = block[0][0]
    return SkippedHand(SITE, source, f"line {first}", line, code,
                       f"{source}: hand at line {first}: line {line}: {why}")


_STREET_RE = re.compile(r"^\*\*\* (?:FLOP|TURN|RIVER)(?: [12])? \*\*\* "  # "TURN 2": run twice
                        r"(?P<cards>\[[^\]]*\](?: \[[^\]]*\])?)")
_SUMMARY_BOARD_RE = re.compile(r"^Board: \[(?P<cards>[^\]]*)\]\s*$")
_SEATED_RE = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+?) \(")
_SUMMARY_SEAT_RE = re.compile(r"^Seat (?P<seat>\d+): .*?(?:(?P<folded>folded before the Flop)"
                              r"|(?:collected|and won) \((?P<won>[^)]*)\))")
_SUMMARY_OUT_RE = re.compile(r"^Seat (?P<seat>\d+): .+ is sitting out\s*$")
_SEATED_OUT_RE = re.compile(r"^(Seat \d+: .+ \(" + _MONEY + r"\))\s*$")
_ANTE_ALL_IN_RE = re.compile(r"^(?P<name>.+) antes [\d,.]+, and is all in\s*$")
_WINS_RE = re.compile(r"^.+ (?:wins|ties for) (?:the )?(?:pot|main pot|side pot)")


def completed(block: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The hand with the lines Full Tilt left out put back from its summary: a walk names
    no winner before it (only "Seat 5: Bob (big blind) collected (30)"), a small blind who
    folds to nobody but the big blind is sometimes not written folding ("Seat 4: Ann (small
    blind) folded before the Flop"), and a player sitting out is sometimes said so only in
    the summary ("Seat 2: Cy is sitting out"). A player all in from his ante has nothing to
    check (a Flipout writes "checks" for its first two players)."""
    at = next((k for k, (_, t) in enumerate(block) if t.startswith("*** SUMMARY")), None)
    if at is None:
        return block
    names: dict[str, str] = {}
    for _, text in block[1:at]:
        seated = _SEATED_RE.match(text)
        if seated is not None and seated["seat"] not in names:
            names[seated["seat"]] = seated["name"]
    out = {line["seat"] for line in map(_SUMMARY_OUT_RE.match, (t for _, t in block[at + 1:]))
           if line is not None}
    block = [(n, _SEATED_OUT_RE.sub(r"\1, is sitting out", t) if k and out and
              (m := _SEATED_RE.match(t)) is not None and m["seat"] in out else t)
             for k, (n, t) in enumerate(block)]
    broke = {m["name"] for m in map(_ANTE_ALL_IN_RE.match, (t for _, t in block[1:at]))
             if m is not None}
    block = [(n, t) for n, t in block if not (broke and t.endswith(" checks")
                                              and t[:-len(" checks")] in broke)]
    at = next(k for k, (_, t) in enumerate(block) if t.startswith("*** SUMMARY"))
    said = {t for _, t in block[1:at]}
    wins = any(_WINS_RE.match(t) for t in said)
    folds: list[tuple[int, str]] = []
    won: list[tuple[int, str]] = []
    for number, text in block[at + 1:]:
        line = _SUMMARY_SEAT_RE.match(text)
        name = names.get(line["seat"]) if line is not None else None
        if line is None or name is None:
            continue
        if line["folded"] and f"{name} folds" not in said:
            folds.append((number, f"{name} folds"))
        elif line["won"] and not wins:
            won.append((number, f"{name} wins the pot ({line['won']})"))
    streets = _streets_left_out(block, at)
    if not folds and not won and not streets:
        return block
    preflop = next((k for k, (_, t) in enumerate(block) if k < at and t.startswith((
        "*** FLOP", "Uncalled bet"))), at)
    return block[:preflop] + folds + block[preflop:at] + streets + won + block[at:]


def _streets_left_out(block: list[tuple[int, str]], at: int) -> list[tuple[int, str]]:
    """The street lines of board cards the summary shows but no street line dealt (an
    all-in hand written without its river)."""
    dealt = 0
    for _, text in block[1:at]:
        street = _STREET_RE.match(text)
        if street is not None:
            dealt = len(street["cards"].replace("] [", " ").split())
    board = next((_SUMMARY_BOARD_RE.match(t) for _, t in block[at + 1:]
                  if t.startswith("Board: ")), None)
    if board is None or dealt < 3:
        return []
    cards = board["cards"].split()
    number = block[at][0]
    return [(number, f"*** {name} *** [{' '.join(cards[:size - 1])}] [{cards[size - 1]}]")
            for name, size in (("TURN", 4), ("RIVER", 5)) if dealt < size <= len(cards)]


def iter_hands(path: Path, known: Known | None = None, known_text: KnownText | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a Full Tilt hand-history file, read as a stream."""
    yield from stream_hands(
        path, SITE, lambda stream: parse_hands(stream, str(path), known, known_text))


__all__ = ["FULLTILT", "fulltilt_line", "iter_hands", "parse_hands", "starts_a_hand",
           "written_header"]

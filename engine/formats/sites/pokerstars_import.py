"""PokerStars hand histories in: each hand parsed, replayed through the engine and checked.

The importer reads the text files PokerStars writes (cash and tournament headers, real and play
money in any currency, 2 to 10 seats, antes, big-blind antes, straddles, side pots, uncalled
bets, shows and mucks, players sitting out or disconnected, chat, the summary). Every line of a
hand must be one it understands: a line it does not is reported with its number and the hand is
skipped, never guessed. Each hand is then replayed by :class:`~engine.rules.hand.HandState`
from a deck stacked with the cards the text reveals (unknown hole cards never win by their
placeholder value), every call amount is checked against the engine's, and what each player
collected must be what the text says (less the rake, which the engine does not take).

Hands are read one at a time from a stream (:func:`iter_hands`), so a file of any number of
hands is imported in bounded memory.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from datetime import datetime
from decimal import Decimal
from decimal import InvalidOperation
from functools import lru_cache
from pathlib import Path
from typing import cast

from engine.core.cards import Card
from engine.core.cards import card_str
from engine.core.cards import parse_cards
from engine.core.errors import FeltError
from engine.core.errors import HistoryFileError
from engine.core.errors import ReplayError
from engine.formats.history_file import open_regular
from engine.formats.history_hand import BET
from engine.formats.history_hand import BOARD
from engine.formats.history_hand import CALL
from engine.formats.history_hand import CHECK
from engine.formats.history_hand import FOLD
from engine.formats.history_hand import ODD_CHIP_WAYS
from engine.formats.history_hand import Act
from engine.formats.history_hand import HistoryHand
from engine.formats.history_hand import key_of_text
from engine.formats.history_replay import replay
from engine.formats.imported import MAX_DECIMALS
from engine.formats.imported import MAX_MINOR_UNITS
from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import KnownText
from engine.formats.imported import SkippedHand
from engine.formats.imported import decimal_places
from engine.formats.text_safety import has_control
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.hand import HandState

SITE = "pokerstars"
MAX_HAND_LINES = 400  # a real hand has a few dozen lines; beyond this the block is garbage
MAX_LINE_LENGTH = 1000

AMOUNT = r"[$€£¥]?[\d,]+(?:\.\d+)?[€$£¥]?(?: ?(?:USD|EUR|GBP|CAD|INR|CNY|SC|chips))?"
# The stakes in brackets: "($0.25/$0.50 USD)", "(50/100)", a capped table's
# "($0.50/$1.00 - $20 Cap - USD)"; a short-deck table's "($1/$1)" is ante and button blind,
# written "(Button Blind $2 - Ante $2 USD)" since 2019 (a no-break space after each name); a
# mixed game's names its game first: "Mixed NLH/PLO (Hold'em No Limit, $0.10/$0.25 USD)".
STAKES = (r"(?:\(|, )(?:(?P<small>" + AMOUNT + r")/(?P<big>" + AMOUNT + r")"
          r"(?: - (?P<cap>" + AMOUNT + r") Cap -\s+[A-Z]{3})?"
          r"|Button Blind\s(?P<button_blind>" + AMOUNT + r") - Ante\s(?P<ante>" + AMOUNT
          + r")(?:\s+[A-Z]{3})?)\)")
# The date, with the zone when written, and the second (ET) date of older headers:
# "2009/05/05 13:32:38 CET [2009/05/05 7:32:38 ET]", "2006/11/07 - 23:38:41 (ET)".
DATE = (r"(?: - (?P<date>\d{4}/\d{1,2}/\d{1,2}) (?:- )?(?P<clock>\d{1,2}:\d{2}(?::\d{2})?)"
        r"(?: \(?(?P<tz>[A-Z]{2,4})\)?)?(?: \[.*\])?)?")
HEADER_BODY = (
    r"#(?P<id>\d+):\s+(?:\{[^}]*\}\s+)?"  # a home game's club: "{Dazzle's Room}"
    r"(?:(?:Zoom )?Tournament #(?P<tournament>\d+),\s+(?:(?P<buyin>.*?)\s+)?)?"
    # a mixed game's name: "Mixed Hold'em (Hold'em Limit)", "8-Game (Hold'em No Limit)"
    r"(?:(?:Mixed|8-Game|HORSE|HOSE|Triple Stud|Mixed Games) [^(]{0,30}\()?"
    r"(?P<game>(?:6\+ )?(?:Hold'em|HOLD'EM)) (?P<betting>No Limit|Pot Limit|Limit|NO LIMIT|"
    r"POT LIMIT|LIMIT|Pot Limit Pre-Flop, No Limit Post-Flop)\)?\s*"
    r"(?:- (?:Match Round \w+, )?Level (?P<level>[\w-]+) )?"
    + STAKES + DATE + r"\s*$"
)
"""A PokerStars header after its site's words ("PokerStars Hand "): shared with the sites
that write PokerStars' own format (:mod:`engine.formats.sites.stars_family`)."""
_HEADER_RE = re.compile(
    r"^(?:PokerStars|POKERSTARS|Zoom|Felt)(?: Zoom| Home Game)? (?:Hand|Game|HAND|GAME) "
    + HEADER_BODY)
_START_RE = re.compile(r"^(?:\ufeff)?(?:PokerStars|POKERSTARS|Zoom|Felt)(?: Zoom| Home Game)? "
                       r"(?:Hand|Game|HAND|GAME) #")
_HOLDEM_RE = re.compile(r"Hold'em|Holdem")  # a header naming another game is "not Hold'em"
# A hand's mark in a tracker's archive of PokerStars hands ("*********** # 1 **************"),
# whose lines are then indented by one space.
_ARCHIVE_MARK = re.compile(r"^\*{5,} # \d+ \*{5,}[ \t\r]*(?=\n|$)")
# The first line of the hands PokerStars e-mails on request ("Transcript for last 1 week of
# play requested by Ann (ann@example.com)"), each hand then under "***** # 1 *****"
_TRANSCRIPT_RE = re.compile(r"^(?:\ufeff)?Transcript for .* requested by ")
_HIDDEN_CARD = "XX"  # a shown card a tracker's export did not know
_SPLIT_RE = re.compile(r"\bSplit Hold'em")  # two boards, each paying half of every pot
_TABLE_RE = re.compile(
    r"^Table (?:ID )?'(?P<table>.*?)'(?: (?P<max>\d+)-[Mm]ax)?(?: \((?:Play|Real) Money\))?"
    r" Seat #(?P<button>\d+) is the button\s*$"
)
_SEAT_RE = re.compile(
    r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>" + AMOUNT + r") in chips"
    r"(?:, (?P<bounty>" + AMOUNT + r") bounty)?\)(?P<out> is sitting out| out of hand.*)?"
    r"(?: \[hero\])?\s*$"  # Run It Once marks the player whose file it is
)
_STREET_RE = re.compile(
    r"^\*\*\* (?:(?P<run>FIRST|SECOND) )?"  # a board run twice: "*** SECOND TURN ***"
    r"(?P<street>HOLE CARDS|FLOP|TURN|RIVER|SHOW ?DOWN|SUMMARY) \*\*\*"
    r"(?: +\[(?P<old>[^\]]*)\])?(?: \[(?P<new>[^\]]*)\])?\s*$"
)
_DEALT_RE = re.compile(r"^Dealt to (?P<rest>.+?)(?: \[(?P<cards>[^\]]+)\])?\s*$")
# A hand whose board was run three times ("*** THIRD FLOP ***", "Hand was run three times"):
# Felt replays a board run once or twice.
_RUN_THRICE_RE = re.compile(r"^(?:\*\*\* THIRD |Hand was run three)")
_RUN_THRICE_WHY = ("line {}: the board was run three times, and Felt replays a board run once "
                   "or twice")
_RUN_TWICE_STARTS = ("*** ", "Hand was run")  # what a line _RUN_THRICE_RE matches begins with
# The summary of a board run twice: "Hand was run twice" (GGPoker: "two times"), each board
# named ("FIRST Board [..]", or GGPoker's "FIRST" on a line of its own, then "Board [..]").
_RUN_SUMMARY_RE = re.compile(r"^(?:Hand was run (?:twice|two times)|(?:FIRST|SECOND)"
                             r"(?: Board \[[^\]]*\])?)\s*$")
_ACTION_RE = re.compile(
    r"^(?P<verb>folds|checks|calls|bets|raises|posts small blind|posts big blind|"
    r"posts small & big blinds|posts the ante|posts straddle|posts button blind|straddle|"
    r"posts dead small blind|"
    r"shows|mucks hand|mucks|"
    r"doesn't show hand|is sitting out|sits out|has timed out|is disconnected|"
    r"is connected|has returned|will be allowed to play after the button|leaves the table|"
    r"joins the table at seat #\d+|said, \".*\"|finished the tournament.*|"
    r"wins the tournament.*|re-buys.*|collected|cashed out.*)(?P<rest>.*)$"
)
# after a fold or check the site made for a player (a converter of Ignition's text writes why)
_SITE_MADE = frozenset({"(disconnect)", "(auth)", "(timeout)"})
_FOLD_SHOWS = " & shows "
_COLLECT_RE = re.compile(
    r"^ (?P<amount>" + AMOUNT + r") from (?:the )?(?:pot|main pot|side pot(?:[- ]\d+)?)\s*$"
)
_UNCALLED_RE = re.compile(
    r"^Uncalled bet \((?P<amount>" + AMOUNT + r")\) returned to (?P<name>.+)$"
)
_RAISE_RE = re.compile(r"^ (?P<by>" + AMOUNT + r") to (?P<to>" + AMOUNT + r")"
                       r"(?P<allin> and is all-in)?(?: and has reached the .* cap)?\s*$")
_AMOUNT_RE = re.compile(r"^ (?P<amount>" + AMOUNT + r")(?P<allin> and is all-in)?"
                        r"(?: and has reached the .* cap)?\s*$")
# "shows [Ad Kd] (a pair of Aces)"; Run It Once: "shows [Ad Qd] for Pair [Ad Kd Qs Qd 5c]"
_SHOW_RE = re.compile(r"^ \[(?P<cards>[^\]]*)\](?: \(.*\)| for .*)?\s*$")
_SUMMARY_SEAT_RE = re.compile(r"^Seat (?P<seat>\d+): (?P<text>.*)$")
_SUMMARY_CARDS_RE = re.compile(r"(?:showed|mucked) \[(?P<cards>[^\]]+)\]")
# PokerStars' all-in cash-out: the pot the winner would have collected, written only in the
# summary ("won ($58) with two pair, Aces and Queens (pot not awarded as player cashed out)")
_CASHED_OUT_WON_RE = re.compile(r" won \((?P<amount>" + AMOUNT + r")\) .*"
                                r"\(pot not awarded as player cashed out\)\s*$")
# A tournament's pot has no rake (GGPoker writes no "| Rake" then).
_TOTAL_RE = re.compile(r"^Total pot (?P<total>" + AMOUNT + r")(?P<pots>.*?)"
                       r"(?:\| Rake (?P<rake>" + AMOUNT + r"))?"
                       r"(?P<fees>(?: ?\| (?!Rake |Main pot|Side pot|STP ).*)?)\s*$")
#: The fees of :data:`_FEE_RE` that pay a jackpot (a bad-beat jackpot), named apart from the
#: rake (they are still in the hand's ``rake``, what the winners did not collect).
JACKPOT_FEES = frozenset({"jackpot", "jp fee"})
# Further fees a site takes from the pot after its rake (GGPoker: "| Jackpot $0.10 | Bingo $0
# | Fortune $0 | Tax $0"): all of them are money the winners did not collect.
_FEE_RE = re.compile(r"\| (?P<name>Jackpot|Bingo|Fortune|Tax|JP Fee) (?P<amount>" + AMOUNT + r") ?")
_BOARD_RE = re.compile(r"^Board \[(?P<cards>[^\]]*)\]\s*$")
# Money the site puts in the pot: Run It Once's "Splash the Pot" ("STP added: €0.50") and
# GGPoker Rush & Cash's "Cash Drop to Pot : total $0.5"
_SPLASH_RE = re.compile(r"^(?:STP added: |Cash Drop to Pot : total )(?P<amount>" + AMOUNT
                        + r")\s*$")
_NOISE_RE = re.compile(
    r"^(?:.+ is sitting out|.+ sits out|.+ has timed out.*|.+ is disconnected|"
    r".+ is connected|.+ has returned|.+ said, \".*\"|.+ leaves the table|"
    r".+ joins the table at seat #\d+|.+ will be allowed to play after the button|"
    r".+ finished the tournament.*|.+ wins the tournament.*|.+ has been disconnected.*|"
    r".+ was removed from the table.*|.+ cashed out the hand.*|.+: Pays Cashout Risk.*|"
    # GGPoker's all-in cash-out: the pot is still paid as played out, the site's payment to
    # the player who cashed out is outside it
    r".+: Chooses to EV Cashout|.+: Receives Cashout \(\S+\)|"
    r".+ has requested TIME|.+ has timed out while (?:being )?disconnected|"
    r"Betting is capped|"  # a Limit round's last raise made
    r".+: Table deposit \S+|"  # chips added between hands (a converter's line)
    # the same converter's lines of Ignition's table events, the player's name at times
    # left out: "Seat sit down", "Hero: Seat re-join", "Table leave user", "Set dealer"
    r"(?:.+: )?(?:Table deposit \S+|Table leave user|Seat sit down|Seat re-join|"
    r"Sitout \(wait for bb\))|Set dealer|"
    # a knockout tournament's bounty, paid beside the chips: "Ann wins the $0.25 bounty for
    # eliminating Bob", "Ann wins $0.31 for eliminating Bob and their own bounty increases..."
    r".+ wins (?:the )?\S+ (?:bounty )?for eliminating .+|"
    r".+ split the \S+ bounty for eliminating .+)\s*$"  # two knocked him out together
)
_PLAIN_TIME_RE = re.compile(r"(\d{4})/(\d\d?)/(\d\d?) (\d\d?):(\d\d):(\d\d)\Z")
_DIGITS_RE = re.compile(r"\d[\d,]*(?:\.\d+)?")
_CARD_IDS = {card_str(c): c for c in range(52)}
AMOUNT_CACHE = 4096  # distinct amount texts remembered; a session repeats the same few
_BETTING = {"No Limit": Betting.NO_LIMIT, "Pot Limit": Betting.POT_LIMIT,
            "Limit": Betting.FIXED_LIMIT, "Fixed Limit": Betting.FIXED_LIMIT,
            # Pot-Limit before the flop, No-Limit after it: replayed as No-Limit, whose
            # raises include every pot-limit one
            "Pot Limit Pre-Flop, No Limit Post-Flop": Betting.NO_LIMIT}
_CURRENCY = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "CNY"}
_STREET_SIZE = {"FLOP": 3, "TURN": 1, "RIVER": 1}


@dataclass(frozen=True, slots=True)
class Dialect:
    """What tells one site's PokerStars-like text from another's (GGPoker writes nearly the
    same lines): the site's name, the line that starts a hand and its header."""

    site: str
    start: re.Pattern[str]
    header: re.Pattern[str]
    # Rewrites a line of the site's own wording into PokerStars' (``None``: the line is
    # nothing to read); applied to every line after the header.
    lines: Callable[[str], str | None] | None = None
    # Whether a Limit game's header names its small and big bet (PokerStars' "Hold'em Limit
    # ($1/$2)": blinds of $0.50 and $1), not its blinds (Winamax's "fixed limit (0.05€/0.10€)").
    limit_header_bets: bool = False
    # Whether the site writes a bet nobody called as collected (no "Uncalled bet" line).
    returned_in_collected: bool = False
    # Whether the site writes a tournament's half chips won as whole ones (Winamax).
    rounds_chips_won: bool = False
    # The first line of the site's tournament summary file (places and prizes, no hands),
    # which clients keep beside the hands: such a file is told as holding no hands.
    summary: re.Pattern[str] | None = None


# PokerStars' summary file, or the summaries it e-mails on request
STARS = Dialect(SITE, _START_RE, _HEADER_RE, limit_header_bets=True, summary=re.compile(
    r"^(?:\ufeff)?(?:PokerStars (?:Home Game )?Tournament #\d+, |Tournament History for your "
    r"last \d+ tournaments? requested by )"))


class StarsError(FeltError):
    """A line of a PokerStars hand could not be understood or does not replay.

    ``details['line']`` is its line number in the file.
    """


@dataclass(slots=True)
class _Seat:
    seat: int
    name: str
    stack: Decimal
    sitting_out: bool


@dataclass(slots=True)
class _Hand:
    """What the text of one hand says, before it is replayed."""

    hand_id: str
    tournament: str | None
    betting: Betting
    short_deck: bool
    small: Decimal
    big: Decimal
    played_at: str | None
    currency: str | None
    timezone: str | None
    cap: Decimal | None = None  # a capped table's most a player may put in
    table: str | None = None
    button: int | None = None
    seats: list[_Seat] = field(default_factory=list)
    antes: dict[str, Decimal] = field(default_factory=dict)
    blinds: dict[str, Decimal] = field(default_factory=dict)
    dead: dict[str, Decimal] = field(default_factory=dict)
    straddles: dict[str, Decimal] = field(default_factory=dict)
    holes: dict[str, list[Card]] = field(default_factory=dict)
    board: list[Card] = field(default_factory=list)
    # (line, name, verb, amount or None) for folds, checks, calls, bets, raises, in order;
    # the street markers as (line, "", street, None).
    actions: list[tuple[int, str, str, Decimal | None]] = field(default_factory=list)
    collected: dict[str, Decimal] = field(default_factory=dict)
    returned: dict[str, Decimal] = field(default_factory=dict)
    rake: Decimal = Decimal(0)
    late: set[str] = field(default_factory=set)  # may play only after the button passes
    mucked: set[str] = field(default_factory=set)  # threw their cards away at showdown
    shown: set[str] = field(default_factory=set)  # turned their cards up
    button_blind: bool = False  # a short-deck button blind: the action starts left of it
    fees: dict[str, Decimal] = field(default_factory=dict)  # jackpot and other fees (in rake)
    limit_header_bets: bool = False  # the header of a Limit game names bets, not blinds
    cashed_out: int | None = None  # the line of a player's cash-out of an all-in pot
    # what the pot as played out paid a player who cashed out (the summary's "won ($58)")
    cashed_out_won: dict[str, Decimal] = field(default_factory=dict)
    second_board: list[Card] = field(default_factory=list)  # a board run twice: the second
    second_line: int = 0  # the line that begins the second run
    site_money: Decimal = Decimal(0)  # what the site put in the pot (Splash the Pot)


def _amount(text: str, line: int) -> Decimal:
    value = _amount_of(text)
    if value is None:
        raise StarsError("bad_amount", f"line {line}: not an amount in range", line=line)
    return value


@lru_cache(maxsize=AMOUNT_CACHE)
def _amount_of(text: str) -> Decimal | None:
    """The number in an amount such as ``$1,250.50 USD``; ``None`` if out of range."""
    digits = _DIGITS_RE.search(text)
    if digits is None:
        return None
    try:
        value = Decimal(digits.group().replace(",", ""))
    except InvalidOperation:
        return None
    if decimal_places(value) > MAX_DECIMALS or value > MAX_MINOR_UNITS:
        return None
    return value


def _iso(date: str | None, clock: str | None) -> str | None:
    if date is None or clock is None:
        return None
    if clock.count(":") == 1:  # a clock without seconds (Run It Once: "16:12")
        clock += ":00"
    text = f"{date} {clock}"
    plain = _PLAIN_TIME_RE.match(text)
    try:
        if plain is not None:  # the usual form, without strptime's cost (the same answers)
            year, month, day, hour, minute, second = map(int, plain.groups())
            return datetime(year, month, day, hour, minute, second).isoformat()
        return datetime.strptime(text, "%Y/%m/%d %H:%M:%S").isoformat()
    except ValueError:
        return None


def _currency(text: str) -> str | None:
    for symbol, code in _CURRENCY.items():
        if symbol in text:
            return code
    for code in ("USD", "EUR", "GBP", "CAD", "INR", "CNY"):
        if code in text:
            return code
    return None


def _cards(text: str, line: int) -> list[Card]:
    words = text.split()
    if all(w in _CARD_IDS for w in words):  # the common case, without a regex per card
        cards = [_CARD_IDS[w] for w in words]
        if len(set(cards)) == len(cards):
            return cards
    try:
        return parse_cards(text)
    except FeltError as exc:
        raise StarsError("bad_cards", f"line {line}: {exc}", line=line) from exc


def _header(first_line: int, header: str, dialect: Dialect) -> _Hand:
    """The hand as its first line states it: id, game, stakes, time, currency."""
    match = dialect.header.match(header.lstrip("\ufeff"))
    if match is None:
        if not _HOLDEM_RE.search(header):
            raise StarsError("not_holdem", f"line {first_line}: not Hold'em", line=first_line)
        if _SPLIT_RE.search(header):
            raise StarsError("not_holdem", f"line {first_line}: Split Hold'em (two boards, "
                             "each paying half the pot) is a game Felt does not play",
                             line=first_line)
        raise StarsError("unknown_line", f"line {first_line}: not a hand header it knows: "
                         f"{header[:120]}", line=first_line)
    groups = match.groupdict()
    return _Hand(
        hand_id=match["id"],
        tournament=groups.get("tournament"),
        betting=_BETTING[match["betting"].title()],
        short_deck=match["game"].startswith(("6+", "ShortDeck")),
        small=_amount(groups.get("small") or groups["ante"], first_line),
        big=_amount(groups.get("big") or groups.get("small") or groups["button_blind"],
                    first_line),
        played_at=_iso(groups.get("date"), groups.get("clock")),
        timezone=groups.get("tz"),
        cap=None if groups.get("cap") is None else _amount(groups["cap"], first_line),
        table=groups.get("table"),  # a site that names the table in its header (Full Tilt)
        currency=_currency(f"{groups.get('small') or groups['ante']} {header}")
        if groups.get("tournament") is None else _currency(groups.get("buyin") or ""),
        limit_header_bets=dialect.limit_header_bets,
    )


def _street_line(hand: _Hand, number: int, street: re.Match[str]) -> str:
    """A ``*** FLOP ***``-style line: the new section, with the cards it deals checked.

    A board run twice deals its first run as ``*** FIRST TURN ***`` (read as the board) and
    its second as ``*** SECOND TURN ***`` from the cards both runs share (kept apart: the
    replay deals it after the first run, once nobody can bet)."""
    section = street["street"].replace("SHOWDOWN", "SHOW DOWN")
    if section in _STREET_SIZE:
        new = street["new"] if street["new"] is not None else street["old"]
        cards = _cards(new or "", number)
        before = {"FLOP": 0, "TURN": 3, "RIVER": 4}[section]
        second = street["run"] == "SECOND"
        if second and not hand.second_board:
            if before > len(hand.board):
                raise StarsError("bad_board", f"line {number}: the board is out of order",
                                 line=number)
            hand.second_board = hand.board[:before]
            hand.second_line = number
        board = hand.second_board if second else hand.board
        if len(cards) != _STREET_SIZE[section] or len(board) != before:
            raise StarsError("bad_board", f"line {number}: the board is out of order",
                             line=number)
        board.extend(cards)
        if not second:
            hand.actions.append((number, "", section, None))
    return section


def _seat_line(hand: _Hand, names: list[str], number: int, seat: re.Match[str]) -> None:
    """A ``Seat 3: name (1500 in chips)`` line of the header."""
    name = seat["name"]
    if has_control(name):
        raise StarsError("bad_name", f"line {number}: a player's name holds a "
                         "control character", line=number)
    if name in names:
        raise StarsError("unknown_line", f"line {number}: a name seated twice",
                         line=number)
    names.append(name)
    hand.seats.append(_Seat(int(seat["seat"]), name,
                            _amount(seat["stack"], number), bool(seat["out"])))


def _parse(lines: list[tuple[int, str]], dialect: Dialect = STARS) -> _Hand:
    """Read every line of one hand; any line not understood raises :class:`StarsError`."""
    first_line, header = lines[0]
    hand = _header(first_line, header, dialect)
    names: list[str] = []
    section = "header"
    rewrite = dialect.lines
    for number, line_text in lines[1:]:
        if len(line_text) > MAX_LINE_LENGTH:
            raise StarsError("unknown_line", f"line {number}: too long", line=number)
        text = line_text if rewrite is None else rewrite(line_text)
        if text is None:
            continue
        if not text or text.isspace():
            continue
        if text.startswith(_RUN_TWICE_STARTS) and _RUN_THRICE_RE.match(text):
            raise StarsError("run_twice", _RUN_THRICE_WHY.format(number), line=number)
        street = _STREET_RE.match(text) if text.startswith("*** ") else None
        if street is not None:
            section = _street_line(hand, number, street)
            continue
        if section == "header":
            table = _TABLE_RE.match(text) if text.startswith("Table ") else None
            if table is not None and hand.button is None:
                hand.table = table["table"] or hand.table
                hand.button = int(table["button"])
                continue
            seat = _SEAT_RE.match(text) if text.startswith("Seat ") else None
            if seat is not None:
                _seat_line(hand, names, number, seat)
                continue
        if section == "SUMMARY":
            _summary_line(hand, number, text)
            continue
        uncalled = _UNCALLED_RE.match(text) if text.startswith("Uncalled bet (") else None
        if uncalled is not None:
            who = uncalled["name"].strip()
            if who not in names:
                raise StarsError("unknown_player", f"line {number}: no player {who[:30]!r}",
                                 line=number)
            hand.returned[who] = hand.returned.get(who, Decimal(0)) + _amount(
                uncalled["amount"], number)
            continue
        dealt = _DEALT_RE.match(text) if text.startswith("Dealt to ") else None
        if dealt is not None:
            who = dealt["rest"]
            if who not in names:
                raise StarsError("unknown_player", f"line {number}: cards dealt to no player",
                                 line=number)
            if dealt["cards"] is None:  # a site that names everyone dealt in
                continue
            cards = _cards(dealt["cards"], number)
            if len(cards) != 2:
                raise StarsError("bad_cards", f"line {number}: two hole cards expected",
                                 line=number)
            hand.holes[who] = cards
            continue
        who, rest = _speaker(text, names)
        if who is None:
            if text.startswith("Hand cancelled"):
                raise StarsError("cancelled", f"line {number}: the site cancelled the hand "
                                 "before it was played out: nobody won or lost in it",
                                 line=number)
            if _NOISE_RE.match(text):
                continue
            splash = _SPLASH_RE.match(text)
            if splash is not None:  # Run It Once's "Splash the Pot": the site's own money
                hand.site_money += _amount(splash["amount"], number)
                continue
            raise StarsError("unknown_line", f"line {number}: not a line Felt understands",
                             line=number)
        _action_line(hand, number, who, rest, section, text)
    if hand.button is None or not hand.seats:
        raise StarsError("unknown_line", f"line {first_line}: the hand has no table or seats",
                         line=first_line)
    if hand.second_board and len(hand.second_board) != 5:
        raise StarsError("bad_board", f"line {hand.second_line}: the second board is not "
                         "dealt to the river", line=hand.second_line)
    if hand.cashed_out is not None:  # the pot as played out, paid to its winners
        for who, amount in hand.cashed_out_won.items():
            hand.collected.setdefault(who, amount)
    if hand.cashed_out is not None and not hand.collected:
        raise StarsError("cashed_out", f"line {hand.cashed_out}: the players all-in cashed "
                         "out their shares, so the site paid nobody the pot: Felt keeps hands "
                         "played out to what their pots paid", line=hand.cashed_out)
    return hand


def _speaker(text: str, names: list[str]) -> tuple[str | None, str]:
    """The seated player a line begins with (``name:`` or ``name ``), and the rest after it.

    The longest name wins, so ``Ann B`` is not read as ``Ann`` saying ``B ...``.
    """
    head, colon, tail = text.partition(": ")
    if colon and head in names:
        return head, tail
    best: str | None = None
    for name in names:
        if text.startswith(name) and text[len(name):len(name) + 1] in (" ", ":") and (
            best is None or len(name) > len(best)
        ):
            best = name
    if best is None:
        return None, ""
    rest = text[len(best):]
    return best, rest[2:] if rest.startswith(": ") else rest[1:]


def _action_line(hand: _Hand, number: int, who: str, rest: str, section: str,
                 text: str) -> None:
    if rest == "folds" or rest == "checks":  # most lines: what the match below makes of them
        hand.actions.append((number, who, rest, None))
        return
    action = _ACTION_RE.match(rest)
    if action is None:
        if _NOISE_RE.match(text):  # a line about a player that changes nothing dealt
            return
        if not rest.strip() and text.startswith(who + ":"):  # "Ann:  ": nothing done or said
            return
        raise StarsError("unknown_line", f"line {number}: not a line Felt understands",
                         line=number)
    verb, tail = action["verb"], action["rest"]
    if verb in ("folds", "checks"):
        if tail.strip() in _SITE_MADE:  # the converter's "folds (disconnect)"
            tail = ""
        elif tail.startswith(_FOLD_SHOWS):  # its "folds & shows [Td Tc]": "folds [Td Tc]"
            tail = tail[len(_FOLD_SHOWS) - 1:]
        if tail.strip() and not tail.strip().startswith("["):
            raise StarsError("unknown_line", f"line {number}: not a line Felt understands",
                             line=number)
        hand.actions.append((number, who, verb, None))
        if verb == "folds" and tail.strip():  # "folds [Qh]": a card shown as it is folded
            shown = _SHOW_RE.match(tail)
            if shown is None:
                raise StarsError("unknown_line", f"line {number}: shown cards expected",
                                 line=number)
            _learn_hole(hand, who, _cards(shown["cards"], number), number)
    elif verb in ("calls", "bets"):
        amount = _AMOUNT_RE.match(tail)
        if amount is None:
            raise StarsError("unknown_line", f"line {number}: an amount is missing",
                             line=number)
        value = _amount(amount["amount"], number)
        if verb == "bets" and section == "HOLE CARDS" and hand.blinds:
            # Before the flop the blinds are a bet: "bets 290" there raises by 290 (Winamax).
            top = max((*hand.blinds.values(), *hand.straddles.values(),
                       *(a for _, _, v, a in hand.actions if v == "raises" and a)))
            verb, value = "raises", top + value
        hand.actions.append((number, who, verb, value))
    elif verb == "raises":
        raised = _RAISE_RE.match(tail)
        if raised is None:
            raise StarsError("unknown_line", f"line {number}: a raise needs 'X to Y'",
                             line=number)
        hand.actions.append((number, who, verb, _amount(raised["to"], number)))
    elif verb.startswith("posts") or verb == "straddle":
        amount = _AMOUNT_RE.match(tail)
        if amount is None or section != "header":
            raise StarsError("unknown_line", f"line {number}: a forced bet out of place",
                             line=number)
        _forced_bet(hand, who, verb, _amount(amount["amount"], number))
    elif verb == "collected":
        collect = _COLLECT_RE.match(tail)
        if collect is None:
            raise StarsError("unknown_line", f"line {number}: not a line Felt understands",
                             line=number)
        hand.collected[who] = hand.collected.get(who, Decimal(0)) + _amount(
            collect["amount"], number)
    elif verb == "shows" or (verb == "mucks" and tail.startswith(" [")):
        shown = _SHOW_RE.match(tail)
        if shown is None:
            raise StarsError("unknown_line", f"line {number}: shown cards expected",
                             line=number)
        cards = _shown_cards(shown["cards"], number)
        if cards:
            _learn_hole(hand, who, cards, number)
        (hand.shown if verb == "shows" else hand.mucked).add(who)
    elif verb in ("mucks hand", "mucks"):
        hand.mucked.add(who)
    elif verb == "will be allowed to play after the button":
        hand.late.add(who)
    elif verb.startswith("cashed out"):  # paid his share of an all-in pot by the site
        hand.cashed_out = number
    # mucks hand, doesn't show hand, sitting out, chat, connection: nothing to replay


def _forced_bet(hand: _Hand, who: str, verb: str, value: Decimal) -> None:
    """A blind, ante, straddle or dead blind posted before the cards: where its chips go."""
    if verb == "posts the ante":
        hand.antes[who] = hand.antes.get(who, Decimal(0)) + value
    elif verb == "posts dead small blind":  # (Full Tilt's, rewritten)
        hand.dead[who] = hand.dead.get(who, Decimal(0)) + value
    elif verb == "posts small & big blinds":
        hand.blinds[who] = hand.blinds.get(who, Decimal(0)) + min(value, hand.big)
        hand.dead[who] = hand.dead.get(who, Decimal(0)) + max(value - hand.big, Decimal(0))
    elif verb in ("posts straddle", "straddle"):
        hand.straddles[who] = value
    elif verb == "posts button blind":
        hand.blinds[who] = hand.blinds.get(who, Decimal(0)) + value
        hand.button_blind = True
    elif verb == "posts big blind" and value > hand.big and any(
            v >= hand.big for v in hand.blinds.values()):
        if value == 2 * hand.big:  # a second big blind of twice it: a straddle
            hand.straddles[who] = value  # (PokerMaster)
        else:  # a big blind and dead money, posted by a player coming back (iPoker)
            hand.blinds[who] = hand.big
            hand.dead[who] = hand.dead.get(who, Decimal(0)) + value - hand.big
    elif verb == "posts small blind" and who not in hand.blinds and any(
            v < hand.big for v in hand.blinds.values()):
        # a second small blind, posted by a player coming back out of his turn, is dead
        # money: his call still costs the whole bet
        hand.dead[who] = hand.dead.get(who, Decimal(0)) + value
    else:
        hand.blinds[who] = hand.blinds.get(who, Decimal(0)) + value


def _shown_cards(text: str, number: int) -> list[Card]:
    """The cards of a show; a card a tracker's export did not know is written "XX"
    ("shows [XX Qs]": one card shown) and left out."""
    if _HIDDEN_CARD in text:
        text = " ".join(w for w in text.split() if w != _HIDDEN_CARD)
    return _cards(text, number)


def _learn_hole(hand: _Hand, who: str, cards: list[Card], number: int) -> None:
    """Cards of ``who`` the text shows: both, or one ("shows [Kd]")."""
    if len(cards) not in (1, 2):
        raise StarsError("bad_cards", f"line {number}: one or two hole cards expected",
                         line=number)
    known = hand.holes.get(who, [])
    merged = known + [c for c in cards if c not in known]
    if len(merged) > 2:
        raise StarsError("contradicting_cards", f"line {number}: cards differ from those dealt",
                         line=number)
    hand.holes[who] = merged


def _summary_line(hand: _Hand, number: int, text: str) -> None:
    seat = _SUMMARY_SEAT_RE.match(text) if text.startswith("Seat ") else None
    if seat is not None:  # most lines (none of the others begins so)
        _summary_seat(hand, number, seat)
        return
    total = _TOTAL_RE.match(text)
    if total is not None:
        hand.rake = Decimal(0) if total["rake"] is None else _amount(total["rake"], number)
        fees = total["fees"].strip()
        taken = _FEE_RE.findall(fees)
        if fees and len(taken) != fees.count("|"):
            raise StarsError("unknown_line", f"line {number}: a fee Felt does not know",
                             line=number)
        for name, amount in taken:
            value = _amount(amount, number)
            hand.rake += value
            hand.fees[name.lower()] = hand.fees.get(name.lower(), Decimal(0)) + value
        return
    if _BOARD_RE.match(text):
        return
    if _RUN_SUMMARY_RE.match(text):
        return
    if _RUN_THRICE_RE.match(text):
        raise StarsError("run_twice", _RUN_THRICE_WHY.format(number), line=number)
    if _NOISE_RE.match(text):
        return
    raise StarsError("unknown_line", f"line {number}: not a summary line Felt understands",
                     line=number)


def _summary_seat(hand: _Hand, number: int, seat: re.Match[str]) -> None:
    """A summary's ``Seat 3: name ... showed [..]`` line: the cards it shows or mucks, and
    what the pot paid a player who cashed out of it."""
    won = _CASHED_OUT_WON_RE.search(seat["text"]) if "not awarded" in seat["text"] else None
    if won is not None:
        for s in hand.seats:
            if seat["text"].startswith(s.name + " ") and s.seat == int(seat["seat"]):
                hand.cashed_out_won[s.name] = _amount(won["amount"], number)
    shown = _SUMMARY_CARDS_RE.search(seat["text"])
    if shown is not None:
        for s in hand.seats:
            if seat["text"].startswith(s.name + " ") and s.seat == int(seat["seat"]):
                cards = _shown_cards(shown["cards"], number)
                if cards:
                    _learn_hole(hand, s.name, cards, number)
                if shown.group().startswith("mucked") and s.name not in hand.shown:
                    hand.mucked.add(s.name)
                elif shown.group().startswith("showed"):
                    hand.shown.add(s.name)


_BOARD_SIZE = {"FLOP": 3, "TURN": 4, "RIVER": 5}
_VERBS = {"folds": FOLD, "checks": CHECK, "calls": CALL, "bets": BET, "raises": BET}


def _replay(record: HistoryHand) -> HandState:
    """Replay the parsed hand, its errors told in this reader's words.

    Split pots give their odd chips one at a time from the left of the button; a text that
    gave them all to the first winner is replayed once more that way.
    """
    try:
        state = replay(record)
    except ReplayError as exc:
        line = exc.details.get("line")
        code = exc.details.get("cause", exc.code) if exc.code == "bad_setup" else exc.code
        code = {"bad_card": "bad_cards"}.get(code, code)
        where = f"line {line}: " if line is not None else ""
        paid = {k: exc.details[k] for k in ("replayed", "text")
                if exc.code == "collected_mismatch"}
        raise StarsError(code, f"{where}{exc}", line=line, **paid) from exc
    return state


def _dealt_in(hand: _Hand) -> list[_Seat]:
    """The players dealt in, by position (the button last).

    A player "sitting out" is dealt in when he posts or acts (tournaments deal him in and
    fold his hand for him); otherwise he is not. Nor is a seat the text never names again
    (no forced bet, step, cards or winnings): every player dealt in posts or acts before a
    hand ends, and sites (Winamax) seat sitting-out players, some with no chips, without
    a word of it.
    """
    acting = {who for _, who, _, _ in hand.actions}
    acting.update(hand.antes, hand.blinds, hand.straddles, hand.holes, hand.collected)
    playing = [s for s in hand.seats if s.name in acting and s.name not in hand.late]
    playing.sort(key=lambda s: s.seat)
    assert hand.button is not None
    later = [s for s in playing if s.seat > hand.button]
    order = later + [s for s in playing if s.seat <= hand.button]  # button (or before) last
    if not 2 <= len(order) <= 10:
        raise StarsError("bad_players", "a hand needs 2 to 10 players dealt in", line=None)
    return order


def _quote(block: list[tuple[int, str]], line: object) -> str:
    """The line a skip names, as the file has it (shortened), so a person can find it."""
    text = next((t for n, t in block if n == line), None)
    return "" if text is None else f" — {text.strip()[:100]!r}"


@lru_cache(maxsize=256)
def _site_config(betting: Betting, small: int, big: int, short_deck: bool,
                 bets: tuple[int, int] | None = None) -> HandConfig:
    """The rules a site's hand is replayed under (a file's hands share a few: each is
    checked field by field once); ``bets``: a Limit game's small and big bet."""
    return HandConfig(
        betting=betting, small_blind=small, big_blind=big, short_deck=short_deck,
        # No cap: sites differ on it, and a raise the text shows was allowed there.
        bet_cap=None, blind_counts_as_bet=True, cap_lifted_heads_up=True,
        full_blind_owed=True,  # "calls 10" over a big blind posted all-in for 6
        small_bet=None if bets is None else bets[0], big_bet=None if bets is None else bets[1],
    )


def _blinds_of(hand: _Hand) -> tuple[Decimal, Decimal]:
    """The small and big blind: the header's, or the posted ones when both differ from it.
    A Limit header names its bets, not its blinds ("Hold'em Limit ($1/$2)": bets of $1 and
    $2): the big blind is then the small bet, the small blind what the text posts below it
    (the small bet too when nobody posts one)."""
    if hand.betting is not Betting.FIXED_LIMIT or not hand.limit_header_bets:
        posted = sorted({v for who, v in hand.blinds.items()
                         if hand.antes.get(who, 0) + v < _stack_of(hand, who)})  # not all-in
        if len(posted) == 2 and posted[0] < hand.small and posted[1] < hand.big:
            # A tournament's header naming the coming level's blinds (GGPoker: "Level8
            # (200/400)" over blinds of 150 and 300 posted): the posted ones are played.
            return posted[0], posted[1]
        return hand.small, hand.big
    posted = [v for v in hand.blinds.values() if v < hand.small]
    return (min(posted) if posted else hand.small), hand.small


def _stack_of(hand: _Hand, who: str) -> Decimal:
    return next(s.stack for s in hand.seats if s.name == who)


def _forced(hand: _Hand, who: str) -> Decimal:
    """What a player's blind and straddle put in before the cards: both, or a straddle
    alone when he posted a blind too (GGPoker's button straddling over his own button
    blind: "posts button blind $0.02", "straddle $0.04", "straddle $0.08" is $0.08 in all)."""
    blind = hand.blinds.get(who, Decimal(0))
    straddle = hand.straddles.get(who)
    if straddle is None:
        return blind
    return max(blind, straddle) if blind else straddle


def to_record(hand: _Hand, site: str = SITE, returned_in_collected: bool = False,
              rounds_chips_won: bool = False) -> HistoryHand:
    """The parsed text as the common record every reader hands to the replay
    (``returned_in_collected``, ``rounds_chips_won``: the dialect's, :class:`Dialect`)."""
    order = _dealt_in(hand)
    names = [s.name for s in order]
    n = len(order)
    amounts = [hand.small, hand.big, *(s.stack for s in order), *hand.antes.values(),
               *hand.blinds.values(), *hand.dead.values(), *hand.straddles.values(),
               *(a for *_, a in hand.actions if a is not None), *hand.collected.values(),
               *hand.returned.values(), hand.rake, hand.site_money]
    # The most places of any amount (never cached by value: Decimal("1") and Decimal("1.00")
    # are equal keys with other answers, so a cache made a hand's scale depend on the hands
    # read before it). Every amount is finite: its exponent is a number.
    exponent = min(cast(int, a.as_tuple().exponent) for a in amounts)
    scale = 10 ** -exponent if exponent < 0 else 1

    def minor(x: Decimal) -> int:
        return int(x * scale)

    position = {name: j for j, name in enumerate(names)}
    for who in (*hand.antes, *hand.blinds, *hand.straddles, *hand.holes):
        if who not in position:
            raise StarsError("sitting_out_acts", f"{who[:30]!r} is not dealt in", line=None)
    if any(x not in position for x in hand.returned):
        raise StarsError("returned_mismatch", "the uncalled bet returned differs", line=None)
    # The action starts left of the regular big blind (the first big blind from the button's
    # left) or of the last straddle, not left of a big blind posted out of turn.
    small_blind, big_blind = _blinds_of(hand)
    regular = [j for j, x in enumerate(names)
               if x in hand.blinds and hand.blinds[x] >= big_blind]
    # The last straddle posted is the last forced bet, wherever it sits (GGPoker's short
    # deck: the player before the button straddles over the button blind).
    last = (position[list(hand.straddles)[-1]] if hand.straddles
            else regular[0] if regular else None)
    big = max(minor(big_blind), 1)
    bets = ((big, max(minor(hand.big), big))
            if hand.betting is Betting.FIXED_LIMIT and hand.limit_header_bets else None)
    config = _site_config(hand.betting, max(min(minor(small_blind), big), 1), big,
                          hand.short_deck, bets)
    # A player all-in from his forced bets whose hand the site folds for him (he sat out)
    # gave up the pot: his cards are left unknown, so they never win it.
    all_in = {s.name for s in hand.seats if (s.name in hand.blinds or s.name in hand.antes)
              and hand.antes.get(s.name, 0) + _forced(hand, s.name) >= s.stack}
    forfeited = ({who for _, who, verb, _ in hand.actions if verb == "folds" and who in all_in}
                 if all_in else set())
    holes = [[] if x in forfeited else hand.holes.get(x) or [] for x in names]
    won = tuple(minor(hand.collected.get(x, Decimal(0))) for x in names)
    # Who mucked is what the text says ("mucks hand", a summary's "mucked [..]"); a player
    # who showed, all-in or not, showed.
    mucks = frozenset(j for j, x in enumerate(names) if x in hand.mucked and x not in hand.shown)
    acts = tuple(
        Act(BOARD, None, _BOARD_SIZE[verb], number) if not who
        else Act(_VERBS[verb], position.get(who), None if amount is None else minor(amount),
                 number)
        for number, who, verb, amount in hand.actions)
    digits = "".join(c for c in hand.hand_id if c.isdigit()) or "0"
    return HistoryHand(
        site=site, hand_id=hand.hand_id, hand_number=int(digits) % 2**62,
        config=config, names=tuple(names), seats=tuple(s.seat - 1 for s in order),
        # A capped table: nobody puts in more than the cap, as if it were his stack.
        stacks=tuple(minor(s.stack if hand.cap is None else min(s.stack, hand.cap))
                     for s in order),
        # Antes everyone posts (a short stack posting less) are each player's contribution;
        # an ante one player posts for the table (big-blind or button ante) is dead money,
        # and so are they all beside a dead blind, which trimming would give back.
        antes=tuple(minor(hand.antes.get(x, Decimal(0)) + hand.dead.get(x, Decimal(0)))
                    for x in names),
        antes_trimmed=len(hand.antes) > 1 and not hand.dead,
        dead=tuple(minor(hand.dead.get(x, Decimal(0))) for x in names) if hand.dead else (),
        blinds=tuple(minor(_forced(hand, x)) for x in names),
        holes=tuple((h[0] if h else None, h[1] if len(h) > 1 else None) for h in holes),
        board=tuple(hand.board), second_board=tuple(hand.second_board), acts=acts,
        site_money=minor(hand.site_money),
        first_to_act=None if last is None else (last + 1) % n, mucks=mucks,
        collected=won, returned=tuple((position[x], minor(a)) for x, a in hand.returned.items()),
        returned_in_collected=returned_in_collected and not hand.returned,
        collected_rounding=scale // 2 if rounds_chips_won and hand.tournament else 0,
        rake=minor(hand.rake), jackpot=minor(sum(
            (v for k, v in hand.fees.items() if k in JACKPOT_FEES), Decimal(0))),
        odd_chips=ODD_CHIP_WAYS,
        scale=scale, currency=hand.currency,
        extra=(*(() if hand.cap is None else (("cap", str(hand.cap)),)),
               *((name, str(value)) for name, value in hand.fees.items() if value)))



UTF8 = "utf-8"
UTF8_BOM = "utf-8-sig"
WINDOWS_1252 = "windows-1252"
LATIN_1 = "latin-1"


class Decoder:
    """The text encoding of one file, told by its bytes, never guessed silently.

    PokerStars clients wrote UTF-8 (with or without a byte-order mark) and, for years,
    Windows-1252 (Latin-1 where a byte has no Windows-1252 meaning). The first line that is
    not plain ASCII decides: UTF-8 when it is valid UTF-8, Windows-1252 otherwise. A later
    line that contradicts the decision (bytes that are not UTF-8 in a UTF-8 file, valid UTF-8
    letters in a Windows-1252 file) is reported, never read one way or the other; bytes
    that are not UTF-8 in a UTF-8 file are kept written as their values (``\\xe2``), so that
    a hand in which they are the same bytes in every line that names a player (a name whose
    bytes a seller of hand histories mangled) still replays, under that name, and is imported
    only when it does (:func:`read_hand`).
    """

    __slots__ = ("name",)

    def __init__(self) -> None:
        self.name: str | None = None  # None until a line shows which

    def decode(self, raw: bytes) -> tuple[str, bool]:
        """The line as text, and whether it contradicts the file's encoding."""
        if self.name is None and raw.startswith(b"\xef\xbb\xbf"):
            self.name, raw = UTF8_BOM, raw[3:]
        if raw.isascii():
            return raw.decode("ascii"), False
        if self.name is None:
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:
                self.name = _single_byte(raw)
                return raw.decode(self.name), False
            self.name = UTF8
            return text, False
        if self.name in (UTF8, UTF8_BOM):
            try:
                return raw.decode("utf-8"), False
            except UnicodeDecodeError:
                return raw.decode("utf-8", errors="backslashreplace"), True
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError:
            if self.name == WINDOWS_1252 and _single_byte(raw) == LATIN_1:
                self.name = LATIN_1  # a byte Windows-1252 leaves undefined
            return raw.decode(self.name), False
        # UTF-8 letters in a single-byte file (reported; bytes Windows-1252 leaves undefined
        # are replaced, never raised: the fuzz test found "\xc8\x8d" after a "\x80")
        return raw.decode(self.name, errors="replace"), True


def _single_byte(raw: bytes) -> str:
    try:
        raw.decode(WINDOWS_1252)
    except UnicodeDecodeError:
        return LATIN_1
    return WINDOWS_1252


def _blocks(lines: Iterable[bytes], start: re.Pattern[str] = _START_RE,
            decoder: Decoder | None = None, summary: re.Pattern[str] | None = None,
            ) -> Iterator[tuple[list[tuple[int, str]], tuple[int, str] | None]]:
    """Split a byte stream into hands: ``(numbered lines, (line, problem) or None)``.

    Only one hand is held at a time, and at most :data:`MAX_HAND_LINES` lines of it.
    """
    decoder = decoder or Decoder()
    block: list[tuple[int, str]] = []
    problem: tuple[int, str] | None = None
    junk_reported = False
    archive = False  # a tracker's archive: hands under "**** # 1 ****", each line indented
    for number, raw in enumerate(lines, 1):
        bad = too_long = False
        if len(raw) > MAX_LINE_LENGTH:
            raw, bad, too_long = raw[:MAX_LINE_LENGTH], True, True
        if raw.isascii():  # most lines: no encoding to decide or check
            text = raw.decode("ascii")
        else:
            text, mixed = decoder.decode(raw)
            bad = bad or mixed
        text = text.rstrip("\r\n")
        if text.startswith(("*", " ")):
            if _ARCHIVE_MARK.match(text):
                archive = True
                continue
            if archive and text.startswith(" "):
                text = text[1:]
        if summary is not None and not block and not junk_reported and summary.match(text):
            junk_reported = True  # its other lines are the summary's, not junk
            yield [(number, text)], (number, _SUMMARY_FILE)
            continue
        if start.match(text):
            if block:
                yield block, problem
            block, problem, junk_reported = [(number, text)], None, False
            if bad:
                problem = (number, _bad_text(decoder, too_long))
            continue
        if not block:
            if text.strip() and not junk_reported and not (
                    number == 1 and _TRANSCRIPT_RE.match(text)):
                junk_reported = True
                yield [(number, text)], (number, "text that is not part of a hand")
            continue
        if bad and problem is None:
            problem = (number, _bad_text(decoder, too_long))
        if len(block) >= MAX_HAND_LINES:
            if problem is None:
                problem = (number, f"a hand longer than {MAX_HAND_LINES} lines")
            continue
        block.append((number, text))
    if block:
        yield block, problem


_SUMMARY_FILE = "a tournament summary (places and prizes), not hands: nothing to import"
"""The problem :func:`_blocks` gives a tournament's summary file: no hands, not refused."""
_NOT_UTF8 = "bytes that are not UTF-8 text like the lines before them"
"""The problem of a hand in a UTF-8 file with bytes that are no UTF-8 (and no line too long):
the one :func:`read_hand` still tries to replay."""


def _bad_text(decoder: Decoder, too_long: bool) -> str:
    if too_long:
        return f"a line longer than {MAX_LINE_LENGTH} bytes"
    if decoder.name in (WINDOWS_1252, LATIN_1):
        return f"UTF-8 text in a {decoder.name} file (mixed encodings)"
    return _NOT_UTF8


def parse_hands(
    lines: Iterable[bytes], source: str = "<text>", known: Known | None = None,
    dialect: Dialect = STARS, known_text: KnownText | None = None,
) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a PokerStars-like text given as byte lines, replayed or skipped with why.

    :param known: asked before each hand is replayed; a hand it knows is a
        :class:`KnownHand` and costs only its parsing.
    :param dialect: the site whose text it is (PokerStars by default).
    :param known_text: asked with each hand's :func:`key_of_text` before it is parsed; a
        hand it knows is a :class:`KnownHand` at the cost of a digest of its text.
    """
    for block, problem, encoding in split_hands(lines, dialect):
        yield read_hand(block, problem, encoding, source, dialect, known, known_text)


Block = list[tuple[int, str]]
"""One hand's numbered lines, as :func:`split_hands` gives them."""


def split_hands(lines: Iterable[bytes], dialect: Dialect = STARS,
                ) -> Iterator[tuple[Block, tuple[int, str] | None, str]]:
    """The text split into hands, nothing understood yet: ``(lines, problem, encoding)``.

    Kept apart from :func:`read_hand` so that a large file's hands can be read by other
    processes while this one splits the file (:mod:`engine.storage.imported.import_pool`).
    """
    decoder = Decoder()
    for block, problem in _blocks(_line_ends(lines), dialect.start, decoder, dialect.summary):
        yield block, problem, decoder.name or "ascii"


def _line_ends(lines: Iterable[bytes]) -> Iterator[bytes]:
    """The lines as given, or, in a file whose lines end with a carriage return alone (an old
    Mac's, or an editor's), each line apart: told by the first line, so that other files pay
    nothing for it."""
    rest = iter(lines)
    for first in rest:
        if b"\r" not in first.rstrip(b"\r\n"):
            yield first
            yield from rest
            return
        for raw in itertools.chain((first,), rest):
            for piece in raw.rstrip(b"\n").split(b"\r"):
                yield piece + b"\n"


def read_hand(block: Block, problem: tuple[int, str] | None, encoding: str, source: str,
              dialect: Dialect = STARS, known: Known | None = None,
              known_text: KnownText | None = None, text_key: str | None = None,
              ) -> ImportedHand | SkippedHand | KnownHand:
    """One hand of :func:`split_hands`: known, replayed, or skipped with the reason.

    ``text_key``: the hand's :func:`key_of_text`, when the caller has worked it out already.
    """
    site = dialect.site
    first = block[0][0]
    header = dialect.header.match(block[0][1].lstrip("\ufeff"))
    hand_id = header["id"] if header else None
    if problem is not None and problem[1] == _SUMMARY_FILE:
        return SkippedHand(site, source, None, problem[0], "not_hands",
                           f"{source}: {_SUMMARY_FILE}")
    if problem is not None:
        skipped = SkippedHand(site, source, f"line {first}", problem[0], "bad_text",
                              f"{source}: line {problem[0]}: {problem[1]}", hand_id)
        if problem[1] != _NOT_UTF8:
            return skipped
        # bytes kept as their values (Decoder): imported only if the hand replays and pays
        # as its text says, the same bytes naming the same player in every line
        read = read_hand(block, None, encoding, source, dialect, known, known_text, text_key)
        return skipped if isinstance(read, SkippedHand) else read
    if text_key is None:
        text_key = key_of_text(hand_id, (line for _, line in block))
    if known_text is not None and known_text(text_key):
        return KnownHand(site, source, f"line {first}", hand_id)
    try:
        hand = _parse(block, dialect)
        record = to_record(hand, site, dialect.returned_in_collected,
                           dialect.rounds_chips_won)
        keys = record.keys(text_key)
        if known is not None and known(keys):
            return KnownHand(site, source, f"line {first}", hand.hand_id)
        try:
            state = _replay(record)
        except StarsError as exc:
            again = _slips_undone(hand, exc.code) if site in _SLIPS else None
            if again is None:
                raise
            try:  # the text with the site's known slips read as it meant them
                record = to_record(again, site, dialect.returned_in_collected,
                                   dialect.rounds_chips_won)
                state = _replay(record)
            except StarsError:
                raise exc from None
            hand = again
    except FeltError as exc:
        line = exc.details.get("line")
        reason = f"{source}: hand at line {first}: {exc}{_quote(block, line)}"
        return SkippedHand(site, source, f"line {first}", line if line else first,
                           exc.code, reason, hand_id)
    by_name = {s.name: s.seat for s in hand.seats}
    fields: dict[str, str] = {"encoding": encoding}
    if hand.timezone:
        fields["timezone"] = hand.timezone
    fields.update(record.extra)
    return ImportedHand(
        site=site, source=source, section=f"line {first}", hand_id=hand.hand_id,
        played_at=hand.played_at, table=hand.table, currency=hand.currency,
        tournament=hand.tournament, stakes=(hand.small, hand.big),
        players=record.names, seats=tuple(by_name[x] for x in record.names), state=state,
        scale=record.scale, rake=record.rake, jackpot=record.jackpot,
        fields=fields, keys=keys, dead=record.dead,
    )


_SLIPS = frozenset({"runitonce"})
"""Sites whose texts hold known slips of their own, each tried in the way the site meant it
only when the text as written does not replay (the replay then still checks every step and
every player's winnings): Run It Once writes a re-raise by a player who bet before in the
round with its "to" as the chips he adds ("bets €0.19", "raises €0.54 to €1.12" for a raise to
€1.31, which the call after it matches), and a bet nobody called as returned with the amount
its bettor then collects from the pot ("Uncalled bet (€0.71) returned", "collected €0.71")."""


def _slips_undone(hand: _Hand, code: str) -> _Hand | None:
    """``hand`` read as the site meant it for a replay refused with ``code``; ``None`` when
    no known slip explains the refusal."""
    if code == "bad_amount":
        return _raised_as_added(hand)
    if code == "returned_mismatch":
        kept = {who: amount for who, amount in hand.returned.items()
                if hand.collected.get(who) != amount}
        if kept == hand.returned:
            return None
        again = replace(hand)
        again.returned = kept
        return again
    return None


def _raised_as_added(hand: _Hand) -> _Hand | None:
    """``hand`` with each re-raise's "to" read as the chips added over the raiser's bet in
    the round; ``None`` when it has no such raise."""
    actions: list[tuple[int, str, str, Decimal | None]] = []
    bet: dict[str, Decimal] = {}
    changed = False
    for number, who, verb, amount in hand.actions:
        if not who:  # a street begins
            bet.clear()
        elif verb in ("bets", "raises") and amount is not None:
            if verb == "raises" and bet.get(who):
                amount, changed = amount + bet[who], True
            bet[who] = amount
        elif verb == "calls" and amount is not None:
            bet[who] = bet.get(who, Decimal(0)) + amount
        actions.append((number, who, verb, amount))
    if not changed:
        return None
    again = replace(hand)
    again.actions = actions
    return again


def starts_a_hand(text: str, dialect: Dialect = STARS) -> bool:
    """Whether ``text`` begins like a hand of ``dialect`` (for telling file kinds apart), a
    tracker's archive of such hands too."""
    if _TRANSCRIPT_RE.match(text):
        text = text.partition("\n")[2].lstrip()
    mark = _ARCHIVE_MARK.match(text)
    if mark is not None:
        text = text[mark.end():].lstrip()
    return dialect.start.match(text) is not None or (
        dialect.summary is not None and dialect.summary.match(text) is not None)


def iter_hands(path: Path, known: Known | None = None, dialect: Dialect = STARS,
               known_text: KnownText | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a PokerStars-like hand-history file, read as a stream.

    A file that cannot be opened is one :class:`SkippedHand` with ``section`` ``None``.
    """
    try:
        with open_regular(path) as stream:
            yield from parse_hands(stream, str(path), known, dialect, known_text)
    except HistoryFileError as exc:
        yield SkippedHand(dialect.site, str(path), None, None, exc.code, str(exc))
    except OSError as exc:
        yield SkippedHand(dialect.site, str(path), None, None, "unreadable",
                          f"{path}: {exc.strerror}")


__all__ = ["AMOUNT", "DATE", "STAKES", "STARS", "Block", "Decoder", "Dialect", "StarsError",
           "iter_hands", "parse_hands", "read_hand", "split_hands", "starts_a_hand"]

"""PartyPoker hand histories in.

PartyPoker writes a hand as ``Game #… starts.``, ``#Game No : …`` and ``***** Hand History for
Game … *****``, then the game (``$0.25/$0.50 USD NL Texas Hold'em - Sunday, July 10, 05:16:12
EDT 2011``; tournaments ``NL Texas Hold'em  Trny:… Level:…  Blinds-Antes(25/50 -5) - …``), the
table (``Table Sonoma (Real Money)``), ``Seat 4 is the button``, the seats (``Seat 1: Ann (
$50 USD )``), forced bets (``Bob posts big blind [$0.50 USD].``, ``posts ante [5]``), ``**
Dealing down cards **``, the steps with the chips each *adds* (``Ann raises [$1.50 USD]``,
``Bob is all-In  [$20 USD]``), the board (``** Dealing Flop ** [ 9c, 8d, 2s ]``), shown cards
(``Ann shows [ Ah, Kd ]a pair of Aces.``) and winnings (``Ann wins $40.50 USD from the main
pot with …``). It writes no rake: it is what went in and nobody won.

Its lines are not PokerStars', so it has a reader of its own into the common record; a line it
does not know skips the hand with its number. 888poker writes hands in the same shape under its
own name (:mod:`engine.formats.pacific`), read here too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Iterator
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from engine.core.errors import HistoryFileError
from engine.formats.history_file import open_regular
from engine.formats.history_hand import CHECK
from engine.formats.history_hand import FOLD
from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import SkippedHand
from engine.formats.pokerstars_import import Decoder
from engine.formats.site_draft import Draft
from engine.formats.site_draft import SiteTextError
from engine.formats.site_draft import amount
from engine.formats.site_draft import cards
from engine.formats.site_draft import currency_of
from engine.formats.site_draft import read_blocks
from engine.rules.config import Betting

SITE = "partypoker"
MAX_HAND_LINES = 400
MONEY = r"[$€£]?\d[\d,]*(?:\.\d+)?(?: (?:USD|EUR|GBP|CAD))?"
# 888poker's (and Pacific's) own name stands before "Hand History": "***** 888poker Snap Poker
# Hand History for Game 1393225868 *****".
_BRAND = r"(?:888poker|888\.\w+|Pacific Poker|Cassava)(?: Snap Poker)? "
_START_RE = re.compile(r"^(?:\ufeff)?(?:Game #\d+ starts\.|#Game No : \d+|\*\*\*\*\* (?:"
                       + _BRAND + r")?Hand History [Ff]or Game \d+ \*\*\*\*\*)\s*$")
_ID_RE = re.compile(r"^\*\*\*\*\* (?P<brand>" + _BRAND + r")?Hand History [Ff]or Game "
                    r"(?P<id>\d+) \*\*\*\*\*\s*$")
# 888's game line: "$0.05/$0.10 Blinds No Limit Holdem - *** 16 09 2020 16:15:04".
_GAME_888_RE = re.compile(
    r"^(?P<small>[$€£]?[\d,.]+)/(?P<big>[$€£]?[\d,.]+) Blinds (?P<betting>No Limit|Pot Limit|"
    r"Fixed Limit|Limit) Holdem - \*\*\* (?P<day>\d{1,2}) (?P<month>\d{1,2}) (?P<year>\d{4}) "
    r"(?P<clock>\d{1,2}:\d{2}:\d{2})\s*$")
_TABLE_888_RE = re.compile(r"^(?:Tournament #(?P<tournament>\d+) .*- )?Table #?(?P<table>.+?)"
                           r"(?: \d+ Max)? \((?:Real|Play) Money\)\s*$")
_GAME_RE = re.compile(
    r"^(?:(?P<small>[$€£]?[\d,.]+)/(?P<big>[$€£]?[\d,.]+)(?: (?P<cur>USD|EUR|GBP|CAD))?"
    r"|(?P<buyin>[$€£]?[\d,.]+)(?: (?:USD|EUR|GBP|CAD))?)? ?"
    r"(?P<betting>NL|PL|FL|No Limit|Pot Limit|Fixed Limit|Limit)? ?Texas Hold'em"
    r"(?P<rest>.*?)(?: - \w+, (?P<month>\w+) (?P<day>\d+), (?P<clock>\d{1,2}:\d{2}:\d{2})"
    r" (?P<tz>\S+) (?P<year>\d{4}))?\s*$")
_TRNY_RE = re.compile(r"Trny:\s*(?P<id>\d+)")
_LEVEL_BLINDS_RE = re.compile(r"Blinds(?:-Antes)?\((?P<small>[\d,.]+)/(?P<big>[\d,.]+)")
_TABLE_RE = re.compile(r"^Table (?P<table>.+?) \((?:Real|Play) Money\)\s*$")
_BUTTON_RE = re.compile(r"^Seat (?P<seat>\d+) is the button\s*$")
_COUNT_RE = re.compile(r"^Total number of players : \d+(?:/\d+)?\s*$")
_SEAT_RE = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+?) \( ?(?P<stack>" + MONEY
                      + r") ?\)\s*$")
_POST_RE = re.compile(r"^posts (?P<what>small blind|big blind|ante|dead blind|small & big "
                      r"blinds?) \[(?P<amount>" + MONEY + r")\]\.?\s*$")
_STEP_RE = re.compile(r"^(?P<verb>folds|checks|calls|bets|raises|is all-In|is all-in|all-in) ?"
                      r"(?:\s*\[(?P<amount>" + MONEY + r")\])?\.?\s*$")
_DEALT_RE = re.compile(r"^Dealt to (?P<rest>.+?) \[\s*(?P<cards>[^\]]*?)\s*\]\s*$")
_BOARD_RE = re.compile(r"^\*\* Dealing (?P<street>Flop|Turn|River) \*\* \[\s*(?P<cards>[^\]]*?)"
                       r"\s*\]\s*$", re.IGNORECASE)
_SHOW_RE = re.compile(r"^(?P<verb>shows|doesn't show|mucks) \[\s*(?P<cards>[^\]]*?)\s*\].*$")
_WIN_RE = re.compile(r"^(?:wins (?P<amount>" + MONEY + r")(?: chips)?(?: from the (?:main pot|"
                     r"side pot(?: ?#?\d+)?))?(?: with .*)?|collected \[ ?(?P<collected>" + MONEY
                     + r") ?\])\.?\s*$")
_NOISE_RE = re.compile(
    r"^(?:Game #\d+ (?:starts|ends)\.|#Game No : \d+|\*\* Dealing down cards \*\*|"
    r"\*\* Summary \*\*|Connection Lost due to some reason|"
    r".+ (?:has joined the table|has left the table|is sitting out|is sitting in|"
    r"will be using (?:his|her) time bank for this hand|did not respond in time|"
    r"could not respond in time.*|is disconnected|is connected|has been reconnected|"
    r"does not show cards|did not show (?:his|her) hand|mucks|"
    r"finished in \d+(?:st|nd|rd|th)? place.*))\.?\s*$")
_BETTING = {"NL": Betting.NO_LIMIT, "NO LIMIT": Betting.NO_LIMIT, "PL": Betting.POT_LIMIT,
            "POT LIMIT": Betting.POT_LIMIT, "FL": Betting.FIXED_LIMIT,
            "FIXED LIMIT": Betting.FIXED_LIMIT, "LIMIT": Betting.FIXED_LIMIT}
_SIZE = {"FLOP": 3, "TURN": 4, "RIVER": 5}


def starts_a_hand(text: str, brand: bool = False) -> bool:
    """Whether ``text`` (a file's first bytes) begins like a PartyPoker hand (``brand``: an
    888poker or Pacific hand, whose history line names the site)."""
    first = [x for x in text.lstrip("\ufeff").splitlines() if x.strip()][:4]
    if not first or _START_RE.match(first[0]) is None:
        return False
    ids = [m for m in map(_ID_RE.match, first) if m is not None]
    return bool(ids) and (ids[0]["brand"] is not None) == brand


def _blocks(lines: Iterable[bytes], decoder: Decoder,
            ) -> Iterator[tuple[list[tuple[int, str]], str | None]]:
    """The file cut into hands (a new hand starts at a start line after a seat line)."""
    block: list[tuple[int, str]] = []
    seated = False
    problem: str | None = None
    for number, raw in enumerate(lines, 1):
        text, mixed = decoder.decode(raw[:1000])
        text = text.rstrip("\r\n")
        if mixed and problem is None:
            problem = f"line {number}: not text like the lines before it"
        if _START_RE.match(text) and (seated or not block):
            if block:
                yield block, problem
            block, seated, problem = [], False, None
        if not block and not text.strip():
            continue
        if text.startswith("Seat ") and "(" in text:
            seated = True
        if len(block) >= MAX_HAND_LINES:
            problem = problem or f"line {number}: a hand longer than {MAX_HAND_LINES} lines"
            continue
        block.append((number, text))
    if block:
        yield block, problem


def _iso(match: re.Match[str]) -> str | None:
    if match["year"] is None:
        return None
    try:
        return datetime.strptime(f"{match['year']} {match['month']} {match['day']} "
                                 f"{match['clock']}", "%Y %B %d %H:%M:%S").isoformat()
    except ValueError:
        return None


def parse_block(block: list[tuple[int, str]], site: str = SITE) -> Draft:
    """Every line of one hand read into a :class:`Draft`; a line not understood raises."""
    first = block[0][0]
    draft: Draft | None = None
    for number, text in block:
        if not text.strip():
            continue
        hand_id = _ID_RE.match(text)
        if hand_id is not None:
            draft = Draft(site, hand_id["id"])
            continue
        if draft is None:
            if _NOISE_RE.match(text):
                continue
            raise SiteTextError("unknown_line", f"line {number}: not a hand header it knows",
                                line=number)
        if not draft.seats and draft.small is None and draft.table is None:
            pacific = _GAME_888_RE.match(text)
            if pacific is not None:
                _pacific_game(draft, number, pacific)
                continue
            game = _GAME_RE.match(text)
            if game is None:
                if "Hold'em" not in text and "Holdem" not in text:
                    raise SiteTextError("not_holdem", f"line {number}: not Hold'em",
                                        line=number)
                raise SiteTextError("unknown_line", f"line {number}: not a game line it knows",
                                    line=number)
            draft.betting = _BETTING[(game["betting"] or "NL").upper()]
            stakes = _LEVEL_BLINDS_RE.search(game["rest"] or "")
            if draft.betting is Betting.FIXED_LIMIT:
                pass  # "$1/$2" are the bets: the blinds are what is posted
            elif game["small"]:
                draft.small, draft.big = amount(game["small"], number), amount(game["big"],
                                                                               number)
            elif stakes is not None:
                draft.small, draft.big = amount(stakes["small"], number), amount(
                    stakes["big"], number)
            tournament = _TRNY_RE.search(game["rest"] or "")
            draft.tournament = tournament["id"] if tournament else None
            draft.currency = currency_of(f"{game['cur'] or ''} {game['small'] or ''}"
                                         f" {game['buyin'] or ''}")
            draft.played_at = _iso(game)
            draft.table = ""  # the game line is read
            continue
        _line(draft, number, text)
    if draft is None:
        raise SiteTextError("unknown_line", f"line {first}: a hand without its header",
                            line=first)
    return draft


def _pacific_game(draft: Draft, number: int, game: re.Match[str]) -> None:
    """888's game line: stakes, betting and the date (day month year)."""
    draft.betting = _BETTING[game["betting"].upper()]
    if draft.betting is not Betting.FIXED_LIMIT:
        draft.small, draft.big = amount(game["small"], number), amount(game["big"], number)
    draft.currency = currency_of(game["small"])
    try:
        draft.played_at = datetime.strptime(
            f"{game['year']} {game['month']} {game['day']} {game['clock']}",
            "%Y %m %d %H:%M:%S").isoformat()
    except ValueError:
        draft.played_at = None
    draft.table = ""


def _line(draft: Draft, number: int, text: str) -> None:
    """One line after the game line."""
    table = _TABLE_RE.match(text) if draft.site == SITE else _TABLE_888_RE.match(text)
    if table is not None and not draft.seats:
        draft.table = table["table"]
        if draft.site != SITE and table["tournament"]:
            draft.tournament = table["tournament"]
        return
    button = _BUTTON_RE.match(text)
    if button is not None:
        draft.button = int(button["seat"])
        return
    if _COUNT_RE.match(text):
        return
    seat = _SEAT_RE.match(text) if not draft.steps and not draft.blinds else None
    if seat is not None:
        draft.seat(int(seat["seat"]), seat["name"], amount(seat["stack"], number), number)
        return
    board = _BOARD_RE.match(text)
    if board is not None:
        draft.deal(number, cards(board["cards"], number), _SIZE[board["street"].upper()])
        return
    dealt = _DEALT_RE.match(text)
    if dealt is not None and dealt["rest"] in draft.names:
        shown = cards(dealt["cards"], number)
        if len(shown) != 2:
            raise SiteTextError("bad_cards", f"line {number}: two hole cards expected",
                                line=number)
        draft.holes[dealt["rest"]] = shown
        return
    who, rest = draft.speaker(text)
    if who is not None and _step(draft, number, who, rest):
        return
    if _NOISE_RE.match(text):
        return
    raise SiteTextError("unknown_line", f"line {number}: not a line Felt understands",
                        line=number)


def _step(draft: Draft, number: int, who: str, rest: str) -> bool:
    post = _POST_RE.match(rest)
    if post is not None:
        value = amount(post["amount"], number)
        what = post["what"]
        if what == "ante":
            draft.ante(who, value)
        elif what.startswith("small & big"):
            big = draft.big or value
            draft.blind(who, min(value, big), max(value - big, Decimal(0)))
        elif what == "dead blind":
            draft.ante(who, value)
        else:
            draft.blind(who, value)
        return True
    step = _STEP_RE.match(rest)
    if step is not None:
        verb = step["verb"]
        if verb in ("folds", "checks"):
            if step["amount"]:
                return False
            draft.act(number, who, FOLD if verb == "folds" else CHECK)
        else:
            if not step["amount"]:
                return False
            draft.add(number, who, amount(step["amount"], number))
        return True
    shown = _SHOW_RE.match(rest)
    if shown is not None:
        got = cards(shown["cards"], number)
        if len(got) not in (1, 2):
            raise SiteTextError("bad_cards", f"line {number}: one or two hole cards expected",
                                line=number)
        draft.learn(who, got, number)
        (draft.shown if shown["verb"] == "shows" else draft.mucked).add(who)
        return True
    won = _WIN_RE.match(rest)
    if won is not None:
        value = amount(won["amount"] or won["collected"], number)
        draft.won[who] = draft.won.get(who, Decimal(0)) + value
        return True
    return False


def parse_hands(lines: Iterable[bytes], source: str = "<text>", known: Known | None = None,
                site: str = SITE) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a PartyPoker text given as byte lines, replayed or skipped with why."""
    decoder = Decoder()
    yield from read_blocks(_blocks(lines, decoder), source, known, site,
                           lambda block: parse_block(block, site), lambda: decoder.name)


def iter_hands(path: Path, known: Known | None = None, site: str = SITE,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a PartyPoker hand-history file, read as a stream."""
    try:
        with open_regular(path) as stream:
            yield from parse_hands(stream, str(path), known, site)
    except HistoryFileError as exc:
        yield SkippedHand(site, str(path), None, None, exc.code, str(exc))
    except OSError as exc:
        yield SkippedHand(site, str(path), None, None, "unreadable", f"{path}: {exc.strerror}")


__all__ = ["SITE", "iter_hands", "parse_block", "parse_hands", "starts_a_hand"]

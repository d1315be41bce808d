"""Winning Poker Network (Americas Cardroom, Black Chip, True Poker...) hand histories in.

WPN's current text is close to PokerStars' but not the same: the header ``Hand #151588328 -
Holdem(No Limit) - $0.01/$0.02 - 2019/11/08 04:43:23 UTC`` (tournaments ``Game Hand #… -
Tournament #… - Holdem(No Limit) - Level 15 (250.00/500.00)- …``), a table line without
``Table`` for cash tables (``Miramar 9-max Seat #1 is the button``), seats without "in chips"
(``Seat 2: Ann ($0.90)``), ``Ann posts the small blind $0.01``, ``posts ante 400.00``, actions
without a colon (``Bob raises $0.05 to $0.15``), ``Main pot $0.15 | Rake $0.00`` after each
street, and the winnings only in the summary (``Seat 1: Ann (button) showed [7h 7d] and won
$10.00 with …``, ``Seat 1: Ann did not show and won 24800.00``). It has a reader of its own
into the common record; a line it does not know skips the hand with its number. The older text
its client wrote until about 2019 (``Game started at: …``) is read by
:mod:`engine.formats.sites.wpn_classic`, in the same files' way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Iterator
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from engine.formats.history_file import stream_hands
from engine.formats.history_hand import CHECK
from engine.formats.history_hand import FOLD
from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import SkippedHand
from engine.formats.sites.pokerstars_import import Decoder
from engine.formats.sites.site_draft import Draft
from engine.formats.sites.site_draft import SiteTextError
from engine.formats.sites.site_draft import amount
from engine.formats.sites.site_draft import cards
from engine.formats.sites.site_draft import currency_of
from engine.formats.sites.site_draft import read_blocks
from engine.formats.sites.wpn_classic import START_RE as CLASSIC_START_RE
from engine.formats.sites.wpn_classic import parse_block as parse_classic_block
from engine.rules.config import Betting

SITE = "wpn"
MAX_HAND_LINES = 400
MONEY = r"[$€£]?\d[\d,]*(?:\.\d+)?"
_START_RE = re.compile(r"^(?:\ufeff)?(?:Game )?Hand #\d+ - ")
_HEADER_RE = re.compile(
    r"^(?:\ufeff)?(?:Game )?Hand #(?P<id>\d+) - (?:(?:[^-]*? GTD )?Tournament #(?P<tournament>\d+)"
    r" - )?(?P<game>[^(]+?) ?\((?P<betting>No Limit|Pot Limit|Fixed Limit)\) - "
    r"(?:Level (?P<level>\w+) \((?P<lsmall>[\d.,]+)/(?P<lbig>[\d.,]+)\)|(?P<small>" + MONEY
    + r")/(?P<big>" + MONEY + r")) ?- (?P<date>\d{4}/\d{1,2}/\d{1,2}) "
    r"(?P<clock>\d{1,2}:\d{2}:\d{2})(?: (?P<tz>[A-Z]{2,4}))?\s*$")
_TABLE_RE = re.compile(r"^(?:Table '(?P<quoted>[^']*)'|(?P<table>.+?)) \d+-max Seat "
                       r"#(?P<button>\d+) is the button\s*$")
_SEAT_RE = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>" + MONEY + r")\)"
                      r"(?P<out> is sitting out)?\s*$")
_LATE_RE = re.compile(r"^Seat \d+: .+ will be allowed to play after the button\s*$")
_STREET_RE = re.compile(r"^\*\*\* (?P<street>HOLE CARDS|FLOP|TURN|RIVER|SHOW DOWN|SUMMARY) \*\*\*"
                        r"(?: \[(?P<old>[^\]]*)\])?(?: \[(?P<new>[^\]]*)\])?\s*$")
# Forced bets: the blinds, antes, both blinds at once ("posts dead $0.07"), a blind posted to
# come in ("posts $0.05") and a straddle ("straddle $0.10", "posts straddle $0.10").
_POST_RE = re.compile(r"^(?:posts (?:the )?(?P<what>small blind|big blind|ante|dead|straddle)?"
                      r"|(?P<straddle>straddles?)) ?(?P<amount>" + MONEY
                      + r")(?: and is all-in)?\s*$")
_STEP_RE = re.compile(r"^(?P<verb>folds|checks|calls|bets|raises|caps|cap) ?(?:(?P<by>" + MONEY
                      + r") to )?(?P<amount>" + MONEY + r")?(?: and is all-in)?\s*$")
_SHOW_RE = re.compile(r"^shows \[(?P<cards>[^\]]*)\](?: \(.*\))?\s*$")
_DEALT_RE = re.compile(r"^Dealt to (?P<rest>.+?) \[(?P<cards>[^\]]*)\]\s*$")
_UNCALLED_RE = re.compile(r"^Uncalled bet \((?P<amount>" + MONEY + r")\) returned to .+$")
_SUMMARY_SEAT_RE = re.compile(r"^Seat (?P<seat>\d+): (?P<text>.*)$")
_SUMMARY_WON_RE = re.compile(r"(?:showed \[(?P<cards>[^\]]*)\] and |did not show and )?"
                             r"(?:won|collected) \(?(?P<amount>" + MONEY + r")\)?(?: with .*)?$")
_SUMMARY_SHOWED_RE = re.compile(r"(?:showed|mucked) \[(?P<cards>[^\]]*)\]")
_NOISE_RE = re.compile(
    r"^(?:Main pot .*|Side pot.*|Total pot .*|Board \[[^\]]*\]|"
    r".+ collected " + MONEY + r" from (?:main|side) pot.*|"  # the summary says it again
    r".+ (?:does not show|mucks cards|mucks hand|mucks|is sitting out|has timed out|"
    r"is disconnected|is connected|sits out|leaves the table|joins the table.*|"
    r"will be allowed to play after the button))\s*$")
_JP_FEE_RE = re.compile(r"^Total pot .*\| JP Fee (?P<amount>" + MONEY + r")")
_BETTING = {"No Limit": Betting.NO_LIMIT, "Pot Limit": Betting.POT_LIMIT,
            "Fixed Limit": Betting.FIXED_LIMIT}
_SIZE = {"FLOP": 3, "TURN": 4, "RIVER": 5}


def starts_a_hand(text: str) -> bool:
    """Whether ``text`` (a file's first bytes) begins like a WPN hand."""
    first, _, rest = text.lstrip("\ufeff \r\n\t").partition("\n")
    if CLASSIC_START_RE.match(first) is not None:
        return rest.lstrip("\r\n").startswith("Game ID: ")
    return _HEADER_RE.match(first.rstrip("\r")) is not None or (
        _START_RE.match(first) is not None and " - " in first and "UTC" in first)


def _header(draft_line: int, text: str) -> Draft:
    head = _HEADER_RE.match(text)
    if head is None:
        if "Holdem" not in text and "Hold'em" not in text:
            raise SiteTextError("not_holdem", f"line {draft_line}: not Hold'em", line=draft_line)
        raise SiteTextError("unknown_line", f"line {draft_line}: not a hand header it knows",
                            line=draft_line)
    if head["game"].strip() != "Holdem":
        raise SiteTextError("not_holdem", f"line {draft_line}: not Hold'em", line=draft_line)
    draft = Draft(SITE, head["id"], betting=_BETTING[head["betting"]])
    small, big = head["small"] or head["lsmall"], head["big"] or head["lbig"]
    if draft.betting is not Betting.FIXED_LIMIT:
        draft.small, draft.big = amount(small, draft_line), amount(big, draft_line)
    draft.tournament = head["tournament"]
    draft.currency = currency_of(small)
    try:
        draft.played_at = datetime.strptime(f"{head['date']} {head['clock']}",
                                            "%Y/%m/%d %H:%M:%S").isoformat()
    except ValueError:
        draft.played_at = None
    return draft


def parse_block(block: list[tuple[int, str]]) -> Draft:
    """Every line of one hand read into a :class:`Draft`; a line not understood raises."""
    first, header = block[0]
    if CLASSIC_START_RE.match(header):
        return parse_classic_block(block)
    draft = _header(first, header)
    section = "header"
    by_seat: dict[int, str] = {}
    for number, text in block[1:]:
        if not text.strip():
            continue
        if text.startswith("*** RUN IT TWICE ***"):
            raise SiteTextError("run_twice", f"line {number}: the hand was run twice (two "
                                "boards, each paying half): Felt replays one board only",
                                line=number)
        street = _STREET_RE.match(text) if text.startswith("*** ") else None
        if street is not None:
            section = street["street"]
            if section in _SIZE:
                new = street["new"] if street["new"] is not None else street["old"]
                draft.deal(number, cards(new or "", number), _SIZE[section])
            continue
        if section == "SUMMARY":
            _summary(draft, by_seat, number, text)
            continue
        if section == "header":
            table = _TABLE_RE.match(text)
            if table is not None and draft.button is None:
                draft.table = table["quoted"] if table["quoted"] is not None else table["table"]
                draft.button = int(table["button"])
                continue
            seat = _SEAT_RE.match(text) if text.startswith("Seat ") else None
            if seat is not None:
                if not seat["out"]:
                    draft.seat(int(seat["seat"]), seat["name"], amount(seat["stack"], number),
                               number)
                    by_seat[int(seat["seat"])] = seat["name"]
                continue
            if _LATE_RE.match(text):
                continue
        dealt = _DEALT_RE.match(text) if text.startswith("Dealt to ") else None
        if dealt is not None and dealt["rest"] in draft.names:
            got = cards(dealt["cards"], number)
            if len(got) != 2:
                raise SiteTextError("bad_cards", f"line {number}: two hole cards expected",
                                    line=number)
            draft.holes[dealt["rest"]] = got
            continue
        if _UNCALLED_RE.match(text):
            continue  # the bet nobody called is what the replay returns
        who, rest = draft.speaker(text)
        if who is not None and _step(draft, number, who, rest, section):
            continue
        if _NOISE_RE.match(text):
            continue
        raise SiteTextError("unknown_line", f"line {number}: not a line Felt understands",
                            line=number)
    return draft


def _step(draft: Draft, number: int, who: str, rest: str, section: str) -> bool:
    post = _POST_RE.match(rest)
    if post is not None:
        if section not in ("header", "HOLE CARDS") or any(
                w == who for _, _, w, _ in draft.steps):
            return False
        value = amount(post["amount"], number)
        if post["what"] == "ante":
            draft.ante(who, value)
        elif post["what"] == "dead" and draft.big is not None:  # both blinds: the small dead
            draft.blind(who, min(value, draft.big), max(value - draft.big, Decimal(0)))
        elif post["straddle"] or post["what"] == "straddle":
            draft.straddle(who, value)
        else:
            draft.blind(who, value)
        return True
    step = _STEP_RE.match(rest)
    if step is not None:
        verb, written = step["verb"], step["amount"]
        if verb in ("folds", "checks"):
            if written:
                return False
            draft.act(number, who, FOLD if verb == "folds" else CHECK)
        elif written is None:
            return False
        elif verb == "raises":
            draft.raise_to(number, who, amount(written, number))
        else:
            draft.add(number, who, amount(written, number))
            if verb in ("caps", "cap"):  # the most a capped table lets anyone put in
                draft.cap_at(draft.total[who])
        return True
    shown = _SHOW_RE.match(rest)
    if shown is not None:
        draft.learn(who, cards(shown["cards"], number), number)
        draft.shown.add(who)
        return True
    return False


def _summary(draft: Draft, by_seat: dict[int, str], number: int, text: str) -> None:
    seat = _SUMMARY_SEAT_RE.match(text)
    fee = _JP_FEE_RE.search(text) if seat is None else None
    if fee is not None:  # part of the rake: what went in and nobody won
        draft.jackpot = amount(fee["amount"], number)
    if seat is None:
        if _NOISE_RE.match(text):
            return
        raise SiteTextError("unknown_line", f"line {number}: not a summary line Felt "
                            "understands", line=number)
    who = by_seat.get(int(seat["seat"]))
    if who is None or not seat["text"].startswith(who):
        return  # a seat that was not dealt in
    rest = seat["text"][len(who):]
    won = _SUMMARY_WON_RE.search(rest)
    if won is not None:
        draft.won[who] = draft.won.get(who, Decimal(0)) + amount(won["amount"], number)
    showed = _SUMMARY_SHOWED_RE.search(rest)
    if showed is not None:
        draft.learn(who, cards(showed["cards"], number), number)
        (draft.shown if showed.group().startswith("showed") else draft.mucked).add(who)


def _blocks(lines: Iterable[bytes], decoder: Decoder,
            ) -> Iterator[tuple[list[tuple[int, str]], str | None]]:
    block: list[tuple[int, str]] = []
    problem: str | None = None
    for number, raw in enumerate(lines, 1):
        text, mixed = decoder.decode(raw[:1000])
        text = text.rstrip("\r\n")
        if _START_RE.match(text) or CLASSIC_START_RE.match(text):
            if block:
                yield block, problem
            block, problem = [], None
        elif not block:
            if text.strip():
                yield [(number, text)], f"line {number}: text that is not part of a hand"
            continue
        if mixed and problem is None:
            problem = f"line {number}: not text like the lines before it"
        if len(block) >= MAX_HAND_LINES:
            problem = problem or f"line {number}: a hand longer than {MAX_HAND_LINES} lines"
            continue
        block.append((number, text))
    if block:
        yield block, problem


def parse_hands(lines: Iterable[bytes], source: str = "<text>", known: Known | None = None,
                ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a WPN text given as byte lines, replayed or skipped with why."""
    decoder = Decoder()
    yield from read_blocks(_blocks(lines, decoder), source, known, SITE, parse_block,
                           lambda: decoder.name)


def iter_hands(path: Path, known: Known | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a WPN hand-history file, read as a stream."""
    yield from stream_hands(path, SITE, lambda stream: parse_hands(stream, str(path), known))


__all__ = ["SITE", "iter_hands", "parse_block", "parse_hands", "starts_a_hand"]

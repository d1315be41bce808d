"""iPoker's hands as text (``GAME #…``), as PokerTracker 4 exports them and older iPoker
clients wrote them: each hand turned into PokerStars' lines and read by that reader.

The text (one hand)::

    GAME #4402349920 Version:18.9.3.4 Uncalled:Y Texas Hold'em NL €0.05/€0.10 2019-01-03 11:56:34
    Table Boggstown
    Seat 1: Ann (€10.00 in chips) DEALER
    Bob: Post SB €0.05
    Dealt to Cid [HA C10]
    Ann: Raise (NF) €0.25        (raises to €0.25)
    Bob: Allin €1.55             (puts in €1.55 more, all he has)
    *** TURN *** [S3]            (the new card alone)
    Total pot €7.52 Rake €0.53   (the pot after rake)
    Ann: wins €7.52              (uncalled bets included when none is written)

Cards are written suit first (``HA``, ``C10``; ``X`` for a card not shown). A tournament's
header has no stakes: its blinds are the ones posted. The hands are kept under iPoker, the
site that dealt them, with the game's number as the site's hand number.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

from engine.formats.history_file import stream_hands
from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import KnownText
from engine.formats.imported import SkippedHand
from engine.formats.sites import pokerstars_import as stars

SITE = "ipoker"
_START_RE = re.compile(r"^(?:\ufeff)?GAME #\d+")
_HEADER_RE = re.compile(
    r"^(?:\ufeff)?GAME #(?P<id>\d+):?(?: Version:\S+)?(?: Uncalled:\w)?\s+(?P<game>.+?)\s+"
    r"(?P<betting>NL|PL|FL|L)\s+(?:(?P<small>\S+)/(?P<big>\S+)|(?P<tournament>Tournament))"
    r"(?: -)?\s+(?P<date>\d{4}[-/]\d\d[-/]\d\d) (?P<clock>\d\d?:\d\d:\d\d)(?:/(?P<tz>\w+))?\s*$")
# A tournament's table: 'Table "Turbo" $2, 595699511, 4730275101 (Tournament: "Turbo" $2
# Buy-In: $2+$0.20)': its name, the tournament's number and the table's, and the buy-in.
_TABLE_RE = re.compile(r"^Table (?P<table>.+?)(?:, (?P<tournament>\d+), \d+)?"
                       r"(?: \(Tournament: .*?(?:Buy-In: (?P<buyin>.*))?\))?\s*$")
_SEAT_RE = re.compile(r"^(?P<seat>Seat \d+: (?P<name>.+) \(\S+ in chips\))"
                      r"(?: \((?:REBUY|ADDON)\))*(?P<dealer> DEALER)?\s*$")
_ACT_RE = re.compile(r"^(?P<who>.+?): (?P<verb>Post SB|Post BB|Post Ante|Post SB\+BB|Fold|Check|"
                     r"Call|Bet|Raise \(NF\)|Raise to|Raise|Allin|Shows|Mucks|wins)"
                     r"(?P<allin> Allin)?(?: (?P<rest>.*?))?\s*$")
_STREET_RE = re.compile(r"^\*\*\* (?P<street>HOLE CARDS|FLOP|TURN|RIVER|SUMMARY) \*\*\*"
                        r"(?: \[(?P<cards>[^\]]*)\])?\s*$")
_POSTED_RE = re.compile(r": posts (?P<blind>small blind|big blind) (?P<amount>\S+)")
_NAME_ALONE_RE = re.compile(r"^[^:]+:\s*$")
_TOTAL_RE = re.compile(r"^Total pot (?P<total>\S+) Rake (?P<rake>\S+)\s*$")
_CARD_RE = re.compile(r"^(?P<suit>[SHDCshdc])(?P<rank>10|[2-9TJQKAtjqka])$")
_BETTING = {"NL": "No Limit", "PL": "Pot Limit", "FL": "Limit", "L": "Limit"}
_POSTS = {"Post SB": "posts small blind", "Post BB": "posts big blind",
          "Post Ante": "posts the ante", "Post SB+BB": "posts small & big blinds"}
HOLDEM = "Texas Hold'em"

STARS_LIKE = stars.Dialect(SITE, _START_RE, re.compile(r"^iPoker Hand " + stars.HEADER_BODY))
"""What a hand turned into PokerStars' lines is read as."""
SPLIT = stars.Dialect(SITE, _START_RE, _HEADER_RE)


def starts_a_hand(text: str) -> bool:
    """Whether ``text`` begins like a hand of iPoker's text."""
    return _START_RE.match(text) is not None


def _card(word: str) -> str:
    """``HA`` -> ``Ah``, ``C10`` -> ``Tc``; ``X`` (not shown) -> ``XX``."""
    card = _CARD_RE.match(word)
    if card is None:
        return "XX" if word.upper() == "X" else word
    rank = card["rank"].upper()
    return ("T" if rank == "10" else rank) + card["suit"].lower()


def _cards(text: str) -> str:
    return " ".join(_card(w) for w in text.split())


def _money(text: str) -> Decimal:
    digits = re.search(r"\d[\d,]*(?:\.\d+)?", text)
    return Decimal(digits.group().replace(",", "")) if digits else Decimal(0)


class _Hand:
    """One hand's lines turned into PokerStars' (each kept with its own line number)."""

    def __init__(self) -> None:
        self.out: list[tuple[int, str]] = []
        self.street: dict[str, Decimal] = {}  # what each player put in this round
        self.board: list[str] = []
        self.shown: list[tuple[int, str]] = []  # shows, mucks and wins: before the summary
        self.summary: list[tuple[int, str]] = []

    def action(self, number: int, who: str, verb: str, allin: bool, rest: str) -> None:
        amount = _money(rest)
        mine = self.street.get(who, Decimal(0))
        top = max(self.street.values(), default=Decimal(0))
        tail = " and is all-in" if allin else ""
        if verb in _POSTS:
            if verb != "Post Ante":
                self.street[who] = mine + amount
            self.out.append((number, f"{who}: {_POSTS[verb]} {rest}{tail}"))
        elif verb in ("Fold", "Check"):
            self.out.append((number, f"{who}: {verb.lower()}s"))
        elif verb == "Call":
            self.street[who] = mine + amount
            self.out.append((number, f"{who}: calls {rest}{tail}"))
        elif verb == "Bet":
            self.street[who] = mine + amount
            self.out.append((number, f"{who}: bets {rest}{tail}"))
        elif verb.startswith("Raise"):  # to the amount written
            self.street[who] = amount
            self.out.append((number, f"{who}: raises {amount - top} to {amount}{tail}"))
        elif verb == "Allin":  # puts in the amount written, all he has
            to = mine + amount
            self.street[who] = to
            if to <= top:
                self.out.append((number, f"{who}: calls {amount} and is all-in"))
            elif top == 0:
                self.out.append((number, f"{who}: bets {amount} and is all-in"))
            else:
                self.out.append((number, f"{who}: raises {to - top} to {to} and is all-in"))
        elif verb in ("Shows", "Mucks"):
            cards = re.match(r"\[(?P<cards>[^\]]*)\]", rest)
            shown = _cards(cards["cards"]) if cards else ""
            word = "shows" if verb == "Shows" else "mucks"
            self.shown.append((number, f"{who}: {word} [{shown}]"))
        else:  # wins
            self.shown.append((number, f"{who} collected {rest} from pot"))


def to_stars(block: stars.Block) -> stars.Block:
    """A hand's numbered lines in PokerStars' words (a line not understood is kept as it is,
    and the PokerStars reader then names it)."""
    first, header = block[0]
    head = _HEADER_RE.match(header)
    if head is None:
        return block  # "not a hand header it knows", with the line
    if not head["game"].startswith(HOLDEM):
        return [(first, f"iPoker Hand #{head['id']}: {head['game']} (another game)")]
    hand = _Hand()
    seats: list[tuple[int, str]] = []
    names: list[str] = []
    button: str | None = None
    table = ""
    tournament_id, buyin = "0", ""
    rake = Decimal(0)
    for number, text in block[1:]:
        if not text.strip() or _NAME_ALONE_RE.match(text):  # "Ann:" and nothing: no step
            continue
        seat = _SEAT_RE.match(text)
        street = _STREET_RE.match(text) if text.startswith("***") else None
        if text.startswith("Table ") and not table:
            place = _TABLE_RE.match(text)
            assert place is not None  # the pattern matches any text after "Table "
            table = place["table"]
            tournament_id, buyin = place["tournament"] or "0", place["buyin"] or ""
        elif seat is not None and not hand.out:
            seats.append((number, seat["seat"]))
            names.append(seat["name"])
            if seat["dealer"]:
                button = seat["seat"].split(":")[0].removeprefix("Seat ")
        elif street is not None:
            name = street["street"]
            if name == "SUMMARY":
                continue
            if name == "HOLE CARDS":  # the blinds posted stay this round's bets
                hand.out.append((number, "*** HOLE CARDS ***"))
                continue
            hand.street = {}
            new = _cards(street["cards"] or "")
            old = f" [{' '.join(hand.board)}]" if hand.board else ""
            hand.board.extend(new.split())
            hand.out.append((number, f"*** {name} ***{old} [{new}]"))
        elif text.startswith("Dealt to "):
            cards = re.match(r"^Dealt to (?P<who>.+?) \[(?P<cards>[^\]]*)\]\s*$", text)
            hand.out.append((number, f"Dealt to {cards['who']} [{_cards(cards['cards'])}]"
                             if cards else text))
        elif (total := _TOTAL_RE.match(text)) is not None:
            rake = _money(total["rake"])
            hand.summary.append((number, f"Total pot {_money(total['total']) + rake} | Rake "
                                 f"{total['rake']}"))
        elif (act := _ACT_RE.match(text)) is not None:
            hand.action(number, act["who"], act["verb"], bool(act["allin"]), act["rest"] or "")
        else:
            hand.out.append((number, text))
    small, big = head["small"], head["big"]
    if head["tournament"]:  # no stakes written: the blinds posted
        posts = {post["blind"]: _money(post["amount"]) for _, t in hand.out
                 if (post := _POSTED_RE.search(t)) is not None}
        small, big = str(posts.get("small blind", posts.get("big blind", 1))), str(
            posts.get("big blind", posts.get("small blind", 1)))
    date = head["date"].replace("-", "/")
    game = f"Hold'em {_BETTING[head['betting']]}"
    tournament = (f"Tournament #{tournament_id}, {buyin.replace(' ', '')} "
                  if head["tournament"] else "")
    out = [(first, f"iPoker Hand #{head['id']}: {tournament}{game} ({small}/{big}) - {date} "
                   f"{head['clock']}{' ' + head['tz'] if head['tz'] else ''}")]
    out.append((first + 1, f"Table '{table}' Seat #{button or 0} is the button"))
    # A player seated who neither posts nor acts was not dealt in (he waits or sits out).
    acting = {t.split(": ", 1)[0] for _, t in hand.out} | {
        t.removeprefix("Dealt to ").split(" [", 1)[0] for _, t in hand.out}
    out.extend((n, t if name in acting else t + " is sitting out")
               for (n, t), name in zip(seats, names, strict=True))
    out.extend(hand.out)
    if hand.shown:
        out.append((hand.shown[0][0], "*** SHOW DOWN ***"))
        out.extend(hand.shown)
    out.append(((hand.summary or hand.shown or out)[0][0], "*** SUMMARY ***"))
    out.extend(hand.summary)
    return out


def parse_hands(lines: Iterator[bytes] | list[bytes], source: str = "<text>",
                known: Known | None = None, known_text: KnownText | None = None,
                ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of iPoker's text given as byte lines, replayed or skipped with why."""
    for block, problem, encoding in stars.split_hands(lines, SPLIT):
        yield stars.read_hand(to_stars(block), problem, encoding, source, STARS_LIKE, known,
                              known_text)


def iter_hands(path: Path, known: Known | None = None, known_text: KnownText | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a file of iPoker's text, read as a stream."""
    yield from stream_hands(
        path, SITE, lambda stream: parse_hands(stream, str(path), known, known_text))


__all__ = ["SITE", "iter_hands", "parse_hands", "starts_a_hand", "to_stars"]

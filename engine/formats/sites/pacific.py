"""888poker (formerly Pacific Poker, sold as Cassava) hand histories in.

888 writes a hand as ``#Game No : 1393225868``, ``***** 888poker Hand History for Game
1393225868 *****`` (the brand varies: ``Cassava``, ``888.ro BLAST``, ``888poker.ca-on``...), a
game line ``$0.05/$0.10 Blinds No Limit Holdem - *** 16 09 2020 16:15:04`` (day, month,
year; ``Fix Limit``, ``Pot Limit``, ``Jackpot table``; tournaments since 2019 without the
date), ``Table Worms 6 Max (Real Money)`` (``(Practice Play)`` for play money; tournaments
``Tournament #… $1 + $0.10 - Table #5 9 Max (Real Money)``), ``Seat 1 is the button``, seats
``Seat 1: Ann ( $29.78 )``, ``posts small blind [$0.05]``, ``posts dead blind [$0.01 +
$0.02]`` (a small blind dead, a big blind live), steps with the chips each *adds* (``raises
[$0.30]``, ``calls [$0.25]``), ``** Dealing flop ** [ Kd, 6c, 2h ]``, ``** Summary **``,
``shows [ Ac, Kd ]``, ``did not show his hand`` and ``collected [ $0.67 ]``.

Amounts follow the player's language: ``$0.01``, ``0,01 $``, ``5$``, ``25 000``, ``8.000 $``
(a separator before exactly three digits groups thousands). 888 writes no rake: it is what
went in and nobody won; a winner's ``collected`` may hold his own bet nobody called.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from collections.abc import Iterator
from datetime import datetime
from decimal import Decimal
from decimal import InvalidOperation
from pathlib import Path

from engine.core.cards import Card
from engine.formats.history_file import stream_hands
from engine.formats.history_hand import CHECK
from engine.formats.history_hand import FOLD
from engine.formats.imported import MAX_DECIMALS
from engine.formats.imported import MAX_MINOR_UNITS
from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import SkippedHand
from engine.formats.imported import decimal_places
from engine.formats.sites.pokerstars_import import Decoder
from engine.formats.sites.site_draft import Draft
from engine.formats.sites.site_draft import SiteTextError
from engine.formats.sites.site_draft import cards
from engine.formats.sites.site_draft import currency_of
from engine.formats.sites.site_draft import read_blocks
from engine.rules.config import Betting

SITE = "888poker"
MAX_HAND_LINES = 400
_SUMMARY_LOOK = 5  # lines read to tell a tournament's summary file by its first written one
_START_RE = re.compile(r"^(?:\ufeff)?#Game No : \d+\s*$")
# The brand: "888poker", "888.es", "888poker.ca-on", "888.ro BLAST", "888poker Snap Poker",
# "Cassava", "Pacific Poker" (PartyPoker's own line names no brand).
_ID_RE = re.compile(r"^(?:\ufeff)?\*\*\*\*\* (?P<brand>(?:888|Cassava|Pacific)[^*]*?) Hand "
                    r"History [Ff]or Game "
                    r"(?P<id>\d+) \*\*\*\*\*\s*$")
# A tournament's summary file (places and prizes), kept beside its hands: no hands in it.
_SUMMARY_FILE_RE = re.compile(r"^(?:\ufeff)?\*\*\*\*\* (?:888|Cassava|Pacific)[^*]*? Tournament "
                              r"Summary \*\*\*\*\*\s*$")
_GAME_RE = re.compile(
    r"^(?P<small>[^/]+?)/(?P<big>.+?) ?Blinds (?P<betting>No Limit|Pot Limit|Fix Limit|"
    r"Fixed Limit|Limit) (?P<game>\S+)(?: Jackpot table)? - \*\*\*(?: (?P<day>\d{1,2}) "
    r"(?P<month>\d{1,2}) (?P<year>\d{4}) (?P<clock>\d{1,2}:\d{2}:\d{2}))?\s*$")
_TABLE_RE = re.compile(r"^(?:Tournament #(?P<tournament>\d+)(?P<buyin>.*?)(?: - |(?= \d+ Max)|"
                       r"(?= \())|)(?:Table #?(?P<table>.+?))?(?: \d+ Max)? ?\((?P<money>Real "
                       r"Money|Practice Play|Play Money)\)\s*$")
_BUTTON_RE = re.compile(r"^Seat (?P<seat>\d+) is the button\s*$")
_COUNT_RE = re.compile(r"^Total number of players : \d+(?:/\d+)?\s*$")
_SEAT_RE = re.compile(r"^Seat (?P<seat>\d+): (?P<name>.*?) ?\( ?(?P<stack>[^()]*?) ?\)\s*$")
_POST_RE = re.compile(r"^posts (?P<what>small blind|big blind|ante|dead blind|straddle) "
                      r"\[(?P<amount>[^\]+]+?)(?: \+ (?P<live>[^\]]+?))?\]\s*$")
# A step; on a capped table the step that reaches the cap says so ("and has reached the $20
# cap"), and an all-in may say it after the amount ("and is all-in").
_STEP_RE = re.compile(r"^(?P<verb>folds|checks|calls|bets|raises|is all-In|is all-in|all-in)"
                      r"(?:\s+\[(?P<amount>[^\]]+)\])?(?:\s*and is all.in)?"
                      r"(?P<cap>\s*and has reached the .* cap)?\s*$")
_DEALT_RE = re.compile(r"^Dealt to (?P<rest>.*?) ?\[\s*(?P<cards>[^\]]*?)\s*\]\s*$")
_BOARD_RE = re.compile(r"^\*\* Dealing (?P<street>flop|turn|river) \*\* \[\s*(?P<cards>"
                       r"[^\]]*?)\s*\]\s*$", re.IGNORECASE)
_SHOW_RE = re.compile(r"^(?P<verb>shows|mucks) \[\s*(?P<cards>[^\]]*?)\s*\].*$")
_WON_RE = re.compile(r"^collected \[\s*(?P<amount>[^\]]+?)\s*\]\s*$")
_NOISE_RE = re.compile(
    r"^(?:\*\* Dealing down cards \*\*|\*\* Summary \*\*|\((?:Hi|Lo): .*\)|"
    r".* (?:has joined the table|has left the table|is sitting out|is sitting in|"
    r"will be using (?:his|her) time bank for this hand|did not respond in time|"
    r"could not respond in time.*|is disconnected|is connected|has been reconnected|"
    r"does not show cards|did not show (?:his|her) hand|mucks|sits out))\.?\s*$")
_BETTING = {"No Limit": Betting.NO_LIMIT, "Pot Limit": Betting.POT_LIMIT,
            "Fix Limit": Betting.FIXED_LIMIT, "Fixed Limit": Betting.FIXED_LIMIT,
            "Limit": Betting.FIXED_LIMIT}
_SIZE = {"FLOP": 3, "TURN": 4, "RIVER": 5}
_SPACES = " \u00a0\u202f\ufffd"  # a space, no-break spaces, a byte no encoding knew
_SEPARATOR_RE = re.compile(r"[.,](?=\d+$)")


def money(text: str, line: int) -> Decimal:
    """An amount as the player's language writes it: ``$1,250.50``, ``1.250,50 €``, ``5 000
    $``, ``8.000 $`` (a separator before exactly three final digits groups thousands)."""
    digits = "".join(c for c in text if c.isdigit() or c in ".,")
    last = _SEPARATOR_RE.search(digits)
    if last is not None and len(digits) - last.end() != 3:
        digits = digits[:last.start()].replace(",", "").replace(".", "") + "." + digits[
            last.end():]
    else:
        digits = digits.replace(",", "").replace(".", "")
    try:
        value = Decimal(digits)
    except InvalidOperation:
        value = None
    if value is None or decimal_places(value) > MAX_DECIMALS or value > MAX_MINOR_UNITS or (
            text.strip(_SPACES + "$€£") == ""):
        raise SiteTextError("bad_amount", f"line {line}: not an amount in range", line=line)
    return value


# Cards in the player's language: German suits ("8Pik"), a Spanish ten ("Dp"), French
# suits ("7p, 8t": pique, trèfle, cœur, carreau) and Russian ranks written in Windows-1251
# (a Cyrillic Ve for валет, the jack), read as Windows-1252 when the file says no better
# ("Âh").
_GERMAN_SUITS = (("Pik", "s"), ("Herz", "h"), ("Karo", "d"), ("Kreuz", "c"))
_FRENCH_SUITS = {"p": "s", "t": "c", "c": "h", "k": "d", "d": "d"}
_RUSSIAN_RANKS = str.maketrans({"\u0412": "J", "Â": "J", "\u0414": "Q", "Ä": "Q",
                                "\u041a": "K", "Ê": "K", "\u0422": "A", "Ò": "A"})
_SPANISH_TEN_RE = re.compile(r"\bD([a-z])")  # a Spanish client's ten: "Dt" (diez)
_CARDS_RE = re.compile(r"\[\s*([^\]]*?)\s*\]")
_FRENCH_RE = re.compile(r"(?:^|[\s,])(?:10|[2-9TJQKAD])[pt](?=$|[\s,])")


def _is_french(lines: list[tuple[int, str]]) -> bool:
    """Whether the hand's cards name French suits (a pique or a trèfle among them)."""
    return any(_FRENCH_RE.search(found) for _, t in lines if "[" in t
               for found in _CARDS_RE.findall(t))


def _cards(text: str, line: int, french: bool) -> list[Card]:
    """Cards as the player's language writes them, read as cards."""
    for word, suit in _GERMAN_SUITS:
        text = text.replace(word, suit)
    text = _SPANISH_TEN_RE.sub(r"T\1", text.translate(_RUSSIAN_RANKS))
    if french:
        text = ", ".join(w[:-1] + _FRENCH_SUITS.get(w[-1], w[-1])
                         for w in re.split(r"[\s,]+", text) if w)
    return cards(text, line)


def starts_a_hand(text: str) -> bool:
    """Whether ``text`` (a file's first bytes) begins like an 888poker hand: its hand line
    names the brand (PartyPoker's, the same shape, names none)."""
    first = [x for x in text.lstrip("\ufeff").splitlines() if x.strip()][:3]
    if first and _SUMMARY_FILE_RE.match(first[0]):
        return True  # a tournament's summary, told as no hands (parse_hands)
    return bool(first) and (_START_RE.match(first[0]) is not None or _ID_RE.match(
        first[0]) is not None) and any(_ID_RE.match(x) for x in first)


def _blocks(lines: Iterable[bytes], decoder: Decoder,
            ) -> Iterator[tuple[list[tuple[int, str]], str | None]]:
    """The file cut into hands, each starting at ``#Game No`` (or at the brand's line when
    no ``#Game No`` stands before it)."""
    block: list[tuple[int, str]] = []
    problem: str | None = None
    for number, raw in enumerate(lines, 1):
        text, mixed = decoder.decode(raw[:1000])
        text = text.rstrip("\r\n")
        starts = _START_RE.match(text) is not None or (
            _ID_RE.match(text) is not None and not (block and _START_RE.match(block[-1][1])))
        if starts:
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


def parse_block(block: list[tuple[int, str]]) -> Draft:
    """Every line of one hand read into a :class:`Draft`; a line not understood raises."""
    lines = [(n, t.strip(_SPACES)) for n, t in block if t.strip(_SPACES)]
    lines = [(n, t) for n, t in lines if not _START_RE.match(t)]
    if not lines or _ID_RE.match(lines[0][1]) is None:
        first = block[0][0]
        raise SiteTextError("unknown_line", f"line {first}: a hand without its 'Hand History' "
                            "line", line=first)
    head = _ID_RE.match(lines[0][1])
    assert head is not None
    draft = Draft(SITE, head["id"])
    if len(lines) < 2:
        raise SiteTextError("unknown_line", f"line {lines[0][0]}: a hand without its game "
                            "line", line=lines[0][0])
    _game(draft, *lines[1])
    french = _is_french(lines)
    dealing = True  # before "** Dealing down cards **": the blinds are being posted
    dropped: set[str] = set()
    refused_at = lines[0][0]
    for number, text in lines[2:]:
        if text.startswith("** Dealing down cards"):
            dealing = False
        who, rest = draft.speaker(text)
        if dealing and who is not None and rest == "folds" and who not in draft.blinds:
            # a player whose turn it was to post, who would not: he is not dealt in
            draft.seats = [s for s in draft.seats if s[1] != who]
            dropped.add(who)
            refused_at = number
            continue
        if who is None and any(text.startswith(x + " ") for x in dropped) and not (
                _NOISE_RE.match(text)):
            raise SiteTextError("unknown_player", f"line {number}: a player who was not "
                                "dealt in plays", line=number)
        _line(draft, number, text, french)
    if len(draft.seats) < 2:  # the big blind would not post: nobody to play
        raise SiteTextError("cancelled", f"line {refused_at}: the hand was cancelled: nobody "
                            "posted a big blind (the small blind was given back)",
                            line=refused_at)
    return draft


def _game(draft: Draft, number: int, text: str) -> None:
    game = _GAME_RE.match(text)
    if game is None:
        if "Holdem" not in text and "Hold'em" not in text:
            raise SiteTextError("not_holdem", f"line {number}: not Hold'em", line=number)
        raise SiteTextError("unknown_line", f"line {number}: not a game line it knows",
                            line=number)
    if game["game"] != "Holdem":
        raise SiteTextError("not_holdem", f"line {number}: not Hold'em", line=number)
    draft.betting = _BETTING[game["betting"]]
    draft.small, draft.big = money(game["small"], number), money(game["big"], number)
    draft.currency = currency_of(f"{game['small']} {game['big']}")
    if game["year"] is not None:
        try:
            draft.played_at = datetime.strptime(
                f"{game['year']} {game['month']} {game['day']} {game['clock']}",
                "%Y %m %d %H:%M:%S").isoformat()
        except ValueError:
            draft.played_at = None


def _line(draft: Draft, number: int, text: str, french: bool) -> None:
    """One line after the game line."""
    if not draft.seats and draft.table is None:
        table = _TABLE_RE.match(text)
        if table is not None:
            draft.table = table["table"] or ""
            draft.tournament = table["tournament"]
            if table["money"] != "Real Money":
                draft.currency = None
            return
    button = _BUTTON_RE.match(text)
    if button is not None:
        draft.button = int(button["seat"])
        return
    if _COUNT_RE.match(text):
        return
    seat = _SEAT_RE.match(text) if not draft.steps and not draft.blinds else None
    if seat is not None:
        draft.seat(int(seat["seat"]), seat["name"], money(seat["stack"], number), number)
        return
    board = _BOARD_RE.match(text)
    if board is not None:
        draft.deal(number, _cards(board["cards"], number, french),
                   _SIZE[board["street"].upper()])
        return
    dealt = _DEALT_RE.match(text)
    if dealt is not None and dealt["rest"] in draft.names:
        shown = _cards(dealt["cards"], number, french)
        if len(shown) != 2:
            raise SiteTextError("bad_cards", f"line {number}: two hole cards expected",
                                line=number)
        draft.holes[dealt["rest"]] = shown
        return
    who, rest = draft.speaker(text)
    if who is not None and _step(draft, number, who, rest, french):
        return
    if _NOISE_RE.match(text):
        return
    raise SiteTextError("unknown_line", f"line {number}: not a line Felt understands",
                        line=number)


def _step(draft: Draft, number: int, who: str, rest: str, french: bool) -> bool:
    post = _POST_RE.match(rest)
    if post is not None:
        value = money(post["amount"], number)
        what = post["what"]
        if what == "ante":
            draft.ante(who, value)
        elif post["live"] is not None:  # "[$0.01 + $0.02]": the small dead, the big live
            draft.blind(who, money(post["live"], number), value)
        elif what == "dead blind":
            draft.ante(who, value)
        elif what == "straddle":
            draft.straddle(who, value)
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
            draft.add(number, who, money(step["amount"], number))
            if step["cap"]:
                draft.cap_at(draft.total[who])
        return True
    shown = _SHOW_RE.match(rest)
    if shown is not None:
        got = _cards(shown["cards"], number, french)
        if len(got) not in (1, 2):
            raise SiteTextError("bad_cards", f"line {number}: one or two hole cards expected",
                                line=number)
        draft.learn(who, got, number)
        (draft.shown if shown["verb"] == "shows" else draft.mucked).add(who)
        return True
    won = _WON_RE.match(rest)
    if won is not None:
        draft.won[who] = draft.won.get(who, Decimal(0)) + money(won["amount"], number)
        return True
    return False


def parse_hands(lines: Iterable[bytes], source: str = "<text>", known: Known | None = None,
                ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of an 888poker text given as byte lines, replayed or skipped with why."""
    lines = iter(lines)
    head = list(itertools.islice(lines, _SUMMARY_LOOK))
    written = [raw for raw in head if raw.strip()]
    if written and _SUMMARY_FILE_RE.match(written[0].decode("utf-8", errors="replace")):
        yield SkippedHand(SITE, source, None, 1, "not_hands", f"{source}: an 888poker "
                          "tournament summary (places and prizes), not hands: nothing to import")
        return
    lines = itertools.chain(head, lines)
    decoder = Decoder()
    yield from read_blocks(_blocks(lines, decoder), source, known, SITE, parse_block,
                           lambda: decoder.name)


def iter_hands(path: Path, known: Known | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of an 888poker hand-history file, read as a stream."""
    yield from stream_hands(path, SITE, lambda stream: parse_hands(stream, str(path), known))


__all__ = ["SITE", "iter_hands", "money", "parse_block", "parse_hands", "starts_a_hand"]

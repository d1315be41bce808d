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

Real files add more (FPDB's regression files): lines that begin with NUL bytes, the newer form
(``***** Hand History For Game 1619…abc *****``, ``posts small blind (20)``, ``raises 307 to
327``, ``is all-In.``, ``calls (287)``, the summary's ``Ann balance 654, bet 327, collected
654, …``), older tournaments that post no blinds (the level's, after its ``Blinds(300/600)``),
``posts big blind + dead [0,35 €]``, players who join and post without a seat line, a
tracker's export (``(Poker Stars)`` after the title, figures after each seat), two lines
written without a break between them. What a player wins counts the bet nobody called.

Its lines are not PokerStars', so it has a reader of its own into the common record; a line it
does not know skips the hand with its number. 888poker writes hands in a like shape under its
own name, read by its own reader (:mod:`engine.formats.sites.pacific`); a file whose history
line names 888's brand is not taken for PartyPoker's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

from engine.core.errors import HistoryFileError
from engine.formats.history_file import open_regular
from engine.formats.history_hand import BOARD
from engine.formats.history_hand import CHECK
from engine.formats.history_hand import FOLD
from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import SkippedHand
from engine.formats.sites.partypoker_all_in import PartyDraft
from engine.formats.sites.partypoker_all_in import adds_up
from engine.formats.sites.partypoker_game import read_game
from engine.formats.sites.pokerstars_import import Decoder
from engine.formats.sites.site_draft import Draft
from engine.formats.sites.site_draft import SiteTextError
from engine.formats.sites.site_draft import amount
from engine.formats.sites.site_draft import cards
from engine.formats.sites.site_draft import read_blocks
from engine.rules.config import Betting

SITE = "partypoker"
MAX_HAND_LINES = 400
# "$1,250.50 USD", "$5  USD", "4,520" chips, a euro amount with a decimal comma "0,35 €".
MONEY = r"[$€£]?\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:USD|EUR|GBP|CAD|[€$£]))?"
# 888poker's (and Pacific's) own name stands before "Hand History": "***** 888poker Snap Poker
# Hand History for Game 1393225868 *****"; such a file is 888's (engine/formats/sites/pacific.py).
_BRAND = r"(?:888poker|888\.\w+|Pacific Poker|Cassava)(?: Snap Poker)? "
# A tracker's export of another site's hands in this shape names the site after the stars
# ("***** Hand History for Game 1111111111 ***** (Poker Stars)"); newer hand numbers hold
# letters ("Game 1770659766668adeb0h5qfm").
_START_RE = re.compile(r"^(?:\ufeff)?(?:Game #\d+ starts\.|#Game No : \d+|\*\*\*\*\* (?:"
                       + _BRAND + r")?Hand History [Ff]or Game \w+ \*\*\*\*\*(?: \([^()]*\))?)"
                       r"\s*$")
_ID_RE = re.compile(r"^\*\*\*\*\* (?P<brand>" + _BRAND + r")?Hand History [Ff]or Game "
                    r"(?P<id>\w+) \*\*\*\*\*(?: \((?P<tracked>[^()]*)\))?\s*$")
# "Table Sonoma (Real Money)", "Table Skagen ( Real Money )", "Table Table Calarasi  (Real
# Money) -- Seat 4 is the button", "Table (303344128) Table #62 (Real Money) -- Seat 2 is …".
_TABLE_RE = re.compile(r"^Table\s+(?P<table>.+?)\s*\(\s*(?:Real|Play) Money\s*\)"
                       r"(?:\s*--\s*Seat (?P<button>\d+) is the button)?\s*$")
_TABLE_TOURNAMENT_RE = re.compile(r"\((?P<id>\d+)\)")
_BUTTON_RE = re.compile(r"^Seat (?P<seat>\d+) is the button\s*$")
_COUNT_RE = re.compile(r"^Total number of players : \d+(?:\s*/\s*\d+)?\s*$")
# A tracker's export adds its figures after the stack: "( $2.75 USD ) - VPIP: 21, …".
_SEAT_RE = re.compile(r"^[Ss]eat (?P<seat>\d+): (?P<name>.+?) \(\s*(?P<stack>" + MONEY
                      + r")\s*\)(?: - .*)?\s*$")
# "[$0.50 USD]", "[0,35 €]" or, in the newer form, "(20)".
_WRAPPED = r"(?:\[\s*(?P<amount>" + MONEY + r")\s*\]|\((?P<plain>" + MONEY + r")\))"
_POST_RE = re.compile(r"^posts (?P<what>small blind|big blind \+ dead|big blind|ante(?: of)?|"
                      r"dead blind|small & big blinds?) " + _WRAPPED + r"\.?\s*$")
_STEP_RE = re.compile(r"^(?P<verb>folds|checks|calls|bets|raises|is all-In|is all-in|all-in) ?"
                      r"(?:\s*" + _WRAPPED + r")?\.?\s*$")
_RAISE_TO_RE = re.compile(r"^raises (?P<by>" + MONEY + r") to (?P<to>" + MONEY + r")\.?\s*$")
# The newer form's summary: "Ann balance 654, bet 327, collected 654, net +327[ 8h, 3d ] [ …
# ]", "Bob balance 846, lost 327[ Ah, Ks ] [ … ]", "balance $3.20 lost $0.10 (folded)".
_BALANCE_RE = re.compile(r"^balance (?P<balance>" + MONEY + r"),? (?:bet " + MONEY
                         + r", collected (?P<collected>" + MONEY + r"), net [-+]?" + MONEY
                         + r"|lost " + MONEY + r"|didn't bet|sits out)(?: \(folded\))?"
                         r"(?:\s*\[(?P<cards>[^\]]*)\])?(?:\s*\[.*\])?\s*$")
_POT_RE = re.compile(r"^Main Pot: " + MONEY + r"(?:\s*\|?\s*Side Pot \d+: " + MONEY
                     + r")*(?:\s*\|?\s*Rake: (?P<rake>" + MONEY + r"))?\s*$")
_POT_AMOUNT_RE = re.compile(r"Pot(?: \d+)?: (" + MONEY + r")")
_LEVEL_LINE_RE = re.compile(r"^(?:Blinds|Stakes)(?:-Antes)?\((?P<small>[\d,.]+)/"
                            r"(?P<big>[\d,.]+)(?: -?[\d,.]+)?\)\s*$")
_CHAT_RE = re.compile(r"^[^\s:][^:]{0,40}: ")  # "Ann: nice hand", a player's or watcher's chat
_JOINS_RE = re.compile(r"^(?P<name>.+) has joined the table\.?\s*$")
# A player the seat lines leave out who posts or acts: "Ann posts big blind [$0.25 USD].",
# "Ann folds" (the hand is read with him seated where he acts).
_UNSEATED_RE = re.compile(r"^(?P<name>\S+?) (?:posts (?:small blind|big blind|ante|dead blind|"
                          r"small & big)|folds|checks|calls|bets|raises)")
MAX_NAME_WORDS = 4  # words a name cut short in the seat lines may have lost
_DECIMAL_COMMA_RE = re.compile(r"(\d),(\d{2})(?!\d)")
_DEALT_RE = re.compile(r"^Dealt to (?P<rest>.+?) \[\s*(?P<cards>[^\]]*?)\s*\]\s*$")
_BOARD_RE = re.compile(r"^\*\* Dealing (?P<street>Flop|Turn|River) \*\*(?: :)?\s+\["
                       r"\s*(?P<cards>[^\]]*?)\s*\]\s*$", re.IGNORECASE)
_SHOW_RE = re.compile(r"^(?P<verb>shows|doesn't show|mucks)\s+\[\s*(?P<cards>[^\]]*?)\s*\].*$")
_WIN_RE = re.compile(r"^(?:wins (?P<amount>" + MONEY + r")(?: chips)?(?:\s+from\s+(?:the\s+)?"
                     r"(?:main pot|side pot\s*(?:#?\d+)?))?\s*(?:with .*)?|collected \[ ?"
                     r"(?P<collected>" + MONEY + r") ?\])\.?\s*$")
_NOISE_RE = re.compile(
    r"^(?:Game #\d+ (?:starts|ends)\.|#Game No : \d+|\*\* Dealing down cards \*\*|"
    r"\*\* Summary \*\*|Connection Lost due to some reason|Board: \[.*\]|"
    r"Trny: ?\d+ Level: ?\d+|Creating (?:Main|Side) Pot.*|Player .+ finished in .*|"
    r"Your time bank will be activated.*|>You have options at .*|.+ - Selects point card|"
    r"Congratulations to player .+ for winning tournament.*|"
    r"Due to current high memory use in your system .*|"  # the client's notices
    r".+ is disconnected\. We will wait for .+ to reconnect for a maximum of \d+ seconds|"
    r".+ Forward Folds|"  # a fast-fold table's fold ahead of the turn: its "folds" follows
    r".+ (?:has joined the table|has left the table|is sitting out|is sitting in|"
    r"will be using (?:his|her|their) time bank for this hand|did not respond in time|"
    r"could not respond in time.*|is disconnected|is connected|"
    r"has been reconnected(?: and has \d+ seconds to act)?|"
    r"does not show cards|did not show (?:his|her) hand|mucks|"
    r"finished in \d+(?:st|nd|rd|th)? place.*))\.?\s*$")
_SIZE = {"FLOP": 3, "TURN": 4, "RIVER": 5}


def starts_a_hand(text: str) -> bool:
    """Whether ``text`` (a file's first bytes) begins like a PartyPoker hand (not an 888poker
    or Pacific hand, whose history line names its brand)."""
    first = [x for x in text.replace("\x00", "").lstrip("\ufeff").splitlines() if x.strip()][:4]
    if not first or _START_RE.match(first[0]) is None:
        return False
    ids = [m for m in map(_ID_RE.match, first) if m is not None]
    return bool(ids) and ids[0]["brand"] is None


def _blocks(lines: Iterable[bytes], decoder: Decoder,
            ) -> Iterator[tuple[list[tuple[int, str]], str | None]]:
    """The file cut into hands (a new hand starts at a start line after a seat line)."""
    block: list[tuple[int, str]] = []
    seated = False
    problem: str | None = None
    for number, raw in enumerate(lines, 1):
        text, mixed = decoder.decode(raw[:1000])
        text = text.rstrip("\r\n").replace("\x00", "")  # some clients begin lines with NUL
        if mixed and problem is None:
            problem = f"line {number}: not text like the lines before it"
        if _START_RE.match(text) and (seated or not block):
            if block:
                yield block, problem
            block, seated, problem = [], False, None
        if not block and not text.strip():
            continue
        if text[:5] in ("Seat ", "seat ") and "(" in text:  # the Mac client writes "seat 1:"
            seated = True
        if len(block) >= MAX_HAND_LINES:
            problem = problem or f"line {number}: a hand longer than {MAX_HAND_LINES} lines"
            continue
        block.append((number, text))
    # A file may end with the start line of a hand the client never wrote ("Game #… starts.")
    if block and not all(_START_RE.match(t) or not t.strip() for _, t in block):
        yield block, problem


def parse_block(block: list[tuple[int, str]]) -> Draft:
    """Every line of one hand read into a :class:`Draft`; a line not understood raises.

    A tournament hand that posts no blinds (they are the level's) is read twice when a seat
    never plays: the blinds are the two players after the button who do. A hand with an
    all-in written short of the stack it empties is read again with the whole stack, when
    only that reading adds up to the summary (:mod:`engine.formats.sites.partypoker_all_in`).
    """
    draft = _read_block(block, None)
    if draft.blinds and not any(" posts " in t and " blind" in t for _, t in block):
        playing = {who for _, _, who, _ in draft.steps if who is not None}
        playing.update(draft.antes, draft.holes, draft.won)
        if any(name not in playing for name in draft.names):
            draft = _read_block(block, frozenset(playing))
    if draft.short and not adds_up(draft):
        whole = _read_block(block, draft.dealt_in, frozenset(draft.short),
                            frozenset(draft.calls_of_short))
        if adds_up(whole):
            return whole
    return draft


def _read_block(block: list[tuple[int, str]], dealt_in: frozenset[str] | None,
                whole: frozenset[int] = frozenset(), owed: frozenset[int] = frozenset(),
                ) -> PartyDraft:
    first = block[0][0]
    draft: PartyDraft | None = None
    for number, text in block:
        if not text.strip():
            continue
        hand_id = _ID_RE.match(text)
        if hand_id is not None:
            if draft is not None:  # never read one hand as the next one's start
                raise SiteTextError("unknown_line", f"line {number}: a hand begins before the "
                                    "one above it ends", line=number)
            # PartyPoker counts the bet nobody called in what its bettor won.
            draft = PartyDraft(SITE, hand_id["id"], won_holds_returned=True,
                               won_rounding=True, dealt_in=dealt_in, whole=whole, owed=owed)
            continue
        if draft is None:
            if _NOISE_RE.match(text):
                continue
            raise SiteTextError("unknown_line", f"line {number}: not a hand header it knows",
                                line=number)
        if not draft.seats and draft.small is None and draft.table is None:
            read_game(draft, number, text)
            continue
        _line(draft, number, text)
    if draft is None:
        raise SiteTextError("unknown_line", f"line {first}: a hand without its header",
                            line=first)
    if any(s[0] == 0 or not s[2] for s in draft.seats):
        seat_joined(draft)
    return draft


def money(text: str, line: int) -> Decimal:
    """The number in ``$1,250.50 USD``, ``4,520`` or a decimal comma's ``0,35 €``."""
    return amount(_DECIMAL_COMMA_RE.sub(r"\1.\2", text), line)


def _line(draft: PartyDraft, number: int, text: str) -> None:
    """One line after the game line."""
    table = _TABLE_RE.match(text)
    if table is not None and not draft.seats:
        draft.table = " ".join(table["table"].split())
        if table["button"]:
            draft.button = int(table["button"])
        named = _TABLE_TOURNAMENT_RE.search(table["table"])
        if draft.tournament == "" and named is not None:
            draft.tournament = named["id"]
        return
    if _party_line(draft, number, text):
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
        draft.deal(number, cards(board["cards"], number), _SIZE[board["street"].upper()])
        return
    dealt = _DEALT_RE.match(text)
    if dealt is not None and dealt["rest"] not in draft.names:
        cut = [x for x in draft.names if dealt["rest"].startswith(x + " ")]
        if len(cut) == 1:  # "Dealt to Hero Name [ Ad, 5d ]" to the seat line's "Hero"
            text = f"Dealt to {cut[0]} [{dealt['cards']}]"
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
    glued = _glued(draft, text)
    if glued is not None:  # two lines written without a line break between them
        _line(draft, number, text[:glued])
        _line(draft, number, text[glued:])
        return
    if who is not None:
        # A name the seat lines cut short: "Seat 2: Hero ($100)", then "Hero Name raises …"
        words = rest.split(" ")
        for k in range(1, min(MAX_NAME_WORDS, len(words))):
            if _step(draft, number, who, " ".join(words[k:])):
                return
    joins = _JOINS_RE.match(text)
    if joins is not None:
        if joins["name"] not in draft.names:
            draft.joined.append(joins["name"])
        return
    posted = _UNSEATED_RE.match(text)
    if posted is not None and posted["name"] not in draft.names:
        draft.seats.append((0, posted["name"], Decimal(0)))  # seated once the hand is read
        who, rest = draft.speaker(text)
        if who is not None and _step(draft, number, who, rest):
            return
    if _NOISE_RE.match(text) or _CHAT_RE.match(text):
        return
    raise SiteTextError("unknown_line", f"line {number}: not a line Felt understands",
                        line=number)


def _glued(draft: Draft, text: str) -> int | None:
    """Where a second line begins inside ``text`` (a seated player's name right after a
    full stop or a word: "Bob is sitting outAnn posts big blind [$0,25 USD].", "… Queens.Ann
    wins $27,36 USD …"), or ``None``."""
    for name in sorted(draft.names, key=len, reverse=True):
        at = text.find(name + " ", 1)
        while at > 0:
            if text[at - 1] in ".abcdefghijklmnopqrstuvwxyz":
                return at
            at = text.find(name + " ", at + 1)
    return None


def _party_line(draft: PartyDraft, number: int, text: str) -> bool:
    """A line only PartyPoker writes: the level's blinds, the pot and rake, the start of the
    deal (where a tournament that writes no blinds posts them), a summary's balance."""
    level = _LEVEL_LINE_RE.match(text)
    if level is not None:
        # the level's blinds (the game line's may be the level before: "Level: 3
        # Blinds(50/100)" then "Level: 4", "Blinds(100/200)")
        small, big = money(level["small"], number), money(level["big"], number)
        if draft.betting is Betting.FIXED_LIMIT:  # "Stakes(200/400)": the bets; blinds 100/200
            small, big = small / 2, small
        if not draft.blinds:
            draft.small, draft.big = small, big
        return True
    pot = _POT_RE.match(text)
    if pot is not None:
        if pot["rake"]:
            draft.written_rake = money(pot["rake"], number)
        pots = text.split("Rake:")[0]
        draft.pots = sum((money(x, number) for x in _POT_AMOUNT_RE.findall(pots)),
                         Decimal(0))
        return True
    if text.startswith("** Dealing down cards **"):
        _unwritten_blinds(draft)
        return True
    who, rest = draft.speaker(text)
    balance = _BALANCE_RE.match(rest) if who is not None else None
    if balance is None and who is not None and " balance " in rest:  # a name cut short
        balance = _BALANCE_RE.match(rest[rest.index(" balance ") + 1:])
    if balance is None or who is None:
        return False
    if balance["collected"] and who not in draft.won:  # the newer form writes no "wins"
        draft.won[who] = money(balance["collected"], number)
    if balance["cards"] and balance["cards"].strip():
        draft.learn(who, cards(balance["cards"], number), number)
        draft.shown.add(who)
    return True


def _unwritten_blinds(draft: Draft) -> None:
    """Blinds of a tournament whose text names its level's blinds and posts none (older
    PartyPoker tournaments): the two seats after the button post them (heads-up, the button
    posts the small blind), each at most his stack."""
    if draft.blinds or draft.small is None or draft.big is None or draft.button is None:
        return
    seats = sorted(s for s in draft.seats if draft.dealt_in is None or s[1] in draft.dealt_in)
    order = ([s for s in seats if s[0] > draft.button]
             + [s for s in seats if s[0] <= draft.button])
    if len(order) < 2:
        return
    if len(order) == 2:
        order = order[::-1]  # the button posts the small blind
    for (_, name, stack), blind in zip(order, (draft.small, draft.big), strict=False):
        draft.blind(name, min(blind, stack - draft.antes.get(name, Decimal(0))))


def _all_in(draft: PartyDraft, who: str) -> None:
    """A player the text says is all in after his step: a tournament's newer text rounds
    its chips, so he may seem to keep a chip or two; his stack is then what he put in
    (unless the summary counts his whole stack: :mod:`engine.formats.sites.partypoker_all_in`)."""
    draft.note_all_in(who)
    put_in = draft.total.get(who, Decimal(0))
    for k, (seat, name, stack) in enumerate(draft.seats):
        if name == who and draft.tournament is not None and 0 < stack - put_in <= len(
                draft.steps):
            draft.seats[k] = (seat, name, put_in)


def _silent_blinds(draft: Draft, who: str) -> None:
    """A player who checks before the flop facing the big blind posted it without a line:
    PartyPoker writes no line for a returning player's big blind and dead small blind."""
    if draft.board or who in draft.blinds or draft.big is None or not draft.put_in:
        return
    if draft.put_in.get(who, Decimal(0)) < max(draft.put_in.values()):
        draft.blind(who, draft.big, draft.small or Decimal(0))


def _step(draft: PartyDraft, number: int, who: str, rest: str) -> bool:
    post = _POST_RE.match(rest)
    if post is not None:
        value = money(post["amount"] or post["plain"], number)
        what = post["what"]
        if draft.small is None and what == "small blind":  # a cash table that names its
            draft.small = value  # buy-in, not its stakes ("$2 USD NL Texas Hold'em")
        elif draft.big is None and what == "big blind":
            draft.big = value
        if what.startswith("ante"):
            draft.ante(who, value)
        elif what.startswith("small & big") or what == "big blind + dead":
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
        written = step["amount"] or step["plain"]
        if verb in ("folds", "checks"):
            if written:
                return False
            if verb == "checks":
                _silent_blinds(draft, who)
            draft.act(number, who, CHECK if verb == "checks" else FOLD)
        elif written:
            draft.add(number, who, draft.step_value(number, who, money(written, number)))
            if verb == "calls":
                draft.note_call(number, who)
        elif verb.endswith(("all-In", "all-in")):  # "is all-In." after its raise
            _all_in(draft, who)
        else:
            return False
        return True
    raised = _RAISE_TO_RE.match(rest)
    if raised is not None:  # the newer form: "raises 307 to 327"
        before = draft.put_in.get(who, Decimal(0))
        added = draft.step_value(number, who, money(raised["to"], number) - before)
        draft.raise_to(number, who, before + added)
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
    if won is not None and _glued(draft, rest) is None:
        value = money(won["amount"] or won["collected"], number)
        draft.won[who] = draft.won.get(who, Decimal(0)) + value
        return True
    return False


# ---- players dealt in without a seat line
# Players PartyPoker deals in without a seat line: they join the table during the hand's
# header and post (``Ann has joined the table.``, ``Ann posts big blind [$0.25 USD].``), and
# players it seats with no chips (``Seat 2: Ann ( $0 USD )``) who post and play.
#
# The text gives neither their seat nor their stack. The seat is where they act: right after
# the player who acts before them in the first round (or, for a big blind nobody raised,
# right after the small blind), in a seat number free between those two; the stack is what
# they put in plus the largest stack at the table, so they never run short of what the text
# has them bet (their result is what they put in and won, whatever they had).

MAX_SEAT = 10  # PartyPoker's tables seat at most ten


def seat_joined(draft: Draft) -> None:
    """Give every player seated with seat ``0`` (joined during the header) a seat and a
    stack, and every player seated with no chips who plays a stack.

    :raises SiteTextError: ``no_seat`` when no seat number is free where the player acts.
    """
    if draft.button is None:
        return
    named = {who for _, _, who, _ in draft.steps}
    named.update(draft.antes, draft.blinds, draft.holes, draft.won)
    placed = sorted(s for s in draft.seats if s[0] != 0)
    used = {s[0] for s in placed}
    dealt = [s for s in placed if s[1] in named]
    order = ([s[1] for s in dealt if s[0] > draft.button]
             + [s[1] for s in dealt if s[0] <= draft.button])
    seat_of = {s[1]: s[0] for s in placed}
    stacks = [s[2] for s in placed]
    for k, (zero, name, chips) in enumerate(draft.seats):
        if zero != 0:
            if not chips and name in named:  # seated with no chips, yet he posts and plays
                stack = draft.total.get(name, Decimal(0)) + max(stacks, default=Decimal(0))
                draft.seats[k] = (zero, name, stack)
            continue
        before = _acts_after(draft, name)
        if before is None and draft.blinds:  # first to act: right after the big blind
            top = max(draft.blinds.values())
            before = next((x for x in order if draft.blinds.get(x, 0) == top), None)
        at = order.index(before) + 1 if before in order else 0
        low = seat_of[order[at - 1]] if order and at > 0 else draft.button
        high = seat_of[order[at % len(order)]] if order else draft.button
        seat = _free_between(low, high, used)
        if seat is None:
            raise SiteTextError("no_seat", f"{name[:30]!r} joins the table and plays, but no "
                                "seat is free where he acts", line=None)
        order.insert(at, name)
        used.add(seat)
        seat_of[name] = seat
        stack = draft.total.get(name, Decimal(0)) + max(stacks, default=Decimal(0))
        draft.seats[k] = (seat, name, stack)


def _acts_after(draft: Draft, name: str) -> str | None:
    """The player ``name`` acts right after in the first round: the one before his first
    step, or, without one, the small blind's poster."""
    first_round: list[str] = []
    for _, verb, who, _ in draft.steps:
        if verb == BOARD:
            break
        if who is not None and who not in first_round:
            first_round.append(who)
    if name in first_round:
        at = first_round.index(name)
        return first_round[at - 1] if at > 0 else None
    posted = [x for x, v in draft.blinds.items() if x != name and v < max(draft.blinds.values())]
    return posted[0] if posted else None


def _free_between(low: int, high: int, used: set[int]) -> int | None:
    """The first seat number after ``low`` and before ``high`` (going round the table)
    that nobody holds."""
    seat = low
    for _ in range(MAX_SEAT):
        seat = seat % MAX_SEAT + 1
        if seat == high:
            return None
        if seat not in used:
            return seat
    return None


def parse_hands(lines: Iterable[bytes], source: str = "<text>", known: Known | None = None,
                ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a PartyPoker text given as byte lines, replayed or skipped with why."""
    decoder = Decoder()
    yield from read_blocks(_blocks(lines, decoder), source, known, SITE, parse_block,
                           lambda: decoder.name)


def iter_hands(path: Path, known: Known | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every hand of a PartyPoker hand-history file, read as a stream."""
    try:
        with open_regular(path) as stream:
            yield from parse_hands(stream, str(path), known)
    except HistoryFileError as exc:
        yield SkippedHand(SITE, str(path), None, None, exc.code, str(exc))
    except OSError as exc:
        yield SkippedHand(SITE, str(path), None, None, "unreadable", f"{path}: {exc.strerror}")


__all__ = ["SITE", "iter_hands", "parse_block", "parse_hands", "starts_a_hand"]

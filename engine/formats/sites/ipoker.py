"""iPoker network hand histories (XML) in.

iPoker clients write a ``<session>`` of ``<game gamecode="…">`` elements: the session's
``<general>`` names the game (``<gametype>Holdem NL €0.02/€0.05</gametype>``), the table, the
currency and the blinds; each game lists its ``<players>`` (``seat``, ``name``, ``chips`` at
the start, ``dealer="1"`` on the button, ``win`` collected, ``bet`` put in, ``rakeamount``
where written) and its ``<round no="…">``\\ s: round 0 the forced bets, round 1 the hole
cards (``<cards type="Pocket" player="Ann">SA HK</cards>``: suit first, ``10`` for a ten,
``X`` unknown) and preflop actions, rounds 2 to 4 the flop, turn and river. An
``<action type="…" sum="…">`` is 0 fold, 1 small blind, 2 big blind, 3 call (``sum`` the
chips added), 4 check, 5 bet, 6 raise by ``sum`` more chips, 23 raise to ``sum``, 7 all-in
(``sum`` the chips added), 15 ante.

This is a reader of its own (the text is not PokerStars-like): the XML is parsed by
:mod:`xml.etree.ElementTree` only after any DOCTYPE or ENTITY declaration is refused, so no
entity ever expands; each game is read into the shared draft of a hand
(:mod:`engine.formats.sites.site_draft`), becomes a :class:`HistoryHand` and is replayed by the one
replay. The rake is what the file writes (``rakeamount``), or else what went into the pot
(``bet``) and was not won (``win``).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from decimal import InvalidOperation
from pathlib import Path

from engine.core.cards import Card
from engine.core.cards import parse_cards
from engine.core.errors import FeltError
from engine.core.errors import HistoryFileError
from engine.core.errors import ReplayError
from engine.formats.history_file import read_capped
from engine.formats.history_hand import BOARD
from engine.formats.history_hand import CHECK
from engine.formats.history_hand import FOLD
from engine.formats.history_hand import HistoryHand
from engine.formats.imported import MAX_DECIMALS
from engine.formats.imported import MAX_MINOR_UNITS
from engine.formats.imported import ImportedHand
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import SkippedHand
from engine.formats.imported import decimal_places
from engine.formats.sites.site_draft import Draft
from engine.formats.sites.site_draft import imported
from engine.rules.config import Betting

SITE = "ipoker"
MAX_FILE_BYTES = 64 * 1024 * 1024  # a session file beyond this is not one client's export
_DECLARATION_RE = re.compile(rb"<!\s*(?:DOCTYPE|ENTITY)", re.IGNORECASE)
_GAME_RE = re.compile(r"<game\b[^>]*\bgamecode=\"(?P<code>[^\"]*)\"")
_ACTION_NO_RE = re.compile(r"<action\b[^>]*\bno=\"(?P<no>\d+)\"")
# "Holdem NL $0.02/$0.04", "Holdem L $5/$10", "Holdem SL …" and "Holdem БЛ …" (No-Limit in
# Spanish and Russian clients), "Six Plus Holdem NL €0.25/€0.50" (short deck), "LH 20/40 x2
# Limit $10.00/$20.00", a tournament's bare "Holdem NL", and a newer client's bare "PL
# €0.05/€0.10" that names no game (told by the pocket cards: two are Hold'em).
_GAMETYPE_RE = re.compile(
    r"^\s*(?P<six>Six Plus )?(?P<game>Holdem|Hold'em|LH|NLH|PLH|FLH)?\s*(?P<betting>NL|PL|FL|"
    r"L|SL|БЛ|No limit|Pot limit|Fixed limit|Limit)?\b.*?(?:(?P<small>[^\s/]+\d)/"
    r"(?P<big>[^\s/]*\d[^\s/]*))?\s*$", re.IGNORECASE)
_OTHER_GAME_RE = re.compile(r"Omaha|Stud|Razz|Draw|Badugi|Courchevel", re.IGNORECASE)
_DOT_GROUPS_RE = re.compile(r"^\s*\d{1,3}(?:\.\d{3})+\s*$")  # chips: no money sign, only groups
_DIGITS_RE = re.compile(r"\d[\d,]*(?:\.\d+)?")
_BETTING = {"NL": Betting.NO_LIMIT, "SL": Betting.NO_LIMIT, "БЛ": Betting.NO_LIMIT,
            "NO LIMIT": Betting.NO_LIMIT, "PL": Betting.POT_LIMIT, "POT LIMIT": Betting.POT_LIMIT,
            "FL": Betting.FIXED_LIMIT, "L": Betting.FIXED_LIMIT, "LIMIT": Betting.FIXED_LIMIT,
            "FIXED LIMIT": Betting.FIXED_LIMIT, "LH": Betting.FIXED_LIMIT,
            "NLH": Betting.NO_LIMIT, "PLH": Betting.POT_LIMIT, "FLH": Betting.FIXED_LIMIT}
_CURRENCY = {"$": "USD", "€": "EUR", "£": "GBP"}
_SIZE = {"flop": 3, "turn": 4, "river": 5}  # the board's size once each is dealt
FOLD_T, SMALL_T, BIG_T, CALL_T, CHECK_T, BET_T, RAISE_BY_T, ALL_IN_T = 0, 1, 2, 3, 4, 5, 6, 7
SITS_OUT_T, SITTING_OUT_T = 8, 9  # a player not dealt in (round 0 or round 1, no cards)
ANTE_T, RAISE_TO_T = 15, 23
_KNOWN_TYPES = {FOLD_T, SMALL_T, BIG_T, CALL_T, CHECK_T, BET_T, RAISE_BY_T, ALL_IN_T, ANTE_T,
                RAISE_TO_T, SITS_OUT_T, SITTING_OUT_T}
# One session's settings, and each game: read one element at a time, so a file that holds
# several sessions (a tracker's archive), lacks its closing tag (a client that was still
# writing it) or spoils one game loses nothing else.
_SESSION_GENERAL_RE = re.compile(r"<session\b[^>]*>\s*(?P<general><general>.*?</general>)",
                                 re.DOTALL)
_GAME_ELEMENT_RE = re.compile(r"<game\b.*?</game>", re.DOTALL)
_GAME_START_RE = re.compile(r"<game\b")


class IpokerError(FeltError):
    """A game of an iPoker file could not be understood (``details['line']`` where known)."""


@dataclass(frozen=True, slots=True)
class _Session:
    """What the session's ``<general>`` says for all its games."""

    gametype: str
    table: str | None
    currency: str | None
    small: str | None
    big: str | None
    tournament: str | None


def starts_a_hand(text: str) -> bool:
    """Whether ``text`` (a file's first bytes) is an iPoker session."""
    head = text.lstrip("\ufeff \r\n\t")
    return head.startswith(("<?xml", "<session")) and "<session" in head and (
        "gamecode=" in head or "<gametype>" in head)


def _amount(text: str | None, line: int | None) -> Decimal:
    """The number in ``€1,250.50``, or in chips grouped by dots as Italian clients write
    them (``1.500`` chips is 1500) (``0`` for an empty text)."""
    if text is None or not text.strip():
        return Decimal(0)
    if _DOT_GROUPS_RE.match(text):
        text = text.replace(".", "")
    digits = _DIGITS_RE.search(text)
    try:
        value = Decimal(digits.group().replace(",", "")) if digits else None
    except InvalidOperation:
        value = None
    if value is None or decimal_places(value) > MAX_DECIMALS or value > MAX_MINOR_UNITS:
        raise IpokerError("bad_amount", f"line {line}: not an amount in range", line=line)
    return value


def _currency(*texts: str | None) -> str | None:
    for text in texts:
        if not text:
            continue
        for symbol, code in _CURRENCY.items():
            if symbol in text:
                return code
        if re.fullmatch(r"[A-Z]{3}", text.strip()):
            return text.strip()
    return None


def _cards(text: str, line: int | None) -> list[Card | None]:
    """``SA H10 X`` (suit first) as cards, ``None`` for a card not shown."""
    out: list[Card | None] = []
    for word in text.split():
        if word.upper() == "X":
            out.append(None)
            continue
        suit, rank = word[:1].lower(), word[1:].upper().replace("10", "T")
        try:
            (card,) = parse_cards(rank + suit)
        except (FeltError, ValueError) as exc:
            raise IpokerError("bad_cards", f"line {line}: not a card: {word[:8]!r}",
                              line=line) from exc
        out.append(card)
    return out


def _text(element: ET.Element | None, tag: str) -> str | None:
    found = None if element is None else element.find(tag)
    return None if found is None or found.text is None else found.text.strip()


def _session(root: ET.Element) -> _Session:
    general = root.find("general")
    return _Session(
        gametype=_text(general, "gametype") or "",
        table=_text(general, "tablename"),
        currency=_text(general, "currency") or _text(general, "tablecurrency"),
        small=_text(general, "smallblind"), big=_text(general, "bigblind"),
        tournament=_text(general, "tournamentcode"),
    )


def _record(game: ET.Element, session: _Session, first: int, action_lines: dict[int, int],
            ) -> tuple[Draft, HistoryHand]:
    """One ``<game>`` as a draft and the common record."""
    general = game.find("general")
    gametype = _text(general, "gametype") or session.gametype
    betting = _betting_of(gametype, game, first)
    draft = Draft(SITE, game.get("gamecode", ""), betting=betting, won_holds_returned=True)
    draft.short_deck = gametype.lstrip().lower().startswith("six plus")
    kind = _GAMETYPE_RE.match(gametype)
    small_text = _text(general, "smallblind") or session.small or (kind and kind["small"])
    big_text = _text(general, "bigblind") or session.big or (kind and kind["big"])
    if small_text and big_text and draft.betting is not Betting.FIXED_LIMIT:
        draft.small, draft.big = _amount(small_text, first), _amount(big_text, first)
    draft.tournament = session.tournament
    draft.currency = _currency(session.currency, small_text, gametype)
    draft.table = _text(general, "tablename") or session.table
    draft.played_at = _iso(_text(general, "startdate") or "")
    _players(draft, general, first)
    for round_el in sorted(game.findall("round"), key=_number):
        _round(draft, round_el, first, action_lines)
    if draft.button is None:
        _dead_button(draft, first)
    for who in draft.joined:
        _fold_in_turn(draft, who, action_lines.get(0, first))
    if draft.small is None and draft.big is not None:
        draft.small = min((b for b in draft.blinds.values() if b < draft.big), default=None)
    return draft, draft.record()


def _fold_in_turn(draft: Draft, who: str, line: int) -> None:
    """A player who posted (an ante, a blind) and then sat out (type 9) folds when his turn
    comes before the flop: his fold goes before the first step of a player after him."""
    assert draft.button is not None
    named = {x for _, _, x, _ in draft.steps} | set(draft.blinds) | set(draft.antes)
    seats = sorted(s for s in draft.seats if s[1] in named)
    order = ([s[1] for s in seats if s[0] > draft.button]
             + [s[1] for s in seats if s[0] <= draft.button])
    top = max(draft.blinds.values(), default=Decimal(0))
    big = next((k for k, x in enumerate(order) if top and draft.blinds.get(x) == top), -1)
    orbit = order[big + 1:] + order[:big + 1]
    mine = orbit.index(who)
    at = len(draft.steps)
    for k, (_, verb, actor, _) in enumerate(draft.steps):
        if verb == BOARD or (actor in orbit and orbit.index(actor) > mine):
            at = k
            break
    draft.steps.insert(at, (line, FOLD, who, None))


def _dead_button(draft: Draft, first: int) -> None:
    """A game that marks no dealer (the button on an empty seat, as tournaments move it):
    the button is right before the small blind, or is the small blind heads-up."""
    named = {who for _, _, who, _ in draft.steps} | set(draft.blinds) | set(draft.antes)
    seats = sorted(s for s in draft.seats if s[1] in named)
    small = [s for s in seats if draft.blinds.get(s[1], 0) and draft.blinds[s[1]] < max(
        draft.blinds.values())]
    if not small:
        raise IpokerError("bad_players", f"line {first}: a game needs one button", line=first)
    draft.button = small[0][0] if len(seats) == 2 else small[0][0] - 1


def _betting_of(gametype: str, game: ET.Element, first: int) -> Betting:
    """The betting of a Hold'em game type; another game raises ``not_holdem``."""
    kind = _GAMETYPE_RE.match(gametype)
    pockets = [len((c.text or "").split()) for c in game.iter("cards")
               if (c.get("type") or "").lower() == "pocket"]
    if _OTHER_GAME_RE.search(gametype) or any(n > 2 for n in pockets) or (
            kind is not None and not kind["game"] and not kind["betting"]
            and "hold" not in gametype.lower()):
        raise IpokerError("not_holdem", f"line {first}: not Hold'em", line=first)
    word = (kind["betting"] or kind["game"] or "") if kind is not None else ""
    if word.upper() not in _BETTING:
        raise IpokerError("unknown_line", f"line {first}: a game type Felt does not know: "
                          f"{gametype[:60]!r}", line=first)
    return _BETTING[word.upper()]


def _number(element: ET.Element) -> int:
    """An element's ``no``, the order the file numbers it in (-1 without one)."""
    try:
        return int(element.get("no", "") or -1)
    except ValueError:
        return -1


def _players(draft: Draft, general: ET.Element | None, first: int) -> None:
    """The ``<players>``: seats, the button, what each won, and the rake."""
    players_el = general.find("players") if general is not None else None
    if players_el is None:
        raise IpokerError("unknown_line", f"line {first}: a game without players", line=first)
    buttons, rake = [], Decimal(0)
    for p in players_el.findall("player"):
        try:
            seat = int(p.get("seat", ""))
        except ValueError:
            raise IpokerError("unknown_line", f"line {first}: a player without a seat",
                              line=first) from None
        name = p.get("name") or ""
        if p.get("dealer") == "1":
            buttons.append(seat)
        chips = _amount(p.get("chips"), first)
        if not name or not chips:  # an empty seat, or a player sitting out with nothing
            continue
        draft.seat(seat, name, chips, first)
        won = _amount(p.get("win"), first)
        if won:
            draft.won[name] = won
        rake += _amount(p.get("rakeamount"), first)
    if len(buttons) > 1:
        raise IpokerError("bad_players", f"line {first}: a game needs one button", line=first)
    draft.button = buttons[0] if buttons else None  # else told by the blinds (a dead button)
    draft.written_rake = rake or None


def _round(draft: Draft, round_el: ET.Element, first: int,
           action_lines: dict[int, int]) -> None:
    """One ``<round>``: its cards and actions, in order."""
    try:
        street = int(round_el.get("no", ""))
    except ValueError:
        raise IpokerError("unknown_line", f"line {first}: a round without a number",
                          line=first) from None
    # cards first, then the actions in the order the file numbers them (clients write them
    # in another order: the blinds after the first step, a sitting-out note among the steps)
    children = sorted(round_el, key=lambda c: (c.tag == "action", _number(c)))
    for child in children:
        if child.tag == "cards":
            _cards_element(draft, child, first)
        elif child.tag == "action":
            _action(draft, child, street, action_lines.get(_number(child), first))
        else:
            raise IpokerError("unknown_line", f"line {first}: an element Felt does not "
                              f"know: <{child.tag[:20]}>", line=first)


def _cards_element(draft: Draft, child: ET.Element, first: int) -> None:
    shown = _cards(child.text or "", first)
    ctype = (child.get("type") or "").lower()
    if ctype == "pocket":
        who = child.get("player", "")
        if who not in draft.names and all(c is None for c in shown):
            return  # a player sitting out, dealt nothing
        if who not in draft.names or len(shown) != 2:
            raise IpokerError("bad_cards", f"line {first}: pocket cards of no player, or not "
                              "two", line=first)
        draft.holes[who] = [c for c in shown if c is not None]
    elif ctype in _SIZE:
        if None in shown:
            raise IpokerError("bad_board", f"line {first}: an unknown board card", line=first)
        draft.deal(first, [c for c in shown if c is not None], _SIZE[ctype])
    else:
        raise IpokerError("unknown_line", f"line {first}: cards of a kind Felt does not know: "
                          f"{ctype[:20]!r}", line=first)


def _action(draft: Draft, child: ET.Element, street: int, line: int) -> None:
    who = child.get("player", "")
    if child.get("type") in (str(SITS_OUT_T), str(SITTING_OUT_T)):
        if who in draft.antes or who in draft.blinds:  # posted, then sat out: he folds
            draft.joined.append(who)
        return  # not dealt in: the player's seat is left out unless he plays
    if who not in draft.names:
        raise IpokerError("unknown_player", f"line {line}: no player {who[:30]!r}", line=line)
    try:
        atype = int(child.get("type", ""))
    except ValueError:
        atype = -1
    if atype not in _KNOWN_TYPES:
        raise IpokerError("unknown_line", f"line {line}: an action type Felt does not know: "
                          f"{child.get('type', '')[:8]!r}", line=line)
    if atype == ALL_IN_T and (child.get("sum") or "").strip() == "DP":
        # Disconnection protection: all in for what he has put in, nothing more
        put_in = draft.total.get(who, Decimal(0))
        draft.seats = [(seat, name, put_in if name == who else stack)
                       for seat, name, stack in draft.seats]
        return
    value = _amount(child.get("sum"), line)
    if atype == ANTE_T:
        draft.ante(who, value)
    elif atype in (SMALL_T, BIG_T):
        if street > 0 or draft.steps:
            raise IpokerError("unknown_line", f"line {line}: a blind out of place", line=line)
        if atype == BIG_T and draft.big is None:  # the first big blind is the game's
            draft.big = value
        if atype == BIG_T and draft.big is not None and value > draft.big:
            draft.blind(who, draft.big, value - draft.big)  # a big and a dead small blind
        else:
            draft.blind(who, value)
    elif atype in (FOLD_T, CHECK_T):
        draft.act(line, who, FOLD if atype == FOLD_T else CHECK)
    elif atype in (BET_T, RAISE_TO_T):
        draft.raise_to(line, who, value)
    else:  # a call, a raise by more chips, an all-in: chips added
        draft.add(line, who, value)


_DATE_FORMS = ("%Y-%m-%d %H:%M:%S", "%Y/%m/%d %H:%M:%S", "%d-%b-%Y %H:%M:%S",
               "%d.%m.%Y %H:%M:%S", "%m/%d/%Y %H:%M", "%d/%m/%Y %H:%M")


def _iso(text: str) -> str | None:
    """A game's date in any form its clients wrote ("2011-11-29 15:22:24", "22-Jan-2011
    21:25:31", "18.05.2021 18:26:13"...)."""
    for form in _DATE_FORMS:
        try:
            return datetime.strptime(text.strip(), form).isoformat()
        except ValueError:
            continue
    return None


def parse_bytes(data: bytes, source: str = "<text>", known: Known | None = None,
                ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every game of an iPoker file's bytes, replayed or skipped with why.

    A file with a DOCTYPE or ENTITY declaration is one skip: nothing of it is read. Each
    session's ``<general>`` and each ``<game>`` is parsed on its own, so several sessions in
    one file (a tracker's archive), a session never closed (a client still writing it) or a
    game that is not well-formed XML cost only what they spoil.
    """
    if _DECLARATION_RE.search(data):
        yield SkippedHand(SITE, source, None, None, "bad_text",
                          f"{source}: an XML declaration of a DOCTYPE or ENTITY is refused")
        return
    text, encoding = _decoded(data)
    sessions = [(m.start(), m["general"]) for m in _SESSION_GENERAL_RE.finditer(text)]
    settings: dict[int, _Session] = {}
    line, at, found = 1, 0, 0
    for game_match in _GAME_ELEMENT_RE.finditer(text):
        found += 1
        line += text.count("\n", at, game_match.start())
        at = game_match.start()
        where = max((k for k, (start, _) in enumerate(sessions) if start < at), default=-1)
        if where not in settings:
            settings[where] = _session_of(sessions[where][1] if where >= 0 else None)
        yield _game(game_match.group(), line, settings[where], source, known, encoding)
    end = max(text.rfind("</game>"), 0)
    unclosed = _GAME_START_RE.search(text, end)
    if unclosed is not None:  # a game the file ends without closing: read to its last round
        last = text.count("\n", 0, unclosed.start()) + 1
        rounds_end = text.rfind("</round>")
        if rounds_end > unclosed.start():
            where = max((k for k, (start, _) in enumerate(sessions)
                         if start < unclosed.start()), default=-1)
            element = text[unclosed.start():rounds_end + len("</round>")] + "</game>"
            yield _game(element, last, settings.get(where) or _session_of(
                sessions[where][1] if where >= 0 else None), source, known, encoding)
        else:
            yield SkippedHand(SITE, source, f"line {last}", last, "bad_text",
                              f"{source}: line {last}: the file ends inside this game")
    elif not found:
        yield SkippedHand(SITE, source, None, None, "bad_text",
                          f"{source}: no iPoker game in the file")


def _decoded(data: bytes) -> tuple[str, str]:
    """The file's text and its encoding: UTF-8 as its declaration says, or the Windows
    code page some clients wrote under that declaration ("€" as one byte)."""
    try:
        return data.decode("utf-8-sig"), "utf-8"
    except UnicodeDecodeError:
        return data.decode("windows-1252", errors="replace"), "windows-1252"


def _session_of(general: str | None) -> _Session:
    """A session's settings from its ``<general>`` element's text (empty when unreadable)."""
    try:
        root = ET.fromstring(f"<session>{general}</session>") if general else None
    except ET.ParseError:
        root = None
    return _session(root if root is not None else ET.Element("session"))


def _game(element: str, first: int, session: _Session, source: str, known: Known | None,
          encoding: str) -> ImportedHand | SkippedHand | KnownHand:
    """One ``<game>`` element's text, starting at line ``first`` of the file."""
    code_match = _GAME_RE.search(element)
    code = code_match["code"] if code_match else ""
    section = f"line {first}"
    try:
        game = ET.fromstring(element)
    except ET.ParseError as exc:
        broken = first + (exc.position[0] - 1 if exc.position else 0)
        return SkippedHand(SITE, source, section, broken, "bad_text",
                           f"{source}: game {code[:30]} at line {first}: line {broken}: not "
                           "well-formed XML", code or None)
    action_lines: dict[int, int] = {}
    for offset, text_line in enumerate(element.split("\n")):
        for action in _ACTION_NO_RE.finditer(text_line):
            action_lines.setdefault(int(action["no"]), first + offset)
    try:
        draft, record = _record(game, session, first, action_lines)
        if known is not None and known(record.keys()):
            return KnownHand(SITE, source, section, record.hand_id)
        return imported(draft, record, source, section, encoding)
    except ReplayError as exc:
        at = exc.details.get("line")
        where = f"line {at}: " if at is not None else ""
        return SkippedHand(SITE, source, section, at or first, exc.code,
                           f"{source}: game {code[:30]} at line {first}: {where}{exc}",
                           code or None)
    except FeltError as exc:
        at = exc.details.get("line")
        return SkippedHand(SITE, source, section, at or first, exc.code,
                           f"{source}: game {code[:30]} at line {first}: {exc}", code or None)


def iter_hands(path: Path, known: Known | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every game of an iPoker session file."""
    try:  # read in chunks: one read(cap) would reserve the whole cap whatever the file holds
        data = read_capped(path, MAX_FILE_BYTES)
    except HistoryFileError as exc:
        yield SkippedHand(SITE, str(path), None, None, exc.code, str(exc))
        return
    yield from parse_bytes(data, str(path), known)


__all__ = ["SITE", "IpokerError", "iter_hands", "parse_bytes", "starts_a_hand"]

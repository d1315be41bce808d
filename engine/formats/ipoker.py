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
(:mod:`engine.formats.site_draft`), becomes a :class:`HistoryHand` and is replayed by the one
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
from engine.formats.site_draft import Draft
from engine.formats.site_draft import imported
from engine.rules.config import Betting

SITE = "ipoker"
MAX_FILE_BYTES = 64 * 1024 * 1024  # a session file beyond this is not one client's export
_DECLARATION_RE = re.compile(rb"<!\s*(?:DOCTYPE|ENTITY)", re.IGNORECASE)
_GAME_RE = re.compile(r"<game\b[^>]*\bgamecode=\"(?P<code>[^\"]*)\"")
_ACTION_NO_RE = re.compile(r"<action\b[^>]*\bno=\"(?P<no>\d+)\"")
_GAMETYPE_RE = re.compile(r"^\s*(?P<game>Holdem|Hold'em)\s+(?P<betting>NL|PL|FL|L)\b"
                          r"(?:\s+(?P<small>[^\s/]+)/(?P<big>[^\s/]+))?", re.IGNORECASE)
_DIGITS_RE = re.compile(r"\d[\d,]*(?:\.\d+)?")
_BETTING = {"NL": Betting.NO_LIMIT, "PL": Betting.POT_LIMIT, "FL": Betting.FIXED_LIMIT,
            "L": Betting.FIXED_LIMIT}
_CURRENCY = {"$": "USD", "€": "EUR", "£": "GBP"}
_SIZE = {"flop": 3, "turn": 4, "river": 5}  # the board's size once each is dealt
FOLD_T, SMALL_T, BIG_T, CALL_T, CHECK_T, BET_T, RAISE_BY_T, ALL_IN_T = 0, 1, 2, 3, 4, 5, 6, 7
ANTE_T, RAISE_TO_T = 15, 23
_KNOWN_TYPES = {FOLD_T, SMALL_T, BIG_T, CALL_T, CHECK_T, BET_T, RAISE_BY_T, ALL_IN_T, ANTE_T,
                RAISE_TO_T}


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
    """The number in ``€1,250.50`` (``0`` for an empty text)."""
    if text is None or not text.strip():
        return Decimal(0)
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


def _lines_of_games(text: str) -> dict[str, tuple[int, dict[int, int]]]:
    """Each game code's first line and the line of each of its actions (by ``no``)."""
    out: dict[str, tuple[int, dict[int, int]]] = {}
    current: dict[int, int] | None = None
    for number, line in enumerate(text.splitlines(), 1):
        game = _GAME_RE.search(line)
        if game is not None:
            current = {}
            out.setdefault(game["code"], (number, current))
        action = _ACTION_NO_RE.search(line)
        if action is not None and current is not None:
            current.setdefault(int(action["no"]), number)
    return out


def _record(game: ET.Element, session: _Session, first: int, action_lines: dict[int, int],
            ) -> tuple[Draft, HistoryHand]:
    """One ``<game>`` as a draft and the common record."""
    general = game.find("general")
    gametype = _text(general, "gametype") or session.gametype
    kind = _GAMETYPE_RE.match(gametype)
    if kind is None:
        if re.search(r"hold'?em", gametype, re.IGNORECASE):
            raise IpokerError("unknown_line", f"line {first}: a game type Felt does not know: "
                              f"{gametype[:60]!r}", line=first)
        raise IpokerError("not_holdem", f"line {first}: not Hold'em", line=first)
    draft = Draft(SITE, game.get("gamecode", ""), betting=_BETTING[kind["betting"].upper()])
    small_text = _text(general, "smallblind") or session.small or kind["small"]
    big_text = _text(general, "bigblind") or session.big or kind["big"]
    if small_text and big_text and draft.betting is not Betting.FIXED_LIMIT:
        draft.small, draft.big = _amount(small_text, first), _amount(big_text, first)
    draft.tournament = session.tournament
    draft.currency = _currency(session.currency, small_text, gametype)
    draft.table = _text(general, "tablename") or session.table
    draft.played_at = _iso(_text(general, "startdate") or "")
    _players(draft, general, first)
    for round_el in game.findall("round"):
        _round(draft, round_el, first, action_lines)
    return draft, draft.record()


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
        draft.seat(seat, name, _amount(p.get("chips"), first), first)
        draft.won[name] = _amount(p.get("win"), first)
        rake += _amount(p.get("rakeamount"), first)
        if p.get("dealer") == "1":
            buttons.append(seat)
    if len(buttons) != 1:
        raise IpokerError("bad_players", f"line {first}: a game needs one button", line=first)
    draft.button = buttons[0]
    draft.written_rake = rake or None


def _round(draft: Draft, round_el: ET.Element, first: int,
           action_lines: dict[int, int]) -> None:
    """One ``<round>``: its cards and actions, in order."""
    try:
        street = int(round_el.get("no", ""))
    except ValueError:
        raise IpokerError("unknown_line", f"line {first}: a round without a number",
                          line=first) from None
    for child in round_el:
        if child.tag == "cards":
            _cards_element(draft, child, first)
        elif child.tag == "action":
            _action(draft, child, street, action_lines.get(int(child.get("no", "-1") or -1),
                                                           first))
        else:
            raise IpokerError("unknown_line", f"line {first}: an element Felt does not "
                              f"know: <{child.tag[:20]}>", line=first)


def _cards_element(draft: Draft, child: ET.Element, first: int) -> None:
    shown = _cards(child.text or "", first)
    ctype = (child.get("type") or "").lower()
    if ctype == "pocket":
        who = child.get("player", "")
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
    if who not in draft.names:
        raise IpokerError("unknown_player", f"line {line}: no player {who[:30]!r}", line=line)
    try:
        atype = int(child.get("type", ""))
    except ValueError:
        atype = -1
    if atype not in _KNOWN_TYPES:
        raise IpokerError("unknown_line", f"line {line}: an action type Felt does not know: "
                          f"{child.get('type', '')[:8]!r}", line=line)
    value = _amount(child.get("sum"), line)
    if atype == ANTE_T:
        draft.ante(who, value)
    elif atype in (SMALL_T, BIG_T):
        if street > 0 or draft.steps:
            raise IpokerError("unknown_line", f"line {line}: a blind out of place", line=line)
        draft.blind(who, value)
    elif atype in (FOLD_T, CHECK_T):
        draft.act(line, who, FOLD if atype == FOLD_T else CHECK)
    elif atype in (BET_T, RAISE_TO_T):
        draft.raise_to(line, who, value)
    else:  # a call, a raise by more chips, an all-in: chips added
        draft.add(line, who, value)


def _iso(text: str) -> str | None:
    try:
        return datetime.strptime(text, "%Y-%m-%d %H:%M:%S").isoformat()
    except ValueError:
        return None


def parse_bytes(data: bytes, source: str = "<text>", known: Known | None = None,
                ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every game of an iPoker session's bytes, replayed or skipped with why.

    A file with a DOCTYPE or ENTITY declaration, or that is not well-formed XML, is one skip:
    nothing of it is read.
    """
    if _DECLARATION_RE.search(data):
        yield SkippedHand(SITE, source, None, None, "bad_text",
                          f"{source}: an XML declaration of a DOCTYPE or ENTITY is refused")
        return
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        line = exc.position[0] if exc.position else None
        yield SkippedHand(SITE, source, None, line, "bad_text",
                          f"{source}: line {line}: not well-formed XML")
        return
    text = data.decode("utf-8", errors="replace")
    lines = _lines_of_games(text)
    session = _session(root)
    for game in root.iter("game"):
        code = game.get("gamecode", "")
        first, action_lines = lines.get(code, (1, {}))
        section = f"line {first}"
        try:
            draft, record = _record(game, session, first, action_lines)
            if known is not None and known(record.keys()):
                yield KnownHand(SITE, source, section, record.hand_id)
                continue
            yield imported(draft, record, source, section, "utf-8")
        except ReplayError as exc:
            at = exc.details.get("line")
            where = f"line {at}: " if at is not None else ""
            yield SkippedHand(SITE, source, section, at or first, exc.code,
                              f"{source}: game {code[:30]} at line {first}: {where}{exc}",
                              code or None)
        except FeltError as exc:
            at = exc.details.get("line")
            yield SkippedHand(SITE, source, section, at or first, exc.code,
                              f"{source}: game {code[:30]} at line {first}: {exc}",
                              code or None)


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

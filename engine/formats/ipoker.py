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
entity ever expands; each game becomes a :class:`HistoryHand` and is replayed by the one
replay. The rake is what the file writes (``rakeamount``), or else what went into the pot
(``bet``) and was not won (``win``).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path

from engine.core.cards import Card, parse_cards
from engine.core.errors import FeltError, HistoryFileError, ReplayError
from engine.formats.history_file import open_regular
from engine.formats.history_hand import BET, BOARD, CALL, CHECK, FOLD, Act, HistoryHand
from engine.formats.history_replay import replay
from engine.formats.imported import (
    MAX_DECIMALS,
    MAX_MINOR_UNITS,
    ImportedHand,
    Known,
    KnownHand,
    SkippedHand,
    decimal_places,
)
from engine.formats.text_safety import has_control
from engine.rules.config import Betting, HandConfig, OddChip

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
_ROUND_SIZE = {2: 3, 3: 4, 4: 5}  # the board's size once rounds 2 (flop), 3, 4 are dealt
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
            ) -> tuple[HistoryHand, dict[str, str]]:
    """One ``<game>`` as the common record (and the fields kept with the imported hand)."""
    code = game.get("gamecode", "")
    general = game.find("general")
    gametype = _text(general, "gametype") or session.gametype
    kind = _GAMETYPE_RE.match(gametype)
    if kind is None:
        if re.search(r"hold'?em", gametype, re.IGNORECASE):
            raise IpokerError("unknown_line", f"line {first}: a game type Felt does not know: "
                              f"{gametype[:60]!r}", line=first)
        raise IpokerError("not_holdem", f"line {first}: not Hold'em", line=first)
    players_el = general.find("players") if general is not None else None
    if players_el is None:
        raise IpokerError("unknown_line", f"line {first}: a game without players", line=first)
    seated: list[tuple[int, str, Decimal, Decimal, Decimal, Decimal, bool]] = []
    for p in players_el.findall("player"):
        name = p.get("name") or ""
        if not name or has_control(name):
            raise IpokerError("bad_name", f"line {first}: a player's name is empty or holds "
                              "a control character", line=first)
        if any(s[1] == name for s in seated):
            raise IpokerError("unknown_line", f"line {first}: a name seated twice", line=first)
        try:
            seat = int(p.get("seat", ""))
        except ValueError:
            raise IpokerError("unknown_line", f"line {first}: a player without a seat",
                              line=first) from None
        seated.append((seat, name, _amount(p.get("chips"), first), _amount(p.get("win"), first),
                       _amount(p.get("bet"), first), _amount(p.get("rakeamount"), first),
                       p.get("dealer") == "1"))
    buttons = [s[0] for s in seated if s[6]]
    if len(buttons) != 1 or not 2 <= len(seated) <= 10:
        raise IpokerError("bad_players", f"line {first}: a game needs 2 to 10 players and one "
                          "button", line=first)
    seated.sort()
    button = buttons[0]
    order = [s for s in seated if s[0] > button] + [s for s in seated if s[0] <= button]
    names = [s[1] for s in order]
    position = {name: j for j, name in enumerate(names)}
    n = len(order)

    small_text = (general.findtext("smallblind") if general is not None else None) \
        or session.small or kind["small"]
    big_text = (general.findtext("bigblind") if general is not None else None) \
        or session.big or kind["big"]
    small, big = _amount(small_text, first), _amount(big_text, first)

    antes = [Decimal(0)] * n
    blinds = [Decimal(0)] * n
    holes: list[list[Card | None]] = [[None, None] for _ in range(n)]
    board: list[Card] = []
    steps: list[tuple[int | None, str, int | None, Decimal | None]] = []  # line, verb, who, amt
    put_in = [Decimal(0)] * n  # this street's chips, to read raises by and all-ins
    for round_el in game.findall("round"):
        try:
            street = int(round_el.get("no", ""))
        except ValueError:
            raise IpokerError("unknown_line", f"line {first}: a round without a number",
                              line=first) from None
        if street >= 2:
            put_in = [Decimal(0)] * n
        for child in round_el:
            if child.tag == "cards":
                shown = _cards(child.text or "", first)
                ctype = (child.get("type") or "").lower()
                if ctype == "pocket":
                    who = child.get("player", "")
                    if who not in position or len(shown) != 2:
                        raise IpokerError("bad_cards", f"line {first}: pocket cards of no "
                                          "player, or not two", line=first)
                    holes[position[who]] = list(shown)
                elif ctype in ("flop", "turn", "river"):
                    size = {"flop": 3, "turn": 1, "river": 1}[ctype]
                    if len(shown) != size or None in shown or len(board) != {
                            "flop": 0, "turn": 3, "river": 4}[ctype]:
                        raise IpokerError("bad_board", f"line {first}: the board is out of "
                                          "order", line=first)
                    board.extend(c for c in shown if c is not None)
                    steps.append((None, BOARD, None, Decimal(len(board))))
                else:
                    raise IpokerError("unknown_line", f"line {first}: cards of a kind Felt "
                                      f"does not know: {ctype[:20]!r}", line=first)
                continue
            if child.tag != "action":
                raise IpokerError("unknown_line", f"line {first}: an element Felt does not "
                                  f"know: <{child.tag[:20]}>", line=first)
            line = action_lines.get(int(child.get("no", "-1") or -1), first)
            who = child.get("player", "")
            if who not in position:
                raise IpokerError("unknown_player", f"line {line}: no player {who[:30]!r}",
                                  line=line)
            j = position[who]
            try:
                atype = int(child.get("type", ""))
            except ValueError:
                atype = -1
            if atype not in _KNOWN_TYPES:
                raise IpokerError("unknown_line", f"line {line}: an action type Felt does not "
                                  f"know: {child.get('type', '')[:8]!r}", line=line)
            value = _amount(child.get("sum"), line)
            if atype == ANTE_T:
                antes[j] += value
            elif atype in (SMALL_T, BIG_T):
                if street > 0 or steps:
                    raise IpokerError("unknown_line", f"line {line}: a blind out of place",
                                      line=line)
                blinds[j] += value
                put_in[j] += value
            elif atype == FOLD_T:
                steps.append((line, FOLD, j, None))
            elif atype == CHECK_T:
                steps.append((line, CHECK, j, None))
            elif atype == CALL_T:
                steps.append((line, CALL, j, value))
                put_in[j] += value
            elif atype in (BET_T, RAISE_TO_T):
                steps.append((line, BET, j, value))
                put_in[j] = value
            elif atype in (RAISE_BY_T, ALL_IN_T):
                total = put_in[j] + value
                verb = BET if atype == RAISE_BY_T or total > max(put_in) else CALL
                steps.append((line, verb, j, total if verb == BET else value))
                put_in[j] = total
    amounts = [small, big, *(s[2] for s in order), *(s[3] for s in order),
               *(s[4] for s in order), *(s[5] for s in order), *antes, *blinds,
               *(a for *_, a in steps if a is not None)]
    scale = 10 ** max(decimal_places(a) for a in amounts)

    def minor(x: Decimal) -> int:
        return int(x * scale)

    won = tuple(minor(s[3]) for s in order)
    written_rake = sum((s[5] for s in order), Decimal(0))
    pot = sum((s[4] for s in order), Decimal(0))
    collected = sum((s[3] for s in order), Decimal(0))
    rake = written_rake if written_rake else max(pot - collected, Decimal(0))
    bigs = [j for j in range(n) if blinds[j] >= big > 0]
    first_to_act = (bigs[0] + 1) % n if bigs else None
    big_minor = max(minor(big), 1)
    config = HandConfig(betting=_BETTING[kind["betting"].upper()],
                        small_blind=min(minor(small), big_minor), big_blind=big_minor,
                        bet_cap=None, blind_counts_as_bet=True, cap_lifted_heads_up=True)
    acts = tuple(Act(BOARD, None, int(a or 0), line) if verb == BOARD
                 else Act(verb, who, None if a is None else minor(a), line)
                 for line, verb, who, a in steps)
    digits = "".join(c for c in code if c.isdigit()) or "0"
    record = HistoryHand(
        site=SITE, hand_id=code or None, hand_number=int(digits) % 2**62, config=config,
        names=tuple(names), seats=tuple(s[0] - 1 for s in order),
        stacks=tuple(minor(s[2]) for s in order), antes=tuple(minor(a) for a in antes),
        antes_trimmed=sum(1 for a in antes if a) > 1, blinds=tuple(minor(b) for b in blinds),
        holes=tuple((h[0], h[1]) for h in holes), board=tuple(board), acts=acts,
        first_to_act=first_to_act, collected=won, rake=minor(rake),
        odd_chips=(OddChip.ONE_EACH, OddChip.ALL_TO_FIRST), scale=scale,
        currency=None if session.tournament else _currency(
            session.currency, small_text, gametype))
    fields = {"table": _text(general, "tablename") or session.table or "",
              "date": _text(general, "startdate") or ""}
    return record, fields


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
            record, kept = _record(game, session, first, action_lines)
            keys = record.keys()
            if known is not None and known(keys):
                yield KnownHand(SITE, source, section, record.hand_id)
                continue
            state = replay(record)
        except ReplayError as exc:
            at = exc.details.get("line")
            where = f"line {at}: " if at is not None else ""
            yield SkippedHand(SITE, source, section, at or first, exc.code,
                              f"{source}: game {code[:30]} at line {first}: {where}{exc}",
                              code or None)
            continue
        except FeltError as exc:
            at = exc.details.get("line")
            yield SkippedHand(SITE, source, section, at or first, exc.code,
                              f"{source}: game {code[:30]} at line {first}: {exc}",
                              code or None)
            continue
        small = Decimal(record.config.small_blind) / record.scale
        big = Decimal(record.config.big_blind) / record.scale
        yield ImportedHand(
            site=SITE, source=source, section=section, hand_id=record.hand_id,
            played_at=_iso(kept["date"]), table=kept["table"] or None,
            currency=record.currency, tournament=session.tournament,
            stakes=(small, big), players=record.names,
            seats=tuple(s + 1 for s in record.seats or ()), state=state, scale=record.scale,
            rake=record.rake, fields={"encoding": "utf-8"}, keys=keys)


def iter_hands(path: Path, known: Known | None = None,
               ) -> Iterator[ImportedHand | SkippedHand | KnownHand]:
    """Every game of an iPoker session file."""
    try:
        with open_regular(path) as stream:
            data = stream.read(MAX_FILE_BYTES + 1)
    except HistoryFileError as exc:
        yield SkippedHand(SITE, str(path), None, None, exc.code, str(exc))
        return
    except OSError as exc:
        yield SkippedHand(SITE, str(path), None, None, "unreadable", f"{path}: {exc.strerror}")
        return
    if len(data) > MAX_FILE_BYTES:
        yield SkippedHand(SITE, str(path), None, None, "too_large",
                          f"{path}: larger than {MAX_FILE_BYTES // 2**20} MB")
        return
    yield from parse_bytes(data, str(path), known)


__all__ = ["SITE", "IpokerError", "iter_hands", "parse_bytes", "starts_a_hand"]

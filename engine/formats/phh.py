"""Hand histories in PHH, the TOML format of the PokerKit authors.

Felt writes every finished hand as PHH (variants ``NT``, ``FT``, ``NS``) and replays any PHH file
of those variants through its own engine. Pot-Limit and Spread-Limit hands have no PHH variant;
they are written as ``NT`` (every such hand is also legal No-Limit, so other tools replay them
to the same stacks) with the user-defined field ``_felt_betting`` that Felt reads back.

``python -m engine.formats.phh FILE...`` replays files and prints one JSON object per hand.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import math
import re
import tomllib
from collections.abc import Iterator
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

from engine.core.cards import Card
from engine.core.cards import card_str
from engine.core.cards import cards_str
from engine.core.cards import parse_cards
from engine.core.errors import FeltError
from engine.core.errors import HistoryFileError
from engine.core.errors import PhhError
from engine.core.errors import ReplayError
from engine.formats.history_file import read_capped
from engine.formats.history_hand import BET
from engine.formats.history_hand import BOARD
from engine.formats.history_hand import CHECK_OR_CALL
from engine.formats.history_hand import FOLD
from engine.formats.history_hand import Act
from engine.formats.history_hand import HandKeys
from engine.formats.history_hand import HistoryHand
from engine.formats.history_replay import pays_as_text
from engine.formats.history_replay import replay
from engine.formats.imported import MAX_DECIMALS
from engine.formats.imported import MAX_MINOR_UNITS
from engine.formats.imported import Known
from engine.formats.imported import KnownHand
from engine.formats.imported import decimal_places
from engine.formats.phh_shape import check_shape
from engine.formats.text_safety import toml_string
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.config import OddChip
from engine.rules.events import ActionTaken
from engine.rules.events import BoardDealt
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import HoleCardDealt
from engine.rules.hand import HandState

VARIANTS = {"NT", "FT", "NS"}
_REQUIRED = {
    "NT": ("variant", "antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions"),
    "NS": ("variant", "antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions"),
    "FT": ("variant", "antes", "blinds_or_straddles", "small_bet", "big_bet",
           "starting_stacks", "actions"),
}


# ---------------------------------------------------------------------------------- writing


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, Decimal):  # a scaled amount: "0.25", always with its point
        return format(value, "f")
    if isinstance(value, dt.time):  # a TOML local time: 20:15:42
        return value.isoformat(timespec="seconds")
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {value!r} as TOML")


def in_units(amount: int, scale: int = 1) -> int | Decimal:
    """``amount`` minor units as a file writes them: whole chips, or ``scale`` per unit
    with every decimal place the scale has ("50.00", "0.25"), exactly."""
    if scale == 1:
        return amount
    places = len(str(scale)) - 1
    return (Decimal(amount) / scale).quantize(Decimal(1).scaleb(-places))


def hand_actions(hand: HandState, scale: int = 1) -> list[str]:
    """The PHH action lines of a hand, from its events (amounts ``scale`` per unit)."""
    lines: list[str] = []
    dealt: dict[int, list[Card]] = {}
    holes_written = False
    board_size = 0
    second_run = False  # a board run twice: its second run is the field _felt_second_board

    def player(seat: int) -> str:
        return f"p{hand.position_of(seat) + 1}"

    def flush_holes() -> None:
        nonlocal holes_written
        if not holes_written:
            for pos, seat in enumerate(hand.seats):
                # Cards nobody saw (an imported hand) were dealt as stand-ins: "????".
                cards = "????" if pos in hand.unknown else cards_str(dealt.get(seat, []))
                lines.append(f"d dh p{pos + 1} {cards}")
            holes_written = True

    for event in hand.events:
        if isinstance(event, HoleCardDealt):
            dealt.setdefault(event.seat, []).append(event.card)
            continue
        if dealt:
            flush_holes()
        if isinstance(event, BoardDealt):
            second_run = second_run or len(event.board) - len(event.cards) < board_size
            board_size = len(event.board)
            if not second_run:
                lines.append(f"d db {cards_str(event.cards)}")
        elif second_run:
            continue  # the second run's showdown shows the same hands again
        elif isinstance(event, ActionTaken):
            code = {"fold": "f", "check": "cc", "call": "cc"}.get(event.action)
            lines.append(f"{player(event.seat)} {code}" if code else
                         f"{player(event.seat)} cbr {_toml_value(in_units(event.to, scale))}")
        elif isinstance(event, HandShown):
            lines.append(f"{player(event.seat)} sm {cards_str(event.cards)}")
        elif isinstance(event, HandMucked):
            lines.append(f"{player(event.seat)} sm")
    return lines


def write_phh(
    hand: HandState,
    players: Sequence[str] | None = None,
    extra: dict[str, Any] | None = None,
    scale: int = 1,
) -> str:
    """A finished hand as PHH text (with ``finishing_stacks``).

    :param players: names by hand position.
    :param extra: further fields (``event``, ``time``, user-defined ``_x``...).
    :param scale: minor units per unit written (an imported hand in cents: 100, so that
        877 is written 8.77 again).
    :raises PhhError: the hand is not finished.
    """
    if not hand.finished:
        raise PhhError("hand_running", "only a finished hand can be written")
    cfg = hand.config
    n = hand.player_count
    raw_blinds = list(hand.blinds)
    if n == 2:
        raw_blinds = [raw_blinds[1], raw_blinds[0]]
    fields: dict[str, Any] = {}
    if cfg.betting is Betting.FIXED_LIMIT:
        fields["variant"] = "FT"
    else:
        fields["variant"] = "NS" if cfg.short_deck else "NT"
    fields["ante_trimming_status"] = not hand.dead_antes

    def units(amounts: Sequence[int]) -> list[int | Decimal]:
        return [in_units(a, scale) for a in amounts]

    fields["antes"] = units(hand.antes if n > 2 else [hand.antes[1], hand.antes[0]])
    fields["blinds_or_straddles"] = units(raw_blinds)
    if cfg.betting is Betting.FIXED_LIMIT:
        fields["small_bet"] = in_units(cfg.street_bet(0), scale)
        fields["big_bet"] = in_units(cfg.street_bet(2), scale)
    else:
        fields["min_bet"] = in_units(cfg.big_blind, scale)
    fields["starting_stacks"] = units(hand.starting_stacks)
    fields["actions"] = hand_actions(hand, scale)
    fields["hand"] = hand.hand_number
    fields["seats"] = [s + 1 for s in hand.seats]
    if players is not None:
        fields["players"] = list(players)
    fields["finishing_stacks"] = units(hand.stacks)
    if cfg.betting in (Betting.POT_LIMIT, Betting.SPREAD_LIMIT):
        fields["_felt_betting"] = cfg.betting.value
    if cfg.limited:
        fields["_felt_bet_cap"] = cfg.bet_cap if cfg.bet_cap is not None else 0
        fields["_felt_blind_counts_as_bet"] = cfg.blind_counts_as_bet
        fields["_felt_cap_lifted_heads_up"] = cfg.cap_lifted_heads_up
    opener = _first_to_act(hand)
    if opener is not None:
        fields["_felt_first_to_act"] = opener + 1
    fields["_felt_odd_chip"] = cfg.odd_chip.value
    fields["_felt_burn_cards"] = cfg.burn_cards
    if cfg.full_blind_owed:
        fields["_felt_full_blind_owed"] = True
    if hand.second_board:  # PHH has no board run twice: Felt's own field holds the second run
        common = next(k for k, (a, b) in enumerate(zip(hand.board, hand.second_board,
                                                       strict=True)) if a != b)
        fields["_felt_second_board"] = cards_str(hand.second_board[common:])
    # The rules a site plays its own way (engine/rules/hand.py), which PHH does not name.
    if hand._site_money:
        fields["_felt_site_money"] = in_units(hand._site_money, scale)
    if hand._half_bet_reopens:
        fields["_felt_half_bet_reopens"] = True
    if hand._straight_over_trips:
        fields["_felt_straight_over_trips"] = True
    fields.update(extra or {})
    out = []
    for key, value in fields.items():
        if key == "actions":
            out.append("actions = [\n" + "".join(f"  {_toml_value(a)},\n" for a in value) + "]")
        else:
            out.append(f"{key} = {_toml_value(value)}")
    return "\n".join(out) + "\n"


def _first_to_act(hand: HandState) -> int | None:
    """The position that opened the betting when PHH's blinds do not say it (an imported
    hand whose new player posted a big blind out of turn), else ``None``."""
    opener = hand._opener
    blinds = list(hand.blinds)
    if opener is None or not any(blinds):
        return None
    top = max(blinds)
    usual = (len(blinds) - blinds[::-1].index(top)) % hand.player_count
    return None if opener == usual else opener


# ---------------------------------------------------------------------------------- reading

# Files larger than this are refused before they are read: a PHH hand is about a kilobyte, so
# this still holds tens of thousands of hands, and it bounds what a hostile file can cost.
MAX_FILE_BYTES = 32 * 1024 * 1024
MAX_ACTIONS = 1000  # per hand; a real hand has a few dozen
MAX_LINE = 200  # characters per action line
_STREET_SIZES = (3, 1, 1)
_NUMBER_RE = re.compile(r"\d{1,18}(\.\d{1,18})?")
_SECTION_RE = re.compile(r"^\[\s*([^\[\]\s]+)\s*\]\s*(#.*)?$")


@dataclass(frozen=True, slots=True)
class ReplayedHand:
    """A PHH hand replayed by Felt.

    :param state: the finished hand, amounts in minor units (``scale`` per file unit).
    :param recorded_finishing_stacks: the file's ``finishing_stacks`` in minor units (an
        infinite stack as ``None``), if it has them.
    :param infinite: positions whose starting stack was ``inf`` or not given; they play with a
        stand-in stack larger than every chip the hand could cost.
    :param warnings: codes of what did not agree (``winnings_mismatch``).
    :param fields: the hand's fields as read (user-defined ``_x`` fields included).
    """

    source: str
    state: HandState
    recorded_finishing_stacks: tuple[int | None, ...] | None
    scale: int = 1
    infinite: frozenset[int] = frozenset()
    warnings: tuple[str, ...] = ()
    fields: Mapping[str, Any] = field(default_factory=dict)
    keys: HandKeys | None = None

    @property
    def finishing_stacks(self) -> tuple[int, ...]:
        """Final stacks in minor units (stand-in values for infinite stacks)."""
        return tuple(self.state.stacks)

    def finishing_amounts(self) -> list[Decimal]:
        """Final stacks in the file's units, exactly; ``Decimal('Infinity')`` for ``inf``."""
        return [_INFINITY if j in self.infinite else _unscale(stack, self.scale)
                for j, stack in enumerate(self.state.stacks)]

    @property
    def matches_recorded(self) -> bool | None:
        recorded = self.recorded_finishing_stacks
        if recorded is None:
            return None
        return all(r is None or r == stack for r, stack in zip(
            recorded, self.state.stacks, strict=True)) and len(recorded) == len(self.state.stacks)


_INFINITY = Decimal("Infinity")


def _unscale(amount: int, scale: int) -> Decimal:
    return Decimal(amount) if scale == 1 else Decimal(amount) / scale


def _fail(where: str, code: str, message: str, **details: Any) -> PhhError:
    return PhhError(code, f"{where}: {message}", where=where, **details)


def _number(value: object, where: str, key: str, infinite: bool = False) -> Decimal:
    """A PHH amount as an exact decimal (never a float)."""
    if type(value) is int:
        if abs(value) > MAX_MINOR_UNITS:
            raise _fail(where, "bad_field", f"'{key}' holds a number too large", field=key)
        return Decimal(value)
    if type(value) is Decimal:
        if value.is_nan() or (value.is_infinite() and not (infinite and value > 0)):
            raise _fail(where, "bad_field", f"'{key}' holds {value}", field=key)
        if value.is_finite() and (decimal_places(value) > MAX_DECIMALS
                                  or abs(value) > MAX_MINOR_UNITS):
            raise _fail(where, "bad_field", f"'{key}' holds a number too precise or too large",
                        field=key)
        return value
    if type(value) is float:  # read without parse_float=Decimal: its shortest text is exact
        if infinite and value == math.inf:
            return _INFINITY
        if math.isfinite(value):
            return _number(Decimal(repr(value)), where, key)
    raise _fail(where, "bad_field", f"'{key}' must hold numbers", field=key)


def _numbers(data: Mapping[str, Any], key: str, where: str, n: int | None,
             infinite: bool = False) -> list[Decimal]:
    value = data.get(key)
    if not isinstance(value, list) or len(value) > MAX_PLAYERS_PHH:
        raise _fail(where, "bad_field", f"'{key}' must be a list of numbers", field=key)
    if n is not None and len(value) != n:
        raise _fail(where, "bad_field", f"'{key}' needs {n} entries, not {len(value)}",
                    field=key)
    numbers = [_number(v, where, key, infinite) for v in value]
    if any(x < 0 for x in numbers):
        raise _fail(where, "bad_field", f"'{key}' cannot be negative", field=key)
    return numbers


MAX_PLAYERS_PHH = 22


@dataclass(slots=True)
class _Log:
    """What the first pass over the actions learnt: the cards, and the amounts to scale."""

    holes: list[list[Card | None]]
    board: list[Card]
    mucks: set[int]
    amounts: list[Decimal]


def _parse_log(actions: list[str], n: int, where: str) -> _Log:
    """Check every action line's syntax and collect the cards it deals or shows."""
    holes: list[list[Card | None]] = [[None, None] for _ in range(n)]
    dealt = [False] * n
    board: list[Card] = []
    streets = 0
    mucks: set[int] = set()
    amounts: list[Decimal] = []
    for number, line in enumerate(actions, 1):
        try:
            words = _split_action(line)
            if not words:
                continue
            if words[0] == "d":
                if words[1:2] == ["dh"] and len(words) == 4:
                    pos = _player_index(words[2], n)
                    if dealt[pos]:
                        raise PhhError("dealt_twice", "this player was dealt cards before")
                    dealt[pos] = True
                    holes[pos] = _hole_chunks(words[3])
                    continue
                if words[1:2] != ["db"] or len(words) != 3:
                    raise PhhError("unknown_action", "not a dealing Felt knows")
                cards = parse_cards(words[2])
                if streets >= len(_STREET_SIZES) or len(cards) != _STREET_SIZES[streets]:
                    raise PhhError("bad_board",
                                   "a board line deals 3 cards, then 1, then 1, at most 5")
                streets += 1
                board.extend(cards)
                continue
            pos = _player_index(words[0], n)
            match words[1:]:
                case ["f"] | ["cc"]:
                    pass
                case ["cbr", amount]:
                    if not _NUMBER_RE.fullmatch(amount):
                        raise PhhError("bad_amount", f"not an amount: {amount[:20]!r}")
                    amounts.append(Decimal(amount))
                case ["sm"] | ["sm", "-"]:
                    mucks.add(pos)
                case ["sm", shown]:
                    chunks = _hole_chunks(shown)
                    for k, card in enumerate(chunks):
                        known = holes[pos][k]
                        if card is not None:
                            if known is not None and known != card:
                                raise PhhError("contradicting_cards",
                                               "shown cards differ from those dealt")
                            holes[pos][k] = card
                    if chunks == [None, None] and None in holes[pos]:
                        mucks.add(pos)  # "sm ????": shown, but nobody saw what
                case _:
                    raise PhhError("unknown_action", "not an action Felt knows")
        except FeltError as exc:
            raise _fail(where, exc.code, f"action {number} {str(line)[:60]!r}: {exc}",
                        action=str(line)[:60], number=number) from exc
    return _Log(holes, board, mucks, amounts)


def _hole_chunks(text: str) -> list[Card | None]:
    """Two hole cards, each known or ``??``."""
    if len(text) != 4:
        raise PhhError("bad_cards", "hole cards are two cards, each known or '??'")
    chunks: list[Card | None] = []
    for k in range(2):
        chunk = text[2 * k: 2 * k + 2]
        chunks.append(None if chunk == "??" else parse_cards(chunk)[0])
    if chunks[0] is not None and chunks[0] == chunks[1]:
        raise PhhError("duplicate_card", "a card is dealt twice")
    return chunks


def replay_fields(data: Mapping[str, Any], where: str = "<phh>") -> ReplayedHand:
    """Replay one hand given as parsed PHH fields (read with ``parse_float=Decimal``).

    Amounts are scaled to whole minor units with ``Decimal`` (0.50 becomes 50 when the hand
    uses cents), never through floats.

    :raises PhhError: a missing or malformed field, an unsupported variant, a card that
        cannot be dealt, or an action that is illegal at its point (the message names the
        place, the field or the action).
    """
    return _replayed(read_fields(data, where), data, where)


def _replayed(read: PhhHand, data: Mapping[str, Any], where: str) -> ReplayedHand:
    try:
        state = replay(read.record)
    except ReplayError as exc:
        raise _replay_failure(exc, where) from exc
    warnings = () if pays_as_text(read.record, state) else ("winnings_mismatch",)
    return ReplayedHand(where, state, read.finishing, read.record.scale, read.infinite,
                        warnings, dict(data), read.record.keys())


@dataclass(frozen=True, slots=True)
class PhhHand:
    """A PHH hand read into the common record, with what only PHH has.

    :param infinite: positions whose stack was ``inf`` or not given (they play with a
        stand-in stack larger than every chip the hand could cost).
    :param finishing: the file's ``finishing_stacks`` in minor units (``None`` for ``inf``).
    """

    record: HistoryHand
    infinite: frozenset[int]
    finishing: tuple[int | None, ...] | None


def _replay_failure(exc: ReplayError, where: str) -> PhhError:
    """A replay's error in PHH's words: every wrong step is an ``illegal_action`` naming
    the action."""
    number, text = exc.details.get("line"), exc.details.get("text")
    if number is not None:
        return _fail(where, "illegal_action", f"action {number} {text!r}: {exc}",
                     action=text, number=number)
    code = {"too_many_players": "bad_field"}.get(exc.code, exc.code)
    return _fail(where, code, str(exc))


def _check_basics(data: Mapping[str, Any], where: str) -> tuple[str, list[str], int]:
    """The variant, the action lines and the hand number, each checked."""
    if not isinstance(data, Mapping):
        raise _fail(where, "bad_field", "a hand is a table of fields")
    variant = data.get("variant")
    if type(variant) is not str or variant not in VARIANTS:
        shown = repr(variant[:10]) if type(variant) is str else type(variant).__name__
        raise _fail(where, "unsupported_variant",
                    f"variant {shown} is not one of NT, FT, NS", field="variant")
    for key in _REQUIRED[variant]:
        if key not in data and key != "starting_stacks":
            raise _fail(where, "missing_field", f"the field '{key}' is missing", field=key)
    actions = data["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS or not all(
        type(a) is str and len(a) <= MAX_LINE for a in actions
    ):
        raise _fail(where, "bad_field", "'actions' must be a list of short texts",
                    field="actions")
    hand_number = data.get("hand", 1)
    if type(hand_number) is not int or not 0 <= hand_number < 2**63:
        raise _fail(where, "bad_field", "'hand' must be a whole number", field="hand")
    return variant, actions, hand_number


@dataclass(frozen=True, slots=True)
class _Amounts:
    """A hand's amounts as the file writes them (exact decimals)."""

    stacks: list[Decimal]
    antes: list[Decimal]
    blinds: list[Decimal]
    sizes: dict[str, Decimal]
    winnings: list[Decimal] | None
    finishing: list[Decimal] | None

    def places(self, log: _Log) -> int:
        everything = [*self.stacks, *self.antes, *self.blinds, *self.sizes.values(),
                      *log.amounts, *(self.winnings or []), *(self.finishing or [])]
        return max([decimal_places(x) for x in everything if x.is_finite()], default=0)


def _read_amounts(data: Mapping[str, Any], variant: str, where: str) -> _Amounts:
    if "starting_stacks" in data:
        raw_stacks = _numbers(data, "starting_stacks", where, None, infinite=True)
    else:  # no stacks given: nobody's stack limits the hand
        players = data.get("players")
        count = len(players) if isinstance(players, list) else len(data.get("antes") or [])
        raw_stacks = [_INFINITY] * count
    n = len(raw_stacks)
    short = variant == "NS"
    if not 2 <= n <= (10 if short else MAX_PLAYERS_PHH):
        raise _fail(where, "bad_field", f"a hand needs 2 to {10 if short else MAX_PLAYERS_PHH}"
                    " players", field="starting_stacks")
    raw_antes = _numbers(data, "antes", where, n)
    raw_blinds = _numbers(data, "blinds_or_straddles", where, None)
    if len(raw_blinds) > n:
        raise _fail(where, "bad_field", "more blinds than players", field="blinds_or_straddles")
    sizes: dict[str, Decimal] = {}
    for key in ("min_bet", "small_bet", "big_bet"):
        if key in data:
            sizes[key] = _number(data[key], where, key)
            if sizes[key] <= 0:
                raise _fail(where, "bad_field", f"'{key}' must be positive", field=key)
    return _Amounts(raw_stacks, raw_antes, raw_blinds, sizes, None, None)


def read_fields(data: Mapping[str, Any], where: str = "<phh>") -> PhhHand:
    """One hand's PHH fields as the common record (not yet replayed).

    :raises PhhError: a missing or malformed field, an unsupported variant or action line.
    """
    variant, actions, hand_number = _check_basics(data, where)
    raw = _read_amounts(data, variant, where)
    n = len(raw.stacks)
    log = _parse_log(actions, n, where)
    raw = replace(raw, winnings=_numbers(data, "winnings", where, n)
                  if "winnings" in data else None,
                  finishing=_numbers(data, "finishing_stacks", where, n, infinite=True)
                  if isinstance(data.get("finishing_stacks"), list) else None)
    scale = 10**raw.places(log)

    def minor(x: Decimal) -> int:
        return int(x * scale)

    finite = [minor(x) for x in raw.stacks if x.is_finite()]
    if any(x == 0 for x in finite):
        raise _fail(where, "bad_field", "every player needs chips", field="starting_stacks")
    infinite = frozenset(j for j, x in enumerate(raw.stacks) if not x.is_finite())
    # A stand-in for an infinite stack: more than every chip the hand could ever cost.
    stand_in = 2 * (sum(finite) + sum(map(minor, log.amounts)) + sum(map(minor, raw.blinds))
                    + sum(map(minor, raw.antes)) + sum(map(minor, raw.sizes.values()))) + 1
    antes = [minor(x) for x in raw.antes]
    blinds = [minor(x) for x in raw.blinds]
    config = _config(data, variant, {k: minor(v) for k, v in raw.sizes.items()}, blinds, where)
    by_position = blinds + [0] * (n - len(blinds))
    if n == 2:  # PHH writes heads-up antes and blinds big blind first
        antes, by_position = [antes[1], antes[0]], [by_position[1], by_position[0]]
    trimming = data.get("ante_trimming_status", False)
    if type(trimming) is not bool:
        raise _fail(where, "bad_field", "'ante_trimming_status' must be true or false",
                    field="ante_trimming_status")
    opener = data.get("_felt_first_to_act")
    if opener is not None and (type(opener) is not int or not 1 <= opener <= n):
        raise _fail(where, "bad_field", "'_felt_first_to_act' must be a player number",
                    field="_felt_first_to_act")
    second = _second_board(data, log.board, where)
    half_bet, straight_first = (_flag(data, key, where) for key in (
        "_felt_half_bet_reopens", "_felt_straight_over_trips"))
    site_money = _number(data["_felt_site_money"], where, "_felt_site_money") \
        if "_felt_site_money" in data else Decimal(0)
    if site_money < 0 or site_money * scale != minor(site_money):
        raise _fail(where, "bad_field", "'_felt_site_money' must be an amount of the hand's "
                    "money, not negative", field="_felt_site_money")
    record = HistoryHand(
        site="phh", hand_id=str(hand_number) if "hand" in data else None,
        hand_number=hand_number, config=config, names=tuple(f"p{j + 1}" for j in range(n)),
        seats=None, stacks=tuple(stand_in if j in infinite else minor(x)
                                 for j, x in enumerate(raw.stacks)),
        antes=tuple(antes), antes_trimmed=trimming, blinds=tuple(by_position),
        holes=tuple((h[0], h[1]) for h in log.holes), board=tuple(log.board),
        acts=tuple(_acts(actions, n, scale)),
        first_to_act=None if opener is None else opener - 1, mucks=frozenset(log.mucks),
        collected=None if raw.winnings is None else tuple(map(minor, raw.winnings)),
        collected_is_exact=False, scale=scale,
        currency=data["currency"] if type(data.get("currency")) is str else None,
        second_board=second, site_money=minor(site_money), half_bet_reopens=half_bet,
        straight_over_trips=straight_first)
    finishing = None if raw.finishing is None else tuple(
        None if not x.is_finite() else minor(x) for x in raw.finishing)
    return PhhHand(record, infinite, finishing)



def _flag(data: Mapping[str, Any], key: str, where: str) -> bool:
    """A true-or-false field of Felt's own (``False`` when absent)."""
    flag = data.get(key, False)
    if type(flag) is not bool:
        raise _fail(where, "bad_field", f"'{key}' must be true or false", field=key)
    return flag


def _second_board(data: Mapping[str, Any], board: Sequence[Card], where: str,
                  ) -> tuple[Card, ...]:
    """A board run twice: Felt's field ``_felt_second_board`` holds the second run's cards
    (those after the cards both runs share), the actions the first run's; ``()`` without it.

    :raises PhhError: ``bad_field`` for cards that do not make a second board to the river.
    """
    text = data.get("_felt_second_board")
    if text is None:
        return ()
    try:
        cards = parse_cards(text) if type(text) is str else []
    except FeltError:
        cards = []
    if not 1 <= len(cards) <= 5 or len(board) != 5:
        raise _fail(where, "bad_field", "'_felt_second_board' must be the second run's cards "
                    "of a board dealt to the river", field="_felt_second_board")
    return (*board[:5 - len(cards)], *cards)


def _config(data: Mapping[str, Any], variant: str, sizes: dict[str, int], blinds: list[int],
            where: str) -> HandConfig:
    """The hand's rules from the PHH fields and Felt's own ``_felt_*`` fields."""
    def felt(key: str, kind: type, default: Any) -> Any:
        value = data.get(key, default)
        if type(value) is not kind:
            raise _fail(where, "bad_field", f"'{key}' must be a {kind.__name__}", field=key)
        return value

    odd_chip = felt("_felt_odd_chip", str, OddChip.ALL_TO_FIRST.value)
    cap = felt("_felt_bet_cap", int, 4)
    nonzero = sorted(b for b in blinds if b > 0)
    try:
        if variant == "FT":
            if "small_bet" not in sizes or "big_bet" not in sizes:
                raise PhhError("missing_field", "Fixed-Limit needs small_bet and big_bet")
            return HandConfig(
                betting=Betting.FIXED_LIMIT,
                small_blind=nonzero[0] if len(nonzero) > 1 else 0,
                big_blind=max(nonzero[-1] if nonzero else sizes["small_bet"], 1),
                small_bet=sizes["small_bet"],
                big_bet=sizes["big_bet"],
                bet_cap=cap or None,
                blind_counts_as_bet=felt("_felt_blind_counts_as_bet", bool, False),
                cap_lifted_heads_up=felt("_felt_cap_lifted_heads_up", bool, False),
                burn_cards=felt("_felt_burn_cards", bool, True),
                odd_chip=odd_chip,
                full_blind_owed=felt("_felt_full_blind_owed", bool, False),
            )
        if "min_bet" not in sizes:
            raise PhhError("missing_field", "the field 'min_bet' is missing")
        min_bet = sizes["min_bet"]
        return HandConfig(
            betting=felt("_felt_betting", str, Betting.NO_LIMIT.value),
            small_blind=min(nonzero[0], min_bet) if len(nonzero) > 1 else 0,
            big_blind=min_bet,
            short_deck=variant == "NS",
            bet_cap=cap or None,
            burn_cards=felt("_felt_burn_cards", bool, True),
            odd_chip=odd_chip,
            full_blind_owed=felt("_felt_full_blind_owed", bool, False),
        )
    except FeltError as exc:
        details = {k: v for k, v in exc.details.items() if k != "where"}
        raise _fail(where, "bad_field", str(exc), **details) from exc


def _acts(actions: list[str], n: int, scale: int) -> Iterator[Act]:
    """The log's dealing of the board and the players' steps (already checked by
    :func:`_parse_log`), in order."""
    board_seen = 0
    for number, line in enumerate(actions, 1):
        words = _split_action(line)
        if not words or words[1] in ("dh", "sm"):
            continue
        if words[0] == "d":
            board_seen += len(words[2]) // 2
            yield Act(BOARD, None, board_seen, number, line[:60])
            continue
        pos = _player_index(words[0], n)
        match words[1:]:
            case ["f"]:
                yield Act(FOLD, pos, None, number, line[:60])
            case ["cc"]:
                yield Act(CHECK_OR_CALL, pos, None, number, line[:60])
            case ["cbr", amount]:
                yield Act(BET, pos, int(Decimal(amount) * scale), number, line[:60])



def _player_index(word: str, n: int) -> int:
    if len(word) < 2 or len(word) > 4 or word[0] != "p" or not word[1:].isdigit() \
            or not 1 <= int(word[1:]) <= n:
        raise PhhError("bad_player", f"no player {word[:8]!r}")
    return int(word[1:]) - 1


def _split_action(line: str) -> list[str]:
    return line.split("#", 1)[0].split()


# ---------------------------------------------------------------------------------- files


def _read_text(path: Path) -> str:
    """The file's text, refused before reading when it is too large or not a regular file.

    :raises PhhError: ``too_large``, ``unreadable``, ``not_a_file`` or ``bad_encoding``.
    """
    try:
        raw = read_capped(path, MAX_FILE_BYTES)
    except HistoryFileError as exc:
        raise PhhError(exc.code, str(exc), **exc.details) from exc
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PhhError("bad_encoding", f"{path}: not UTF-8 text", where=str(path)) from exc


def _parse_toml(text: str, where: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as exc:
        raise PhhError("bad_toml", f"{where}: not valid TOML: {exc}", where=where) from exc
    except (RecursionError, MemoryError):
        raise PhhError("bad_toml", f"{where}: nested too deeply", where=where) from None
    except ValueError as exc:  # a number Decimal cannot take
        raise PhhError("bad_toml", f"{where}: {exc}", where=where) from exc


def _sections(text: str) -> Iterator[tuple[str, int, str]]:
    """Split a ``.phhs`` text at its ``[section]`` lines: (name, first line, text)."""
    name: str | None = None
    start = 1
    chunk: list[str] = []
    for number, line in enumerate(text.splitlines(), 1):
        match = _SECTION_RE.match(line.strip())
        if match is not None:
            if name is not None:
                yield name, start, "\n".join(chunk)
            name, start, chunk = match.group(1).strip("'\""), number, []
        elif name is not None:
            chunk.append(line)
    if name is not None:
        yield name, start, "\n".join(chunk)


def load_sections(path: Path) -> Iterator[tuple[str, str | None, dict[str, Any] | PhhError]]:
    """Each hand of a ``.phh`` file (one) or ``.phhs`` file (one section per hand).

    A section that is not valid TOML is reported and the others are still read: the whole
    file is parsed at once when it can be, else section by section.

    :return: ``(where, section, fields or error)`` per hand; ``section`` is ``None`` for a
        single-hand file.
    :raises PhhError: the file cannot be read at all (size, access, encoding).
    """
    text = _read_text(path)
    check_shape(text, str(path))
    try:
        data = _parse_toml(text, str(path))
    except PhhError as whole_error:
        parts = list(_sections(text))
        if not parts:
            raise whole_error
        for name, line, chunk in parts:
            where = f"{path}[{name}]"
            try:
                yield where, name, _parse_toml(chunk, f"{where} (from line {line})")
            except PhhError as exc:
                yield where, name, exc
        return
    if "variant" in data:
        yield str(path), None, data
        return
    tables = [(k, v) for k, v in data.items() if isinstance(v, dict)]
    if not tables:
        raise PhhError("missing_field", f"{path}: no 'variant' field and no hands",
                       where=str(path))
    for key, value in tables:
        yield f"{path}[{key}]", key, value


def load_hands(path: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """The hands of a PHH file as ``(where, fields)``.

    :raises PhhError: the file cannot be read, or a section is not valid TOML.
    """
    for where, _, fields in load_sections(path):
        if isinstance(fields, PhhError):
            raise fields
        yield where, fields


def replay_file(path: Path, known: Known | None = None,
                ) -> Iterator[tuple[str | None, ReplayedHand | PhhError | KnownHand]]:
    """Replay every hand of a PHH file independently: a bad hand is yielded as its error.

    :param known: asked before each hand is replayed; a hand it knows is a
        :class:`KnownHand` and is not replayed.
    :return: ``(section, replayed hand or error)`` per hand; the section is ``None`` for a
        single-hand file or an error of the whole file.
    """
    try:
        for where, section, fields in load_sections(path):
            if isinstance(fields, PhhError):
                yield section, fields
                continue
            try:
                read = read_fields(fields, where)
                if known is not None and known(read.record.keys()):
                    yield section, KnownHand("phh", str(path), section, read.record.hand_id)
                    continue
                yield section, _replayed(read, fields, where)
            except PhhError as exc:
                yield section, exc
    except PhhError as exc:
        yield None, exc


def _json_number(value: Decimal) -> str:
    """An exact decimal as a JSON number (``"inf"`` as a string: JSON has no infinity)."""
    if not value.is_finite():
        return '"inf"'
    return format(value.normalize() if value == value.to_integral_value() else value, "f")


def hand_record(path: Path, section: str | None, result: ReplayedHand | PhhError) -> str:
    """One JSON line for the command line: file, hand (section), stacks or error."""
    if isinstance(result, PhhError):
        return json.dumps({"file": str(path), "hand": section, "error": str(result),
                           "code": result.code})
    stacks = "[" + ", ".join(_json_number(x) for x in result.finishing_amounts()) + "]"
    head = json.dumps({"file": str(path), "hand": section})[:-1]
    tail = ""
    if result.matches_recorded is not None:
        tail += f', "matches_recorded": {json.dumps(result.matches_recorded)}'
    if result.warnings:
        tail += f', "warnings": {json.dumps(list(result.warnings))}'
    return f'{head}, "finishing_stacks": {stacks}{tail}}}'


def main(argv: Sequence[str] | None = None) -> int:
    """Replay PHH files; print one JSON object per hand.

    :return: 0 when every hand replayed to its recorded stacks, 1 when some differ, 2 when
        some hand or file could not be replayed.
    """
    parser = argparse.ArgumentParser(prog="python -m engine.phh",
                                     description="Replay PHH hand histories with Felt's engine.")
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args(argv)
    status = 0
    for path in args.files:
        for section, result in replay_file(path):
            assert not isinstance(result, KnownHand)  # nothing is known without ``known``
            print(hand_record(path, section, result))
            if isinstance(result, PhhError):
                status = 2
            elif result.matches_recorded is False:
                status = max(status, 1)
    return status


__all__ = ["MAX_FILE_BYTES", "ReplayedHand", "card_str", "hand_record", "load_hands",
           "load_sections", "main", "replay_fields", "replay_file", "write_phh"]

if __name__ == "__main__":
    raise SystemExit(main())

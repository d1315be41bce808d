"""Hand histories in PHH, the TOML format of the PokerKit authors.

Felt writes every finished hand as PHH (variants ``NT``, ``FT``, ``NS``) and replays any PHH file
of those variants through its own engine. Pot-Limit and Spread-Limit hands have no PHH variant;
they are written as ``NT`` (every such hand is also legal No-Limit, so other tools replay them
to the same stacks) with the user-defined field ``_felt_betting`` that Felt reads back.

``python -m engine.formats.phh FILE...`` replays files and prints one JSON object per hand.
"""

from __future__ import annotations

import argparse
import json
import sys
import tomllib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core.cards import Card, Deck, card_str, cards_str, full_deck, parse_cards
from engine.core.errors import FeltError, PhhError
from engine.rules.config import Betting, HandConfig, OddChip
from engine.rules.events import (
    ActionTaken,
    BoardDealt,
    HandMucked,
    HandShown,
    HoleCardDealt,
)
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
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {value!r} as TOML")


def hand_actions(hand: HandState) -> list[str]:
    """The PHH action lines of a hand, from its events."""
    lines: list[str] = []
    dealt: dict[int, list[Card]] = {}
    holes_written = False

    def player(seat: int) -> str:
        return f"p{hand.position_of(seat) + 1}"

    def flush_holes() -> None:
        nonlocal holes_written
        if not holes_written:
            for pos, seat in enumerate(hand.seats):
                lines.append(f"d dh p{pos + 1} {cards_str(dealt.get(seat, []))}")
            holes_written = True

    for event in hand.events:
        if isinstance(event, HoleCardDealt):
            dealt.setdefault(event.seat, []).append(event.card)
            continue
        if dealt:
            flush_holes()
        if isinstance(event, BoardDealt):
            lines.append(f"d db {cards_str(event.cards)}")
        elif isinstance(event, ActionTaken):
            code = {"fold": "f", "check": "cc", "call": "cc"}.get(event.action)
            lines.append(f"{player(event.seat)} {code}" if code else
                         f"{player(event.seat)} cbr {event.to}")
        elif isinstance(event, HandShown):
            lines.append(f"{player(event.seat)} sm {cards_str(event.cards)}")
        elif isinstance(event, HandMucked):
            lines.append(f"{player(event.seat)} sm")
    return lines


def write_phh(
    hand: HandState,
    players: Sequence[str] | None = None,
    extra: dict[str, Any] | None = None,
) -> str:
    """A finished hand as PHH text (with ``finishing_stacks``).

    :param players: names by hand position.
    :param extra: further fields (``event``, ``time``, user-defined ``_x``...).
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
    fields["ante_trimming_status"] = True
    fields["antes"] = list(hand.antes) if n > 2 else [hand.antes[1], hand.antes[0]]
    fields["blinds_or_straddles"] = raw_blinds
    if cfg.betting is Betting.FIXED_LIMIT:
        fields["small_bet"] = cfg.street_bet(0)
        fields["big_bet"] = cfg.street_bet(2)
    else:
        fields["min_bet"] = cfg.big_blind
    fields["starting_stacks"] = list(hand.starting_stacks)
    fields["actions"] = hand_actions(hand)
    fields["hand"] = hand.hand_number
    fields["seats"] = [s + 1 for s in hand.seats]
    if players is not None:
        fields["players"] = list(players)
    fields["finishing_stacks"] = list(hand.stacks)
    if cfg.betting in (Betting.POT_LIMIT, Betting.SPREAD_LIMIT):
        fields["_felt_betting"] = cfg.betting.value
    if cfg.limited:
        fields["_felt_bet_cap"] = cfg.bet_cap if cfg.bet_cap is not None else 0
        fields["_felt_blind_counts_as_bet"] = cfg.blind_counts_as_bet
        fields["_felt_cap_lifted_heads_up"] = cfg.cap_lifted_heads_up
    fields["_felt_odd_chip"] = cfg.odd_chip.value
    fields["_felt_burn_cards"] = cfg.burn_cards
    fields.update(extra or {})
    out = []
    for key, value in fields.items():
        if key == "actions":
            out.append("actions = [\n" + "".join(f"  {_toml_value(a)},\n" for a in value) + "]")
        else:
            out.append(f"{key} = {_toml_value(value)}")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------------- reading


@dataclass(frozen=True, slots=True)
class ReplayedHand:
    """A PHH hand replayed by Felt."""

    source: str
    state: HandState
    recorded_finishing_stacks: tuple[int, ...] | None

    @property
    def finishing_stacks(self) -> tuple[int, ...]:
        return tuple(self.state.stacks)


def _int_list(data: dict[str, Any], key: str, n: int | None, where: str) -> list[int]:
    value = data.get(key)
    if not isinstance(value, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        raise PhhError("bad_field", f"{where}: '{key}' must be a list of integers", field=key)
    if n is not None and len(value) not in (n,) and key != "blinds_or_straddles":
        raise PhhError("bad_field", f"{where}: '{key}' needs {n} entries", field=key)
    return list(value)


def _positive_int(data: dict[str, Any], key: str, where: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
        raise PhhError("bad_field", f"{where}: '{key}' must be a positive integer", field=key)
    return value


def _split_action(line: str) -> list[str]:
    return line.split("#", 1)[0].split()


def replay_fields(data: dict[str, Any], where: str = "<phh>") -> ReplayedHand:
    """Replay one hand given as parsed PHH fields.

    :raises PhhError: a missing or malformed field, an unsupported variant, a card that
        cannot be dealt, or an action that is illegal at its point (the message names it).
    """
    variant = data.get("variant")
    if variant not in VARIANTS:
        raise PhhError("unsupported_variant",
                       f"{where}: variant {variant!r} is not one of NT, FT, NS")
    for key in _REQUIRED[variant]:
        if key not in data:
            raise PhhError("missing_field", f"{where}: the field '{key}' is missing", field=key)
    stacks = _int_list(data, "starting_stacks", None, where)
    n = len(stacks)
    if n < 2:
        raise PhhError("bad_field", f"{where}: a hand needs at least two players")
    antes = _int_list(data, "antes", n, where)
    blinds = _int_list(data, "blinds_or_straddles", None, where)
    if len(blinds) > n:
        raise PhhError("bad_field", f"{where}: more blinds than players")
    if any(a < 0 for a in antes) or any(b < 0 for b in blinds):
        raise PhhError("bad_field", f"{where}: antes and blinds cannot be negative")
    if n == 2:
        antes = [antes[1], antes[0]]
    actions = data["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise PhhError("bad_field", f"{where}: 'actions' must be a list of strings")

    short = variant == "NS"
    nonzero = sorted(b for b in blinds if b > 0)
    if variant == "FT":
        small_bet = _positive_int(data, "small_bet", where)
        big_bet = _positive_int(data, "big_bet", where)
        cap = data.get("_felt_bet_cap", 4)
        config = HandConfig(
            betting=Betting.FIXED_LIMIT,
            small_blind=nonzero[0] if len(nonzero) > 1 else 0,
            big_blind=max(nonzero[-1] if nonzero else small_bet, 1),
            small_bet=small_bet,
            big_bet=big_bet,
            bet_cap=cap or None,
            blind_counts_as_bet=bool(data.get("_felt_blind_counts_as_bet", False)),
            cap_lifted_heads_up=bool(data.get("_felt_cap_lifted_heads_up", False)),
            odd_chip=OddChip(data.get("_felt_odd_chip", OddChip.ALL_TO_FIRST.value)),
        )
    else:
        min_bet = _positive_int(data, "min_bet", where)
        betting = Betting(data.get("_felt_betting", Betting.NO_LIMIT.value))
        config = HandConfig(
            betting=betting,
            small_blind=min(nonzero[0], min_bet) if len(nonzero) > 1 else 0,
            big_blind=min_bet,
            short_deck=short,
            bet_cap=data.get("_felt_bet_cap", 4) or None,
            odd_chip=OddChip(data.get("_felt_odd_chip", OddChip.ALL_TO_FIRST.value)),
        )

    # Collect the cards the history shows, to stack a deck that deals exactly them.
    holes: list[list[Card | None]] = [[None, None] for _ in range(n)]
    board: list[Card] = []
    mucks: set[int] = set()
    for number, line in enumerate(actions, 1):
        words = _split_action(line)
        try:
            if words[:2] == ["d", "dh"] and len(words) == 4:
                pos = _player_index(words[2], n)
                text = words[3]
                for k in range(2):
                    chunk = text[2 * k: 2 * k + 2]
                    if chunk and chunk != "??":
                        holes[pos][k] = parse_cards(chunk)[0]
            elif words[:2] == ["d", "db"] and len(words) == 3:
                board.extend(parse_cards(words[2]))
            elif len(words) >= 2 and words[1] == "sm":
                pos = _player_index(words[0], n)
                if len(words) == 2:
                    mucks.add(pos)
                elif words[2] != "-":
                    shown = parse_cards(words[2])
                    holes[pos] = [shown[0], shown[1]]
        except FeltError as exc:
            raise PhhError("bad_action", f"{where}: action {number} {line!r}: {exc}",
                           action=line, number=number) from exc
    deck = _stack_deck(holes, board, short, config.burn_cards, where)
    unknown = {i for i in range(n) if None in holes[i]}
    try:
        state = HandState(config, stacks, deck=deck, hand_number=int(data.get("hand", 1)),
                          antes=antes, blinds=blinds, mucks=mucks | unknown)
    except FeltError as exc:
        raise PhhError("bad_setup", f"{where}: {exc}") from exc

    for number, line in enumerate(actions, 1):
        words = _split_action(line)
        if not words or words[0] == "d" or (len(words) >= 2 and words[1] == "sm"):
            continue
        try:
            pos = _player_index(words[0], n)
            if state.actor != pos:
                actor = state.actor
                raise PhhError("wrong_player", "it is not this player's turn"
                               + (f" (p{actor + 1} is to act)" if actor is not None else ""))
            match words[1:]:
                case ["f"]:
                    state.fold()
                case ["cc"]:
                    if state.can_check():
                        state.check()
                    else:
                        state.call()
                case ["cbr", amount]:
                    state.bet_or_raise(int(amount))
                case _:
                    raise PhhError("unknown_action", "not an action Felt knows")
        except (FeltError, ValueError) as exc:
            raise PhhError("illegal_action", f"{where}: action {number} {line!r}: {exc}",
                           action=line, number=number) from exc
    if not state.finished:
        raise PhhError("unfinished", f"{where}: the actions end before the hand does")
    recorded = data.get("finishing_stacks")
    return ReplayedHand(where, state, tuple(recorded) if isinstance(recorded, list) else None)


def _player_index(word: str, n: int) -> int:
    if len(word) < 2 or word[0] != "p" or not word[1:].isdigit() or not 1 <= int(word[1:]) <= n:
        raise PhhError("bad_player", f"no player {word!r}")
    return int(word[1:]) - 1


def _stack_deck(
    holes: list[list[Card | None]], board: list[Card], short: bool, burn: bool, where: str
) -> Deck:
    known = [c for h in holes for c in h if c is not None] + board
    if len(set(known)) != len(known):
        raise PhhError("duplicate_card", f"{where}: a card is dealt twice")
    spare = iter([c for c in full_deck(short) if c not in set(known)])
    order: list[Card] = []
    for k in range(2):
        for hole in holes:
            card = hole[k]
            order.append(card if card is not None else next(spare))
    streets = [board[:3], board[3:4], board[4:5]]
    for cards in streets:
        if burn:
            order.append(next(spare))
        order.extend(cards)
    try:
        return Deck.stacked(order, short_deck=short)
    except FeltError as exc:
        raise PhhError("bad_card", f"{where}: {exc}") from exc


def load_hands(path: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """The hands in a ``.phh`` file (one) or ``.phhs`` file (one table per hand).

    :raises PhhError: unreadable file or invalid TOML.
    """
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise PhhError("unreadable", f"{path}: {exc.strerror}") from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise PhhError("bad_toml", f"{path}: not valid TOML: {exc}") from exc
    if "variant" in data:
        yield str(path), data
        return
    tables = [(k, v) for k, v in data.items() if isinstance(v, dict)]
    if not tables:
        raise PhhError("missing_field", f"{path}: no 'variant' field and no hands")
    for key, value in tables:
        yield f"{path}[{key}]", value


def main(argv: Sequence[str] | None = None) -> int:
    """Replay PHH files; print ``{"file", "finishing_stacks", ...}`` per hand."""
    parser = argparse.ArgumentParser(prog="python -m engine.formats.phh",
                                     description="Replay PHH hand histories with Felt's engine.")
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args(argv)
    status = 0
    for path in args.files:
        try:
            for where, fields in load_hands(path):
                replayed = replay_fields(fields, where)
                record: dict[str, Any] = {
                    "file": where,
                    "finishing_stacks": list(replayed.finishing_stacks),
                    "board": cards_str(replayed.state.board),
                }
                if replayed.recorded_finishing_stacks is not None:
                    same = replayed.recorded_finishing_stacks == replayed.finishing_stacks
                    record["matches_recorded"] = same
                    if not same:
                        status = 1
                print(json.dumps(record))
        except PhhError as exc:
            print(f"error: {exc}", file=sys.stderr)
            status = 2
    return status


__all__ = ["ReplayedHand", "card_str", "load_hands", "main", "replay_fields", "write_phh"]

if __name__ == "__main__":
    raise SystemExit(main())

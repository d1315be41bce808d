"""Settings and log entries as JSON-ready values, and back.

Saved games and session files hold plain JSON so a person (or a newer Felt) can read them
without this code; decoding checks every field, because an imported file is untrusted input.

Tests: tests/engine/storage/test_setup_people.py, tests/engine/play/test_show_or_muck.py,
tests/engine/play/test_sit_out.py
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import asdict
from typing import Any

from engine.core.errors import FeltError
from engine.core.errors import StorageError
from engine.play.session_log import LogEntry
from engine.play.session_log import LoggedAction
from engine.play.session_log import LoggedHandEnd
from engine.play.session_log import LoggedRebuy
from engine.play.session_log import LoggedShowdown
from engine.play.session_log import LoggedSitOut
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.config import OddChip
from engine.rules.table import BlindLevel
from engine.rules.table import GameMode
from engine.rules.table import TableConfig

Json = dict[str, Any]


def bad(reason: str) -> StorageError:
    """The error for an untrusted value that does not have the expected form."""
    return StorageError("bad_file", f"the saved data is not valid: {reason}", reason=reason)


MAX_WHOLE = 2**53
"""Whole numbers in saved data stay below this (SQLite and every JSON reader keep them exact)."""


def _int(value: object, what: str, minimum: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise bad(f"{what} must be a whole number")
    if minimum is not None and value < minimum:
        raise bad(f"{what} must be at least {minimum}")
    if abs(value) >= MAX_WHOLE:
        raise bad(f"{what} is too large")
    return value


def _opt_int(value: object, what: str) -> int | None:
    return None if value is None else _int(value, what)


def _num(value: object, what: str, minimum: float | None = None) -> float:
    if (not isinstance(value, int | float) or isinstance(value, bool)
            or not math.isfinite(value)):
        raise bad(f"{what} must be a finite number")
    if minimum is not None and value < minimum:
        raise bad(f"{what} must be at least {minimum}")
    return float(value)


def _opt_num(value: object, what: str) -> float | None:
    return None if value is None else _num(value, what)


def _obj(value: object, what: str) -> Json:
    if not isinstance(value, dict):
        raise bad(f"{what} must be an object")
    return value


# ---------------------------------------------------------------------- strict JSON


MAX_DEPTH = 8
"""Nesting deeper than this is refused; Felt's own files nest at most 5 levels."""


def _non_finite(text: str) -> float:
    raise bad(f"{text} is not a number JSON allows")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise bad(f"{text} is too large")
    return value


_STRICT = json.JSONDecoder(parse_constant=_non_finite, parse_float=_finite_float)


def strict_json(text: str | bytes) -> Any:
    """JSON as the standard has it: no NaN or infinities, no number too long to read, no
    nesting deeper than :data:`MAX_DEPTH`.

    :raises StorageError: ``bad_file`` with the reason.
    """
    try:
        body = text if isinstance(text, str) else text.decode("utf-8")
        data = _STRICT.decode(body)
    except StorageError:
        raise
    except json.JSONDecodeError as exc:
        raise bad(f"not JSON (line {exc.lineno}): {exc.msg}") from None
    except RecursionError:
        raise bad("nested too deeply") from None
    except (ValueError, UnicodeDecodeError) as exc:  # a number of thousands of digits
        raise bad(f"not JSON: {exc}") from None
    # Only a text with more brackets than the limit can nest deeper (saves the walk for
    # the many small log entries).
    if body.count("[") + body.count("{") > MAX_DEPTH and _depth(data) > MAX_DEPTH:
        raise bad("nested too deeply")
    return data


def _depth(value: object) -> int:
    """How deep lists and objects nest (iteratively: the value itself may be deep)."""
    if not isinstance(value, dict | list):
        return 0
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        if depth > MAX_DEPTH:
            break
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return deepest


def text(value: object, what: str, longest: int = 200) -> str:
    if not isinstance(value, str) or len(value) > longest:
        raise bad(f"{what} must be a text of at most {longest} characters")
    return value


# ---------------------------------------------------------------------- the window's settings

SETUP_FIELDS: Mapping[str, tuple[str, float, float]] = {
    "variant": ("text", 0, 16),
    "players": ("int", 2, 10),
    "name": ("text", 0, 200),
    "opponents": ("text", 0, 40),
    "starting_stack": ("int", 1, 10**12),
    "small_blind": ("int", 0, 10**12),
    "big_blind": ("int", 1, 10**12),
    "ante": ("int", 0, 10**12),
    "schedule": ("text", 0, 40),
    "rebuys": ("int", 0, 10**6),
    "cash": ("bool", 0, 0),
    "seed": ("seed", 0, 2**64 - 1),
    "person": ("bool", 0, 0),
    "clock": ("bool", 0, 0),
    "clock_seconds": ("number", 0, 86400),
    "time_bank": ("number", 0, 86400),
    "people": ("names", 9, 200),  # hot-seat: up to nine more people, each name this long
}
"""The window's settings of a session (``gui/base/game_setup.py: GameSetup``) by the form and range
of each value. Stored so the same window can be shown again; the engine never plays from it,
but a stored value of the wrong form would break every later continue, so none is stored."""

MAX_SETUP_KEYS = 64


def setup_from_json(data: object) -> dict[str, Any]:
    """The window's settings, checked: known keys by :data:`SETUP_FIELDS`, unknown ones (a
    newer Felt's) kept only as short plain values.

    :raises StorageError: ``bad_file`` naming the field.
    """
    raw = _obj(data, "setup")
    if len(raw) > MAX_SETUP_KEYS:
        raise bad("setup has too many fields")
    checked: dict[str, Any] = {}
    for key, value in raw.items():
        what = f"setup.{text(key, 'a setup field name', 40)}"
        form, low, high = SETUP_FIELDS.get(key, ("plain", 0, 0))
        if form == "text":
            checked[key] = text(value, what, int(high))
        elif form in ("int", "seed"):
            if form == "seed" and value is None:
                checked[key] = None
                continue
            number = _int(value, what, int(low))
            if number > high:
                raise bad(f"{what} must be at most {int(high)}")
            checked[key] = number
        elif form == "bool":
            if not isinstance(value, bool):
                raise bad(f"{what} must be true or false")
            checked[key] = value
        elif form == "names":
            if not isinstance(value, list) or len(value) > low:
                raise bad(f"{what} must be a list of at most {int(low)} names")
            checked[key] = [text(v, f"{what}[{k}]", int(high)) for k, v in enumerate(value)]
        elif form == "number":
            real = _num(value, what, low)
            if real > high:
                raise bad(f"{what} must be at most {high:g}")
            checked[key] = real
        elif value is None or isinstance(value, bool | str | int | float):
            if isinstance(value, str):
                text(value, what)
            elif isinstance(value, int | float) and not isinstance(value, bool):
                _num(value, what)
            checked[key] = value
        else:
            raise bad(f"{what} must be a plain value")
    return checked


# ---------------------------------------------------------------------- table settings


def config_to_json(config: TableConfig) -> Json:
    data = asdict(config)
    data["levels"] = [asdict(level) for level in config.levels]
    return data


def hand_config_from_json(data: object) -> HandConfig:
    raw = _obj(data, "hand")
    try:
        return HandConfig(
            betting=Betting(raw.get("betting", "nl")),
            small_blind=_int(raw.get("small_blind"), "small_blind"),
            big_blind=_int(raw.get("big_blind"), "big_blind"),
            ante=_int(raw.get("ante", 0), "ante"),
            short_deck=bool(raw.get("short_deck", False)),
            small_bet=_opt_int(raw.get("small_bet"), "small_bet"),
            big_bet=_opt_int(raw.get("big_bet"), "big_bet"),
            bet_cap=_opt_int(raw.get("bet_cap", 4), "bet_cap"),
            blind_counts_as_bet=bool(raw.get("blind_counts_as_bet", True)),
            cap_lifted_heads_up=bool(raw.get("cap_lifted_heads_up", True)),
            burn_cards=bool(raw.get("burn_cards", True)),
            odd_chip=OddChip(raw.get("odd_chip", OddChip.ONE_EACH.value)),
            free_folds=bool(raw.get("free_folds", False)),
            full_blind_owed=bool(raw.get("full_blind_owed", False)),
        )
    except FeltError as exc:
        raise bad(f"hand settings: {exc}") from exc
    except ValueError as exc:  # an unknown enum value
        raise bad(f"hand settings: {exc}") from exc


def config_from_json(data: object) -> TableConfig:
    """:raises StorageError: ``bad_file`` with the field at fault."""
    raw = _obj(data, "settings")
    levels_raw = raw.get("levels", [])
    if not isinstance(levels_raw, list):
        raise bad("levels must be a list")
    try:
        levels = tuple(
            BlindLevel(_int(lv.get("small_blind"), "level small_blind", 0),
                       _int(lv.get("big_blind"), "level big_blind", 1),
                       _int(lv.get("ante", 0), "level ante", 0))
            for lv in (_obj(x, "level") for x in levels_raw)
        )
        return TableConfig(
            hand=hand_config_from_json(raw.get("hand")),
            mode=GameMode(raw.get("mode", "tournament")),
            levels=levels,
            hands_per_level=_opt_int(raw.get("hands_per_level"), "hands_per_level"),
            minutes_per_level=_opt_num(raw.get("minutes_per_level"), "minutes_per_level"),
            starting_stack=_int(raw.get("starting_stack"), "starting_stack"),
            rebuy_amount=_int(raw.get("rebuy_amount", 0), "rebuy_amount"),
            max_rebuys=_opt_int(raw.get("max_rebuys"), "max_rebuys"),
            max_stack=_opt_int(raw.get("max_stack"), "max_stack"),
            end_after_hands=_opt_int(raw.get("end_after_hands"), "end_after_hands"),
            end_after_minutes=_opt_num(raw.get("end_after_minutes"), "end_after_minutes"),
        )
    except StorageError:
        raise
    except FeltError as exc:
        raise bad(f"settings: {exc}") from exc
    except ValueError as exc:
        raise bad(f"settings: {exc}") from exc


def variant_of(config: TableConfig) -> str:
    """``nl``, ``pl``, ``fl`` or ``short``: the names the window and the CLI use."""
    hand = config.hand
    if hand.short_deck:
        return "short"
    return {Betting.POT_LIMIT: "pl", Betting.FIXED_LIMIT: "fl",
            Betting.SPREAD_LIMIT: "fl"}.get(hand.betting, "nl")


# ---------------------------------------------------------------------- actions and the log


def action_to_json(action: Action) -> list[Any]:
    return [action.kind.value] if action.amount is None else [action.kind.value, action.amount]


def action_from_json(data: object) -> Action:
    if not isinstance(data, list) or not 1 <= len(data) <= 2:
        raise bad("an action must be [kind] or [kind, amount]")
    try:
        kind = ActionKind(data[0])
    except ValueError:
        raise bad(f"unknown action {data[0]!r}") from None
    amount = _int(data[1], "action amount", 0) if len(data) == 2 else None
    if (amount is None) != (kind in (ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL)):
        raise bad(f"action {kind.value} {'needs' if amount is None else 'takes no'} amount")
    return Action(kind, amount)


def entry_to_json(entry: LogEntry) -> Json:
    if isinstance(entry, LoggedAction):
        return {"t": "action", "hand": entry.hand_number, "seat": entry.seat,
                "action": action_to_json(entry.action), "person": entry.by_person}
    if isinstance(entry, LoggedRebuy):
        return {"t": "rebuy", "hand": entry.hand_number, "seat": entry.seat}
    if isinstance(entry, LoggedShowdown):
        return {"t": "show" if entry.show else "muck", "hand": entry.hand_number,
                "seat": entry.seat}
    if isinstance(entry, LoggedSitOut):
        return {"t": "sit_out" if entry.out else "sit_in", "hand": entry.hand_number,
                "seat": entry.seat}
    return {"t": "end", "hand": entry.hand_number, "minutes": entry.minutes}


def entry_from_json(data: object) -> LogEntry:
    """:raises StorageError: ``bad_file`` for anything but one of the five entry forms."""
    raw = _obj(data, "log entry")
    kind = raw.get("t")
    hand = _int(raw.get("hand"), "log hand number", 0)
    if kind == "action":
        return LoggedAction(hand, _int(raw.get("seat"), "log seat", 0),
                            action_from_json(raw.get("action")), bool(raw.get("person")))
    if kind == "rebuy":
        return LoggedRebuy(hand, _int(raw.get("seat"), "log seat", 0))
    if kind in ("show", "muck"):
        return LoggedShowdown(hand, _int(raw.get("seat"), "log seat", 0), kind == "show")
    if kind == "end":
        return LoggedHandEnd(hand, _num(raw.get("minutes"), "log minutes", 0.0))
    if kind in ("sit_out", "sit_in"):
        return LoggedSitOut(hand, _int(raw.get("seat"), "log seat", 0), kind == "sit_out")
    raise bad(f"unknown log entry {kind!r}")

"""Headless matches between computer players.

``python -m engine.arena --players 6 --hands 1000 --seed 1 --variant nl`` seats built-in or
user-written players (``--seat random``, ``--seat call``, ``--seat package.module:Class``) at one
table, plays the hands with busted players buying back in, and prints a summary per player.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from engine.config import Betting, HandConfig
from engine.errors import ConfigError, FeltError
from engine.events import ActionTaken, BlindPosted, Street
from engine.phh import write_phh
from engine.players import BUILTIN_PLAYERS, Player
from engine.table import GameMode, Table, TableConfig
from engine.view import view_for

VARIANTS: dict[str, HandConfig] = {
    "nl": HandConfig(Betting.NO_LIMIT, 1, 2),
    "pl": HandConfig(Betting.POT_LIMIT, 1, 2),
    "fl": HandConfig(Betting.FIXED_LIMIT, 1, 2),
    "sl": HandConfig(Betting.SPREAD_LIMIT, 1, 2),
    "short": HandConfig(Betting.NO_LIMIT, 1, 2, ante=1, short_deck=True),
}

PlayerFactory = Callable[[int], Player]


def load_player(spec: str) -> tuple[str, PlayerFactory]:
    """A player factory from ``random``, ``call`` or ``module:Class`` (built with ``seed=``).

    :raises ConfigError: unknown name, module or class.
    """
    if spec in BUILTIN_PLAYERS:
        cls = BUILTIN_PLAYERS[spec]
        return spec, lambda seed: cls(seed)
    module_name, _, class_name = spec.partition(":")
    if not class_name:
        raise ConfigError("unknown_player", f"unknown player {spec!r}: use random, call or "
                          "module:Class")
    try:
        module = importlib.import_module(module_name)
        cls_any = getattr(module, class_name)
    except (ImportError, AttributeError) as exc:
        raise ConfigError("unknown_player", f"cannot load {spec!r}: {exc}") from exc

    def make(seed: int) -> Player:
        try:
            player: Player = cls_any(seed=seed)
        except TypeError:
            player = cls_any()
        return player

    return class_name, make


@dataclass
class PlayerStats:
    name: str
    hands: int = 0
    net: int = 0
    vpip: int = 0
    pfr: int = 0
    rebuys: int = 0
    decisions: int = 0
    decision_seconds: float = 0.0

    def row(self, big_blind: int) -> dict[str, float | int | str]:
        hands = max(self.hands, 1)
        return {
            "player": self.name,
            "hands": self.hands,
            "net": self.net,
            "bb_per_100": round(100 * self.net / big_blind / hands, 2),
            "vpip": round(100 * self.vpip / hands, 1),
            "pfr": round(100 * self.pfr / hands, 1),
            "rebuys": self.rebuys,
            "ms_per_decision": round(1000 * self.decision_seconds / max(self.decisions, 1), 3),
        }


@dataclass
class ArenaResult:
    hands: int
    seconds: float
    big_blind: int
    stats: list[PlayerStats] = field(default_factory=list)

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds if self.seconds else float("inf")


def run_arena(
    players: Sequence[tuple[str, PlayerFactory]],
    hands: int,
    seed: int,
    variant: str = "nl",
    starting_stack: int = 200,
    phh_out: Path | None = None,
) -> ArenaResult:
    """Play ``hands`` hands and collect per-player results.

    :raises ConfigError: unknown variant or player count outside 2..10.
    """
    if variant not in VARIANTS:
        raise ConfigError("unknown_variant", f"unknown variant {variant!r}")
    config = TableConfig(hand=VARIANTS[variant], mode=GameMode.CASH,
                         starting_stack=starting_stack, rebuy_amount=starting_stack)
    names = [name for name, _ in players]
    table = Table(config, list(names), seed=seed)
    seated = {seat: make(seed * 1000 + seat) for seat, (_, make) in enumerate(players)}
    stats = {seat: PlayerStats(f"{name}#{seat}") for seat, name in enumerate(names)}
    if phh_out is not None:
        phh_out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    for _ in range(hands):
        for seat in table.seats:
            if table.can_rebuy(seat):
                table.rebuy(seat)
                stats[seat].rebuys += 1
        hand = table.start_hand()
        while not hand.finished:
            actor = hand.actor_seat
            assert actor is not None
            view = view_for(hand, actor)
            t0 = time.perf_counter()
            action = seated[actor].decide(view)
            stats[actor].decision_seconds += time.perf_counter() - t0
            stats[actor].decisions += 1
            hand.act(action)
        _count_preflop(hand.events, stats)
        for pos, seat in enumerate(hand.seats):
            stats[seat].hands += 1
            stats[seat].net += hand.stacks[pos] - hand.starting_stacks[pos]
        if phh_out is not None:
            text = write_phh(hand, [names[s] for s in hand.seats],
                             {"_felt_seed": seed})
            (phh_out / f"hand-{table.hand_number:06d}.phh").write_text(text, encoding="utf-8")
        table.finish_hand()
    elapsed = time.perf_counter() - started
    return ArenaResult(hands, elapsed, VARIANTS[variant].big_blind, list(stats.values()))


def _count_preflop(events: Sequence[object], stats: dict[int, PlayerStats]) -> None:
    """VPIP: put chips in voluntarily pre-flop; PFR: raised pre-flop."""
    voluntary: set[int] = set()
    raised: set[int] = set()
    for e in events:
        if isinstance(e, ActionTaken) and e.street is Street.PREFLOP:
            if e.action in ("call", "bet", "raise"):
                voluntary.add(e.seat)
            if e.action in ("bet", "raise"):
                raised.add(e.seat)
        elif isinstance(e, BlindPosted):
            continue
    for seat in voluntary:
        stats[seat].vpip += 1
    for seat in raised:
        stats[seat].pfr += 1


def format_result(result: ArenaResult) -> str:
    rows = [s.row(result.big_blind) for s in result.stats]
    header = ["player", "hands", "net", "bb_per_100", "vpip", "pfr", "rebuys",
              "ms_per_decision"]
    widths = [max(len(h), *(len(str(r[h])) for r in rows)) for h in header]
    lines = ["  ".join(h.rjust(w) for h, w in zip(header, widths, strict=True))]
    lines += ["  ".join(str(r[h]).rjust(w) for h, w in zip(header, widths, strict=True))
              for r in rows]
    lines.append(f"{result.hands} hands in {result.seconds:.2f} s "
                 f"({result.hands_per_second:,.0f} hands/s)")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.arena",
                                     description="Play computer players against each other.")
    parser.add_argument("--players", type=int, default=None,
                        help="number of players (default: the number of --seat options, or 6)")
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", choices=sorted(VARIANTS), default="nl")
    parser.add_argument("--stack", type=int, default=200, help="starting stack in chips")
    parser.add_argument("--seat", action="append", default=[],
                        help="a player: random, call, or module:Class (repeatable)")
    parser.add_argument("--phh-out", type=Path, default=None,
                        help="write every hand as a PHH file into this folder")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)
    try:
        specs: list[str] = list(args.seat)
        count = args.players if args.players is not None else (len(specs) or 6)
        if not 2 <= count <= 10:
            raise ConfigError("player_count", "the arena seats 2 to 10 players")
        if len(specs) > count:
            raise ConfigError("player_count", "more --seat options than players")
        defaults = ["random", "call"]
        while len(specs) < count:
            specs.append(defaults[len(specs) % 2])
        players = [load_player(s) for s in specs]
        if args.hands < 1:
            raise ConfigError("bad_hands", "play at least one hand")
        result = run_arena(players, args.hands, args.seed, args.variant, args.stack,
                           args.phh_out)
    except FeltError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({"hands": result.hands, "seconds": round(result.seconds, 3),
                          "players": [s.row(result.big_blind) for s in result.stats]}))
    else:
        print(format_result(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

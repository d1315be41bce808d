"""Headless matches between computer players, with statistics worth trusting.

``python -m engine.play.arena --seat expert --seat casual --hands 20000 --duplicate`` seats
built-in players (``--seat random``, ``--seat call``, the bot levels ``beginner``,
``casual``, ``solid``, ``expert`` and every profile code such as ``solid_lag``), or
user-written ones (``--seat package.module:Class``), and prints per player: hands, net chips,
big blinds per 100 hands with a 95 % confidence interval, VPIP, PFR and the time per decision.

Two ways to play:

* **Table** (default): one table plays on with moving button, stacks carried over and busted
  players buying back in, as a session would.
* **Duplicate** (``--duplicate``): every deal is replayed once per seat rotation, each time
  from fresh stacks with the same cards at the same seats, so every player holds every hand
  from every seat and the luck of the deal cancels out. ``--hands`` then counts deals.
  ``--rotations 2`` is enough when two kinds of player alternate around the table
  (``A B A B A B``): one rotation swaps every seat between the two groups.

Hands are played in fixed chunks (``--chunk``); each chunk starts a fresh table with fresh
players seeded from the seed and the chunk number, so the chunks can be spread over processes
(``--jobs``) and the results are identical whatever the number of processes. Players who
learn (the expert) learn within a chunk; in duplicate mode every rotation has its own players,
so nobody remembers a deal from an earlier rotation.

After each hand a player that has a ``hand_over(view)`` method gets the final public view of
the hand (with the cards shown at showdown), as a person at the table would see it.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import math
import os
import pickle
import random
import sys
import time
from collections.abc import Callable
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

import numpy as np

from engine.bots import bot_names
from engine.bots import make_bot
from engine.bots.reference import EquityTag
from engine.core.arguments import whole_number
from engine.core.cards import Deck
from engine.core.errors import ConfigError
from engine.core.errors import FeltError
from engine.core.processes import WorkerPool
from engine.formats.phh import write_phh
from engine.play.players import BUILTIN_PLAYERS
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.events import ActionTaken
from engine.rules.events import Street
from engine.rules.hand import HandState
from engine.rules.player import Player
from engine.rules.table import MAX_SEATS
from engine.rules.table import MAX_SESSION_SEED
from engine.rules.table import GameMode
from engine.rules.table import Table
from engine.rules.table import TableConfig
from engine.rules.view import view_for

VARIANTS: dict[str, HandConfig] = {
    "nl": HandConfig(Betting.NO_LIMIT, 1, 2),
    "pl": HandConfig(Betting.POT_LIMIT, 1, 2),
    "fl": HandConfig(Betting.FIXED_LIMIT, 1, 2),
    "sl": HandConfig(Betting.SPREAD_LIMIT, 1, 2),
    "short": HandConfig(Betting.NO_LIMIT, 1, 2, ante=1, short_deck=True),
}

#: Hands per chunk in table mode, deals per chunk in duplicate mode.
DEFAULT_CHUNK = 500

PlayerFactory = Callable[[int], Player]

#: Built-in players that are not bot levels: the test yardstick.
EXTRA_PLAYERS: dict[str, Callable[[int], Player]] = {"equity_tag": EquityTag}


def known_names() -> list[str]:
    """Every name ``--seat`` accepts besides ``module:Class``, each once (the built-in table
    already holds the bot levels, so the plain concatenation repeated them)."""
    return list(dict.fromkeys([*BUILTIN_PLAYERS, *bot_names(), *EXTRA_PLAYERS]))


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """A picklable player factory: worker processes rebuild players from the name alone."""

    spec: str

    def __call__(self, seed: int) -> Player:
        spec = self.spec
        if spec in BUILTIN_PLAYERS:
            return BUILTIN_PLAYERS[spec](seed)
        if spec in EXTRA_PLAYERS:
            return EXTRA_PLAYERS[spec](seed)
        if spec in bot_names():
            return make_bot(spec, seed)
        cls_any = _import_class(spec)
        try:
            player: Player = cls_any(seed=seed)
        except TypeError:
            player = cls_any()
        return player


def _import_class(spec: str) -> Callable[..., Player]:
    module_name, _, class_name = spec.partition(":")
    if not class_name:
        raise ConfigError("unknown_player", f"unknown player {spec!r}: use one of "
                          f"{', '.join(known_names())} or module:Class", spec=spec)
    try:
        module = importlib.import_module(module_name)
        cls_any: Callable[..., Player] = getattr(module, class_name)
    except (ImportError, AttributeError) as exc:
        raise ConfigError("unknown_player", f"cannot load {spec!r}: {exc}", spec=spec) from exc
    return cls_any


def load_player(spec: str) -> tuple[str, PlayerFactory]:
    """A player's display name and factory (called with a seed) from a ``--seat`` value.

    :raises ConfigError: ``unknown_player`` for an unknown name, module or class.
    """
    if spec in known_names():
        return spec, PlayerSpec(spec)
    _import_class(spec)  # fail now, not in a worker process
    return spec.partition(":")[2], PlayerSpec(spec)


@dataclass
class PlayerStats:
    """One player's results.

    :param blocks: net chips per block (a hand in table mode, a deal over all rotations in
        duplicate mode), the samples behind the confidence interval.
    :param hands_per_block: hands the player plays in one block.
    :param times: seconds of every decision.
    :param aggressive: bets and raises after the flop; ``passive``: calls after the flop (their
        ratio is the aggression factor, as the statistics window counts it); ``postflop``:
        every decision after the flop (``aggressive`` over it is the aggression frequency).
    """

    name: str
    hands: int = 0
    net: int = 0
    vpip: int = 0
    pfr: int = 0
    aggressive: int = 0
    passive: int = 0
    postflop: int = 0
    rebuys: int = 0
    decisions: int = 0
    decision_seconds: float = 0.0
    blocks: list[int] = field(default_factory=list)
    hands_per_block: int = 1
    times: list[float] = field(default_factory=list)

    def add_counts(self, other: PlayerStats) -> None:
        """Add ``other``'s counts and decision times (its blocks are the caller's to place:
        chunks of one seat follow each other, seats of one name add up block by block)."""
        self.hands += other.hands
        self.net += other.net
        self.vpip += other.vpip
        self.pfr += other.pfr
        self.aggressive += other.aggressive
        self.passive += other.passive
        self.postflop += other.postflop
        self.rebuys += other.rebuys
        self.decisions += other.decisions
        self.decision_seconds += other.decision_seconds
        self.times.extend(other.times)

    @property
    def aggression_factor(self) -> float | None:
        """Post-flop bets and raises per call (``None`` before the first call)."""
        return self.aggressive / self.passive if self.passive else None

    def bb_per_100(self, big_blind: int) -> tuple[float, float]:
        """Big blinds won per 100 hands and the half-width of its 95 % confidence interval."""
        return bb_per_100(self.blocks, self.hands_per_block, big_blind)

    def row(self, big_blind: int) -> dict[str, float | int | str]:
        hands = max(self.hands, 1)
        rate, half = self.bb_per_100(big_blind)
        times = np.asarray(self.times) * 1000 if self.times else np.zeros(1)
        return {
            "player": self.name,
            "hands": self.hands,
            "net": self.net,
            "bb_per_100": round(rate, 2),
            "ci95": round(half, 2),
            "vpip": round(100 * self.vpip / hands, 1),
            "pfr": round(100 * self.pfr / hands, 1),
            "af": "-" if self.aggression_factor is None else round(self.aggression_factor, 2),
            "rebuys": self.rebuys,
            "ms_per_decision": round(1000 * self.decision_seconds / max(self.decisions, 1), 3),
            "ms_p95": round(float(np.percentile(times, 95)), 3),
        }


def bb_per_100(blocks: Sequence[int], hands_per_block: int, big_blind: int) -> tuple[float, float]:
    """Rate and 95 % half-width from per-block net chips (normal approximation)."""
    count = len(blocks)
    if count == 0:
        return 0.0, math.inf
    values = np.asarray(blocks, dtype=np.float64) / big_blind * 100 / hands_per_block
    mean = float(values.mean())
    if count < 2:
        return mean, math.inf
    return mean, 1.96 * float(values.std(ddof=1)) / math.sqrt(count)


@dataclass
class ArenaResult:
    hands: int
    seconds: float
    big_blind: int
    stats: list[PlayerStats] = field(default_factory=list)
    duplicate: bool = False

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds if self.seconds else float("inf")

    def groups(self) -> list[PlayerStats]:
        """Players of the same name pooled (a level seated several times at a table)."""
        names: dict[str, list[PlayerStats]] = {}
        for s in self.stats:
            names.setdefault(s.name.split("#")[0], []).append(s)
        pooled = []
        for name, members in names.items():
            g = PlayerStats(f"{name} x{len(members)}")
            for s in members:
                g.add_counts(s)
            g.blocks = [sum(b) for b in zip(*(s.blocks for s in members), strict=True)]
            g.hands_per_block = members[0].hands_per_block * len(members)
            pooled.append(g)
        return pooled


@dataclass(frozen=True, slots=True)
class _Chunk:
    index: int
    first: int  # first hand (table mode) or deal (duplicate mode) of the chunk
    count: int
    players: tuple[PlayerFactory, ...]
    names: tuple[str, ...]
    seed: int
    variant: str
    starting_stack: int
    duplicate: bool
    rotations: int
    phh_out: Path | None


@dataclass
class _ChunkResult:
    stats: list[PlayerStats]


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from any parts, stable across runs, platforms and processes."""
    digest = hashlib.sha256(":".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def _decide(player: Player, hand: HandState, seat: int, stats: PlayerStats) -> None:
    view = view_for(hand, seat)
    t0 = time.perf_counter()
    action = player.decide(view)
    elapsed = time.perf_counter() - t0
    stats.decision_seconds += elapsed
    stats.decisions += 1
    stats.times.append(elapsed)
    hand.act(action)


def _tell_hand_over(hand: HandState, players: dict[int, Player]) -> None:
    for seat, player in players.items():
        hook = getattr(player, "hand_over", None)
        if hook is not None:
            hook(view_for(hand, seat))


def _play_table_chunk(task: _Chunk) -> _ChunkResult:
    config = TableConfig(hand=VARIANTS[task.variant], mode=GameMode.CASH,
                         starting_stack=task.starting_stack, rebuy_amount=task.starting_stack)
    names = list(task.names)
    table = Table(config, list(names), seed=derive_seed(task.seed, "table", task.index))
    seated = {seat: make(derive_seed(task.seed, "player", task.index, seat))
              for seat, make in enumerate(task.players)}
    stats = [PlayerStats(f"{name}#{seat}") for seat, name in enumerate(names)]
    for k in range(task.count):
        for seat in table.seats:
            if table.can_rebuy(seat):
                table.rebuy(seat)
                stats[seat].rebuys += 1
        hand = table.start_hand()
        while not hand.finished:
            actor = hand.actor_seat
            assert actor is not None
            _decide(seated[actor], hand, actor, stats[actor])
        _tell_hand_over(hand, seated)
        _count_actions(hand.events, {s: stats[s] for s in hand.seats})
        nets = dict.fromkeys(range(len(names)), 0)
        for pos, seat in enumerate(hand.seats):
            stats[seat].hands += 1
            nets[seat] = hand.stacks[pos] - hand.starting_stacks[pos]
            stats[seat].net += nets[seat]
        for seat, st in enumerate(stats):
            st.blocks.append(nets[seat])
        if task.phh_out is not None:
            text = write_phh(hand, [names[s] for s in hand.seats], {"_felt_seed": task.seed})
            number = task.first + k + 1
            (task.phh_out / f"hand-{number:06d}.phh").write_text(text, encoding="utf-8")
        table.finish_hand()
    return _ChunkResult(stats)


def _play_duplicate_chunk(task: _Chunk) -> _ChunkResult:
    config = VARIANTS[task.variant]
    n = len(task.players)
    sessions = [
        [make(derive_seed(task.seed, "player", task.index, r, p))
         for p, make in enumerate(task.players)]
        for r in range(task.rotations)
    ]
    stats = [PlayerStats(f"{name}#{p}", hands_per_block=task.rotations)
             for p, name in enumerate(task.names)]
    for k in range(task.count):
        deal = task.first + k
        order = Deck.shuffled(random.Random(f"felt-arena:{task.seed}:{deal}"),
                              config.short_deck).order()
        button = deal % n
        seats = [(button + 1 + i) % n for i in range(n)]  # left of the button first
        block = [0] * n
        for r, players in enumerate(sessions):
            by_seat = {seat: players[(seat + r) % n] for seat in range(n)}
            stat_of = {seat: stats[(seat + r) % n] for seat in range(n)}
            hand = HandState(config, [task.starting_stack] * n, seats,
                             Deck(order, config.short_deck), hand_number=deal + 1)
            while not hand.finished:
                actor = hand.actor_seat
                assert actor is not None
                _decide(by_seat[actor], hand, actor, stat_of[actor])
            _tell_hand_over(hand, by_seat)
            _count_actions(hand.events, stat_of)
            for pos, seat in enumerate(hand.seats):
                net = hand.stacks[pos] - hand.starting_stacks[pos]
                stat_of[seat].hands += 1
                stat_of[seat].net += net
                block[(seat + r) % n] += net
            if task.phh_out is not None:
                text = write_phh(hand, [task.names[(s + r) % n] for s in hand.seats],
                                 {"_felt_seed": task.seed})
                path = task.phh_out / f"deal-{deal + 1:06d}-r{r}.phh"
                path.write_text(text, encoding="utf-8")
        for p, st in enumerate(stats):
            st.blocks.append(block[p])
    return _ChunkResult(stats)


def _play_chunk(task: _Chunk) -> _ChunkResult:
    return _play_duplicate_chunk(task) if task.duplicate else _play_table_chunk(task)


def _merge(results: Sequence[_ChunkResult]) -> list[PlayerStats]:
    merged = [PlayerStats(s.name, hands_per_block=s.hands_per_block) for s in results[0].stats]
    for result in results:
        for total, s in zip(merged, result.stats, strict=True):
            total.add_counts(s)
            total.blocks.extend(s.blocks)
    return merged


def _picklable(factories: Sequence[PlayerFactory]) -> bool:
    try:
        pickle.dumps(tuple(factories))
    except (pickle.PicklingError, AttributeError, TypeError):
        return False
    return True


def run_arena(
    players: Sequence[tuple[str, PlayerFactory]],
    hands: int,
    seed: int,
    variant: str = "nl",
    starting_stack: int = 200,
    phh_out: Path | None = None,
    *,
    duplicate: bool = False,
    rotations: int | None = None,
    jobs: int = 1,
    chunk: int = DEFAULT_CHUNK,
) -> ArenaResult:
    """Play and collect per-player results.

    :param hands: hands in table mode; deals in duplicate mode (each played ``rotations``
        times).
    :param rotations: duplicate mode: seat rotations per deal (default: one per player).
    :param jobs: worker processes; the results do not depend on it. Factories that cannot
        be pickled (lambdas) are run in this process.
    :param chunk: hands (or deals) per chunk; each chunk has fresh players and table.
    :raises ConfigError: unknown variant, player count outside 2..10, bad counts.
    """
    if variant not in VARIANTS:
        raise ConfigError("unknown_variant", f"unknown variant {variant!r}", variant=variant)
    n = len(players)
    if not 2 <= n <= 10:
        raise ConfigError("player_count", "the arena seats 2 to 10 players", count=n)
    if hands < 1 or chunk < 1 or jobs < 1:
        raise ConfigError("bad_count", "hands, chunk and jobs must be positive")
    turns = rotations if rotations is not None else n
    if duplicate and not 1 <= turns <= n:
        raise ConfigError("bad_rotations", "rotations must be between 1 and the player count")
    if phh_out is not None:
        phh_out.mkdir(parents=True, exist_ok=True)
    names = tuple(name for name, _ in players)
    factories = tuple(make for _, make in players)
    tasks = [
        _Chunk(k, first, min(chunk, hands - first), factories, names, seed, variant,
               starting_stack, duplicate, turns, phh_out)
        for k, first in enumerate(range(0, hands, chunk))
    ]
    started = time.perf_counter()
    if jobs == 1 or len(tasks) == 1 or not _picklable(factories):
        results = [_play_chunk(t) for t in tasks]
    else:
        with WorkerPool(min(jobs, len(tasks))) as pool:
            results = list(pool.ordered(_play_chunk, tasks, in_flight=len(tasks)))
    elapsed = time.perf_counter() - started
    played = hands * turns if duplicate else hands
    return ArenaResult(played, elapsed, VARIANTS[variant].big_blind, _merge(results), duplicate)


def _count_actions(events: Sequence[object], stats: dict[int, PlayerStats]) -> None:
    """VPIP: put chips in voluntarily pre-flop; PFR: raised pre-flop; after the flop, bets
    and raises (aggressive) and calls (passive)."""
    voluntary: set[int] = set()
    raised: set[int] = set()
    for e in events:
        if not isinstance(e, ActionTaken):
            continue
        if e.street is Street.PREFLOP:
            if e.action in ("call", "bet", "raise"):
                voluntary.add(e.seat)
            if e.action in ("bet", "raise"):
                raised.add(e.seat)
            continue
        stats[e.seat].postflop += 1
        if e.action in ("bet", "raise"):
            stats[e.seat].aggressive += 1
        elif e.action == "call":
            stats[e.seat].passive += 1
    for seat in voluntary:
        stats[seat].vpip += 1
    for seat in raised:
        stats[seat].pfr += 1


_HEADER = ["player", "hands", "net", "bb_per_100", "ci95", "vpip", "pfr", "af", "rebuys",
           "ms_per_decision", "ms_p95"]


def format_result(result: ArenaResult) -> str:
    """The summary table: one row per player, then one per name seated more than once."""
    rows = [s.row(result.big_blind) for s in result.stats]
    groups = [g for g in result.groups() if " x1" not in g.name]
    rows += [g.row(result.big_blind) for g in groups]
    widths = [max(len(h), *(len(str(r[h])) for r in rows)) for h in _HEADER]
    lines = ["  ".join(h.rjust(w) for h, w in zip(_HEADER, widths, strict=True))]
    lines += ["  ".join(str(r[h]).rjust(w) for h, w in zip(_HEADER, widths, strict=True))
              for r in rows]
    mode = "duplicate " if result.duplicate else ""
    lines.append(f"{result.hands} {mode}hands in {result.seconds:.2f} s "
                 f"({result.hands_per_second:,.0f} hands/s); bb_per_100 +- ci95 is a 95 % "
                 "confidence interval")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.play.arena",
                                     description="Play computer players against each other.")
    parser.add_argument("--players", type=whole_number(2, MAX_SEATS), default=None,
                        help="number of players (default: the number of --seat options, or 6)")
    parser.add_argument("--hands", type=whole_number(1), default=1000,
                        help="hands to play; with --duplicate, deals (each played once per "
                        "rotation)")
    parser.add_argument("--seed", type=whole_number(0, MAX_SESSION_SEED), default=1)
    parser.add_argument("--variant", choices=sorted(VARIANTS), default="nl")
    parser.add_argument("--stack", type=whole_number(1), default=200,
                        help="starting stack in chips")
    parser.add_argument("--seat", action="append", default=[],
                        help="a player: " + ", ".join(known_names()) + ", or module:Class "
                        "(repeatable)")
    parser.add_argument("--duplicate", action="store_true",
                        help="replay every deal with the seats rotated, fresh stacks each hand")
    parser.add_argument("--rotations", type=whole_number(1), default=None,
                        help="duplicate mode: rotations per deal (default: one per player)")
    parser.add_argument("--jobs", type=whole_number(1), default=os.cpu_count() or 1,
                        help="worker processes (default: all cores); results do not depend "
                        "on it")
    parser.add_argument("--chunk", type=whole_number(1), default=DEFAULT_CHUNK,
                        help="hands (deals) per chunk with fresh players")
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
                           args.phh_out, duplicate=args.duplicate, rotations=args.rotations,
                           jobs=max(args.jobs, 1), chunk=args.chunk)
    except FeltError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({
            "hands": result.hands, "seconds": round(result.seconds, 3),
            "duplicate": result.duplicate,
            "players": [s.row(result.big_blind) for s in result.stats],
            "groups": [g.row(result.big_blind) for g in result.groups()],
        }))
    else:
        print(format_result(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""How strong and how fast the computer opponents are, measured in duplicate matches.

Every matchup is played in the arena's duplicate mode (each deal replayed with the seats
rotated, fresh 100-big-blind stacks every hand), so the luck of the cards cancels and the
95 % confidence intervals shrink several times faster than in ordinary play:

* **heads-up**: the two players swap seats on every deal;
* **6-max**: three of each alternate around the table (``A B A B A B``) and every deal is
  played twice, the second time with everyone moved one seat, so each group holds every
  hand the other held.

The issue asks that each level beats the one below it and that the top level beats
always-call, random play and a simple tight-aggressive equity bot
(:class:`engine.bots.reference.EquityTag`), with intervals above zero, over at least 20,000
duplicate deals in both formats. ``bb/100`` is the first player's (group's) result.

Then the decision time of each level with ten players of that level at one table, one
process, as the window would run it: 50th and 95th percentile and the maximum.

The gauntlet (:mod:`engine.bots.gauntlet`): every level against every exploit strategy,
heads-up (``gauntlet-hu``), one strategy against five copies of the level (``gauntlet-1v5``,
every deal played once per seat rotation) and three against three (``gauntlet-3v3``); the
level's bb/100 is reported. ``fl`` plays the expert against the TAG yardstick heads-up in
Fixed-Limit, ``vpip`` measures each profile's VPIP, PFR and post-flop aggression frequency at
a 6-max table of its own kind against the bands its description promises (:data:`BANDS`,
:data:`AGGRESSION_BANDS`). ``premium`` counts how often solid and expert (or ``--level``) fold
a top-5 % hand to a single pre-flop raise of at most 4 big blinds, at a 6-max table of six
of that level (``--premium-hands`` each): it should be never (issue 33). ``short`` plays the
expert heads-up against the push/fold equilibrium
(:class:`engine.tournament.equilibrium_player.EquilibriumPlayer`) at effective stacks of 10 to
15 big blinds, a sixth of every block's deals at each whole stack: it should lose no more than
0.5 bb/100 (issue 35). The gauntlet's ``three_bettor`` (three-bets the pot with a third of its
hands, moves in over every four-bet) is the deep-stacked counterpart: ``--only gauntlet-hu
--level expert --strategy three_bettor``.

Results add up across runs (:mod:`accumulate`): every matchup is played in blocks of deals
with seeds no earlier block of it used, filed in ``bench/results/ai_bench.json`` under a
digest of the bots' code and data, and reported pooled over every block of the current code
(bb/100 with its 95 % interval and the number of deals). Run: ``python bench/ai_bench.py
--deals 2000`` adds 2,000 deals to every matchup; ``--until 20000`` tops each up to 20,000
(a later run, or session, continues where the last stopped); ``--report`` prints what the
shelf holds; ``--only hu`` picks parts, ``--level`` and ``--strategy`` narrow the gauntlet
(and the ladder: ``--only 6max --level expert --strategy solid``);
``--jobs`` spreads each block over processes (default one: the machine is shared).
``bench/long_run.sh`` is the issue's whole measurement in stages of priority.

The figures, with the deals each rests on, are in ``docs/bots.md`` (``bench/results_table.py``
prints them from the shelf).

The slow decisions are the first on a new flop, which builds the board tables (about 20 ms;
every bot at the table then shares them); casual players simulate against random hands.
The same matches from the command line, e.g.::

    python -m engine.play.arena --seat expert --seat solid --hands 20000 --duplicate
    python -m engine.play.arena --seat expert --seat solid --seat expert --seat solid \\
        --seat expert --seat solid --hands 20000 --duplicate --rotations 2
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from accumulate import FIRST_SEED
from accumulate import RESULTS_DIR
from accumulate import Pooled
from accumulate import Shelf
from accumulate import block_of

from engine.bots import PROFILES
from engine.bots import Bot
from engine.bots import profile
from engine.bots.gauntlet import GAUNTLET
from engine.bots.preflop import preflop_tables
from engine.bots.reading import moves_of
from engine.bots.solver_play import TABLE_SOLVER_SECONDS
from engine.bots.spot import preflop_counts
from engine.play.arena import DEFAULT_CHUNK
from engine.play.arena import VARIANTS
from engine.play.arena import load_player
from engine.play.arena import run_arena
from engine.rules.actions import ActionKind
from engine.rules.events import Street
from engine.rules.table import GameMode
from engine.rules.table import Table
from engine.rules.table import TableConfig
from engine.rules.view import view_for

LADDER = [("casual", "beginner"), ("solid", "casual"), ("expert", "solid")]
#: The ladder's top step with the expert as the table plays it (a second a decision in
#: heads-up pots after the flop): played only when ``--level expert_at_table`` asks for it.
AT_TABLE_LADDER = [("expert_at_table", "solid")]
TOP = [("expert", "call"), ("expert", "random"), ("expert", "equity_tag")]
FORMATS = {"hu": 2, "6max": 6}
LEVELS = ["beginner", "casual", "solid", "expert"]
#: The gauntlet formats: heads-up, one strategy against five copies of the level, and three
#: against three (the level's result is reported).
GAUNTLET_FORMATS = ("hu", "1v5", "3v3")
#: VPIP and PFR (percent, 6-max) each profile's description promises, low and high.
BANDS: dict[str, tuple[tuple[float, float], tuple[float, float]]] = {
    "beginner_loose": ((40, 80), (0, 15)),
    "beginner_station": ((40, 85), (0, 10)),
    "beginner_timid": ((8, 30), (0, 10)),
    "casual_regular": ((25, 50), (5, 22)),
    "casual_rock": ((8, 22), (4, 16)),
    "casual_bluffer": ((30, 65), (15, 45)),
    "solid_tag": ((16, 30), (12, 25)),
    "solid_lag": ((24, 42), (18, 36)),
    "expert_adaptive": ((18, 30), (13, 25)),
    "expert_lag": ((22, 40), (16, 34)),
}
#: Post-flop aggression frequency (percent of post-flop decisions that bet or raise) each
#: description promises, low and high: the passive beginners lowest, the casual players
#: between, the bluffer and the loose-aggressive styles highest. (The aggression factor, bets
#: and raises per call, is printed too but not banded: at a table of one kind it measures how
#: often the table bets more than the player: six timid players seldom bet, so a timid
#: player seldom calls and its factor is high although it bets only big hands.)
AGGRESSION_BANDS: dict[str, tuple[float, float]] = {
    "beginner_loose": (0, 15),
    "beginner_station": (0, 12),
    "beginner_timid": (0, 25),
    "casual_regular": (10, 35),
    "casual_rock": (10, 35),
    "casual_bluffer": (30, 60),
    "solid_tag": (20, 45),
    "solid_lag": (35, 60),
    "expert_adaptive": (25, 50),
    "expert_lag": (35, 60),
}


#: Deals per filed block (each block is saved as soon as it is played): one arena chunk, the
#: span over which the players keep what they learned about each other.
BLOCK_DEALS = DEFAULT_CHUNK
#: The results shelf of this bench (see :mod:`accumulate`).
RESULTS = RESULTS_DIR / "ai_bench.json"


class ExpertWithoutReads(Bot):
    """The expert with its population reads fixed (it learns nothing about its opponents):
    the control that shows whether the expert's adaptation helps or hurts."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(dataclasses.replace(profile("expert"), reads=0.0), seed=seed)


class ExpertAtTable(Bot):
    """The expert as the table's bot process plays it (:func:`at_the_table`): it solves its
    heads-up pots after the flop. The arena's expert does not (thousands of hands a minute)."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(dataclasses.replace(profile("expert"),
                                             solver_seconds=TABLE_SOLVER_SECONDS), seed=seed)


#: Bench-only players by the name ``--level`` takes.
CONTROLS = {"expert_noreads": "ai_bench:ExpertWithoutReads",
            "expert_at_table": "ai_bench:ExpertAtTable"}


def _specs(kind: str, first: str, second: str) -> tuple[list[str], int | None, str]:
    """Seats, seat rotations and the name whose pooled result is reported."""
    first = CONTROLS.get(first, first)
    name = load_player(first)[0]
    if kind == "hu":
        return [first, second], None, name
    if kind == "1v5":
        return [second] + [first] * 5, None, name
    return [first if i % 2 == 0 else second for i in range(6)], 2, name


def play_block(kind: str, first: str, second: str, deals: int, seed: int, variant: str,
               jobs: int) -> dict[str, float]:
    """One block of duplicate deals; ``first``'s per-deal results (bb/100) filed as a block.

    ``kind``: ``hu``; ``6max`` and ``3v3`` (three of each alternating, two rotations);
    ``1v5`` (``second`` alone against five ``first``, every seat rotation); ``short`` (the
    expert against the push/fold equilibrium, :func:`play_short_block`).
    """
    if kind == "short":
        return play_short_block(deals, seed, jobs)
    specs, rotations, name = _specs(kind, first, second)
    result = run_arena([load_player(s) for s in specs], deals, seed, variant,
                       starting_stack=200, duplicate=True, rotations=rotations, jobs=jobs)
    group = result.stats[0] if kind == "hu" else next(
        g for g in result.groups() if g.name.split(" ")[0] == name)
    scale = 100 / result.big_blind / group.hands_per_block
    values = [chips * scale for chips in group.blocks]
    return block_of(values, seed, group.hands, result.seconds)


#: The short-stack matchup: the expert against the push/fold equilibrium at these effective
#: stacks (big blinds; the arena's blinds are 1/2), every block's deals shared out evenly.
SHORT_STACKS_BB = (10, 11, 12, 13, 14, 15)
EQUILIBRIUM = "engine.tournament.equilibrium_player:EquilibriumPlayer"
#: Deals per filed short-stack block (push-or-fold hands are quick).
SHORT_BLOCK_DEALS = 3_000


def play_short_block(deals: int, seed: int, jobs: int) -> dict[str, float]:
    """One block of the expert against the equilibrium, heads-up in duplicate, its deals
    shared out over :data:`SHORT_STACKS_BB` (each stack its own seed)."""
    values: list[float] = []
    hands = 0
    seconds = 0.0
    per = -(-deals // len(SHORT_STACKS_BB))
    for k, stack_bb in enumerate(SHORT_STACKS_BB):
        count = min(per, deals - per * k)
        if count <= 0:
            break
        result = run_arena([load_player("expert"), load_player(EQUILIBRIUM)], count,
                           seed * len(SHORT_STACKS_BB) + k, "nl", starting_stack=2 * stack_bb,
                           duplicate=True, jobs=jobs)
        group = result.stats[0]
        scale = 100 / result.big_blind / group.hands_per_block
        values += [chips * scale for chips in group.blocks]
        hands += group.hands
        seconds += result.seconds
    return block_of(values, seed, hands, seconds)


def accumulate(shelf: Shelf, kind: str, first: str, second: str, variant: str, *,
               add: int, until: int | None, block: int, jobs: int,
               first_seed: int = FIRST_SEED) -> Pooled:
    """Play blocks of ``first`` against ``second`` until ``add`` more deals are filed (or the
    matchup holds ``until`` deals under this code) and return the pooled figure."""
    key = f"{variant}|{kind}|{first}|{second}"
    have = shelf.pooled(key).deals
    target = until if until is not None else have + add
    while have < target:
        deals = min(block, target - have)
        seed = shelf.next_seed(key, first_seed)
        have = shelf.add(key, play_block(kind, first, second, deals, seed, variant,
                                          jobs)).deals
    return shelf.pooled(key)


#: The short-stack matchup may lose at most this (bb/100) to the equilibrium (issue 35).
SHORT_LOSS_LIMIT = 0.5


def _short_line(label: str, pooled: Pooled, started: float) -> str:
    """The short-stack figure: finer, and judged against the loss it may have."""
    within = "yes" if pooled.mean >= -SHORT_LOSS_LIMIT else "NO"
    whole = "yes" if pooled.mean - pooled.ci95 >= -SHORT_LOSS_LIMIT else "no"
    return (f"{label}  {pooled.mean:+8.2f} +- {pooled.ci95:6.2f} bb/100  loses at most "
            f"{SHORT_LOSS_LIMIT} bb/100: {within} (whole interval: {whole})  ({pooled.deals} "
            f"deals, {pooled.hands} hands, {time.perf_counter() - started:.0f} s this run)")


def _line(label: str, pooled: Pooled, started: float) -> str:
    verdict = "yes" if pooled.significant else "NO"
    return (f"{label}  {pooled.mean:+8.1f} +- {pooled.ci95:6.1f} bb/100  above zero: "
            f"{verdict:<3}  ({pooled.deals} deals, {pooled.hands} hands, "
            f"{time.perf_counter() - started:.0f} s this run)")


def _row(variant: str, kind: str, first: str, second: str, pooled: Pooled) -> dict[str, object]:
    return {"variant": variant, "format": kind, "first": first, "second": second,
            "deals": pooled.deals, "hands": pooled.hands, "blocks": pooled.blocks,
            "bb_per_100": round(pooled.mean, 1), "ci95": round(pooled.ci95, 1),
            "significant": pooled.significant}


def vpip_pfr(code: str, hands: int, seed: int) -> dict[str, object]:
    """A profile's VPIP, PFR and post-flop aggression at a 6-max table of its own kind
    (table mode), against the bands its description promises."""
    result = run_arena([load_player(code)] * 6, hands, seed, "nl", starting_stack=200,
                       jobs=1, chunk=hands)
    pooled = result.groups()[0]
    total = max(pooled.hands, 1)
    vpip, pfr = 100 * pooled.vpip / total, 100 * pooled.pfr / total
    (v_lo, v_hi), (p_lo, p_hi) = BANDS[code]
    a_lo, a_hi = AGGRESSION_BANDS[code]
    af = pooled.aggression_factor
    afq = 100 * pooled.aggressive / max(pooled.postflop, 1)
    return {"profile": code, "hands": pooled.hands, "vpip": round(vpip, 1),
            "pfr": round(pfr, 1), "afq": round(afq, 1), "af": None if af is None else round(af, 2),
            "vpip_band": [v_lo, v_hi], "pfr_band": [p_lo, p_hi], "afq_band": [a_lo, a_hi],
            "inside": v_lo <= vpip <= v_hi and p_lo <= pfr <= p_hi and a_lo <= afq <= a_hi}


#: The premium-fold figure: hands in this top share of all hands facing a single pre-flop
#: raise to at most this many big blinds (issue 33: they should never fold).
PREMIUM_SHARE = 0.05
PREMIUM_RAISE_BB = 4


def premium_folds(level: str, hands: int, seed: int) -> dict[str, object]:
    """How often a level folds a top-5 % hand to one raise of at most 4 big blinds, at a
    6-max cash table of six players of that level (table mode, fresh stacks on bust)."""
    config = TableConfig(hand=VARIANTS["nl"], mode=GameMode.CASH, starting_stack=200,
                         rebuy_amount=200)
    table = Table(config, [level] * 6, seed=seed)
    bots = {seat: Bot(level, seed=seed * 100 + seat) for seat in range(6)}
    tables = preflop_tables(False)
    faced = folded = 0
    for _ in range(hands):
        for seat in table.seats:
            if table.can_rebuy(seat):
                table.rebuy(seat)
        hand = table.start_hand()
        while not hand.finished:
            actor = hand.actor_seat
            assert actor is not None
            view = view_for(hand, actor)
            action = bots[actor].decide(view)
            if view.street is Street.PREFLOP:
                record = moves_of(view.history)
                assert record is not None
                pct = tables.combo_percentile[tables.combos.index(*view.hole)]
                if (preflop_counts(record)[0] == 1 and pct <= PREMIUM_SHARE
                        and max(view.bets) <= PREMIUM_RAISE_BB * view.big_blind):
                    faced += 1
                    folded += action.kind is ActionKind.FOLD
            hand.act(action)
        for seat, bot in bots.items():
            bot.hand_over(view_for(hand, seat))
        table.finish_hand()
    return {"level": level, "hands": hands, "faced": faced, "folded": folded,
            "fold_percent": round(100 * folded / max(faced, 1), 2)}


def decision_times(level: str, hands: int, seed: int) -> dict[str, object]:
    """Ten players of one level at one table, in this process, every decision explained
    (``think``, as the window asks). The CPU time of the deciding thread is what compares
    with the budget on a machine other programs load; the wall-clock time is given too."""
    config = TableConfig(hand=VARIANTS["nl"], mode=GameMode.CASH, starting_stack=200,
                         rebuy_amount=200)
    table = Table(config, [level] * 10, seed=seed)
    bots = {seat: Bot(level, seed=seed * 100 + seat) for seat in range(10)}
    cpu: list[float] = []
    wall: list[float] = []
    for _ in range(hands):
        for seat in table.seats:
            if table.can_rebuy(seat):
                table.rebuy(seat)
        hand = table.start_hand()
        while not hand.finished:
            actor = hand.actor_seat
            assert actor is not None
            view = view_for(hand, actor)
            started, started_cpu = time.perf_counter(), time.thread_time()
            thought = bots[actor].think(view)
            cpu.append(time.thread_time() - started_cpu)
            wall.append(time.perf_counter() - started)
            hand.act(thought.action)
        for seat, bot in bots.items():
            bot.hand_over(view_for(hand, seat))
        table.finish_hand()
    row: dict[str, object] = {"level": level, "decisions": len(cpu)}
    for name, samples in (("cpu", cpu), ("wall", wall)):
        ms = np.asarray(samples) * 1000
        row |= {f"{name}_p50_ms": round(float(np.percentile(ms, 50)), 2),
                f"{name}_p95_ms": round(float(np.percentile(ms, 95)), 2),
                f"{name}_max_ms": round(float(ms.max()), 1)}
    return row


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2_000,
                        help="deals to add to every chosen matchup (ladder, gauntlet, fl)")
    parser.add_argument("--until", type=int, default=None,
                        help="instead: top every chosen matchup up to this many deals")
    parser.add_argument("--block", type=int, default=None,
                        help="deals per filed block (default by format, BLOCK_DEALS)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=2024, help="vpip and times tables")
    parser.add_argument("--first-block-seed", type=int, default=FIRST_SEED,
                        help="new blocks take the smallest unused seed from this one up: give "
                        "a second process on the same matchup one far above the first's")
    parser.add_argument("--variant", default="nl")
    parser.add_argument("--results", type=Path, default=RESULTS,
                        help="the shelf the blocks are filed in")
    parser.add_argument("--only", action="append", default=[],
                        help="parts to run: hu, 6max (the ladder), gauntlet-hu, "
                        "gauntlet-1v5, gauntlet-3v3, fl, short, vpip, premium, times (repeatable; "
                        "default all)")
    parser.add_argument("--level", action="append", default=[],
                        help="gauntlet levels (default: all four)")
    parser.add_argument("--strategy", action="append", default=[],
                        help="gauntlet strategies (default: all)")
    parser.add_argument("--report", action="store_true",
                        help="play nothing: print what the shelf holds for the chosen parts")
    parser.add_argument("--plan", action="store_true",
                        help="play nothing: print 'first second', one matchup of the chosen "
                        "parts a line (bench/long_run.sh lists its jobs with it)")
    parser.add_argument("--timing-hands", type=int, default=300)
    parser.add_argument("--vpip-hands", type=int, default=600)
    parser.add_argument("--premium-hands", type=int, default=2_000,
                        help="hands per level for the premium-fold figure (part premium)")
    parser.add_argument("--json-out", type=Path, default=None)
    args = parser.parse_args(argv)
    every = ["hu", "6max", *(f"gauntlet-{f}" for f in GAUNTLET_FORMATS), "fl", "short",
             "vpip", "premium", "times"]
    chosen = args.only or every
    plan: list[tuple[str, str, str, str, str]] = []  # part, kind, first, second, variant
    for fmt in ("hu", "6max"):
        if fmt in chosen:
            pairs = LADDER + TOP + (AT_TABLE_LADDER if args.level else [])
            plan += [("matches", fmt, a, b, args.variant) for a, b in pairs
                     if (not args.level or a in args.level)
                     and (not args.strategy or b in args.strategy)]
    for fmt in GAUNTLET_FORMATS:
        if f"gauntlet-{fmt}" in chosen:
            plan += [("gauntlet", fmt, level, strategy, args.variant)
                     for level in args.level or LEVELS
                     for strategy in args.strategy or list(GAUNTLET)]
    if "fl" in chosen:
        plan.append(("matches", "hu", "expert", "equity_tag", "fl"))
    if "short" in chosen:
        plan.append(("matches", "short", "expert", "push_fold_equilibrium", "nl"))
    if args.plan:
        print("\n".join(f"{first} {second}" for _, _, first, second, _ in plan))
        return 0
    shelf = Shelf(args.results)
    print(f"bot code digest {shelf.digest}, shelf {args.results}", flush=True)
    report: dict[str, list[dict[str, object]]] = {"matches": [], "gauntlet": [],
                                                  "vpip": [], "premium": [], "times": []}
    for part, kind, first, second, variant in plan:
        started = time.perf_counter()
        key = f"{variant}|{kind}|{first}|{second}"
        if args.report:
            pooled = shelf.pooled(key)
        else:
            pooled = accumulate(shelf, kind, first, second, variant, add=args.deals,
                                until=args.until, jobs=args.jobs,
                                block=args.block or (
                                    SHORT_BLOCK_DEALS if kind == "short" else BLOCK_DEALS),
                                first_seed=args.first_block_seed)
        report[part].append(_row(variant, kind, first, second, pooled))
        label = f"{variant} {kind:>4}  {first:>8} vs {second:<13}"
        if kind == "short":
            label = f"{variant} 10-15 bb hu  {first} vs {second}"
        print((_short_line if kind == "short" else _line)(label, pooled, started), flush=True)
    if "vpip" in chosen and not args.report:
        for code in PROFILES:
            row = vpip_pfr(code, args.vpip_hands, args.seed)
            report["vpip"].append(row)
            print(f"6-max {code:<17} VPIP {row['vpip']:5.1f} (band {row['vpip_band']})  "
                  f"PFR {row['pfr']:5.1f} (band {row['pfr_band']})  "
                  f"AFq {row['afq']:5.1f} (band {row['afq_band']})  AF {row['af']}  inside: "
                  f"{'yes' if row['inside'] else 'NO'}", flush=True)
    if "premium" in chosen and not args.report:
        for level in args.level or ["solid", "expert"]:
            row = premium_folds(level, args.premium_hands, args.seed)
            report["premium"].append(row)
            print(f"premium folds, 6 x {level:<8}  top {PREMIUM_SHARE:.0%} of hands facing one "
                  f"raise to at most {PREMIUM_RAISE_BB} BB: folded {row['folded']} of "
                  f"{row['faced']} ({row['fold_percent']} %) in {row['hands']} hands",
                  flush=True)
    if "times" in chosen and not args.report:
        for level in LEVELS:
            row = decision_times(level, args.timing_hands, args.seed)
            report["times"].append(row)
            print(f"decision time, 10 x {level:<8}  CPU p50 {row['cpu_p50_ms']:6.2f} ms  "
                  f"p95 {row['cpu_p95_ms']:6.2f} ms  max {row['cpu_max_ms']:7.1f} ms;  wall "
                  f"p50 {row['wall_p50_ms']:6.2f}  p95 {row['wall_p95_ms']:6.2f}  max "
                  f"{row['wall_max_ms']:7.1f} ms  ({row['decisions']} decisions)", flush=True)
    if args.json_out is not None:
        args.json_out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

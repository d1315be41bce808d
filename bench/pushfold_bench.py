"""Push/fold solving: heads-up time and exploitability per stack, ICM time and convergence.

Heads-up: solved from the shipped equity table (read once first) for effective stacks of 1-25
big blinds, with and without an ante; target under one second each and below 0.1 mbb/hand.
ICM: 3, 6 and 10 players with a 50/30/20 (40/25/15/10/6/4 for 10) payout; target for six:
no best response gains 0.01 % of the prize pool. Then every table size from 3 to 10 with
random stacks of 1-25 big blinds and antes (seeded): the slowest solve and the largest
best-response gain; and the coach's advice at a ten-handed table.

Run: ``python bench/pushfold_bench.py [--stacks 25] [--trials 4] [--largest 10]`` (the defaults
are the measurement; smaller values only show that every figure is still printed).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core.cards import Deck
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.view import view_for
from engine.teaching.coach.icm_advice import tournament_advice
from engine.tournament.equity_table import equity_table
from engine.tournament.payouts import standard_table
from engine.tournament.pushfold import solve_heads_up
from engine.tournament.pushfold import solve_icm


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stacks", type=int, default=25,
                        help="heads-up: solve every effective stack from 1 to this many bb")
    parser.add_argument("--trials", type=int, default=4, help="random tables of each size")
    parser.add_argument("--largest", type=int, default=10, help="random tables of 3 to this")
    args = parser.parse_args()
    t0 = time.perf_counter()
    table = equity_table()
    print(f"equity table read in {time.perf_counter() - t0:.2f} s (exact: {table.exact})")
    worst_time = worst_exp = 0.0
    for ante in (0.0, 0.125):
        for stack in range(1, args.stacks + 1):
            t0 = time.process_time()
            solution = solve_heads_up(float(stack), ante)
            spent = time.process_time() - t0
            worst_time = max(worst_time, spent)
            worst_exp = max(worst_exp, solution.exploitability_bb)
            if stack in (1, 5, 10, 15, 20, 25, args.stacks):
                print(f"heads-up {stack:>2} bb, ante {ante:g}: {spent * 1000:4.0f} ms CPU, "
                      f"exploitability {solution.exploitability_bb * 1000:.5f} mbb/hand, "
                      f"small blind value {solution.value_bb:+.4f} bb")
    print(f"heads-up, {2 * args.stacks} solves: slowest {worst_time:.2f} s CPU, worst "
          f"exploitability {worst_exp * 1000:.5f} mbb/hand")
    cases = (
        ([3000.0, 1500.0, 4500.0], [50.0, 30.0, 20.0]),
        ([2000.0, 3000.0, 1500.0, 2500.0, 4000.0, 1000.0], [50.0, 30.0, 20.0]),
        ([1000.0 + 250 * (k % 7) for k in range(10)], [40.0, 25.0, 15.0, 10.0, 6.0, 4.0]),
    )
    for stacks, payouts in cases:
        t0 = time.process_time()
        solution = solve_icm(stacks, payouts, small_blind=50, big_blind=100, ante=10)
        spent = time.process_time() - t0
        print(f"ICM {len(stacks):>2} players: {spent:.2f} s CPU, {solution.iterations} "
              f"iterations, largest best-response gain "
              f"{max(solution.gain) / sum(payouts) * 100:.5f} % of the pool")

    short_tables(args.trials, args.largest)


def short_tables(trials: int = 4, largest: int = 10, seed: int = 1) -> None:
    """Every table size from 3 to ``largest``, stacks of 1-25 big blinds, antes, standard
    payouts."""
    rng = random.Random(seed)
    slowest = worst = 0.0
    for players in range(3, largest + 1):
        for _ in range(trials):
            stacks = [rng.uniform(1.0, 25.0) * 100 for _ in range(players)]
            ante = rng.choice((0.0, 10.0, 12.5))
            payouts = [100.0 * share for share in standard_table(max(players, 4))][:players]
            t0 = time.process_time()
            solution = solve_icm(stacks, payouts, small_blind=50, big_blind=100, ante=ante)
            slowest = max(slowest, time.process_time() - t0)
            worst = max(worst, max(solution.gain) / sum(payouts))
    print(f"ICM 3-{largest} players, 1-25 bb, antes ({(largest - 2) * trials} tables): slowest "
          f"{slowest:.2f} s CPU, largest best-response gain {worst * 100:.5f} % of the pool")
    coach_advice()


def coach_advice() -> None:
    """The coach's Tournament tab at a ten-handed table, first report of a hand (the
    solve) and a later one (cached)."""
    config = HandConfig(Betting.NO_LIMIT, 100, 200, ante=25)
    stacks = [1500 + 450 * k for k in range(10)]
    hand = HandState(config, stacks, list(range(10)), Deck.shuffled(random.Random(3)))
    seat = hand.actor_seat
    assert seat is not None
    for label in ("first report (solves)", "next report (cached)"):
        t0 = time.process_time()
        advice = tournament_advice(view_for(hand, seat), (500.0, 300.0, 200.0))
        assert advice is not None and advice.chart is not None
        print(f"coach advice, 10 players, {label}: {(time.process_time() - t0) * 1000:.0f} ms "
              "CPU")


if __name__ == "__main__":
    main()

"""Push/fold solving: heads-up time and exploitability per stack, ICM time and convergence.

Heads-up: solved from the shipped equity table (read once first) for effective stacks of 1-25
big blinds, with and without an ante; target under one second each and below 0.1 mbb/hand.
ICM: 3, 6 and 10 players with a 50/30/20 (40/25/15/10/6/4 for 10) payout; target for six:
no best response gains 0.01 % of the prize pool.

Run: ``python bench/pushfold_bench.py``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.tournament.equity_table import equity_table
from engine.tournament.pushfold import solve_heads_up
from engine.tournament.pushfold import solve_icm


def main() -> None:
    t0 = time.perf_counter()
    table = equity_table()
    print(f"equity table read in {time.perf_counter() - t0:.2f} s (exact: {table.exact})")
    worst_time = worst_exp = 0.0
    for ante in (0.0, 0.125):
        for stack in range(1, 26):
            t0 = time.process_time()
            solution = solve_heads_up(float(stack), ante)
            spent = time.process_time() - t0
            worst_time = max(worst_time, spent)
            worst_exp = max(worst_exp, solution.exploitability_bb)
            if stack in (1, 5, 10, 15, 20, 25):
                print(f"heads-up {stack:>2} bb, ante {ante:g}: {spent * 1000:4.0f} ms CPU, "
                      f"exploitability {solution.exploitability_bb * 1000:.5f} mbb/hand, "
                      f"small blind value {solution.value_bb:+.4f} bb")
    print(f"heads-up, 50 solves: slowest {worst_time:.2f} s CPU, worst exploitability "
          f"{worst_exp * 1000:.5f} mbb/hand")
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


if __name__ == "__main__":
    main()

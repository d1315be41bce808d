"""The solver's speed on one core: a river spot with two full ranges, then a turn spot.

River: both players hold every one of the 1,326 combinations the board allows (1,081), the
default bet menu (33 %, 75 %, 150 % of the pot and all-in; raises to 2.5x and all-in; three
bets a street), pot 100 and stacks of 200. Target: under 0.3 % of the pot in at most 3 s.
Turn: a single-raised pot's ranges after a flop bet and call (the player out of position
check-called; 400-odd combinations each), pot 100 and stacks of 300, the same menu on the
turn and on every river. Target: under 0.5 % of the pot in at most 30 s.

Then the expert's one-street solves at the table (``engine/solver/equity_leaves.py``): a flop
and a turn with two full ranges, solved to the street's end with the table's menu
(``STREET_MENU``), the equity matrix's time included. Aim: 1 % of the pot within the table's
1.5 s.

Each line gives the time to reach the target, the iterations, iterations per second, and the
exploitability reached. NumPy is kept to one thread.

Run: ``python bench/solver_bench.py`` (``--quick`` for the smallest run, a smoke test).
"""

from __future__ import annotations

import os

for _name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_name] = "1"

import argparse  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from engine.bots.solver_play import STREET_AIM_PCT  # noqa: E402
from engine.bots.solver_play import STREET_MENU  # noqa: E402
from engine.bots.solver_play import TABLE_SOLVER_SECONDS  # noqa: E402
from engine.core.cards import parse_cards  # noqa: E402
from engine.evaluation.ranges import parse_range  # noqa: E402
from engine.solver.solve import Spot  # noqa: E402
from engine.solver.solve import range_weights  # noqa: E402
from engine.solver.solve import solve  # noqa: E402

#: The turn spot's ranges: the big blind check-called a flop bet, the button bet it.
CALLER = ("22+,A2s+,K5s+,Q8s+,J8s+,T8s+,97s+,86s+,75s+,64s+,54s,A8o+,KTo+,QTo+,JTo,T9o")
BETTOR = ("22+,A2s+,K8s+,Q9s+,J9s+,T8s+,98s,87s,76s,65s,A9o+,KTo+,QJo")


def _run(name: str, spot: Spot, target: float, limit: float, max_iterations: int) -> None:
    """Solve to ``target``; the time is this process's CPU time (one thread), which a busy
    machine's other processes do not inflate as they do the wall clock."""
    cpu = time.process_time()
    solution = solve(spot, target=target, max_seconds=limit * 20, max_iterations=max_iterations)
    seconds = time.process_time() - cpu
    rate = solution.iterations / seconds
    combos = [int(np.count_nonzero(r[solution.hands.combos])) for r in spot.ranges]
    met = solution.exploitability_pct <= target and seconds <= limit
    print(f"{name}: {solution.exploitability_pct:.3f} % of the pot after "
          f"{solution.iterations} iterations in {seconds:.2f} s of CPU "
          f"({solution.seconds:.2f} s wall; {rate:.1f} iterations/s; combinations "
          f"{combos[0]} vs {combos[1]}); target under {target} % in at most {limit:g} s: "
          f"{'met' if met else 'NOT met'}", flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="tiny iteration limits")
    args = parser.parse_args(argv)
    full = np.ones(1326)
    river = Spot(tuple(parse_cards("Qs9h5d3c2s")), pot=100, stack=200, ranges=(full, full))
    _run("river, full ranges", river, 0.3, 3.0, 20 if args.quick else 100_000)
    turn = Spot(tuple(parse_cards("Qs9h5d3c")), pot=100, stack=300,
                ranges=(range_weights(parse_range(CALLER)), range_weights(parse_range(BETTOR))))
    _run("turn, flop-called ranges", turn, 0.5, 30.0, 2 if args.quick else 100_000)
    for name, board in (("flop", "Qs9h5d"), ("turn", "Qs9h5d3c")):
        street = Spot(tuple(parse_cards(board)), pot=100, stack=300, ranges=(full, full),
                      menu=STREET_MENU, one_street=True)
        _run(f"{name} one street deep, full ranges", street, STREET_AIM_PCT,
             TABLE_SOLVER_SECONDS, 2 if args.quick else 100_000)


if __name__ == "__main__":
    main()

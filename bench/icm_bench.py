"""ICM speed: ten players exact (target under 5 ms a call), and Monte Carlo for 100.

Run: ``python bench/icm_bench.py [--repeat N]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.tournament.icm import icm_equities


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    stacks = [1500, 4200, 900, 7300, 3100, 2600, 5000, 800, 6400, 2200]
    payouts = [40.0, 25.0, 15.0, 10.0, 6.0, 4.0]
    for players, paid in ((10, 6), (10, 10)):
        prizes = ([*payouts, 3.0, 2.0, 1.0, 1.0])[:paid]
        icm_equities(stacks[:players], prizes)
        times = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            icm_equities(stacks[:players], prizes)
            times.append(time.perf_counter() - t0)
        print(f"ICM exact, {players} players, {paid} paid: median "
              f"{statistics.median(times) * 1000:.2f} ms, best {min(times) * 1000:.2f} ms")
    t0 = time.perf_counter()
    icm_equities([1000 + 37 * i for i in range(100)], [float(30 - i) for i in range(15)])
    print(f"ICM Monte Carlo, 100 players, 200,000 orders: {time.perf_counter() - t0:.2f} s")


if __name__ == "__main__":
    main()

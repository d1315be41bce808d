"""Milliseconds to generate and check one trainer exercise, per drill and difficulty.

Each sample deals a fresh exercise from a new seed and checks the right answer (which solves
it exactly), as the trainer does between two exercises; p50 and p95 over the samples. The
target is p95 under 50 ms for every drill. As a yardstick measured in the same run, the
exact heads-up pre-flop equity of AA against KK (1.7 million boards) is timed too, and each
p95 is printed as a share of it.

Run: ``python bench/drills_bench.py [--samples N]`` (default 60 per drill and level; a few
warm-up exercises first load the evaluator's and the bots' tables).

Measured on the project's shared 2-core machine (yardstick 90 ms): every drill without a flop
line under 11 ms p95 (most under 1 ms p50); the drills that read a flop line (call or fold,
put him on a range above beginner) 41 to 50 ms p95, of which about 30 ms is the bots' board
tables for the new flop (``engine/bots/board_tables.py``); the worst p95 was 49.6 ms, just inside
the target. With other agents busier the same lines reached 55 to 66 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.evaluation.equity import equity
from engine.teaching.drills import DRILLS
from engine.teaching.drills.exercise import DIFFICULTIES

TARGET_MS = 50.0
WARM_UP = 3


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def time_drill(code: str, difficulty: str, samples: int) -> list[float]:
    drill = DRILLS[code]
    # Seeds of their own for each level: the same seed at another level deals the same flop,
    # which the range reader's caches would then answer for free.
    first = 10_000 * (1 + DIFFICULTIES.index(difficulty))
    times = []
    for seed in range(WARM_UP + samples):
        start = time.perf_counter()
        question = drill.generate(first + seed, difficulty)
        drill.check(question, drill.solve(question).expected)
        if seed >= WARM_UP:
            times.append(1000 * (time.perf_counter() - start))
    return times


def yardstick_ms(repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        equity(["AsAh", "KdKc"], exact=True)
        times.append(1000 * (time.perf_counter() - start))
    return min(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=60)
    args = parser.parse_args()
    reference = yardstick_ms()
    print(f"yardstick: exact AA vs KK pre-flop equity {reference:.1f} ms")
    print(f"{'drill':8} {'level':13} {'p50 ms':>7} {'p95 ms':>7} {'p95/yardstick':>14}")
    worst = 0.0
    for code in DRILLS:
        for difficulty in DIFFICULTIES:
            times = time_drill(code, difficulty, args.samples)
            p50, p95 = statistics.median(times), percentile(times, 0.95)
            worst = max(worst, p95)
            print(f"{code:8} {difficulty:13} {p50:7.1f} {p95:7.1f} {p95 / reference:14.2f}")
    verdict = "met" if worst < TARGET_MS else "MISSED"
    print(f"worst p95 {worst:.1f} ms: target p95 < {TARGET_MS:.0f} ms {verdict}")
    return 0 if worst < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())

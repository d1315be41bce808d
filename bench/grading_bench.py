"""Grading speed and the error rate of each computer level, graded as if each were the person.

``python -m bench.grading_bench --hands 300 --workers 2`` plays a seeded 6-max session of
computer players (:data:`KINDS`) into a scratch database in memory,
grades every seat's decisions on worker processes and prints the speed line the issue asks
for (``graded decisions per second: N``) and a table of error rates by level.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script too

from engine.storage.grades.grading_job import load_grades
from engine.storage.grades.grading_job import run_grading
from engine.storage.grades.grading_job import tasks_for
from engine.storage.hands import HandRecord
from engine.storage.store import Store
from engine.teaching.grading.error_rate import split
from tests.helpers.bot_sessions import play_bots_into

#: The six seats: every level, the expert and the beginner twice.
KINDS = ("expert", "solid", "casual", "beginner", "expert", "beginner")


def _every_seat(record: HandRecord) -> list[int]:
    return [p.seat for p in record.players]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=36)
    args = parser.parse_args(argv)
    store = Store.in_memory()
    began = time.perf_counter()
    sid = play_bots_into(store, KINDS, args.hands, args.seed)
    played = time.perf_counter() - began
    tasks = tasks_for(store.hands(sid), seed=args.seed, seats=_every_seat)
    report = run_grading(store, tasks, workers=args.workers)
    grades = [g.grade for g in load_grades(store, sid)]
    graded = [g for g in grades if g.graded]
    print(f"hands: {args.hands} (played in {played:.1f} s), decisions: {len(grades)}, "
          f"graded: {len(graded)}, workers: {args.workers}, seconds: {report.seconds:.1f}")
    print(f"graded decisions per second: {len(grades) / max(report.seconds, 1e-9):.0f}")
    by_level = split(graded, lambda g: KINDS[g.seat], lambda g: g.cost_bb)
    print(f"{'level':<10} {'decisions':>9} {'mbb/dec':>8} {'95% interval':>18} band")
    for level in ("expert", "solid", "casual", "beginner"):
        r = by_level.get(level)
        if r is not None:
            print(f"{level:<10} {r.decisions:>9} {r.mbb:>8.1f} "
                  f"{f'{r.low:.1f} .. {r.high:.1f}':>18} {r.band.value}")
    not_graded: dict[str, int] = {}
    for g in grades:
        if not g.graded:
            not_graded[g.reason] = not_graded.get(g.reason, 0) + 1
    print("not graded:", ", ".join(f"{k} {v}" for k, v in sorted(not_graded.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

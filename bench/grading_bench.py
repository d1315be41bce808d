"""Grading speed and the error rate of each computer level, graded as if each were the person.

``python -m bench.grading_bench --hands 300 --workers 2`` plays a seeded 6-max session of
computer players (:data:`KINDS`) into a scratch database in memory,
grades every seat's decisions on worker processes and prints the speed line the issue asks
for (``graded decisions per second: N``) and a table of error rates by level.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script too

from engine.rules.events import Street
from engine.storage.grades.grading_job import load_grades
from engine.storage.grades.grading_job import run_grading
from engine.storage.grades.grading_job import tasks_for
from engine.storage.hands import HandRecord
from engine.storage.store import Store
from engine.teaching.grading.error_rate import split
from tests.helpers.bot_sessions import play_bots_into

#: The six seats: every level, the expert and the beginner twice.
KINDS = ("expert", "solid", "casual", "beginner", "expert", "beginner")
#: The heads-up session of ``--heads-up``: the graded seat (0) and its opponent.
HEADS_UP = ("casual", "solid")


def _every_seat(record: HandRecord) -> list[int]:
    return [p.seat for p in record.players]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--heads-up", action="store_true",
                        help="time the solver's grading of a heads-up session instead")
    parser.add_argument("--expert-only", action="store_true",
                        help="grade by the expert alone, without the solver (as before)")
    args = parser.parse_args(argv)
    if args.heads_up:
        return _heads_up(args.hands, args.workers, args.seed)
    store = Store.in_memory()
    began = time.perf_counter()
    sid = play_bots_into(store, KINDS, args.hands, args.seed)
    played = time.perf_counter() - began
    tasks = tasks_for(store.hands(sid), seed=args.seed, seats=_every_seat,
                      solver=not args.expert_only)
    report = run_grading(store, tasks, workers=args.workers)
    grades = [g.grade for g in load_grades(store, sid)]
    graded = [g for g in grades if g.graded]
    print(f"hands: {args.hands} (played in {played:.1f} s), decisions: {len(grades)}, "
          f"graded: {len(graded)}, workers: {args.workers}, seconds: {report.seconds:.1f}")
    print(f"graded decisions per second: {len(grades) / max(report.seconds, 1e-9):.0f} "
          f"(by the solver: {sum(g.judge != 'expert' for g in graded)})")
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


def _heads_up(hands: int, workers: int, seed: int) -> int:
    """Grade a heads-up session's first seat by the expert alone, with the solver, and again
    with the solves kept; print each run's time and what the solver graded."""
    with tempfile.TemporaryDirectory() as folder, Store.open(Path(folder) / "felt.db") as store:
        sid = play_bots_into(store, HEADS_UP, hands, seed)
        records = store.hands(sid)
        print(f"heads-up: {hands} hands of {' against '.join(HEADS_UP)}, seat 0 graded, "
              f"workers: {workers}")
        for title, solver in (("expert alone", False), ("with the solver", True),
                              ("again, solves kept", True)):
            with store.writing() as db:
                db.execute("DELETE FROM graded_hands")
            tasks = tasks_for(records, seed=seed, seats=lambda r: [0], solver=solver)
            report = run_grading(store, tasks, workers=workers)
            grades = [g.grade for g in load_grades(store, sid)]
            judged = [g.street for g in grades if g.judge != "expert"]
            print(f"{title:<20} {report.seconds:6.1f} s  decisions {len(grades)}, "
                  f"by the solver {len(judged)} (turns {judged.count(Street.TURN)}, "
                  f"rivers {judged.count(Street.RIVER)})")
        kept = [json.loads(str(row[0])) for row in store.query("SELECT figures FROM solved_spots")]
        if kept:
            seconds = [float(k["seconds"]) for k in kept]
            reach = [float(k["exploitability"]) for k in kept]
            print(f"solves kept: {len(kept)}, processor seconds each: median "
                  f"{statistics.median(seconds):.2f}, longest {max(seconds):.2f}; "
                  f"exploitability % of the pot: median {statistics.median(reach):.2f}, "
                  f"largest {max(reach):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Does the grader rank known strengths? The error rate of every computer level and of the
gauntlet's simple strategies, each graded as if it were the person.

``nice -n 10 python -m bench.grading_calibration --hands 2000`` plays two seeded 6-max cash
tables of :data:`TABLES` (100 big blinds, rebuys) in blocks of ``--block`` hands, grades
every seat's decisions on ``--workers`` processes and prints one row per player: decisions,
hands, EV lost per decision in milli-big-blinds and its 95 % interval over hands
(:func:`~engine.teaching.grading.intervals.rate_by_hand`). The games and grades go to the
database ``--db``; a run stopped and started again plays only the blocks still missing (a
block stopped half way again) and grades only what is not graded yet (``--db :memory:``
keeps nothing). ``--markdown`` prints the table for ``docs/grading.md``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script too

from engine.play.arena import derive_seed
from engine.storage.grades.grading_job import load_grades
from engine.storage.grades.grading_job import run_grading
from engine.storage.grades.grading_job import tasks_for
from engine.storage.hands import HandRecord
from engine.storage.store import Store
from engine.teaching.grading.error_rate import ErrorRate
from engine.teaching.grading.intervals import rate_by_hand
from tests.helpers.bot_sessions import play_bots_into

#: The tables, by name: the four levels (the expert and the beginner twice), and the
#: gauntlet's station, maniac and nut-nit beside a solid player, an expert and a casual one.
TABLES: dict[str, tuple[str, ...]] = {
    "levels": ("expert", "solid", "casual", "beginner", "expert", "beginner"),
    "gauntlet": ("solid", "station", "maniac", "nut_nit", "expert", "casual"),
}
#: Where the games and grades are kept between runs.
DEFAULT_DB = Path("logs") / "grading_calibration.sqlite"


def _every_seat(record: HandRecord) -> list[int]:
    return [p.seat for p in record.players]


def _blocks_done(store: Store, table: str) -> list[int]:
    return [s.id for s in store.list_sessions() if s.name == f"calibration-{table}"]


def play_and_grade(store: Store, table: str, hands: int, block: int, seed: int,
                   workers: int, solver: bool | None = None) -> tuple[int, float]:
    """Play the missing blocks of ``table`` and grade what is not graded; (decisions graded
    now, seconds grading). ``solver=False`` grades with the expert alone (the calibration
    table of docs/grading.md; heads-up turns and rivers are otherwise the solver's)."""
    kinds = TABLES[table]
    done = _blocks_done(store, table)
    for number in range(len(done), -(-hands // block)):
        # named as a block only when played out: a block stopped half way is played again
        sid = play_bots_into(store, kinds, block, derive_seed(seed, len(table), number),
                             name=f"calibration-{table} (playing)")
        store.rename(sid, f"calibration-{table}")
    tasks = []
    for sid in _blocks_done(store, table):
        tasks += tasks_for(store.hands(sid), seed=seed, seats=_every_seat, solver=solver)
    report = run_grading(store, tasks, workers=workers)
    return report.decisions, report.seconds


def rows(store: Store, table: str) -> list[tuple[str, ErrorRate, int]]:
    """(player, error rate, hands) for every kind of player at ``table``."""
    kinds = TABLES[table]
    costs: dict[str, list[tuple[tuple[int, int, int], float]]] = {}
    for sid in _blocks_done(store, table):
        for g in load_grades(store, sid):
            if g.grade.graded:
                key = (g.session_id, g.hand, g.grade.seat)
                costs.setdefault(kinds[g.grade.seat], []).append((key, g.grade.cost_bb))
    out = []
    for kind in dict.fromkeys(kinds):
        rate, hands = rate_by_hand(costs.get(kind, []))
        out.append((kind, rate, hands))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--block", type=int, default=250)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--db", default=str(DEFAULT_DB))
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--expert-only", action="store_true",
                        help="grade with the expert alone, not the solver (docs/grading.md's "
                        "calibration table)")
    args = parser.parse_args(argv)
    if args.db == ":memory:":
        store = Store.in_memory()
    else:
        Path(args.db).parent.mkdir(parents=True, exist_ok=True)
        store = Store.open(args.db)
    began = time.perf_counter()
    graded = 0
    seconds = 0.0
    for table in TABLES:
        n, s = play_and_grade(store, table, args.hands, args.block, args.seed, args.workers,
                              False if args.expert_only else None)
        graded, seconds = graded + n, seconds + s
    rate = graded / max(seconds, 1e-9)
    print(f"graded now: {graded} decisions in {seconds:.0f} s ({rate:.0f} per second), "
          f"all: {time.perf_counter() - began:.0f} s")
    if args.markdown:
        print("| table | player | hands | decisions | mbb/decision | 95 % interval | band |")
        print("|---|---|---:|---:|---:|---|---|")
    else:
        print(f"{'table':<9} {'player':<9} {'hands':>6} {'decisions':>9} {'mbb/dec':>8} "
              f"{'95% interval':>16} band")
    for table in TABLES:
        for kind, r, hands in rows(store, table):
            interval = f"{r.low:.0f} .. {r.high:.0f}"
            if args.markdown:
                print(f"| {table} | {kind} | {hands} | {r.decisions} | {r.mbb:.0f} | "
                      f"{interval} | {r.band.value} |")
            else:
                print(f"{table:<9} {kind:<9} {hands:>6} {r.decisions:>9} {r.mbb:>8.0f} "
                      f"{interval:>16} {r.band.value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

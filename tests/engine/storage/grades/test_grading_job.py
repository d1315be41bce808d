"""The grading job stores each decision once, resumes where it stopped, runs on worker
processes with the same grades, and the schema step brings an older database up to date; a
heads-up river is graded by the solver, whose solves are kept and looked up the next time."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from engine.rules.events import Street
from engine.storage import SCHEMA_VERSION
from engine.storage import Store
from engine.storage.db import MIGRATIONS
from engine.storage.db import migrate
from engine.storage.grades.grading_job import GradeTask
from engine.storage.grades.grading_job import TaskResult
from engine.storage.grades.grading_job import grade_task
from engine.storage.grades.grading_job import load_grades
from engine.storage.grades.grading_job import run_grading
from engine.storage.grades.grading_job import tasks_for
from engine.storage.grades.grading_schema import create_grades
from engine.storage.hands import HandRecord
from engine.teaching.grading import solver_grade
from engine.teaching.grading.solver_grade import Judge
from tests.helpers.bot_sessions import play_bots_into

KINDS = ("expert", "beginner", "casual")


def _every_seat(record: HandRecord) -> list[int]:
    return [p.seat for p in record.players]


def test_a_resumed_job_skips_what_is_graded_and_grades_the_rest() -> None:
    store = Store.in_memory()
    sid = play_bots_into(store, KINDS, 8, seed=5)
    tasks = tasks_for(store.hands(sid), seed=1, samples=200, seats=_every_seat, solver=False)
    assert len(tasks) == 24
    calls: list[tuple[int, int]] = []
    first = run_grading(store, tasks, workers=0, progress=lambda a, b: calls.append((a, b)),
                        stop=lambda: True)
    assert first.stopped and first.graded == 1 and calls == [(1, 24)]
    kept = load_grades(store)
    second = run_grading(store, tasks, workers=0)
    assert (second.skipped, second.graded, second.stopped) == (1, 23, False)
    third = run_grading(store, tasks, workers=0)
    assert (third.skipped, third.graded, third.decisions) == (24, 0, 0)
    grades = load_grades(store)
    assert len(grades) == first.decisions + second.decisions
    assert all(g in grades for g in kept)
    assert any(g.grade.graded for g in grades)


def test_workers_give_the_grades_one_process_gives() -> None:
    one, two = Store.in_memory(), Store.in_memory()
    for store in (one, two):
        sid = play_bots_into(store, KINDS, 3, seed=8)
        tasks = tasks_for(store.hands(sid), seed=2, samples=200, seats=_every_seat,
                          solver=False)
    run_grading(one, tasks, workers=0)
    run_grading(two, tasks, workers=2)
    assert load_grades(one) == load_grades(two)


def test_the_grading_step_upgrades_an_older_database(tmp_path: Path) -> None:
    path = tmp_path / "felt.db"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, 0, MIGRATIONS.index(create_grades))  # every step before the grades'
    conn.close()
    store = Store.open(path)
    try:
        assert load_grades(store) == []
        version = store.query("SELECT version FROM schema_version")[0][0]
        assert version == SCHEMA_VERSION
    finally:
        store.close()


def test_a_heads_up_river_is_graded_by_the_solver_and_a_second_grading_solves_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with Store.open(tmp_path / "felt.db") as store:
        sid = play_bots_into(store, ("casual", "solid"), 1, seed=2)  # to the river heads-up
        tasks = tasks_for(store.hands(sid), seed=1, samples=200, seats=lambda r: [0])
        results: list[TaskResult] = []

        def kept(task: GradeTask) -> TaskResult:
            results.append(grade_task(task))
            return results[-1]

        run_grading(store, tasks, workers=0, grade=kept)
        solved = [answer for result in results for answer in result.solved]
        assert solved and store.query("SELECT count(*) FROM solved_spots")[0][0] == len(solved)
        first = load_grades(store)
        judges = {g.grade.street: g.grade.judge for g in first}
        assert judges[Street.RIVER] == Judge.SOLVER and judges[Street.TURN] == \
            Judge.STREET_SOLVER and judges[Street.PREFLOP] == Judge.EXPERT
        river = next(g.grade for g in first if g.grade.street == Street.RIVER)
        assert river.solver is not None and sum(river.solver.mix) == pytest.approx(1.0, abs=1e-3)

        def no_solve(*_: object) -> object:
            raise AssertionError("solved again")

        monkeypatch.setattr(solver_grade, "_solve", no_solve)
        with store.writing() as db:
            db.execute("DELETE FROM graded_hands")  # the grades go with it: grade again
        assert load_grades(store) == []
        results.clear()
        run_grading(store, tasks, workers=0, grade=kept)
        assert results and not any(result.solved for result in results)
        assert load_grades(store) == first

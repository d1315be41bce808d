"""The grading job stores each decision once, resumes where it stopped, runs on worker
processes with the same grades, and the schema step brings an older database up to date."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from engine.storage import SCHEMA_VERSION
from engine.storage import Store
from engine.storage.db import MIGRATIONS
from engine.storage.db import migrate
from engine.storage.grades.grading_job import load_grades
from engine.storage.grades.grading_job import run_grading
from engine.storage.grades.grading_job import tasks_for
from engine.storage.grades.grading_schema import create_grades
from engine.storage.hands import HandRecord
from tests.helpers.bot_sessions import play_bots_into

KINDS = ("expert", "beginner", "casual")


def _every_seat(record: HandRecord) -> list[int]:
    return [p.seat for p in record.players]


def test_a_resumed_job_skips_what_is_graded_and_grades_the_rest() -> None:
    store = Store.in_memory()
    sid = play_bots_into(store, KINDS, 8, seed=5)
    tasks = tasks_for(store.hands(sid), seed=1, samples=200, seats=_every_seat)
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
        tasks = tasks_for(store.hands(sid), seed=2, samples=200, seats=_every_seat)
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

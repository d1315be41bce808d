"""The person's error rate from stored grades: only their seat counts, the splits add up, the
blunders are the costliest decisions."""

from __future__ import annotations

from engine.storage.grades.grading_job import load_grades
from engine.storage.grades.grading_job import run_grading
from engine.storage.grades.grading_job import tasks_for
from engine.storage.grades.play_report import blunders
from engine.storage.grades.play_report import person_decisions
from engine.storage.grades.play_report import play_report
from engine.storage.grades.play_report import ungraded_hands
from engine.storage.store import Store
from tests.helpers.graded_play import FAST_SAMPLES
from tests.helpers.graded_play import person_session


def test_the_report_counts_the_persons_decisions_only() -> None:
    store = Store.in_memory()
    sid = person_session(store, 25, seed=3)
    records = store.hands()
    assert ungraded_hands(store, records) == len(records)
    every = tasks_for(records, seed=1, samples=FAST_SAMPLES,
                      seats=lambda r: [p.seat for p in r.players], solver=False)
    run_grading(store, every, workers=0)
    assert ungraded_hands(store, records) == 0
    mine = person_decisions(store)
    assert mine and all(d.grade.seat == 0 and d.session_id == sid for d in mine)
    assert len(load_grades(store)) > len(mine)  # the computers' grades are left out
    report = play_report(mine, blunder_bb=2.0)
    graded = [d for d in mine if d.grade.graded]
    assert report.overall.decisions == len(graded)
    assert sum(report.not_graded.values()) == len(mine) - len(graded)
    for parts in (report.by_street, report.by_position, report.by_spot, report.by_week,
                  report.by_session):
        assert sum(r.decisions for r in parts.values()) == len(graded)
    worst = blunders(mine, 2.0)
    assert len(worst) == report.overall.blunders
    assert [d.grade.cost_bb for d in worst] == sorted((d.grade.cost_bb for d in worst),
                                                      reverse=True)
    assert all(d.grade.cost_bb >= 2.0 for d in worst)

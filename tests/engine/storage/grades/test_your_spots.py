"""The "your spots" queue: blunders added once, due at once, answered on their schedule, and
gone once learned."""

from __future__ import annotations

from engine.storage.grades.grading_job import load_grades
from engine.storage.grades.play_report import blunders
from engine.storage.grades.play_report import person_decisions
from engine.storage.grades.your_spots import add_spots
from engine.storage.grades.your_spots import due_spots
from engine.storage.grades.your_spots import spot_answered
from engine.storage.grades.your_spots import spot_counts
from engine.teaching.drills.spot_drill import AGAIN_AFTER_RIGHT
from engine.teaching.drills.spot_drill import AGAIN_AFTER_WRONG
from tests.helpers.graded_play import graded_person_store


def test_a_blunder_comes_back_until_answered_right_twice() -> None:
    store = graded_person_store(30, seed=4)
    worst = blunders(person_decisions(store), 2.0)
    assert worst
    stored = [g for g in load_grades(store)
              if (g.session_id, g.hand, g.grade.index) in
              {(d.session_id, d.hand, d.grade.index) for d in worst}]
    assert add_spots(store, stored, now=1000.0) == len(worst)
    assert add_spots(store, stored, now=2000.0) == 0  # already queued: kept as it was
    due = due_spots(store, now=1000.0)
    assert len(due) == len(worst) and all(s.grade.cost_bb >= 2.0 for s in due)
    spot = due[0].key
    assert not spot_answered(store, spot, False, now=1000.0)
    assert spot not in {s.key for s in due_spots(store, now=1001.0)}
    assert spot in {s.key for s in due_spots(store, now=1000.0 + AGAIN_AFTER_WRONG)}
    now = 1000.0 + AGAIN_AFTER_WRONG
    assert not spot_answered(store, spot, True, now=now)
    counts = spot_counts(store, now=now)
    assert (counts.due, counts.waiting, counts.learned) == (len(worst) - 1, 1, 0)
    assert counts.next_due == now + AGAIN_AFTER_RIGHT
    assert spot_answered(store, spot, True, now=now + AGAIN_AFTER_RIGHT)
    assert spot not in {s.key for s in due_spots(store, now=now + 10 * AGAIN_AFTER_RIGHT)}
    assert spot_counts(store, now=now).learned == 1
    assert due_spots(store, key=spot) == []

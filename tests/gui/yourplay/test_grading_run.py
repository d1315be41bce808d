"""Grading from the window: Cancel stops the job and keeps what it graded, the next run goes
on where it stopped without grading anything twice, and the blunders join "your spots"."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from engine.storage.grades.grading_job import JobReport
from engine.storage.grades.grading_job import load_grades
from engine.storage.grades.your_spots import spot_counts
from engine.storage.store import Store
from gui.yourplay.grading_run import GradingRun
from tests.helpers.graded_play import grade_by_the_expert_alone
from tests.helpers.graded_play import person_session
from tests.helpers.hands import TIMEOUT_MS

GRADING_MS = 120_000


@pytest.fixture(autouse=True)
def _expert_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    grade_by_the_expert_alone(monkeypatch)


def test_a_cancelled_run_resumes_where_it_stopped(qtbot: QtBot) -> None:
    store = Store.in_memory()
    person_session(store, 80, seed=12)
    hands = len(store.hands())
    run = GradingRun(store, blunder_bb=2.0, workers=0)
    reports: list[JobReport] = []
    run.finished.connect(reports.append)
    seen: list[tuple[int, int]] = []
    run.progressed.connect(lambda done, todo: seen.append((done, todo)))
    run.progressed.connect(lambda done, todo: run.cancel() if done > 0 else None)
    assert run.start()
    assert not run.start()  # one run at a time
    qtbot.waitUntil(lambda: bool(reports), timeout=GRADING_MS)
    first = reports[0]
    assert first.stopped and 0 < first.graded < hands
    assert seen[0] == (0, hands)
    kept = load_grades(store)
    assert kept

    run.progressed.disconnect()
    assert run.start()
    qtbot.waitUntil(lambda: len(reports) == 2, timeout=GRADING_MS)
    second = reports[1]
    assert not second.stopped
    assert second.skipped == first.graded and second.graded == hands - first.graded
    grades = load_grades(store)
    assert len({(g.session_id, g.hand, g.grade.index) for g in grades}) == len(grades)
    assert all(g in grades for g in kept)
    worst = [g for g in grades if g.grade.graded and g.grade.cost_bb >= 2.0]
    qtbot.waitUntil(lambda: spot_counts(store).due == len(worst), timeout=TIMEOUT_MS)

"""The live review grades a hand as the grading job does: with the reads of the session's
earlier hands, so a grade seen during play equals the grade the job gives the same hand."""

from __future__ import annotations

import os
from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from engine.storage import Store
from engine.storage.grades.grading_job import grade_task
from engine.storage.grades.grading_job import load_grades
from engine.storage.grades.grading_job import tasks_for
from gui.teaching.coach.review_grading import REVIEW_SEED
from gui.teaching.coach.review_grading import GradedHands
from gui.teaching.coach.review_grading import ReviewGrading
from tests.helpers.bot_sessions import play_bots_into
from tests.helpers.graded_play import grade_by_the_expert_alone

SEAT = 1
HANDS = 8


@pytest.fixture(autouse=True)
def _expert_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    grade_by_the_expert_alone(monkeypatch)


def _session() -> tuple[Store, int]:
    store = Store.in_memory()
    return store, play_bots_into(store, ("casual", "expert", "beginner"), HANDS, seed=11)


def _job_grades(store: Store, session_id: int) -> dict[int, tuple[object, ...]]:
    tasks = tasks_for(store.hands(session_id), REVIEW_SEED, seats=lambda r: (SEAT,))
    return {t.hand: grade_task(t).grades for t in tasks}


def _without_reads(store: Store, session_id: int) -> dict[int, tuple[object, ...]]:
    tasks = tasks_for(store.hands(session_id), REVIEW_SEED, seats=lambda r: (SEAT,))
    return {t.hand: grade_task(replace(t, reads="")).grades for t in tasks}


def _live(qtbot: QtBot, review: ReviewGrading, store: Store, session_id: int,
          ) -> dict[int, tuple[object, ...]]:
    got: dict[int, tuple[object, ...]] = {}

    def keep(result: GradedHands) -> None:
        got.update(result.hands)

    review.graded.connect(keep)
    for record in store.hands(session_id):
        review.take_hand(record.data)
        with qtbot.waitSignal(review.graded, timeout=60000):
            review.hand_shown(record.data.hand_number)
    return got


def test_reads_change_some_grade_of_this_session() -> None:
    """The session is one where reads matter, so the two tests below could fail."""
    store, sid = _session()
    assert _job_grades(store, sid) != _without_reads(store, sid)


def test_an_unsaved_game_is_graded_live_as_the_job_grades_it(qtbot: QtBot) -> None:
    store, sid = _session()
    review = ReviewGrading()
    review.new_game(SEAT)
    try:
        live = _live(qtbot, review, store, sid)
    finally:
        review.shutdown()
    job = _job_grades(store, sid)
    assert {h: g for h, g in live.items() if h in job} == job


def test_a_saved_game_is_graded_live_as_the_job_grades_it(qtbot: QtBot) -> None:
    store, sid = _session()
    review = ReviewGrading()
    review.new_game(SEAT)
    review.store, review.session_id = store, sid  # saved, without the catch-up job
    try:
        _live(qtbot, review, store, sid)
    finally:
        review.shutdown()
    stored: dict[int, list[object]] = {}
    for grade in load_grades(store, sid, SEAT):
        stored.setdefault(grade.hand, []).append(grade.grade)
    assert {h: tuple(g) for h, g in stored.items()} == {
        h: g for h, g in _job_grades(store, sid).items() if g}


def test_at_an_animated_table_the_grades_are_made_in_a_process_of_their_own(
        qtbot: QtBot) -> None:
    # The review's grading holds the interpreter for a second or so a hand: in a process of
    # its own it leaves the window's thread free to draw. The grades are the same.
    store, sid = _session()
    review = ReviewGrading()
    review.new_game(SEAT)
    review.elsewhere = True
    try:
        live = _live(qtbot, review, store, sid)
        pool = review._grader._pool
        assert pool is not None
        workers = list(pool.processes)
        assert len(workers) == 1 and workers[0].pid != os.getpid()
    finally:
        review.shutdown()
    assert review._grader._pool is None
    # The worker is ended with the review (ended, not waited for: on a machine busy with
    # other work its exit can be seen a moment after the pool let it go).
    qtbot.waitUntil(lambda: not workers[0].is_alive(), timeout=5000)
    job = _job_grades(store, sid)
    assert {h: g for h, g in live.items() if h in job} == job

"""A database with the person's decisions graded, for "Your play" tests and screenshots.

Computer players play a seeded session (:func:`tests.helpers.bot_sessions.play_bots_into`);
seat 0 is then marked as the person's, as if they had played it, and their decisions graded
in this process with few samples and the expert alone (fast; the figures are not the point),
unless a test asks for the solver's grades of heads-up turns and rivers.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from engine.storage.grades import grading_job
from engine.storage.grades.grading_job import run_grading
from engine.storage.grades.grading_job import tasks_for
from engine.storage.store import Store
from tests.helpers.bot_sessions import play_bots_into

#: The person's seat is played by the beginner: they make blunders to list and drill.
PERSON_KINDS = ("beginner", "solid", "casual", "expert", "solid", "casual")
FAST_SAMPLES = 200


def person_session(store: Store, hands: int, seed: int,
                   kinds: Sequence[str] = PERSON_KINDS) -> int:
    """A saved session whose seat 0 counts as the person's; returns its id."""
    sid = play_bots_into(store, kinds, hands, seed)
    with store.writing() as db:
        db.execute("UPDATE hands SET person_seat = 0 WHERE session_id = ?", (sid,))
    return sid


def graded_person_store(hands: int = 40, seed: int = 5, sessions: int = 1,
                        solver: bool = False) -> Store:
    """A store in memory with ``sessions`` sessions of the person's, all graded."""
    store = Store.in_memory()
    for k in range(sessions):
        person_session(store, hands, seed + k)
    run_grading(store, tasks_for(store.hands(), seed=seed, samples=FAST_SAMPLES,
                                 solver=solver), workers=0)
    return store


def grade_by_the_expert_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Grading tasks made from now on in the test leave the solver out: a test of the job's or
    the review's workings does not wait for the solves of every heads-up turn and river
    (a few seconds each)."""
    monkeypatch.setattr(grading_job, "SOLVER_GRADES", False)

"""A training session: the same seed deals the same exercises; only first answers count."""

from __future__ import annotations

import pytest

from engine.teaching.drills import DRILL_CODES
from engine.teaching.drills import DRILLS
from engine.teaching.drills.drill_session import TrainingSession
from engine.teaching.drills.exercise import DrillError


def test_same_seed_same_session_and_drills_take_turns() -> None:
    a = TrainingSession(DRILL_CODES, "beginner", 9, length=8)
    b = TrainingSession(DRILL_CODES, "beginner", 9, length=8)
    for k in range(8):
        qa, qb = a.question(), b.question()
        assert qa == qb and qa.drill == DRILL_CODES[k % len(DRILL_CODES)]
        for s in (a, b):
            s.answer(DRILLS[qa.drill].solve(qa).expected, 1.0, now=100.0)
            s.advance()
    assert a.finished and a.right == 8


def test_only_the_first_answer_counts_and_answering_comes_first() -> None:
    session = TrainingSession(("outs",), "advanced", 3, length=2)
    question = session.question()
    right = DRILLS["outs"].solve(question).expected
    assert isinstance(right, int)
    with pytest.raises(DrillError):
        session.advance()
    assert not session.answer(right + 3, 2.0).correct
    assert session.answer(right, 1.0).correct  # the retry is checked ...
    assert len(session.results) == 1 and not session.results[0].verdict.correct  # ... not kept
    assert session.results[0].record.answer == right + 3
    with pytest.raises(DrillError):
        session.answer("fold", 1.0)  # a bad answer is refused, nothing changes
    assert len(session.results) == 1
    session.advance()
    assert session.index == 1


def test_bad_sessions_are_refused() -> None:
    for drills, difficulty, length in (((), "beginner", 5), (("nope",), "beginner", 5),
                                       (("outs",), "hard", 5), (("outs",), "beginner", 0)):
        with pytest.raises(DrillError):
            TrainingSession(drills, difficulty, 1, length)

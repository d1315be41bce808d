"""A training session: a fixed number of exercises dealt from one seed, answered in turn.

Qt-free, so the window and the tests drive the same object. Only the first answer to an
exercise counts and is recorded (progress measures first tries); a retry gets feedback only.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from engine.teaching.drills import drill
from engine.teaching.drills.drill_progress import AnswerRecord
from engine.teaching.drills.exercise import MAX_SEED
from engine.teaching.drills.exercise import Answer
from engine.teaching.drills.exercise import DrillError
from engine.teaching.drills.exercise import Question
from engine.teaching.drills.exercise import Verdict
from engine.teaching.drills.exercise import level

#: Exercises in a session: about five minutes for a practised person.
SESSION_LENGTH = 20


@dataclass(frozen=True, slots=True)
class Result:
    question: Question
    verdict: Verdict
    record: AnswerRecord


class TrainingSession:
    """Exercises of ``drills`` in turn (one drill, or several one after another).

    :raises DrillError: no drills, an unknown drill or difficulty, or a length below one.
    """

    def __init__(self, drills: Sequence[str], difficulty: str, seed: int,
                 length: int = SESSION_LENGTH) -> None:
        if not drills or length < 1:
            raise DrillError("bad_session", "a session needs drills and at least one exercise")
        for code in drills:
            drill(code)
        level(difficulty)
        self.drills = tuple(drills)
        self.difficulty = difficulty
        self.length = length
        rng = random.Random(seed)
        self._seeds = [rng.randrange(MAX_SEED) for _ in range(length)]
        self.results: list[Result] = []
        self.index = 0
        self._question: Question | None = None

    @property
    def finished(self) -> bool:
        return self.index >= self.length

    def question(self) -> Question:
        """The current exercise (dealt on first ask)."""
        if self.finished:
            raise DrillError("session_over", "the session has no exercise left")
        if self._question is None:
            code = self.drills[self.index % len(self.drills)]
            self._question = drill(code).generate(self._seeds[self.index], self.difficulty)
        return self._question

    @property
    def answered(self) -> bool:
        """The current exercise has its counted answer."""
        return len(self.results) > self.index

    def answer(self, given: Answer, seconds: float, now: float | None = None) -> Verdict:
        """Check an answer to the current exercise; the first one is kept as its result.

        :raises DrillError: ``bad_answer`` (nothing is kept then).
        """
        question = self.question()
        verdict = drill(question.drill).check(question, given)
        if not self.answered:
            record = AnswerRecord(question.drill, question.difficulty, question.seed, given,
                                  verdict.solution.expected, verdict.correct, verdict.score,
                                  max(0.0, seconds), time.time() if now is None else now)
            self.results.append(Result(question, verdict, record))
        return verdict

    def advance(self) -> None:
        """Go on to the next exercise (once the current one is answered)."""
        if not self.answered:
            raise DrillError("not_answered", "answer the exercise first")
        self.index += 1
        self._question = None

    @property
    def right(self) -> int:
        return sum(r.verdict.correct for r in self.results)

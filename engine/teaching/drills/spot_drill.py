"""The "your spots" drill: a decision the person got badly wrong, asked again.

Each exercise is one of the person's own graded decisions (a blunder, see
:mod:`engine.teaching.grading.error_rate`): the same cards, board and bets, and the person
chooses again among the options the grader weighed. An answer is right when it gives up less
than the coach calls costly (:data:`~engine.teaching.coach.review.COSTLY_BB`) against the
grader's best option, so a choice the coach would call "close" counts as right.

Spaced repetition, Leitner's way with two boxes: an exercise answered wrong comes back soon
(:data:`AGAIN_AFTER_WRONG`) and its run of right answers starts again; answered right it comes
back a day later (:data:`AGAIN_AFTER_RIGHT`), and once answered right :data:`RIGHT_TIMES` times
in a row it is learned and leaves the queue. Codes and numbers only; the window words them.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.teaching.coach.review import COSTLY_BB
from engine.teaching.grading.grader import DecisionGrade

__all__ = ["AGAIN_AFTER_RIGHT", "AGAIN_AFTER_WRONG", "RIGHT_TIMES", "Schedule", "SpotExercise",
           "SpotKey", "SpotVerdict", "check_spot", "next_schedule"]

#: Right answers in a row after which a spot is learned.
RIGHT_TIMES = 2
#: Seconds until a spot answered wrong is due again (later in the same sitting).
AGAIN_AFTER_WRONG = 10 * 60.0
#: Seconds until a spot answered right is due again (the next day).
AGAIN_AFTER_RIGHT = 24 * 3600.0


@dataclass(frozen=True, slots=True, order=True)
class SpotKey:
    """Which decision: its hand (session 0 for an imported hand), seat and place in the hand."""

    session_id: int
    hand: int
    seat: int
    decision: int


@dataclass(frozen=True, slots=True)
class SpotExercise:
    """A spot to answer: the decision as graded, and how far along its schedule it is."""

    key: SpotKey
    grade: DecisionGrade
    streak: int  # right answers in a row so far
    due: float  # seconds since the epoch

    @property
    def options(self) -> tuple[str, ...]:
        """The action families the person may choose (those the grader valued)."""
        return tuple(family for family, _ in self.grade.values)

    @property
    def best(self) -> str:
        """The grader's best option."""
        return max(self.grade.values, key=lambda pair: pair[1])[0]


@dataclass(frozen=True, slots=True)
class SpotVerdict:
    """How a choice scored: its EV and what it gives up against the best, in big blinds."""

    correct: bool
    chosen: str
    chosen_ev: float
    best: str
    best_ev: float
    cost_bb: float


def check_spot(exercise: SpotExercise, family: str) -> SpotVerdict:
    """Score the choice ``family`` (``fold``, ``check``, ``call`` or ``raise``).

    :raises ValueError: ``family`` is not one of the exercise's options.
    """
    values = dict(exercise.grade.values)
    if family not in values:
        raise ValueError(f"{family!r} is not an option here")
    best = exercise.best
    cost = max(0.0, values[best] - values[family])
    return SpotVerdict(cost < COSTLY_BB, family, values[family], best, values[best], cost)


@dataclass(frozen=True, slots=True)
class Schedule:
    """Where a spot stands after an answer."""

    streak: int
    due: float
    learned: bool


def next_schedule(streak: int, correct: bool, now: float) -> Schedule:
    """The schedule after an answer, given the run of right answers before it."""
    if not correct:
        return Schedule(0, now + AGAIN_AFTER_WRONG, False)
    run = streak + 1
    return Schedule(run, now + AGAIN_AFTER_RIGHT, run >= RIGHT_TIMES)

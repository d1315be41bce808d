"""What every drill shares: difficulty levels, answers, verdicts and the drill protocol.

An exercise is a frozen question built from a seed, so the same seed at the same difficulty
always gives the same exercise (a stored answer can be shown again exactly). Questions, answers
and verdicts hold codes and numbers only; the window words them.

Tests: tests/engine/teaching/drills/test_drill_session.py,
tests/engine/teaching/drills/test_drills.py, tests/engine/teaching/drills/test_pushfold_drill.py
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from engine.core.errors import FeltError

BEGINNER, INTERMEDIATE, ADVANCED = "beginner", "intermediate", "advanced"
DIFFICULTIES = (BEGINNER, INTERMEDIATE, ADVANCED)

#: What a person answers: a number, a choice code, or several numbers (players, classes,
#: a category with its ranks). All of them store as JSON and compare exactly.
Answer = int | str | tuple[int, ...]

#: Largest seed a drill takes (seeds are stored as text, but stay within SQLite's integers).
MAX_SEED = 2**62


class DrillError(FeltError):
    """An exercise cannot be made or an answer cannot be read.

    Codes: ``unknown_drill``, ``bad_difficulty``, ``bad_seed``, ``bad_answer`` (the answer
    has the wrong shape for this drill), ``wrong_question`` (a question of another drill).
    """


def level(difficulty: str) -> int:
    """0, 1 or 2 for beginner, intermediate, advanced.

    :raises DrillError: ``bad_difficulty``.
    """
    if difficulty not in DIFFICULTIES:
        raise DrillError("bad_difficulty", f"no difficulty {difficulty!r}",
                         difficulty=difficulty)
    return DIFFICULTIES.index(difficulty)


def check_seed(seed: int) -> int:
    """:raises DrillError: ``bad_seed`` for a seed that is not a non-negative integer."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < MAX_SEED:
        raise DrillError("bad_seed", f"not a seed: {seed!r}")
    return seed


@dataclass(frozen=True, slots=True)
class Question:
    """The part every exercise has: which drill, how hard, and the seed it was dealt from."""

    drill: str
    difficulty: str
    seed: int


@dataclass(frozen=True, slots=True)
class Solution:
    """The exact answer and the numbers behind it (each drill adds its own)."""

    expected: Answer


@dataclass(frozen=True, slots=True)
class Verdict:
    """How an answer scored.

    :param correct: the answer counts as right (within the tolerance of the difficulty).
    :param score: 0..1; partly right answers (the category but not the kicker, an equity
        just outside the tolerance) earn part of a point.
    :param solution: the exact answer and the figures an explanation shows.
    """

    correct: bool
    score: float
    solution: Solution


class Drill(Protocol):
    """One kind of exercise: deals a question from a seed, solves and checks it."""

    code: str

    def generate(self, seed: int, difficulty: str) -> Question: ...

    def solve(self, question: Question) -> Solution: ...

    def check(self, question: Question, answer: Answer) -> Verdict: ...


def bad_answer(drill: str, answer: object) -> DrillError:
    return DrillError("bad_answer", f"{answer!r} is no answer to a {drill} exercise",
                      drill=drill)


def int_answer(drill: str, answer: Answer) -> int:
    """:raises DrillError: ``bad_answer`` unless ``answer`` is an integer."""
    if isinstance(answer, bool) or not isinstance(answer, int):
        raise bad_answer(drill, answer)
    return answer


def tuple_answer(drill: str, answer: Answer, low: int = 1, high: int = 169) -> tuple[int, ...]:
    """:raises DrillError: ``bad_answer`` unless ``answer`` is ``low`` to ``high`` integers."""
    if not isinstance(answer, tuple) or not low <= len(answer) <= high:
        raise bad_answer(drill, answer)
    if any(isinstance(x, bool) or not isinstance(x, int) for x in answer):
        raise bad_answer(drill, answer)
    return answer


def wrong_question(drill: str, question: Question) -> DrillError:
    return DrillError("wrong_question", f"{question.drill} question given to the {drill} drill",
                      drill=drill)


def sorted_cards(cards: Sequence[int]) -> tuple[int, ...]:
    """Cards highest first, as a hand is shown."""
    return tuple(sorted(cards, reverse=True))

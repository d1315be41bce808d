"""Read the board: what is the best possible hand on it (the nuts), and how many two-card
holdings make it?

Beginner: the category of the nuts on a river board. Intermediate: the category and the
number of combinations, on the river. Advanced: both, on a flop, turn or river. An answer is
``(category,)`` or ``(category, combinations)``; the right category with a wrong count earns
half a point.

Tests: tests/engine/teaching/drills/test_drills.py, tests/engine/teaching/lessons/test_curriculum.py
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core.cards import Deck
from engine.evaluation.categories import ROYAL_FLUSH
from engine.teaching.drills.exercise import Answer
from engine.teaching.drills.exercise import Question
from engine.teaching.drills.exercise import Solution
from engine.teaching.drills.exercise import Verdict
from engine.teaching.drills.exercise import bad_answer
from engine.teaching.drills.exercise import check_seed
from engine.teaching.drills.exercise import level
from engine.teaching.drills.exercise import tuple_answer
from engine.teaching.drills.exercise import wrong_question
from engine.teaching.figures.hand_figures import Nuts
from engine.teaching.figures.hand_figures import nuts

CODE = "board"
BOARD_SIZES = ((5,), (5,), (3, 4, 5))
CATEGORY_ONLY_SCORE = 0.5


@dataclass(frozen=True, slots=True)
class BoardQuestion(Question):
    board: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class BoardSolution(Solution):
    nuts: Nuts
    asks_count: bool


class BoardDrill:
    code = CODE

    def generate(self, seed: int, difficulty: str) -> BoardQuestion:
        lv = level(difficulty)
        rng = random.Random(check_seed(seed))
        size = rng.choice(BOARD_SIZES[lv])
        return BoardQuestion(CODE, difficulty, seed, tuple(Deck.shuffled(rng).draw_many(size)))

    def solve(self, question: Question) -> BoardSolution:
        if not isinstance(question, BoardQuestion):
            raise wrong_question(CODE, question)
        found = nuts(question.board)
        asks = level(question.difficulty) > 0
        expected = (found.value.category, found.combos) if asks else (found.value.category,)
        return BoardSolution(expected, found, asks)

    def check(self, question: Question, answer: Answer) -> Verdict:
        solution = self.solve(question)
        given = tuple_answer(CODE, answer, 2 if solution.asks_count else 1,
                             2 if solution.asks_count else 1)
        if not 0 <= given[0] <= ROYAL_FLUSH or (len(given) > 1 and given[1] < 0):
            raise bad_answer(CODE, answer)
        expected = solution.expected
        assert isinstance(expected, tuple)
        if given == expected:
            return Verdict(True, 1.0, solution)
        return Verdict(False, CATEGORY_ONLY_SCORE if given[0] == expected[0] else 0.0, solution)

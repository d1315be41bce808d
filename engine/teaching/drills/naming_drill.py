"""Name your hand: two hole cards and a board; name the best five-card hand.

Beginner: the category only, on a full board. Intermediate: the category and the ranks that
make it (the pair, both pairs, the top of a straight), on a flop, turn or river. Advanced:
every deciding rank, kickers included.

An answer is ``(category, rank, rank, ...)`` with categories as in
:mod:`engine.evaluation.categories` and ranks 0 (deuce) .. 12 (ace).

Tests: tests/engine/teaching/drills/test_drills.py,
tests/engine/teaching/lessons/test_curriculum.py, tests/i18n/test_german_hand_sentences.py
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core.cards import Deck
from engine.evaluation.categories import FLUSH
from engine.evaluation.categories import FOUR_OF_A_KIND
from engine.evaluation.categories import FULL_HOUSE
from engine.evaluation.categories import HIGH_CARD
from engine.evaluation.categories import PAIR
from engine.evaluation.categories import ROYAL_FLUSH
from engine.evaluation.categories import STRAIGHT
from engine.evaluation.categories import STRAIGHT_FLUSH
from engine.evaluation.categories import THREE_OF_A_KIND
from engine.evaluation.categories import TWO_PAIR
from engine.evaluation.hand_value import HandValue
from engine.evaluation.hand_value import evaluate
from engine.teaching.drills.exercise import Answer
from engine.teaching.drills.exercise import Question
from engine.teaching.drills.exercise import Solution
from engine.teaching.drills.exercise import Verdict
from engine.teaching.drills.exercise import bad_answer
from engine.teaching.drills.exercise import check_seed
from engine.teaching.drills.exercise import level
from engine.teaching.drills.exercise import tuple_answer
from engine.teaching.drills.exercise import wrong_question

CODE = "name"
#: Board sizes at each difficulty.
BOARD_SIZES = ((5,), (3, 4, 5), (3, 4, 5))
#: The ranks that name a hand at the intermediate level ("Two Pair, Kings and Sevens").
MAIN_RANKS = {HIGH_CARD: 1, PAIR: 1, TWO_PAIR: 2, THREE_OF_A_KIND: 1, STRAIGHT: 1, FLUSH: 1,
              FULL_HOUSE: 2, FOUR_OF_A_KIND: 1, STRAIGHT_FLUSH: 1, ROYAL_FLUSH: 0}
#: Score of the right category with wrong ranks.
CATEGORY_ONLY_SCORE = 0.5


@dataclass(frozen=True, slots=True)
class NameQuestion(Question):
    hole: tuple[int, int]
    board: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class NameSolution(Solution):
    """:param value: the best hand; :param ranks_asked: how many ranks the answer names."""

    value: HandValue
    ranks_asked: int


def ranks_asked(value: HandValue, lv: int) -> int:
    """How many of the deciding ranks an answer must give at a level (0, 1, 2)."""
    if lv == 0 or value.category == ROYAL_FLUSH:
        return 0
    if lv == 1:
        return MAIN_RANKS[value.category]
    return len(value.ranks)


class NameDrill:
    code = CODE

    def generate(self, seed: int, difficulty: str) -> NameQuestion:
        lv = level(difficulty)
        rng = random.Random(check_seed(seed))
        size = rng.choice(BOARD_SIZES[lv])
        cards = Deck.shuffled(rng).draw_many(2 + size)
        return NameQuestion(CODE, difficulty, seed, (cards[0], cards[1]), tuple(cards[2:]))

    def solve(self, question: Question) -> NameSolution:
        if not isinstance(question, NameQuestion):
            raise wrong_question(CODE, question)
        value = evaluate([*question.hole, *question.board])
        asked = ranks_asked(value, level(question.difficulty))
        return NameSolution((value.category, *value.ranks[:asked]), value, asked)

    def check(self, question: Question, answer: Answer) -> Verdict:
        solution = self.solve(question)
        given = tuple_answer(CODE, answer, 1, 6)
        if not 0 <= given[0] <= ROYAL_FLUSH or any(not 0 <= r <= 12 for r in given[1:]):
            raise bad_answer(CODE, answer)
        expected = solution.expected
        assert isinstance(expected, tuple)
        if given == expected:
            return Verdict(True, 1.0, solution)
        score = CATEGORY_ONLY_SCORE if given[0] == expected[0] else 0.0
        return Verdict(False, score, solution)

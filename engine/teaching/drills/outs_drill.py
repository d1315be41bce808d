"""Count the outs: your hand and a flop or turn against a shown hand that is ahead; how many
cards put you ahead on the next card?

Ties do not count as outs (they are shown apart). Beginner: flops with a real draw, within
two. Intermediate: flops and turns, within one. Advanced: exactly, including the outs a
board pair takes away.

Tests: tests/engine/teaching/drills/test_drills.py, tests/engine/teaching/lessons/test_curriculum.py
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core.cards import Deck
from engine.evaluation.hand_value import strength
from engine.teaching.drills.exercise import Answer
from engine.teaching.drills.exercise import Question
from engine.teaching.drills.exercise import Solution
from engine.teaching.drills.exercise import Verdict
from engine.teaching.drills.exercise import check_seed
from engine.teaching.drills.exercise import int_answer
from engine.teaching.drills.exercise import level
from engine.teaching.drills.exercise import wrong_question
from engine.teaching.figures.hand_figures import OutsSummary
from engine.teaching.figures.hand_figures import outs_summary

CODE = "outs"
#: How far off an answer may be at each difficulty.
TOLERANCE = (2, 1, 0)
#: Board sizes at each difficulty.
BOARD_SIZES = ((3,), (3, 4), (3, 4))
#: Fewest outs a dealt spot has at each difficulty (beginners count real draws).
MIN_OUTS = (4, 1, 1)
#: Deals tried before a spot that fits is taken anyway.
TRIES = 200


@dataclass(frozen=True, slots=True)
class OutsQuestion(Question):
    hole: tuple[int, int]
    opponent: tuple[int, int]
    board: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class OutsSolution(Solution):
    summary: OutsSummary
    tolerance: int


def _behind(hole: list[int], opponent: list[int], board: list[int]) -> bool:
    return strength([*hole, *board]) < strength([*opponent, *board])


class OutsDrill:
    code = CODE

    def generate(self, seed: int, difficulty: str) -> OutsQuestion:
        lv = level(difficulty)
        rng = random.Random(check_seed(seed))
        size = rng.choice(BOARD_SIZES[lv])
        cards: list[int] = []
        for _ in range(TRIES):
            cards = Deck.shuffled(rng).draw_many(4 + size)
            hole, opponent, board = cards[:2], cards[2:4], cards[4:]
            if not _behind(hole, opponent, board):
                continue
            # Cheap screen first: a hand that cannot improve its category has no outs worth
            # counting for a beginner; the exact count follows.
            count = outs_summary(hole, board, [opponent]).count
            if count >= MIN_OUTS[lv]:
                break
        return OutsQuestion(CODE, difficulty, seed, (cards[0], cards[1]), (cards[2], cards[3]),
                            tuple(cards[4:]))

    def solve(self, question: Question) -> OutsSolution:
        if not isinstance(question, OutsQuestion):
            raise wrong_question(CODE, question)
        summary = outs_summary(question.hole, question.board, [question.opponent])
        return OutsSolution(summary.count, summary, TOLERANCE[level(question.difficulty)])

    def check(self, question: Question, answer: Answer) -> Verdict:
        solution = self.solve(question)
        given = int_answer(CODE, answer)
        off = abs(given - solution.summary.count)
        correct = off <= solution.tolerance
        return Verdict(correct, 1.0 if correct else 0.0, solution)

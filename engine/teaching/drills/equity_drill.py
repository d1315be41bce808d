"""Estimate your equity: your hand and a board against a shown hand or a range; estimate the
share of the pot you win on average, in whole percent. The exact value is shown afterwards.

The tolerance tightens with difficulty: beginner within 10 points against a shown hand on the
flop, intermediate within 6 on flop or turn, advanced within 4 against a computer player's
range on the turn (read from a line of play by the bots' own reader). Just outside the
tolerance still earns part of a point, nothing from twice the tolerance on.

Tests: tests/engine/teaching/drills/test_drills.py, tests/engine/teaching/lessons/test_curriculum.py
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core.cards import Deck
from engine.evaluation.equity import equity
from engine.teaching.drills.exercise import Answer
from engine.teaching.drills.exercise import Question
from engine.teaching.drills.exercise import Solution
from engine.teaching.drills.exercise import Verdict
from engine.teaching.drills.exercise import bad_answer
from engine.teaching.drills.exercise import check_seed
from engine.teaching.drills.exercise import int_answer
from engine.teaching.drills.exercise import level
from engine.teaching.drills.exercise import wrong_question
from engine.teaching.drills.lines import POSITIONS
from engine.teaching.drills.lines import Line
from engine.teaching.drills.lines import read_line
from engine.teaching.figures.hand_figures import equity_vs_weights
from engine.teaching.figures.hand_figures import live_size

CODE = "equity"
#: Percentage points an estimate may be off at each difficulty.
TOLERANCE = (10, 6, 4)
#: Board sizes at each difficulty (against a range on the turn, where exact is fast).
BOARD_SIZES = ((3,), (3, 4), (4,))
#: The computer player's pre-flop action in advanced exercises.
RANGE_ACTIONS = ("open", "call", "three_bet")


@dataclass(frozen=True, slots=True)
class EquityQuestion(Question):
    """:param opponent: the opponent's shown hand, or ``None`` against ``line``'s range."""

    hole: tuple[int, int]
    board: tuple[int, ...]
    opponent: tuple[int, int] | None
    line: Line | None


@dataclass(frozen=True, slots=True)
class EquitySolution(Solution):
    """:param exact: the equity, 0..1; :param expected: it in whole percent."""

    exact: float
    tolerance: int
    range_size: float


def score_estimate(given: int, exact_percent: float, tolerance: int) -> tuple[bool, float]:
    """Right within ``tolerance`` points; part of a point up to twice the tolerance."""
    off = abs(given - exact_percent)
    if off <= tolerance:
        return True, 1.0
    return False, max(0.0, 1.0 - (off - tolerance) / tolerance)


class EquityDrill:
    code = CODE

    def generate(self, seed: int, difficulty: str) -> EquityQuestion:
        lv = level(difficulty)
        rng = random.Random(check_seed(seed))
        size = rng.choice(BOARD_SIZES[lv])
        cards = Deck.shuffled(rng).draw_many(4 + size)
        hole, board = (cards[0], cards[1]), tuple(cards[4:])
        if lv < 2:
            return EquityQuestion(CODE, difficulty, seed, hole, board, (cards[2], cards[3]), None)
        action = rng.choice(RANGE_ACTIONS)
        position = rng.choice(POSITIONS[:-1] if action == "open" else POSITIONS[2:])
        return EquityQuestion(CODE, difficulty, seed, hole, board, None, Line(position, action))

    def solve(self, question: Question) -> EquitySolution:
        if not isinstance(question, EquityQuestion):
            raise wrong_question(CODE, question)
        tolerance = TOLERANCE[level(question.difficulty)]
        if question.opponent is not None:
            exact = equity([list(question.hole), list(question.opponent)], list(question.board),
                           exact=True)[0].equity
            size = 1.0
        elif question.line is not None:
            against = read_line(question.line)
            exact = equity_vs_weights(question.hole, question.board, against)
            size = live_size(against, [*question.hole, *question.board])
        else:
            raise wrong_question(CODE, question)
        return EquitySolution(round(100 * exact), exact, tolerance, size)

    def check(self, question: Question, answer: Answer) -> Verdict:
        solution = self.solve(question)
        given = int_answer(CODE, answer)
        if not 0 <= given <= 100:
            raise bad_answer(CODE, answer)
        correct, score = score_estimate(given, 100 * solution.exact, solution.tolerance)
        return Verdict(correct, score, solution)

"""Put him on a range: a computer player's action sequence; which range fits it?

The range is the one Felt's own reader gives the line (:mod:`engine.teaching.drills.lines`), on the
13 x 13 grid of starting-hand classes. Beginner: a pre-flop line, choose among four ranges
that differ clearly. Intermediate: a line with a flop action on a shown flop, four closer
ranges. Advanced: paint the range on the grid; the score is its overlap with the reader's, as a
share of the best overlap any painting reaches.

Tests: tests/engine/teaching/drills/test_drills.py, tests/engine/teaching/lessons/test_curriculum.py
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core.cards import Deck
from engine.teaching.drills.exercise import Answer
from engine.teaching.drills.exercise import Question
from engine.teaching.drills.exercise import Solution
from engine.teaching.drills.exercise import Verdict
from engine.teaching.drills.exercise import bad_answer
from engine.teaching.drills.exercise import check_seed
from engine.teaching.drills.exercise import int_answer
from engine.teaching.drills.exercise import level
from engine.teaching.drills.exercise import tuple_answer
from engine.teaching.drills.exercise import wrong_question
from engine.teaching.drills.lines import FLOP_ACTIONS
from engine.teaching.drills.lines import POSITIONS
from engine.teaching.drills.lines import PREFLOP_ACTIONS
from engine.teaching.drills.lines import Line
from engine.teaching.drills.lines import read_line
from engine.teaching.drills.lines import valid_line
from engine.teaching.figures.hand_figures import class_grid
from engine.teaching.figures.hand_figures import grid_overlap

CODE = "range"
CHOOSE, PAINT = "choose", "paint"
CHOICES = 4
#: A wrong choice overlaps the right range at most this much (beginner, intermediate).
MAX_DISTRACTOR_OVERLAP = (0.45, 0.65)
#: Lines tried for each wrong choice before the least overlapping one is taken.
TRIES = 20
#: A painted range counts as right from this share of the best overlap a painting can reach
#: (a grid of whole classes cannot match a reader's partly weighted classes exactly).
PAINT_PASS = 0.7

Grid = tuple[float, ...]


@dataclass(frozen=True, slots=True)
class RangeQuestion(Question):
    """:param choices: the ranges to choose from (empty when painting), and their grids."""

    line: Line
    mode: str
    choices: tuple[Line, ...]
    grids: tuple[Grid, ...]


@dataclass(frozen=True, slots=True)
class RangeSolution(Solution):
    """:param truth: the reader's grid; :param overlaps: of each choice with it, or when
    painting: of the best painting, and once checked of the person's painting."""

    truth: Grid
    overlaps: tuple[float, ...]


def _random_line(rng: random.Random, board: tuple[int, ...]) -> Line:
    while True:
        flop = rng.choice(FLOP_ACTIONS[1:]) if board else "none"
        line = Line(rng.choice(POSITIONS), rng.choice(PREFLOP_ACTIONS), flop, board)
        if valid_line(line):
            return line


def best_painting(truth: Grid) -> tuple[int, ...]:
    """The set of whole classes that overlaps ``truth`` most: the most weighted classes,
    as many as maximise the overlap (adding a class helps while its weight is high enough)."""
    order = sorted(range(len(truth)), key=lambda k: -truth[k])
    total = sum(truth)
    best, best_size, inside = -1.0, 0, 0.0
    for size, k in enumerate(order, start=1):
        inside += truth[k]
        overlap = inside / (size + total - inside)
        if overlap > best:
            best, best_size = overlap, size
    return tuple(sorted(order[:best_size]))


def painted_grid(classes: tuple[int, ...]) -> Grid:
    chosen = set(classes)
    return tuple(1.0 if k in chosen else 0.0 for k in range(169))


class RangeDrill:
    code = CODE

    def generate(self, seed: int, difficulty: str) -> RangeQuestion:
        lv = level(difficulty)
        rng = random.Random(check_seed(seed))
        board = tuple(Deck.shuffled(rng).draw_many(3)) if lv > 0 else ()
        line = _random_line(rng, board)
        if lv == 2:
            return RangeQuestion(CODE, difficulty, seed, line, PAINT, (), ())
        truth = class_grid(read_line(line))
        lines = [line]
        grids = [truth]
        for _ in range(CHOICES - 1):
            best: tuple[float, Line, Grid] | None = None
            for _ in range(TRIES):
                other = _random_line(rng, board)
                if other in lines:
                    continue
                grid = class_grid(read_line(other))
                worst = max(grid_overlap(grid, g) for g in grids)
                if best is None or worst < best[0]:
                    best = (worst, other, grid)
                if worst <= MAX_DISTRACTOR_OVERLAP[lv]:
                    break
            assert best is not None
            lines.append(best[1])
            grids.append(best[2])
        order = list(range(CHOICES))
        rng.shuffle(order)
        return RangeQuestion(CODE, difficulty, seed, line, CHOOSE,
                             tuple(lines[i] for i in order), tuple(grids[i] for i in order))

    def solve(self, question: Question) -> RangeSolution:
        if not isinstance(question, RangeQuestion):
            raise wrong_question(CODE, question)
        truth = class_grid(read_line(question.line))
        if question.mode == PAINT:
            ideal = best_painting(truth)
            return RangeSolution(ideal, truth, (grid_overlap(painted_grid(ideal), truth),))
        overlaps = tuple(grid_overlap(g, truth) for g in question.grids)
        return RangeSolution(overlaps.index(max(overlaps)), truth, overlaps)

    def check(self, question: Question, answer: Answer) -> Verdict:
        solution = self.solve(question)
        assert isinstance(question, RangeQuestion)
        if question.mode == PAINT:
            classes = tuple_answer(CODE, answer, 0, 169)
            if any(not 0 <= k < 169 for k in classes):
                raise bad_answer(CODE, answer)
            overlap = grid_overlap(painted_grid(classes), solution.truth)
            score = min(1.0, overlap / solution.overlaps[0]) if solution.overlaps[0] else 0.0
            return Verdict(score >= PAINT_PASS, score, RangeSolution(
                solution.expected, solution.truth, (solution.overlaps[0], overlap)))
        choice = int_answer(CODE, answer)
        if not 0 <= choice < len(question.choices):
            raise bad_answer(CODE, answer)
        correct = choice == solution.expected
        return Verdict(correct, 1.0 if correct else 0.0, solution)

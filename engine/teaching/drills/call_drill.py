"""Call or fold? A computer player raised before the flop, bet the flop and
bets into you again on the turn or river; with your hand,
the board, the pot and the bet, decide. The story is the same every time, so every chip in
the pot is accounted for: you call the raise (:data:`FLOP_POT`), he bets two thirds of the
pot on the flop and you call (:data:`POT`), on a river spot both check the turn, and then he
bets a fraction of the pot (:data:`BET_FRACTIONS`). Afterwards: the pot odds against your
equity (exact, against the range the bots' reader gives that line) and the value of each
choice in chips.

Spots are dealt so that the right choice is clear enough for the level: equity and pot odds
at least 12 points apart for beginners, 5 for intermediate, 1.5 for advanced; hands with
nearly no equity (or nearly all) are dealt again, as there is nothing to decide.

Tests: tests/engine/teaching/drills/test_drills.py,
tests/engine/teaching/lessons/test_curriculum.py, tests/gui/teaching/trainer/test_trainer.py
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
from engine.teaching.drills.exercise import level
from engine.teaching.drills.exercise import wrong_question
from engine.teaching.drills.lines import BET_FRACTION
from engine.teaching.drills.lines import OPEN_TO
from engine.teaching.drills.lines import POSITIONS
from engine.teaching.drills.lines import Line
from engine.teaching.drills.lines import read_line
from engine.teaching.figures.hand_figures import CallValue
from engine.teaching.figures.hand_figures import call_value
from engine.teaching.figures.hand_figures import equity_vs_weights
from engine.teaching.figures.hand_figures import live_size
from engine.teaching.figures.hand_figures import pot_odds

CODE = "call"
CALL, FOLD = "call", "fold"
#: Turn and river spots: exact equity against a range stays fast there.
BOARD_SIZES = ((5,), (4, 5), (4, 5))
#: Least distance between equity and pot odds at each difficulty.
MARGIN = (0.12, 0.05, 0.015)
#: Bet sizes as fractions of the pot, from a quarter to twice the pot.
BET_FRACTIONS = (0.25, 1 / 3, 0.5, 2 / 3, 0.75, 1.0, 1.5, 2.0)
#: The pot on the flop (his raise and your call; the blinds left out, as the range reader
#: leaves them), his flop bet and the pot after your call: the pot before the last bet.
FLOP_POT = 2 * OPEN_TO
FLOP_BET = round(FLOP_POT * BET_FRACTION)
POT = FLOP_POT + 2 * FLOP_BET
#: Hands dealt before the spot with the widest margin is taken anyway.
TRIES = 8
#: Hands with less equity than this (or more than one minus it) leave nothing to decide;
#: they are dealt again while tries last.
NO_DECISION = 0.08


@dataclass(frozen=True, slots=True)
class CallQuestion(Question):
    """:param pot: chips in the middle before the bet (:data:`POT`); :param bet: the bet to
    call."""

    hole: tuple[int, int]
    board: tuple[int, ...]
    line: Line
    pot: int
    bet: int


@dataclass(frozen=True, slots=True)
class CallSolution(Solution):
    value: CallValue
    range_size: float


class CallDrill:
    code = CODE

    def generate(self, seed: int, difficulty: str) -> CallQuestion:
        margin = MARGIN[level(difficulty)]
        rng = random.Random(check_seed(seed))
        size = rng.choice(BOARD_SIZES[level(difficulty)])
        deck = Deck.shuffled(rng)
        board = tuple(deck.draw_many(size))
        line = Line(rng.choice(POSITIONS[:-1]), "open", "bet", board[:3])
        pot = POT
        against = read_line(line)
        best: tuple[float, tuple[int, int], int] | None = None
        fallback: tuple[float, tuple[int, int], int] | None = None
        for _ in range(TRIES):
            a, b = deck.draw_many(2)
            share = equity_vs_weights((a, b), board, against)
            fractions = list(BET_FRACTIONS)
            rng.shuffle(fractions)
            spot: tuple[float, tuple[int, int], int] | None = None
            for fraction in fractions:
                bet = max(1, round(pot * fraction))
                gap = abs(share - pot_odds(pot + bet, bet))
                if spot is None or gap > spot[0]:
                    spot = (gap, (a, b), bet)
                if gap >= margin:
                    break
            assert spot is not None
            if not NO_DECISION <= share <= 1 - NO_DECISION:
                fallback = fallback or spot
                continue
            if best is None or spot[0] > best[0]:
                best = spot
            if best[0] >= margin:
                break
        best = best or fallback
        assert best is not None
        return CallQuestion(CODE, difficulty, seed, best[1], board, line, pot, best[2])

    def solve(self, question: Question) -> CallSolution:
        if not isinstance(question, CallQuestion):
            raise wrong_question(CODE, question)
        against = read_line(question.line)
        share = equity_vs_weights(question.hole, question.board, against)
        value = call_value(question.pot + question.bet, question.bet, share)
        size = live_size(against, [*question.hole, *question.board])
        return CallSolution(CALL if value.call_is_right else FOLD, value, size)

    def check(self, question: Question, answer: Answer) -> Verdict:
        solution = self.solve(question)
        if answer not in (CALL, FOLD):
            raise bad_answer(CODE, answer)
        correct = answer == solution.expected
        return Verdict(correct, 1.0 if correct else 0.0, solution)

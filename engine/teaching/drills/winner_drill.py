"""Which hand wins? Two to four players' hole cards and a river board: pick the winner or,
for a split pot, every player who shares it.

Beginner: two players. Intermediate: three, now and then short deck. Advanced: three or four,
short deck more often, and deals where the best two hands share a category (kicker battles
and splits) are preferred.

Tests: tests/engine/teaching/drills/test_drills.py,
tests/engine/teaching/lessons/test_curriculum.py, tests/gui/teaching/trainer/test_trainer.py
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core.cards import Deck
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

CODE = "winner"
#: Players at each difficulty (advanced picks from the pair).
PLAYERS = ((2,), (3,), (3, 4))
#: Chance of a short-deck deal at each difficulty.
SHORT_DECK_CHANCE = (0.0, 0.25, 0.35)
#: Advanced redeals up to this many times to find two top hands of the same category.
CLOSE_TRIES = 12


@dataclass(frozen=True, slots=True)
class WinnerQuestion(Question):
    holes: tuple[tuple[int, int], ...]
    board: tuple[int, ...]
    short_deck: bool


@dataclass(frozen=True, slots=True)
class WinnerSolution(Solution):
    """:param values: each player's best hand; :param winners: who wins (several: a split)."""

    values: tuple[HandValue, ...]
    winners: tuple[int, ...]


def _deal(rng: random.Random, players: int, short_deck: bool) -> tuple[
        tuple[tuple[int, int], ...], tuple[int, ...]]:
    deck = Deck.shuffled(rng, short_deck)
    cards = deck.draw_many(2 * players + 5)
    holes = tuple((cards[2 * i], cards[2 * i + 1]) for i in range(players))
    return holes, tuple(cards[2 * players:])


def _close(holes: tuple[tuple[int, int], ...], board: tuple[int, ...], short_deck: bool) -> bool:
    values = sorted((evaluate([*h, *board], short_deck) for h in holes),
                    key=lambda v: v.strength, reverse=True)
    return values[0].category == values[1].category


class WinnerDrill:
    code = CODE

    def generate(self, seed: int, difficulty: str) -> WinnerQuestion:
        lv = level(difficulty)
        rng = random.Random(check_seed(seed))
        players = rng.choice(PLAYERS[lv])
        short_deck = rng.random() < SHORT_DECK_CHANCE[lv]
        holes, board = _deal(rng, players, short_deck)
        if lv == 2:
            for _ in range(CLOSE_TRIES):
                if _close(holes, board, short_deck):
                    break
                holes, board = _deal(rng, players, short_deck)
        return WinnerQuestion(CODE, difficulty, seed, holes, board, short_deck)

    def solve(self, question: Question) -> WinnerSolution:
        if not isinstance(question, WinnerQuestion):
            raise wrong_question(CODE, question)
        values = tuple(evaluate([*h, *question.board], question.short_deck)
                       for h in question.holes)
        best = max(v.strength for v in values)
        winners = tuple(i for i, v in enumerate(values) if v.strength == best)
        return WinnerSolution(winners, values, winners)

    def check(self, question: Question, answer: Answer) -> Verdict:
        solution = self.solve(question)
        assert isinstance(question, WinnerQuestion)
        chosen = tuple_answer(CODE, answer, 1, len(question.holes))
        if any(not 0 <= i < len(question.holes) for i in chosen) or len(set(chosen)) != len(
                chosen):
            raise bad_answer(CODE, answer)
        correct = set(chosen) == set(solution.winners)
        return Verdict(correct, 1.0 if correct else 0.0, solution)

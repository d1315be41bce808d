"""Heads-up rivers and turns are graded against the equilibrium of their spot: folding the nuts
to a bet costs what calling or raising wins, an action the equilibrium mixes costs nothing, a
kept solve is used instead of solving again, and a pot of three is the expert's to grade."""

from __future__ import annotations

import dataclasses

import pytest

from engine.core.cards import Deck
from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.events import Street
from engine.rules.hand import HandState
from engine.storage.solver_cache import spot_key
from engine.teaching.coach.review import Reason
from engine.teaching.coach.solver_spot import SolverAnswer
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.drills.solver_drill import MIN_FREQUENCY
from engine.teaching.grading import solver_grade
from engine.teaching.grading.grader import DecisionGrade
from engine.teaching.grading.grader import grade_hand
from engine.teaching.grading.solver_grade import Judge
from tests.engine.teaching.grading.test_grader import LINE
from tests.engine.teaching.grading.test_grader import _start
from tests.helpers.hands import stack_deck


class Kept:
    """Solves kept in a list by the saved games' key; ``mixed`` rewrites a recalled
    answer (to make the equilibrium mix the chosen action)."""

    def __init__(self) -> None:
        self.answers: list[tuple[SolverAnswer, float]] = []
        self.asked = 0

    def recall(self, question: SolverQuestion, target: float) -> SolverAnswer | None:
        self.asked += 1
        key = spot_key(question, target)
        for answer, aim in self.answers:
            if spot_key(answer.question, aim) == key:
                return self.mixed(answer)
        return None

    def keep(self, answer: SolverAnswer, target: float) -> None:
        self.answers.append((answer, target))

    def mixed(self, answer: SolverAnswer) -> SolverAnswer:
        return answer


@pytest.fixture(scope="module")
def folded() -> tuple[tuple[DecisionGrade, ...], Kept]:
    """The button folds a royal flush to a river bet of a third of the pot, graded once."""
    kept = Kept()
    return grade_hand(_start(), LINE, 1, seed=3, solved=kept), kept


def test_folding_the_nuts_to_a_river_bet_costs_what_the_equilibrium_wins_with_them(
        folded: tuple[tuple[DecisionGrade, ...], Kept]) -> None:
    grades, _ = folded
    river = grades[-1]
    assert river.street == Street.RIVER and river.judge == Judge.SOLVER
    line = river.solver
    assert line is not None and line.labels[line.chosen] == "fold"
    assert line.mix[line.chosen] < MIN_FREQUENCY
    # calling wins the 30 in the pot and the bet of 10 at least: 4 big blinds over folding,
    # and the equilibrium raises: more
    assert river.cost_bb >= 4.0 and river.reason == Reason.SOLVER_RARE
    assert dict(river.values)["fold"] == 0.0
    assert river.best_ev == pytest.approx(max(v for v in line.values_bb))
    # the turn, checked through, was graded one street deep
    assert grades[-2].judge == Judge.STREET_SOLVER
    # before the turn the expert grades
    assert {g.judge for g in grades[:-2]} == {Judge.EXPERT}


def test_a_kept_solve_grades_again_without_solving_and_a_mixed_action_costs_nothing(
        folded: tuple[tuple[DecisionGrade, ...], Kept], monkeypatch: pytest.MonkeyPatch) -> None:
    grades, kept = folded
    assert len(kept.answers) == 2  # the turn's and the river's

    def no_solve(*_: object) -> SolverAnswer:
        raise AssertionError("solved again")

    monkeypatch.setattr(solver_grade, "_solve", no_solve)
    again = grade_hand(_start(), LINE, 1, seed=3, solved=kept)
    assert again == grades

    class Mixing(Kept):
        def mixed(self, answer: SolverAnswer) -> SolverAnswer:
            # the equilibrium folds this hand a fifth of the time: then folding costs nothing
            if "fold" not in answer.labels:
                return answer
            mix = [0.8 * m for m in answer.mix]
            mix[answer.labels.index("fold")] = 0.2
            return dataclasses.replace(answer, mix=tuple(mix))

    mixing = Mixing()
    mixing.answers = kept.answers
    river = grade_hand(_start(), LINE, 1, seed=3, solved=mixing)[-1]
    assert river.judge == Judge.SOLVER and river.cost_bb == 0.0
    assert river.reason == Reason.SOLVER_MIXES and river.solver is not None
    assert river.solver.mix[river.solver.chosen] == pytest.approx(0.2)


def test_a_pot_three_players_contest_on_the_river_is_the_experts_to_grade() -> None:
    seats = [0, 1, 2]
    deck = Deck.stacked(stack_deck(seats, {0: "7h7d", 1: "JsTs", 2: "9c8c"}, "AsKsQs2d3c"))
    state = HandState(HandConfig(small_blind=5, big_blind=10), [1000] * 3, seats, deck)
    # everyone calls or checks to the river, where the first bets 10 and both others call
    line = (Action.call(), Action.call(), Action.check(), *(Action.check(),) * 6,
            Action.bet_or_raise(10), Action.call(), Action.call())
    kept = Kept()
    grades = grade_hand(state, line, 0, seed=1, solved=kept)
    river = [g for g in grades if g.street == Street.RIVER]
    assert river and all(g.judge == Judge.EXPERT and g.solver is None for g in river)
    assert kept.asked == 0 and not kept.answers

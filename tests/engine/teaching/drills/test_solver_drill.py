"""The "play it like a solver" drill: dealt river spots, and choices graded against the
equilibrium of the spot."""

from __future__ import annotations

import pytest

from engine.core.cards import parse_cards
from engine.evaluation.ranges import parse_range
from engine.solver.hand_set import combo_index
from engine.solver.solve import Spot
from engine.solver.solve import range_weights
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.coach.solver_spot import answer
from engine.teaching.drills.solver_drill import LINES
from engine.teaching.drills.solver_drill import check_solver
from engine.teaching.drills.solver_drill import dealt_question


def test_a_seed_deals_the_same_river_decision_with_a_hand_from_the_persons_range() -> None:
    dealt = dealt_question(11)
    first, again = dealt.question, dealt_question(11).question
    assert dealt.line in {code for code, _, _ in LINES}
    assert first.hole == again.hole and first.spot.board == again.spot.board
    assert first.line == again.line
    assert len(first.spot.board) == 5
    weights = first.spot.ranges[first.person]
    assert weights[combo_index(*first.hole)] > 0
    assert {dealt_question(s).question.spot.board for s in range(6)} != {first.spot.board}


def facing_all_in() -> SolverQuestion:
    """The nuts facing an all-in: folding gives up the pot and more."""
    board = tuple(parse_cards("Ks7d2c9h4s"))
    spot = Spot(board, pot=20, stack=40,
                ranges=(range_weights(parse_range("AA, 86o")), range_weights(parse_range("KK"))))
    hole = tuple(parse_cards("KhKc"))
    return SolverQuestion(spot, ("all-in 40",), (hole[0], hole[1]), 1, True, 2)


def test_folding_the_nuts_to_an_all_in_costs_and_calling_is_what_the_equilibrium_does() -> None:
    solved = answer(facing_all_in(), target=1.0, max_seconds=20)
    assert solved.labels == ("fold", "call")
    called = check_solver(solved, "call")
    assert called.correct and called.frequency > 0.99 and called.cost_bb == 0
    assert called.usual == "call"
    folded = check_solver(solved, "fold")
    assert not folded.correct and folded.frequency < 0.01
    assert folded.cost_bb > 10  # the pot of 10 bb and more
    assert folded.score < 1
    with pytest.raises(ValueError):
        check_solver(solved, "raise 99")

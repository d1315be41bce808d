"""The coach's solve in steps, as the worker process runs it."""

from __future__ import annotations

import pytest

from engine.core.cards import parse_cards
from engine.evaluation.ranges import parse_range
from engine.solver.solve import Spot
from engine.solver.solve import range_weights
from engine.teaching.coach import solver_job
from engine.teaching.coach.solver_spot import SolverQuestion


def test_a_solve_advances_in_steps_and_concludes_once() -> None:
    ranges = (range_weights(parse_range("AA,KK,QQ,72o")), range_weights(parse_range("QQ-TT")))
    spot = Spot(tuple(parse_cards("Ks7d2c9h4s")), pot=100, stack=100, ranges=ranges)
    question = SolverQuestion(spot, (), tuple(parse_cards("AhAd")), 0, True, 2)  # type: ignore[arg-type]
    solver_job.begin(7, question)
    first, rough = solver_job.advance(7, target=0.0, seconds=0.05)
    second, finer = solver_job.advance(7, target=0.0, seconds=0.3)
    assert 0 < first < second and finer < rough
    answer = solver_job.conclude(7, stopped=True)
    assert answer.stopped and answer.iterations == second
    assert sum(answer.mix) == pytest.approx(1.0, abs=1e-4)
    with pytest.raises(KeyError):
        solver_job.advance(7, target=0.0)

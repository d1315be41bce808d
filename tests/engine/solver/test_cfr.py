"""The solver against games whose answers are known on paper, and its bookkeeping.

The clairvoyance game: the bettor holds the nuts or air, the caller a hand that beats only the
air; with a pot-sized bet the bettor bluffs one hand for every two value hands and the caller
calls half the time. The [0,1] half-street game (Chen and Ankenman): the first player checks,
the second bets the pot with its best 2/9 and its worst 1/9 of hands, and the first calls
with 4/9 of its hands.
"""

from __future__ import annotations

import numpy as np
import pytest

from engine.solver.cfr import Game
from engine.solver.hand_set import abstract_hands
from engine.solver.tree import BetMenu
from engine.solver.tree import Node
from engine.solver.tree import TreeSpec
from engine.solver.tree import build_tree

#: The first player only checks; the second bets the pot or checks; no raises.
HALF_STREET = BetMenu(bets=(1.0,), raises=(), all_in=False, first_bets=())


def _solve(game: Game, iterations: int) -> Game:
    for _ in range(iterations):
        game.iterate()
    return game


def _after_check(game: Game) -> tuple[Node, Node]:
    """The second player's decision after the check, and the first's facing the bet."""
    second = game.tree.root.children[0]
    labels = [a.label for a in second.actions]
    return second, second.children[labels.index("all-in 100")]


def test_clairvoyance_game_bluffs_one_in_three_and_calls_half() -> None:
    hands = abstract_hands([0, 1, 2])  # air, the bluff-catcher, the nuts
    game = Game(build_tree(TreeSpec(pot=100, stack=100, streets=1, menu=HALF_STREET)), hands,
                (np.array([0.0, 1.0, 0.0]), np.array([1.0, 0.0, 1.0])))
    _solve(game, 3000)
    second, facing = _after_check(game)
    bet = [a.label for a in second.actions].index("all-in 100")
    bets = game.average(second)[bet, 0]
    assert bets[2] == pytest.approx(1.0, abs=0.01)   # the nuts always bet
    assert bets[0] == pytest.approx(0.5, abs=0.01)   # air bluffs half: 1 bluff per 2 value
    call = [a.label for a in facing.actions].index("call")
    assert game.average(facing)[call, 0, 1] == pytest.approx(0.5, abs=0.01)
    assert 100 * game.exploitability() / 100 < 0.1


def test_zero_one_game_matches_the_analytic_thresholds() -> None:
    n = 900
    hands = abstract_hands(np.arange(n))  # hand i beats every hand below i
    uniform = np.ones(n)
    game = Game(build_tree(TreeSpec(pot=100, stack=100, streets=1, menu=HALF_STREET)), hands,
                (uniform, uniform))
    _solve(game, 2000)
    second, facing = _after_check(game)
    bet = [a.label for a in second.actions].index("all-in 100")
    bets = game.average(second)[bet, 0]
    # Strength from the top: the best 2/9 bet for value, the worst 1/9 bluff, none between.
    best_first = bets[::-1]
    assert best_first[: n * 2 // 9 - 5].mean() == pytest.approx(1.0, abs=0.01)
    assert best_first[n * 2 // 9 + 5: n * 8 // 9 - 5].mean() == pytest.approx(0.0, abs=0.01)
    assert best_first[n * 8 // 9 + 5:].mean() == pytest.approx(1.0, abs=0.01)
    assert bets.mean() == pytest.approx(1 / 3, abs=0.01)
    call = [a.label for a in facing.actions].index("call")
    assert game.average(facing)[call, 0].mean() == pytest.approx(4 / 9, abs=0.01)


def test_exploitability_falls_towards_zero_on_random_spots() -> None:
    rng = np.random.default_rng(7)
    for _ in range(2):
        n = 40
        hands = abstract_hands(rng.integers(0, 40, n))
        game = Game(build_tree(TreeSpec(pot=100, stack=150, streets=1, big_blind=2)), hands,
                    (rng.random(n), rng.random(n)))
        seen = []
        for iterations in (10, 60, 400):
            _solve(game, iterations - game.iterations)
            seen.append(game.exploitability())
        assert seen[0] > seen[1] > seen[2] >= -1e-6
        assert seen[2] < 0.002 * 100  # 0.2 % of the pot


def test_every_end_of_the_tree_shares_out_exactly_the_chips_in_play() -> None:
    """Zero-sum and chip conservation: at each fold and showdown the two players' winnings
    add up to the starting pot, and nobody has put in more than the stack."""
    n = 5
    hands = abstract_hands([0, 1, 1, 2, 3])
    tree = build_tree(TreeSpec(pot=90, stack=250, streets=1, big_blind=2))
    game = Game(tree, hands, (np.ones(n), np.ones(n)))
    ends: list[Node] = []
    stack = [tree.root]
    while stack:
        node = stack.pop()
        if node.kind in ("fold", "showdown"):
            ends.append(node)
        stack.extend(node.children)
    assert len(ends) > 10
    for node in ends:
        assert max(node.spent) <= 250
        if node.kind == "showdown":
            assert node.spent[0] == node.spent[1]
        for mine in range(n):
            for theirs in range(n):
                if mine == theirs:
                    continue
                one_hot = np.zeros((1, n), dtype=np.float32)
                one_hot[0, theirs] = 1.0
                other = np.zeros((1, n), dtype=np.float32)
                other[0, mine] = 1.0
                first = game.terminal(node, 0, one_hot)[0, mine]
                second = game.terminal(node, 1, other)[0, theirs]
                assert first + second == pytest.approx(90.0)

"""A player read as folding too often: the solve bluffs into the folds, and only there.

The clairvoyance game (see test_cfr.py) with the bluff-catcher read as folding 70 % of the
time to the pot-sized bet (the price is 50 %): every air hand bets, and the best response to
the locked caller gains nothing more. Read at the price, nothing is locked and the
equilibrium stands."""

from __future__ import annotations

import numpy as np
import pytest

from engine.core.cards import parse_cards
from engine.evaluation.ranges import parse_range
from engine.solver.cfr import Game
from engine.solver.fold_locks import LOCK_MARGIN
from engine.solver.fold_locks import fold_locks
from engine.solver.hand_set import abstract_hands
from engine.solver.solve import Solver
from engine.solver.solve import Spot
from engine.solver.solve import range_weights
from engine.solver.tree import BetMenu
from engine.solver.tree import TreeSpec
from engine.solver.tree import build_tree

HALF_STREET = BetMenu(bets=(1.0,), raises=(), all_in=False, first_bets=())


def clairvoyance(fold_read: float) -> Game:
    hands = abstract_hands([0, 1, 2])  # air, the bluff-catcher, the nuts
    tree = build_tree(TreeSpec(pot=100, stack=100, streets=1, menu=HALF_STREET))
    game = Game(tree, hands, (np.array([0.0, 1.0, 0.0]), np.array([1.0, 0.0, 1.0])))
    game.locks = fold_locks(tree, 0, fold_read, fold_read, np.array([0, 1, 2]))
    game.measured = 1 if game.locks else None
    for _ in range(2000):
        game.iterate()
    return game


def bluffs_and_calls(game: Game) -> tuple[float, float]:
    second = game.tree.root.children[0]
    bet = [a.label for a in second.actions].index("all-in 100")
    facing = second.children[bet]
    call = [a.label for a in facing.actions].index("call")
    played = game.played(facing, game.ranges[0], game.average(facing))
    return float(game.average(second)[bet, 0, 0]), float(played[call, 0, 1])


def test_a_caller_read_as_folding_more_than_the_price_is_bluffed_with_every_air_hand() -> None:
    game = clairvoyance(0.7)
    assert len(game.locks) == 1
    bluffs, calls = bluffs_and_calls(game)
    assert bluffs == pytest.approx(1.0, abs=0.01)
    assert calls == pytest.approx(0.3, abs=1e-6)
    assert game.exploitability() < 0.1  # the bettor's gap against the locked caller


def test_a_caller_read_at_the_price_is_not_locked_and_the_equilibrium_stands() -> None:
    game = clairvoyance(0.5 + LOCK_MARGIN * 0.9)
    assert game.locks == {}
    bluffs, calls = bluffs_and_calls(game)
    assert bluffs == pytest.approx(0.5, abs=0.01)
    assert calls == pytest.approx(0.5, abs=0.01)


def test_a_river_solve_bets_more_into_a_player_read_as_folding_often() -> None:
    board = tuple(parse_cards("Kd7h2c9s4s"))
    ranges = (range_weights(parse_range("22+,A2s+,K9o+,QTs+,JTs,T9s,98s")),
              range_weights(parse_range("22+,A9+,KT+,QJ")))
    menu = BetMenu(bets=(0.5,), raises=(), all_in=False)

    def bets(fold_read: tuple[int, float, float] | None) -> float:
        solver = Solver(Spot(board, pot=100, stack=200, ranges=ranges, menu=menu,
                             fold_read=fold_read))
        solver.run(0.3, 30.0, max_iterations=600)
        labels, strategy = solver.solution().strategy(())
        weights = ranges[0] * (strategy.sum(axis=0) > 0)
        return float((strategy[labels.index("bet 50")] * weights).sum() / weights.sum())

    plain, into_folds = bets(None), bets((1, 0.75, 0.75))
    assert into_folds > plain + 0.2

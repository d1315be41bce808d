"""Discounted CFR over whole ranges: every hand of both players in one pass of the tree.

Counterfactual regret minimisation walks the betting tree once per player and iteration
(alternating updates). At the traverser's decisions it plays its current strategy (regret
matching on its positive regrets), measures what each action would have earned for each hand,
and adds the difference to the regrets; at the opponent's decisions it splits the opponent's
reach by the opponent's strategy. What converges to an equilibrium is the *average* strategy,
weighted by how often the traverser reaches the decision.

Discounting (Brown and Sandholm's DCFR, alpha 1.5, beta 0, gamma 2) shrinks early positive
regrets, forgets negative ones and weights late strategies more: several times fewer
iterations than plain CFR for the same exploitability. Everything is a NumPy array over the
hands, of shape ``boards x hands``: one board on the river, one per river card under a turn
chance node, so a turn solve plays all 48 rivers in the same operations.

Values are chips won from the start of the subgame: a hand that takes the pot wins the pot
that was there plus what the opponent put in since; one that loses or folds loses what it put
in. The sum of the two players' values is the starting pot at every end of the tree.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from engine.solver.fold_locks import FoldLock
from engine.solver.hand_set import HandSet
from engine.solver.showdown import Sweep
from engine.solver.tree import Node
from engine.solver.tree import Tree

F64 = npt.NDArray[np.floating[Any]]

#: The solver's numbers: single precision halves the memory each pass reads, and the values
#: it sums (at most a few thousand hands of reach times chips) keep six good digits.
REAL = np.float32

__all__ = ["Game", "Tables"]

_Walk = Callable[[Node, int, "F64", "F64"], "F64"]

#: DCFR's discount exponents: positive regrets, negative regrets, the average strategy.
ALPHA, BETA, GAMMA = 1.5, 0.0, 2.0


@dataclass
class Tables:
    """Per action node: regrets and the weighted strategy sum, ``actions x boards x hands``."""

    regret: list[F64]
    strategy_sum: list[F64]


class Game:
    """A tree, the two players' hands and starting ranges, and the solver's tables."""

    def __init__(self, tree: Tree, hands: HandSet, ranges: tuple[F64, F64]) -> None:
        self.tree = tree
        self.hands = hands
        self.sweep = Sweep(hands)
        self.pot = float(tree.spec.pot)
        n = hands.size
        self.ranges = (np.asarray(ranges[0], dtype=REAL).reshape(1, n),
                       np.asarray(ranges[1], dtype=REAL).reshape(1, n))
        #: ``(boards, n)``: 1 where a hand is possible on that river, for the chance node.
        self.river_mask = hands.possible.astype(REAL)
        self.chance_weight = 1.0 / hands.remaining
        self.streets = tree.spec.streets
        self.tables = Tables(
            [np.zeros((len(node.actions), self._boards(node), n), dtype=REAL)
             for node in tree.action_nodes],
            [np.zeros((len(node.actions), self._boards(node), n), dtype=REAL)
             for node in tree.action_nodes])
        self.iterations = 0
        #: Points where a player's folds are fixed (:mod:`engine.solver.fold_locks`), by
        #: action node index, and the player whose gap :meth:`exploitability` then measures.
        self.locks: dict[int, FoldLock] = {}
        self.measured: int | None = None

    def _boards(self, node: Node) -> int:
        """1 for nodes before the river card, every river for nodes after it."""
        return self.hands.boards if node.street == self.streets - 1 else 1

    # -- strategies ---------------------------------------------------------------------------

    def current(self, node: Node) -> F64:
        regret = self.tables.regret[node.index]
        positive = np.maximum(regret, 0.0)
        total = positive.sum(axis=0)
        uniform = 1.0 / len(node.actions)
        with np.errstate(invalid="ignore", divide="ignore"):
            result: F64 = np.where(total > 0, positive / total, uniform)
        return result

    def average(self, node: Node) -> F64:
        """The average strategy (what converges), uniform where a hand never came."""
        sums = self.tables.strategy_sum[node.index]
        total = sums.sum(axis=0)
        uniform = 1.0 / len(node.actions)
        with np.errstate(invalid="ignore", divide="ignore"):
            result: F64 = np.where(total > 0, sums / total, uniform)
        return result

    def played(self, node: Node, reach: F64, base: F64) -> F64:
        """The strategy played at ``node``: ``base``, or its lock for the actor's ``reach``."""
        lock = self.locks.get(node.index)
        return base if lock is None else lock.strategy(base, reach)

    # -- one iteration ------------------------------------------------------------------------

    def iterate(self) -> None:
        """One DCFR iteration: an update of player 0, then of player 1."""
        self.iterations += 1
        done = self.iterations - 1  # what is kept of the iterations before this one
        self._positive = done ** ALPHA / (done ** ALPHA + 1.0)
        self._negative = done ** BETA / (done ** BETA + 1.0) if done else 0.0
        self._weight = (done / (done + 1.0)) ** GAMMA
        for player in (0, 1):
            self._update(self.tree.root, player, self.ranges[player], self.ranges[1 - player])

    def _update(self, node: Node, player: int, mine: F64, theirs: F64) -> F64:
        kind = node.kind
        if kind == "fold" or kind == "showdown":
            return self.terminal(node, player, theirs)
        if kind == "chance":
            return self._chance(node, player, mine, theirs, self._update)
        strategy = self.played(node, theirs if node.player != player else mine,
                                self.current(node))
        if node.player != player:
            total: F64 | None = None
            for a, child in enumerate(node.children):
                part = self._update(child, player, mine, theirs * strategy[a])
                total = part if total is None else total + part
            assert total is not None
            return total
        values = [self._update(child, player, mine * strategy[a], theirs)
                  for a, child in enumerate(node.children)]
        stacked = np.stack(values)
        value: F64 = (strategy * stacked).sum(axis=0)
        regret = self.tables.regret[node.index]
        regret *= np.where(regret > 0, REAL(self._positive), REAL(self._negative))
        regret += stacked - value
        sums = self.tables.strategy_sum[node.index]
        sums *= REAL(self._weight)
        sums += mine * strategy
        return value

    def _chance(self, node: Node, player: int, mine: F64, theirs: F64,
                walk: _Walk) -> F64:
        mask = self.river_mask
        child = walk(node.children[0], player, mine * mask, theirs * mask)
        result: F64 = (child * mask).sum(axis=0, keepdims=True) * REAL(self.chance_weight)
        return result

    # -- ends of the tree ---------------------------------------------------------------------

    def terminal(self, node: Node, player: int, theirs: F64) -> F64:
        """The counterfactual values of ``player``'s hands at a fold or a showdown."""
        spent = node.spent
        if node.kind == "fold":
            folder = node.player
            gain = -spent[player] if folder == player else self.pot + spent[folder]
            result: F64 = REAL(gain) * self.sweep.compatible(theirs)
            return result
        win, tie, total = self.sweep.masses(theirs)
        put_in = spent[player]
        value: F64 = REAL(self.pot + 2 * put_in) * win + REAL(0.5 * self.pot + put_in) * tie \
            - REAL(put_in) * total
        return value

    # -- evaluation ---------------------------------------------------------------------------

    def best_response_value(self, player: int) -> float:
        """What ``player`` wins on average, in chips, with the best reply to the other's
        average strategy."""
        values = self._best(self.tree.root, player, self.ranges[player], self.ranges[1 - player])
        return self._expected(player, values)

    def value(self, player: int) -> float:
        """What ``player`` wins on average when both play their average strategies."""
        values = self._average_walk(self.tree.root, player, self.ranges[player],
                                    self.ranges[1 - player])
        return self._expected(player, values)

    def _expected(self, player: int, values: F64) -> float:
        mine = self.ranges[player]
        meetings = float((mine * self.sweep.compatible(self.ranges[1 - player])).sum())
        return float((mine.astype(np.float64) * values).sum()) / meetings

    def exploitability(self) -> float:
        """Half of what two best responses gain together, in chips (0 at an equilibrium);
        with locks, what a best response of the :attr:`measured` player gains over its
        strategy against the locked one."""
        if self.measured is not None:
            return self.best_response_value(self.measured) - self.value(self.measured)
        return (self.best_response_value(0) + self.best_response_value(1) - self.pot) / 2.0

    def _best(self, node: Node, player: int, mine: F64, theirs: F64) -> F64:
        kind = node.kind
        if kind == "fold" or kind == "showdown":
            return self.terminal(node, player, theirs)
        if kind == "chance":
            return self._chance(node, player, mine, theirs, self._best)
        if node.player != player:
            strategy = self.played(node, theirs, self.average(node))
            value: F64 | None = None
            for a, child in enumerate(node.children):
                part = self._best(child, player, mine, theirs * strategy[a])
                value = part if value is None else value + part
            assert value is not None
            return value
        values = [self._best(child, player, mine, theirs) for child in node.children]
        best: F64 = np.max(np.stack(values), axis=0)
        return best

    def action_values(self, line: list[int]) -> tuple[Node, F64, F64]:
        """At the point reached by ``line`` (the index of each action taken, -1 where the
        river comes): the node, each action's counterfactual value for the player to act
        (``actions x boards x hands``, both playing their average strategies from there), and
        the opponent's reach each hand meets there (``boards x hands``; a value divided by it
        is the chips the action wins on average with that hand)."""
        node = self.tree.root
        reach = [self.ranges[0], self.ranges[1]]
        for step in line:
            if node.kind == "chance":
                reach = [r * self.river_mask for r in reach]
                node = node.children[0]
                continue
            strategy = self.average(node)
            reach[node.player] = reach[node.player] * strategy[step]
            node = node.children[step]
        if node.kind == "chance":
            raise ValueError("a river card must be named here")
        player = node.player
        strategy = self.average(node)
        values = np.stack([self._average_walk(child, player, reach[player] * strategy[a],
                                              reach[1 - player])
                           for a, child in enumerate(node.children)])
        meets: F64 = self.sweep.compatible(reach[1 - player])
        return node, values, meets

    def _average_walk(self, node: Node, player: int, mine: F64, theirs: F64) -> F64:
        kind = node.kind
        if kind == "fold" or kind == "showdown":
            return self.terminal(node, player, theirs)
        if kind == "chance":
            return self._chance(node, player, mine, theirs, self._average_walk)
        strategy = self.played(node, theirs if node.player != player else mine,
                                self.average(node))
        if node.player != player:
            value: F64 | None = None
            for a, child in enumerate(node.children):
                part = self._average_walk(child, player, mine, theirs * strategy[a])
                value = part if value is None else value + part
            assert value is not None
            return value
        values = np.stack([self._average_walk(child, player, mine * strategy[a], theirs)
                           for a, child in enumerate(node.children)])
        result: F64 = (strategy * values).sum(axis=0)
        return result



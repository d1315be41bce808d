"""Solve a heads-up turn or river spot: the public face of :mod:`engine.solver`.

A :class:`Spot` is what a student sees at the table: the board, the pot, the effective stack,
each player's range (weights over the 1,326 combinations; player 0 acts first), the blinds'
size and the betting. :func:`solve` runs discounted CFR until the strategies are exploitable
by less than ``target`` percent of the pot, or a time or iteration limit comes, or the caller
says stop; the :class:`Solution` answers what the equilibrium does at any point of the tree
with any hand, and what each action is worth.

>>> import numpy as np
>>> from engine.core.cards import parse_cards
>>> from engine.evaluation.ranges import parse_range
>>> spot = Spot(tuple(parse_cards("Ks7d2c9h4s")), pot=100, stack=100,
...             ranges=(range_weights(parse_range("AA,KK,72o")), range_weights(parse_range("QQ"))))
>>> solution = solve(spot, target=0.5, max_seconds=20)
>>> solution.exploitability_pct < 0.5
True
>>> mix = solution.mix((), "AhAd")        # the first player's choice with aces
>>> round(sum(mix.values()), 6)
1.0
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field

import numpy as np
import numpy.typing as npt

from engine.core.cards import Card
from engine.core.cards import parse_cards
from engine.core.errors import ConfigError
from engine.evaluation.ranges import Range
from engine.rules.config import Betting
from engine.solver.cfr import Game
from engine.solver.equity_leaves import EquityGame
from engine.solver.equity_leaves import board_hands
from engine.solver.equity_leaves import equity_matrix
from engine.solver.fold_locks import fold_locks
from engine.solver.hand_set import COMBOS
from engine.solver.hand_set import HandSet
from engine.solver.hand_set import combo_index
from engine.solver.hand_set import hold_em_hands
from engine.solver.tree import LATER_STREET_MENU
from engine.solver.tree import BetMenu
from engine.solver.tree import Node
from engine.solver.tree import TreeSpec
from engine.solver.tree import build_tree

F64 = npt.NDArray[np.float64]

__all__ = ["Solution", "Solver", "Spot", "range_weights", "solve"]

#: How often (in iterations) the exploitability is measured: each measurement costs about as
#: much as an iteration.
CHECK_EVERY = 10
#: A combination weighted below this share of a range's largest weight is left out.
NEGLIGIBLE_WEIGHT = 1e-4
#: The default aim, in percent of the pot.
DEFAULT_TARGET = 0.3


def range_weights(hand_range: Range) -> F64:
    """A range as 1,326 weights in the solver's combination order."""
    weights = np.zeros(len(COMBOS))
    for (a, b), weight in hand_range:
        weights[combo_index(a, b)] = weight
    return weights


@dataclass(frozen=True)
class Spot:
    """A heads-up spot at the start of the turn (four board cards) or the river (five); with
    ``one_street`` also the flop (three), solved to the street's end only and valued there by
    equity (:mod:`engine.solver.equity_leaves`)."""

    board: tuple[Card, ...]
    pot: int
    stack: int
    ranges: tuple[F64, F64]
    big_blind: int = 2
    betting: Betting = Betting.NO_LIMIT
    menu: BetMenu = field(default_factory=BetMenu)
    later: BetMenu = LATER_STREET_MENU
    one_street: bool = False
    #: ``(player, to a bet, to a raise)``: that player folds as often as read wherever it
    #: exceeds the price (:mod:`engine.solver.fold_locks`); the other's gap is measured.
    #: Single-board solves only (a river, or a street solved one deep): a turn solved over
    #: every river ignores it.
    fold_read: tuple[int, float, float] | None = None

    def __post_init__(self) -> None:
        sizes = (3, 4, 5) if self.one_street else (4, 5)
        if len(self.board) not in sizes or len(set(self.board)) != len(self.board):
            raise ConfigError("bad_solver_spot", "a flop, turn or river board of different "
                              "cards" if self.one_street else "a turn or river board of "
                              "different cards", board=len(self.board))
        for weights in self.ranges:
            if np.shape(weights) != (len(COMBOS),) or np.any(np.asarray(weights) < 0):
                raise ConfigError("bad_solver_spot", "a range is 1,326 weights of 0 or more")

    @property
    def streets(self) -> int:
        return 1 if self.one_street else 6 - len(self.board)

    def tree_spec(self) -> TreeSpec:
        return TreeSpec(self.pot, self.stack, self.streets, self.big_blind, self.betting,
                        self.menu, self.later)


@dataclass
class Solution:
    """The solved spot: average strategies of both players in ``game``."""

    spot: Spot
    game: Game
    hands: HandSet
    rivers: npt.NDArray[np.int64]
    exploitability_pct: float
    iterations: int
    seconds: float
    stopped: bool = False

    def node(self, history: tuple[str, ...]) -> Node:
        """The point reached by action labels (``"check"``, ``"bet 33"``, …); on a turn spot
        the river card is named by itself (``"7c"``) where the turn's action ends."""
        return self.game.tree.find(tuple("river" if _is_card(x) else x for x in history))

    def _board_row(self, history: tuple[str, ...]) -> int:
        cards = [x for x in history if _is_card(x)]
        if not cards:
            return 0
        river = parse_cards(cards[0])[0]
        rows = np.flatnonzero(self.rivers == river)
        if not len(rows):
            raise ConfigError("solver_no_such_line", "that river card is on the board or "
                              "is not a card", card=cards[0])
        return int(rows[0])

    def _hand(self, hand: str) -> int:
        a, b = parse_cards(hand)
        index = combo_index(a, b)
        assert self.hands.combos is not None
        found = np.flatnonzero(self.hands.combos == index)
        if not len(found):
            raise ConfigError("solver_no_such_hand", "that hand shares a card with the board",
                              hand=hand)
        return int(found[0])

    def strategy(self, history: tuple[str, ...]) -> tuple[list[str], F64]:
        """The action labels at a point and the average strategy there, ``actions x 1,326``
        (zero for combinations the board makes impossible)."""
        node = self.node(history)
        if node.kind != "action":
            raise ConfigError("solver_no_such_line", "nobody acts there", kind=node.kind)
        average = self.game.average(node)
        row = self._board_row(history) if average.shape[1] > 1 else 0
        full = np.zeros((len(node.actions), len(COMBOS)))
        assert self.hands.combos is not None
        full[:, self.hands.combos] = average[:, row, :]
        return [a.label for a in node.actions], full

    def action_values(self, history: tuple[str, ...]) -> tuple[list[str], F64]:
        """What each action wins on average with each hand at a point, in chips from the
        start of the spot (``actions x 1,326``; ``nan`` where the opponent's range can never
        meet the hand, or the board makes it impossible)."""
        self.node(history)  # a line that does not exist is refused with its code
        line: list[int] = []
        node = self.game.tree.root
        for label in self._normal(history):
            if node.kind == "chance":
                line.append(-1)
                node = node.children[0]
                continue
            line.append([a.label for a in node.actions].index(label))
            node = node.children[line[-1]]
        node, values, meets = self.game.action_values(line)
        row = self._board_row(history) if values.shape[1] > 1 else 0
        full = np.full((len(node.actions), len(COMBOS)), np.nan)
        assert self.hands.combos is not None
        with np.errstate(invalid="ignore", divide="ignore"):
            per_hand = np.where(meets[row] > 0, values[:, row, :] / meets[row], np.nan)
        full[:, self.hands.combos] = per_hand
        return [a.label for a in node.actions], full

    @staticmethod
    def _normal(history: tuple[str, ...]) -> list[str]:
        return ["river" if _is_card(x) else x for x in history]

    def mix(self, history: tuple[str, ...], hand: str) -> dict[str, float]:
        """What the equilibrium does with one hand at a point: action label -> frequency."""
        labels, full = self.strategy(history)
        index = self._hand(hand)
        assert self.hands.combos is not None
        index = int(self.hands.combos[index])
        return {label: float(full[i, index]) for i, label in enumerate(labels)}


def _is_card(text: str) -> bool:
    return len(text) == 2 and text[0].upper() in "23456789TJQKA" and text[1].lower() in "cdhs"


def _scaled(weights: F64) -> F64:
    """A range's weights over its largest, those below :data:`NEGLIGIBLE_WEIGHT` zero."""
    top = float(weights.max())
    result: F64 = np.where(weights >= NEGLIGIBLE_WEIGHT * top, weights / top, 0.0)
    return result


class Solver:
    """A solve that can be run a little at a time (a worker process runs it in steps and
    reports between them): :meth:`run` iterates, :meth:`solution` gives what it has."""

    def __init__(self, spot: Spot) -> None:
        by_equity = spot.one_street and len(spot.board) < 5
        if by_equity:
            every, rivers = board_hands(spot.board), np.zeros(0, dtype=np.int64)
        else:
            every, rivers = hold_em_hands(spot.board)
        assert every.combos is not None
        held = (np.asarray(spot.ranges[0])[every.combos],
                np.asarray(spot.ranges[1])[every.combos])
        if not all(r.sum() > 0 for r in held):
            raise ConfigError("bad_solver_spot", "each range needs a hand the board allows")
        # Each range scaled to a largest weight of 1, and weights too small to matter dropped:
        # a range reader's products of likelihoods reach 1e-30, below what single precision
        # holds as a normal number, and arithmetic on such numbers is a hundred times slower.
        held = (_scaled(held[0]), _scaled(held[1]))
        keep = (held[0] > 0) | (held[1] > 0)
        self.spot = spot
        self.hands = every.subset(keep)
        self.rivers = rivers
        tree = build_tree(spot.tree_spec())
        ranges = (held[0][keep], held[1][keep])
        if by_equity:
            assert self.hands.combos is not None
            self.game: Game = EquityGame(tree, self.hands, ranges,
                                         equity_matrix(spot.board, self.hands.combos))
        else:
            self.game = Game(tree, self.hands, ranges)
        if spot.fold_read is not None and self.hands.boards == 1:
            locked, to_bet, to_raise = spot.fold_read
            self.game.locks = fold_locks(tree, locked, to_bet, to_raise,
                                         self._weakest_first(locked))
            self.game.measured = 1 - locked
        self.exploitability_pct = float("inf")
        self.seconds = 0.0
        self.stopped = False

    @property
    def iterations(self) -> int:
        return self.game.iterations

    def _weakest_first(self, player: int) -> npt.NDArray[np.int64]:
        """``player``'s hands, weakest first: by strength on the river, before it by equity
        against the other player's range."""
        game = self.game
        if isinstance(game, EquityGame):
            score = game.equities_against(game.ranges[1 - player][0])
        else:
            score = self.hands.strengths[0]
        order: npt.NDArray[np.int64] = np.argsort(score, kind="stable")
        return order

    def measure(self) -> float:
        """The exploitability now, in percent of the pot (costs about one iteration)."""
        self.exploitability_pct = 100.0 * self.game.exploitability() / self.spot.pot
        return self.exploitability_pct

    def run(self, target: float, max_seconds: float, max_iterations: int = 100_000,
            progress: Callable[[int, float], None] | None = None,
            stop: Callable[[], bool] | None = None,
            clock: Callable[[], float] = time.perf_counter) -> float:
        """Iterate until ``target`` % of the pot, ``max_seconds`` more, ``max_iterations`` in
        all, or ``stop()``; the exploitability reached. ``max_seconds`` is counted by
        ``clock`` (the wall clock; a bot passes its thread's CPU time, which the machine's
        other work does not stretch)."""
        started = clock()
        measured = False
        while self.game.iterations < max_iterations:
            self.game.iterate()
            measured = False
            if stop is not None and stop():
                self.stopped = True
                break
            if self.game.iterations % CHECK_EVERY == 0:
                self.measure()
                measured = True
                if progress is not None:
                    progress(self.game.iterations, self.exploitability_pct)
                if self.exploitability_pct <= target:
                    break
            if clock() - started > max_seconds:
                break
        if not measured:
            self.measure()
        self.seconds += clock() - started
        return self.exploitability_pct

    def solution(self) -> Solution:
        return Solution(self.spot, self.game, self.hands, self.rivers, self.exploitability_pct,
                        self.game.iterations, self.seconds, self.stopped)


def solve(spot: Spot, target: float = DEFAULT_TARGET, max_seconds: float = 30.0,
          max_iterations: int = 100_000,
          progress: Callable[[int, float], None] | None = None,
          stop: Callable[[], bool] | None = None) -> Solution:
    """Run DCFR on ``spot`` until exploitable by less than ``target`` % of the pot.

    ``progress(iterations, exploitability_pct)`` is called at each measurement; ``stop()``
    returning true ends the run after the current iteration (the solution so far is returned,
    marked ``stopped``).
    """
    solver = Solver(spot)
    solver.run(target, max_seconds, max_iterations, progress, stop)
    return solver.solution()

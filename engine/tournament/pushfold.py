"""Push/fold equilibria: who should move all-in before the flop, and who should call.

**Heads-up** (:func:`solve_heads_up`): the small blind shoves its whole effective stack or
folds, the big blind calls or folds; each strategy is a probability per starting-hand class.
Solved in chips from the shipped equity table (:mod:`engine.tournament.equity_table`) with
card removal exact (how often each class meets each other), by regret matching+ with linearly
weighted averages (CFR+ on a one-decision game). :func:`heads_up_exploitability` is what a
perfect best response would win against the averaged strategies, in big blinds per hand
(half its gain in each seat).

**Three to ten players with ICM** (:func:`solve_icm`): in seat order, the first player in may
shove or fold; after a shove each later player may call; the model stops at the first caller
(an all-in between two, everyone else folds: the usual simplification of push/fold charts).
Values are prize money from :func:`engine.tournament.icm.icm_equities` of the stacks after each
outcome (computed once per outcome). Card removal is counted between the shover and the
caller only. Solved by the same regret matching, every decision at once, until no player can
gain more than :data:`ICM_TOLERANCE` of the prize pool by a best response.

>>> chart = heads_up_chart(10.0)   # ten big blinds: the small blind shoves K2o, not 72o
>>> "K2o" in chart.push, "72o" in chart.push, "A2o" in chart.call, "K2o" in chart.call
(True, False, True, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from engine.core.errors import ConfigError
from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import class_name
from engine.tournament.equity_table import EquityTable
from engine.tournament.equity_table import equity_table
from engine.tournament.icm import icm_equities

__all__ = [
    "Chart",
    "HeadsUpSolution",
    "IcmSolution",
    "chart_for",
    "decision_values",
    "heads_up_chart",
    "heads_up_exploitability",
    "solve_heads_up",
    "solve_icm",
]

F64 = npt.NDArray[np.float64]

#: Regret-matching iterations for heads-up (about 0.1 s; exploitability far below 0.1 mbb).
HU_ITERATIONS = 1000
#: Largest and smallest stacks the charts cover, in big blinds.
MIN_STACK_BB = 1.0
MAX_STACK_BB = 25.0
#: ICM solving stops when nobody gains more than this share of the prize pool by deviating.
ICM_TOLERANCE = 1e-4
ICM_MAX_ITERATIONS = 4000
#: Best-response gains are measured every this many iterations.
ICM_CHECK_EVERY = 50
#: A class is in a chart when the equilibrium plays it at least this often.
CHART_FREQUENCY = 0.5


@dataclass(frozen=True, slots=True)
class Chart:
    """Hand classes (``"AKs"``, ``"T9o"``, ``"22"``) that shove first in, and that call a
    shove, at one seat and stack (data for the coach and the trainer, never words)."""

    push: frozenset[str]
    call: frozenset[str]


@dataclass(frozen=True, slots=True)
class HeadsUpSolution:
    """Heads-up equilibrium at one stack: shove and call probability per class, the small
    blind's value in big blinds per hand, and the exploitability (bb per hand)."""

    stack_bb: float
    ante_bb: float
    push: F64
    call: F64
    value_bb: float
    exploitability_bb: float


def _class_names(freq: F64) -> frozenset[str]:
    return frozenset(class_name(c) for c in range(CLASS_COUNT) if freq[c] >= CHART_FREQUENCY)


def _check_stack(stack_bb: float, ante_bb: float) -> None:
    if not MIN_STACK_BB <= stack_bb <= MAX_STACK_BB or not 0 <= ante_bb < stack_bb / 2:
        raise ConfigError("bad_push_fold_stack", f"stacks of {MIN_STACK_BB:g}-{MAX_STACK_BB:g}"
                          " big blinds and a smaller ante", stack=stack_bb, ante=ante_bb)


class _HeadsUpGame:
    """The small blind's chips per pair of classes, weighted by how often they meet."""

    def __init__(self, table: EquityTable, stack_bb: float, ante_bb: float) -> None:
        self.table = table
        showdown = (2.0 * table.equity - 1.0) * stack_bb  # a called shove, class a vs b
        self.steal = 1.0 + ante_bb
        self.fold = -0.5 - ante_bb
        #: ``shove[a, b]``: cond[a, b] * showdown[a, b] (the small blind holds a).
        self.shove = table.cond * showdown
        #: ``calling[b, a]``: the big blind's gain of calling over folding with b against a.
        self.calling = table.cond * (self.steal - showdown.T)

    def values(self, push: F64, call: F64) -> tuple[F64, F64]:
        """Per class: the small blind's value of shoving; the big blind's gain of calling
        over folding (both averaged over the other's hands, card removal counted; the big
        blind's before dividing by how often the shove comes)."""
        push_value = self.shove @ call + (self.table.cond @ (1.0 - call)) * self.steal
        return push_value, self.calling @ push


def heads_up_exploitability(push: F64, call: F64, stack_bb: float, ante_bb: float = 0.0,
                            table: EquityTable | None = None) -> float:
    """What best responses win against ``push``/``call``: half the small blind's gain plus
    half the big blind's, in big blinds per hand (0 at an equilibrium)."""
    table = table or equity_table()
    game = _HeadsUpGame(table, stack_bb, ante_bb)
    fold = game.fold
    push_value, call_gain = game.values(push, call)
    sb_now = table.prior @ (push * push_value + (1 - push) * fold)
    sb_best = table.prior @ np.maximum(push_value, fold)
    # The big blind's chance to hold b after a shove is prior[b] * P(shove | b).
    bb_now = table.prior @ (call * call_gain)
    bb_best = table.prior @ np.maximum(call_gain, 0.0)
    return float((sb_best - sb_now) + (bb_best - bb_now)) / 2.0


def solve_heads_up(stack_bb: float, ante_bb: float = 0.0, iterations: int = HU_ITERATIONS,
                   table: EquityTable | None = None) -> HeadsUpSolution:
    """The heads-up push/fold equilibrium for an effective stack of ``stack_bb`` big blinds
    (blinds 0.5 and 1, an ante of ``ante_bb`` from each player).

    :raises ConfigError: a stack outside 1-25 big blinds or an ante of half the stack
        (``bad_push_fold_stack``).
    """
    _check_stack(stack_bb, ante_bb)
    table = table or equity_table()
    game = _HeadsUpGame(table, stack_bb, ante_bb)
    fold = game.fold
    regret_push = np.zeros((2, CLASS_COUNT))
    regret_call = np.zeros((2, CLASS_COUNT))
    push = np.full(CLASS_COUNT, 0.5)
    call = np.full(CLASS_COUNT, 0.5)
    avg_push = np.zeros(CLASS_COUNT)
    avg_call = np.zeros(CLASS_COUNT)
    weight_sum = 0.0
    for t in range(1, iterations + 1):
        push_value, _ = game.values(push, call)
        now = push * push_value + (1 - push) * fold
        regret_push = np.maximum(0.0, regret_push + np.stack([push_value - now, fold - now]))
        push = _matched(regret_push)
        _, call_gain = game.values(push, call)
        now_bb = call * call_gain
        regret_call = np.maximum(0.0, regret_call + np.stack([call_gain - now_bb, -now_bb]))
        call = _matched(regret_call)
        avg_push += t * push
        avg_call += t * call
        weight_sum += t
    avg_push /= weight_sum
    avg_call /= weight_sum
    push_value, _ = game.values(avg_push, avg_call)
    value = float(table.prior @ (avg_push * push_value + (1 - avg_push) * fold))
    return HeadsUpSolution(stack_bb, ante_bb, avg_push, avg_call, value,
                           heads_up_exploitability(avg_push, avg_call, stack_bb, ante_bb, table))


def _matched(regret: F64) -> F64:
    """Regret matching: the first action's probability from the positive regrets."""
    total = regret[0] + regret[1]
    return np.where(total > 0, regret[0] / np.where(total > 0, total, 1.0), 0.5)


def heads_up_chart(stack_bb: float, ante_bb: float = 0.0) -> Chart:
    """The heads-up chart at a stack: classes the small blind shoves, the big blind calls."""
    solution = solve_heads_up(stack_bb, ante_bb, iterations=600)
    return Chart(_class_names(solution.push), _class_names(solution.call))


# ---------------------------------------------------------------------- ICM, 2-10 players


@dataclass(frozen=True, slots=True)
class IcmSolution:
    """ICM push/fold equilibrium at one table.

    :param push: ``push[i]``: shove probability per class for player ``i`` first in.
    :param call: ``call[i][j]``: player ``j``'s call probability per class after ``i`` shoves.
    :param gain: each player's best-response gain against the others (prize money).
    :param iterations: iterations used.
    """

    push: tuple[F64, ...]
    call: dict[tuple[int, int], F64]
    gain: tuple[float, ...]
    iterations: int

    def chart(self, player: int) -> Chart:
        """Classes player ``player`` shoves first in and calls a shove from anyone with (the
        call part: against the earliest player who may shove into them)."""
        push = self.push[player] if player < len(self.push) else np.zeros(CLASS_COUNT)
        callers = [key for key in self.call if key[1] == player]
        call = self.call[min(callers)] if callers else np.zeros(CLASS_COUNT)
        return Chart(_class_names(push), _class_names(call))


class _IcmGame:
    """The outcomes' prize-money vectors and the pieces every iteration reuses."""

    def __init__(self, stacks: Sequence[float], payouts: Sequence[float], small_blind: float,
                 big_blind: float, ante: float, table: EquityTable) -> None:
        n = len(stacks)
        self.n = n
        self.table = table
        chips = np.asarray(stacks, dtype=np.float64)
        posted = np.minimum(chips, ante)
        posted[n - 2] += min(small_blind, chips[n - 2] - posted[n - 2]) if n > 2 else 0.0
        if n == 2:  # heads-up the button (first to act) posts the small blind
            posted[0] += min(small_blind, chips[0] - posted[0])
        posted[n - 1] += min(big_blind, chips[n - 1] - posted[n - 1])
        self.pool = float(sum(payouts))

        def money(after: F64) -> F64:
            return np.asarray(icm_equities(list(after), payouts))

        def taking(winner: int) -> F64:
            after = chips - posted
            after[winner] += posted.sum()
            return money(after)

        self.walk = taking(n - 1)
        self.steal = [taking(i) for i in range(n)]
        self.duel: dict[tuple[int, int, int], F64] = {}
        for i in range(n - 1):
            for j in range(i + 1, n):
                risk = min(chips[i], chips[j])
                for winner in (i, j):
                    after = chips - posted
                    after[i] = chips[i] - risk
                    after[j] = chips[j] - risk
                    after[winner] += 2 * risk + posted.sum() - posted[i] - posted[j]
                    self.duel[i, j, winner] = money(after)


def solve_icm(stacks: Sequence[float], payouts: Sequence[float], small_blind: float,
              big_blind: float, ante: float = 0.0, tolerance: float = ICM_TOLERANCE,
              max_iterations: int = ICM_MAX_ITERATIONS,
              table: EquityTable | None = None) -> IcmSolution:
    """ICM push/fold equilibrium for one hand at one table.

    :param stacks: chips in the order players act before the flop (the first player after
        the big blind first, the small blind and the big blind last; heads-up: button, big
        blind).
    :param payouts: the prizes still to be paid, first place first.
    :param tolerance: stop when no player's best-response gain exceeds this share of the
        prizes.
    :raises ConfigError: fewer than two or more than ten players (``bad_player_count``).
    """
    n = len(stacks)
    if not 2 <= n <= 10:
        raise ConfigError("bad_player_count", "push/fold solves 2 to 10 players", count=n)
    game = _IcmGame(stacks, payouts, small_blind, big_blind, ante, table or equity_table())
    push = [np.full(CLASS_COUNT, 0.5) for _ in range(n - 1)]
    call = {(i, j): np.full(CLASS_COUNT, 0.5) for i in range(n - 1) for j in range(i + 1, n)}
    r_push = [np.zeros((2, CLASS_COUNT)) for _ in range(n - 1)]
    r_call = {key: np.zeros((2, CLASS_COUNT)) for key in call}
    avg_push = [np.zeros(CLASS_COUNT) for _ in range(n - 1)]
    avg_call = {key: np.zeros(CLASS_COUNT) for key in call}
    weight_sum = 0.0
    gain: tuple[float, ...] = (float("inf"),) * n
    iteration = 0
    for iteration in range(1, max_iterations + 1):
        values = _icm_values(game, push, call)
        for i in range(n - 1):
            push_value, fold_value = values.push[i]
            now = push[i] * push_value + (1 - push[i]) * fold_value
            r_push[i] = np.maximum(0.0, r_push[i] + np.stack([push_value - now,
                                                               fold_value - now]))
            push[i] = _matched(r_push[i])
            avg_push[i] += iteration * push[i]
        for key in call:
            call_value, fold_value = values.call[key]
            now = call[key] * call_value + (1 - call[key]) * fold_value
            r_call[key] = np.maximum(0.0, r_call[key] + np.stack([call_value - now,
                                                                   fold_value - now]))
            call[key] = _matched(r_call[key])
            avg_call[key] += iteration * call[key]
        weight_sum += iteration
        if iteration % ICM_CHECK_EVERY == 0:
            mean_push = [p / weight_sum for p in avg_push]
            mean_call = {k: c / weight_sum for k, c in avg_call.items()}
            gain = _gains(game, mean_push, mean_call)
            if max(gain) < tolerance * game.pool:
                break
    mean_push = [p / weight_sum for p in avg_push]
    mean_call = {k: c / weight_sum for k, c in avg_call.items()}
    gain = _gains(game, mean_push, mean_call)
    return IcmSolution(tuple(mean_push), mean_call, gain, iteration)


@dataclass
class _Values:
    push: list[tuple[F64, F64]]  # per first-in player: (value of shoving, of folding) per class
    call: dict[tuple[int, int], tuple[F64, F64]]  # per caller: (calling, folding) per class
    reach_push: list[float]  # chance the action folds round to each player
    reach_call: dict[tuple[int, int], float]  # chance a caller faces the shove


def _icm_values(game: _IcmGame, push: list[F64], call: dict[tuple[int, int], F64]) -> _Values:
    """Every decision's values (prize money of the player deciding) under the strategies."""
    n, tb = game.n, game.table
    cond, eq, prior = tb.cond, tb.equity, tb.prior
    # Continuation values: V[k] (vector over players) when player k is first in.
    outcome_k: list[F64] = [np.zeros((CLASS_COUNT, n)) for _ in range(n - 1)]
    marginal: dict[tuple[int, int], tuple[float, float]] = {}
    win_mass: dict[tuple[int, int], F64] = {}
    call_mass: dict[tuple[int, int], F64] = {}
    for i in range(n - 1):
        reach = np.ones(CLASS_COUNT)
        result = np.zeros((CLASS_COUNT, n))
        shove = prior * push[i]
        shove_total = float(shove.sum())
        for j in range(i + 1, n):
            c = call[i, j]
            cm = cond @ c
            wm = (cond * eq) @ c
            call_mass[i, j], win_mass[i, j] = cm, wm
            result += (reach * wm)[:, None] * game.duel[i, j, i][None, :]
            result += (reach * (cm - wm))[:, None] * game.duel[i, j, j][None, :]
            reach = reach * (1.0 - cm)
            if shove_total > 0:
                marginal[i, j] = (float(shove @ cm) / shove_total,
                                  float(shove @ wm) / shove_total)
            else:
                marginal[i, j] = (float(prior @ cm), float(prior @ wm))
        result += reach[:, None] * game.steal[i][None, :]
        outcome_k[i] = result
    cont: list[F64] = [np.zeros(n) for _ in range(n)]
    cont[n - 1] = game.walk
    for k in range(n - 2, -1, -1):
        shoves = float(prior @ push[k])
        cont[k] = prior @ (push[k][:, None] * outcome_k[k]) + (1 - shoves) * cont[k + 1]
    values = _Values([], {}, [], {})
    reach_first = 1.0
    for i in range(n - 1):
        values.push.append((outcome_k[i][:, i], np.full(CLASS_COUNT, cont[i + 1][i])))
        values.reach_push.append(reach_first)
        shove_share = float(prior @ push[i])
        reach_first *= 1.0 - shove_share
        facing = values.reach_push[i] * shove_share
        # Calling with b against the shover's hands, weighted by card removal.
        weights = cond * push[i][None, :]  # cond[b, a] * push[a]
        norm = weights.sum(axis=1)
        safe = np.where(norm > 0, norm, 1.0)
        win_for_caller = np.where(norm > 0, (weights * (1.0 - eq.T)).sum(axis=1) / safe, 0.5)
        for j in range(i + 1, n):
            call_value = (win_for_caller * game.duel[i, j, j][j]
                          + (1 - win_for_caller) * game.duel[i, j, i][j])
            # Folding: the players after j may still call.
            still = 1.0
            fold_value = 0.0
            for k in range(j + 1, n):
                calls_k, wins_k = marginal[i, k]
                fold_value += still * float(wins_k * game.duel[i, k, i][j]
                                            + (calls_k - wins_k) * game.duel[i, k, k][j])
                still *= 1.0 - calls_k
            fold_value += still * float(game.steal[i][j])
            values.call[i, j] = (call_value, np.full(CLASS_COUNT, fold_value))
            values.reach_call[i, j] = facing
            facing *= 1.0 - marginal[i, j][0]
    return values


def _gains(game: _IcmGame, push: list[F64], call: dict[tuple[int, int], F64]
           ) -> tuple[float, ...]:
    """Each player's gain from a best response at every decision, weighted by how often the
    decision comes up (prize money per hand)."""
    values = _icm_values(game, push, call)
    prior = game.table.prior
    gains = [0.0] * game.n
    for i, (push_value, fold_value) in enumerate(values.push):
        now = push[i] * push_value + (1 - push[i]) * fold_value
        best = np.maximum(push_value, fold_value)
        gains[i] += values.reach_push[i] * float(prior @ (best - now))
    for (i, j), (call_value, fold_value) in values.call.items():
        now = call[i, j] * call_value + (1 - call[i, j]) * fold_value
        best = np.maximum(call_value, fold_value)
        # The caller's hand distribution given the shove: prior weighted by the shover's range.
        facing = prior * (game.table.cond @ push[i])
        total = float(facing.sum())
        if total > 0:
            gains[j] += values.reach_call[i, j] * float(facing @ (best - now)) / total
    return tuple(gains)


@cache
def chart_for(seat: int, players: int, stack_bb: float, ante_bb: float = 0.0,
              payouts: tuple[float, ...] = (1.0,)) -> Chart:
    """The chart of one seat at a table where everybody has ``stack_bb`` big blinds.

    :param seat: in the order of action before the flop: 0 is the first to act, ``players -
        2`` the small blind, ``players - 1`` the big blind (heads-up: 0 is the button).
    :param payouts: the prizes left (ICM); winner-takes-all (the default) is chip EV.
    :raises ConfigError: a seat outside the table or a stack outside 1-25 big blinds.

    >>> late, early = chart_for(4, 6, 10.0), chart_for(0, 6, 10.0)
    >>> len(late.push) > len(early.push) and "AA" in early.push
    True
    """
    _check_stack(stack_bb, ante_bb)
    if not 0 <= seat < players:
        raise ConfigError("bad_seat", "the seat is not at the table", seat=seat)
    if players == 2:
        return heads_up_chart(stack_bb, ante_bb) if seat == 0 else Chart(
            frozenset(), heads_up_chart(stack_bb, ante_bb).call)
    scale = 100.0
    solution = solve_icm([stack_bb * scale] * players, payouts, scale / 2, scale,
                         ante_bb * scale)
    return solution.chart(seat)


def decision_values(stacks: Sequence[float], payouts: Sequence[float], small_blind: float,
                    big_blind: float, ante: float, solution: IcmSolution, player: int,
                    shover: int | None = None) -> tuple[F64, F64]:
    """Per class, for ``player`` against the others' strategies in ``solution``: the value
    of the risky choice (shoving first in, or calling ``shover``) and of folding. In prize
    money; with ``payouts=(sum(stacks),)`` (winner takes every chip) in chips.
    """
    game = _IcmGame(stacks, payouts, small_blind, big_blind, ante, equity_table())
    values = _icm_values(game, list(solution.push), solution.call)
    return values.push[player] if shover is None else values.call[shover, player]

"""The person's turn or river decision as a solver spot, and the equilibrium's answer to it.

The coach's Solver tab asks :func:`question_at` at the person's decision: in a pot two
players still contest, on the turn or the river, it builds the :class:`~engine.solver.solve.Spot`
of this street's start (the board, the pot and the effective stack as the street began, both
players' ranges as Felt's range reader reads them from their public actions, the betting) and
the line of this street's actions in the solver's menu. A bet of a size the menu lacks is read
as the nearest size on the menu, and the question says so (``exact``).

:func:`answer` solves it and keeps what the tab shows: the held hand's mix and what each action
wins, in big blinds, and every combination's mix for the 13x13 grid.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.bots.preflop import preflop_tables
from engine.bots.reading import Tendencies
from engine.bots.reading import estimate_range
from engine.bots.reading import moves_of
from engine.core.cards import Card
from engine.rules.config import Betting
from engine.rules.events import ActionTaken
from engine.rules.events import Street
from engine.rules.view import PlayerView
from engine.solver.hand_set import combo_index
from engine.solver.solve import Solution
from engine.solver.solve import Spot
from engine.solver.solve import solve
from engine.solver.tree import build_tree
from engine.teaching.coach.coach import Coach
from engine.teaching.coach.public_view import public_view

F64 = npt.NDArray[np.float64]

__all__ = ["SolverAnswer", "SolverQuestion", "answer", "question_at", "question_before"]

#: How far the coach's solve goes: a river reaches it in a second or two, a turn in tens.
COACH_TARGET = 0.5
#: The longest a coach's solve may run before it shows what it has (seconds).
COACH_SECONDS = 60.0


@dataclass(frozen=True)
class SolverQuestion:
    """A decision of the person's as a solver spot.

    :param spot: the street's start; player 0 of the spot acts first on the street.
    :param line: this street's actions so far, as the menu's labels.
    :param hole: the person's two cards.
    :param person: which player of the spot the person is (0 or 1).
    :param exact: every bet so far was a size on the menu (else the nearest was taken).
    :param big_blind: the table's big blind, to tell values in big blinds.
    """

    spot: Spot
    line: tuple[str, ...]
    hole: tuple[Card, Card]
    person: int
    exact: bool
    big_blind: int


@dataclass(frozen=True)
class SolverAnswer:
    """What the tab shows of a solved question.

    :param labels: the person's actions at the decision, as the menu names them.
    :param mix: the equilibrium's frequency of each action with the person's hand.
    :param values_bb: what each action wins with that hand, in big blinds from the street's
        start (``nan`` where the action is never taken by anyone).
    :param grid_mix: ``actions x 1,326``: each combination's mix.
    :param grid_values_bb: ``actions x 1,326``: each combination's values.
    :param weights: the person's range as it reached this decision (``1,326``).
    :param exploitability_pct: how far from an equilibrium, in % of the pot.
    """

    question: SolverQuestion
    labels: tuple[str, ...]
    mix: tuple[float, ...]
    values_bb: tuple[float, ...]
    grid_mix: F64
    grid_values_bb: F64
    weights: F64
    exploitability_pct: float
    iterations: int
    seconds: float
    stopped: bool


def question_at(view: PlayerView, tendencies: Callable[[int], Tendencies]) -> SolverQuestion | None:
    """The person's decision as a solver spot, or ``None`` where the solver has nothing to
    say: before the turn, with more than one opponent, when nobody can bet any more, in
    spread-limit or short-deck games, or when it is not the person's turn."""
    if view.legal is None:
        return None
    return _question(view, tendencies)


def question_before(events: Sequence[object], end: int, seat: int) -> SolverQuestion | None:
    """In a finished hand's ``events``, the decision ``seat`` makes next after the first
    ``end`` of them, as a solver spot (``None`` where the next action is someone else's or the
    solver has nothing to say). The ranges come from the range reader's population prior: a
    replay knows no habits."""
    upcoming = next((e for e in events[end:] if isinstance(e, ActionTaken)), None)
    if upcoming is None or upcoming.seat != seat:
        return None
    return _question(public_view(events[:end], seat), Coach().tendencies)


def _question(view: PlayerView, tendencies: Callable[[int], Tendencies]) -> SolverQuestion | None:
    if view.street not in (Street.TURN, Street.RIVER):
        return None
    if view.short_deck or view.betting == Betting.SPREAD_LIMIT.value or len(view.hole) != 2:
        return None
    live = [j for j in range(len(view.seats)) if not view.folded[j]]
    if len(live) != 2:
        return None
    record = moves_of(view.history)
    if record is None:
        return None
    me = view.position
    first = live[0]  # the seat nearer the button's left acts first after the flop
    started = [view.stacks[j] + view.bets[j] for j in live]
    stack = min(started)
    if stack <= 0:
        return None
    pot = view.pot - sum(view.bets)
    tables = preflop_tables(False)
    board = tuple(view.board)
    free = tables.combos.free_of(list(board))
    weights = [estimate_range(view.seats[j], record, tables, tendencies(view.seats[j]), False)
               * free for j in live]
    betting = Betting(view.betting)
    spot = Spot(board, pot=max(pot, 1), stack=stack, big_blind=view.big_blind, betting=betting,
                ranges=(weights[0], weights[1]))
    line, exact = _line(spot, [(m.action, m.to) for m in record.moves
                               if m.street is view.street])
    hole = (view.hole[0], view.hole[1])
    person = 0 if me == first else 1
    return SolverQuestion(spot, line, hole, person, exact, view.big_blind)


def _line(spot: Spot, moves: list[tuple[str, int]]) -> tuple[tuple[str, ...], bool]:
    """This street's actions as menu labels; bets to the nearest size the menu has."""
    node = build_tree(spot.tree_spec()).root
    labels: list[str] = []
    exact = True
    for action, to in moves:
        offered = node.actions
        if action in ("check", "call", "fold"):
            pick = next(i for i, a in enumerate(offered) if a.kind == action)
        else:
            aggressive = [i for i, a in enumerate(offered) if a.aggressive]
            if not aggressive:  # more bets than the menu allows: read as a call
                pick = next(i for i, a in enumerate(offered) if a.kind == "call")
                exact = False
            else:
                pick = min(aggressive, key=lambda i: abs(offered[i].to - to))
                exact = exact and offered[pick].to == to
        labels.append(offered[pick].label)
        node = node.children[pick]
        if node.kind != "action":
            break
    return tuple(labels), exact


def answer(question: SolverQuestion, target: float = COACH_TARGET,
           max_seconds: float = COACH_SECONDS,
           progress: Callable[[int, float], None] | None = None,
           stop: Callable[[], bool] | None = None) -> SolverAnswer:
    """Solve the question's spot and keep what the Solver tab shows."""
    solution = solve(question.spot, target=target, max_seconds=max_seconds, progress=progress,
                     stop=stop)
    return answer_of(question, solution)


def answer_of(question: SolverQuestion, solution: Solution) -> SolverAnswer:
    labels, grid = solution.strategy(question.line)
    _, values = solution.action_values(question.line)
    values_bb = values / question.big_blind
    held = combo_index(*question.hole)
    reach = _reach(solution, question)
    return SolverAnswer(
        question=question, labels=tuple(labels),
        mix=tuple(float(x) for x in grid[:, held]),
        values_bb=tuple(float(x) for x in values_bb[:, held]),
        grid_mix=grid, grid_values_bb=values_bb, weights=reach,
        exploitability_pct=solution.exploitability_pct, iterations=solution.iterations,
        seconds=solution.seconds, stopped=solution.stopped)


def _reach(solution: Solution, question: SolverQuestion) -> F64:
    """The person's range as it arrives at the decision: the starting weights times the
    equilibrium's frequency of each action the person took on this street."""
    weights = np.asarray(question.spot.ranges[question.person], dtype=np.float64).copy()
    for step in range(len(question.line)):
        node = solution.node(question.line[:step])
        if node.player == question.person:
            labels, mix = solution.strategy(question.line[:step])
            weights *= mix[labels.index(question.line[step])]
    return weights

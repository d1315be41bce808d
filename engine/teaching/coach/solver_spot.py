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
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.bots.reading import Tendencies
from engine.bots.solver_play import street_spot
from engine.core.cards import Card
from engine.rules.view import PlayerView
from engine.solver.hand_set import combo_index
from engine.solver.solve import Solution
from engine.solver.solve import Spot
from engine.solver.solve import solve

F64 = npt.NDArray[np.float64]

__all__ = ["SolverAnswer", "SolverQuestion", "answer", "question_at"]

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
    :param grid_mix: ``actions x 1,326``: each combination's mix (zeros outside the range).
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
    say (see :func:`engine.bots.solver_play.street_spot`)."""
    found = street_spot(view, tendencies)
    if found is None:
        return None
    return SolverQuestion(found.spot, found.line, (view.hole[0], view.hole[1]), found.player,
                          found.exact, view.big_blind)


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
        grid_mix=grid * (reach > 0), grid_values_bb=values_bb, weights=reach,
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

"""A heads-up turn or river decision graded against the equilibrium of its spot.

The grader's expert values options with its own estimates; where the spot can be solved, the
solver's answer is better founded (issue 46, item 5). The decision is read as the coach's
Solver tab reads one (:func:`engine.bots.solver_play.street_spot`: both ranges as the range
reader reads them from the moves before this street, this street's moves as the menu's
labels), with the person's hand kept in their range (:func:`holding_hand`). A river is solved
to the showdown; a turn one street deep (:data:`~engine.bots.solver_play.STREET_MENU`, the end
of the turn valued by each hand's equity, :mod:`engine.solver.equity_leaves`): the full turn
solve over every river takes tens of seconds a spot here (``bench/solver_bench.py``), too
long to grade a session with. A bet of a size the menu lacks, the person's own included, is
put on the menu in the place of its nearest (:func:`~engine.bots.solver_play.fitted_menu`),
so the action graded is the one taken.

The grade: what each of the solver's actions wins with the hand held (the solve's action
values), the cost of the choice is the best action's value less its own; an action the
equilibrium takes with the hand at least :data:`MIN_FREQUENCY` of the time costs nothing
(a mixed strategy is indifferent between the actions it mixes). Values are counted from the
decision in big blinds, as the expert's are (folding is worth 0).

Where the solve is further than :data:`~engine.bots.solver_play.USEFUL_PCT` of the pot from an
equilibrium, or says nothing about the hand, :func:`solver_grade` answers ``None`` and the
expert's grade stands. Solves are asked of a :class:`SolvedSpots` first (the saved games keep
them, :mod:`engine.storage.solver_cache`), so grading a hand again does not solve again.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from engine.bots.reading import Tendencies
from engine.bots.solver_play import USEFUL_PCT
from engine.bots.solver_play import fitted_menu
from engine.bots.solver_play import menu_line
from engine.bots.solver_play import street_spot
from engine.core.errors import ConfigError
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.events import Street
from engine.rules.view import PlayerView
from engine.solver.solve import Solver
from engine.teaching.coach.solver_spot import COACH_TARGET
from engine.teaching.coach.solver_spot import SolverAnswer
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.coach.solver_spot import answer_of
from engine.teaching.drills.solver_drill import MIN_FREQUENCY
from engine.teaching.drills.solver_drill import holding_hand

__all__ = ["GRADE_SOLVE_SECONDS", "STREET_TARGET", "Judge", "SolvedSpots", "SolverLine",
           "solver_grade"]

#: How far a turn solved one street deep goes (% of the pot): the equity at the street's end
#: is itself an abstraction, so a closer aim buys little (the expert's own aim at the table).
STREET_TARGET = 1.0
#: The most a grading solve may run, in seconds of its thread's processor time (a river with
#: two full ranges reaches the aim in about a second, a turn one street deep in one or two).
GRADE_SOLVE_SECONDS = 20.0


class Judge(StrEnum):
    """Who valued a decision's options."""

    EXPERT = "expert"  # the expert's estimates (every street, every pot)
    SOLVER = "solver"  # the equilibrium of a river spot, solved to the showdown
    STREET_SOLVER = "street_solver"  # a turn solved to the turn's end, valued by equity there


class SolvedSpots(Protocol):
    """Where solved spots are kept between gradings (the saved games)."""

    def recall(self, question: SolverQuestion, target: float) -> SolverAnswer | None:
        """The kept answer to ``question`` solved to ``target``, or ``None``."""
        ...

    def keep(self, answer: SolverAnswer, target: float) -> None:
        """Keep a fresh answer."""
        ...


@dataclass(frozen=True, slots=True)
class SolverLine:
    """The equilibrium's answer at a graded decision, for the hand held.

    :param labels: the solver's actions here, as its menu names them (``"bet 36"``).
    :param mix: the equilibrium's frequency of each with the hand.
    :param values_bb: what each wins with the hand, in big blinds from the decision
        (``nan`` where the solve values nothing).
    :param chosen: the place among ``labels`` of the action taken.
    :param exploitability_pct: how far the solve is from an equilibrium (% of the pot).
    """

    labels: tuple[str, ...]
    mix: tuple[float, ...]
    values_bb: tuple[float, ...]
    chosen: int
    exploitability_pct: float


@dataclass(frozen=True, slots=True)
class SolverJudgement:
    """A decision graded by the solver: the line, who judged, the cost and the values."""

    judge: Judge
    line: SolverLine
    chosen_ev: float
    best_ev: float
    cost_bb: float

    @property
    def frequency(self) -> float:
        return self.line.mix[self.line.chosen]


def solver_grade(view: PlayerView, action: Action, tendencies: Callable[[int], Tendencies],
                 solved: SolvedSpots | None = None) -> SolverJudgement | None:
    """``action`` in ``view`` graded against the equilibrium, or ``None`` where the solver
    cannot grade it (not a heads-up turn or river, a fold when checking is free, a line the
    menu cannot follow, a solve not useful or silent about the hand)."""
    asked = _question(view, action, tendencies)
    if asked is None:
        return None
    chosen_label, question = asked
    target = STREET_TARGET if question.spot.one_street else COACH_TARGET
    found = solved.recall(question, target) if solved is not None else None
    if found is None:
        try:
            found = _solve(question, target)
        except ConfigError:
            return None  # a spot the solver refuses (no hand of a range left on the board)
        if solved is not None:
            solved.keep(found, target)
    return _judged(found, chosen_label, view)


def _question(view: PlayerView, action: Action, tendencies: Callable[[int], Tendencies]
              ) -> tuple[str, SolverQuestion] | None:
    """The decision as a solver question (the line before it) and the label of ``action``."""
    if view.street not in (Street.TURN, Street.RIVER) or len(view.hole) != 2:
        return None
    if action.kind is ActionKind.FOLD and not view.to_call:
        return None  # the menu has no fold where checking is free: the expert grades it
    found = street_spot(view, tendencies, one_street=view.street is Street.TURN)
    if found is None:
        return None
    hole = (view.hole[0], view.hole[1])
    question = holding_hand(SolverQuestion(found.spot, found.line, hole, found.player, True,
                                           view.big_blind))
    spot = question.spot
    if not all(w.sum() > 0 for w in spot.ranges):
        return None
    mine = (action.kind.value, min(action.amount or 0, spot.stack) if action.amount else 0)
    moves = [(kind, min(to, spot.stack)) for kind, to in found.moves] + [mine]
    try:
        labels, exact = menu_line(spot, moves)
        if not exact:  # a size the menu lacks: solve with that size on it
            spot = dataclasses.replace(spot, menu=fitted_menu(spot, tuple(moves)))
            labels, exact = menu_line(spot, moves)
    except (StopIteration, ConfigError):
        return None  # an action the menu's tree does not offer there
    if not exact or len(labels) != len(moves):
        return None
    return labels[-1], dataclasses.replace(question, spot=spot, line=labels[:-1])


def _solve(question: SolverQuestion, target: float) -> SolverAnswer:
    """The question solved to ``target`` or :data:`GRADE_SOLVE_SECONDS` of processor time."""
    solver = Solver(question.spot)
    solver.run(target, GRADE_SOLVE_SECONDS, clock=time.thread_time)
    return answer_of(question, solver.solution())


def _judged(found: SolverAnswer, label: str, view: PlayerView) -> SolverJudgement | None:
    """The grade of ``label`` in ``found``, values from the decision in big blinds."""
    if found.exploitability_pct > USEFUL_PCT or label not in found.labels:
        return None
    chosen = found.labels.index(label)
    # The solve counts from the street's start; the expert, like the table, from the
    # decision: what the person put in this street before it is no longer theirs.
    sunk = view.bets[view.position] / max(view.big_blind, 1)
    values = tuple(v + sunk if math.isfinite(v) else math.nan for v in found.values_bb)
    known = [v for v in values if math.isfinite(v)]
    if not known or not math.isfinite(values[chosen]):
        return None
    best = max(known)
    cost = max(best - values[chosen], 0.0)
    if found.mix[chosen] >= MIN_FREQUENCY:
        cost = 0.0  # the equilibrium mixes it: as good as its other actions
    judge = Judge.STREET_SOLVER if found.question.spot.one_street else Judge.SOLVER
    line = SolverLine(found.labels, tuple(round(m, 4) for m in found.mix),
                      tuple(round(v, 3) if math.isfinite(v) else math.nan for v in values),
                      chosen, round(found.exploitability_pct, 3))
    return SolverJudgement(judge, line, round(values[chosen], 3), round(best, 3),
                           round(cost, 3))

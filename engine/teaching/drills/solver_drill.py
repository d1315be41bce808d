"""The "play it like a solver" drill: a river decision, chosen from the solver's menu, graded
against the equilibrium of that very spot.

An exercise is a :class:`~engine.teaching.coach.solver_spot.SolverQuestion`: the person's own
river decision from a stored hand where one exists (see
:mod:`engine.storage.grades.solver_spots`), else one dealt here from a seed
(:func:`dealt_question`): a random river board, two ranges from one of a few usual lines to the
river (:data:`LINES`), a pot and stacks, and a hand drawn from the person's range. The solve is
the coach's (:func:`~engine.teaching.coach.solver_spot.answer`, a second or two on a river),
run by the window in a worker process; :func:`check_solver` grades a choice: the big blinds it
gives up against the best action for the hand held, and how often the equilibrium takes it.

A choice is right when the equilibrium takes it at least :data:`MIN_FREQUENCY` of the time or it
costs less than the coach calls costly: in an equilibrium every action a hand mixes between is
worth the same, so a rare but equal action is not a mistake. Codes and numbers only.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from dataclasses import replace

import numpy as np

from engine.bots.solver_play import hand_in_range
from engine.core.cards import Card
from engine.core.cards import full_deck
from engine.evaluation.hand_classes import combo_table
from engine.evaluation.ranges import parse_range
from engine.solver.hand_set import COMBOS
from engine.solver.solve import Spot
from engine.solver.solve import range_weights
from engine.solver.tree import build_tree
from engine.teaching.coach.review import COSTLY_BB
from engine.teaching.coach.solver_spot import SolverAnswer
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.coach.solver_spot import answer

__all__ = ["LINES", "MIN_FREQUENCY", "SOLVER_DRILL", "DealtSpot", "SolverVerdict", "check_solver",
           "dealt_question", "holding_hand", "solve_question"]

#: The drill's code, as its answers are stored.
SOLVER_DRILL = "solver"
#: The least frequency of an action the equilibrium takes for it to count as right.
MIN_FREQUENCY = 0.10
#: How far the drill's solve goes (% of the pot) and for how long at most (seconds).
DRILL_TARGET = 0.5
DRILL_SECONDS = 20.0
#: The big blind of a dealt spot, in chips.
DEALT_BIG_BLIND = 2

#: Usual lines to a heads-up river, as (code, ranges of the player first to act and of the
#: one acting last). The code names the line in the window.
LINES: tuple[tuple[str, str, str], ...] = (
    # The button opened, the big blind called, both checked the flop and the turn.
    ("srp_checked", "22-99, A2s-A9s, K2s-K9s, Q5s+, J7s+, T7s+, 97s+, 86s+, 75s+, 65s, "
                    "A2o-A9o, K7o+, Q8o+, J8o+, T8o+, 98o",
     "22-88, A2s-A8s, K2s+, Q2s+, J5s+, T6s+, 96s+, 85s+, 74s+, 64s+, 53s+, A2o-A9o, K5o+, "
     "Q7o+, J8o+, T8o+, 98o"),
    # The button opened and bet the flop and the turn; the big blind called both.
    ("srp_barrel", "22-JJ, A2s-AJs, KTs+, QTs+, J9s+, T8s+, 98s, 87s, ATo+, KJo+, QJo",
     "TT+, AJs+, KQs, AQo+, 76s, 65s, 54s, A5s-A2s, KJs, QJs, JTs"),
    # The small blind three-bet, the button called; the flop was bet and called, the turn
    # checked through.
    ("threebet_pot", "QQ+, AKs, AKo, 99-JJ, AQs, AJs, KQs, A5s-A4s",
     "TT-JJ, 77-99, AQs, AJs, ATs, KQs, KJs, QJs, JTs, T9s, AQo, KQo"),
)

#: Pots of a dealt spot in big blinds, and stacks behind as a share of the pot.
POTS_BB = (10, 16, 24, 40)
STACK_SHARES = (0.5, 1.0, 2.0)


@dataclass(frozen=True, slots=True)
class DealtSpot:
    """A dealt exercise: the code of its line to the river (:data:`LINES`) and the decision."""

    line: str
    question: SolverQuestion


def dealt_question(seed: int) -> DealtSpot:
    """A river decision dealt from ``seed``: the same seed deals the same exercise."""
    rng = random.Random(seed)
    code, first, last = LINES[rng.randrange(len(LINES))]
    deck = list(full_deck())
    rng.shuffle(deck)
    board: tuple[Card, ...] = tuple(deck[:5])
    free = combo_table(False).free_of(list(board))
    ranges = (range_weights(parse_range(first)) * free, range_weights(parse_range(last)) * free)
    pot = POTS_BB[rng.randrange(len(POTS_BB))] * DEALT_BIG_BLIND
    stack = int(pot * STACK_SHARES[rng.randrange(len(STACK_SHARES))])
    spot = Spot(board, pot=pot, stack=stack, ranges=ranges, big_blind=DEALT_BIG_BLIND)
    person = rng.randrange(2)
    line: tuple[str, ...] = ()
    if person == 1:  # the first player has checked or bet: one of the menu's actions
        actions = build_tree(spot.tree_spec()).root.actions
        line = (actions[rng.randrange(len(actions))].label,)
    weights = ranges[person] / ranges[person].sum()
    pick = int(np.searchsorted(np.cumsum(weights), rng.random() * weights.sum() * 0.999999))
    hole = COMBOS[min(pick, len(COMBOS) - 1)]
    return DealtSpot(code, SolverQuestion(spot, line, (int(hole[0]), int(hole[1])), person,
                                          True, DEALT_BIG_BLIND))


def holding_hand(question: SolverQuestion) -> SolverQuestion:
    """The question with the person's own hand in their range: a range reader may have read
    the hand out of it (a play the population rarely makes with it), and then the equilibrium
    would say nothing about it (see :func:`~engine.bots.solver_play.hand_in_range`)."""
    ranges = list(question.spot.ranges)
    ranges[question.person] = hand_in_range(ranges[question.person], question.hole)
    return replace(question, spot=replace(question.spot, ranges=(ranges[0], ranges[1])))


def solve_question(question: SolverQuestion) -> SolverAnswer:
    """The drill's solve of ``question`` (run in a worker process by the window)."""
    return answer(question, target=DRILL_TARGET, max_seconds=DRILL_SECONDS)


@dataclass(frozen=True, slots=True)
class SolverVerdict:
    """How a choice scored against the equilibrium.

    :param chosen: the menu label chosen; ``frequency`` how often the equilibrium takes it
        with this hand.
    :param usual: the action the equilibrium takes most with this hand, and how often.
    :param cost_bb: what the choice gives up against the best action for this hand, in big
        blinds (0 where the solve values nothing for the hand).
    """

    correct: bool
    score: float
    chosen: str
    frequency: float
    usual: str
    usual_frequency: float
    cost_bb: float
    pot_bb: float
    pot: int  # the pot in chips, as the menu's labels count


def check_solver(answer: SolverAnswer, label: str) -> SolverVerdict:
    """Grade the choice ``label`` (one of ``answer.labels``).

    :raises ValueError: ``label`` is not on the menu at this decision.
    """
    if label not in answer.labels:
        raise ValueError(f"{label!r} is not on the menu here")
    chosen = answer.labels.index(label)
    usual = max(range(len(answer.labels)), key=lambda i: answer.mix[i])
    values = [v for v in answer.values_bb if math.isfinite(v)]
    mine = answer.values_bb[chosen]
    cost = max(0.0, max(values) - mine) if values and math.isfinite(mine) else 0.0
    frequency = answer.mix[chosen]
    pot_bb = answer.question.spot.pot / answer.question.big_blind
    correct = frequency >= MIN_FREQUENCY or cost < COSTLY_BB
    score = 1.0 if correct else max(0.0, 1.0 - cost / max(pot_bb / 2, 1e-9))
    return SolverVerdict(correct, round(score, 3), label, frequency, answer.labels[usual],
                         answer.mix[usual], round(cost, 3), pot_bb,
                         answer.question.spot.pot)

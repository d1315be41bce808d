"""Every decision of one player in one hand, valued by the expert with more time to think.

The live coach grades a decision while the person waits (:mod:`engine.teaching.coach.review`);
grading afterwards may think longer: the expert simulates :data:`GRADER_SAMPLES` deals per
equity instead of its 800, and errs on purpose never (no noise). The values and reasons are the
review's own (:func:`~engine.teaching.coach.review.grade`), so a grade seen during play and
afterwards use the same words.

A decision the grader cannot value is *not graded*, with a code saying why, never guessed: the
player's cards unknown (an imported hand where they were not shown), a structure the expert
was not built for (straddles, a big blind posted out of turn), the expert failing, or no value
for the action taken.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.bots.bot import Bot
from engine.bots.explain import Plan
from engine.bots.profiles import profile
from engine.core.errors import FeltError
from engine.rules.actions import Action
from engine.rules.events import Street
from engine.rules.hand import HandState
from engine.rules.positions import hand_order
from engine.rules.view import view_for
from engine.teaching.coach.review import Reason
from engine.teaching.coach.review import grade
from engine.teaching.grading.decision_kinds import Spot
from engine.teaching.grading.decision_kinds import spot_of

__all__ = ["GRADER_PROFILE", "GRADER_SAMPLES", "DecisionGrade", "NotGraded", "grade_hand"]

#: The bot whose view values the decisions (the live coach's expert).
GRADER_PROFILE = "expert"
#: Monte Carlo deals per equity the grader simulates (the live expert: 800).
GRADER_SAMPLES = 1600


class NotGraded(StrEnum):
    """Why a decision has no grade."""

    MISSING_CARD = "missing_card"  # the player's hole cards are not known
    UNUSUAL_STRUCTURE = "unusual_structure"  # straddles, blinds out of turn, odd first actor
    EXPERT_FAILED = "expert_failed"  # the expert could not think about the spot
    NO_ESTIMATE = "no_estimate"  # the expert has no value for the action taken


@dataclass(frozen=True, slots=True)
class DecisionGrade:
    """One decision, graded or not.

    :param index: the decision's place among the hand's actions (0 is the first action).
    :param position: the player's position code (``btn``, ``bb``).
    :param values: (action family, EV in big blinds) for each option weighed.
    :param cost_bb: EV given up against the best option, in big blinds (0 if not graded).
    :param reason: a :class:`~engine.teaching.coach.review.Reason` code when graded, a
        :class:`NotGraded` code when not.
    """

    index: int
    seat: int
    street: Street
    spot: Spot
    position: str
    action: Action
    graded: bool
    values: tuple[tuple[str, float], ...]
    chosen_ev: float | None
    best_ev: float | None
    cost_bb: float
    reason: str
    equity: float | None
    pot: int
    to_call: int
    big_blind: int


def grader_bot(seed: int, samples: int = GRADER_SAMPLES) -> Bot:
    """The expert that grades: more deals per equity, no deliberate mistakes."""
    base = profile(GRADER_PROFILE)
    return Bot(dataclasses.replace(base, samples=samples, noise=0.0), seed)


def grade_hand(
    start: HandState, actions: Sequence[Action], seat: int, seed: int,
    samples: int = GRADER_SAMPLES, usual: bool = True,
) -> tuple[DecisionGrade, ...]:
    """Every decision of ``seat`` in the hand that ``actions`` play from ``start``.

    :param start: the hand dealt, before its first action (it is played on in place).
    :param seed: seeds the expert (equal seeds, equal grades).
    :param usual: the hand's structure is one the expert knows (no straddles or the like).
    """
    expert = grader_bot(seed, samples)
    players = len(start.seats)
    codes = hand_order(players)
    out: list[DecisionGrade] = []
    for index, action in enumerate(actions):
        if start.actor_seat == seat:
            out.append(_one(start, action, seat, index, expert, codes, usual))
        start.act(action)
    return tuple(out)


def _one(state: HandState, action: Action, seat: int, index: int, expert: Bot,
         codes: tuple[str, ...], usual: bool) -> DecisionGrade:
    view = view_for(state, seat)
    spot = spot_of(view)
    position = codes[view.position]
    base = DecisionGrade(index, seat, view.street, spot, position, action, False, (), None,
                         None, 0.0, "", None, view.pot, view.to_call, view.big_blind)
    missing = state.position_of(seat) in state.unknown or len(view.hole) != 2
    if missing:
        return dataclasses.replace(base, reason=NotGraded.MISSING_CARD.value)
    if not usual:
        return dataclasses.replace(base, reason=NotGraded.UNUSUAL_STRUCTURE.value)
    try:
        thought = expert.think(view)
    except FeltError:
        return dataclasses.replace(base, reason=NotGraded.EXPERT_FAILED.value)
    if thought.plan == Plan.FALLBACK:
        return dataclasses.replace(base, reason=NotGraded.EXPERT_FAILED.value)
    graded = grade(view, action, thought, state.hand_number)
    if graded.reason == Reason.MATCHES_EXPERT:  # the expert's own choice gives up nothing
        return dataclasses.replace(
            base, graded=True, values=graded.values, chosen_ev=graded.chosen_ev,
            best_ev=graded.best_ev, reason=graded.reason.value, equity=graded.equity)
    if graded.chosen_ev is None or graded.reason == Reason.NO_ESTIMATE:
        return dataclasses.replace(base, values=graded.values, equity=graded.equity,
                                   reason=NotGraded.NO_ESTIMATE.value)
    return dataclasses.replace(
        base, graded=True, values=graded.values, chosen_ev=graded.chosen_ev,
        best_ev=graded.best_ev, cost_bb=graded.cost_bb, reason=graded.reason.value,
        equity=graded.equity)


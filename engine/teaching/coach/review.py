"""Grading the person's decisions against the expert's view of the same spot.

At each of the person's turns the expert bot thinks about the very view the person has
(:meth:`engine.bots.bot.Bot.think`): its equity against the ranges it reads, the pot odds,
and the expected value of each option it weighs. :func:`grade` puts the person's action next
to that: what it was worth against the best option (``cost_bb``, in big blinds) and a reason
code the window words ("called without the odds", "folded with the odds", ...).

Expected values are the expert's estimates, not the truth: they assume its ranges. A call the
expert did not weigh is valued as ``equity x (pot + call) - call``; an action with no estimate
at all costs nothing and gets the reason ``no_estimate``.

Tests: tests/engine/teaching/coach/test_coach.py, tests/engine/teaching/grading/test_grader.py,
tests/gui/teaching/coach/test_grade_words.py
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.bots.explain import Plan
from engine.bots.explain import Thought
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.events import Street
from engine.rules.view import PlayerView

__all__ = ["COSTLY_BB", "Grade", "Reason", "grade"]

#: A decision that gives up at least this many big blinds of expected value "costs chips".
COSTLY_BB = 0.5
#: Equity within this margin of the pot odds makes a call or fold a close decision.
CLOSE_EQUITY = 0.03


class Reason(StrEnum):
    """Why a decision got its grade."""

    MATCHES_EXPERT = "matches_expert"  # the expert would have done the same
    CLOSE = "close"  # another action is worth a little more, less than COSTLY_BB
    CALLED_WITHOUT_ODDS = "called_without_odds"  # equity below what the call needed
    FOLDED_WITH_ODDS = "folded_with_odds"  # equity above what a call needed
    MISSED_VALUE = "missed_value"  # checked or called where a bet or raise earns more
    RAISED_WITHOUT_EDGE = "raised_without_edge"  # a bet or raise that loses against folds/calls
    FOLDED_FOR_FREE = "folded_for_free"  # folded when checking cost nothing
    OTHER_LINE = "other_line"  # a different action worth clearly less, none of the above
    NO_ESTIMATE = "no_estimate"  # the expert had no value for the action taken
    SOLVER_MIXES = "solver_mixes"  # graded by the solver: the equilibrium takes it (10 %+)
    SOLVER_RARE = "solver_rare"  # graded by the solver: seldom taken, and it costs COSTLY_BB+


def _family(kind: ActionKind) -> str:
    return "raise" if kind in (ActionKind.BET, ActionKind.RAISE) else kind.value


@dataclass(frozen=True, slots=True)
class Grade:
    """One decision of the person, graded.

    :param equity: the expert's equity estimate against the ranges, else the coach's heads-up
        figure (``None`` if neither had one).
    :param needed: the equity a call needs (pot odds; 0 when nothing is to call).
    :param values: (action family ``fold``/``check``/``call``/``raise``, EV in big blinds)
        for each family the expert weighed, its best amount for ``raise``.
    :param chosen_ev: the EV of the person's action (``None`` if unknown).
    :param best_ev: the EV of the best option.
    :param cost_bb: ``best_ev - chosen_ev`` (0 when unknown or negative).
    """

    hand_number: int
    street: Street
    action: Action
    expert_action: Action
    expert_plan: Plan
    equity: float | None
    needed: float
    pot: int
    to_call: int
    values: tuple[tuple[str, float], ...]
    chosen_ev: float | None
    best_ev: float
    cost_bb: float
    reason: Reason

    @property
    def costly(self) -> bool:
        """The decision gave up at least :data:`COSTLY_BB`."""
        return self.cost_bb >= COSTLY_BB


def grade(
    view: PlayerView, action: Action, expert: Thought, hand_number: int,
    equity: float | None = None,
) -> Grade:
    """The person's ``action`` in ``view`` against the expert's ``expert`` thought of it.

    :param equity: the person's equity as the coach read it, used when the expert weighed no
        call and computed no equity of its own (before the flop it often decides by its
        starting-hand order alone).
    """
    bb = max(view.big_blind, 1)
    to_call = view.to_call
    pot = view.pot
    needed = to_call / (pot + to_call) if to_call else 0.0
    values: dict[str, float] = {}
    amounts: dict[str, int | None] = {}
    for option in expert.options:
        family = _family(option.action.kind)
        if family not in values or option.ev_bb > values[family]:
            values[family] = option.ev_bb
            amounts[family] = option.action.amount
    if to_call and "fold" not in values:
        values["fold"] = 0.0
    known = expert.equity if expert.equity is not None else equity
    if to_call and "call" not in values and known is not None:
        values["call"] = round((known * (pot + to_call) - to_call) / bb, 3)
    mine = _family(action.kind)
    chosen = values.get(mine)
    best = max(values.values(), default=0.0)
    cost = max(best - chosen, 0.0) if chosen is not None else 0.0
    reason = _reason(mine, _family(expert.action.kind), chosen, cost, known, needed, to_call)
    return Grade(
        hand_number=hand_number, street=view.street, action=action,
        expert_action=expert.action, expert_plan=expert.plan, equity=known,
        needed=round(needed, 6), pot=pot, to_call=to_call,
        values=tuple(sorted(values.items())), chosen_ev=chosen, best_ev=best,
        cost_bb=round(cost, 3), reason=reason,
    )


def _reason(
    mine: str, theirs: str, chosen: float | None, cost: float, eq: float | None,
    needed: float, to_call: int,
) -> Reason:
    if mine == theirs:
        return Reason.MATCHES_EXPERT
    if mine == "fold" and not to_call:
        return Reason.FOLDED_FOR_FREE
    if chosen is None:
        return Reason.NO_ESTIMATE
    if cost < COSTLY_BB:
        return Reason.CLOSE
    if mine == "call" and eq is not None and eq < needed - CLOSE_EQUITY:
        return Reason.CALLED_WITHOUT_ODDS
    if mine == "fold" and eq is not None and eq > needed + CLOSE_EQUITY:
        return Reason.FOLDED_WITH_ODDS
    if mine in ("check", "call") and theirs == "raise":
        return Reason.MISSED_VALUE
    if mine == "raise":
        return Reason.RAISED_WITHOUT_EDGE
    return Reason.OTHER_LINE

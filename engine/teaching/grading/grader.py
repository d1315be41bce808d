"""Every decision of one player in one hand, valued by the expert with more time to think.

The live coach grades a decision while the person waits (:mod:`engine.teaching.coach.review`);
grading afterwards may think longer: the expert simulates :data:`GRADER_SAMPLES` deals per
equity instead of its 800, and errs on purpose never (no noise). The reasons are the review's
own (:func:`~engine.teaching.coach.review.grade`), so a grade seen during play and afterwards
use the same words.

The cost of a decision is ``EV(best option) - EV(chosen)`` from one estimator: every option is
valued in the same thought, with the same ranges and the same equities (computed once per
decision, so the options share their samples). To make that hold for every choice:

* a bet or raise after the flop of a size the expert does not weigh is added to the sizes it
  weighs for that decision, so its value is the expert's own formula, not the nearest size's;
* an unopened pot before the flop (open, limp, fold, the big blind's check), where the expert
  decides by its opening ranges and weighs no values, is valued by
  :mod:`~engine.teaching.grading.open_values` for every option alike;
* folding is always an option worth 0 (folding when a check is free costs the check's value);
* the opponents are read as the expert at the table reads them: from what they did in the
  hands before (``reads``), so the grader judges with what the player could have known;
* options within :data:`NEAR_TIE_POT` of the pot of each other are ties (the model's own
  precision, and the mixed choices at the edges of ranges): choosing either costs nothing.

On the turn and the river of a heads-up pot the equilibrium of the spot grades instead, where
it can be solved (:mod:`~engine.teaching.grading.solver_grade`): the grade then says so
(:attr:`DecisionGrade.judge`) and carries the equilibrium's mix for the hand held.

A decision the grader cannot value is *not graded*, with a code saying why, never guessed: the
player's cards unknown (an imported hand where they were not shown), a structure the expert
was not built for (straddles, a big blind posted out of turn), the expert failing, or no value
for the action taken.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from engine.bots.betting import legalize
from engine.bots.bot import Bot
from engine.bots.decide_preflop import ISOLATE_BB
from engine.bots.decide_preflop import OPEN_SIZE_BB
from engine.bots.decide_preflop import OPEN_SIZE_LATE_BB
from engine.bots.explain import OptionValue
from engine.bots.explain import Plan
from engine.bots.explain import Thought
from engine.bots.profiles import profile
from engine.bots.reading import SeatStats
from engine.core.errors import FeltError
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.actions import LegalActions
from engine.rules.events import Street
from engine.rules.hand import HandState
from engine.rules.positions import hand_order
from engine.rules.view import PlayerView
from engine.rules.view import view_for
from engine.teaching.coach.review import COSTLY_BB
from engine.teaching.coach.review import Reason
from engine.teaching.coach.review import grade
from engine.teaching.drills.solver_drill import MIN_FREQUENCY
from engine.teaching.grading.decision_kinds import Spot
from engine.teaching.grading.decision_kinds import spot_of
from engine.teaching.grading.open_values import open_values
from engine.teaching.grading.solver_grade import Judge
from engine.teaching.grading.solver_grade import SolvedSpots
from engine.teaching.grading.solver_grade import SolverJudgement
from engine.teaching.grading.solver_grade import SolverLine
from engine.teaching.grading.solver_grade import solver_grade

__all__ = ["GRADER_PROFILE", "GRADER_SAMPLES", "DecisionGrade", "NotGraded", "grade_hand"]

#: The bot whose view values the decisions (the live coach's expert).
GRADER_PROFILE = "expert"
#: Monte Carlo deals per equity the grader simulates (the live expert: 800).
GRADER_SAMPLES = 1600
#: Options whose values differ by less than this share of the pot are ties.
NEAR_TIE_POT = 0.03
#: Raise sizes of an unopened pot the grader weighs besides the player's own: the ranges
#: levels' open sizes (big blinds).
OPEN_SIZES_BB = (OPEN_SIZE_LATE_BB, OPEN_SIZE_BB)


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
    :param judge: who valued the options (a :class:`Judge` code: the expert, or the solver).
    :param solver: the equilibrium's actions, mix and values for the hand when the solver
        judged.
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
    judge: str = Judge.EXPERT.value
    solver: SolverLine | None = None


def grader_bot(seed: int, samples: int = GRADER_SAMPLES) -> Bot:
    """The expert that grades: more deals per equity, no deliberate mistakes."""
    base = profile(GRADER_PROFILE)
    # The grader weighs every option with the expert's estimates; the solver's river play
    # gives a sampled action, not option values, so the grader keeps the estimates.
    return Bot(dataclasses.replace(base, samples=samples, noise=0.0, solver_seconds=0.0), seed)


def grade_hand(
    start: HandState, actions: Sequence[Action], seat: int, seed: int,
    samples: int = GRADER_SAMPLES, usual: bool = True,
    reads: Mapping[int, SeatStats] | None = None,
    solver: bool = True, solved: SolvedSpots | None = None,
) -> tuple[DecisionGrade, ...]:
    """Every decision of ``seat`` in the hand that ``actions`` play from ``start``.

    :param start: the hand dealt, before its first action (it is played on in place).
    :param seed: seeds the expert (equal seeds, equal grades).
    :param usual: the hand's structure is one the expert knows (no straddles or the like).
    :param reads: what each opponent (by seat) did in the hands before, as the expert at the
        table counts it; without it the opponents are read as the population.
    :param solver: grade heads-up turns and rivers against the solver where it can.
    :param solved: where solves are kept between gradings (asked before solving).
    """
    expert = grader_bot(seed, samples)
    if reads:
        expert.stats = {k: dataclasses.replace(v) for k, v in reads.items() if k != seat}
    players = len(start.seats)
    codes = hand_order(players)
    out: list[DecisionGrade] = []
    for index, action in enumerate(actions):
        if start.actor_seat == seat:
            out.append(_one(start, action, seat, index, expert, codes, usual, solver,
                            solved))
        start.act(action)
    return tuple(out)


def _one(state: HandState, action: Action, seat: int, index: int, expert: Bot,
         codes: tuple[str, ...], usual: bool, solver: bool, solved: SolvedSpots | None
         ) -> DecisionGrade:
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
    legal = view.legal
    assert legal is not None
    if solver:
        taken = action if action.kind is ActionKind.FOLD else legalize(action, legal)
        judged = solver_grade(view, taken, expert.tendencies, solved)
        if judged is not None:
            return _by_solver(base, judged)
    base_profile = expert.profile
    extra = _extra_size(view, legal, action)
    if extra is not None:
        expert.profile = dataclasses.replace(base_profile, sizes=(*base_profile.sizes, extra))
    try:
        thought = expert.think(view)
    except FeltError:
        return dataclasses.replace(base, reason=NotGraded.EXPERT_FAILED.value)
    finally:
        expert.profile = base_profile
    if thought.plan == Plan.FALLBACK:
        return dataclasses.replace(base, reason=NotGraded.EXPERT_FAILED.value)
    options = _options(view, legal, action, thought, expert)
    thought = dataclasses.replace(thought, options=options)
    graded = grade(view, action, thought, state.hand_number)
    chosen = _value_of(options, action if action.kind is ActionKind.FOLD
                       else legalize(action, legal))
    if chosen is None:
        return dataclasses.replace(base, values=graded.values, equity=graded.equity,
                                   reason=NotGraded.NO_ESTIMATE.value)
    best = max(o.ev_bb for o in options)
    cost = best - chosen
    if cost <= NEAR_TIE_POT * view.pot / max(view.big_blind, 1):
        cost = 0.0
    reason = graded.reason
    if reason == Reason.MATCHES_EXPERT and cost >= COSTLY_BB:
        reason = Reason.OTHER_LINE  # the expert's action, of a size that costs
    elif reason not in (Reason.MATCHES_EXPERT, Reason.FOLDED_FOR_FREE) and cost < COSTLY_BB:
        reason = Reason.CLOSE
    return dataclasses.replace(
        base, graded=True, values=graded.values, chosen_ev=round(chosen, 3),
        best_ev=round(best, 3), cost_bb=round(cost, 3), reason=reason.value,
        equity=graded.equity)


def _by_solver(base: DecisionGrade, judged: SolverJudgement) -> DecisionGrade:
    """The grade of a decision the solver judged; its options' values by action family
    (the best size of a bet or raise), as the expert's are given."""
    values: dict[str, float] = {}
    for label, value in zip(judged.line.labels, judged.line.values_bb, strict=True):
        family = label.partition(" ")[0]
        family = family if family in ("fold", "check", "call") else "raise"
        if math.isfinite(value) and value > values.get(family, -math.inf):
            values[family] = value
    if judged.frequency >= MIN_FREQUENCY:
        reason = Reason.SOLVER_MIXES
    elif judged.cost_bb < COSTLY_BB:
        reason = Reason.CLOSE
    else:
        reason = Reason.SOLVER_RARE
    return dataclasses.replace(
        base, graded=True, values=tuple(sorted(values.items())), chosen_ev=judged.chosen_ev,
        best_ev=judged.best_ev, cost_bb=judged.cost_bb, reason=reason.value,
        judge=judged.judge.value, solver=judged.line)


def _extra_size(view: PlayerView, legal: LegalActions, action: Action) -> float | None:
    """The pot fraction of a bet or raise after the flop, for the expert to weigh it too."""
    if view.street == Street.PREFLOP or action.kind not in (ActionKind.BET, ActionKind.RAISE):
        return None
    if legal.min_raise_to is None or action.amount is None:
        return None
    call = legal.call_amount or 0
    return (action.amount - legal.current_bet - call) / max(legal.pot + call, 1)


def _options(view: PlayerView, legal: LegalActions, action: Action, thought: Thought,
             expert: Bot) -> tuple[OptionValue, ...]:
    """Every option valued by one estimator: the expert's, or the open model's before the
    flop when nobody has raised and the expert weighed no values; folding is always one."""
    bb = max(view.big_blind, 1)
    options = list(thought.options)
    if view.street == Street.PREFLOP and len(options) < 2 and spot_of(view) == Spot.PREFLOP_OPEN:
        limpers = sum(1 for b, f in zip(view.bets, view.folded, strict=True)
                      if not f and b >= view.big_blind) - 1
        standard = (*OPEN_SIZES_BB, ISOLATE_BB + limpers) if limpers > 0 else OPEN_SIZES_BB
        sizes = {legalize(Action.bet_or_raise(round(x * bb)), legal).amount
                 for x in standard} if legal.can_raise else set()
        for act in (action, thought.action):
            if act.kind in (ActionKind.BET, ActionKind.RAISE) and legal.can_raise:
                sizes.add(legalize(act, legal).amount)
        raises = tuple(sorted(a for a in sizes if a is not None))
        options = [OptionValue(legalize(a, legal), round(ev / bb, 3))
                   for a, ev in open_values(view, legal, raises, expert.tendencies)]
    if not any(o.action.kind is ActionKind.FOLD for o in options):
        options.append(OptionValue(Action.fold(), 0.0))
    to_call = view.to_call
    if (to_call and legal.can_call and thought.equity is not None
            and not any(o.action.kind is ActionKind.CALL for o in options)):
        # a call the expert did not weigh (a short stack's equilibrium chart): its equity
        # against the range it read, as the review values it
        call = legal.call_amount or to_call
        ev = thought.equity * (view.pot + call) - call
        options.append(OptionValue(Action.call(), round(ev / bb, 3)))
    return tuple(options)


def _value_of(options: Sequence[OptionValue], action: Action) -> float | None:
    """The value of ``action`` among ``options``: the same kind and amount, else (a raise
    of a size nobody weighed before the flop) the best of its kind."""
    same = [o.ev_bb for o in options if o.action == action]
    if same:
        return max(same)
    kin = [o.ev_bb for o in options if o.action.kind == action.kind]
    return max(kin) if kin else None

"""Heads-up push/fold by the equilibrium, for the solid and expert levels when short.

When only two players are left in a No-Limit hand before the flop and the effective stack is
at most :data:`EQUILIBRIUM_MAX_BB` big blinds, the small blind first in shoves or folds and the
big blind calls a shove or folds as the heads-up push/fold equilibrium says, mixing the classes
it mixes with the bot's seeded generator. Against any opponent that cannot lose chips to them
on average: no exploitative guess about the opponent is needed, none is made.

The chart (``engine/bots/data/pushfold_heads_up.json``: shove and call probability per class
for effective stacks of 1 to 25 big blinds) is solved from the exact pre-flop equity table by
``python -m engine.tournament.make_pushfold_chart``; the bots only read it.

Tests: tests/engine/bots/test_bot_equilibrium.py
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from engine.bots.explain import Plan
from engine.bots.preflop import preflop_tables
from engine.bots.profiles import Level
from engine.bots.spot import Choice
from engine.bots.spot import Mind
from engine.bots.spot import Spot
from engine.rules.actions import Action
from engine.rules.config import Betting

__all__ = ["EQUILIBRIUM_MAX_BB", "equilibrium_choice", "heads_up_chart"]

F64 = npt.NDArray[np.float64]

CHART_FILE = Path(__file__).resolve().parent / "data" / "pushfold_heads_up.json"
#: At or below this effective stack (big blinds) heads-up pre-flop play follows the chart.
EQUILIBRIUM_MAX_BB = 15.0
#: The levels that know the equilibrium.
LEVELS = (Level.SOLID, Level.EXPERT)


@cache
def heads_up_chart() -> tuple[F64, F64] | None:
    """``(push, call)``: probability per effective stack (row ``k`` is ``k + 1`` big blinds)
    and class; ``None`` when the file is missing (the bots then play as before)."""
    try:
        data = json.loads(CHART_FILE.read_text(encoding="utf-8"))
        scale = float(data["scale"])
        push = np.asarray(data["push"], dtype=np.float64) / scale
        call = np.asarray(data["call"], dtype=np.float64) / scale
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if push.shape != call.shape or push.ndim != 2 or push.shape[1] != 169:
        return None
    return push, call


def equilibrium_choice(mind: Mind, s: Spot, raises: int, raiser: int | None) -> Choice | None:
    """The equilibrium's action in a short heads-up spot, or ``None`` when it does not apply
    (another level, more than one opponent, deeper stacks, a raise that is not a shove...)."""
    chart = heads_up_chart()
    if (chart is None or mind.profile.level not in LEVELS or s.short_deck
            or s.betting is not Betting.NO_LIMIT or len(s.opponents) != 1
            or not 0 < s.effective_bb <= EQUILIBRIUM_MAX_BB):
        return None
    view, legal = s.view, s.legal
    (opp,) = s.opponents
    row = min(max(round(s.effective_bb), 1), chart[0].shape[0]) - 1
    facing = view.bets[opp]
    if raises == 0 and s.my_bet == view.small_blind and facing == view.big_blind and \
            legal.max_raise_to == s.my_stack + s.my_bet:
        shove = mind.rng.random() < chart[0][row, s.hand_class]
        action = Action.bet_or_raise(legal.max_raise_to) if shove else Action.fold()
        plan = Plan.PUSH if shove else Plan.FOLD
    elif (raises == 1 and raiser == s.seat_of(opp) and s.my_bet == view.big_blind
          and legal.can_call and (view.stacks[opp] == 0 or facing >= s.my_stack + s.my_bet)):
        call = mind.rng.random() < chart[1][row, s.hand_class]
        action = Action.call() if call else Action.fold()
        plan = Plan.CALL if call else Plan.FOLD
    else:
        return None
    # The equity shown with the decision: against the other side's equilibrium range.
    tables = preflop_tables(False)
    other = chart[1][row] if plan is Plan.PUSH or raises == 0 else chart[0][row]
    equity = tables.equity_vs(s.hand_class, other[tables.combos.classes], s.hole)
    return Choice(action, plan, equity, (), None, 0.0, ("short_stack", "push_fold_equilibrium"))

"""Short-stacked pre-flop play: all-in or fold (or call an all-in), by expected value.

At or below the profile's ``push_fold_bb`` (No-Limit) the ranges levels stop opening small:
the shove's value is the blinds when everyone folds plus, when called, the equity against
the calling range of the widest caller. How wide people call an all-in is a rule of thumb
(:func:`call_width`) that the expert scales by each opponent's looseness.

Tests: tests/engine/bots/test_bot_equilibrium.py, tests/engine/bots/test_bot_reraised.py,
tests/engine/bots/test_bots.py
"""

from __future__ import annotations

import numpy as np

from engine.bots.explain import Plan
from engine.bots.preflop import preflop_tables
from engine.bots.profiles import Thinking
from engine.bots.reading import top_of_range
from engine.bots.spot import F64
from engine.bots.spot import Choice
from engine.bots.spot import Mind
from engine.bots.spot import Option
from engine.bots.spot import Spot
from engine.bots.spot import pick
from engine.bots.spot import values
from engine.rules.actions import Action
from engine.rules.actions import ActionKind

__all__ = ["all_in_keep", "call_width", "push_fold"]

#: A player calls an all-in of ``s`` big blinds with the top ``CALL_WIDTH_BB / s`` of hands,
#: the big blind (already in) ``BIG_BLIND_CALLS_WIDER`` times that, within these bounds.
CALL_WIDTH_BB = 2.5
BIG_BLIND_CALLS_WIDER = 1.35
CALL_WIDTH_MIN = 0.04
CALL_WIDTH_MAX = 0.7
#: The expert scales call widths by the square root of an opponent's VPIP over the
#: population's, the ratio kept within these bounds (and the width within the next).
VPIP_RATIO_MIN = 0.5
VPIP_RATIO_MAX = 2.5
ADAPTED_WIDTH_MIN = 0.03
ADAPTED_WIDTH_MAX = 0.9
#: A range already in the pot keeps at least this share of itself against a shove.
KEEP_MIN = 0.08
#: Softness of the edge of the calling part of a range (in percentile).
KEEP_SOFTNESS = 0.05
#: Softness of the edge of a fresh caller's range.
CALL_RANGE_SOFTNESS = 0.03
#: Share of its equity a call realises when neither player is all-in yet.
CALL_REALIZE = 0.8


def call_width(shove_bb: float, big_blind: bool) -> float:
    """Share of hands a player calls an all-in of ``shove_bb`` big blinds with."""
    width = CALL_WIDTH_BB / max(shove_bb, 1.0)
    return float(np.clip(width * (BIG_BLIND_CALLS_WIDER if big_blind else 1.0),
                         CALL_WIDTH_MIN, CALL_WIDTH_MAX))


def all_in_keep(mind: Mind, seat: int, weights: F64, need_bb: float) -> float:
    """Share of a player's current range that calls an all-in costing ``need_bb`` big
    blinds: the hands anyone would call with at that price, as a part of this range
    (a narrow three-bet range calls a shove far more often than a wide opening range)."""
    width = call_width(need_bb, False)
    if mind.profile.thinking is Thinking.ADAPTIVE:
        ratio = mind.tendencies(seat).vpip / mind.population.vpip
        width *= float(np.clip(ratio, VPIP_RATIO_MIN, VPIP_RATIO_MAX)) ** 0.5
    share = float(weights.sum()) / weights.shape[0]
    return float(np.clip(width / max(share, 1e-6), KEEP_MIN, 1.0))


def push_fold(
    mind: Mind, s: Spot, ranges: dict[int, F64], raiser: int | None
) -> Choice:
    """Short-stacked: all-in or fold (or call an all-in), by expected value."""
    legal = s.legal
    assert legal.max_raise_to is not None
    tables = preflop_tables(s.short_deck)
    bb = s.big_blind
    options: list[Option] = []
    passive = Action.check() if legal.can_check else Action.fold()
    options.append(Option(passive, 0.0))
    shove = legal.max_raise_to
    added = shove - s.my_bet
    adaptive = mind.profile.thinking is Thinking.ADAPTIVE
    fold_all = 1.0
    widest = 0.0
    widest_range: F64 | None = None
    need_total = chance_total = 0.0
    for j in s.opponents:
        seat = s.seat_of(j)
        if not s.can_act(j):
            fold_all = 0.0
            widest_range = ranges[seat]
            continue
        need = min(shove - s.view.bets[j], s.view.stacks[j])
        if seat == raiser or (raiser is not None and ranges[seat].sum() < tables.combos.size):
            # Already in with a range: calls with the part that beats the price.
            keep = all_in_keep(mind, seat, ranges[seat], need / bb)
            cont = top_of_range(ranges[seat], -tables.combo_percentile, keep, KEEP_SOFTNESS)
            call_range = ranges[seat] * cont
            chance = float(call_range.sum() / max(ranges[seat].sum(), 1e-9))
        else:
            width = call_width(need / bb, s.view.seats[1] == seat and len(s.view.seats) > 2)
            if adaptive:
                ratio = mind.tendencies(seat).vpip / mind.population.vpip
                width = float(np.clip(width * ratio ** 0.5, ADAPTED_WIDTH_MIN,
                                      ADAPTED_WIDTH_MAX))
            call_range = tables.top(width, CALL_RANGE_SOFTNESS)
            chance = width
        fold_all *= 1.0 - chance
        need_total += chance * need
        chance_total += chance
        if chance > widest:
            widest, widest_range = chance, call_range
    if widest_range is None:
        widest_range = np.ones(tables.combos.size)
    eq = tables.equity_vs(s.hand_class, widest_range, s.hole)
    calls = 1.0 - fold_all
    # The equity is against one caller, so the pot counts one caller's chips.
    called_with = need_total / chance_total if chance_total > 1e-9 else 0.0
    ev_shove = fold_all * s.pot + calls * (eq * (s.pot + added + called_with) - added)
    options.append(Option(Action.bet_or_raise(shove), ev_shove, fold_all, eq))
    if s.to_call > 0 and raiser is not None:
        call_eq = tables.equity_vs(s.hand_class, ranges[raiser], s.hole)
        raiser_pos = s.view.seats.index(raiser)
        all_in = s.view.stacks[raiser_pos] == 0 or s.to_call >= s.my_stack
        realize = 1.0 if all_in else CALL_REALIZE
        options.append(Option(Action.call(), call_eq * realize * (s.pot + s.to_call)
                              - s.to_call, None, call_eq))
    best = pick(mind, options, s)
    plan = {ActionKind.RAISE: Plan.PUSH, ActionKind.CALL: Plan.CALL,
            ActionKind.CHECK: Plan.CHECK}.get(best.action.kind, Plan.FOLD)
    return Choice(best.action, plan, best.equity if best.equity is not None else eq,
                  values(options, s), best.fold_equity, 0.0, ("short_stack",))

"""Pre-flop play of the ranges levels (solid and expert).

Unopened pots are opened by position: the share of hands a sound player opens with so many
players left to act (:data:`OPEN_WIDTH_BY_BEHIND`), scaled by the profile's ``looseness``
and, for the expert, by how little the players behind defend. Facing a raise, folding,
calling and re-raising each get an expected value against the raiser's estimated range.
Short stacks go to :mod:`~engine.bots.decide_pushfold`; the expert's answers to re-raises,
deep-stacked and heads-up, to :mod:`~engine.bots.decide_reraised`.

Tests: tests/engine/bots/test_bot_equilibrium.py, tests/engine/bots/test_bot_reraised.py,
tests/engine/bots/test_bots.py
"""

from __future__ import annotations

import dataclasses

import numpy as np

from engine.bots.decide_equilibrium import equilibrium_choice
from engine.bots.decide_pushfold import all_in_keep
from engine.bots.decide_pushfold import push_fold
from engine.bots.decide_reraised import answer_reraise
from engine.bots.explain import Plan
from engine.bots.preflop import PreflopTables
from engine.bots.preflop import preflop_tables
from engine.bots.profiles import Thinking
from engine.bots.reading import Tendencies
from engine.bots.reading import top_of_range
from engine.bots.spot import F64
from engine.bots.spot import Choice
from engine.bots.spot import Mind
from engine.bots.spot import Option
from engine.bots.spot import Spot
from engine.bots.spot import clamp
from engine.bots.spot import mix
from engine.bots.spot import pick
from engine.bots.spot import players_behind
from engine.bots.spot import preflop_counts
from engine.bots.spot import values
from engine.evaluation.equity import HandSpec
from engine.evaluation.equity import equity
from engine.evaluation.hand_classes import combo_table
from engine.evaluation.ranges import RangeArrays
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.config import Betting

__all__ = ["decide_preflop", "open_width"]

# ---------------------------------------------------------------- opening

#: Share of hands a sound player opens, by players left to act (6-max and full ring).
OPEN_WIDTH_BY_BEHIND = {0: 1.0, 1: 0.5, 2: 0.44, 3: 0.3, 4: 0.23, 5: 0.19, 6: 0.16, 7: 0.14}
OPEN_WIDTH_HEADS_UP = 0.8
OPEN_WIDTH_EARLIEST = 0.12
#: Open raise in big blinds: smaller from the last seats (and heads-up).
OPEN_SIZE_LATE_BB = 2.5
OPEN_SIZE_BB = 3.0
LATE_SEATS_BEHIND = 2
#: The big blind raises limpers with the top ``ISOLATE_FROM_BIG_BLIND`` (times looseness
#: and aggression); other seats raise them with this share of their opening width and
#: limp behind with the next.
ISOLATE_FROM_BIG_BLIND = 0.1
ISOLATE_SHARE = 0.55
OVERLIMP_SHARE = 0.95
#: An isolation raise is this many big blinds plus one per limper.
ISOLATE_BB = 3
#: The small blind completes with this multiple of its opening width.
COMPLETE_SHARE = 1.5
#: The expert steals wider when the players behind defend less than the population: the
#: square root of the VPIP ratio, within these bounds (the VPIP floored at the next).
STEAL_MIN = 0.75
STEAL_MAX = 1.5
STEAL_VPIP_FLOOR = 0.05

# ---------------------------------------------------------------- facing a raise

#: Share of its equity a call realises before the flop: in or out of position, No-Limit
#: and Limit (where fewer bets are left to push it off its hand).
CALL_REALIZE_IP = 0.88
CALL_REALIZE_OOP = 0.76
LIMIT_CALL_REALIZE_IP = 0.9
LIMIT_CALL_REALIZE_OOP = 0.82
#: Loose profiles expect to realise more of a called raise's equity (they mean to outplay
#: the raiser after the flop): realisation times ``looseness`` to this power.
LOOSE_REALIZE_POWER = 0.5
#: Realisation shrinks for each other player in the pot and each still to act.
REALIZE_PER_OTHER = 0.93
REALIZE_PER_BEHIND = 0.97
#: Multiway pre-flop equities are simulated against at most this many ranges; combos
#: below ``RANGE_CUTOFF`` of the range's top weight are left out.
MAX_SIMULATED_RANGES = 4
RANGE_CUTOFF = 0.02
#: Set mining: a pair flops a set ``SET_CHANCE`` of the time and is then paid
#: ``SET_PAYOFF`` of the chips behind (at most ``DEEP_POTS`` pots); a suited connector (gap
#: at most ``CONNECTOR_GAP``) flops big ``CONNECTOR_CHANCE`` and is paid ``CONNECTOR_PAYOFF``.
SET_CHANCE = 0.118
SET_PAYOFF = 0.35
CONNECTOR_CHANCE = 0.06
CONNECTOR_PAYOFF = 0.25
CONNECTOR_GAP = 2
DEEP_POTS = 8
#: A re-raise all-in of at most this many big blinds is written up as a push.
PUSH_PLAN_BB = 25

# ---------------------------------------------------------------- re-raising

#: Three-bet to this multiple of the raise (in, out of position), four-bet and more to
#: ``RERAISE_FACTOR``; one raise more per caller in between.
THREE_BET_FACTOR_IP = 3.0
THREE_BET_FACTOR_OOP = 3.6
RERAISE_FACTOR = 2.3
#: No-Limit: a re-raise that would commit this share of the stack goes all-in instead.
COMMIT_SHARE = 0.35
#: Limit: share of a raiser's range that calls one more bet (always, after a re-raise).
LIMIT_KEEP = 0.85
#: Against a four-bet (five-bet and more) only this top share of all hands goes on.
FOUR_BET_CONTINUE = 0.025
FIVE_BET_CONTINUE = 0.015
CONTINUE_KEEP_MIN = 0.1
#: A player who has shown a VPIP below this re-raises only the very top of its hands and
#: goes on with all of them: a four-bet or more against it wins nothing by folds (a nit's
#: three-bet is aces, kings or ace-king; a light four-bet into it only pays for the next raise).
TIGHT_VPIP = 0.12
#: However wide a player re-raises, its continuing and re-raising ranges are at most this.
MAX_RERAISE_WIDTH = 0.6
#: Softness of the edge of the continuing range (in percentile).
CONTINUE_SOFTNESS = 0.05
#: Fold equity shrinks for every other player in the pot and every one still to act.
FOLD_PER_OTHER = 0.9
FOLD_PER_BEHIND = 0.95
#: Realisation of a re-raised pot that is called, in and out of position.
RERAISE_REALIZE_IP = 0.9
RERAISE_REALIZE_OOP = 0.78
#: The part of a continuing range that raises again (top share of all hands, softness),
#: and the equity the bot wants to go on against it.
RAISE_AGAIN_SOFTNESS = 0.01
GO_ON_EQUITY = 0.45
#: A hand in this top share of all hands never folds to a single raise to at most
#: ``PREMIUM_RAISE_BB`` big blinds: it calls at least. Facing a raise, every player still to
#: act (the blinds among them) shares the pot in the equity as a random hand, and the
#: realisation factors, averages over all hands, shrink again for each of them: a premium
#: hand's call looked worse than folding (the small blind folded AKo to a 4-big-blind
#: open; 87 of 191 such spots folded in 1,500 hands of six solid players). Counting only
#: the callers in the equity would fix the cause, but changes most decisions facing a raise
#: and with them the replay of games saved before; this floor changes only these spots.
PREMIUM_SHARE = 0.05
PREMIUM_RAISE_BB = 4
#: Before the flop each point of ``aggression`` above 1 adds this share of the pot to a
#: re-raise's value (after the flop :data:`~engine.bots.profiles.AGGRESSION_BONUS`): an
#: aggressive style shows first in how light it three-bets.
RERAISE_AGGRESSION_BONUS = 1.0


def open_width(behind: int, players: int) -> float:
    """Share of hands a sound player opens with ``behind`` players left to act."""
    if players == 2:
        return OPEN_WIDTH_HEADS_UP
    return OPEN_WIDTH_BY_BEHIND.get(behind, OPEN_WIDTH_EARLIEST)


def decide_preflop(mind: Mind, s: Spot, ranges: dict[int, F64]) -> Choice:
    """The ranges levels' pre-flop decision: push-or-fold when short, else open or answer."""
    p = mind.profile
    legal = s.legal
    raises, raiser, limpers, _ = preflop_counts(s.record)
    equilibrium = equilibrium_choice(mind, s, raises, raiser)
    if equilibrium is not None:
        return equilibrium
    if (s.betting is Betting.NO_LIMIT and s.effective_bb <= p.push_fold_bb
            and legal.can_raise and legal.max_raise_to == s.my_stack + s.my_bet):
        return push_fold(mind, s, ranges, raiser)
    if raises == 0:
        return _unopened(mind, s, limpers)
    assert raiser is not None
    reraised = answer_reraise(mind, s, raises, raiser)
    if reraised is None:
        reraised = _facing_raise(mind, s, ranges, raises, raiser)
    return _all_in_or_not_at_all(mind, s, raises, reraised)


#: At a table dealt to more than two, the share of the strongest hands with which the expert
#: re-raises a re-raise (four-bets and more) all-in; it makes no smaller one. Heads-up
#: :mod:`~engine.bots.decide_reraised` prices these from its reads of the raiser; with five
#: others it sees each one's answers to four-bets too seldom, and the population's habits in
#: its reads (a four-bet folded half the time) had it four-bet a player who three-bets a third
#: of its hands and moves in over every four-bet, then fold to the all-in: three experts
#: against three such players lost -16.2 bb/100 over 3,000 deals, +97.4 +- 30.8 on the same
#: deals with this rule (queens or better and ace-king: the top 2.5 %).
MOVE_IN_SHARE = 0.025


def _all_in_or_not_at_all(mind: Mind, s: Spot, raises: int, choice: Choice) -> Choice:
    """The expert's re-raise of a re-raise at a table dealt to more than two: all-in with the
    top :data:`MOVE_IN_SHARE` of hands, else the better of calling and folding as it valued
    them."""
    legal = s.legal
    if (len(s.view.seats) <= 2 or raises < 2 or s.betting is not Betting.NO_LIMIT
            or mind.profile.thinking is not Thinking.ADAPTIVE
            or choice.action.kind is not ActionKind.RAISE
            or choice.action.amount == legal.max_raise_to):
        return choice
    if s.percentile <= MOVE_IN_SHARE and legal.max_raise_to is not None:
        return dataclasses.replace(choice, action=Action.bet_or_raise(legal.max_raise_to))
    rest = [o for o in choice.options if o.action.kind is not ActionKind.RAISE]
    best = max(rest, key=lambda o: o.ev_bb) if rest else None
    if best is None or best.action.kind is ActionKind.FOLD:
        return dataclasses.replace(choice, action=Action.fold(), plan=Plan.FOLD)
    return dataclasses.replace(choice, action=best.action, plan=Plan.CALL)


def _unopened(mind: Mind, s: Spot, limpers: int) -> Choice:
    p = mind.profile
    legal = s.legal
    players = len(s.view.seats)
    behind = players_behind(s.view, s.me)
    width = open_width(behind, players) * p.looseness
    if p.thinking is Thinking.ADAPTIVE:
        width *= _steal_factor(mind, s)
    pct = s.percentile
    bb = s.big_blind
    if legal.can_check:  # the big blind's option over limpers
        if legal.can_raise and mix(mind, ISOLATE_FROM_BIG_BLIND * p.looseness * p.aggression,
                                   pct):
            to = bb * (ISOLATE_BB + limpers) + s.my_bet - bb
            return Choice(Action.bet_or_raise(clamp(s, to)), Plan.ISOLATE)
        return Choice(Action.check(), Plan.CHECK)
    if limpers:
        if legal.can_raise and mix(mind, width * ISOLATE_SHARE * p.aggression, pct):
            to = bb * (ISOLATE_BB + limpers)
            return Choice(Action.bet_or_raise(clamp(s, to)), Plan.ISOLATE)
        if mix(mind, width * OVERLIMP_SHARE, pct):
            return Choice(Action.call(), Plan.LIMP)
        return Choice(Action.fold(), Plan.FOLD)
    if legal.can_raise and mix(mind, width, pct):
        size = OPEN_SIZE_LATE_BB if behind <= LATE_SEATS_BEHIND or players == 2 else OPEN_SIZE_BB
        return Choice(Action.bet_or_raise(clamp(s, round(size * bb))), Plan.OPEN)
    if behind == 1 and players > 2 and mix(mind, width * COMPLETE_SHARE, pct):
        return Choice(Action.call(), Plan.LIMP)  # the small blind completes
    return Choice(Action.fold(), Plan.FOLD)


def _steal_factor(mind: Mind, s: Spot) -> float:
    """Opens wider when the players behind defend too little, tighter when they defend
    too much (their VPIP against the population's)."""
    behind = [j for j in range(len(s.view.seats)) if j not in (s.me,)
              and not s.view.folded[j]]
    if not behind:
        return 1.0
    vpips = [mind.tendencies(s.seat_of(j)).vpip for j in behind]
    ratio = mind.population.vpip / max(float(np.mean(vpips)), STEAL_VPIP_FLOOR)
    return float(np.clip(ratio ** 0.5, STEAL_MIN, STEAL_MAX))


def _facing_raise(
    mind: Mind, s: Spot, ranges: dict[int, F64], raises: int, raiser: int
) -> Choice:
    p = mind.profile
    legal = s.legal
    tables = preflop_tables(s.short_deck)
    raiser_range = ranges[raiser]
    others = [seat for seat in ranges if seat != raiser]
    behind = players_behind(s.view, s.me)
    eq = _preflop_equity(mind, s, ranges, raiser, others)
    if not s.limit:
        realize = CALL_REALIZE_IP if s.in_position else CALL_REALIZE_OOP
    else:
        realize = LIMIT_CALL_REALIZE_IP if s.in_position else LIMIT_CALL_REALIZE_OOP
    realize *= REALIZE_PER_OTHER ** len(others) * REALIZE_PER_BEHIND ** behind
    realize *= p.looseness ** LOOSE_REALIZE_POWER
    options: list[Option] = [Option(Action.fold(), 0.0)]
    call = s.to_call
    implied = 0.0
    if p.implied_odds and not s.limit:
        implied = _set_mining(s, call)
    ev_call = eq * realize * (s.pot + call) - call + implied
    if s.to_call >= s.my_stack:
        ev_call = eq * (s.pot + call) - call  # all-in call: nothing left to realise
    options.append(Option(Action.call(), ev_call, None, eq, implied))
    if legal.can_raise:
        options.append(_reraise(mind, s, tables, raiser_range, raiser, raises, len(others),
                                behind))
    best = pick(mind, options, s)
    if (best.action.kind is ActionKind.FOLD and raises == 1
            and s.percentile <= PREMIUM_SHARE
            and s.my_bet + s.to_call <= PREMIUM_RAISE_BB * s.big_blind):
        best = options[1]  # a premium hand against one small raise goes on
    if best.action.kind is ActionKind.RAISE:
        plan = Plan.THREE_BET if raises == 1 else Plan.RERAISE
        if best.action.amount == legal.max_raise_to and s.betting is Betting.NO_LIMIT:
            plan = Plan.PUSH if s.effective_bb <= PUSH_PLAN_BB else plan
    elif best.action.kind is ActionKind.CALL:
        plan = Plan.CALL_IMPLIED if implied > 0 and ev_call - implied < 0 else Plan.CALL
    else:
        plan = Plan.FOLD
    notes = ("multiway",) if others else ()
    return Choice(best.action, plan, eq, values(options, s), best.fold_equity, implied, notes)


def _set_mining(s: Spot, call: int) -> float:
    """Implied odds of a small pair or suited connector: what it wins when it flops big."""
    a, b = s.hole
    ra, rb = a >> 2, b >> 2
    deep = min(s.effective - call, DEEP_POTS * (s.pot + call))
    if deep <= 0:
        return 0.0
    if ra == rb:
        return SET_CHANCE * SET_PAYOFF * deep
    if (a & 3) == (b & 3) and abs(ra - rb) <= CONNECTOR_GAP:
        return CONNECTOR_CHANCE * CONNECTOR_PAYOFF * deep
    return 0.0


def _preflop_equity(
    mind: Mind, s: Spot, ranges: dict[int, F64], raiser: int, others: list[int]
) -> float:
    tables = preflop_tables(s.short_deck)
    if not others:
        return tables.equity_vs(s.hand_class, ranges[raiser], s.hole)
    hands: list[HandSpec] = [list(s.hole)]
    table = combo_table(s.short_deck)
    for seat in [raiser, *others][:MAX_SIMULATED_RANGES]:
        w = ranges[seat] * table.free_of(list(s.hole))
        keep = np.flatnonzero(w > RANGE_CUTOFF * w.max())
        hands.append(RangeArrays(table.cards[keep], w[keep] / w[keep].max()))
    result = equity(hands, samples=mind.profile.samples,
                    seed=mind.rng.getrandbits(32), exact=False, short_deck=s.short_deck)
    return result[0].equity


def _reraise_scale(mind: Mind, t: Tendencies) -> float:
    """How many times wider than the population a player re-raises re-raises (1 for the
    population itself, so the solid level's fixed reads are unchanged)."""
    pop = mind.population
    return t.reraise_width / (pop.four_bet * pop.vpip)


def _reraise(
    mind: Mind, s: Spot, tables: PreflopTables, raiser_range: F64, raiser: int, raises: int,
    others: int, behind: int,
) -> Option:
    """Value of a three-bet (or more): the raiser folds, or continues with the top of
    its range and the pot is played bigger."""
    legal = s.legal
    assert legal.min_raise_to is not None and legal.max_raise_to is not None
    p = mind.profile
    top = s.my_bet + s.to_call
    if raises == 1:
        factor = THREE_BET_FACTOR_IP if s.in_position else THREE_BET_FACTOR_OOP
    else:
        factor = RERAISE_FACTOR
    to = clamp(s, round(top * factor + others * top))
    if s.betting is Betting.NO_LIMIT and to >= COMMIT_SHARE * (s.my_stack + s.my_bet):
        to = legal.max_raise_to
    all_in = to >= s.my_stack + s.my_bet
    added = to - s.my_bet
    raiser_pos = s.view.seats.index(raiser)
    raiser_bet = s.view.bets[raiser_pos]
    need = min(to - raiser_bet, s.view.stacks[raiser_pos])
    t = mind.tendencies(raiser)
    wider = _reraise_scale(mind, t)
    if s.limit:
        # One more small bet rarely makes anyone fold in Limit, and never after they
        # have re-raised themselves.
        keep = LIMIT_KEEP if raises == 1 else 1.0
    elif all_in:
        keep = all_in_keep(mind, raiser, raiser_range, need / s.big_blind)
    elif raises == 1:
        keep = 1.0 - t.fold_to_three_bet
    else:
        # Against a four-bet or more only the top of all hands goes on, which is most of
        # an already narrow range; players who re-raise re-raises far more often than the
        # population go on with proportionally more.
        share = float(raiser_range.sum()) / raiser_range.shape[0]
        go_on = (FOUR_BET_CONTINUE if raises == 2 else FIVE_BET_CONTINUE) * wider
        keep = float(np.clip(go_on / max(share, 1e-6), CONTINUE_KEEP_MIN, 1.0))
        if t.vpip < TIGHT_VPIP:
            keep = 1.0
    continuing = top_of_range(raiser_range, -tables.combo_percentile, keep, CONTINUE_SOFTNESS)
    dead = s.hole
    free = tables.combos.free_of(list(dead))
    mass = float((raiser_range * free).sum())
    kept = float((raiser_range * continuing * free).sum())
    fold = 1.0 - (kept / mass if mass > 0 else 1.0)
    fold *= FOLD_PER_OTHER ** others * FOLD_PER_BEHIND ** behind
    fold = min(fold * p.bluffing, 1.0)
    eq = tables.equity_vs(s.hand_class, raiser_range * continuing, dead)
    realize = 1.0 if all_in else (RERAISE_REALIZE_IP if s.in_position else RERAISE_REALIZE_OOP)
    called = eq * realize * (s.pot + added + need) - added
    if not all_in and not s.limit and kept > 0:
        # Part of the continuing range raises again; the bot then folds unless it has
        # the equity to go on, and a bluff loses what it put in.
        again_width = (FOUR_BET_CONTINUE if raises == 1 else FIVE_BET_CONTINUE) * wider
        again = tables.top(min(again_width, MAX_RERAISE_WIDTH), RAISE_AGAIN_SOFTNESS)
        share_again = float((raiser_range * continuing * again * free).sum()) / kept
        eq_again = tables.equity_vs(s.hand_class, raiser_range * again, dead)
        if eq_again < GO_ON_EQUITY:
            called = (1 - share_again) * called - share_again * added
    ev = fold * s.pot + (1 - fold) * called
    ev += (p.aggression - 1.0) * RERAISE_AGGRESSION_BONUS * s.pot
    return Option(Action.bet_or_raise(to), ev, fold, eq)

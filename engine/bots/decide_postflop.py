"""Post-flop play of the ranges levels (solid and expert), by expected value.

Every option gets a value in chips: checking realises part of the equity against the
current ranges; calling pays the price for the equity (plus implied odds for draws, expert);
a bet or raise of each of the profile's ``sizes`` (and all-in when the stack-to-pot ratio is
low) wins the pot when everyone folds and otherwise plays for the final pot with the equity
against the calling ranges. How often a range calls follows the opponent's folds to bets
(:func:`continue_probability`), scaled by the profile's ``bluffing``; the profile's
``aggression`` adds a small bonus to betting. How often the solid player c-bets is therefore
not a number of its own: it comes out of its ``sizes``, ``bluffing`` and ``aggression``
(:mod:`engine.bots.profiles`) and the reads here.

Tests: tests/engine/bots/test_bot_reraised.py
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from engine.bots.betting import candidate_targets
from engine.bots.board_tables import BoardTables
from engine.bots.board_tables import board_tables
from engine.bots.defence import defends
from engine.bots.defence import overcalls
from engine.bots.explain import Plan
from engine.bots.profiles import AGGRESSION_BONUS
from engine.bots.profiles import Thinking
from engine.bots.reading import Tendencies
from engine.bots.reading import top_of_range
from engine.bots.spot import F32
from engine.bots.spot import F64
from engine.bots.spot import Choice
from engine.bots.spot import Mind
from engine.bots.spot import Option
from engine.bots.spot import Spot
from engine.bots.spot import per_runout
from engine.bots.spot import pick
from engine.bots.spot import values
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.config import Betting
from engine.rules.events import Street

__all__ = ["continue_probability", "decide_postflop"]

#: Share of its equity a hand realises before the river, in and out of position.
REALIZE_IP = 0.97
REALIZE_OOP = 0.88
#: Implied odds: a draw is paid ``IMPLIED_SHARE`` of the chips behind, at most one pot.
IMPLIED_SHARE = 0.35
#: All-in is weighed at a stack-to-pot ratio up to this (on the river up to the next).
SHOVE_SPR = 2.5
RIVER_SHOVE_SPR = 4
#: Notes for the write-up: opponents fold this much more (call this much more) than the
#: population, so the bet exploits them.
EXPLOIT_FOLDS = 0.1
EXPLOIT_CALLS = 0.15
#: The part of a range that continues against a bet of ``size`` pots:
#: ``(1 - fold_to_bet) * CONTINUE_SCALE / (1 + size)``, the size within the bounds, the
#: share within the next; Limit pots lay better odds (``LIMIT_CONTINUE``).
CONTINUE_SCALE = 1.6
MIN_SIZE = 0.05
MAX_SIZE = 3.0
KEEP_MIN = 0.03
LIMIT_CONTINUE = 1.15
#: Draws continue in proportion to ``DRAW_CONTINUE`` times their chance, half as often
#: against bets over the pot.
DRAW_CONTINUE = 3.0
OVERBET_DRAW_SHARE = 0.5
#: Plans: a raise that is called with this equity is for value, else a draw this strong
#: makes it a semi-bluff; a check with ``TRAP_EQUITY`` is a trap, from ``POT_CONTROL_EQUITY``
#: pot control.
VALUE_EQUITY = 0.5
SEMI_BLUFF_DRAW = 0.12
TRAP_EQUITY = 0.7
POT_CONTROL_EQUITY = 0.45


def decide_postflop(mind: Mind, s: Spot, ranges: dict[int, F64]) -> Choice:
    """The ranges levels' decision after the flop."""
    p = mind.profile
    legal = s.legal
    board = board_tables(s.view.board, s.short_deck)
    results, possible = board.results_against(s.hero)
    weights = {seat: w.astype(np.float32) for seat, w in ranges.items()}
    now = {seat: per_runout(results, possible, w) for seat, w in weights.items()}
    eq_now = float(np.mean(np.prod(np.stack(list(now.values())), axis=0)))
    river = s.street is Street.RIVER
    realize = 1.0 if river else (REALIZE_IP if s.in_position else REALIZE_OOP)
    draw = float(board.draw[s.hero])
    options: list[Option] = []
    implied = 0.0
    if legal.can_check:
        options.append(Option(Action.check(), eq_now * realize * s.pot, None, eq_now))
    else:
        options.append(Option(Action.fold(), 0.0))
        call = s.to_call
        if p.implied_odds and not river and not s.limit:
            behind_after = s.effective - call
            implied = draw * IMPLIED_SHARE * max(min(behind_after, s.pot + call), 0)
        all_in_call = call >= s.my_stack
        r = 1.0 if all_in_call else realize
        ev_call = eq_now * r * (s.pot + call) - call + implied
        options.append(Option(Action.call(), ev_call, None, eq_now, implied))
    if legal.can_raise:
        shove_ok = s.spr <= SHOVE_SPR or (s.street is Street.RIVER and s.spr <= RIVER_SHOVE_SPR)
        live = (board.valid & board.combos.free_of(list(s.hole))).astype(np.float64)
        for to in candidate_targets(legal, s.betting, p.sizes, shove_ok):
            options.append(_aggressive(mind, s, to, ranges, weights, board, results,
                                       possible, realize, live))
    best = pick(mind, options, s)
    if best.action.kind is ActionKind.FOLD and defends(mind, s, board):
        # The part of the range that must defend against the bet calls instead.
        best = next(o for o in options if o.action.kind is ActionKind.CALL)
    elif best.action.kind is ActionKind.CALL and overcalls(mind, s, board):
        # No wider against an overbet than its price asks: the fold.
        best = next(o for o in options if o.action.kind is ActionKind.FOLD)
    plan = _plan(s, best, eq_now, draw, implied, options)
    notes: list[str] = []
    if len(s.opponents) > 1:
        notes.append("multiway")
    if p.thinking is Thinking.ADAPTIVE and best.fold_equity is not None:
        folds = [mind.tendencies(s.seat_of(j)).fold_to_bet for j in s.opponents]
        if max(folds) > mind.population.fold_to_bet + EXPLOIT_FOLDS:
            notes.append("exploit_folds")
        elif min(folds) < mind.population.fold_to_bet - EXPLOIT_CALLS:
            notes.append("exploit_calls")
    return Choice(best.action, plan, eq_now, values(options, s), best.fold_equity,
                  implied, tuple(notes))


def _aggressive(
    mind: Mind, s: Spot, to: int, ranges: dict[int, F64], weights: dict[int, F32],
    board: BoardTables, results: F32, possible: F32, realize: float, live: F64,
) -> Option:
    """Value of betting or raising to ``to``: folds win the pot, calls play for the final
    pot with the equity against the calling ranges."""
    p = mind.profile
    added = to - s.my_bet
    view = s.view
    fold_all = 1.0
    factors: list[npt.NDArray[np.float64]] = []
    moves = s.record.moves
    bettors = {m.seat for m in moves if m.street is s.street and m.action in ("bet", "raise")}
    call_chips = 0.0
    callers_all_in = True
    for j in s.opponents:
        seat = s.seat_of(j)
        w = ranges[seat]
        if not s.can_act(j):
            fold_all = 0.0
            factors.append(per_runout(results, possible, weights[seat]).astype(np.float64))
            continue
        need = min(to - view.bets[j], view.stacks[j])
        if need < view.stacks[j]:
            callers_all_in = False
        size = (to - (s.my_bet + s.to_call)) / max(s.pot + s.to_call, 1)
        t = mind.tendencies(seat)
        raised = 1.0
        if seat in bettors:
            raised = t.fold_to_raise / mind.population.fold_to_raise
        keep = continue_probability(t, w, board, size, s.betting, raised)
        cont = (w * keep).astype(np.float32)
        mass = float((w * live).sum())
        stay = float((cont * live).sum()) / mass if mass > 0 else 1.0
        # The profile's taste for bluffing scales how often it believes they fold.
        fold = min((1.0 - stay) * p.bluffing, 1.0)
        stay = 1.0 - fold
        fold_all *= fold
        call_chips += stay * need
        p_cont = per_runout(results, possible, cont).astype(np.float64)
        factors.append(fold + stay * p_cont)
    win_total = float(np.mean(np.prod(np.stack(factors), axis=0))) if factors else 1.0
    calls = 1.0 - fold_all
    if calls > 1e-9:
        eq_called = float(np.clip((win_total - fold_all) / calls, 0.0, 1.0))
        called_with = call_chips / calls
    else:
        eq_called, called_with = 1.0, 0.0
    all_in = to >= s.my_stack + s.my_bet or callers_all_in
    r = 1.0 if all_in else realize
    ev = fold_all * s.pot + calls * (eq_called * r * (s.pot + added + called_with) - added)
    ev += (p.aggression - 1.0) * AGGRESSION_BONUS * s.pot
    return Option(Action.bet_or_raise(to), ev, fold_all, eq_called)


def continue_probability(
    t: Tendencies, weights: F64, board: BoardTables, size: float, betting: Betting,
    raised: float = 1.0,
) -> F64:
    """How likely each combination of an opponent's range is to call (or raise) a bet
    of ``size`` times the pot: the top of the range, more of it against small bets and
    for players who fold little, plus the draws that have the odds.

    :param raised: for a player who bet or raised on this street and is raised: how much
        more often than the population such a player has been seen to fold (its
        ``fold_to_raise`` over the population's). The share of the range that folds is
        scaled by it; 1 (no read, or the population's habit) leaves the old figure (issue
        35: a tight-aggressive player who bets strong hands and never folds them to a raise
        was raised as if it folded three quarters of its bets).
    """
    keep = (1.0 - t.fold_to_bet) * CONTINUE_SCALE / (1.0 + min(max(size, MIN_SIZE), MAX_SIZE))
    if betting in (Betting.FIXED_LIMIT, Betting.SPREAD_LIMIT):
        keep *= LIMIT_CONTINUE  # limit pots lay better odds, and players know it
    if not math.isclose(raised, 1.0):  # a read that is the prior's to rounding changes nothing
        keep = 1.0 - (1.0 - min(keep, 1.0)) * raised
    value = top_of_range(weights, board.hs, float(np.clip(keep, KEEP_MIN, 1.0)))
    draws = (np.clip(board.draw * DRAW_CONTINUE, 0.0, 1.0)
             * (1.0 if size <= 1.0 else OVERBET_DRAW_SHARE))
    out: F64 = np.maximum(value, draws)
    return out


def _plan(
    s: Spot, best: Option, eq_now: float, draw: float, implied: float, options: list[Option],
) -> Plan:
    kind = best.action.kind
    if kind is ActionKind.RAISE:
        called_eq = best.equity if best.equity is not None else eq_now
        if called_eq >= VALUE_EQUITY:
            return Plan.VALUE_RAISE if s.to_call else Plan.VALUE_BET
        return Plan.SEMI_BLUFF if draw >= SEMI_BLUFF_DRAW else Plan.BLUFF
    if kind is ActionKind.CALL:
        call_ev = best.ev
        return Plan.CALL_IMPLIED if implied > 0 and call_ev - implied < 0 else Plan.CALL
    if kind is ActionKind.CHECK:
        if eq_now >= TRAP_EQUITY and any(o.action.kind is ActionKind.RAISE for o in options):
            return Plan.TRAP
        if POT_CONTROL_EQUITY <= eq_now < TRAP_EQUITY:
            return Plan.POT_CONTROL
        return Plan.CHECK
    return Plan.FOLD

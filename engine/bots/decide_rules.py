"""Rules of thumb: how the beginner and casual levels decide.

The hand's strength against random cards (beginners look at the made hand only, casual
players simulate) is compared with the profile's fixed thresholds (``bet_strength``,
``call_strength``, ``raise_strength``) or, for casual players, with the pot odds. Cheap and
believable, and beatable in the ways such players are beatable. The profile's ``noise`` is
how often it makes a believable mistake.

Tests: tests/engine/bots/test_bot_equilibrium.py, tests/engine/bots/test_bot_reraised.py,
tests/engine/bots/test_bots.py
"""

from __future__ import annotations

from engine.bots.board_tables import board_tables
from engine.bots.explain import Plan
from engine.bots.profiles import Level
from engine.bots.spot import Choice
from engine.bots.spot import Mind
from engine.bots.spot import Spot
from engine.bots.spot import bet_fraction
from engine.bots.spot import clamp
from engine.bots.spot import preflop_counts
from engine.evaluation.equity import equity
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.config import Betting
from engine.rules.events import Street

__all__ = ["decide_rules"]

#: A draw this likely to hit next card turns a bluff into a semi-bluff (and is chased).
DRAW_WORTH_A_BET = 0.1
#: Pot-odds players still want this share of their ``call_strength`` whatever the price.
CALL_STRENGTH_FLOOR = 0.6
#: Casual players widen their starting hands at short tables: heads-up, and up to 4 players.
HEADS_UP_WIDENING = 1.7
SHORT_TABLE_WIDENING = 1.3
SHORT_TABLE_PLAYERS = 4
#: Short-stacked, the top of the starting hands (by the widened order) goes all-in.
PUSH_WIDTH = 0.3
#: An open raise is this many big blinds, plus one per limper.
OPEN_RAISE_BB = 3
#: Facing a raise: three-bets the top ``raise_width * THREE_BET_SHARE / raises``, calls
#: the top ``play_width * CALL_SHARE / raises`` and, when the call is cheap (at most
#: ``CHEAP_CALL`` of its chips), the top ``play_width * CHEAP_CALL_WIDTH``.
THREE_BET_SHARE = 0.3
THREE_BET_FACTOR = 3
CALL_SHARE = 0.55
CHEAP_CALL = 0.1
CHEAP_CALL_WIDTH = 0.8


def decide_rules(mind: Mind, s: Spot) -> Choice:
    """The rules levels' decision in any spot."""
    p = mind.profile
    legal = s.legal
    rng = mind.rng
    if s.street is Street.PREFLOP:
        choice = _preflop(mind, s)
    else:
        strength, draw = _rough_strength(mind, s)
        if legal.can_check:
            if strength >= p.bet_strength and legal.can_raise:
                choice = Choice(bet_fraction(s, rng.choice(p.sizes)), Plan.VALUE_BET, strength)
            elif legal.can_raise and rng.random() < p.bluff_rate:
                plan = Plan.SEMI_BLUFF if draw > DRAW_WORTH_A_BET else Plan.BLUFF
                choice = Choice(bet_fraction(s, rng.choice(p.sizes)), plan, strength)
            else:
                plan = Plan.TRAP if strength >= p.bet_strength else Plan.CHECK
                choice = Choice(Action.check(), plan, strength)
        else:
            needed = s.pot_odds + p.call_margin if p.pot_odds else p.call_strength
            if p.pot_odds:
                needed = max(needed, p.call_strength * CALL_STRENGTH_FLOOR)
            if strength >= p.raise_strength and legal.can_raise:
                choice = Choice(bet_fraction(s, p.sizes[-1]), Plan.VALUE_RAISE, strength)
            elif strength >= needed:
                choice = Choice(Action.call(), Plan.CALL, strength)
            elif p.chases_draws and draw > DRAW_WORTH_A_BET and s.to_call <= s.pot:
                choice = Choice(Action.call(), Plan.CALL_IMPLIED, strength)
            else:
                choice = Choice(Action.fold(), Plan.FOLD, strength)
    if p.noise and rng.random() < p.noise:
        choice = _blunder(s, choice)
    return choice


def _preflop(mind: Mind, s: Spot) -> Choice:
    p = mind.profile
    legal = s.legal
    raises, _, limpers, _ = preflop_counts(s.record)
    # Casual players know that fewer opponents mean wider ranges; beginners do not.
    players = len(s.view.seats)
    scale = 1.0
    if p.level is not Level.BEGINNER:
        scale = (HEADS_UP_WIDENING if players == 2
                 else SHORT_TABLE_WIDENING if players <= SHORT_TABLE_PLAYERS else 1.0)
    pct = s.percentile / scale
    if s.betting is Betting.NO_LIMIT and 0 < s.effective_bb <= p.push_fold_bb:
        if pct < PUSH_WIDTH and legal.can_raise:
            assert legal.max_raise_to is not None
            return Choice(Action.bet_or_raise(legal.max_raise_to), Plan.PUSH)
        return Choice(Action.check() if legal.can_check else Action.fold(), Plan.FOLD)
    if raises == 0:
        if pct < p.raise_width and legal.can_raise:
            to = s.big_blind * (OPEN_RAISE_BB + limpers)
            plan = Plan.ISOLATE if limpers else Plan.OPEN
            return Choice(Action.bet_or_raise(clamp(s, to)), plan)
        if pct < p.play_width:
            if legal.can_check:
                return Choice(Action.check(), Plan.CHECK)
            return Choice(Action.call(), Plan.LIMP)
        return Choice(Action.check() if legal.can_check else Action.fold(), Plan.FOLD)
    if pct < p.raise_width * THREE_BET_SHARE / raises and legal.can_raise:
        to = (s.my_bet + s.to_call) * THREE_BET_FACTOR
        return Choice(Action.bet_or_raise(clamp(s, to)), Plan.THREE_BET)
    width = p.play_width * CALL_SHARE / raises
    cheap = s.to_call <= CHEAP_CALL * (s.my_stack + s.my_bet)
    if pct < width or (cheap and pct < p.play_width * CHEAP_CALL_WIDTH):
        return Choice(Action.call(), Plan.CALL)
    return Choice(Action.fold(), Plan.FOLD)


def _rough_strength(mind: Mind, s: Spot) -> tuple[float, float]:
    """Strength against random cards: beginners look at the made hand only, casual
    players simulate (equity against as many random hands as there are opponents)."""
    tables = board_tables(s.view.board, s.short_deck)
    draw = float(tables.draw[s.hero])
    opponents = max(len(s.opponents), 1)
    if mind.profile.level is Level.BEGINNER:
        return float(tables.hs[s.hero]) ** opponents, draw
    result = equity([list(s.hole), *([None] * opponents)], board=list(s.view.board),
                    samples=mind.profile.samples, seed=mind.rng.getrandbits(32),
                    exact=False, short_deck=s.short_deck)
    return result[0].equity, draw


def _blunder(s: Spot, choice: Choice) -> Choice:
    """A believable mistake: a call instead of a fold, a fold instead of a call, a check
    instead of a bet."""
    legal = s.legal
    kind = choice.action.kind
    if kind is ActionKind.FOLD and legal.can_call:
        action = Action.call()
    elif kind is ActionKind.CALL:
        action = Action.fold()
    elif kind is ActionKind.RAISE:
        action = Action.check() if legal.can_check else Action.call()
    else:
        return choice
    return Choice(action, choice.plan, choice.equity, notes=("mistake",))

"""The expert's answers to re-raises before the flop, deep-stacked: pot odds against the
range the raiser's observed frequencies imply.

Facing a three-bet (or a four-bet, or an all-in over its own four-bet) heads-up in No-Limit,
the expert gives the raiser the range its habits imply: the top ``three_bet`` of all hands
for a three-bet (a player seen re-raising a third of its hands three-bets the top third), an
opener's opening range times how often it re-raises a three-bet for a four-bet, and a
re-raiser's range times how often it re-raises again for the raise after that
(:func:`implied_width`). Each answer is then priced against that range:

* **fold**: nothing more lost;
* **call**: the equity against the range, realised in part when chips are left to play;
* **re-raise** (four-bet and more): the raiser folds as often as it has folded to such a
  re-raise, moves in (or raises again) as often as it has done so, and calls otherwise; an
  all-in is called as often as it does not fold;
* **all-in**, and **calling an all-in**: equity against the part that calls, or the whole
  range that moved in.

No fixed width says "against a four-bet go on with the top 2.5 %": a player who re-raises
light is played back at light, a nit's re-raise is respected (issue 35: a tight-aggressive
player who three-bets a third of its hands and moves in over every four-bet took the expert's
four-bets, made to fold out a range that never folds, 17 big blinds at a time).

Equities come from the pre-flop class table (exact showdown equities of every class against
every class, computed by the evaluation layer: ``engine.bots.make_tables``), against "the top
x % of hands", cached per class and width.

Tests: tests/engine/bots/test_bot_reraised.py
"""

from __future__ import annotations

from functools import lru_cache

from engine.bots.explain import Plan
from engine.bots.preflop import preflop_tables
from engine.bots.profiles import Thinking
from engine.bots.reading import Tendencies
from engine.bots.reading import open_width
from engine.bots.spot import Choice
from engine.bots.spot import Mind
from engine.bots.spot import Option
from engine.bots.spot import Spot
from engine.bots.spot import clamp
from engine.bots.spot import pick
from engine.bots.spot import values
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.config import Betting
from engine.rules.events import Street

__all__ = ["answer_reraise", "implied_width", "top_equity"]

#: Bounds of an implied range (share of all hands).
WIDTH_MIN = 0.01
WIDTH_MAX = 0.6
#: Widths are rounded to this step for the equity cache.
WIDTH_STEP = 0.0025
#: Softness of the edge of "the top x %" (in percentile).
TOP_SOFTNESS = 0.02
#: Share of its equity a called re-raise realises after the flop, in and out of position.
REALIZE_IP = 0.9
REALIZE_OOP = 0.78
#: A re-raise is this multiple of the raise it answers; one that would commit this share of
#: the stack goes all-in instead.
RERAISE_FACTOR = 2.3
COMMIT_SHARE = 0.35
#: Whatever it has been seen to fold, a range goes on against a re-raise with at least the
#: top ``CONTINUE_FLOOR`` of all hands (queens or better and ace-king): a player who
#: three-bets 4 % folds little of it, one who three-bets a third of its hands may fold most.
CONTINUE_FLOOR = 0.025
#: The profile's style: ``bluffing`` scales the folds it counts on, and each point of
#: ``aggression`` above 1 adds this share of the pot to a re-raise (as in
#: :mod:`~engine.bots.decide_preflop`), so the pressure style re-raises lighter.
STYLE_BONUS = 1.0
#: The effective stack (big blinds) above which this module answers: below it the
#: push-or-fold play and the equilibrium chart do.
DEEP_BB = 25


def implied_width(s: Spot, seat: int, t: Tendencies) -> float:
    """Share of all hands ``seat`` holds after its raises this hand, as its habits imply."""
    width = 1.0
    players = len(s.record.seats)
    for m in s.record.moves:
        if m.seat != seat or m.street is not Street.PREFLOP or m.action not in ("bet", "raise"):
            continue
        if m.raises_before == 0:
            width = open_width(t.pfr, m.players_behind, players)
        elif m.raises_before == 1:
            width = min(width, t.three_bet)
        elif width < 1.0 and any(
                o.seat == seat and o.action == "raise" and 0 < o.raises_before < m.raises_before
                for o in s.record.moves):
            width *= t.five_bet  # it re-raised before and re-raises again
        elif width < 1.0:
            width *= t.four_bet_after_open  # it opened and re-raises the three-bet
        else:
            width = t.reraise_width  # a cold re-raise of a re-raise
    return min(max(width, WIDTH_MIN), WIDTH_MAX)


@lru_cache(maxsize=65_536)
def _top_equity(short_deck: bool, hand_class: int, step: int) -> float:
    tables = preflop_tables(short_deck)
    return tables.equity_vs(hand_class, tables.top(step * WIDTH_STEP, TOP_SOFTNESS))


def top_equity(short_deck: bool, hand_class: int, width: float) -> float:
    """Heads-up equity of a class against the top ``width`` of all hands (cached)."""
    step = max(round(min(max(width, WIDTH_MIN), 1.0) / WIDTH_STEP), 1)
    return _top_equity(short_deck, hand_class, step)


def answer_reraise(mind: Mind, s: Spot, raises: int, raiser: int) -> Choice | None:
    """The expert's answer to a re-raise, or ``None`` when this spot is not one it prices
    (another level, Limit, more than one opponent, a short stack, no re-raise)."""
    if (mind.profile.thinking is not Thinking.ADAPTIVE or raises < 2
            or s.betting is not Betting.NO_LIMIT or len(s.opponents) != 1
            or s.effective_bb <= DEEP_BB):
        return None
    legal, view = s.legal, s.view
    t = mind.tendencies(raiser)
    width = implied_width(s, raiser, t)
    eq = top_equity(s.short_deck, s.hand_class, width)
    pos = view.seats.index(raiser)
    their_bet, their_stack = view.bets[pos], view.stacks[pos]
    call = s.to_call
    options = [Option(Action.fold(), 0.0)]
    all_in_call = call >= s.my_stack or their_stack == 0
    realize = 1.0 if all_in_call else (REALIZE_IP if s.in_position else REALIZE_OOP)
    options.append(Option(Action.call(), eq * realize * (s.pot + call) - call, None, eq))
    if legal.can_raise and not all_in_call:
        assert legal.max_raise_to is not None
        cap = s.my_stack + s.my_bet
        top = s.my_bet + call
        to = clamp(s, round(top * RERAISE_FACTOR))
        if to >= COMMIT_SHARE * cap:
            to = legal.max_raise_to
        shove = legal.max_raise_to
        style = mind.profile.bluffing, (mind.profile.aggression - 1.0) * STYLE_BONUS * s.pot
        options.append(_jam(s, shove, width, t, their_bet, their_stack, style))
        if to < shove:
            options.append(_reraise(s, to, width, t, their_bet, their_stack, realize, style))
    best = pick(mind, options, s)
    kind = best.action.kind
    if kind is ActionKind.RAISE:
        plan = Plan.RERAISE
    elif kind is ActionKind.CALL:
        plan = Plan.CALL
    else:
        plan = Plan.FOLD
    equity = best.equity if best.equity is not None else eq
    return Choice(best.action, plan, equity, values(options, s), best.fold_equity, 0.0,
                  ("implied_range",))


def _jam(s: Spot, to: int, width: float, t: Tendencies, their_bet: int,
         their_stack: int, style: tuple[float, float]) -> Option:
    """All-in: the raiser folds as often as it folds to a re-raise, else calls with the top
    of its range."""
    added = to - s.my_bet
    need = min(to - their_bet, their_stack)
    fold = min(_fold_share(t, width) * style[0], 1.0)
    eq = top_equity(s.short_deck, s.hand_class, width * (1.0 - fold))
    ev = fold * s.pot + (1.0 - fold) * (eq * (s.pot + added + need) - added) + style[1]
    return Option(Action.bet_or_raise(to), ev, fold, eq)


def _reraise(s: Spot, to: int, width: float, t: Tendencies, their_bet: int, their_stack: int,
             realize: float, style: tuple[float, float]) -> Option:
    """A re-raise short of all-in: the raiser folds, calls, or moves in; against the all-in
    the expert calls when the price is right and folds otherwise."""
    added = to - s.my_bet
    need = min(to - their_bet, their_stack)
    fold = min(_fold_share(t, width) * style[0], 1.0)
    again = min(t.five_bet, 1.0 - fold)
    flat = 1.0 - fold - again
    eq_flat = top_equity(s.short_deck, s.hand_class, width * (1.0 - fold))
    called = eq_flat * realize * (s.pot + added + need) - added
    eq_again = top_equity(s.short_deck, s.hand_class, width * max(again, WIDTH_MIN))
    cap = min(s.my_stack + s.my_bet, their_stack + their_bet)
    final_pot = s.pot + (cap - s.my_bet) + (cap - their_bet)
    against_shove = max(eq_again * final_pot - (cap - s.my_bet), -added)
    ev = fold * s.pot + flat * called + again * against_shove + style[1]
    return Option(Action.bet_or_raise(to), ev, fold, eq_flat)


def _fold_share(t: Tendencies, width: float) -> float:
    """Share of a range of ``width`` that folds to a re-raise: as seen, but never the top
    :data:`CONTINUE_FLOOR` of all hands."""
    return min(t.fold_to_four_bet, max(1.0 - CONTINUE_FLOOR / width, 0.0))

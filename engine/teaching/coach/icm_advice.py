"""The coach at a tournament table: prize money, the risk premium and the push/fold chart.

:func:`tournament_advice` reads the person's view of a hand and the prizes still to be played
for, and gives a frozen :class:`TournamentAdvice`:

* each player's ICM equity in prize money (at the start of the hand);
* for an all-in decision at hand (moving all-in first in before the flop, or calling an
  all-in on any street) the equity it needs in chips and by ICM (the difference is the *risk
  premium*: positive when ICM asks for more than pot odds), and the decision's gain over
  folding in chips (big blinds) and in prize money ("chip EV against $EV");
* when the effective stack is at most :data:`CHART_STACK_BB` big blinds before the flop, the
  push/fold chart of the person's seat: the classes the ICM equilibrium
  (:func:`engine.tournament.pushfold.solve_icm`) shoves first in and calls a shove with.

The gain of a shove comes from the equilibrium (the players behind call as it says); the gain
of a call from the equilibrium when the shove came first in before the flop (the shover's range
is the equilibrium's), otherwise from the coach's equity against the shover's estimated range.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import class_index
from engine.rules.events import ActionTaken
from engine.rules.events import HandStarted
from engine.rules.events import Street
from engine.rules.view import PlayerView
from engine.tournament.equity_table import equity_table
from engine.tournament.icm import RequiredEquity
from engine.tournament.icm import all_in_outcomes
from engine.tournament.icm import decision_ev
from engine.tournament.icm import required_equity
from engine.tournament.pushfold import CHART_FREQUENCY
from engine.tournament.pushfold import MAX_STACK_BB
from engine.tournament.table_context import TournamentContext

__all__ = [
    "CALL",
    "CHART_STACK_BB",
    "SHOVE",
    "AllInDecision",
    "Premium",
    "PushFoldChart",
    "SeatEquity",
    "TournamentAdvice",
    "tournament_advice",
]

SHOVE, CALL = "shove", "call"
#: The chart is shown up to this effective stack (big blinds).
CHART_STACK_BB = MAX_STACK_BB


@dataclass(frozen=True, slots=True)
class SeatEquity:
    """A player's chips at the start of the hand and their ICM equity in prize money."""

    seat: int
    chips: int
    money: float


@dataclass(frozen=True, slots=True)
class Premium:
    """The equity the person needs against ``seat``'s all-in (or when ``seat`` calls the
    person's), in chips and by ICM."""

    seat: int
    needed: RequiredEquity


@dataclass(frozen=True, slots=True)
class AllInDecision:
    """An all-in decision of the person.

    :param kind: :data:`SHOVE` (first in before the flop) or :data:`CALL` (an all-in).
    :param premiums: per player who may call the shove, or the one whose all-in it is.
    :param equity: the person's equity when called (``None`` when unknown or for a shove).
    :param chip_ev_bb: the risky choice's gain over folding in big blinds (``None``: unknown).
    :param money_ev: the same in prize money.
    """

    kind: str
    premiums: tuple[Premium, ...]
    equity: float | None
    chip_ev_bb: float | None
    money_ev: float | None


@dataclass(frozen=True, slots=True)
class PushFoldChart:
    """The equilibrium's chart for the person's seat.

    :param position: the seat's place in the order of action before the flop (0 first).
    :param hand: the person's class; :param push: classes shoved first in (empty for the big
        blind); :param call: classes that call ``shover``'s shove (the earliest possible
        shover's when nobody has shoved).
    """

    stack_bb: float
    players: int
    position: int
    hand: int
    push: frozenset[int]
    call: frozenset[int]
    shover: int | None


@dataclass(frozen=True, slots=True)
class TournamentAdvice:
    prizes: tuple[float, ...]
    equities: tuple[SeatEquity, ...]
    decision: AllInDecision | None
    chart: PushFoldChart | None

    @property
    def pool(self) -> float:
        return float(sum(self.prizes))


def tournament_advice(view: PlayerView, prizes: tuple[float, ...],
                      equity: float | None = None) -> TournamentAdvice | None:
    """The advice at the person's view (``None`` without a hand start or prizes).

    :param prizes: the prizes of the whole field, first place first (the players at the table
        play for the first of them).
    :param equity: the coach's equity against a single opponent's estimated range, for a call
        the push/fold model does not cover.
    """
    started = next((e for e in view.history if isinstance(e, HandStarted)), None)
    if started is None or not prizes or len(started.seats) > 10:
        return None
    context = TournamentContext.at_hand(prizes, started)
    money = context.equities()
    equities = tuple(SeatEquity(seat, chips, value) for seat, chips, value in
                     sorted(zip(context.seats, context.stacks, money, strict=True)))
    shover = _facing_shove(view)
    chart = _chart(view, context, shover)
    decision = None
    if view.legal is not None:
        if shover is not None:
            decision = _call(view, context, shover, chart, equity)
        elif chart is not None and _folded_to(view) and chart.position < len(context.seats) - 1:
            decision = _shove(view, context, chart)
    return TournamentAdvice(context.prizes, equities, decision, chart)


def _street_actions(view: PlayerView) -> list[ActionTaken]:
    return [e for e in view.history if isinstance(e, ActionTaken) and e.street is view.street]


def _folded_to(view: PlayerView) -> bool:
    """Before the flop, everyone before the person folded."""
    return view.street is Street.PREFLOP and all(
        a.action == "fold" for a in _street_actions(view))


def _facing_shove(view: PlayerView) -> int | None:
    """The seat whose all-in the person faces alone (one bet or raise, all-in, nobody in
    between called it), or ``None``."""
    if view.legal is None or view.to_call <= 0:
        return None
    actions = _street_actions(view)
    raises = [k for k, a in enumerate(actions) if a.action in ("bet", "raise")]
    if len(raises) != 1:
        return None
    last = actions[raises[0]]
    me = view.position
    calling_all = view.to_call >= view.stacks[me]
    if not (last.all_in or calling_all):
        return None
    if any(a.action == "call" for a in actions[raises[0] + 1:]):
        return None
    return last.seat


def _chart(view: PlayerView, context: TournamentContext,
           shover: int | None) -> PushFoldChart | None:
    if view.street is not Street.PREFLOP or len(view.hole) != 2:
        return None
    stack_bb = context.stack_bb(view.seat)
    if stack_bb > CHART_STACK_BB:
        return None
    solution = context.solution()
    k = context.seats.index(view.seat)
    n = len(context.seats)
    push = solution.push[k] if k < n - 1 else np.zeros(CLASS_COUNT)
    first = shover if shover is not None and _model_shove(view, context, shover) else None
    if first is not None:
        call = solution.call[context.seats.index(first), k]
    else:
        callers = [key for key in solution.call if key[1] == k]
        call = solution.call[min(callers)] if callers else np.zeros(CLASS_COUNT)
    return PushFoldChart(stack_bb, n, k, class_index(*view.hole), _classes(push),
                         _classes(call), first)


def _classes(freq: np.ndarray) -> frozenset[int]:
    return frozenset(int(c) for c in np.flatnonzero(freq >= CHART_FREQUENCY))


def _model_shove(view: PlayerView, context: TournamentContext, shover: int) -> bool:
    """The shove is the push/fold model's: before the flop, first in, everyone else folded
    so far."""
    if view.street is not Street.PREFLOP:
        return False
    k, i = context.seats.index(view.seat), context.seats.index(shover)
    return i < k and all(a.action == "fold" for a in _street_actions(view) if a.seat != shover)


def _call(view: PlayerView, context: TournamentContext, shover: int,
          chart: PushFoldChart | None, equity: float | None) -> AllInDecision:
    me, villain = view.position, view.seats.index(shover)
    pot = sum(p.amount for p in view.pots)
    fold, win, lose = all_in_outcomes(list(view.stacks), list(view.bets), pot, me, villain)
    needed = required_equity(fold, win, lose, context.prizes, me)
    premiums = (Premium(shover, needed),)
    if chart is not None and chart.shover is not None:
        i, k = context.seats.index(shover), chart.position
        solution = context.solution()
        share = _equity_vs_range(chart.hand, solution.push[i])
        money = _gain(context, k, chart.hand, i, chips=False)
        chips = _gain(context, k, chart.hand, i, chips=True)
        return AllInDecision(CALL, premiums, share, chips / context.big_blind, money)
    if equity is None:
        return AllInDecision(CALL, premiums, None, None, None)
    ev = decision_ev(equity, fold, win, lose, context.prizes, me)
    # decision_ev compares calling with folding: the gain of the call.
    return AllInDecision(CALL, premiums, equity, ev.chips / view.big_blind, ev.money)


def _shove(view: PlayerView, context: TournamentContext, chart: PushFoldChart) -> AllInDecision:
    me = view.position
    pot = sum(p.amount for p in view.pots) + sum(view.bets)
    stacks, bets = list(view.stacks), list(view.bets)
    bets[me] += stacks[me]
    stacks[me] = 0
    safe = [float(s) for s in view.stacks]
    big_blind_seat = context.seats[-1]
    safe[view.seats.index(big_blind_seat)] += pot  # folding: the blinds and antes go on
    premiums = []
    for seat in context.seats[chart.position + 1:]:
        caller = view.seats.index(seat)
        _, caller_wins, caller_loses = all_in_outcomes(stacks, bets, 0, caller, me)
        premiums.append(Premium(seat, required_equity(safe, caller_loses, caller_wins,
                                                      context.prizes, me)))
    money = _gain(context, chart.position, chart.hand, None, chips=False)
    chips = _gain(context, chart.position, chart.hand, None, chips=True)
    return AllInDecision(SHOVE, tuple(premiums), None, chips / context.big_blind, money)


def _gain(context: TournamentContext, player: int, hand: int, shover: int | None,
          chips: bool) -> float:
    """The risky choice's gain over folding for ``hand`` against the equilibrium, in prize
    money or (winner takes every chip) in chips."""
    return context.gains(player, shover, chips)[hand]


def _equity_vs_range(hand: int, shoves: np.ndarray) -> float:
    """The equity of ``hand`` against a shover who shoves each class with ``shoves``
    (card removal counted)."""
    table = equity_table()
    weights = table.cond[hand] * shoves
    total = float(weights.sum())
    return float(weights @ table.equity[hand]) / total if total > 0 else 0.5

"""Values of the options of an unopened pot before the flop (open, limp, fold, the big blind's
check), for the grader.

The bots open by position (a share of hands by players left to act) and weigh no values
there, so a grader that only read their thoughts had nothing to put against a limp or a
raise and left those decisions "not graded". This module values every option of the spot
with one model and the same reads, so that the difference between two options is the
difference of one estimator (the grader's, not a second opinion):

* **fold** is worth 0 (the values are chips won from now on, as the bots count them);
* **raise** to ``R``: every player still to act (and every limper) goes on with the top
  share of hands their read implies (:func:`_defend_width`), fewer against bigger raises; the
  raise wins the pot when all fold, else plays heads-up against the widest of them with the
  class-against-range equity, realised by position and fewer for each extra caller;
* **limp** (or the small blind's completion): a raise behind comes with each player's raising
  share; the limper then goes on only when its equity against that raise pays, else loses
  the limp; unraised, it plays the pot against the expected callers with its equity against
  so many unknown hands, realised at :data:`LIMP_REALIZE`;
* **check** (the big blind's option over limpers): the pot against the limpers, realised alike.

Equities are exact table look-ups (:mod:`engine.bots.preflop`), so the values carry no Monte
Carlo noise. The tuning numbers are set so that, against the population's reads at six
players, the model raises about the top 18, 30, 42 and 59 % from the first seat to the button
(the ranges levels open 19, 23, 30 and 44 %, wider against tight blinds), and raises 24 % and
completes most of the rest from the small blind. The model is the grader's estimate, not a
solver's.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from engine.bots.preflop import PreflopTables
from engine.bots.preflop import preflop_tables
from engine.bots.reading import Tendencies
from engine.evaluation.hand_classes import combo_table
from engine.rules.actions import Action
from engine.rules.actions import LegalActions
from engine.rules.view import PlayerView

__all__ = ["open_values"]

#: Share of their VPIP with which players go on against an open of ``OPEN_REF_BB`` big blinds:
#: the big blind (it has a blind in and closes the action), the small blind, the others.
DEFEND_BIG_BLIND = 2.0
DEFEND_SMALL_BLIND = 0.8
DEFEND_OTHER = 0.55
#: The big blind defends this much wider against the small blind alone.
BLIND_BATTLE = 1.3
#: A limper goes on against a raise with this share of its limping range.
LIMPER_CONTINUE = 0.55
#: Defending widths shrink with the raise: times ``(OPEN_REF_BB / raise) ** SIZE_POWER``.
OPEN_REF_BB = 3.0
SIZE_POWER = 0.8
#: Bounds of a defending width (share of all hands).
WIDTH_MIN = 0.01
WIDTH_MAX = 0.9
#: Share of its equity the raiser realises when called, in and out of position, and the
#: factor for each further caller expected.
RAISE_REALIZE_IP = 0.98
RAISE_REALIZE_OOP = 0.75
REALIZE_PER_CALLER = 0.9
#: Of its defending hands a player re-raises the top ``three_bet`` read times this share of
#: all hands, to ``THREE_BET_FACTOR`` times the raise; the raiser goes on when its equity
#: against that range, realised at ``CALL_THREE_BET_REALIZE``, pays for the call.
THREE_BET_SHARE = 0.4
THREE_BET_FACTOR = 3.3
CALL_THREE_BET_REALIZE = 1.0
#: A player behind raises a limp with this share of its raising frequency (PFR), to
#: ``ISO_BB`` big blinds plus one per limper.
ISO_SHARE = 0.7
ISO_BB = 4
#: Share of its equity a limper (or a checking big blind) realises in the unraised pot, and a
#: limper that calls a raise.
LIMP_REALIZE = 0.75
CALL_ISO_REALIZE = 0.75
#: A player behind who does not raise a limp calls it with this share of its VPIP.
OVERLIMP_SHARE = 0.35


def _order(n: int) -> list[int]:
    """Positions in pre-flop acting order (the button first heads-up)."""
    first = 1 if n == 2 else 2
    return [(first + k) % n for k in range(n)]


def _defend_width(position: int, t: Tendencies, raise_bb: float, n: int, raiser: int) -> float:
    """Share of all hands the player at ``position`` goes on with against a raise from the
    player at ``raiser``."""
    big_blind = 1 if n > 2 else 0
    small_blind = 0 if n > 2 else 1
    share = (DEFEND_BIG_BLIND if position == big_blind
             else DEFEND_SMALL_BLIND if position == small_blind else DEFEND_OTHER)
    if position == big_blind and raiser == small_blind:
        share *= BLIND_BATTLE
    scale = (OPEN_REF_BB / max(raise_bb, 1.0)) ** SIZE_POWER
    return float(np.clip(t.vpip * share * scale, WIDTH_MIN, WIDTH_MAX))


def open_values(view: PlayerView, legal: LegalActions, raises: tuple[int, ...],
                reads: Callable[[int], Tendencies]) -> list[tuple[Action, float]]:
    """Each option of an unopened pot and its value in chips (fold 0), raising to each of
    ``raises`` (legal "raise to" amounts).

    :param reads: the read of a seat (the grader's tendencies, learned or the population's).
    """
    n = len(view.seats)
    me = view.position
    tables = preflop_tables(view.short_deck)
    table = combo_table(view.short_deck)
    hole = (max(view.hole), min(view.hole))
    hero_class = int(table.classes[table.index(*hole)])
    order = _order(n)
    later = [j for j in order[order.index(me) + 1:] if not view.folded[j]]
    limpers = [j for j in order[:order.index(me)] if not view.folded[j] and j != me]
    pot = view.pot
    out: list[tuple[Action, float]] = []
    if legal.can_check:
        eq = _equity_vs_unknown(tables, hero_class, len(limpers) + len(later))
        out.append((Action.check(), eq * LIMP_REALIZE * pot))
    else:
        out.append((Action.fold(), 0.0))
        if legal.can_call:
            out.append((Action.call(), _limp(view, tables, hero_class, hole, later, limpers,
                                             reads)))
    for to in raises:
        out.append((Action.bet_or_raise(to),
                    _raise(view, tables, hero_class, hole, to, later, limpers, reads)))
    return out


def _equity_vs_unknown(tables: PreflopTables, hero_class: int, k: float) -> float:
    """Equity against ``k`` unknown hands (interpolated, at least one)."""
    top = tables.vs_random.shape[1]
    k = float(np.clip(k, 1.0, top))
    lo = int(np.floor(k))
    hi = min(lo + 1, top)
    frac = k - lo
    row = tables.vs_random[hero_class]
    return float((1 - frac) * row[lo - 1] + frac * row[hi - 1])


def _raise(view: PlayerView, tables: PreflopTables, hero_class: int, hole: tuple[int, int],
           to: int, later: list[int], limpers: list[int],
           reads: Callable[[int], Tendencies]) -> float:
    n = len(view.seats)
    me = view.position
    bb = max(view.big_blind, 1)
    added = to - view.bets[me]
    # (chance the player goes on, the share of all hands it goes on with, its position)
    widths: list[tuple[float, float, int]] = []
    scale = (OPEN_REF_BB / max(to / bb, 1.0)) ** SIZE_POWER
    for j in later:
        w = _defend_width(j, reads(view.seats[j]), to / bb, n, me)
        widths.append((w, w, j))
    for j in limpers:  # a limper has shown a hand from its playing range
        limp_range = float(np.clip(reads(view.seats[j]).vpip, WIDTH_MIN, WIDTH_MAX))
        chance = float(np.clip(LIMPER_CONTINUE * scale, 0.0, 1.0))
        widths.append((chance, max(limp_range * chance, WIDTH_MIN), j))
    if not widths:
        return float(view.pot)
    all_fold = float(np.prod([1.0 - c for c, _, _ in widths]))
    main, width, caller = max(widths)
    bigger = [float(np.clip(reads(view.seats[j]).three_bet * THREE_BET_SHARE, 0.0, c))
              for c, _, j in widths]
    reraised = 1.0 - float(np.prod([1.0 - r for r in bigger]))
    calls = max(1.0 - all_fold - reraised, 0.0)
    callers = sum(c for c, _, _ in widths)
    eq = tables.equity_vs(hero_class, tables.top(width), hole)
    realize = RAISE_REALIZE_IP if me > caller else RAISE_REALIZE_OOP
    realize *= REALIZE_PER_CALLER ** max(callers - main, 0.0)
    their = min(to - view.bets[caller], view.stacks[caller])
    if to >= view.stacks[me] + view.bets[me]:
        realize = 1.0  # all in: nothing left to realise
    called = eq * realize * (view.pot + added + their) - added
    return all_fold * view.pot + calls * called + reraised * _reraised(
        view, tables, hero_class, hole, to, max(bigger))


def _reraised(view: PlayerView, tables: PreflopTables, hero_class: int,
              hole: tuple[int, int], to: int, width: float) -> float:
    """The raise re-raised by a player with the top ``width``: the raiser goes on (calls,
    realising a little) with the equity for it, else loses its raise."""
    me = view.position
    added = to - view.bets[me]
    if width <= 0.0 or to >= view.stacks[me] + view.bets[me]:
        return -float(added)
    again = min(round(to * THREE_BET_FACTOR), view.stacks[me] + view.bets[me])
    eq = tables.equity_vs(hero_class, tables.top(max(width, WIDTH_MIN)), hole)
    more = again - to
    go_on = eq * CALL_THREE_BET_REALIZE * (view.pot + added + again + more) - (added + more)
    return max(-float(added), go_on)


def _limp(view: PlayerView, tables: PreflopTables, hero_class: int, hole: tuple[int, int],
          later: list[int], limpers: list[int], reads: Callable[[int], Tendencies]) -> float:
    me = view.position
    bb = max(view.big_blind, 1)
    call = view.to_call
    raise_chances = [float(np.clip(reads(view.seats[j]).pfr * ISO_SHARE, 0.0, 1.0))
                     for j in later]
    unraised = float(np.prod([1.0 - r for r in raise_chances])) if later else 1.0
    overlimps = sum(
        float(np.clip((reads(view.seats[j]).vpip) * OVERLIMP_SHARE, 0.0, 1.0)) * (1 - r)
        for j, r in zip(later, raise_chances, strict=True))
    opponents = len(limpers) + overlimps + (1 if later else 0)
    eq = _equity_vs_unknown(tables, hero_class, opponents)
    quiet = eq * LIMP_REALIZE * (view.pot + call + overlimps * bb) - call
    if not later:
        return quiet
    iso_to = (ISO_BB + len(limpers) + 1) * bb
    raiser_range = float(np.clip(max(reads(view.seats[j]).pfr for j in later) * ISO_SHARE,
                                 WIDTH_MIN, WIDTH_MAX))
    eq_raise = tables.equity_vs(hero_class, tables.top(raiser_range), hole)
    more = iso_to - view.bets[me] - call
    pot_then = view.pot + call + iso_to + more
    go_on = eq_raise * CALL_ISO_REALIZE * pot_then - (call + more)
    raised = max(-call, go_on)
    return unraised * quiet + (1.0 - unraised) * raised

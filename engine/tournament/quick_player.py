"""A cheap computer player for the background tables of a large tournament.

A thousand-player tournament deals tens of thousands of hands; the bot levels think for
milliseconds per decision, this player for microseconds, so the whole field plays to the end
in minutes. It plays a plain tight-aggressive tournament game:

* **short** (effective stack at most :data:`PUSH_FOLD_BB` big blinds): shove or fold first in,
  with the share of hands the heads-up push/fold equilibrium shoves at that stack, narrowed
  for each player still to act behind; call a shove with the equilibrium's calling share at
  the price, narrowed the same way;
* **deeper**: open-raise to :data:`OPEN_RAISE_BB` big blinds with the top hands for the
  position, re-raise all-in with the very best, call a raise with the next ones;
* **after the flop**: bet two thirds of the pot with a pair or better that uses a hole card,
  call a bet up to half the pot with one, otherwise check or fold.

Every random choice comes from the generator it is built with.

Tests: tests/engine/play/test_tournament_session.py, tests/engine/tournament/test_tournament.py,
tests/engine/storage/tournaments/test_tournament_history.py
"""

from __future__ import annotations

import random
from functools import cache

import numpy as np

from engine.bots.preflop import preflop_tables
from engine.evaluation.hand_classes import class_index
from engine.evaluation.hand_value import evaluate
from engine.rules.actions import Action
from engine.rules.events import Street
from engine.rules.view import PlayerView
from engine.tournament.pushfold import MAX_STACK_BB
from engine.tournament.pushfold import MIN_STACK_BB
from engine.tournament.pushfold import solve_heads_up

__all__ = ["QuickPlayer", "push_fold_widths"]

#: At or below this effective stack (big blinds) the player only shoves or folds.
PUSH_FOLD_BB = 12.0
#: Each player still to act behind narrows the shoving range by this factor...
PUSH_NARROWING = 0.75
#: ... and each other player still in narrows the calling range by this one.
CALL_NARROWING = 0.8
#: Open raise size and the deep-stack ranges (shares of all hands, best first).
OPEN_RAISE_BB = 2.5
OPEN_WIDTH_EARLY = 0.12
OPEN_WIDTH_LATE = 0.3
RERAISE_WIDTH = 0.03
CALL_RAISE_WIDTH = 0.08
#: After the flop: bet this share of the pot with a made hand, call up to this share.
BET_POT_SHARE = 0.66
CALL_POT_SHARE = 0.5
#: Iterations for the equilibria behind the widths (each stack solved once, ~0.05 s).
WIDTH_ITERATIONS = 300


@cache
def push_fold_widths(stack_bb: int) -> tuple[float, float]:
    """Share of all hands (by combinations) the heads-up equilibrium shoves and calls with at
    an effective stack of ``stack_bb`` big blinds."""
    stack = float(min(max(stack_bb, int(MIN_STACK_BB)), int(MAX_STACK_BB)))
    solution = solve_heads_up(stack, iterations=WIDTH_ITERATIONS)
    prior = preflop_tables(False).combos.class_sizes.astype(np.float64)
    prior /= prior.sum()
    return float(prior @ solution.push), float(prior @ solution.call)


class QuickPlayer:
    """Tight-aggressive tournament play in microseconds a decision.

    :param seed: seeds the generator of the few mixed choices.
    """

    name = "quick"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None
        if view.street is Street.PREFLOP:
            return self._preflop(view)
        return self._postflop(view)

    def _passive(self, view: PlayerView) -> Action:
        assert view.legal is not None
        return Action.check() if view.legal.can_check else Action.fold()

    def _preflop(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None
        me = view.position
        bb = view.big_blind
        mine = view.stacks[me] + view.bets[me]
        others = [view.stacks[i] + view.bets[i] for i in range(len(view.seats))
                  if i != me and not view.folded[i]]
        effective = min(mine, max(others)) / bb
        pct = float(preflop_tables(False).class_percentile[class_index(*view.hole)])
        behind = sum(1 for i in range(me + 1, len(view.seats)) if not view.folded[i])
        raised = max(view.bets) > bb
        if effective <= PUSH_FOLD_BB:
            push, call = push_fold_widths(max(1, round(effective)))
            if not raised:
                width = push * PUSH_NARROWING ** max(0, behind - 1)
                if pct < width and legal.max_raise_to is not None:
                    return Action.bet_or_raise(legal.max_raise_to)
                return self._passive(view)
            width = call * CALL_NARROWING ** max(0, len(others) - 1)
            if pct < width:
                return Action.call() if legal.can_call else self._passive(view)
            return self._passive(view)
        if not raised:
            late = 1.0 - behind / max(1, len(view.seats) - 1)
            width = OPEN_WIDTH_EARLY + (OPEN_WIDTH_LATE - OPEN_WIDTH_EARLY) * late
            if pct < width and legal.min_raise_to is not None:
                assert legal.max_raise_to is not None
                to = min(max(legal.min_raise_to, int(OPEN_RAISE_BB * bb)), legal.max_raise_to)
                return Action.bet_or_raise(to)
            return self._passive(view)
        if pct < RERAISE_WIDTH and legal.max_raise_to is not None:
            return Action.bet_or_raise(legal.max_raise_to)
        if pct < CALL_RAISE_WIDTH and legal.can_call and legal.call_amount is not None \
                and legal.call_amount <= max(mine // 3, 4 * bb):
            return Action.call()
        return self._passive(view)

    def _postflop(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None
        value = evaluate([*view.hole, *view.board])
        board_value = evaluate(list(view.board)) if len(view.board) >= 5 else None
        made = value.category >= 1 and (board_value is None
                                        or value.strength > board_value.strength)
        pot = view.pot
        if made and legal.min_raise_to is not None and (legal.can_check or value.category >= 2):
            assert legal.max_raise_to is not None
            size = legal.current_bet + (legal.call_amount or 0) + int(BET_POT_SHARE * pot)
            return Action.bet_or_raise(min(max(size, legal.min_raise_to), legal.max_raise_to))
        if legal.can_check:
            return Action.check()
        if made and legal.call_amount is not None and legal.call_amount <= CALL_POT_SHARE * pot:
            return Action.call()
        return Action.fold()

"""A heads-up push/fold player that plays the equilibrium exactly: the yardstick for short
stacks.

As the small blind it shoves or folds, as the big blind it calls a shove or folds, each class
with the probability :func:`engine.tournament.pushfold.solve_heads_up` gives at the hand's
effective stack (rounded to a whole big blind, 1-25; solved once per stack). Nobody can beat
it in push/fold play by more than the solution's exploitability; a player that loses chips
to it loses them by its own mistakes. Anything else (more than two players, a limp, a raise
that is not all-in, after the flop) it checks or folds, or calls when it is all-in already.

``python -m engine.play.arena --seat expert --seat
engine.tournament.equilibrium_player:EquilibriumPlayer --duplicate --stack 20`` (blinds 1/2:
10 big blinds) measures a player against it.
"""

from __future__ import annotations

import random
from functools import cache

from engine.evaluation.hand_classes import class_index
from engine.rules.actions import Action
from engine.rules.events import Street
from engine.rules.view import PlayerView
from engine.tournament.pushfold import MAX_STACK_BB
from engine.tournament.pushfold import HeadsUpSolution
from engine.tournament.pushfold import solve_heads_up

__all__ = ["EquilibriumPlayer"]


@cache
def _solution(stack_bb: int) -> HeadsUpSolution:
    return solve_heads_up(float(stack_bb))


class EquilibriumPlayer:
    """The heads-up push/fold equilibrium as a player.

    :param seed: seeds the mixing of the classes the equilibrium mixes.
    """

    name = "push_fold_equilibrium"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None
        passive = Action.check() if legal.can_check else Action.fold()
        if view.street is not Street.PREFLOP or len(view.seats) != 2:
            return passive
        me = view.position
        other = 1 - me
        total = [view.stacks[i] + view.bets[i] for i in range(2)]
        stack_bb = min(max(round(min(total) / view.big_blind), 1), int(MAX_STACK_BB))
        solution = _solution(stack_bb)
        hand = class_index(*view.hole)
        if me == 1 and view.bets[other] <= view.big_blind and view.bets[me] < view.big_blind:
            # The button (small blind), first in: shove (or call a big blind who is all-in
            # already) or fold.
            if self.rng.random() < solution.push[hand]:
                if legal.max_raise_to is not None:
                    return Action.bet_or_raise(legal.max_raise_to)
                return Action.call() if legal.can_call else passive
            return passive
        if me == 0 and legal.can_call:
            if self.rng.random() < solution.call[hand]:
                return Action.call()
            return Action.fold()
        return passive

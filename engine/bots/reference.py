"""A simple tight-aggressive equity bot: the yardstick the levels are measured against.

It is deliberately plain and independent of the level machinery (no ranges, no reads, no
pre-flop tables): it simulates its equity against as many random hands as there are
opponents with :func:`engine.evaluation.equity.equity` and follows fixed, sensible
thresholds. Playing only good hands and betting them is already enough to beat most casual
players, so the expert level must beat this bot by a clear margin to deserve its name.

Tests: tests/engine/bots/test_bots.py, tests/engine/bots/test_bots_slow.py,
tests/engine/bots/test_gauntlet.py
"""

from __future__ import annotations

import random

from engine.evaluation.equity import equity
from engine.rules.actions import Action
from engine.rules.events import Street
from engine.rules.player import passive_action
from engine.rules.view import PlayerView

__all__ = ["EquityTag"]


class EquityTag:
    """Tight-aggressive by simulated equity against random hands.

    Pre-flop it plays a hand whose heads-up equity against a random hand is at least 56 %
    (about the top quarter), raises it to three big blinds, and re-raises with 66 % or more.
    After the flop it bets two thirds of the pot with 60 % equity against the opponents
    still in (as random hands), raises with 80 %, and calls when the equity beats the pot
    odds by five points.

    :param seed: seeds the Monte Carlo simulations.
    """

    name = "equity_tag"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None
        opponents = sum(1 for i, f in enumerate(view.folded) if not f and i != view.position)
        heads = 1 if view.street is Street.PREFLOP else max(opponents, 1)
        hands: list[object] = [list(view.hole), *([None] * heads)]
        eq = equity(hands, board=list(view.board), samples=400,  # type: ignore[arg-type]
                    seed=self.rng.getrandbits(32), exact=False,
                    short_deck=view.short_deck)[0].equity
        pot = view.pot
        to_call = view.to_call
        bb = view.big_blind

        def raise_to(amount: int) -> Action:
            assert legal.min_raise_to is not None and legal.max_raise_to is not None
            return Action.bet_or_raise(max(legal.min_raise_to, min(legal.max_raise_to, amount)))

        if view.street is Street.PREFLOP:
            facing_raise = to_call > 0 and legal.current_bet + to_call > bb
            if legal.can_raise and eq >= (0.66 if facing_raise else 0.56):
                top = legal.current_bet + to_call
                return raise_to(3 * top if facing_raise else 3 * bb)
            if eq >= (0.6 if facing_raise else 0.56) or legal.can_check:
                return passive_action(legal)
            return Action.fold()
        if legal.can_check:
            if eq >= 0.6 and legal.can_raise:
                return raise_to(round(pot * 2 / 3))
            return Action.check()
        if eq >= 0.8 and legal.can_raise:
            return raise_to(legal.current_bet + to_call + round((pot + to_call) * 2 / 3))
        if eq >= to_call / (pot + to_call) + 0.05:
            return Action.call()
        return Action.fold()

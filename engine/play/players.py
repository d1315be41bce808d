"""The built-in players: the simple ones, every bot level and the gauntlet of exploit
strategies (:mod:`engine.bots.gauntlet`), by the name a seat uses.

The simple players here exist for the arena, for tests that need lots of varied legal play,
and as yardsticks. The protocol they follow is :class:`engine.rules.player.Player`.

Tests: tests/engine/play/test_session.py, tests/engine/bots/test_bots.py,
tests/engine/bots/test_gauntlet.py
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

from engine.bots import Bot
from engine.bots import bot_names
from engine.bots.gauntlet import GAUNTLET
from engine.rules.actions import Action
from engine.rules.player import Player
from engine.rules.player import passive_action
from engine.rules.view import PlayerView


class CallingStation:
    """Checks or calls every time."""

    name = "calling_station"

    def __init__(self, seed: int | None = None) -> None:
        del seed  # no randomness, accepted so every built-in player is built the same way

    def decide(self, view: PlayerView) -> Action:
        assert view.legal is not None
        return passive_action(view.legal)


class RandomPlayer:
    """Random legal play that favours the edges of the rules.

    Raises are often the minimum or all-in, which is where betting rules break, and folds
    are common enough to end hands early. All choices come from the seeded generator.
    """

    name = "random"

    def __init__(self, seed: int | None = None, fold: float = 0.15, raise_: float = 0.3) -> None:
        self.rng = random.Random(seed)
        self.fold_rate = fold
        self.raise_rate = raise_

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None
        roll = self.rng.random()
        if legal.can_fold and roll < self.fold_rate:
            return Action.fold()
        if legal.min_raise_to is not None and legal.max_raise_to is not None and (
            roll > 1 - self.raise_rate
        ):
            low, high = legal.min_raise_to, legal.max_raise_to
            pick = self.rng.random()
            if pick < 0.4:
                to = low
            elif pick < 0.6:
                to = high
            else:
                to = self.rng.randint(low, high)
            return Action.bet_or_raise(to)
        return passive_action(legal)


BUILTIN_PLAYERS: dict[str, Callable[..., Player]] = {
    "random": RandomPlayer,
    "call": CallingStation,
    # every bot level ("expert") and profile ("solid_lag"), built as ``f(seed=...)``
    **{code: partial(Bot, code) for code in bot_names()},
    # the exploit strategies the levels are measured against ("maniac", "all_in", ...)
    **GAUNTLET,
}

"""The computer-player protocol: anything with ``decide(view) -> Action``.

A player sees only a :class:`~engine.rules.view.PlayerView`. The protocol lives with the rules
so that the bots (a layer below the running of games) can be written against it.

Tests: tests/engine/bots/test_bots.py, tests/engine/bots/test_bots_slow.py,
tests/engine/bots/test_gauntlet.py
"""

from __future__ import annotations

from typing import Protocol
from typing import runtime_checkable

from engine.rules.actions import Action
from engine.rules.actions import LegalActions
from engine.rules.view import PlayerView


@runtime_checkable
class Player(Protocol):
    """Anything that can decide. ``decide`` must return a legal action for ``view.legal``."""

    def decide(self, view: PlayerView) -> Action: ...


def passive_action(legal: LegalActions) -> Action:
    """Check if free, otherwise call: the action that never folds and never raises."""
    return Action.check() if legal.can_check else Action.call()

"""A player's decision, and the legal choices a player has.

Tests: tests/engine/rules/test_free_folds.py, tests/engine/bots/test_bot_equilibrium.py,
tests/engine/bots/test_bot_reraised.py
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core.errors import IllegalActionError


class ActionKind(StrEnum):
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"  # the first bet of a round
    RAISE = "raise"  # any later bet; ``Action.amount`` is the total "to" amount for both


_KINDS = {kind.value: kind for kind in ActionKind}
_AGGRESSIVE = frozenset({ActionKind.BET, ActionKind.RAISE})


@dataclass(frozen=True, slots=True)
class Action:
    """A decision. ``amount`` is the player's total bet in the round after a bet or raise."""

    kind: ActionKind
    amount: int | None = None

    def __post_init__(self) -> None:
        """Refuse what could never be played, so that ``act()`` need not guess.

        :raises IllegalActionError: ``bad_action`` for a kind that is no :class:`ActionKind`
            (its text, ``"raise"``, is accepted and converted), ``bad_amount`` for an amount
            that is not a whole number, or one given to a fold, check or call.
        """
        kind = self.kind
        if type(kind) is not ActionKind:
            if type(kind) is not str or kind not in _KINDS:
                raise IllegalActionError("bad_action", "not an action kind")
            object.__setattr__(self, "kind", _KINDS[kind])
        amount = self.amount
        if amount is not None and (type(amount) is not int or self.kind not in _AGGRESSIVE):
            raise IllegalActionError("bad_amount", "only a bet or raise takes a whole amount")

    @staticmethod
    def fold() -> Action:
        return Action(ActionKind.FOLD)

    @staticmethod
    def check() -> Action:
        return Action(ActionKind.CHECK)

    @staticmethod
    def call() -> Action:
        return Action(ActionKind.CALL)

    @staticmethod
    def bet_or_raise(to: int) -> Action:
        """A bet if nobody has bet in this round yet, otherwise a raise; either is accepted."""
        return Action(ActionKind.RAISE, to)


@dataclass(frozen=True, slots=True)
class LegalActions:
    """What the player to act may do, with the amounts the window and bots need.

    :param call_amount: chips needed to call (less than the bet if that is all the player has),
        or ``None`` when there is nothing to call.
    :param min_raise_to: smallest legal bet or raise "to" amount, ``None`` if raising is closed.
    :param max_raise_to: largest legal "to" amount (all-in in No-Limit).
    :param raise_is_bet: the aggressive action would be the round's first bet.
    :param pot: chips in the middle, this round's bets included.
    """

    seat: int
    can_fold: bool
    can_check: bool
    call_amount: int | None
    min_raise_to: int | None
    max_raise_to: int | None
    raise_is_bet: bool
    current_bet: int  # the player's own bet in this round
    stack: int  # chips behind
    pot: int

    @property
    def can_call(self) -> bool:
        return self.call_amount is not None

    @property
    def can_raise(self) -> bool:
        return self.min_raise_to is not None

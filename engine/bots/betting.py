"""Turning intentions into legal actions, for every betting structure.

Bots think in fractions of the pot ("bet two thirds"); the table takes "raise to" amounts with
different limits in No-Limit, Pot-Limit, Fixed-Limit and Spread-Limit. The helpers here
convert one into the other and guarantee that what a bot returns is legal, so a bot can
never stall the table with a refused action.

Tests: tests/engine/bots/test_bots.py, tests/engine/bots/test_gauntlet.py
"""

from __future__ import annotations

from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.actions import LegalActions
from engine.rules.config import Betting

__all__ = ["candidate_targets", "legalize", "target_for_fraction"]


def target_for_fraction(legal: LegalActions, fraction: float) -> int:
    """The "raise to" amount that bets or raises ``fraction`` of the pot after calling.

    Raising "two thirds of the pot" means calling first and then adding two thirds of the
    pot that call makes, as players and Pot-Limit rules count it.
    """
    assert legal.min_raise_to is not None and legal.max_raise_to is not None
    call = legal.call_amount or 0
    top = legal.current_bet + call
    target = top + fraction * (legal.pot + call)
    return max(legal.min_raise_to, min(legal.max_raise_to, round(target)))


def candidate_targets(
    legal: LegalActions, betting: Betting, fractions: tuple[float, ...], all_in: bool
) -> list[int]:
    """The distinct "raise to" amounts worth weighing.

    No-Limit and Pot-Limit: the given pot fractions (Pot-Limit caps them at the pot) and,
    when ``all_in``, the largest legal amount. Fixed-Limit has one size; Spread-Limit its
    smallest and largest.
    """
    if legal.min_raise_to is None or legal.max_raise_to is None:
        return []
    if betting is Betting.FIXED_LIMIT:
        return [legal.min_raise_to]
    if betting is Betting.SPREAD_LIMIT:
        return sorted({legal.min_raise_to, legal.max_raise_to})
    targets = {target_for_fraction(legal, f) for f in fractions}
    if all_in:
        targets.add(legal.max_raise_to)
    return sorted(targets)


def legalize(action: Action, legal: LegalActions) -> Action:
    """The nearest legal action: a fold when checking is free becomes a check, a raise that
    is not allowed becomes a call (or a check), an amount is clamped to the legal range."""
    kind = action.kind
    if kind is ActionKind.FOLD:
        return Action.fold() if legal.can_fold else Action.check()
    if kind is ActionKind.CHECK:
        return Action.check() if legal.can_check else Action.fold()
    if kind is ActionKind.CALL:
        return Action.call() if legal.can_call else Action.check()
    if legal.min_raise_to is None or legal.max_raise_to is None:
        return Action.call() if legal.can_call else Action.check()
    amount = action.amount if action.amount is not None else legal.min_raise_to
    return Action.bet_or_raise(max(legal.min_raise_to, min(legal.max_raise_to, amount)))

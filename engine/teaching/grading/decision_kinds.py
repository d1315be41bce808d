"""The kind of a decision, so that an error rate can be split where a player loses.

Codes, never words: the window names them. The split follows what a player who studies asks
("do I open too much, fold too often to c-bets, pay off on the river?"), not a solver's tree.

Tests: tests/engine/teaching/grading/test_grader.py,
tests/engine/teaching/drills/test_spot_drill.py, tests/gui/teaching/coach/test_grade_words.py
"""

from __future__ import annotations

from enum import StrEnum

from engine.rules.events import ActionTaken
from engine.rules.events import Street
from engine.rules.view import PlayerView

__all__ = ["Spot", "spot_of"]

_AGGRESSIVE = ("bet", "raise")


class Spot(StrEnum):
    """What the decision was about."""

    PREFLOP_OPEN = "preflop_open"  # nobody has raised yet (open, limp or fold; blinds' option)
    FACING_RAISE = "facing_raise"  # one raise before the flop
    FACING_RERAISE = "facing_reraise"  # a three-bet or more before the flop
    CBET = "cbet"  # first to bet after raising the street before (the continuation bet)
    CHECKED_TO = "checked_to"  # nothing to call after the flop, not the last aggressor
    FACING_BET = "facing_bet"  # a bet or raise to call on the flop or turn
    RIVER_CALL = "river_call"  # a bet or raise to call on the river


def spot_of(view: PlayerView) -> Spot:
    """The kind of the decision the player of ``view`` faces now."""
    taken = [e for e in view.history if isinstance(e, ActionTaken)]
    if view.street == Street.PREFLOP:
        raises = sum(e.action in _AGGRESSIVE for e in taken)
        if raises == 0:
            return Spot.PREFLOP_OPEN
        return Spot.FACING_RAISE if raises == 1 else Spot.FACING_RERAISE
    if view.to_call:
        return Spot.RIVER_CALL if view.street == Street.RIVER else Spot.FACING_BET
    before = [e for e in taken if e.street == view.street - 1 and e.action in _AGGRESSIVE]
    now = [e for e in taken if e.street == view.street and e.action in _AGGRESSIVE]
    if before and before[-1].seat == view.seat and not now:
        return Spot.CBET
    return Spot.CHECKED_TO

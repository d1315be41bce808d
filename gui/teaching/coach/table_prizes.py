"""The prizes the coach values stacks by at a game's table.

A cash game has none (chips are money). Today's one-table tournament plays until one player
has every chip and names no prizes, so the coach gives it the standard payout for its field
(:func:`engine.tournament.table_context.default_prizes`: winner takes all up to three players,
65/35 up to five, 50/30/20 up to ten) on a pool of one buy-in per player.
"""

from __future__ import annotations

from engine.tournament.table_context import default_prizes
from gui.base.game_setup import GameSetup


def table_prizes(setup: GameSetup) -> tuple[float, ...]:
    """Prizes per place, first place first; empty for a cash game."""
    if setup.cash or setup.players < 2:
        return ()
    return default_prizes(setup.players)

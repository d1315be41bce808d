"""The prizes the coach values stacks by at a game's table.

A cash game has none (chips are money). A sit & go pays the places of its one table from the
buy-ins (:meth:`~gui.base.tournament_setup.TournamentSetup.tournament` says how much each
place gets). The one-table game that plays until one player has every chip names no prizes,
so the coach gives it the standard payout for its field
(:func:`engine.tournament.table_context.default_prizes`: winner takes all up to three players,
65/35 up to five, 50/30/20 up to ten) on a pool of one buy-in per player. A multi-table
tournament gets none: the chances to finish in each place depend on every table's stacks,
and the coach sees only the person's table.
"""

from __future__ import annotations

from engine.tournament.payouts import prize_amounts
from engine.tournament.table_context import default_prizes
from gui.base.game_setup import GameSetup
from gui.base.tournament_setup import TournamentSetup


def table_prizes(setup: GameSetup) -> tuple[float, ...]:
    """Prizes per place, first place first; empty for a cash game and a multi-table
    tournament."""
    if isinstance(setup, TournamentSetup):
        if setup.kind != "sng":
            return ()
        pool = setup.buy_in * setup.entrants
        return tuple(float(p) for p in prize_amounts(pool, setup.prize_shares()))
    if setup.cash or setup.players < 2:
        return ()
    return default_prizes(setup.players)

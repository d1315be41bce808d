"""The prizes the coach values a table's stacks by, for each kind of game."""

from __future__ import annotations

from gui.base.game_setup import GameSetup
from gui.base.tournament_setup import TournamentSetup
from gui.teaching.coach.table_prizes import table_prizes


def test_a_sit_and_go_is_valued_by_its_own_payouts() -> None:
    setup = TournamentSetup(kind="sng", players=6, payouts="65_35", buy_in=50)
    assert table_prizes(setup) == (195.0, 105.0)  # 300 in the pool, 65/35


def test_a_multi_table_tournament_and_a_cash_game_have_no_table_prizes() -> None:
    assert table_prizes(TournamentSetup(kind="mtt", entrants=180, table_size=9)) == ()
    assert table_prizes(GameSetup(players=6, cash=True)) == ()

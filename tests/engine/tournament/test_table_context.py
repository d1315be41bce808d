"""The tournament context of a hand: prizes left, the order of action and the solution."""

from __future__ import annotations

import pytest

from engine.core.errors import ConfigError
from engine.rules.events import HandStarted
from engine.tournament.table_context import TournamentContext
from engine.tournament.table_context import action_order
from engine.tournament.table_context import default_prizes


def test_default_prizes_follow_the_field_and_add_up_to_the_buy_ins() -> None:
    assert default_prizes(3) == (300.0,)
    assert default_prizes(5) == (325.0, 175.0)
    assert sum(default_prizes(9)) == 900.0


def test_a_hand_start_gives_the_order_of_action_and_the_prizes_left() -> None:
    started = HandStarted(7, (4, 6, 1, 2), (1000, 2000, 3000, 4000), 2, 4, 6, 50, 100, 10,
                          "nl", False)
    context = TournamentContext.at_hand((300.0, 180.0, 120.0, 60.0, 40.0), started)
    assert context.seats == (1, 2, 4, 6) and context.stacks == (3000, 4000, 1000, 2000)
    assert context.prizes == (300.0, 180.0, 120.0, 60.0)
    assert sum(context.equities()) == pytest.approx(660.0)
    assert context.stack_bb(4) == 10.0 and context.stack_bb(2) == 30.0
    assert action_order((5, 9)) == (9, 5)
    assert max(context.solution().gain) < 1e-4 * context.pool


def test_a_context_needs_two_players_and_a_big_blind() -> None:
    with pytest.raises(ConfigError):
        TournamentContext((100.0,), (1,), (500,), 5, 10, 0)

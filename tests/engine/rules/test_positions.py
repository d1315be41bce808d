"""The one table of positions: every seat named once, the button last, the usual names."""

from __future__ import annotations

import pytest

from engine.core.errors import ConfigError
from engine.rules.positions import POSITION_CODES
from engine.rules.positions import acting_order
from engine.rules.positions import hand_order
from engine.rules.positions import position_code


@pytest.mark.parametrize("players", range(2, 11))
def test_every_seat_has_its_own_name_and_the_button_is_last(players: int) -> None:
    codes = hand_order(players)
    assert len(codes) == players == len(set(codes))
    assert codes[-1] == "btn" and codes[-2 if players == 2 else 1] == "bb"
    assert set(codes) <= set(POSITION_CODES)
    assert sorted(acting_order(players)) == sorted(codes)
    assert [position_code(players, k) for k in range(players)] == [codes[-1], *codes[:-1]]


def test_the_usual_tables() -> None:
    assert acting_order(6) == ("utg", "hj", "co", "btn", "sb", "bb")
    assert acting_order(9) == ("utg", "utg1", "utg2", "lj", "hj", "co", "btn", "sb", "bb")
    assert acting_order(10)[:5] == ("utg", "utg1", "utg2", "utg3", "lj")
    assert acting_order(4) == ("utg", "btn", "sb", "bb")
    assert acting_order(2) == ("btn", "bb")  # heads-up the button posts the small blind


def test_codes_come_in_acting_order() -> None:
    """Each code keeps its place among the others at every table size."""
    for players in range(4, 11):
        order = acting_order(players)
        assert sorted(order, key=POSITION_CODES.index) == list(order)


@pytest.mark.parametrize(("players", "offset", "code"),
                         [(11, 0, "bad_player_count"), (1, 0, "bad_player_count"),
                          (6, 6, "bad_offset"), (6, -1, "bad_offset")])
def test_outside_the_table_is_refused(players: int, offset: int, code: str) -> None:
    with pytest.raises(ConfigError) as error:
        position_code(players, offset)
    assert error.value.code == code

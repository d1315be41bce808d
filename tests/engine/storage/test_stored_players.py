"""How a hand's players are stored (engine/storage/hands.py): a list of values per player in
the class's field order, and the dict per player of rows written before still read."""

from __future__ import annotations

import dataclasses
import json

import pytest

from engine.core.errors import StorageError
from engine.storage.hands import SeatResult
from engine.storage.hands import players_from_json
from engine.storage.hands import players_to_json

PLAYERS = (
    SeatResult(1, "Bob", (19, 2), 479, 0, True, False, 1, 2, True, False, 0, True, True, False),
    SeatResult(7, "Zoë \"Z\"", (), 848, 1461, False, False, 0, 0, False, False, None),
)


def test_players_are_written_as_lists_and_read_back_the_same() -> None:
    text = json.dumps(players_to_json(PLAYERS))
    assert text.startswith('[[1, "Bob", [19, 2], 479, 0, true, false, 1, 2, true')
    assert players_from_json(json.loads(text)) == PLAYERS


def test_rows_written_before_with_a_dict_per_player_are_still_read() -> None:
    old = [{**dataclasses.asdict(p), "cards": list(p.cards)} for p in PLAYERS]
    del old[1]["saw_flop"], old[1]["three_bet_chance"], old[1]["three_bet"]  # older still
    assert players_from_json(json.loads(json.dumps(old))) == PLAYERS


def test_a_list_from_before_a_field_was_added_reads_with_its_default() -> None:
    short = json.loads(json.dumps(players_to_json(PLAYERS[1:])))
    short[0] = short[0][:12]  # written before saw_flop, three_bet_chance and three_bet
    assert players_from_json(short) == PLAYERS[1:]


@pytest.mark.parametrize("bad", [[[1, "Bob"]], [list(range(16))], ["Bob"], {"seat": 1}])
def test_malformed_players_are_refused_with_a_storage_error(bad: object) -> None:
    with pytest.raises(StorageError):
        players_from_json(bad)

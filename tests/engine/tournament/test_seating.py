"""Seat draw, breaking and balancing as the TDA rules say."""

from __future__ import annotations

import random

from engine.tournament.seating import balance
from engine.tournament.seating import draw_seats
from engine.tournament.seating import next_big_blind


def test_draw_spreads_players_evenly_over_as_few_tables_as_fit() -> None:
    floor = draw_seats(list(range(1000)), 9, random.Random(1))
    sizes = sorted(len(t) for t in floor.values())
    assert len(floor) == 112 and sizes[-1] - sizes[0] <= 1
    assert sorted(p for t in floor.values() for p in t.values()) == list(range(1000))


def test_next_big_blind_is_the_first_occupied_seat_after_the_last() -> None:
    seats = {0: 10, 2: 11, 5: 12, 8: 13}
    assert next_big_blind(seats, 2, 9) == 5
    assert next_big_blind(seats, 8, 9) == 0
    assert next_big_blind(seats, 6, 9) == 8


def test_balancing_moves_the_next_big_blind_to_the_worst_open_seat() -> None:
    floor = {1: {s: 100 + s for s in range(9)}, 2: {0: 1, 1: 2, 2: 3, 4: 4, 6: 5, 7: 6, 8: 7}}
    last: dict[int, int | None] = {1: 3, 2: 2}
    moves = balance(floor, last, 9, random.Random(0))
    assert len(moves) == 1
    (m,) = moves
    # Table 1's next big blind is seat 4 (after seat 3); table 2's first open seat after its
    # last big blind (seat 2) is seat 3: the moved player posts the big blind next hand there.
    assert (m.player, m.from_table, m.from_seat, m.to_table, m.to_seat) == (104, 1, 4, 2, 3)
    assert next_big_blind(floor[2], last[2], 9) == 3
    assert len(floor[1]) == 8 and len(floor[2]) == 8


def test_the_highest_table_breaks_when_the_rest_fit_and_the_final_table_is_redrawn() -> None:
    floor = {1: {0: 1, 1: 2, 2: 3, 3: 4}, 2: {0: 5, 1: 6, 2: 7}, 3: {0: 8, 1: 9, 2: 10}}
    last: dict[int, int | None] = {1: 0, 2: 0, 3: 0}
    moves = balance(floor, last, 5, random.Random(3))
    assert set(floor) == {1, 2}
    assert {m.player for m in moves if m.reason == "break"} == {8, 9, 10}
    assert sorted(len(t) for t in floor.values()) == [5, 5]
    floor = {1: {0: 1, 1: 2, 2: 3}, 2: {0: 5, 1: 6}}
    last = {1: 0, 2: 0}
    moves = balance(floor, last, 9, random.Random(3))
    assert set(floor) == {1} and last[1] is None
    assert sorted(floor[1].values()) == [1, 2, 3, 5, 6]
    assert any(m.reason == "final_table" for m in moves)

"""Seats across tables: the first draw, who posts the big blind next, breaking and balancing.

The floor is a mapping ``table number -> {seat: player}``. The rules, as the TDA writes them
(Tournament Directors Association rules, the practice this project follows where the rule
texts are silent):

* **Seats by random draw** at the start, for players from a broken table, and at the final
  table (seats are redrawn when the last table forms).
* **Breaking**: a table is broken as soon as the players left fit at one table fewer; tables
  break in a fixed order, the highest number first. Its players go, by draw, to the tables
  with the fewest players.
* **Balancing**: tables are balanced after every hand so that no table has two or more players
  more than another (then no two tables differ by more than one). The player moved is the one
  who would be **big blind next** at the table with the most players, and they take the
  **worst position** at the table with the fewest: the open seat that comes to the big blind
  soonest (the first open seat after the last big blind), so they neither skip nor repeat a
  blind.

>>> import random
>>> floor = draw_seats(list(range(20)), 9, random.Random(1))
>>> sorted(len(t) for t in floor.values())
[6, 7, 7]
"""

from __future__ import annotations

import random
from dataclasses import dataclass

__all__ = ["Floor", "Move", "balance", "draw_seats", "next_big_blind", "table_count"]

Floor = dict[int, dict[int, int]]


@dataclass(frozen=True, slots=True)
class Move:
    """A player moved between tables (``reason``: ``"break"``, ``"balance"`` or
    ``"final_table"``)."""

    player: int
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str


def table_count(players: int, table_size: int) -> int:
    """Tables needed for ``players`` at tables of ``table_size``."""
    return -(-players // table_size)


def draw_seats(players: list[int], table_size: int, rng: random.Random) -> Floor:
    """Tables 1..k (as few as fit), players dealt round the tables in a random order, each
    to a random seat: table sizes differ by at most one."""
    order = list(players)
    rng.shuffle(order)
    count = table_count(len(order), table_size)
    floor: Floor = {t: {} for t in range(1, count + 1)}
    groups: dict[int, list[int]] = {t: [] for t in floor}
    for k, player in enumerate(order):
        groups[1 + k % count].append(player)
    for table, members in groups.items():
        seats = rng.sample(range(table_size), len(members))
        floor[table] = dict(zip(seats, members, strict=True))
    return floor


def next_big_blind(seats: dict[int, int], last_big_blind: int | None, table_size: int) -> int:
    """The occupied seat that posts the big blind next: the first after the last big blind
    (clockwise, seat numbers rising); with no hand played yet, the lowest occupied seat."""
    occupied = sorted(seats)
    if last_big_blind is None:
        return occupied[0]
    for step in range(1, table_size + 1):
        seat = (last_big_blind + step) % table_size
        if seat in seats:
            return seat
    return occupied[0]


def _worst_open_seat(seats: dict[int, int], last_big_blind: int | None, table_size: int,
                     rng: random.Random) -> int:
    open_seats = [s for s in range(table_size) if s not in seats]
    if last_big_blind is None:
        return rng.choice(open_seats)
    for step in range(1, table_size + 1):
        seat = (last_big_blind + step) % table_size
        if seat not in seats:
            return seat
    raise AssertionError("no open seat")  # callers only move players to tables with room


def balance(floor: Floor, last_big_blind: dict[int, int | None], table_size: int,
            rng: random.Random) -> list[Move]:
    """Break tables that are no longer needed, then balance; changes ``floor`` (and forgets
    the big blind of broken tables) and returns the moves in order."""
    moves: list[Move] = []
    players = sum(len(t) for t in floor.values())
    while len(floor) > 1 and players <= (len(floor) - 1) * table_size:
        broken = max(floor)
        leaving = floor.pop(broken)
        last_big_blind.pop(broken, None)
        final = len(floor) == 1
        for seat in rng.sample(sorted(leaving), len(leaving)):
            fewest = min(len(t) for t in floor.values())
            target = rng.choice([n for n, t in floor.items() if len(t) == fewest])
            to_seat = rng.choice([s for s in range(table_size) if s not in floor[target]])
            floor[target][to_seat] = leaving[seat]
            moves.append(Move(leaving[seat], broken, seat, target, to_seat,
                              "final_table" if final else "break"))
        if final:
            moves.extend(_redraw_final(floor, last_big_blind, table_size, rng))
    while len(floor) > 1:
        most = max(floor, key=lambda n: (len(floor[n]), -n))
        fewest = min(floor, key=lambda n: (len(floor[n]), n))
        if len(floor[most]) - len(floor[fewest]) < 2:
            break
        seat = next_big_blind(floor[most], last_big_blind.get(most), table_size)
        player = floor[most].pop(seat)
        to_seat = _worst_open_seat(floor[fewest], last_big_blind.get(fewest), table_size, rng)
        floor[fewest][to_seat] = player
        moves.append(Move(player, most, seat, fewest, to_seat, "balance"))
    return moves


def _redraw_final(floor: Floor, last_big_blind: dict[int, int | None], table_size: int,
                  rng: random.Random) -> list[Move]:
    """The final table's seats are drawn afresh; the button is drawn again too."""
    (number, seats), = floor.items()
    players = list(seats.values())
    new_seats = rng.sample(range(table_size), len(players))
    old = {p: s for s, p in seats.items()}
    floor[number] = dict(zip(new_seats, players, strict=True))
    last_big_blind[number] = None
    return [Move(p, number, old[p], number, s, "final_table")
            for s, p in zip(new_seats, players, strict=True)]

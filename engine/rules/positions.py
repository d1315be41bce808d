"""The one table of position names at a table of two to ten players, as codes.

Every part of Felt that names a seat's position (the seat plates, the coach, the trainer's
lines) asks this module; the window translates the codes in one place
(:mod:`gui.base.position_names`). Positions count from the button, so the same chair has a
new name every hand.

The convention is the one of today's online clients and solver tools (GTO Wizard's charts,
the 6-max and full-ring tables of most training sites):

- the button is ``btn``, the next two seats post the blinds (``sb``, ``bb``);
- heads-up the button posts the small blind and is called ``btn``; the other seat is ``bb``;
- the first seat after the big blind (first to act before the flop) is ``utg``, "under the
  gun", at every table of four and more;
- the seats right of the button are named from the button backwards: cut-off ``co``,
  hijack ``hj``, lojack ``lj``, as far as there are seats between ``utg`` and the button;
- seats left over between ``utg`` and the lojack count up from it: ``utg1``, ``utg2``,
  ``utg3`` ("UTG+1"...).

So 6-max reads UTG, HJ, CO, BTN, SB, BB; 9-max UTG, UTG+1, UTG+2, LJ, HJ, CO, BTN, SB, BB; and
10-max adds UTG+3 (some books say "MP" there: Felt keeps the counting name, which says how
many seats act before it). With four players the seat after the big blind is UTG (it acts
first; it is also the cut-off), with five UTG and CO.

>>> [position_code(6, offset) for offset in range(6)]
['btn', 'sb', 'bb', 'utg', 'hj', 'co']
>>> acting_order(9)
('utg', 'utg1', 'utg2', 'lj', 'hj', 'co', 'btn', 'sb', 'bb')
>>> position_code(2, 0), position_code(2, 1)
('btn', 'bb')
"""

from __future__ import annotations

from engine.core.errors import ConfigError

__all__ = ["POSITION_CODES", "acting_order", "hand_order", "position_code"]

MIN_PLAYERS = 2
MAX_PLAYERS = 10

#: Every position code, earliest to act before the flop first.
POSITION_CODES = ("utg", "utg1", "utg2", "utg3", "lj", "hj", "co", "btn", "sb", "bb")

#: The seats right of the button, named from the button backwards.
_BEFORE_BUTTON = ("co", "hj", "lj")
#: The seats counted up from under the gun when the named ones do not reach it.
_AFTER_UTG = ("utg1", "utg2", "utg3")


def _middle(seats: int) -> tuple[str, ...]:
    """The names of the ``seats`` seats between the big blind and the button, in order."""
    if seats == 0:
        return ()
    named = min(seats - 1, len(_BEFORE_BUTTON))
    counted = seats - 1 - named
    return ("utg", *_AFTER_UTG[:counted], *reversed(_BEFORE_BUTTON[:named]))


def _check(players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ConfigError("bad_player_count",
                          f"need {MIN_PLAYERS} to {MAX_PLAYERS} players, got {players}",
                          count=players)


def position_code(players: int, offset: int) -> str:
    """The position of the seat ``offset`` seats left of the button (0: the button itself)
    in a hand of ``players`` players.

    >>> position_code(9, 3), position_code(9, 8)
    ('utg', 'co')
    >>> position_code(10, 6)
    'utg3'

    :raises ConfigError: fewer than two or more than ten players (``bad_player_count``), or an
        offset outside the table (``bad_offset``).
    """
    _check(players)
    if not 0 <= offset < players:
        raise ConfigError("bad_offset", f"offset {offset} at a table of {players}",
                          offset=offset)
    if offset == 0:
        return "btn"
    if players == MIN_PLAYERS:
        return "bb"
    if offset <= 2:
        return ("sb", "bb")[offset - 1]
    return _middle(players - 3)[offset - 3]


def hand_order(players: int) -> tuple[str, ...]:
    """The code of each hand position in the order of a hand's seats: left of the button
    first, the button last (the order of :attr:`engine.rules.hand.HandState.seats`).

    >>> hand_order(6)
    ('sb', 'bb', 'utg', 'hj', 'co', 'btn')
    >>> hand_order(2)
    ('bb', 'btn')

    :raises ConfigError: fewer than two or more than ten players (``bad_player_count``).
    """
    _check(players)
    return tuple(position_code(players, offset) for offset in (*range(1, players), 0))


def acting_order(players: int) -> tuple[str, ...]:
    """The codes in the order players act before the flop (under the gun first, the big
    blind last; heads-up the button first).

    >>> acting_order(6)
    ('utg', 'hj', 'co', 'btn', 'sb', 'bb')
    >>> acting_order(3)
    ('btn', 'sb', 'bb')

    :raises ConfigError: fewer than two or more than ten players (``bad_player_count``).
    """
    _check(players)
    first = 0 if players <= 3 else 3
    return tuple(position_code(players, (first + k) % players) for k in range(players))

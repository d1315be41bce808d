"""Position names at a table of two to ten, as codes the window translates.

Positions count from the button: the last seat of a hand is the button, the first two after
it post the blinds, and the seats between the big blind and the button are named from the
button backwards (cut-off, hijack, middle, under the gun), the way players say them.
"""

from __future__ import annotations

from engine.core.errors import ConfigError

__all__ = ["POSITION_CODES", "position_codes"]

#: Every code :func:`position_codes` can return, in acting order before the flop.
POSITION_CODES = ("utg", "utg1", "utg2", "mp", "mp1", "hj", "co", "btn", "sb", "bb")

#: Names of the seats between the big blind and the button, by how many there are.
_MIDDLE: dict[int, tuple[str, ...]] = {
    0: (),
    1: ("co",),
    2: ("utg", "co"),
    3: ("utg", "mp", "co"),
    4: ("utg", "mp", "hj", "co"),
    5: ("utg", "utg1", "mp", "hj", "co"),
    6: ("utg", "utg1", "mp", "mp1", "hj", "co"),
    7: ("utg", "utg1", "utg2", "mp", "mp1", "hj", "co"),
}


def position_codes(players: int) -> tuple[str, ...]:
    """The code of each hand position, in the order of a hand's seats (left of the button
    first, the button last). Heads-up the button posts the small blind and is ``btn``.

    >>> position_codes(6)
    ('sb', 'bb', 'utg', 'mp', 'co', 'btn')
    >>> position_codes(2)
    ('bb', 'btn')

    :raises ConfigError: fewer than two or more than ten players (``bad_player_count``).
    """
    if not 2 <= players <= 10:
        raise ConfigError("bad_player_count", f"need 2 to 10 players, got {players}",
                          count=players)
    if players == 2:
        return ("bb", "btn")
    return ("sb", "bb", *_MIDDLE[players - 3], "btn")

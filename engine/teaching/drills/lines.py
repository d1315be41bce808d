"""A computer player's line of play, read into a range by the bots' own range reader.

"Put him on a range" needs an action sequence and the range Felt's reader
(:func:`engine.bots.reading.estimate_range`) assigns to it. A :class:`Line` is a short, typical
sequence at a six-handed table (a position, what the player did before the flop, and
optionally what they did on the flop); :func:`read_line` builds the same move records a real
hand produces and asks the reader, with the population's default tendencies, so the drill
teaches what the computer players themselves believe.

Tests: tests/engine/teaching/drills/test_drills.py, tests/gui/teaching/trainer/test_trainer.py
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from engine.bots.preflop import preflop_tables
from engine.bots.reading import HandRecord
from engine.bots.reading import Move
from engine.bots.reading import Population
from engine.bots.reading import SeatStats
from engine.bots.reading import estimate_range
from engine.core.errors import CardError
from engine.rules.events import Street
from engine.rules.positions import acting_order

F64 = npt.NDArray[np.float64]

TABLE_SIZE = 6
#: Six-handed positions, first to act pre-flop first (each seat's index is its place in the
#: record the reader sees; the players behind it are the rest).
POSITIONS = acting_order(TABLE_SIZE)

#: What a player may have done before the flop: raise first in, limp, call a raise, re-raise.
PREFLOP_ACTIONS = ("open", "limp", "call", "three_bet")
#: What they did on the flop afterwards (``none``: the line stops before the flop).
FLOP_ACTIONS = ("none", "bet", "check", "call", "raise")

BIG_BLIND = 100
STACK = 100 * BIG_BLIND
OPEN_TO = 3 * BIG_BLIND
THREE_BET_TO = 9 * BIG_BLIND
#: Post-flop bets in the lines are two thirds of the pot, the most common size.
BET_FRACTION = 2 / 3


@dataclass(frozen=True, slots=True)
class Line:
    """One player's action sequence.

    :param position: one of :data:`POSITIONS`.
    :param preflop: one of :data:`PREFLOP_ACTIONS`.
    :param flop: one of :data:`FLOP_ACTIONS`; ``none`` means no flop is in the line.
    :param board: the flop when ``flop`` is not ``none``, else empty.
    """

    position: str
    preflop: str
    flop: str = "none"
    board: tuple[int, ...] = ()


def valid_line(line: Line) -> bool:
    """Whether the line can happen: the big blind cannot open-limp, the flop needs a board."""
    if line.position not in POSITIONS or line.preflop not in PREFLOP_ACTIONS:
        return False
    if line.flop not in FLOP_ACTIONS or (line.flop == "none") != (len(line.board) == 0):
        return False
    if line.flop != "none" and len(line.board) != 3:
        return False
    # Nobody raises before the first to act, so it cannot call or re-raise a raise; the big
    # blind has no one left to open or limp against when everyone folded to it.
    if line.position == POSITIONS[0] and line.preflop in ("call", "three_bet"):
        return False
    return not (line.position == "bb" and line.preflop in ("open", "limp"))


def _preflop_move(seat: int, line: Line) -> Move:
    behind = TABLE_SIZE - 1 - seat
    is_bb = line.position == "bb"
    blind = BIG_BLIND if is_bb else BIG_BLIND // 2 if line.position == "sb" else 0
    base_pot = BIG_BLIND + BIG_BLIND // 2
    if line.preflop == "open":
        return _move(seat, Street.PREFLOP, "raise", OPEN_TO, base_pot, BIG_BLIND - blind,
                     BIG_BLIND, 0, behind, is_bb, ())
    if line.preflop == "limp":
        return _move(seat, Street.PREFLOP, "call", BIG_BLIND, base_pot, BIG_BLIND - blind,
                     BIG_BLIND, 0, behind, is_bb, ())
    pot = base_pot + OPEN_TO
    if line.preflop == "call":
        return _move(seat, Street.PREFLOP, "call", OPEN_TO, pot, OPEN_TO - blind, OPEN_TO,
                     1, behind, is_bb, ())
    return _move(seat, Street.PREFLOP, "raise", THREE_BET_TO, pot, OPEN_TO - blind, OPEN_TO,
                 1, behind, is_bb, ())


def _move(seat: int, street: Street, action: str, to: int, pot: int, to_call: int,
          top: int, raises: int, behind: int, is_bb: bool, board: tuple[int, ...]) -> Move:
    amount = to_call if action == "call" else 0 if action == "check" else to
    return Move(seat=seat, street=street, action=action, amount=amount, to=to, all_in=False,
                pot_before=pot, to_call=to_call, top_before=top, raises_before=raises,
                players_behind=behind, stack_before=STACK, board=board, is_big_blind=is_bb)


def _flop_move(seat: int, line: Line) -> Move:
    pot = 2 * (THREE_BET_TO if line.preflop == "three_bet" else
               OPEN_TO if line.preflop in ("open", "call") else BIG_BLIND)
    bet = round(pot * BET_FRACTION)
    if line.flop == "bet":
        return _move(seat, Street.FLOP, "bet", bet, pot, 0, 0, 0, 1, False, line.board)
    if line.flop == "check":
        return _move(seat, Street.FLOP, "check", 0, pot, 0, 0, 0, 1, False, line.board)
    if line.flop == "call":
        return _move(seat, Street.FLOP, "call", bet, pot + bet, bet, bet, 1, 0, False,
                     line.board)
    raise_to = 3 * bet
    return _move(seat, Street.FLOP, "raise", raise_to, pot + bet, bet, bet, 1, 0, False,
                 line.board)


def record_of(line: Line) -> HandRecord:
    """The move records a hand with this line would give the reader (the player's own)."""
    seat = POSITIONS.index(line.position)
    moves = [_preflop_move(seat, line)]
    if line.flop != "none":
        moves.append(_flop_move(seat, line))
    return HandRecord(1, tuple(range(TABLE_SIZE)), BIG_BLIND, tuple(moves))


@lru_cache(maxsize=64)
def read_line(line: Line, short_deck: bool = False) -> F64:
    """The reader's weights over every combination of the deck after this line (read-only:
    the answer is cached, an exercise and its check ask for the same line).

    :raises CardError: ``bad_line`` for a line that cannot happen.
    """
    if not valid_line(line):
        raise CardError("bad_line", f"not a possible line: {line!r}")
    tendencies = SeatStats().estimates(Population())
    seat = POSITIONS.index(line.position)
    weights = estimate_range(seat, record_of(line), preflop_tables(short_deck), tendencies,
                             short_deck)
    result = np.array(weights, dtype=np.float64)
    result.flags.writeable = False
    return result

"""What the coach and the trainer need to know of a tournament at one table, as one value.

A :class:`TournamentContext` holds the prizes the players at the table still play for, their
chips at the start of the hand in the order they act before the flop, and the blinds and
ante. From it come each player's ICM equity (:meth:`TournamentContext.equities`) and the
push/fold equilibrium of the hand (:meth:`TournamentContext.solution`, solved once per
context: a tenth of a second for ten players).

Today's one-table tournament has no prizes of its own; :func:`default_prizes` gives it the
standard table for its field (winner takes all up to three players, 65/35 up to five,
50/30/20 up to ten) on a pool of :data:`DEFAULT_BUY_IN` per player. Players who have busted
took the lowest places, so the players left play for the first ``len(stacks)`` prizes
(:func:`prizes_left`).

>>> default_prizes(6)
(300.0, 180.0, 120.0)
>>> prizes_left((300.0, 180.0, 120.0), 2)
(300.0, 180.0)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engine.core.errors import ConfigError
from engine.rules.events import HandStarted
from engine.tournament.icm import icm_equities
from engine.tournament.payouts import prize_amounts
from engine.tournament.payouts import standard_table
from engine.tournament.pushfold import IcmSolution
from engine.tournament.pushfold import decision_values
from engine.tournament.pushfold import solve_icm

__all__ = ["DEFAULT_BUY_IN", "TournamentContext", "default_prizes", "prizes_left"]

#: Buy-in per player behind the prizes of a tournament that has none of its own.
DEFAULT_BUY_IN = 100
#: Solutions kept (one per hand; a hand's reports ask for the same one many times).
CACHED_SOLUTIONS = 8


def default_prizes(entries: int, buy_in: int = DEFAULT_BUY_IN) -> tuple[float, ...]:
    """The standard payout for ``entries`` players on a pool of their buy-ins.

    :raises ConfigError: fewer than two entries (``bad_entries``).
    """
    shares = standard_table(entries)
    return tuple(float(a) for a in prize_amounts(entries * buy_in, shares))


def prizes_left(prizes: tuple[float, ...], players_left: int) -> tuple[float, ...]:
    """The prizes the ``players_left`` players still play for (the lower places are paid)."""
    return prizes[:max(players_left, 0)]


def action_order(seats: tuple[int, ...]) -> tuple[int, ...]:
    """Seats (clockwise from the left of the button, button last) in the order they act
    before the flop: after the big blind first, the blinds last; heads-up the button first."""
    if len(seats) == 2:
        return seats[1], seats[0]
    return seats[2:] + seats[:2]


@dataclass(frozen=True, slots=True)
class TournamentContext:
    """One hand at a tournament table.

    :param prizes: the prizes the players at the table still play for, first place first.
    :param seats: table seats in the order they act before the flop.
    :param stacks: chips at the start of the hand, in the order of ``seats``.
    """

    prizes: tuple[float, ...]
    seats: tuple[int, ...]
    stacks: tuple[int, ...]
    small_blind: int
    big_blind: int
    ante: int

    def __post_init__(self) -> None:
        if len(self.seats) != len(self.stacks) or len(self.seats) < 2 or self.big_blind <= 0:
            raise ConfigError("bad_tournament_context", "two or more seats with stacks and a "
                              "big blind", seats=len(self.seats))

    @classmethod
    def at_hand(cls, prizes: tuple[float, ...], started: HandStarted) -> TournamentContext:
        """The context of a hand from its start (``prizes`` for the whole field: the
        players left at the table play for the first of them)."""
        by_seat = dict(zip(started.seats, started.stacks, strict=True))
        order = action_order(started.seats)
        return cls(prizes_left(prizes, len(order)), order, tuple(by_seat[s] for s in order),
                   started.small_blind, started.big_blind, started.ante)

    @property
    def pool(self) -> float:
        return float(sum(self.prizes))

    def equities(self) -> tuple[float, ...]:
        """Each player's ICM equity in prize money, in the order of ``seats``."""
        return tuple(icm_equities(list(self.stacks), list(self.prizes)))

    def stack_bb(self, seat: int) -> float:
        """The effective stack of ``seat`` in big blinds: its chips or the largest other
        stack's, whichever is smaller."""
        k = self.seats.index(seat)
        others = max(s for j, s in enumerate(self.stacks) if j != k)
        return min(self.stacks[k], others) / self.big_blind

    def solution(self) -> IcmSolution:
        """The push/fold equilibrium of this hand by ICM (cached)."""
        return _solved(self.stacks, self.prizes, self.small_blind, self.big_blind, self.ante)

    def gains(self, player: int, shover: int | None, chips: bool) -> tuple[float, ...]:
        """Per class: what the risky choice (shoving first in, or calling ``shover``) gains
        over folding for ``player`` against the equilibrium, in prize money or (``chips``)
        in chips (cached)."""
        return _gains(self, player, shover, chips)


@lru_cache(maxsize=CACHED_SOLUTIONS)
def _gains(context: TournamentContext, player: int, shover: int | None,
           chips: bool) -> tuple[float, ...]:
    stacks = [float(s) for s in context.stacks]
    payouts = [sum(stacks)] if chips else list(context.prizes)
    risky, fold = decision_values(stacks, payouts, context.small_blind, context.big_blind,
                                  context.ante, context.solution(), player, shover)
    return tuple(float(v) for v in risky - fold)


@lru_cache(maxsize=CACHED_SOLUTIONS)
def _solved(stacks: tuple[int, ...], prizes: tuple[float, ...], small_blind: int,
            big_blind: int, ante: int) -> IcmSolution:
    return solve_icm([float(s) for s in stacks], list(prizes) or [1.0], small_blind,
                     big_blind, ante)

"""The person's table of a tournament: one :class:`GameSession` among the tournament's tables.

The person plays at one table with the window's computer players (the bot levels); every
other table is played by :class:`~engine.tournament.quick_player.QuickPlayer` in the same
round. A round is: the person's table deals its hand (the deck and seat order the tournament
would deal there, :meth:`Tournament.deal_parts`), the hand is played as every hand of Felt is,
then, as it is wrapped up, every other table plays its hand and the floor settles the round
(busts, places, levels, breaks, balancing). The whole field so moves hand for hand, so nobody
can run ahead of the person's table and the bubble is played hand for hand by construction.

The table's seat numbers are the tournament table's turned so the person sits in seat 0 (the
window always has the person at seat 0); when balancing moves the person, the next hand is
dealt at the new table. Once the person is out the table is watched: the same table while it
plays, then the lowest-numbered one (table 1, which is never broken).

The computer players are built afresh for every hand from seeds of the tournament seed, the
round and the player, so the state between hands is the tournament's plain data and a saved
tournament continues exactly (:meth:`TournamentSession.state`, :func:`session_from_state`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from collections.abc import Iterable
from typing import Any

from engine.core.cards import Deck
from engine.core.errors import ConfigError
from engine.core.errors import IllegalActionError
from engine.play.session import BotFactory
from engine.play.session import GameSession
from engine.play.session import SessionEvent
from engine.play.session import builtin_bot
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.table import MAX_SEATS
from engine.rules.table import BlindLevel
from engine.rules.table import Seat
from engine.rules.table import Table
from engine.rules.table import TableConfig
from engine.tournament.lobby import Lobby
from engine.tournament.lobby import RoundPlayed
from engine.tournament.lobby import Seating
from engine.tournament.lobby import lobby_of
from engine.tournament.lobby import seating_of
from engine.tournament.tournament import MINUTES_PER_HAND
from engine.tournament.tournament import Tournament
from engine.tournament.tournament import derive_seed

__all__ = ["TournamentSession", "TournamentTable", "session_from_state"]

#: The format of :meth:`TournamentSession.state`.
STATE_FORMAT = 1

KindOf = Callable[[int], str]


class TournamentTable(Table):
    """The :class:`Table` of the person's tournament table; seats follow the tournament's
    floor between hands (see the module's docstring)."""

    def __init__(self, tournament: Tournament, person: int | None, table: int | None = None,
                 anchor: int | None = None) -> None:
        self.tournament = tournament
        self.person = person
        self.number = table if table is not None else self._table_of_person() or \
            min(tournament.floor)
        self.anchor = anchor if anchor is not None else self._seat_of_person() or 0
        self.moved_from: int | None = None
        #: Called after each other table's hand (the window's engine thread pauses there
        #: for a moment, so the window never waits for the interpreter lock for long).
        self.between: Callable[[], None] | None = None
        self.players: dict[int, int] = {}  # seat -> entrant, at the table being dealt
        self._dealt: list[int] = []
        names: list[str | None] = [None] * MAX_SEATS
        for seat, name, _ in self.seating().seats:
            names[seat] = name
        super().__init__(TableConfig(hand=HandConfig(), starting_stack=1), names,
                         tournament.seed)
        self._reseat()
        self.level_index = tournament.level

    # ------------------------------------------------------------------ where the person is

    @property
    def person_in(self) -> bool:
        return self.person is not None and self.tournament.entrants[self.person].place is None

    def _table_of_person(self) -> int | None:
        return next((n for n, seats in self.tournament.floor.items()
                     if self.person in seats.values()), None)

    def _seat_of_person(self) -> int | None:
        seats = self.tournament.floor.get(self.number, {})
        return next((s for s, p in seats.items() if p == self.person), None)

    def _follow(self) -> None:
        """The table of the next hand: the person's, else the one watched while it plays,
        else table 1."""
        floor = self.tournament.floor
        before = self.number
        if self.person_in:
            self.number = self._table_of_person() or before
            self.anchor = self._seat_of_person() or 0
        elif self.number not in floor or len(floor[self.number]) < 2:
            self.number = min(floor)
        self.moved_from = before if self.number != before else None

    def seating(self) -> Seating:
        """The seats of the next hand (seat 0: the person's)."""
        return seating_of(self.tournament, self.number, self.anchor,
                          0 if self.person_in else None, self.moved_from)

    def _reseat(self) -> None:
        size = self.tournament.table_size
        entrants = self.tournament.entrants
        self.players = {(s - self.anchor) % size: p
                        for s, p in self.tournament.floor[self.number].items()}
        self.seats = {s: Seat(s, entrants[p].name, entrants[p].stack)
                      for s, p in self.players.items()}

    # ------------------------------------------------------------------ the Table's hands

    @property
    def level(self) -> BlindLevel:
        return self.tournament.structure.level_at(self.tournament.level)

    def start_hand(self, deck: Deck | None = None, show_all: bool = False,
                   choosers: Iterable[int] = ()) -> HandState:
        """The round begins and this table deals its hand (``deck``: a stacked one, tests)."""
        if self.hand is not None and not self.hand.finished:
            raise IllegalActionError("hand_running", "the current hand is not finished")
        if self.is_over():
            raise IllegalActionError("game_over", "the tournament is over")
        t = self.tournament
        t.begin_round()
        self._reseat()
        self.moved_from = None
        parts = t.deal_parts(self.number)
        size = t.table_size
        order = [(s - self.anchor) % size for s in parts.order]
        self._dealt = parts.players
        self.hand_number += 1
        self.button = order[-1]
        self._first_hand = False
        asked = [order.index(s) for s in choosers if s in order]
        self.hand = HandState(parts.config, parts.stacks, order, deck or parts.deck,
                              self.hand_number, show_all, antes=parts.antes, choosers=asked)
        return self.hand

    def finish_hand(self, minutes: float = 0.0) -> list[int]:
        """The hand's stacks; then every other table plays its hand and the round is
        settled (the next hand's seats are :meth:`seating`)."""
        busted = super().finish_hand(minutes)
        t = self.tournament
        assert self.hand is not None
        busts = t.take(self.number, self.hand, self._dealt)
        busts.extend(t.play_tables(self.number, self.between))
        t.end_round(busts, minutes if self.person_in and minutes > 0 else MINUTES_PER_HAND)
        self.level_index = t.level
        if not t.finished:
            self._follow()
        return busted

    def is_over(self) -> bool:
        if self.hand is not None and not self.hand.finished:
            return False
        return self.tournament.finished


class TournamentSession(GameSession):
    """A :class:`GameSession` at the person's tournament table.

    :param tournament: the tournament, between two rounds.
    :param person: the person's entrant number (``None``: watch a table of computer players).
    :param kind_of: the kind of computer player (a bot level) of each entrant at the
        person's table.
    :param save: given :meth:`state` after every round, to keep it.
    :param clock: minutes since a fixed moment (real time by default): levels by time count
        the person's hands as they took; watched hands count
        :data:`~engine.tournament.tournament.MINUTES_PER_HAND` each.
    """

    def __init__(self, tournament: Tournament, person: int | None, kind_of: KindOf,
                 save: Callable[[dict[str, Any]], None] | None = None,
                 bot_factory: BotFactory = builtin_bot, table: int | None = None,
                 anchor: int | None = None, hand_number: int = 0,
                 clock: Callable[[], float] | None = None) -> None:
        if tournament.finished:
            raise ConfigError("tournament_over", "the tournament is over")
        seated = TournamentTable(tournament, person, table, anchor)
        names = [seated.seats[s].name if s in seated.seats else None for s in range(MAX_SEATS)]
        person_seat = 0 if seated.person_in else None
        super().__init__(seated.config, names, person_seat, {}, tournament.seed,
                         bot_factory=bot_factory, auto_rebuy=False, clock=clock)
        seated.hand_number = hand_number
        self.table = seated
        self.tournament = tournament
        self.person = person
        self.kind_of = kind_of
        self.save = save
        self.bots = {}
        self.bot_kinds = {}

    @property
    def seated(self) -> TournamentTable:
        table = self.table
        assert isinstance(table, TournamentTable)
        return table

    def lobby(self) -> Lobby:
        return lobby_of(self.tournament, self.person)

    def _start_hand(self) -> list[SessionEvent]:
        events = super()._start_hand()
        # The players of this hand, fresh, each from its own seed of this round.
        t = self.tournament
        self.bot_kinds = {s: self.kind_of(p) for s, p in self.seated.players.items()
                          if s != self.person_seat}
        self.bots = {s: self.bot_factory(kind, random.Random(derive_seed(
            t.seed, "person-table", t.round, self.seated.players[s])))
            for s, kind in self.bot_kinds.items()}
        return events

    def _wrap(self) -> list[SessionEvent]:
        """The hand's wrap-up, then the round's :class:`RoundPlayed` (the other tables play
        their hands as the table takes this one's stacks)."""
        before = len(self.tournament.events)
        events = super()._wrap()
        if not self.seated.person_in:
            self.person_seat = None
        events.append(RoundPlayed(tuple(self.tournament.events[before:]), self.lobby(),
                                  self.seated.seating()))  # after the HandWrapped (no rebuys)
        if self.save is not None:
            self.save(self.state())
        return events

    def state(self) -> dict[str, Any]:
        """Everything between hands, as plain JSON data."""
        seated = self.seated
        return {"format": STATE_FORMAT, "tournament": self.tournament.to_json(),
                "person": self.person, "table": seated.number, "anchor": seated.anchor,
                "hand_number": seated.hand_number}


def session_from_state(data: dict[str, Any], kind_of: KindOf,
                       save: Callable[[dict[str, Any]], None] | None = None,
                       bot_factory: BotFactory = builtin_bot,
                       clock: Callable[[], float] | None = None) -> TournamentSession:
    """The session :meth:`TournamentSession.state` saved, at the start of its next hand.

    :raises ConfigError: damaged or foreign data (``bad_tournament_state``).
    """
    try:
        if data["format"] != STATE_FORMAT:
            raise ConfigError("bad_tournament_state", "unknown tournament state format")
        tournament = Tournament.from_json(data["tournament"])
        person = None if data["person"] is None else int(data["person"])
        table, anchor = int(data["table"]), int(data["anchor"])
        if table not in tournament.floor:
            raise ConfigError("bad_tournament_state", "the person's table is not in play")
        return TournamentSession(tournament, person, kind_of, save, bot_factory,
                                 table, anchor, int(data["hand_number"]), clock)
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, ConfigError):
            raise
        raise ConfigError("bad_tournament_state", "damaged tournament state") from exc

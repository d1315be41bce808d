"""What a tournament lobby shows, as one frozen snapshot of numbers (the window words it).

The person's table tells one after every round (:mod:`engine.play.tournament_session`), in a
:class:`RoundPlayed` among the table's events: the
level and the next one, what is left of this level, players left and the average stack, the
person's place in chips, the prizes, every table with its players and chips, the chip leader,
and, once the person is out or the tournament over, the places.

>>> from engine.tournament.structure import Structure
>>> from engine.tournament.tournament import Tournament
>>> t = Tournament(18, table_size=9, seed=2, structure=Structure(starting_stack=1000))
>>> lobby = lobby_of(t, person=0)
>>> lobby.players_left, lobby.average_stack, lobby.person_rank, lobby.prizes
(18, 1000, 1, (720, 450, 270, 180, 108, 72))
>>> [(row.number, row.players, row.chips) for row in lobby.tables]
[(1, 9, 9000), (2, 9, 9000)]

Tests: tests/engine/play/test_tournament_session.py, tests/gui/tournament/test_tournament_play.py
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.rules.table import BlindLevel
from engine.tournament.tournament import Finish
from engine.tournament.tournament import Tournament
from engine.tournament.tournament_events import TournamentEvent

__all__ = ["Lobby", "RoundPlayed", "Seating", "TableRow", "level_shown", "lobby_of", "seating_of"]


@dataclass(frozen=True, slots=True)
class TableRow:
    """One table of the lobby: its number, players, chips and biggest stack."""

    number: int
    players: int
    chips: int
    biggest: int


@dataclass(frozen=True, slots=True)
class Lobby:
    """The tournament between two rounds, for the person ``person`` (an entrant number).

    :param hands_to_next: rounds left at this level (levels by hands), else ``None``.
    :param minutes_to_next: minutes left at this level (levels by time), else ``None``.
    :param break_next: a break follows this level.
    :param person_rank: the person's place in chips among the players left (``None``: out).
    :param person_finish: the person's place, prize and hands once out (or the winner).
    :param finishes: every place decided so far, first place first (all of them at the end).
    """

    round: int
    level: int
    blinds: BlindLevel
    next_blinds: BlindLevel
    big_blind_ante: bool
    hands_to_next: int | None
    minutes_to_next: float | None
    break_next: bool
    entries: int
    players_left: int
    average_stack: int
    person_stack: int
    person_rank: int | None
    person_table: int | None
    prizes: tuple[int, ...]
    prize_pool: int
    tables: tuple[TableRow, ...]
    leader: str
    leader_stack: int
    hand_for_hand: bool
    finished: bool
    person_finish: Finish | None
    finishes: tuple[Finish, ...]


@dataclass(frozen=True, slots=True)
class Seating:
    """The table the person plays at (or watches) for the next hand.

    :param seats: (seat, name, stack) by the seat numbers of the person's table, where the
        person's seat (or, once they are out, their last seat) is 0.
    :param person_seat: 0 while the person plays, ``None`` once they are out.
    :param moved_from: the person came from this table for the next hand (a balance, a
        broken table, the final table), else ``None``.
    """

    table: int
    seats: tuple[tuple[int, str, int], ...]
    person_seat: int | None
    moved_from: int | None


@dataclass(frozen=True, slots=True)
class RoundPlayed:
    """A round is over at every table of the tournament: an event of the person's table, after
    the hand's :class:`~engine.play.session.HandWrapped`, so the window learns of the round
    when its table shows the hand's end, through the same observers as every other event.

    :param news: what the round did between hands (levels, breaks, busts, moves...), in order.
    :param lobby: the tournament now, as the lobby shows it.
    :param seating: the seats of the person's next hand.
    """

    news: tuple[TournamentEvent, ...]
    lobby: Lobby
    seating: Seating


def lobby_of(t: Tournament, person: int | None) -> Lobby:
    """The lobby of ``t`` now, seen by entrant ``person``."""
    s = t.structure
    stacks = t.stacks()
    left = len(stacks)
    by_time = s.minutes_per_level is not None
    rank = None
    if person is not None and person in stacks:
        mine = stacks[person]
        rank = 1 + sum(1 for p, v in stacks.items() if v > mine or (v == mine and p < person))
    leader = min(stacks, key=lambda p: (-stacks[p], p)) if stacks else None
    rows = tuple(TableRow(n, len(seats), sum(stacks[p] for p in seats.values()),
                          max((stacks[p] for p in seats.values()), default=0))
                 for n, seats in sorted(t.floor.items()))
    table = next((n for n, seats in t.floor.items() if person in seats.values()), None)
    finish = next((f for f in t.finishes if f.player == person), None)
    return Lobby(
        round=t.round, level=t.level, blinds=s.level_at(t.level),
        next_blinds=s.level_at(t.level + 1), big_blind_ante=s.big_blind_ante,
        hands_to_next=None if by_time else max(0, s.hands_per_level - t.hands_at_level),
        minutes_to_next=(max(0.0, (s.minutes_per_level or 0.0) - (t.minutes - t.level_started))
                         if by_time else None),
        break_next=s.is_break_after(t.level), entries=t.entries, players_left=left,
        average_stack=sum(stacks.values()) // max(1, left),
        person_stack=stacks.get(person, 0) if person is not None else 0,
        person_rank=rank, person_table=table, prizes=t.prizes(), prize_pool=t.prize_pool,
        tables=rows, leader="" if leader is None else t.entrants[leader].name,
        leader_stack=0 if leader is None else stacks[leader],
        hand_for_hand=t.hand_for_hand, finished=t.finished, person_finish=finish,
        finishes=tuple(t.results()),
    )


def level_shown(lobby: Lobby) -> tuple[int, BlindLevel]:
    """The level's number (1 the first) and its blinds, as the lobby and the status bar both
    show them: the level of the next hand, so a level-up shows its new blinds at once."""
    return lobby.level + 1, lobby.blinds


def seating_of(t: Tournament, table: int, anchor: int, person_seat: int | None,
               moved_from: int | None = None) -> Seating:
    """Table ``table`` of ``t`` with its seats turned so that seat ``anchor`` is 0."""
    seats = t.floor[table]
    size = t.table_size
    return Seating(table, tuple(sorted(
        ((s - anchor) % size, t.entrants[p].name, t.entrants[p].stack)
        for s, p in seats.items())), person_seat, moved_from)

"""What the New Game dialog agrees on for a sit & go or a multi-table tournament (no widgets).

A :class:`TournamentSetup` is a :class:`~gui.base.game_setup.GameSetup` (the window seats
and titles the person's table from it) with the tournament's own settings; it builds the
engine's :class:`~engine.tournament.tournament.Tournament`. The blind schedule is the
standard one (:data:`~engine.tournament.structure.STANDARD_LEVELS`, made for a 50 big blind
at the start) scaled to the big blind chosen, so 10/20 blinds give 10/20, 20/30, 20/40,
30/60 with a 10 ante...

>>> s = TournamentSetup(kind="mtt", entrants=180, table_size=9, antes="bb_ante")
>>> t = s.tournament()
>>> t.entries, len(t.floor), t.structure.level_at(3), t.structure.big_blind_ante
(180, 20, BlindLevel(small_blind=30, big_blind=60, ante=60), True)
>>> payout_shares("50_30_20", 9), len(payout_shares("top_15", 180))
((0.5, 0.3, 0.2), 27)
>>> entrant_names(3, "You")
['You', 'Ada', 'Bruno']

Tests: tests/gui/teaching/coach/test_table_prizes.py, tests/gui/tournament/test_lobby_dock.py,
tests/gui/tournament/test_tournament_fields.py
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from engine.rules.table import BlindLevel
from engine.tournament.payouts import custom_table
from engine.tournament.payouts import standard_table
from engine.tournament.structure import CHIP_VALUES
from engine.tournament.structure import STANDARD_LEVELS
from engine.tournament.structure import Structure
from engine.tournament.tournament import Tournament
from gui.base.game_setup import MIXED
from gui.base.game_setup import OPPONENT_NAMES
from gui.base.game_setup import GameSetup

KINDS = ("sng", "mtt")  # a sit & go (one table), a multi-table tournament
TABLE_SIZES = (6, 9, 10)
#: Payout presets: by field size (standard), or fixed shares; top 10 / 15 % for large fields.
PAYOUTS = ("standard", "winner", "65_35", "50_30_20", "top_10", "top_15")
FIXED_SHARES = {"winner": (1.0,), "65_35": (0.65, 0.35), "50_30_20": (0.5, 0.3, 0.2)}
TOP_SHARES = {"top_10": 0.10, "top_15": 0.15}
ANTES = ("none", "ante", "bb_ante")  # no antes, every player antes, the big blind antes
#: The big blind :data:`STANDARD_LEVELS` starts at; the schedule is scaled to the one chosen.
STANDARD_FIRST_BB = 50
BREAK_EVERY_LEVELS = 4
MAX_ENTRANTS = 1000
#: More names for a large field: a first name and an initial ("Ada K.").
MORE_NAMES = (
    *OPPONENT_NAMES, "Kai", "Lena", "Mateo", "Nora", "Omar", "Pia", "Quinn", "Rosa", "Sami",
    "Tara", "Ugo", "Vera", "Wim", "Xenia", "Yann", "Zoe", "Aiko", "Bela", "Cem", "Dana",
    "Emil", "Fiona",
    "Gus", "Hanna", "Ivo", "Jule", "Kofi", "Lio", "Mina", "Nils")
INITIALS = "ABCDEFGHIJKLMNOPRSTUVWYZ"


@dataclass(frozen=True, slots=True)
class TournamentSetup(GameSetup):
    """A sit & go or a multi-table tournament; ``players`` is the seats at a table.

    :param kind: ``sng`` or ``mtt`` (:data:`KINDS`).
    :param entrants: the field (a sit & go: the players at its one table).
    :param table_size: seats per table of a multi-table tournament (6, 9 or 10).
    :param payouts: a key of :data:`PAYOUTS`; ``shares`` (percentages, first place first)
        replace it when given (the organiser's own table).
    :param hands_per_level: levels go up after this many hands...
    :param minutes_per_level: ... or, when given, after this many minutes.
    :param antes: a key of :data:`ANTES`.
    :param breaks: a break every :data:`BREAK_EVERY_LEVELS` levels (chips are coloured up).
    :param buy_in: the price of an entry, all of it in the prize pool.
    :param seat_names: the person's first table, seat by seat (filled when it is drawn).
    """

    kind: str = "mtt"
    entrants: int = 18
    table_size: int = 9
    payouts: str = "standard"
    shares: tuple[float, ...] = ()
    hands_per_level: int = 10
    minutes_per_level: float | None = None
    antes: str = "ante"
    breaks: bool = True
    buy_in: int = 100
    seat_names: tuple[tuple[int, str], ...] = ()

    def __post_init__(self) -> None:
        if self.kind == "sng":  # one table, as many seats as players
            object.__setattr__(self, "entrants", self.players)
            object.__setattr__(self, "table_size", self.players)
        else:
            object.__setattr__(self, "players", self.table_size)

    def names(self) -> dict[int, str]:
        if self.seat_names:
            return dict(self.seat_names)
        return GameSetup.names(self)

    def bots(self) -> dict[int, str]:
        if self.seat_names:
            return {seat: self.kind_of(seat) for seat, _ in self.seat_names if seat != 0}
        return GameSetup.bots(self)

    def kind_of(self, entrant: int) -> str:
        """The computer player of entrant ``entrant`` (the person is entrant 0)."""
        if self.opponents == "mixed":
            return MIXED[(entrant - 1) % len(MIXED)]
        return self.opponents

    def structure(self) -> Structure:
        factor = self.big_blind / STANDARD_FIRST_BB
        levels = tuple(BlindLevel(
            max(1, round(v.small_blind * factor)), max(1, round(v.big_blind * factor)),
            0 if self.antes == "none" else
            (max(1, round(v.big_blind * factor)) if self.antes == "bb_ante" and v.ante
             else round(v.ante * factor)))
            for v in STANDARD_LEVELS)
        chips = tuple(round(c * factor) for c in CHIP_VALUES)
        if any(c * factor != int(c * factor) for c in CHIP_VALUES) \
                or self.starting_stack % chips[0]:
            chips = (1,)
        return Structure(starting_stack=self.starting_stack, levels=levels,
                         hands_per_level=self.hands_per_level,
                         minutes_per_level=self.minutes_per_level,
                         big_blind_ante=self.antes == "bb_ante",
                         break_every=BREAK_EVERY_LEVELS if self.breaks else 0,
                         buy_in=self.buy_in, chip_values=chips)

    def prize_shares(self) -> tuple[float, ...]:
        """Each paid place's share of the pool, first place first."""
        return custom_table(self.shares) if self.shares else \
            payout_shares(self.payouts, self.entrants)

    def tournament(self) -> Tournament:
        return Tournament(entrant_names(self.entrants, self.name), self.table_size,
                          self.structure(), self.prize_shares(), self.seed or 0)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def payout_shares(preset: str, entrants: int) -> tuple[float, ...]:
    """The shares of a preset (:data:`PAYOUTS`) for a field of ``entrants``."""
    if preset in FIXED_SHARES:
        return FIXED_SHARES[preset][:entrants]
    return standard_table(entrants, TOP_SHARES.get(preset, 0.12))


def entrant_names(entrants: int, person: str) -> list[str]:
    """The person first, then a name for everybody else, each once."""
    names = [person]
    k = 0
    while len(names) < entrants:
        first = MORE_NAMES[k % len(MORE_NAMES)]
        rounds = k // len(MORE_NAMES)
        name = first if rounds == 0 else f"{first} {INITIALS[(rounds - 1) % len(INITIALS)]}."
        if rounds > len(INITIALS):
            name = f"{first} {rounds}"
        if name != person:
            names.append(name)
        k += 1
    return names


def setup_from_json(data: dict[str, Any]) -> TournamentSetup:
    """The setup :meth:`TournamentSetup.to_json` wrote; fields of the wrong form are left
    at their defaults (a damaged or doctored database is not trusted)."""
    defaults = TournamentSetup()
    values: dict[str, Any] = {}
    for f in dataclasses.fields(TournamentSetup):
        if f.name not in data:
            continue
        value, default = data[f.name], getattr(defaults, f.name)
        if isinstance(default, tuple) and isinstance(value, list):
            if f.name == "seat_names":
                values[f.name] = tuple((int(s), str(n)) for s, n in value)
            elif f.name == "shares":
                values[f.name] = tuple(float(v) for v in value)
            else:
                values[f.name] = tuple(str(v) for v in value)
        elif f.name in ("seed", "minutes_per_level"):
            if value is None or (isinstance(value, int | float) and not isinstance(value, bool)):
                values[f.name] = value
        elif isinstance(value, type(default)) and isinstance(value, bool) == isinstance(
                default, bool):
            values[f.name] = value
    return TournamentSetup(**values)

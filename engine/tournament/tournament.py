"""A tournament: tables, a structure, computer players, and every rule between hands.

Each hand is a :class:`~engine.rules.hand.HandState` (the same rules as every other game in
Felt) dealt from a deck seeded by the tournament seed, the round and the table. Play goes in
*rounds*: every table plays one hand, then the floor acts (busts and places, rebuys, levels,
breaks, colour-ups, breaking and balancing tables). Rounds make hand-for-hand play on the
bubble natural and keep every table in step, so no table can run ahead of another.

The whole state between rounds is plain data (:meth:`Tournament.to_json`, no pickle): a saved
tournament continues exactly where it stopped, because players are built afresh for every hand
from seeds derived from the tournament seed (:class:`QuickPlayer` is stateless between hands).

>>> t = Tournament(6, table_size=6, seed=3, structure=Structure(starting_stack=1000,
...                hands_per_level=5, buy_in=10))
>>> result = t.play()
>>> [f.place for f in result]   # two busted in one hand with equal stacks: a tie for 5th
[1, 2, 3, 4, 5, 5]
>>> [f.prize for f in result][:4], t.prizes()   # 50/30/20 of 6 x 10
([30, 18, 12, 0], (30, 18, 12))
>>> sum(t.stacks().values()) == 6 * 1000 + t.colour_up_change
True
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.cards import Deck
from engine.core.errors import ConfigError
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.player import Player
from engine.rules.view import view_for
from engine.tournament.payouts import custom_table
from engine.tournament.payouts import prize_amounts
from engine.tournament.payouts import standard_table
from engine.tournament.quick_player import QuickPlayer
from engine.tournament.seating import Floor
from engine.tournament.seating import balance
from engine.tournament.seating import draw_seats
from engine.tournament.seating import next_big_blind
from engine.tournament.structure import Structure
from engine.tournament.structure import structure_from_json
from engine.tournament.tournament_events import AddOn
from engine.tournament.tournament_events import Break
from engine.tournament.tournament_events import Busted
from engine.tournament.tournament_events import ColourUp
from engine.tournament.tournament_events import HandForHand
from engine.tournament.tournament_events import LevelUp
from engine.tournament.tournament_events import PlayerMoved
from engine.tournament.tournament_events import Rebuy
from engine.tournament.tournament_events import TableBroken
from engine.tournament.tournament_events import TournamentEvent
from engine.tournament.tournament_events import event_from_json
from engine.tournament.tournament_events import event_to_json

__all__ = ["MAX_PLAYERS", "TABLE_SIZES", "Deal", "Finish", "Tournament"]

MAX_PLAYERS = 1000
TABLE_SIZES = (2, 3, 4, 5, 6, 7, 8, 9, 10)
#: Play time a hand stands for when levels go by the clock.
MINUTES_PER_HAND = 2.0
STATE_FORMAT = 1

PlayerMaker = Callable[[int], Player]


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from any parts, the same on every platform and run."""
    digest = hashlib.sha256(":".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


@dataclass(frozen=True, slots=True)
class Finish:
    """One player's result: place (tied players share the best place of their span),
    prize, and hands dealt to them."""

    place: int
    player: int
    name: str
    prize: int
    hands: int


@dataclass(frozen=True, slots=True)
class Deal:
    """One table's hand of a round before it is dealt: rules, seat order (small blind first,
    button last), stacks and players in that order, antes (a big-blind ante), the deck."""

    config: HandConfig
    order: list[int]
    stacks: list[int]
    players: list[int]
    antes: list[int] | None
    deck: Deck


@dataclass(slots=True)
class _Entrant:
    name: str
    stack: int
    rebuys: int = 0
    addon: bool = False
    hands: int = 0
    place: int | None = None
    prize: int = 0


class Tournament:
    """A sit & go (one table) or a multi-table tournament of computer players.

    :param players: how many entrants (2 to 1,000), or their names.
    :param table_size: seats per table (2-10; 6, 9 or 10 are usual).
    :param structure: stacks, levels, rebuys, add-ons, chips.
    :param shares: the payout table (shares of the pool, first place first); the standard
        table for the field by default.
    :param seed: every deck, draw and decision derives from it.
    :param make_player: builds the computer player for one hand from a seed (the quick
        player by default).
    :raises ConfigError: a field or table size out of range (``bad_tournament``).
    """

    def __init__(self, players: int | list[str], table_size: int = 9,
                 structure: Structure | None = None, shares: tuple[float, ...] | None = None,
                 seed: int = 0, make_player: PlayerMaker | None = None) -> None:
        names = ([f"Player {i + 1}" for i in range(players)] if isinstance(players, int)
                 else list(players))
        if not 2 <= len(names) <= MAX_PLAYERS:
            raise ConfigError("bad_tournament", f"2 to {MAX_PLAYERS} players", field="players")
        if table_size not in TABLE_SIZES:
            raise ConfigError("bad_tournament", "tables seat 2 to 10", field="table_size")
        self.structure = structure or Structure()
        self.table_size = table_size
        self.seed = seed
        self.make_player: PlayerMaker = make_player or QuickPlayer
        self.shares = custom_table(shares) if shares else standard_table(len(names))
        self.entrants = [_Entrant(n, self.structure.starting_stack) for n in names]
        self.floor: Floor = draw_seats(list(range(len(names))), table_size,
                                       random.Random(derive_seed(seed, "draw")))
        self.last_big_blind: dict[int, int | None] = dict.fromkeys(self.floor)
        self.round = 0
        self.level = 0
        self.hands_at_level = 0
        self.minutes = 0.0
        self.level_started = 0.0
        self.smallest_chip = self.structure.chip_values[0]
        self.hand_for_hand = False
        self.hands_dealt = 0
        self.colour_up_change = 0
        self.events: list[TournamentEvent] = []
        self.finishes: list[Finish] = []

    # ------------------------------------------------------------------ money

    @property
    def entries(self) -> int:
        return len(self.entrants)

    @property
    def prize_pool(self) -> int:
        """Buy-ins, rebuys and add-ons (all at the buy-in price; the fee is not in the pool)."""
        buys = self.entries + sum(e.rebuys + e.addon for e in self.entrants)
        return buys * self.structure.buy_in

    def prizes(self) -> tuple[int, ...]:
        """Prize per place from the payout table (the pool can still grow while rebuys are
        open)."""
        return prize_amounts(self.prize_pool, self.shares)

    # ------------------------------------------------------------------ lookups

    def players_left(self) -> list[int]:
        return [p for t in self.floor.values() for p in t.values()]

    def stacks(self) -> dict[int, int]:
        """Chips of every player still in."""
        return {p: self.entrants[p].stack for p in self.players_left()}

    def chips_bought(self) -> int:
        """Chips that entered play: starting stacks, rebuys and add-ons."""
        s = self.structure
        return sum(s.starting_stack + e.rebuys * s.rebuy_chips + e.addon * s.addon_chips
                   for e in self.entrants)

    @property
    def finished(self) -> bool:
        return len(self.players_left()) <= 1

    # ------------------------------------------------------------------ play

    def play(self, max_rounds: int | None = None) -> list[Finish]:
        """Play rounds until one player is left (or ``max_rounds`` more rounds); the finishing
        order so far, first place first."""
        played = 0
        while not self.finished and (max_rounds is None or played < max_rounds):
            self.play_round()
            played += 1
        return self.results()

    def results(self) -> list[Finish]:
        return sorted(self.finishes, key=lambda f: (f.place, f.player))

    def play_round(self, minutes: float = MINUTES_PER_HAND) -> None:
        """Every table plays one hand; then busts, rebuys, levels and seats are settled."""
        self.begin_round()
        busts: list[tuple[int, int, int]] = []  # (player, starting stack, table)
        for number in sorted(self.floor):
            busts.extend(self._play_hand(number))
        self.end_round(busts, minutes)

    def begin_round(self) -> None:
        """The next round starts (hand-for-hand switched on or off); a table played outside
        (the person's, :mod:`engine.play.tournament_session`) deals its hand after this."""
        if self.finished:
            raise ConfigError("tournament_over", "the tournament is over")
        self.round += 1
        left_before = len(self.players_left())
        paid = len(self.shares)
        h4h = paid < left_before <= paid + len(self.floor) - 1 or (
            left_before == paid + 1)
        if h4h != self.hand_for_hand:
            self.hand_for_hand = h4h
            self.events.append(HandForHand(self.round, h4h, left_before, paid))

    def play_tables(self, skip: int | None = None,
                    between: Callable[[], None] | None = None) -> list[tuple[int, int, int]]:
        """Every table but ``skip`` plays this round's hand; the busts (player, starting
        stack, table). ``between`` is called after each table (a thread playing them lets
        others run there)."""
        busts: list[tuple[int, int, int]] = []
        for number in sorted(self.floor):
            if number != skip:
                busts.extend(self._play_hand(number))
                if between is not None:
                    between()
        return busts

    def end_round(self, busts: list[tuple[int, int, int]],
                  minutes: float = MINUTES_PER_HAND) -> None:
        """Busts and places, levels, breaks, colour-ups, breaking and balancing tables."""
        self._settle_busts(busts)
        self.hands_at_level += 1
        self.minutes += minutes
        if not self.finished:
            self._advance_level()
            self._seat()

    def deal(self, number: int) -> tuple[HandState, list[int]]:
        """This round's hand at table ``number`` (two players or more), dealt: the hand (its
        seats are the table's seat numbers, small blind first, button last) and the players
        in that order."""
        d = self.deal_parts(number)
        hand = HandState(d.config, d.stacks, d.order, d.deck, self.round, antes=d.antes)
        return hand, d.players

    def deal_parts(self, number: int) -> Deal:
        """What this round's hand at table ``number`` is dealt from, the same whether the
        table is played here or outside (the person's table deals it with its own seat
        numbers and hand numbers)."""
        seats = self.floor[number]
        size = self.table_size
        last = self.last_big_blind[number]
        rng = random.Random(derive_seed(self.seed, "table", self.round, number))
        if last is None:  # the first hand: the button is drawn
            last = rng.choice(sorted(seats))
        occupied = sorted(seats)
        if len(occupied) == 2:
            # Heads-up the big blind goes to the player who did not post it last (so nobody
            # posts it twice in a row); the other has the button and the small blind.
            big = next(s for s in occupied if s != last) if last in seats else \
                next_big_blind(seats, last, size)
            order = [big, next(s for s in occupied if s != big)]
            bb_position = 0
        else:
            big = next_big_blind(seats, last, size)
            k = occupied.index(big)
            order = occupied[k - 1:] + occupied[:k - 1]  # small blind first, button last
            bb_position = 1
        self.last_big_blind[number] = big
        level = self.structure.level_at(self.level)
        config = HandConfig(small_blind=level.small_blind, big_blind=level.big_blind,
                            ante=0 if self.structure.big_blind_ante else level.ante)
        antes = None
        if self.structure.big_blind_ante:
            antes = [0] * len(order)
            antes[bb_position] = level.ante
        players = [seats[s] for s in order]
        self.hands_dealt += 1
        return Deal(config, order, [self.entrants[p].stack for p in players], players,
                    antes, Deck.shuffled(rng))

    def take(self, number: int, hand: HandState, players: list[int]
             ) -> list[tuple[int, int, int]]:
        """The finished ``hand`` of table ``number``: stacks and hands counted; the busts."""
        busts = []
        for pos, player in enumerate(players):
            entrant = self.entrants[player]
            start = entrant.stack
            entrant.stack = hand.stacks[pos]
            entrant.hands += 1
            if entrant.stack == 0:
                busts.append((player, start, number))
        return busts

    def _play_hand(self, number: int) -> list[tuple[int, int, int]]:
        seats = self.floor[number]
        if len(seats) < 2:
            return []
        hand, players = self.deal(number)
        bots = {seat: self.make_player(derive_seed(self.seed, "player", self.round, player))
                for seat, player in zip(hand.seats, players, strict=True)}
        while not hand.finished:
            actor = hand.actor_seat
            assert actor is not None
            hand.act(bots[actor].decide(view_for(hand, actor)))
        return self.take(number, hand, players)

    # ------------------------------------------------------------------ busts and places

    def _settle_busts(self, busts: list[tuple[int, int, int]]) -> None:
        s = self.structure
        out = []
        for player, start, table in busts:
            entrant = self.entrants[player]
            if s.rebuys_open(self.level) and (s.max_rebuys is None
                                              or entrant.rebuys < s.max_rebuys):
                entrant.rebuys += 1
                entrant.stack = s.rebuy_chips
                self.events.append(Rebuy(self.round, player, s.rebuy_chips))
            else:
                out.append((player, start, table))
        if not out:
            return
        for player, _, table in out:
            seat = next(k for k, v in self.floor[table].items() if v == player)
            del self.floor[table][seat]
        # Worst finisher first. The larger starting stack finishes higher (TDA); on hand-for-
        # hand, players out in the same hand at different tables tie.
        groups: list[list[tuple[int, int, int]]] = []
        if self.hand_for_hand and len({t for _, _, t in out}) > 1:
            groups = [out]
        else:
            for bust in sorted(out, key=lambda b: (b[1], -b[2])):
                if groups and groups[-1][0][1] == bust[1] and groups[-1][0][2] == bust[2]:
                    groups[-1].append(bust)
                else:
                    groups.append([bust])
        left = len(self.players_left())
        prizes = self.prizes()
        for group in reversed(groups):  # the best of them takes the place just below the rest
            best = left + 1
            span = range(best, best + len(group))
            total = sum(prizes[p - 1] for p in span if p <= len(prizes))
            share, extra = divmod(total, len(group))
            ranked = sorted(group, key=lambda b: (-b[1], b[0]))
            for k, (player, _, table) in enumerate(ranked):
                prize = share + (1 if k < extra else 0)
                self._finish(player, best, prize, table, len(group) - 1)
            left += len(group)
        if self.finished:
            for player in self.players_left():
                self._finish(player, 1, prizes[0], next(iter(self.floor)), 0)

    def _finish(self, player: int, place: int, prize: int, table: int, tied: int) -> None:
        entrant = self.entrants[player]
        entrant.place, entrant.prize = place, prize
        self.finishes.append(Finish(place, player, entrant.name, prize, entrant.hands))
        self.events.append(Busted(self.round, player, table, place, prize, tied))

    # ------------------------------------------------------------------ levels, chips

    def _advance_level(self) -> None:
        s = self.structure
        by_time = s.minutes_per_level is not None
        done = (self.minutes - self.level_started >= (s.minutes_per_level or 0.0) if by_time
                else self.hands_at_level >= s.hands_per_level)
        if not done:
            return
        if s.rebuy_levels and self.level + 1 == s.rebuy_levels and s.addon_chips:
            for player in sorted(self.players_left()):
                self.entrants[player].addon = True
                self.entrants[player].stack += s.addon_chips
                self.events.append(AddOn(self.round, player, s.addon_chips))
        if s.is_break_after(self.level):
            self.events.append(Break(self.round, self.level, s.break_minutes))
            self.minutes += s.break_minutes
        self.level += 1
        self.hands_at_level = 0
        self.level_started = self.minutes
        level = s.level_at(self.level)
        self.events.append(LevelUp(self.round, self.level, level.small_blind,
                                   level.big_blind, level.ante))
        needed = s.smallest_chip_at(self.level)
        if needed > self.smallest_chip:
            for number in sorted(self.floor):
                self._chip_race(number, self.smallest_chip, needed)
            self.smallest_chip = needed

    def _chip_race(self, number: int, old: int, new: int) -> None:
        """TDA chip race: the odd chips of the leaving colour are raced off: one card per odd
        chip, the highest cards win one new chip each (at most one per player), as many new
        chips as the odd chips are worth, rounded to the nearest; nobody is raced out (a
        player left without chips gets one new chip)."""
        seats = self.floor[number]
        players = [seats[s] for s in sorted(seats)]
        odd = {p: self.entrants[p].stack % new for p in players}
        total = sum(odd.values())
        if total == 0:
            return
        count = (2 * total + new) // (2 * new)  # rounded, halves up
        deck = Deck.shuffled(random.Random(derive_seed(self.seed, "race", self.round, number)))
        # A split pot can leave a part of a chip (pots split to the unit): it counts as a chip.
        best_card = {p: max(deck.draw() for _ in range(-(-odd[p] // old))) for p in players
                     if odd[p]}
        winners = sorted(best_card, key=lambda p: -best_card[p])[:count]
        before = sum(self.entrants[p].stack for p in players)
        for p in players:
            e = self.entrants[p]
            e.stack -= odd[p]
            if p in winners or e.stack == 0:
                e.stack += new
        change = sum(self.entrants[p].stack for p in players) - before
        self.colour_up_change += change
        self.events.append(ColourUp(self.round, number, old, new, change))

    # ------------------------------------------------------------------ seats

    def _seat(self) -> None:
        before = set(self.floor)
        moves = balance(self.floor, self.last_big_blind, self.table_size,
                        random.Random(derive_seed(self.seed, "balance", self.round)))
        for number in sorted(before - set(self.floor)):
            self.events.append(TableBroken(self.round, number))
        for m in moves:
            self.events.append(PlayerMoved(self.round, m.player, m.from_table, m.from_seat,
                                           m.to_table, m.to_seat, m.reason))

    # ------------------------------------------------------------------ saving

    def to_json(self) -> dict[str, Any]:
        """Everything between rounds, as plain JSON data."""
        return {
            "format": STATE_FORMAT,
            "seed": self.seed,
            "table_size": self.table_size,
            "structure": self.structure.to_json(),
            "shares": list(self.shares),
            "entrants": [[e.name, e.stack, e.rebuys, e.addon, e.hands, e.place, e.prize]
                         for e in self.entrants],
            "floor": {str(t): {str(s): p for s, p in seats.items()}
                      for t, seats in self.floor.items()},
            "last_big_blind": {str(t): b for t, b in self.last_big_blind.items()},
            "clock": [self.round, self.level, self.hands_at_level, self.minutes,
                      self.level_started, self.smallest_chip, self.hand_for_hand,
                      self.hands_dealt, self.colour_up_change],
            "events": [event_to_json(e) for e in self.events],
            "finishes": [[f.place, f.player, f.name, f.prize, f.hands] for f in self.finishes],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], make_player: PlayerMaker | None = None
                  ) -> Tournament:
        """The tournament :meth:`to_json` saved.

        :raises ConfigError: damaged or foreign data (``bad_tournament_state``).
        """
        try:
            if data["format"] != STATE_FORMAT:
                raise ConfigError("bad_tournament_state", "unknown tournament state format")
            entrants = data["entrants"]
            t = cls([str(e[0]) for e in entrants], int(data["table_size"]),
                    structure_from_json(data["structure"]), tuple(data["shares"]),
                    int(data["seed"]), make_player)
            t.shares = tuple(float(v) for v in data["shares"])  # as saved, not normalised again
            t.entrants = [_Entrant(str(n), int(st), int(r), bool(a), int(h),
                                   None if pl is None else int(pl), int(pr))
                          for n, st, r, a, h, pl, pr in entrants]
            t.floor = {int(k): {int(s): int(p) for s, p in v.items()}
                       for k, v in data["floor"].items()}
            t.last_big_blind = {int(k): None if v is None else int(v)
                                for k, v in data["last_big_blind"].items()}
            (t.round, t.level, t.hands_at_level, t.minutes, t.level_started, t.smallest_chip,
             t.hand_for_hand, t.hands_dealt, t.colour_up_change) = data["clock"]
            t.events = [event_from_json(e) for e in data["events"]]
            t.finishes = [Finish(int(a), int(b), str(c), int(d), int(e))
                          for a, b, c, d, e in data["finishes"]]
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, ConfigError):
                raise
            raise ConfigError("bad_tournament_state", "damaged tournament state") from exc
        return t

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

"""A table between hands: seats, the button, blind levels, rebuys and the end of the game.

The table deals each hand from a deck seeded by the session seed and the hand number, so a
session replays exactly from its seed and its actions, whatever happened in between.
"""

from __future__ import annotations

import math
import random
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from enum import StrEnum

from engine.core.cards import Card
from engine.core.cards import Deck
from engine.core.checks import require_int
from engine.core.checks import require_optional_int
from engine.core.errors import ConfigError
from engine.core.errors import IllegalActionError
from engine.rules.config import HandConfig
from engine.rules.hand import HandState

MAX_SEATS = 10
# Seeds are written into every generator's name as text: a bound keeps that cheap and far
# below Python's limit on converting huge integers to text.
MAX_SEED_BITS = 256
#: The largest seed a person can give a session (New Game, ``felt --seed``, session files):
#: 64 bits, so every saved session can be exported, imported and continued, and the seed
#: crosses to the window's threads as one 64-bit value.
MAX_SESSION_SEED = 2**64 - 1


class GameMode(StrEnum):
    TOURNAMENT = "tournament"  # ends when one player holds every chip
    CASH = "cash"  # ends after the agreed number of hands or minutes


@dataclass(frozen=True, slots=True)
class BlindLevel:
    small_blind: int
    big_blind: int
    ante: int = 0

    def __post_init__(self) -> None:
        """:raises ConfigError: ``bad_level`` unless 0 <= small <= big, big > 0, ante >= 0."""
        for name in ("small_blind", "big_blind", "ante"):
            require_int(getattr(self, name), name, ConfigError, "bad_level", minimum=0)
        if not 0 <= self.small_blind <= self.big_blind or self.big_blind <= 0:
            raise ConfigError("bad_level", "each level needs 0 <= small blind <= big blind")


@dataclass(frozen=True, slots=True)
class TableConfig:
    """Everything agreed before the first hand.

    :param hand: the rules of each hand; its blinds and ante are replaced by the current level.
    :param levels: the blind schedule; empty keeps the blinds of ``hand`` for the whole game.
    :param hands_per_level: move to the next level after this many hands.
    :param minutes_per_level: or after this many minutes of play (checked between hands).
    :param starting_stack: chips each player sits down with.
    :param rebuy_amount: chips a busted player may buy (0: no rebuys).
    :param max_rebuys: how many times each player may rebuy (``None``: no limit).
    :param max_stack: most chips a player may hold after adding chips (table stakes).
    :param end_after_hands: a cash session ends after this many hands.
    :param end_after_minutes: or after this many minutes.
    """

    hand: HandConfig = field(default_factory=HandConfig)
    mode: GameMode = GameMode.TOURNAMENT
    levels: tuple[BlindLevel, ...] = ()
    hands_per_level: int | None = None
    minutes_per_level: float | None = None
    starting_stack: int = 1000
    rebuy_amount: int = 0
    max_rebuys: int | None = None
    max_stack: int | None = None
    end_after_hands: int | None = None
    end_after_minutes: float | None = None

    def __post_init__(self) -> None:
        """Check every setting's type and range.

        :raises ConfigError: with a code naming the setting.
        """
        if not isinstance(self.hand, HandConfig):
            raise ConfigError("bad_hand_config", "hand must be a HandConfig")
        if type(self.mode) is not GameMode:
            if type(self.mode) is not str or self.mode not in {m.value for m in GameMode}:
                raise ConfigError("bad_mode", "mode is tournament or cash")
            object.__setattr__(self, "mode", GameMode(self.mode))
        if not isinstance(self.levels, tuple) or not all(
            isinstance(level, BlindLevel) for level in self.levels
        ):
            raise ConfigError("bad_level", "levels must be a tuple of blind levels")
        require_int(self.starting_stack, "starting_stack", ConfigError, "bad_starting_stack",
                    minimum=1)
        require_int(self.rebuy_amount, "rebuy_amount", ConfigError, "bad_rebuy", minimum=0)
        require_optional_int(self.max_rebuys, "max_rebuys", ConfigError, "bad_max_rebuys",
                             minimum=0)
        require_optional_int(self.max_stack, "max_stack", ConfigError, "bad_max_stack",
                             minimum=1)
        require_optional_int(self.hands_per_level, "hands_per_level", ConfigError,
                             "bad_level_length", minimum=1)
        require_optional_int(self.end_after_hands, "end_after_hands", ConfigError,
                             "bad_session_end", minimum=1)
        for name, code in (("minutes_per_level", "bad_level_length"),
                           ("end_after_minutes", "bad_session_end")):
            value = getattr(self, name)
            if value is not None and (
                type(value) not in (int, float) or not math.isfinite(value) or value <= 0
            ):
                raise ConfigError(code, f"{name} must be a positive number of minutes",
                                  field=name)
        if self.starting_stack <= 0:
            raise ConfigError("bad_starting_stack", "the starting stack must be positive")
        if self.rebuy_amount < 0:
            raise ConfigError("bad_rebuy", "the rebuy amount cannot be negative")
        if self.hands_per_level is not None and self.hands_per_level < 1:
            raise ConfigError("bad_level_length", "a level lasts at least one hand")
        for level in self.levels:
            if not 0 <= level.small_blind <= level.big_blind or level.big_blind <= 0:
                raise ConfigError("bad_level", "each level needs 0 <= small blind <= big blind")


@dataclass(slots=True)
class Seat:
    seat: int
    name: str
    stack: int
    rebuys: int = 0
    busted: bool = False
    sitting_out: bool = False
    waiting_for_big_blind: bool = False  # back from sitting out, dealt in at its big blind


@dataclass(frozen=True, slots=True)
class SeatDraw:
    """The draw for the first button: one card per seat; the highest card takes the button."""

    cards: tuple[tuple[int, Card], ...]
    button: int


class Table:
    """Seats and everything that happens between hands.

    :param config: the agreed settings.
    :param names: players by seat number (``None`` for an empty seat), at most ten seats.
    :param seed: the session seed; every deck and every draw derives from it. A fresh random
        seed is chosen if none is given (it is kept, so the session can still be replayed).
    """

    def __init__(
        self, config: TableConfig, names: list[str | None], seed: int | None = None
    ) -> None:
        if not isinstance(config, TableConfig):
            raise ConfigError("bad_table_config", "a table needs a TableConfig")
        if not isinstance(names, list | tuple) or not all(
            n is None or type(n) is str for n in names
        ):
            raise ConfigError("bad_names", "names are a list of texts or None for empty seats")
        if not 2 <= sum(n is not None for n in names) <= MAX_SEATS or len(names) > MAX_SEATS:
            raise ConfigError("player_count", "a table seats 2 to 10 players")
        if seed is not None and (type(seed) is not int or seed.bit_length() > MAX_SEED_BITS):
            raise ConfigError("bad_seed", f"the seed is a whole number of at most "
                              f"{MAX_SEED_BITS} bits")
        self.config = config
        self.seed = seed if seed is not None else secrets.randbits(64)
        self.seats: dict[int, Seat] = {
            i: Seat(i, name, config.starting_stack) for i, name in enumerate(names)
            if name is not None
        }
        self.hand_number = 0
        self.level_index = 0
        self.hands_at_level = 0
        self.minutes_played = 0.0
        self.level_started_minute = 0.0
        self.hand: HandState | None = None
        self.closing = False  # a cash game ends after the hand being played ("last hand")
        self.draw = self._draw_for_button()
        self.button = self.draw.button
        self._first_hand = True

    # ------------------------------------------------------------------ randomness

    def rng_for(self, purpose: str) -> random.Random:
        """A generator for one purpose of one hand (``"deck"``, ``"bot:3"``), from the seed.

        String seeds are hashed by SHA-512 in CPython, so these streams are stable across runs
        and platforms and independent of each other.
        """
        return random.Random(f"felt:{self.seed}:{self.hand_number}:{purpose}")

    def _draw_for_button(self) -> SeatDraw:
        deck = Deck.shuffled(random.Random(f"felt:{self.seed}:draw"), self.config.hand.short_deck)
        cards = tuple((seat, deck.draw()) for seat in sorted(self.seats))
        # Card ids order ranks first, then suits clubs < diamonds < hearts < spades: the
        # highest id is the highest card with spades breaking ties, as the rules ask.
        button = max(cards, key=lambda sc: sc[1])[0]
        return SeatDraw(cards, button)

    # ------------------------------------------------------------------ levels

    @property
    def level(self) -> BlindLevel:
        if self.config.levels:
            return self.config.levels[min(self.level_index, len(self.config.levels) - 1)]
        h = self.config.hand
        return BlindLevel(h.small_blind, h.big_blind, h.ante)

    def hand_config(self) -> HandConfig:
        """The rules of the next hand: the base rules with the current level's blinds."""
        level = self.level
        return replace(self.config.hand, small_blind=level.small_blind,
                       big_blind=level.big_blind, ante=level.ante)

    def _advance_level(self) -> None:
        cfg = self.config
        if not cfg.levels or self.level_index >= len(cfg.levels) - 1:
            return
        by_hands = cfg.hands_per_level is not None and self.hands_at_level >= cfg.hands_per_level
        by_time = (
            cfg.minutes_per_level is not None
            and self.minutes_played - self.level_started_minute >= cfg.minutes_per_level
        )
        if by_hands or by_time:
            self.level_index += 1
            self.hands_at_level = 0
            self.level_started_minute = self.minutes_played

    # ------------------------------------------------------------------ hands

    def players_in_game(self) -> list[int]:
        """Seats that will be dealt in: chips, not busted, and in a cash game not sitting
        out (a tournament deals a player sitting out in: :meth:`sit_out`)."""
        cash = self.config.mode is GameMode.CASH
        return [s for s, st in sorted(self.seats.items())
                if st.stack > 0 and not st.busted and not (cash and st.sitting_out)]

    def dealt_out(self, seat: int) -> bool:
        """``seat`` sits out of a tournament: it is dealt in, posts its blinds and antes, and
        its hand is folded (:meth:`sit_out`)."""
        st = self.seats.get(seat)
        return (st is not None and st.sitting_out
                and self.config.mode is GameMode.TOURNAMENT)

    def sit_out(self, seat: int, out: bool = True) -> None:
        """A player sits out (from the next hand on) or comes back.

        In a cash game Felt follows the online rule "wait for the big blind": a player
        sitting out is not dealt in, misses the blinds and owes nothing; one who comes back
        is dealt in at the first hand whose big blind reaches their seat (in a game of two,
        at the next hand), so nobody saves a blind by sitting out and no blind is posted
        twice. In a tournament the player stays in the game as the TDA rules have it: dealt
        in, posting blinds and antes, their hand folded at its turn (:meth:`dealt_out`), so
        the blinds go on taking their stack; coming back plays the next hand. A request
        during a hand counts from the next one.

        :raises IllegalActionError: ``bad_seat``; ``busted`` for a player without chips;
            ``not_sitting_out`` to come back when not sitting out; ``too_few_players`` when
            fewer than two players would be left to deal in (cash games only).
        """
        st = self._seat(seat)
        if st.busted or st.stack == 0:
            raise IllegalActionError("busted", "a player without chips cannot sit out",
                                     seat=seat)
        tournament = self.config.mode is GameMode.TOURNAMENT
        if not out:
            if not st.sitting_out:
                raise IllegalActionError("not_sitting_out", "this player is not sitting out",
                                         seat=seat)
            if tournament:
                st.sitting_out = False
            else:
                st.waiting_for_big_blind = True
            return
        if tournament:
            st.sitting_out = True
            return
        others = [s for s in self.players_in_game() if s != seat]
        if len(others) < 2:
            raise IllegalActionError("too_few_players",
                                     "at least two players must be left to deal in", seat=seat)
        st.sitting_out = True
        st.waiting_for_big_blind = False

    def _welcome_back(self, playing: list[int]) -> list[int]:
        """``playing`` with each returning player whose big blind has come (the seat the big
        blind passes on its way from the small blind to the next player dealt in)."""
        waiting = [s for s, st in sorted(self.seats.items())
                   if st.sitting_out and st.waiting_for_big_blind and st.stack > 0
                   and not st.busted]
        if not waiting:
            return playing
        if len(playing) < 3:  # heads-up: no big blind to wait for, everybody plays
            back = waiting
        else:
            button = self._next_button(playing)
            start = playing.index(button) + 1
            order = playing[start:] + playing[:start]
            small, big = order[0], order[1]
            back = [w for w in waiting if _between(small, w, big)]
        for seat in back:
            self.seats[seat].sitting_out = False
            self.seats[seat].waiting_for_big_blind = False
        return sorted([*playing, *back])

    def _next_button(self, playing: list[int] | None = None) -> int:
        """The button moves clockwise to the next player still in the game."""
        playing = self.players_in_game() if playing is None else playing
        if self._first_hand and self.button in playing:
            return self.button
        later = [s for s in playing if s > self.button]
        return later[0] if later else playing[0]

    def start_hand(self, deck: Deck | None = None, show_all: bool = False,
                   choosers: Iterable[int] = ()) -> HandState:
        """Deal the next hand.

        :param deck: a stacked deck for tests and replays; by default one seeded from the
            session seed and the hand number.
        :param choosers: seats asked to show or muck a hand that cannot win at showdown
            (``HandState(choosers=...)``); seats not dealt in are ignored.
        :raises IllegalActionError: a hand is running or the game is over.
        """
        if self.hand is not None and not self.hand.finished:
            raise IllegalActionError("hand_running", "the current hand is not finished")
        if self.is_over():
            raise IllegalActionError("game_over", "the game is over")
        playing = self._welcome_back(self.players_in_game())
        self.button = self._next_button(playing)
        self._first_hand = False
        self.hand_number += 1
        start = playing.index(self.button) + 1
        order = playing[start:] + playing[:start]  # left of the button first, button last
        cfg = self.hand_config()
        if deck is None:
            deck = Deck.shuffled(self.rng_for("deck"), cfg.short_deck)
        asked = [order.index(s) for s in choosers if s in order]
        self.hand = HandState(cfg, [self.seats[s].stack for s in order], order, deck,
                              self.hand_number, show_all, choosers=asked)
        return self.hand

    def finish_hand(self, minutes: float = 0.0) -> list[int]:
        """Take the finished hand's stacks, mark busted players, move the blind level on.

        :param minutes: play time the hand took, for time-based levels and session ends.
        :return: seats that busted in this hand.
        """
        hand = self.hand
        if hand is None or not hand.finished:
            raise IllegalActionError("hand_running", "the current hand is not finished")
        if type(minutes) not in (int, float) or not math.isfinite(minutes) or minutes < 0:
            raise IllegalActionError("bad_minutes", "a hand takes a finite, positive time")
        busted = []
        for pos, seat in enumerate(hand.seats):
            self.seats[seat].stack = hand.stacks[pos]
            if hand.stacks[pos] == 0:
                self.seats[seat].busted = True
                busted.append(seat)
        self.hands_at_level += 1
        self.minutes_played += minutes
        self._advance_level()
        return busted

    # ------------------------------------------------------------------ chips between hands

    def _between_hands(self) -> None:
        if self.hand is not None and not self.hand.finished:
            raise IllegalActionError(
                "hand_running", "chips can only be added between hands (table stakes)"
            )

    def _seat(self, seat: int) -> Seat:
        st = self.seats.get(seat) if type(seat) is int else None
        if st is None:
            raise IllegalActionError("bad_seat", "nobody sits in this seat")
        return st

    def can_rebuy(self, seat: int) -> bool:
        cfg = self.config
        st = self.seats.get(seat) if type(seat) is int else None
        if st is None:
            return False
        return (
            cfg.rebuy_amount > 0
            and st.busted
            and (cfg.max_rebuys is None or st.rebuys < cfg.max_rebuys)
            and (self.hand is None or self.hand.finished)
        )

    def rebuy(self, seat: int) -> None:
        """A busted player buys back in for the rebuy amount.

        :raises IllegalActionError: no rebuys, the player is not busted, the limit is used up,
            or a hand is running.
        """
        self._between_hands()
        if not self.can_rebuy(seat):
            raise IllegalActionError("rebuy_not_allowed", "this player cannot rebuy now",
                                     seat=seat)
        st = self._seat(seat)
        st.stack = self.config.rebuy_amount
        st.rebuys += 1
        st.busted = False

    def add_chips(self, seat: int, amount: int) -> None:
        """Add chips to a stack between hands, up to the table's maximum.

        :raises IllegalActionError: during a hand, a non-positive amount, or above the maximum.
        """
        self._between_hands()
        st = self._seat(seat)
        if type(amount) is not int or amount <= 0:
            raise IllegalActionError("bad_amount", "add a positive number of chips")
        limit = self.config.max_stack
        if limit is not None and st.stack + amount > limit:
            raise IllegalActionError(
                "above_max_stack", f"a stack may hold at most {limit} chips", maximum=limit
            )
        st.stack += amount
        st.busted = False

    # ------------------------------------------------------------------ the end

    def is_over(self) -> bool:
        """Tournament: one player holds every chip (nobody left who may rebuy). Cash: the
        agreed number of hands or minutes is reached, or fewer than two players have chips."""
        cfg = self.config
        if self.hand is not None and not self.hand.finished:
            return False
        alive = self.players_in_game()
        if len(alive) < 2 and not any(self.can_rebuy(s) for s in self.seats):
            return True
        if cfg.mode is GameMode.CASH:
            if self.closing:
                return True
            if cfg.end_after_hands is not None and self.hand_number >= cfg.end_after_hands:
                return True
            if cfg.end_after_minutes is not None and self.minutes_played >= cfg.end_after_minutes:
                return True
        return False

    def chip_total(self) -> int:
        """Chips on the table, in stacks and in the running hand."""
        if self.hand is not None and not self.hand.finished:
            return sum(self.hand.stacks) + self.hand.pot_total + sum(
                st.stack for s, st in self.seats.items() if s not in self.hand.seats
            )
        return sum(st.stack for st in self.seats.values())


def _between(first: int, seat: int, last: int) -> bool:
    """``seat`` lies clockwise strictly after ``first`` and before ``last`` (seat numbers
    rise clockwise and wrap around)."""
    if first < last:
        return first < seat < last
    return seat > first or seat < last

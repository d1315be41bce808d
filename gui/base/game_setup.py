"""What the New Game dialog agrees on, and how it becomes a session (no widgets here).

Tests: tests/gui/base/test_log_sentences.py, tests/gui/access/test_field_names.py,
tests/gui/access/test_keyboard_only.py
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.cards import Deck
from engine.play.session import PERSON
from engine.play.session import DeckSource
from engine.play.session import GameSession
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.table import BlindLevel
from engine.rules.table import GameMode
from engine.rules.table import TableConfig
from gui.base import speeds

VARIANTS = ("nl", "pl", "fl", "short")
SCHEDULES = {"none": None, "slow": 20, "standard": 12, "turbo": 6}  # hands per level
OPPONENT_NAMES = ("Ada", "Bruno", "Chloé", "Dmitri", "Esme", "Farid", "Greta", "Hiro", "Ines",
                  "Jonas")
# The computer players of a "mixed" table, in seat order (levels of engine.bots).
MIXED = ("casual", "solid", "beginner", "expert")
DEFAULT_NAME = "You"  # the person's name unless they give one; shown translated
# The first person's name in hot-seat unless they give one ("You" would not say whose turn it
# is when several people share the screen); shown translated like DEFAULT_NAME.
FIRST_PERSON_NAME = "Player 1"
_LEVEL_FACTORS = (1, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128)


@dataclass(frozen=True, slots=True)
class GameSetup:
    """The settings of a new game.

    :param variant: ``nl`` No-Limit, ``pl`` Pot-Limit, ``fl`` Fixed-Limit, ``short`` short deck
        (No-Limit with 36 cards).
    :param players: 2 to 10, the person included (if any).
    :param opponents: the computer players: a level (``beginner``, ``casual``, ``solid``,
        ``expert``), ``mixed`` (levels in turn), ``random`` or ``call`` (simple test players).
    :param schedule: a key of :data:`SCHEDULES` (how fast the blinds go up).
    :param rebuys: how many times each player may rebuy (0: none).
    :param person: the person plays in seat 0; ``False`` for watch mode.
    :param clock: the action clock is on; ``clock_seconds`` per decision plus a time bank.
    :param people: the names of the other people at this screen (hot-seat), in seats 1, 2...
        after the person's; the remaining seats are computer players.
    :param open_cards: practice: every hand face up for the person (never in hot-seat).
    :param advisor: practice: the expert's suggestion shown before the person acts.
    :param undo: practice: the person may take back their last action in a hand.
    """

    variant: str = "nl"
    players: int = 6
    name: str = DEFAULT_NAME
    opponents: str = "mixed"
    starting_stack: int = 1500
    small_blind: int = 10
    big_blind: int = 20
    ante: int = 0
    schedule: str = "none"
    rebuys: int = 0
    cash: bool = False
    seed: int | None = None
    person: bool = True
    clock: bool = False
    clock_seconds: float = speeds.ACTION_CLOCK_SECONDS
    time_bank: float = speeds.TIME_BANK_SECONDS
    people: tuple[str, ...] = ()
    open_cards: bool = False
    advisor: bool = False
    undo: bool = False

    @property
    def hot_seat(self) -> bool:
        """Several people share the screen, so nobody's cards may show to the others."""
        return self.person and bool(self.people)

    @property
    def practice(self) -> bool:
        """A practice aid is on, so the hands played are marked as practice in the history."""
        return self.person and not self.hot_seat and (self.open_cards or self.advisor
                                                      or self.undo)

    def _people_seats(self) -> dict[int, str]:
        if not self.person:
            return {}
        return {1 + k: name for k, name in enumerate(self.people[: self.players - 1])}

    def table_config(self) -> TableConfig:
        betting = {"pl": Betting.POT_LIMIT, "fl": Betting.FIXED_LIMIT}.get(self.variant,
                                                                          Betting.NO_LIMIT)
        hand = HandConfig(betting=betting, small_blind=self.small_blind,
                          big_blind=self.big_blind, ante=self.ante,
                          short_deck=self.variant == "short",
                          # the window asks, warns or refuses (gui/play_controls/free_fold.py)
                          free_folds=True)
        per_level = SCHEDULES.get(self.schedule)
        levels: tuple[BlindLevel, ...] = ()
        if per_level is not None:
            levels = tuple(
                BlindLevel(round(self.small_blind * f), round(self.big_blind * f),
                           round(self.ante * f))
                for f in _LEVEL_FACTORS
            )
        return TableConfig(
            hand=hand,
            mode=GameMode.CASH if self.cash else GameMode.TOURNAMENT,
            levels=levels,
            hands_per_level=per_level,
            starting_stack=self.starting_stack,
            rebuy_amount=self.starting_stack if self.rebuys else 0,
            max_rebuys=self.rebuys or None,
        )

    def names(self) -> dict[int, str]:
        names = {}
        people = self._people_seats()
        # In hot-seat no computer player takes a person's name (a lone person may share one).
        taken = {self.name, *people.values()} if people else set()
        others = iter([n for n in OPPONENT_NAMES if n not in taken] + list(OPPONENT_NAMES))
        for seat in range(self.players):
            if self.person and seat == 0:
                names[seat] = FIRST_PERSON_NAME if people and self.name == DEFAULT_NAME \
                    else self.name
            else:
                names[seat] = people.get(seat) or next(others)
        return names

    def bots(self) -> dict[int, str]:
        first = 1 if self.person else 0
        people = self._people_seats()
        kinds = {}
        for seat in range(first, self.players):
            if seat in people:
                kinds[seat] = PERSON
            elif self.opponents == "mixed":
                kinds[seat] = MIXED[(seat - first) % len(MIXED)]
            else:
                kinds[seat] = self.opponents
        return kinds

    def session(self, decks: DeckSource | None = None) -> GameSession:
        names = self.names()
        return GameSession(self.table_config(), [names[s] for s in range(self.players)],
                           person_seat=0 if self.person else None, bots=self.bots(),
                           seed=self.seed, decks=decks)


def stacked(decks: dict[int, str], short_deck: bool = False) -> DeckSource:
    """A deck source from hand number to a stacked deck text (``"AsKd ..."``)."""

    def source(hand_number: int) -> Deck | None:
        text = decks.get(hand_number)
        return Deck.stacked(text, short_deck) if text is not None else None

    return source

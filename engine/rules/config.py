"""Settings of one hand: betting structure, deck, forced bets and limits.

Validated once here so that the state machine can trust them.

Tests: tests/engine/rules/test_free_folds.py, tests/engine/rules/test_full_blind_owed.py,
tests/engine/rules/test_hand_rules.py
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core.checks import require_bool
from engine.core.checks import require_int
from engine.core.checks import require_optional_int
from engine.core.errors import ConfigError


class Betting(StrEnum):
    """How much a player may bet or raise."""

    NO_LIMIT = "nl"
    POT_LIMIT = "pl"
    FIXED_LIMIT = "fl"
    SPREAD_LIMIT = "sl"


class OddChip(StrEnum):
    """Where the chips go that a split pot cannot share evenly.

    ``ALL_TO_FIRST`` (the default): all of them to the first winner left of the button, as
    TDA's "Awarding Odd Chips" and PokerKit have it. ``ONE_EACH``: one chip at a time to the
    winners in order from the left of the button, as some card rooms deal them; kept so
    replays of such histories match. ``ONE_EACH_FROM_LAST``: one chip at a time from the
    winner nearest the button's right, backwards (Winamax's real files split so).
    """

    ONE_EACH = "one_each"
    ALL_TO_FIRST = "all_to_first"
    ONE_EACH_FROM_LAST = "one_each_from_last"


@dataclass(frozen=True, slots=True)
class HandConfig:
    """The rules of a hand.

    :param betting: betting structure.
    :param small_blind: the small blind (may be 0).
    :param big_blind: the big blind; also the minimum bet in No-Limit and Pot-Limit.
    :param ante: the ante each player posts before the blinds (0 for none).
    :param short_deck: play with 36 cards (sixes to aces) and short-deck hand ranks.
    :param small_bet: the fixed or maximum bet pre-flop and on the flop in Fixed- and
        Spread-Limit (defaults to the big blind).
    :param big_bet: the same for turn and river (defaults to twice the small bet).
    :param bet_cap: the most bets in one round of Fixed- and Spread-Limit, the opening bet
        included (4: a bet and three raises); ``None`` for no cap.
    :param blind_counts_as_bet: pre-flop, the big blind is the round's opening bet for the cap.
    :param cap_lifted_heads_up: no cap in a hand dealt to only two players (the game itself
        is heads-up). A hand of more players that gets down to two keeps the cap, as TDA's
        "Number of Allowable Raises" has it (docs/rules.md).
    :param burn_cards: burn a card before the flop, the turn and the river.
    :param odd_chip: where indivisible chips of a split pot go.
    :param free_folds: a player may fold when checking is free (online rooms allow it; the
        table's rules otherwise refuse it with ``fold_when_check``). The legal actions still
        offer no fold then (``can_fold``), so computer players never throw a free hand away.
    :param full_blind_owed: a blind posted all-in for less than its size still sets the amount
        to call: the others owe the whole blind (TDA practice, as online rooms write it: "posts
        big blind 6 and is all-in", "calls 10"), and two players who call it make a side pot
        of the part the all-in blind could not match. Off, the call is what was posted, as in
        PokerKit (docs/rules.md); imported site texts turn it on.
    """

    betting: Betting = Betting.NO_LIMIT
    small_blind: int = 1
    big_blind: int = 2
    ante: int = 0
    short_deck: bool = False
    small_bet: int | None = None
    big_bet: int | None = None
    bet_cap: int | None = 4
    blind_counts_as_bet: bool = True
    cap_lifted_heads_up: bool = True
    burn_cards: bool = True
    odd_chip: OddChip = OddChip.ALL_TO_FIRST
    free_folds: bool = False
    full_blind_owed: bool = False

    def __post_init__(self) -> None:
        """Check every setting's type and range, so a hand can trust them.

        The enums also accept their text (``"nl"``, ``"one_each"``), as settings files hold it.

        :raises ConfigError: with a code naming the setting.
        """
        for name, enum in (("betting", Betting), ("odd_chip", OddChip)):
            value = getattr(self, name)
            if type(value) is not enum:
                try:
                    value = enum(value) if type(value) is str else None
                except ValueError:
                    value = None
                if value is None:
                    raise ConfigError(f"bad_{name}", f"{name} is not one of the known values",
                                      field=name)
                object.__setattr__(self, name, value)
        for name in ("small_blind", "big_blind", "ante"):
            require_int(getattr(self, name), name, ConfigError, f"bad_{name}")
        for name in ("small_bet", "big_bet", "bet_cap"):
            require_optional_int(getattr(self, name), name, ConfigError, f"bad_{name}")
        for name in ("short_deck", "blind_counts_as_bet", "cap_lifted_heads_up", "burn_cards",
                     "free_folds", "full_blind_owed"):
            require_bool(getattr(self, name), name, ConfigError, f"bad_{name}")
        if self.big_blind <= 0:
            raise ConfigError("bad_big_blind", "the big blind must be positive")
        if not 0 <= self.small_blind <= self.big_blind:
            raise ConfigError(
                "bad_small_blind", "the small blind must be between 0 and the big blind"
            )
        if self.ante < 0:
            raise ConfigError("bad_ante", "the ante cannot be negative")
        if self.small_bet is not None and self.small_bet <= 0:
            raise ConfigError("bad_small_bet", "the small bet must be positive")
        if self.big_bet is not None and self.big_bet <= 0:
            raise ConfigError("bad_big_bet", "the big bet must be positive")
        if self.bet_cap is not None and self.bet_cap < 1:
            raise ConfigError("bad_bet_cap", "the bet cap must be at least 1")

    @property
    def limited(self) -> bool:
        """Fixed- or Spread-Limit: bets have a per-street size and a cap."""
        return self.betting in (Betting.FIXED_LIMIT, Betting.SPREAD_LIMIT)

    def street_bet(self, street: int) -> int:
        """The fixed (or maximum) bet of ``street`` (0 pre-flop .. 3 river) in limit games."""
        small = self.small_bet if self.small_bet is not None else self.big_blind
        big = self.big_bet if self.big_bet is not None else 2 * small
        return small if street < 2 else big

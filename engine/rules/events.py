"""What happened in a hand, as immutable records.

The state machine returns these from every step and keeps them in order; the window animates
them, storage saves them, and the log turns them into words. They carry seats, chips, cards
(as ids) and codes, never display text. Seats are table seat numbers, not hand positions.

Tests: tests/engine/rules/test_full_blind_owed.py, tests/engine/rules/test_hand_rules.py,
tests/engine/rules/test_properties.py
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from engine.core.frozen import quick_init


class Street(IntEnum):
    """Betting rounds in order."""

    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3


@quick_init
@dataclass(frozen=True, slots=True)
class Pot:
    """A pot and who can win it.

    :param amount: chips in the pot.
    :param eligible: seats that can win it (not folded, contributed enough), clockwise from
        the left of the button.
    """

    amount: int
    eligible: tuple[int, ...]


@quick_init
@dataclass(frozen=True, slots=True)
class HandStarted:
    hand_number: int
    seats: tuple[int, ...]  # clockwise from the left of the button; the button seat is last
    stacks: tuple[int, ...]  # starting stacks, in the order of ``seats``
    button: int
    small_blind_seat: int | None
    big_blind_seat: int | None
    small_blind: int
    big_blind: int
    ante: int
    betting: str
    short_deck: bool


@quick_init
@dataclass(frozen=True, slots=True)
class AntePosted:
    seat: int
    amount: int
    all_in: bool


@quick_init
@dataclass(frozen=True, slots=True)
class BlindPosted:
    seat: int
    blind: str  # "small", "big" and, in imported hands, engine.rules.hand's STRADDLE,
    # EXTRA_BIG (a big blind out of turn) and BUTTON_BLIND
    amount: int
    all_in: bool


@quick_init
@dataclass(frozen=True, slots=True)
class HoleCardDealt:
    seat: int
    card: int
    index: int  # 0 for the first hole card, 1 for the second


@quick_init
@dataclass(frozen=True, slots=True)
class CardBurned:
    card: int
    street: Street


@quick_init
@dataclass(frozen=True, slots=True)
class BoardDealt:
    street: Street
    cards: tuple[int, ...]  # the cards turned now
    board: tuple[int, ...]  # the whole board after this deal (of this run)
    run: int  # 0 a board dealt once; 1 or 2 the first or second run of a board run twice


@quick_init
@dataclass(frozen=True, slots=True)
class BettingRoundStarted:
    street: Street
    pot: int  # chips collected in pots before this round


@quick_init
@dataclass(frozen=True, slots=True)
class ActionTaken:
    """A player's decision.

    :param action: ``fold``, ``check``, ``call``, ``bet`` or ``raise``.
    :param amount: chips the player put in with this action.
    :param to: the player's total bet in this round afterwards.
    :param all_in: the player has no chips left.
    """

    seat: int
    street: Street
    action: str
    amount: int
    to: int
    all_in: bool
    stack: int  # chips behind afterwards


@quick_init
@dataclass(frozen=True, slots=True)
class BetReturned:
    """The part of a bet nobody called goes back to its owner."""

    seat: int
    amount: int


@quick_init
@dataclass(frozen=True, slots=True)
class BetsCollected:
    """The round's bets go to the middle; ``pots`` is the main pot then the side pots."""

    street: Street
    amounts: tuple[tuple[int, int], ...]  # (seat, chips) moved from in front of each seat
    pots: tuple[Pot, ...]


@quick_init
@dataclass(frozen=True, slots=True)
class HandsRevealed:
    """All-in with no more betting possible: every hand is turned up before the runout."""

    hands: tuple[tuple[int, tuple[int, int]], ...]  # (seat, hole cards)


@quick_init
@dataclass(frozen=True, slots=True)
class HandShown:
    """A hand shown at showdown, with the five cards that play."""

    seat: int
    cards: tuple[int, ...]
    category: int  # 0 high card .. 9 royal flush
    strength: int
    best_five: tuple[int, ...]
    ranks: tuple[int, ...]


@quick_init
@dataclass(frozen=True, slots=True)
class HandMucked:
    seat: int


@quick_init
@dataclass(frozen=True, slots=True)
class PotAwarded:
    """One or more pots pushed to their winners.

    :param pots: indices of the pots pushed together (0 the main pot, 1.. side pots); pots won
        by exactly the same players are pushed as one, so the split leaves fewest odd chips.
    :param eligible: the players who could win the first of them.
    :param shares: (seat, chips) for each winner; odd chips already assigned.
    :param category: the winning hand's category, or ``None`` if nobody had to show.
    :param run: 0 for a board dealt once; 1 or 2 for the half of each pot paid on the first or
        second board of a board run twice (``amount`` is then that half).
    """

    pots: tuple[int, ...]
    amount: int
    eligible: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]
    category: int | None
    strength: int | None
    run: int


@quick_init
@dataclass(frozen=True, slots=True)
class HandEnded:
    hand_number: int
    stacks: tuple[tuple[int, int], ...]  # (seat, final stack)
    net: tuple[tuple[int, int], ...]  # (seat, chips won or lost)


HandEvent = (
    HandStarted
    | AntePosted
    | BlindPosted
    | HoleCardDealt
    | CardBurned
    | BoardDealt
    | BettingRoundStarted
    | ActionTaken
    | BetReturned
    | BetsCollected
    | HandsRevealed
    | HandShown
    | HandMucked
    | PotAwarded
    | HandEnded
)

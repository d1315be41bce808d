"""What a bot was thinking, as frozen records of numbers and codes.

Every decision of a :class:`~engine.bots.bot.Bot` produces a :class:`Thought`: the ranges
it put its opponents on, its equity against them, the pot odds, the options it weighed with
their expected values, and the plan it chose. The trainer shows these ("the bot put you on
a pair or a draw, had 38 % equity and needed 25 %, so it called"); they carry codes, never
sentences, so the window can translate them.

Tests: tests/engine/storage/test_after_hand.py, tests/gui/teaching/practice/test_practice_german.py
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.rules.actions import Action
from engine.rules.events import Street

__all__ = ["OptionValue", "Plan", "RangeRead", "Thought"]


class Plan(StrEnum):
    """Why the chosen action was taken."""

    FOLD = "fold"  # not enough equity for the price
    CHECK = "check"  # nothing to gain by betting
    TRAP = "trap"  # checks a strong hand to let the opponent bet
    POT_CONTROL = "pot_control"  # medium strength: keeps the pot small
    CALL = "call"  # the pot odds pay for the equity
    CALL_IMPLIED = "call_implied_odds"  # a draw paid for by what it wins when it hits
    LIMP = "limp"  # enters the pot cheaply before the flop
    OPEN = "open_raise"  # first raise before the flop
    ISOLATE = "isolate"  # raises over limpers to play against one of them
    THREE_BET = "three_bet"  # re-raises a raise before the flop
    RERAISE = "reraise"  # four-bets and more
    PUSH = "push"  # all-in before the flop, short-stacked
    VALUE_BET = "value_bet"  # bets a hand that worse hands will call
    VALUE_RAISE = "value_raise"
    SEMI_BLUFF = "semi_bluff"  # bets a draw: wins if they fold, may improve if called
    BLUFF = "bluff"  # bets a weak hand because they fold often enough
    FALLBACK = "fallback"  # an internal problem: took the safest legal action


@dataclass(frozen=True, slots=True)
class RangeRead:
    """The bot's picture of one opponent.

    :param seat: the opponent's seat.
    :param combos: weighted two-card combinations in the estimated range.
    :param share: the range as a share of every combination still possible.
    :param top_classes: the starting-hand classes the range weighs most (``AKs``, ``QQ``).
    :param hands: hands of this opponent the bot has seen.
    :param vpip: estimated share of hands the opponent plays voluntarily.
    :param pfr: estimated share of hands the opponent raises before the flop.
    :param aggression: estimated share of bets and raises among its post-flop actions.
    :param fold_to_bet: estimated share of bets it folds to after the flop.
    """

    seat: int
    combos: float
    share: float
    top_classes: tuple[str, ...]
    hands: int
    vpip: float
    pfr: float
    aggression: float
    fold_to_bet: float


@dataclass(frozen=True, slots=True)
class OptionValue:
    """One action the bot considered and its expected value in big blinds (relative to
    folding, or to checking when checking is free)."""

    action: Action
    ev_bb: float


@dataclass(frozen=True, slots=True)
class Thought:
    """Everything behind one decision.

    :param profile: the bot's profile code.
    :param plan: why it acted.
    :param action: the legal action it returned.
    :param hand_class: its starting-hand class (``AKo``).
    :param percentile: the class's place in the starting-hand order (0 best, 1 worst).
    :param equity: its share of the pot at showdown against the estimated ranges (``None``
        when it did not compute one, e.g. an open raise by position).
    :param pot: chips in the middle, bets included.
    :param to_call: chips it had to call.
    :param pot_odds: ``to_call / (pot + to_call)``: the equity a call needs to break even.
    :param implied_odds: chips it expects to win later when its draw hits (0 if none).
    :param spr: effective stack over the pot.
    :param effective_bb: effective stack in big blinds.
    :param in_position: it acts after every opponent on later streets.
    :param bet_fraction: the bet or raise as a fraction of the pot (``None`` if it did not
        bet or raise).
    :param fold_equity: estimated chance that everyone folds to its bet or raise.
    :param draw: chance that the next card makes its hand strong (0 on the river).
    :param ranges: its picture of every opponent still in the hand.
    :param options: the actions it weighed, with their expected values.
    :param notes: extra codes: ``short_stack``, ``multiway``, ``exploit_folds``,
        ``exploit_calls``, ``cap_reached``, ``mistake``.
    """

    profile: str
    seat: int
    street: Street
    plan: Plan
    action: Action
    hand_class: str
    percentile: float
    equity: float | None
    pot: int
    to_call: int
    pot_odds: float
    implied_odds: float
    spr: float
    effective_bb: float
    in_position: bool
    bet_fraction: float | None
    fold_equity: float | None
    draw: float
    ranges: tuple[RangeRead, ...]
    options: tuple[OptionValue, ...]
    notes: tuple[str, ...]

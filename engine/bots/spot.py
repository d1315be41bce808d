"""What every decision of a bot starts from and ends with.

A :class:`Spot` holds the numbers of one decision, derived once from the view; each decider
(:mod:`~engine.bots.decide_rules`, :mod:`~engine.bots.decide_preflop`,
:mod:`~engine.bots.decide_pushfold`, :mod:`~engine.bots.decide_postflop`) turns a spot into a
:class:`Choice`, weighing :class:`Option` values and picking one with :func:`pick`. The
deciders see the bot only through :class:`Mind`: its profile, its generator and its reads of
the opponents.

Tests: tests/engine/bots/test_bot_reraised.py
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Protocol

import numpy as np
import numpy.typing as npt

from engine.bots.betting import legalize
from engine.bots.betting import target_for_fraction
from engine.bots.explain import OptionValue
from engine.bots.explain import Plan
from engine.bots.preflop import preflop_tables
from engine.bots.profiles import BotProfile
from engine.bots.reading import HandRecord
from engine.bots.reading import Population
from engine.bots.reading import Tendencies
from engine.evaluation.hand_classes import combo_table
from engine.rules.actions import Action
from engine.rules.actions import LegalActions
from engine.rules.config import Betting
from engine.rules.events import Street
from engine.rules.view import PlayerView

__all__ = [
    "F32",
    "F64",
    "Choice",
    "Mind",
    "Option",
    "Spot",
    "bet_fraction",
    "clamp",
    "make_spot",
    "mix",
    "per_runout",
    "pick",
    "players_behind",
    "preflop_counts",
    "values",
]

F64 = npt.NDArray[np.float64]
F32 = npt.NDArray[np.float32]

#: Near the edge of a range, how wide (in percentile) the random mix of in and out is.
MIX_SOFTNESS = 0.025
#: Differences in EV smaller than this (chips) count as ties: the earlier option wins.
TIE = 1e-9


class Mind(Protocol):
    """What a decider may know about the bot it decides for."""

    profile: BotProfile
    rng: random.Random
    population: Population

    def tendencies(self, seat: int) -> Tendencies: ...


@dataclass(frozen=True, slots=True)
class Spot:
    """The numbers of one decision, derived once from the view."""

    view: PlayerView
    legal: LegalActions
    record: HandRecord
    me: int
    hole: tuple[int, int]
    hero: int
    hand_class: int
    percentile: float
    pot: int
    to_call: int
    my_bet: int
    my_stack: int
    big_blind: int
    opponents: tuple[int, ...]  # positions not folded, other than the bot's
    effective: int
    in_position: bool
    betting: Betting
    short_deck: bool
    street: Street

    @property
    def pot_odds(self) -> float:
        return self.to_call / (self.pot + self.to_call) if self.to_call else 0.0

    @property
    def spr(self) -> float:
        return self.effective / self.pot if self.pot else float("inf")

    @property
    def effective_bb(self) -> float:
        return self.effective / self.big_blind

    @property
    def limit(self) -> bool:
        """Fixed- or Spread-Limit: one small bet more rarely changes anyone's mind."""
        return self.betting in (Betting.FIXED_LIMIT, Betting.SPREAD_LIMIT)

    def seat_of(self, position: int) -> int:
        return self.view.seats[position]

    def can_act(self, position: int) -> bool:
        """The opponent still has chips to bet with."""
        return self.view.stacks[position] > 0


def make_spot(view: PlayerView, legal: LegalActions, record: HandRecord) -> Spot:
    """The spot of ``view``'s decision."""
    me = view.position
    hole = (max(view.hole), min(view.hole))
    table = combo_table(view.short_deck)
    tables = preflop_tables(view.short_deck)
    hero = table.index(*hole)
    my_bet, my_stack = view.bets[me], view.stacks[me]
    opponents = tuple(j for j in range(len(view.seats)) if j != me and not view.folded[j])
    reach = max((view.stacks[j] + view.bets[j] - my_bet for j in opponents), default=0)
    effective = max(min(my_stack, reach), 0)
    return Spot(
        view=view, legal=legal, record=record, me=me, hole=hole, hero=hero,
        hand_class=int(table.classes[hero]),
        percentile=float(tables.combo_percentile[hero]),
        pot=view.pot, to_call=view.to_call, my_bet=my_bet, my_stack=my_stack,
        big_blind=view.big_blind, opponents=opponents, effective=effective,
        in_position=all(j < me for j in opponents), betting=Betting(view.betting),
        short_deck=view.short_deck, street=view.street,
    )


@dataclass(frozen=True, slots=True)
class Choice:
    """A decision before it is written up as a :class:`~engine.bots.explain.Thought`."""

    action: Action
    plan: Plan
    equity: float | None = None
    options: tuple[OptionValue, ...] = ()
    fold_equity: float | None = None
    implied: float = 0.0
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Option:
    """One action and its expected value in chips (relative to folding or checking)."""

    action: Action
    ev: float
    fold_equity: float | None = None
    equity: float | None = None
    implied: float = 0.0


def preflop_counts(record: HandRecord) -> tuple[int, int | None, int, int]:
    """Pre-flop raises so far, the last raiser's seat, limpers, callers of the last raise."""
    raises = 0
    raiser: int | None = None
    limpers = 0
    callers = 0
    for m in record.moves:
        if m.street is not Street.PREFLOP:
            break
        if m.action in ("bet", "raise"):
            raises += 1
            raiser = m.seat
            callers = 0
        elif m.action == "call":
            if raises == 0:
                limpers += 1
            else:
                callers += 1
    return raises, raiser, limpers, callers


def players_behind(view: PlayerView, me: int) -> int:
    """Players not folded who act after ``me`` in this pre-flop round's first orbit."""
    n = len(view.seats)
    first = 1 if n == 2 else 2
    order = [(first + k) % n for k in range(n)]
    return sum(1 for j in order[order.index(me) + 1 :] if not view.folded[j])


def per_runout(results: F32, possible: F32, weights: F32) -> F32:
    """The hero's chance of beating a weighted range on each completion of the board."""
    won = results @ weights
    seen = possible @ weights
    out: F32 = np.where(seen > 0, won / np.maximum(seen, 1e-12), 0.5).astype(np.float32)
    return out


def mix(mind: Mind, width: float, pct: float, softness: float = MIX_SOFTNESS) -> bool:
    """In the top ``width``, with a random mix near the edge (so ranges are not sharp)."""
    chance = float(np.clip((width - pct) / softness + 0.5, 0.0, 1.0))
    return mind.rng.random() < chance


def pick(mind: Mind, options: list[Option], s: Spot) -> Option:
    """The best option; with a profile's noise, near-equal options are mixed at random
    (the first listed, the most passive, wins exact ties)."""
    scale = mind.profile.noise * max(s.pot, s.big_blind)
    best = options[0]
    best_score = -math.inf
    for option in options:
        score = option.ev + (mind.rng.gauss(0.0, scale) if scale > 0 else 0.0)
        if score > best_score + TIE:
            best, best_score = option, score
    return best


def values(options: list[Option], s: Spot) -> tuple[OptionValue, ...]:
    """The options as the write-up shows them: legal actions and EVs in big blinds."""
    bb = s.big_blind
    return tuple(OptionValue(legalize(o.action, s.legal), round(o.ev / bb, 3))
                 for o in options)


def clamp(s: Spot, to: int) -> int:
    """A "raise to" amount inside the legal range (Fixed-Limit has only one)."""
    legal = s.legal
    if legal.min_raise_to is None or legal.max_raise_to is None:
        return to
    if s.betting is Betting.FIXED_LIMIT:
        return legal.min_raise_to
    return max(legal.min_raise_to, min(legal.max_raise_to, to))


def bet_fraction(s: Spot, fraction: float) -> Action:
    """Bet or raise ``fraction`` of the pot, or call (check) when raising is closed."""
    if not s.legal.can_raise:
        return Action.call() if s.legal.can_call else Action.check()
    return Action.bet_or_raise(target_for_fraction(s.legal, fraction))

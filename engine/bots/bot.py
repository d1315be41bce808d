"""The computer opponent: one coordinator, four levels of thinking, a record of every thought.

:class:`Bot` implements the player protocol (``decide(view) -> Action``). How it decides
depends on its :class:`~engine.bots.profiles.BotProfile`:

* **Rules** (beginner, casual): the hand's strength against random cards, compared with
  fixed thresholds (beginners) or with the pot odds (casual players). Cheap and believable,
  and beatable in the ways such players are beatable.
* **Ranges** (solid) and **adaptive** (expert): every opponent still in the hand gets a
  range, narrowed action by action (:mod:`engine.bots.reading`). Each option (fold, check,
  call, bets and raises of several sizes) gets an expected value in chips: the chance that
  everyone folds times the pot, plus, when called, the equity against the *calling* range
  times the final pot, minus the chips put in. Equity not yet realised on later streets is
  discounted (more out of position). The option with the highest value wins, so bluffs,
  semi-bluffs, thin value bets and folds all come out of one calculation, at frequencies
  that follow from how often the opponents fold. The expert also learns each opponent's
  tendencies (:class:`~engine.bots.reading.SeatStats`), counts implied odds for draws, and
  plays short stacks push-or-fold by expected value.

Equities come from the public evaluators only: the pre-flop class matrix for heads-up
pre-flop spots, :func:`engine.evaluation.equity.equity` for multiway pre-flop spots and for
the rules levels, and the board tables (:mod:`engine.bots.board_tables`, built on
:func:`engine.evaluation.evaluator.evaluate_batch`) after the flop.

Every random choice draws from the bot's own ``random.Random`` (and Monte Carlo seeds are
drawn from it), so a bot built with the same seed makes the same decisions in the same
spots. Nothing reads the clock.

Where each decision is made (and where its tuning numbers live): the rules levels in
:mod:`~engine.bots.decide_rules`, pre-flop play in :mod:`~engine.bots.decide_preflop`,
short-stacked push-or-fold in :mod:`~engine.bots.decide_pushfold`, post-flop play in
:mod:`~engine.bots.decide_postflop`, and the write-up in :mod:`~engine.bots.write_up`; the
profiles' own knobs are in :mod:`~engine.bots.profiles`. :class:`Bot` observes, builds the
spot, hands it to the right decider and keeps the thought.

Tests: tests/engine/bots/test_bot_equilibrium.py, tests/engine/bots/test_bot_reraised.py,
tests/engine/bots/test_bots.py
"""

from __future__ import annotations

import dataclasses
import random

from engine.bots.betting import legalize
from engine.bots.decide_postflop import decide_postflop
from engine.bots.decide_preflop import decide_preflop
from engine.bots.decide_rules import decide_rules
from engine.bots.explain import Plan
from engine.bots.explain import Thought
from engine.bots.own_range import OwnTrail
from engine.bots.own_range import preflop_range
from engine.bots.preflop import preflop_tables
from engine.bots.profiles import LEARNED
from engine.bots.profiles import BotProfile
from engine.bots.profiles import Thinking
from engine.bots.profiles import profile
from engine.bots.reading import Population
from engine.bots.reading import SeatStats
from engine.bots.reading import Tendencies
from engine.bots.reading import estimate_range
from engine.bots.reading import moves_of
from engine.bots.solver_play import decide_solver
from engine.bots.spot import F64
from engine.bots.spot import Choice
from engine.bots.spot import Spot
from engine.bots.spot import make_spot
from engine.bots.write_up import write_up
from engine.core.errors import FeltError
from engine.rules.actions import Action
from engine.rules.actions import LegalActions
from engine.rules.events import HandStarted
from engine.rules.events import Street
from engine.rules.view import PlayerView

__all__ = ["Bot", "BotError"]


def prior_population(profile: BotProfile) -> Population:
    """What a bot of ``profile`` assumes of an opponent it has not seen yet; a profile that
    learns (``reads`` > 0) weighs that prior as so many hands of evidence."""
    return Population(weight=profile.reads) if profile.reads > 0 else Population()


class BotError(FeltError):
    """A bot was asked to decide when it is not its turn (``not_to_act``)."""


class Bot:
    """A computer opponent of any level and style.

    :param kind: a :class:`BotProfile`, a profile code (``"solid_tag"``) or a level name
        (``"expert"``).
    :param seed: seeds the bot's own generator (ignored when ``rng`` is given).
    :param rng: the generator to draw every random choice from.
    :param strict: raise internal errors instead of falling back to the safest legal action
        (tests use it; a game should never stall, so the default falls back).
    :raises ConfigError: unknown profile code.
    """

    def __init__(
        self,
        kind: BotProfile | str = "solid",
        seed: int | None = None,
        *,
        rng: random.Random | None = None,
        strict: bool = False,
    ) -> None:
        self.profile = kind if isinstance(kind, BotProfile) else profile(kind)
        self.name = self.profile.code
        self.rng = rng if rng is not None else random.Random(seed)
        self.strict = strict
        self.population = prior_population(self.profile)
        self.stats: dict[int, SeatStats] = {}
        self.last_thought: Thought | None = None
        self._hand_key: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None
        self._pending: PlayerView | None = None
        #: reads of seats during the current decision, ``None`` between decisions
        self._reads: dict[int, Tendencies] | None = None
        #: this hand's own play, for the solves' own range (a bot that solves keeps it)
        self.own_trail = OwnTrail()

    # ------------------------------------------------------------------ the protocol

    def decide(self, view: PlayerView) -> Action:
        """The bot's legal action for ``view`` (see :meth:`think` for the reasons)."""
        return self.think(view).action

    def think(self, view: PlayerView) -> Thought:
        """Decide and explain.

        :raises BotError: the view has no legal actions (not the bot's turn).
        """
        legal = view.legal
        if legal is None:
            raise BotError("not_to_act", "the bot was asked to act out of turn", seat=view.seat)
        self._observe(view)
        self._reads = {}
        try:
            thought = self._think(view, legal)
        finally:
            self._reads = None
        self.last_thought = thought
        if self.profile.solver_seconds > 0 and view.street is Street.PREFLOP:
            self.own_trail = self.own_trail.with_preflop(view, thought.action)
        return thought

    def _think(self, view: PlayerView, legal: LegalActions) -> Thought:
        ranges: dict[int, F64] = {}
        try:
            spot = self._spot(view, legal)
            ranges = self._ranges(spot)
            choice = self._choose(spot, ranges)
        except Exception:
            if self.strict:
                raise
            spot = None
            choice = Choice(legalize(Action.check(), legal), Plan.FALLBACK)
        action = legalize(choice.action, legal)
        return write_up(self, view, legal, spot, choice, action, ranges)

    def hand_over(self, view: PlayerView) -> None:
        """Take note of a finished hand's public record (optional part of the protocol).

        Tables call this with the final view so that the bot also learns from the actions
        that came after its last decision; without it the bot learns what it saw.
        """
        self._observe(view)
        self._flush()

    # ------------------------------------------------------------------ observing

    def _observe(self, view: PlayerView) -> None:
        start = next((e for e in view.history if isinstance(e, HandStarted)), None)
        if start is None:
            return
        key = (start.hand_number, start.seats, start.stacks)
        if key != self._hand_key:
            self._flush()
            self._hand_key = key
            self.own_trail = OwnTrail()
        self._pending = view

    def _flush(self) -> None:
        """Count the pending hand into the opponents' statistics (once)."""
        view, self._pending = self._pending, None
        if view is None or self.profile.reads <= 0:
            return
        record = moves_of(view.history)
        if record is None:
            return
        for seat in record.seats:
            if seat != view.seat:
                self.stats.setdefault(seat, SeatStats()).add_hand(seat, record)

    def tendencies(self, seat: int) -> Tendencies:
        """The bot's current read of a seat (the population prior unless it learns).

        During a decision the read is worked out once per seat (a decision asks for it dozens
        of times, and the statistics change only between decisions).
        """
        if self._reads is None:
            return self._tendencies(seat)
        found = self._reads.get(seat)
        if found is None:
            found = self._reads[seat] = self._tendencies(seat)
        return found

    def _tendencies(self, seat: int) -> Tendencies:
        stats = self.stats.get(seat) if self.profile.reads > 0 else None
        read = (stats or SeatStats()).estimates(self.population)
        fields = LEARNED[self.profile.learns]
        if stats is None or fields is None:
            return read
        prior = SeatStats().estimates(self.population)
        learned = {name: getattr(read, name) for name in fields}
        return dataclasses.replace(prior, hands=read.hands, **learned)

    # ------------------------------------------------------------------ the spot

    def _spot(self, view: PlayerView, legal: LegalActions) -> Spot:
        record = moves_of(view.history)
        if record is None:
            raise BotError("no_history", "the view has no hand history")
        return make_spot(view, legal, record)

    def _ranges(self, s: Spot) -> dict[int, F64]:
        """Each opponent's estimated range (none for players who follow rules only); the
        decision and its write-up both read them."""
        if self.profile.thinking is Thinking.RULES:
            return {}
        return {s.seat_of(j): estimate_range(s.seat_of(j), s.record,
                                             preflop_tables(s.short_deck),
                                             self.tendencies(s.seat_of(j)), s.short_deck)
                for j in s.opponents}

    def _choose(self, s: Spot, ranges: dict[int, F64]) -> Choice:
        if self.profile.thinking is Thinking.RULES:
            return decide_rules(self, s)
        if s.street is Street.PREFLOP:
            return decide_preflop(self, s, ranges)
        solved = decide_solver(  # a heads-up pot after the flop, when the budget allows
            self, s, lambda: preflop_range(self, self.own_trail, decide_preflop, self._ranges))
        if solved is not None:
            return solved
        return decide_postflop(self, s, ranges)

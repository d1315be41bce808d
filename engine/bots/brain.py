"""The computer opponent: one class, four levels of thinking, a record of every thought.

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
the rules levels, and the board tables (:mod:`engine.bots.board`, built on
:func:`engine.evaluation.evaluator.evaluate_batch`) after the flop.

Every random choice draws from the bot's own ``random.Random`` (and Monte Carlo seeds are
drawn from it), so a bot built with the same seed makes the same decisions in the same
spots. Nothing reads the clock.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.bots.betting import candidate_targets, legalize, target_for_fraction
from engine.bots.board import BoardTables, board_tables
from engine.bots.cards import class_index, class_name, combo_table
from engine.bots.explain import OptionValue, Plan, RangeRead, Thought
from engine.bots.preflop import PreflopTables, preflop_tables
from engine.bots.profiles import BotProfile, Level, Thinking, profile
from engine.bots.reading import (
    HandRecord,
    Population,
    SeatStats,
    Tendencies,
    estimate_range,
    moves_of,
    top_of_range,
)
from engine.core.errors import FeltError
from engine.evaluation.equity import equity
from engine.evaluation.ranges import Range
from engine.rules.actions import Action, ActionKind, LegalActions
from engine.rules.config import Betting
from engine.rules.events import HandStarted, Street
from engine.rules.view import PlayerView

__all__ = ["Bot", "BotError"]

F64 = npt.NDArray[np.float64]
F32 = npt.NDArray[np.float32]


class BotError(FeltError):
    """A bot was asked to decide when it is not its turn (``not_to_act``)."""


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

    def seat_of(self, position: int) -> int:
        return self.view.seats[position]

    def can_act(self, position: int) -> bool:
        """The opponent still has chips to bet with."""
        return self.view.stacks[position] > 0


@dataclass(frozen=True, slots=True)
class Choice:
    """A decision before it is written up as a :class:`Thought`."""

    action: Action
    plan: Plan
    equity: float | None = None
    options: tuple[OptionValue, ...] = ()
    fold_equity: float | None = None
    implied: float = 0.0
    notes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class _Option:
    action: Action
    ev: float
    fold_equity: float | None = None
    equity: float | None = None
    implied: float = 0.0


def _preflop_counts(record: HandRecord) -> tuple[int, int | None, int, int]:
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


def _players_behind(view: PlayerView, me: int) -> int:
    """Players not folded who act after ``me`` in this pre-flop round's first orbit."""
    n = len(view.seats)
    first = 1 if n == 2 else 2
    order = [(first + k) % n for k in range(n)]
    return sum(1 for j in order[order.index(me) + 1 :] if not view.folded[j])


def _open_width(behind: int, players: int) -> float:
    """Share of hands a sound player opens with ``behind`` players left to act."""
    if players == 2:
        return 0.8
    return {0: 1.0, 1: 0.5, 2: 0.44, 3: 0.3, 4: 0.23, 5: 0.19, 6: 0.16, 7: 0.14}.get(behind, 0.12)


def _call_width(shove_bb: float, big_blind: bool) -> float:
    """Share of hands a player calls an all-in of ``shove_bb`` big blinds with."""
    width = 2.5 / max(shove_bb, 1.0)
    return float(np.clip(width * (1.35 if big_blind else 1.0), 0.04, 0.7))


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
        self.population = Population()
        self.stats: dict[int, SeatStats] = {}
        self.last_thought: Thought | None = None
        self._hand_key: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None
        self._pending: PlayerView | None = None

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
        try:
            spot = self._spot(view, legal)
            choice = self._choose(spot)
        except Exception:
            if self.strict:
                raise
            spot = None
            choice = Choice(legalize(Action.check(), legal), Plan.FALLBACK)
        action = legalize(choice.action, legal)
        thought = self._write_up(view, legal, spot, choice, action)
        self.last_thought = thought
        return thought

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
        self._pending = view

    def _flush(self) -> None:
        """Count the pending hand into the opponents' statistics (once)."""
        view, self._pending = self._pending, None
        if view is None or self.profile.thinking is not Thinking.ADAPTIVE:
            return
        record = moves_of(view.history)
        if record is None:
            return
        for seat in record.seats:
            if seat != view.seat:
                self.stats.setdefault(seat, SeatStats()).add_hand(seat, record)

    def tendencies(self, seat: int) -> Tendencies:
        """The bot's current read of a seat (the population prior unless it learns)."""
        stats = self.stats.get(seat) if self.profile.thinking is Thinking.ADAPTIVE else None
        return (stats or SeatStats()).estimates(self.population)

    # ------------------------------------------------------------------ the spot

    def _spot(self, view: PlayerView, legal: LegalActions) -> Spot:
        record = moves_of(view.history)
        if record is None:
            raise BotError("no_history", "the view has no hand history")
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

    def _choose(self, s: Spot) -> Choice:
        if self.profile.thinking is Thinking.RULES:
            return self._rules(s)
        ranges = {s.seat_of(j): estimate_range(s.seat_of(j), s.record,
                                               preflop_tables(s.short_deck),
                                               self.tendencies(s.seat_of(j)), s.short_deck)
                  for j in s.opponents}
        if s.street is Street.PREFLOP:
            return self._preflop(s, ranges)
        return self._postflop(s, ranges)

    # ------------------------------------------------------------------ rules of thumb

    def _rules(self, s: Spot) -> Choice:
        p = self.profile
        legal = s.legal
        rng = self.rng
        if s.street is Street.PREFLOP:
            choice = self._rules_preflop(s)
        else:
            strength, draw = self._rough_strength(s)
            if legal.can_check:
                if strength >= p.bet_strength and legal.can_raise:
                    choice = Choice(self._bet(s, rng.choice(p.sizes)), Plan.VALUE_BET, strength)
                elif legal.can_raise and rng.random() < p.bluff_rate:
                    plan = Plan.SEMI_BLUFF if draw > 0.1 else Plan.BLUFF
                    choice = Choice(self._bet(s, rng.choice(p.sizes)), plan, strength)
                else:
                    plan = Plan.TRAP if strength >= p.bet_strength else Plan.CHECK
                    choice = Choice(Action.check(), plan, strength)
            else:
                needed = s.pot_odds + p.call_margin if p.pot_odds else p.call_strength
                if p.pot_odds:
                    needed = max(needed, p.call_strength * 0.6)
                if strength >= p.raise_strength and legal.can_raise:
                    choice = Choice(self._bet(s, p.sizes[-1]), Plan.VALUE_RAISE, strength)
                elif strength >= needed:
                    choice = Choice(Action.call(), Plan.CALL, strength)
                elif p.chases_draws and draw > 0.1 and s.to_call <= s.pot:
                    choice = Choice(Action.call(), Plan.CALL_IMPLIED, strength)
                else:
                    choice = Choice(Action.fold(), Plan.FOLD, strength)
        if p.noise and rng.random() < p.noise:
            choice = self._blunder(s, choice)
        return choice

    def _rules_preflop(self, s: Spot) -> Choice:
        p = self.profile
        legal = s.legal
        raises, _, limpers, _ = _preflop_counts(s.record)
        # Casual players know that fewer opponents mean wider ranges; beginners do not.
        players = len(s.view.seats)
        scale = 1.0
        if p.level is not Level.BEGINNER:
            scale = 1.7 if players == 2 else 1.3 if players <= 4 else 1.0
        pct = s.percentile / scale
        if s.betting is Betting.NO_LIMIT and 0 < s.effective_bb <= p.push_fold_bb:
            if pct < 0.3 and legal.can_raise:
                assert legal.max_raise_to is not None
                return Choice(Action.bet_or_raise(legal.max_raise_to), Plan.PUSH)
            return Choice(Action.check() if legal.can_check else Action.fold(), Plan.FOLD)
        if raises == 0:
            if pct < p.raise_width and legal.can_raise:
                to = s.big_blind * (3 + limpers)
                plan = Plan.ISOLATE if limpers else Plan.OPEN
                return Choice(Action.bet_or_raise(self._clamp(s, to)), plan)
            if pct < p.play_width:
                if legal.can_check:
                    return Choice(Action.check(), Plan.CHECK)
                return Choice(Action.call(), Plan.LIMP)
            return Choice(Action.check() if legal.can_check else Action.fold(), Plan.FOLD)
        if pct < p.raise_width * 0.3 / raises and legal.can_raise:
            to = (s.my_bet + s.to_call) * 3
            return Choice(Action.bet_or_raise(self._clamp(s, to)), Plan.THREE_BET)
        width = p.play_width * 0.55 / raises
        cheap = s.to_call <= 0.1 * (s.my_stack + s.my_bet)
        if pct < width or (cheap and pct < p.play_width * 0.8):
            return Choice(Action.call(), Plan.CALL)
        return Choice(Action.fold(), Plan.FOLD)

    def _rough_strength(self, s: Spot) -> tuple[float, float]:
        """Strength against random cards: beginners look at the made hand only, casual
        players simulate (equity against as many random hands as there are opponents)."""
        tables = board_tables(s.view.board, s.short_deck)
        draw = float(tables.draw[s.hero])
        opponents = max(len(s.opponents), 1)
        if self.profile.level is Level.BEGINNER:
            return float(tables.hs[s.hero]) ** opponents, draw
        result = equity([list(s.hole), *([None] * opponents)], board=list(s.view.board),
                        samples=self.profile.samples, seed=self.rng.getrandbits(32),
                        exact=False, short_deck=s.short_deck)
        return result[0].equity, draw

    def _blunder(self, s: Spot, choice: Choice) -> Choice:
        """A believable mistake: a call instead of a fold, a fold instead of a call, a check
        instead of a bet."""
        legal = s.legal
        kind = choice.action.kind
        if kind is ActionKind.FOLD and legal.can_call:
            action = Action.call()
        elif kind is ActionKind.CALL:
            action = Action.fold()
        elif kind is ActionKind.RAISE:
            action = Action.check() if legal.can_check else Action.call()
        else:
            return choice
        return Choice(action, choice.plan, choice.equity, notes=("mistake",))

    # ------------------------------------------------------------------ sizes

    def _clamp(self, s: Spot, to: int) -> int:
        legal = s.legal
        if legal.min_raise_to is None or legal.max_raise_to is None:
            return to
        if s.betting is Betting.FIXED_LIMIT:
            return legal.min_raise_to
        return max(legal.min_raise_to, min(legal.max_raise_to, to))

    def _bet(self, s: Spot, fraction: float) -> Action:
        if not s.legal.can_raise:
            return Action.call() if s.legal.can_call else Action.check()
        return Action.bet_or_raise(target_for_fraction(s.legal, fraction))

    # ------------------------------------------------------------------ pre-flop by EV

    def _preflop(self, s: Spot, ranges: dict[int, F64]) -> Choice:
        p = self.profile
        legal = s.legal
        raises, raiser, limpers, callers = _preflop_counts(s.record)
        if (s.betting is Betting.NO_LIMIT and s.effective_bb <= p.push_fold_bb
                and legal.can_raise and legal.max_raise_to == s.my_stack + s.my_bet):
            return self._push_fold(s, ranges, raises, raiser)
        if raises == 0:
            return self._unopened(s, limpers)
        assert raiser is not None
        return self._facing_raise(s, ranges, raises, raiser, callers)

    def _mix(self, width: float, pct: float, softness: float = 0.025) -> bool:
        """In the top ``width``, with a random mix near the edge (so ranges are not sharp)."""
        chance = float(np.clip((width - pct) / softness + 0.5, 0.0, 1.0))
        return self.rng.random() < chance

    def _unopened(self, s: Spot, limpers: int) -> Choice:
        p = self.profile
        legal = s.legal
        players = len(s.view.seats)
        behind = _players_behind(s.view, s.me)
        width = _open_width(behind, players) * p.looseness
        if p.thinking is Thinking.ADAPTIVE:
            width *= self._steal_factor(s)
        pct = s.percentile
        bb = s.big_blind
        if legal.can_check:  # the big blind's option over limpers
            if legal.can_raise and self._mix(0.1 * p.looseness * p.aggression, pct):
                to = bb * (3 + limpers) + s.my_bet - bb
                return Choice(Action.bet_or_raise(self._clamp(s, to)), Plan.ISOLATE)
            return Choice(Action.check(), Plan.CHECK)
        if limpers:
            if legal.can_raise and self._mix(width * 0.55 * p.aggression, pct):
                to = bb * (3 + limpers)
                return Choice(Action.bet_or_raise(self._clamp(s, to)), Plan.ISOLATE)
            if self._mix(width * 0.95, pct):
                return Choice(Action.call(), Plan.LIMP)
            return Choice(Action.fold(), Plan.FOLD)
        if legal.can_raise and self._mix(width, pct):
            size = 2.5 if behind <= 2 or players == 2 else 3.0
            return Choice(Action.bet_or_raise(self._clamp(s, round(size * bb))), Plan.OPEN)
        if behind == 1 and players > 2 and self._mix(width * 1.5, pct):
            return Choice(Action.call(), Plan.LIMP)  # the small blind completes
        return Choice(Action.fold(), Plan.FOLD)

    def _steal_factor(self, s: Spot) -> float:
        """Opens wider when the players behind defend too little, tighter when they defend
        too much (their VPIP against the population's)."""
        behind = [j for j in range(len(s.view.seats)) if j not in (s.me,)
                  and not s.view.folded[j]]
        if not behind:
            return 1.0
        vpips = [self.tendencies(s.seat_of(j)).vpip for j in behind]
        ratio = self.population.vpip / max(float(np.mean(vpips)), 0.05)
        return float(np.clip(ratio ** 0.5, 0.75, 1.5))

    def _facing_raise(
        self, s: Spot, ranges: dict[int, F64], raises: int, raiser: int, callers: int
    ) -> Choice:
        p = self.profile
        legal = s.legal
        tables = preflop_tables(s.short_deck)
        raiser_range = ranges[raiser]
        others = [seat for seat in ranges if seat != raiser]
        behind = _players_behind(s.view, s.me)
        eq = self._preflop_equity(s, ranges, raiser, others)
        limit = s.betting in (Betting.FIXED_LIMIT, Betting.SPREAD_LIMIT)
        realize = (0.88 if s.in_position else 0.76) if not limit else (0.9 if s.in_position
                                                                          else 0.82)
        realize *= 0.93 ** len(others) * 0.97 ** behind
        options: list[_Option] = [_Option(Action.fold(), 0.0)]
        call = s.to_call
        implied = 0.0
        if p.implied_odds and not limit:
            implied = self._set_mining(s, call)
        ev_call = eq * realize * (s.pot + call) - call + implied
        if s.to_call >= s.my_stack:
            ev_call = eq * (s.pot + call) - call  # all-in call: nothing left to realise
        options.append(_Option(Action.call(), ev_call, None, eq, implied))
        if legal.can_raise:
            options.append(self._reraise(s, tables, raiser_range, raiser, raises,
                                         len(others), behind))
        best = self._pick(options, s)
        if best.action.kind is ActionKind.RAISE:
            plan = Plan.THREE_BET if raises == 1 else Plan.RERAISE
            if best.action.amount == legal.max_raise_to and s.betting is Betting.NO_LIMIT:
                plan = Plan.PUSH if s.effective_bb <= 25 else plan
        elif best.action.kind is ActionKind.CALL:
            plan = Plan.CALL_IMPLIED if implied > 0 and ev_call - implied < 0 else Plan.CALL
        else:
            plan = Plan.FOLD
        notes = ("multiway",) if others else ()
        return Choice(best.action, plan, eq, self._values(options, s), best.fold_equity,
                      implied, notes)

    def _set_mining(self, s: Spot, call: int) -> float:
        """Implied odds of a small pair or suited connector: what it wins when it flops big."""
        a, b = s.hole
        ra, rb = a >> 2, b >> 2
        deep = min(s.effective - call, 8 * (s.pot + call))
        if deep <= 0:
            return 0.0
        if ra == rb:
            return 0.118 * 0.35 * deep
        if (a & 3) == (b & 3) and abs(ra - rb) <= 2:
            return 0.06 * 0.25 * deep
        return 0.0

    def _preflop_equity(
        self, s: Spot, ranges: dict[int, F64], raiser: int, others: list[int]
    ) -> float:
        tables = preflop_tables(s.short_deck)
        if not others:
            return tables.equity_vs(s.hand_class, ranges[raiser], s.hole)
        hands: list[object] = [list(s.hole)]
        table = combo_table(s.short_deck)
        for seat in [raiser, *others][:4]:
            w = ranges[seat] * table.free_of(list(s.hole))
            keep = np.flatnonzero(w > 0.02 * w.max())
            combos = [(int(table.cards[k, 0]), int(table.cards[k, 1])) for k in keep]
            weights = (w[keep] / w[keep].max()).tolist()
            hands.append(Range(tuple(combos), tuple(float(x) for x in weights)))
        result = equity(hands, samples=self.profile.samples,  # type: ignore[arg-type]
                        seed=self.rng.getrandbits(32), exact=False, short_deck=s.short_deck)
        return result[0].equity

    def _reraise(
        self, s: Spot, tables: PreflopTables, raiser_range: F64, raiser: int, raises: int,
        others: int, behind: int,
    ) -> _Option:
        """Value of a three-bet (or more): the raiser folds, or continues with the top of
        its range and the pot is played bigger."""
        legal = s.legal
        assert legal.min_raise_to is not None and legal.max_raise_to is not None
        p = self.profile
        top = s.my_bet + s.to_call
        factor = (3.0 if s.in_position else 3.6) if raises == 1 else 2.3
        to = self._clamp(s, round(top * factor + others * top))
        if s.betting is Betting.NO_LIMIT and to >= 0.35 * (s.my_stack + s.my_bet):
            to = legal.max_raise_to
        all_in = to >= s.my_stack + s.my_bet
        added = to - s.my_bet
        raiser_pos = s.view.seats.index(raiser)
        raiser_bet = s.view.bets[raiser_pos]
        need = min(to - raiser_bet, s.view.stacks[raiser_pos])
        t = self.tendencies(raiser)
        if s.betting in (Betting.FIXED_LIMIT, Betting.SPREAD_LIMIT):
            # One more small bet rarely makes anyone fold in Limit, and never after they
            # have re-raised themselves.
            keep = 0.85 if raises == 1 else 1.0
        elif all_in:
            keep = self._all_in_keep(raiser, raiser_range, need / s.big_blind)
        elif raises == 1:
            keep = 1.0 - t.fold_to_three_bet
        else:
            # Against a four-bet or more only the top 2.5 % (1.5 %) of all hands go on,
            # which is most of an already narrow range.
            share = float(raiser_range.sum()) / raiser_range.shape[0]
            keep = float(np.clip((0.025 if raises == 2 else 0.015) / max(share, 1e-6),
                                 0.1, 1.0))
        continuing = top_of_range(raiser_range, -tables.combo_percentile, keep, 0.05)
        dead = s.hole
        free = tables.combos.free_of(list(dead))
        mass = float((raiser_range * free).sum())
        kept = float((raiser_range * continuing * free).sum())
        fold = 1.0 - (kept / mass if mass > 0 else 1.0)
        fold *= 0.9 ** others * 0.95 ** behind
        fold = min(fold * p.bluffing, 1.0)
        eq = tables.equity_vs(s.hand_class, raiser_range * continuing, dead)
        realize = 1.0 if all_in else (0.9 if s.in_position else 0.78)
        called = eq * realize * (s.pot + added + need) - added
        limit = s.betting in (Betting.FIXED_LIMIT, Betting.SPREAD_LIMIT)
        if not all_in and not limit and kept > 0:
            # Part of the continuing range raises again; the bot then folds unless it has
            # the equity to go on, and a bluff loses what it put in.
            again = tables.top(0.025 if raises == 1 else 0.015, 0.01)
            share_again = float((raiser_range * continuing * again * free).sum()) / kept
            eq_again = tables.equity_vs(s.hand_class, raiser_range * again, dead)
            if eq_again < 0.45:
                called = (1 - share_again) * called - share_again * added
        ev = fold * s.pot + (1 - fold) * called
        ev += (p.aggression - 1.0) * 0.1 * s.pot
        return _Option(Action.bet_or_raise(to), ev, fold, eq)

    def _all_in_keep(self, seat: int, weights: F64, need_bb: float) -> float:
        """Share of a player's current range that calls an all-in costing ``need_bb`` big
        blinds: the hands anyone would call with at that price, as a part of this range
        (a narrow three-bet range calls a shove far more often than a wide opening range)."""
        width = _call_width(need_bb, False)
        if self.profile.thinking is Thinking.ADAPTIVE:
            ratio = self.tendencies(seat).vpip / self.population.vpip
            width *= float(np.clip(ratio, 0.5, 2.5)) ** 0.5
        share = float(weights.sum()) / weights.shape[0]
        return float(np.clip(width / max(share, 1e-6), 0.08, 1.0))

    def _push_fold(
        self, s: Spot, ranges: dict[int, F64], raises: int, raiser: int | None
    ) -> Choice:
        """Short-stacked: all-in or fold (or call an all-in), by expected value."""
        legal = s.legal
        assert legal.max_raise_to is not None
        tables = preflop_tables(s.short_deck)
        bb = s.big_blind
        options: list[_Option] = []
        passive = Action.check() if legal.can_check else Action.fold()
        options.append(_Option(passive, 0.0))
        shove = legal.max_raise_to
        added = shove - s.my_bet
        adaptive = self.profile.thinking is Thinking.ADAPTIVE
        fold_all = 1.0
        widest = 0.0
        widest_range: F64 | None = None
        need_total = chance_total = 0.0
        for j in s.opponents:
            seat = s.seat_of(j)
            if not s.can_act(j):
                fold_all = 0.0
                widest_range = ranges[seat]
                continue
            need = min(shove - s.view.bets[j], s.view.stacks[j])
            if seat == raiser or (raiser is not None and ranges[seat].sum() < tables.combos.size):
                # Already in with a range: calls with the part that beats the price.
                keep = self._all_in_keep(seat, ranges[seat], need / bb)
                cont = top_of_range(ranges[seat], -tables.combo_percentile, keep, 0.05)
                call_range = ranges[seat] * cont
                chance = float(call_range.sum() / max(ranges[seat].sum(), 1e-9))
            else:
                width = _call_width(need / bb, s.view.seats[1] == seat and len(s.view.seats) > 2)
                if adaptive:
                    ratio = self.tendencies(seat).vpip / self.population.vpip
                    width = float(np.clip(width * ratio ** 0.5, 0.03, 0.9))
                call_range = tables.top(width, 0.03)
                chance = width
            fold_all *= 1.0 - chance
            need_total += chance * need
            chance_total += chance
            if chance > widest:
                widest, widest_range = chance, call_range
        if widest_range is None:
            widest_range = np.ones(tables.combos.size)
        eq = tables.equity_vs(s.hand_class, widest_range, s.hole)
        calls = 1.0 - fold_all
        # The equity is against one caller, so the pot counts one caller's chips.
        called_with = need_total / chance_total if chance_total > 1e-9 else 0.0
        ev_shove = fold_all * s.pot + calls * (eq * (s.pot + added + called_with) - added)
        options.append(_Option(Action.bet_or_raise(shove), ev_shove, fold_all, eq))
        if s.to_call > 0 and raiser is not None:
            call_eq = tables.equity_vs(s.hand_class, ranges[raiser], s.hole)
            raiser_pos = s.view.seats.index(raiser)
            all_in = s.view.stacks[raiser_pos] == 0 or s.to_call >= s.my_stack
            realize = 1.0 if all_in else 0.8
            options.append(_Option(Action.call(), call_eq * realize * (s.pot + s.to_call)
                                   - s.to_call, None, call_eq))
        best = self._pick(options, s)
        plan = {ActionKind.RAISE: Plan.PUSH, ActionKind.CALL: Plan.CALL,
                ActionKind.CHECK: Plan.CHECK}.get(best.action.kind, Plan.FOLD)
        return Choice(best.action, plan, best.equity if best.equity is not None else eq,
                      self._values(options, s), best.fold_equity, 0.0, ("short_stack",))

    # ------------------------------------------------------------------ post-flop by EV

    def _postflop(self, s: Spot, ranges: dict[int, F64]) -> Choice:
        p = self.profile
        legal = s.legal
        board = board_tables(s.view.board, s.short_deck)
        results, possible = board.results_against(s.hero)
        weights = {seat: w.astype(np.float32) for seat, w in ranges.items()}
        now = {seat: _per_runout(results, possible, w) for seat, w in weights.items()}
        eq_now = float(np.mean(np.prod(np.stack(list(now.values())), axis=0)))
        river = s.street is Street.RIVER
        realize = 1.0 if river else (0.97 if s.in_position else 0.88)
        limit = s.betting in (Betting.FIXED_LIMIT, Betting.SPREAD_LIMIT)
        draw = float(board.draw[s.hero])
        options: list[_Option] = []
        implied = 0.0
        if legal.can_check:
            options.append(_Option(Action.check(), eq_now * realize * s.pot, None, eq_now))
        else:
            options.append(_Option(Action.fold(), 0.0))
            call = s.to_call
            if p.implied_odds and not river and not limit:
                behind_after = s.effective - call
                implied = draw * 0.35 * max(min(behind_after, s.pot + call), 0)
            all_in_call = call >= s.my_stack
            r = 1.0 if all_in_call else realize
            ev_call = eq_now * r * (s.pot + call) - call + implied
            options.append(_Option(Action.call(), ev_call, None, eq_now, implied))
        if legal.can_raise:
            shove_ok = s.spr <= 2.5 or (s.street is Street.RIVER and s.spr <= 4)
            live = (board.valid & board.combos.free_of(list(s.hole))).astype(np.float64)
            for to in candidate_targets(legal, s.betting, p.sizes, shove_ok):
                options.append(self._aggressive(s, to, ranges, weights, board, results,
                                                possible, realize, live))
        best = self._pick(options, s)
        plan = self._postflop_plan(s, best, eq_now, draw, implied, options)
        notes: list[str] = []
        if len(s.opponents) > 1:
            notes.append("multiway")
        if p.thinking is Thinking.ADAPTIVE and best.fold_equity is not None:
            folds = [self.tendencies(s.seat_of(j)).fold_to_bet for j in s.opponents]
            if max(folds) > self.population.fold_to_bet + 0.1:
                notes.append("exploit_folds")
            elif min(folds) < self.population.fold_to_bet - 0.15:
                notes.append("exploit_calls")
        return Choice(best.action, plan, eq_now, self._values(options, s), best.fold_equity,
                      implied, tuple(notes))

    def _aggressive(
        self, s: Spot, to: int, ranges: dict[int, F64], weights: dict[int, F32],
        board: BoardTables, results: F32, possible: F32, realize: float, live: F64,
    ) -> _Option:
        """Value of betting or raising to ``to``: folds win the pot, calls play for the final
        pot with the equity against the calling ranges."""
        p = self.profile
        added = to - s.my_bet
        view = s.view
        fold_all = 1.0
        factors: list[npt.NDArray[np.float64]] = []
        call_chips = 0.0
        callers_all_in = True
        for j in s.opponents:
            seat = s.seat_of(j)
            w = ranges[seat]
            if not s.can_act(j):
                fold_all = 0.0
                factors.append(_per_runout(results, possible, weights[seat]).astype(np.float64))
                continue
            need = min(to - view.bets[j], view.stacks[j])
            if need < view.stacks[j]:
                callers_all_in = False
            size = (to - (s.my_bet + s.to_call)) / max(s.pot + s.to_call, 1)
            keep = self._continue_probability(self.tendencies(seat), w, board, size, s.betting)
            cont = (w * keep).astype(np.float32)
            mass = float((w * live).sum())
            stay = float((cont * live).sum()) / mass if mass > 0 else 1.0
            # The profile's taste for bluffing scales how often it believes they fold.
            fold = min((1.0 - stay) * p.bluffing, 1.0)
            stay = 1.0 - fold
            fold_all *= fold
            call_chips += stay * need
            p_cont = _per_runout(results, possible, cont).astype(np.float64)
            factors.append(fold + stay * p_cont)
        win_total = float(np.mean(np.prod(np.stack(factors), axis=0))) if factors else 1.0
        calls = 1.0 - fold_all
        if calls > 1e-9:
            eq_called = float(np.clip((win_total - fold_all) / calls, 0.0, 1.0))
            called_with = call_chips / calls
        else:
            eq_called, called_with = 1.0, 0.0
        all_in = to >= s.my_stack + s.my_bet or callers_all_in
        r = 1.0 if all_in else realize
        ev = fold_all * s.pot + calls * (eq_called * r * (s.pot + added + called_with) - added)
        ev += (p.aggression - 1.0) * 0.1 * s.pot
        return _Option(Action.bet_or_raise(to), ev, fold_all, eq_called)

    @staticmethod
    def _continue_probability(
        t: Tendencies, weights: F64, board: BoardTables, size: float, betting: Betting
    ) -> F64:
        """How likely each combination of an opponent's range is to call (or raise) a bet
        of ``size`` times the pot: the top of the range, more of it against small bets and
        for players who fold little, plus the draws that have the odds."""
        keep = (1.0 - t.fold_to_bet) * 1.6 / (1.0 + min(max(size, 0.05), 3.0))
        if betting in (Betting.FIXED_LIMIT, Betting.SPREAD_LIMIT):
            keep *= 1.15  # limit pots lay better odds, and players know it
        value = top_of_range(weights, board.hs, float(np.clip(keep, 0.03, 1.0)))
        draws = np.clip(board.draw * 3.0, 0.0, 1.0) * (1.0 if size <= 1.0 else 0.5)
        out: F64 = np.maximum(value, draws)
        return out

    def _postflop_plan(
        self, s: Spot, best: _Option, eq_now: float, draw: float, implied: float,
        options: list[_Option],
    ) -> Plan:
        kind = best.action.kind
        if kind is ActionKind.RAISE:
            called_eq = best.equity if best.equity is not None else eq_now
            if called_eq >= 0.5:
                return Plan.VALUE_RAISE if s.to_call else Plan.VALUE_BET
            return Plan.SEMI_BLUFF if draw >= 0.12 else Plan.BLUFF
        if kind is ActionKind.CALL:
            call_ev = best.ev
            return Plan.CALL_IMPLIED if implied > 0 and call_ev - implied < 0 else Plan.CALL
        if kind is ActionKind.CHECK:
            if eq_now >= 0.7 and any(o.action.kind is ActionKind.RAISE for o in options):
                return Plan.TRAP
            if 0.45 <= eq_now < 0.7:
                return Plan.POT_CONTROL
            return Plan.CHECK
        return Plan.FOLD

    # ------------------------------------------------------------------ choosing

    def _pick(self, options: list[_Option], s: Spot) -> _Option:
        """The best option; with a profile's noise, near-equal options are mixed at random
        (the first listed, the most passive, wins exact ties)."""
        scale = self.profile.noise * max(s.pot, s.big_blind)
        best = options[0]
        best_score = -math.inf
        for option in options:
            score = option.ev + (self.rng.gauss(0.0, scale) if scale > 0 else 0.0)
            if score > best_score + 1e-9:
                best, best_score = option, score
        return best

    def _values(self, options: list[_Option], s: Spot) -> tuple[OptionValue, ...]:
        bb = s.big_blind
        return tuple(OptionValue(legalize(o.action, s.legal), round(o.ev / bb, 3))
                     for o in options)

    # ------------------------------------------------------------------ the write-up

    def _write_up(
        self, view: PlayerView, legal: LegalActions, spot: Spot | None, choice: Choice,
        action: Action,
    ) -> Thought:
        hole = (max(view.hole), min(view.hole))
        cls = class_index(*hole)
        tables = preflop_tables(view.short_deck)
        pot = view.pot
        to_call = view.to_call
        bet_fraction = None
        if action.kind is ActionKind.RAISE and action.amount is not None:
            top = legal.current_bet + (legal.call_amount or 0)
            base = pot + (legal.call_amount or 0)
            bet_fraction = round((action.amount - top) / base, 3) if base else None
        ranges: tuple[RangeRead, ...] = ()
        draw = 0.0
        spr = effective_bb = 0.0
        in_position = False
        if spot is not None:
            spr, effective_bb, in_position = spot.spr, spot.effective_bb, spot.in_position
            if view.board:
                draw = float(board_tables(view.board, view.short_deck).draw[spot.hero])
            if self.profile.thinking is not Thinking.RULES:
                ranges = tuple(self._read(spot, j) for j in spot.opponents)
        return Thought(
            profile=self.profile.code, seat=view.seat, street=view.street, plan=choice.plan,
            action=action, hand_class=class_name(cls),
            percentile=round(float(tables.class_percentile[cls]), 4),
            equity=None if choice.equity is None else round(choice.equity, 4),
            pot=pot, to_call=to_call,
            pot_odds=round(to_call / (pot + to_call), 4) if to_call else 0.0,
            implied_odds=round(choice.implied, 2), spr=round(min(spr, 999.0), 3),
            effective_bb=round(effective_bb, 2), in_position=in_position,
            bet_fraction=bet_fraction,
            fold_equity=None if choice.fold_equity is None else round(choice.fold_equity, 4),
            draw=round(draw, 4), ranges=ranges, options=choice.options, notes=choice.notes,
        )

    def _read(self, s: Spot, position: int) -> RangeRead:
        seat = s.seat_of(position)
        t = self.tendencies(seat)
        tables = preflop_tables(s.short_deck)
        w = estimate_range(seat, s.record, tables, t, s.short_deck)
        seen = list(s.hole) + list(s.view.board)
        free = tables.combos.free_of(seen)
        live = w * free
        per_class = np.bincount(tables.combos.classes, weights=live, minlength=169)
        share_of_class = per_class / np.maximum(tables.combos.class_sizes, 1)
        order = np.lexsort((tables.class_percentile, -np.round(share_of_class, 3)))
        top = tuple(class_name(int(c)) for c in order[:8] if share_of_class[c] > 0.05)
        total = float(live.sum())
        return RangeRead(
            seat=seat, combos=round(total, 2), share=round(total / max(float(free.sum()), 1), 4),
            top_classes=top, hands=t.hands, vpip=round(t.vpip, 4), pfr=round(t.pfr, 4),
            aggression=round(t.aggression, 4), fold_to_bet=round(t.fold_to_bet, 4),
        )


def _per_runout(results: F32, possible: F32, weights: F32) -> F32:
    """The hero's chance of beating a weighted range on each completion of the board."""
    won = results @ weights
    seen = possible @ weights
    out: F32 = np.where(seen > 0, won / np.maximum(seen, 1e-12), 0.5).astype(np.float32)
    return out


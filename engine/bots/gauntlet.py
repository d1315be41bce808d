"""The gauntlet: simple exploit strategies the levels must withstand.

People who find that one crude habit beats the computer stop taking it seriously, and
beginners play exactly such habits: raising every hand, going all-in every hand, never
folding. Each strategy here is one such habit, written from its one-line description, so the
benchmark (``bench/ai_bench.py``) and the tests can check that the solid and expert levels
punish it rather than lose to it. They are seatable in the arena by name (:data:`GAUNTLET`)
and follow the player protocol; every random choice comes from ``random.Random(seed)``.

* ``maniac``: raises or bets the pot with about 60 % of hands, re-raises often, never folds
  a pair;
* ``all_in``: moves all-in before the flop with every hand;
* ``min_raiser``: makes the smallest legal raise at every chance, never folds;
* ``pot_bettor``: bets or raises the size of the pot on every street, never folds;
* ``check_raiser``: checks every flop and raises the pot when someone bets; calls otherwise;
* ``limp_reraiser``: limps every hand and re-raises when someone raises behind it;
* ``station``: checks or calls everything;
* ``nut_nit``: plays only the best starting hands and bets or raises only with the nuts;
* ``three_bettor``: a sound tight-aggressive player that re-raises the pot with about a third
  of its hands and moves all-in over every four-bet with all of them (the habit an outside
  check found the expert only breaking even against).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.bots.betting import target_for_fraction
from engine.bots.board_tables import board_tables
from engine.bots.preflop import preflop_tables
from engine.evaluation.hand_classes import combo_table
from engine.rules.actions import Action
from engine.rules.actions import LegalActions
from engine.rules.events import ActionTaken
from engine.rules.events import Street
from engine.rules.player import Player
from engine.rules.player import passive_action
from engine.rules.view import PlayerView

__all__ = [
    "GAUNTLET",
    "AllIn",
    "CheckRaiser",
    "LimpReraiser",
    "Maniac",
    "MinRaiser",
    "NutNit",
    "PotBettor",
    "Station",
    "ThreeBettor",
]

# ---------------------------------------------------------------- the maniac's habits

#: Share of starting hands (best first) the maniac raises when it is first in.
MANIAC_RAISE_SHARE = 0.6
#: Facing a raise it re-raises the pot with this best share of hands, calls with the rest
#: of its raising hands (and any pair), folds the others.
MANIAC_RERAISE_SHARE = 0.45
#: After this many raises in a round it only calls (it has made its point).
MANIAC_RAISE_CAP = 4
#: Checked to after the flop it bets the pot with any pair or draw and bluffs this often.
MANIAC_BLUFF = 0.55
#: Facing a bet it raises the pot with a pair this strong on the board (percentile against
#: a random hand: two pair and better, mostly), and with anything this often.
MANIAC_STRONG = 0.85
MANIAC_RAISE_ANYWAY = 0.25
#: It floats a bet without a pair or draw this often.
MANIAC_FLOAT = 0.3
#: A draw this likely to make a strong hand on the next card counts as a hand.
DRAW_THRESHOLD = 0.15

# ---------------------------------------------------------------- the nit's habits

#: Share of starting hands the nit opens with, and re-raises (the rest it folds to raises).
NIT_OPEN_SHARE = 0.07
NIT_RERAISE_SHARE = 0.025
#: Open raise in big blinds.
NIT_OPEN_BB = 3
#: It calls a bet with a hand at this percentile on the board or better.
NIT_CALL_STRENGTH = 0.9


# ---------------------------------------------------------------- the three-bettor's habits

#: Share of hands it opens first in: heads-up (from the button), and at a bigger table.
THREE_BETTOR_OPEN_HEADS_UP = 0.55
THREE_BETTOR_OPEN = 0.22
#: Open raise in big blinds.
THREE_BETTOR_OPEN_BB = 2.5
#: Facing one raise: re-raises the pot with this best share of hands, calls with the next.
THREE_BETTOR_RERAISE_SHARE = 1 / 3
THREE_BETTOR_CALL_SHARE = 0.12
#: Having opened and facing a re-raise: four-bets the pot with this best share of hands,
#: calls with hands down to the second; cold, facing two raises, it moves in with the first.
THREE_BETTOR_FOUR_BET = 0.04
THREE_BETTOR_DEFEND = 0.2
#: After the flop: bets two thirds of the pot with this percentile on the board or a draw,
#: continuation-bets this often having raised last before the flop, calls a bet with the
#: next strength or a draw, raises the pot with the last.
THREE_BETTOR_BET_SIZE = 0.66
THREE_BETTOR_VALUE = 0.75
THREE_BETTOR_CBET = 0.5
THREE_BETTOR_CALL = 0.7
THREE_BETTOR_RAISE = 0.93


def _pot_raise(legal: LegalActions) -> Action:
    """A bet or raise of the pot (capped to the legal range)."""
    return Action.bet_or_raise(target_for_fraction(legal, 1.0))


def _raises_this_round(view: PlayerView) -> int:
    """Bets and raises so far in the current betting round."""
    count = 0
    for e in view.history:
        if isinstance(e, ActionTaken) and e.street is view.street and e.action in (
                "bet", "raise"):
            count += 1
    return count


def _my_moves(view: PlayerView, street: Street) -> list[str]:
    return [e.action for e in view.history
            if isinstance(e, ActionTaken) and e.seat == view.seat and e.street is street]


def _has_pair(view: PlayerView) -> bool:
    """A pocket pair, or a hole card that pairs the board."""
    a, b = (c >> 2 for c in view.hole)
    board = {c >> 2 for c in view.board}
    return a == b or a in board or b in board


class _Habit:
    """Common ground: the seeded generator and the name the arena seats it by."""

    name = "gauntlet"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: PlayerView) -> Action:
        legal = view.legal
        assert legal is not None
        return self.act(view, legal)

    def act(self, view: PlayerView, legal: LegalActions) -> Action:
        raise NotImplementedError


class Maniac(_Habit):
    """Raises or bets the pot with about 60 % of hands, re-raises often, never folds a pair."""

    name = "maniac"

    def act(self, view: PlayerView, legal: LegalActions) -> Action:
        rng = self.rng
        can_raise = legal.can_raise and _raises_this_round(view) < MANIAC_RAISE_CAP
        pair = _has_pair(view)
        if view.street is Street.PREFLOP:
            hole = (max(view.hole), min(view.hole))
            order = preflop_tables(view.short_deck).combo_percentile
            pct = float(order[combo_table(view.short_deck).index(*hole)])
            facing_raise = legal.current_bet + (legal.call_amount or 0) > view.big_blind
            if not facing_raise:
                if pct < MANIAC_RAISE_SHARE and can_raise:
                    return _pot_raise(legal)
                return passive_action(legal) if pair or legal.can_check else Action.fold()
            if pct < MANIAC_RERAISE_SHARE and can_raise:
                return _pot_raise(legal)
            if pct < MANIAC_RAISE_SHARE or pair:
                return passive_action(legal)
            return Action.fold()
        tables = board_tables(view.board, view.short_deck)
        hero = combo_table(view.short_deck).index(max(view.hole), min(view.hole))
        draw = float(tables.draw[hero]) >= DRAW_THRESHOLD
        strong = float(tables.hs[hero]) >= MANIAC_STRONG and pair
        if legal.can_check:
            if can_raise and (pair or draw or rng.random() < MANIAC_BLUFF):
                return _pot_raise(legal)
            return Action.check()
        if can_raise and (strong or rng.random() < MANIAC_RAISE_ANYWAY):
            return _pot_raise(legal)
        if pair or draw or rng.random() < MANIAC_FLOAT:
            return Action.call()
        return Action.fold()


class AllIn(_Habit):
    """Moves all-in before the flop with every hand (and calls any all-in)."""

    name = "all_in"

    def act(self, view: PlayerView, legal: LegalActions) -> Action:
        if view.street is Street.PREFLOP and legal.max_raise_to is not None:
            return Action.bet_or_raise(legal.max_raise_to)
        return passive_action(legal)


class MinRaiser(_Habit):
    """Makes the smallest legal bet or raise at every chance; never folds."""

    name = "min_raiser"

    def act(self, view: PlayerView, legal: LegalActions) -> Action:
        if legal.min_raise_to is not None:
            return Action.bet_or_raise(legal.min_raise_to)
        return passive_action(legal)


class PotBettor(_Habit):
    """Bets or raises the size of the pot on every street when it can; never folds."""

    name = "pot_bettor"

    def act(self, view: PlayerView, legal: LegalActions) -> Action:
        if legal.can_raise and not _my_moves(view, view.street):
            return _pot_raise(legal)
        return passive_action(legal)


class CheckRaiser(_Habit):
    """Checks every flop and raises the pot when someone bets; otherwise checks and calls."""

    name = "check_raiser"

    def act(self, view: PlayerView, legal: LegalActions) -> Action:
        if view.street is Street.FLOP:
            if legal.can_check:
                return Action.check()
            mine = _my_moves(view, Street.FLOP)
            if legal.can_raise and mine == ["check"]:
                return _pot_raise(legal)
        return passive_action(legal)


class LimpReraiser(_Habit):
    """Limps every hand and re-raises the pot once when someone raises behind it; after the
    flop it calls with a pair or a draw, checks otherwise and folds nothing to a bet."""

    name = "limp_reraiser"

    def act(self, view: PlayerView, legal: LegalActions) -> Action:
        if view.street is Street.PREFLOP:
            mine = _my_moves(view, Street.PREFLOP)
            raised = any(m in ("bet", "raise") for m in mine)
            facing_raise = legal.current_bet + (legal.call_amount or 0) > view.big_blind
            if facing_raise and legal.can_raise and not raised:
                return _pot_raise(legal)
            return passive_action(legal)
        if legal.can_check:
            return Action.check()
        tables = board_tables(view.board, view.short_deck)
        hero = combo_table(view.short_deck).index(max(view.hole), min(view.hole))
        if _has_pair(view) or float(tables.draw[hero]) >= DRAW_THRESHOLD:
            return Action.call()
        return Action.fold()


class Station(_Habit):
    """Checks or calls everything, whatever it holds."""

    name = "station"

    def act(self, view: PlayerView, legal: LegalActions) -> Action:
        return passive_action(legal)


class NutNit(_Habit):
    """Plays only the best starting hands; after the flop bets or raises the pot only with
    the nuts, calls with very strong hands and folds the rest."""

    name = "nut_nit"

    def act(self, view: PlayerView, legal: LegalActions) -> Action:
        hole = (max(view.hole), min(view.hole))
        combos = combo_table(view.short_deck)
        hero = combos.index(*hole)
        if view.street is Street.PREFLOP:
            pct = float(preflop_tables(view.short_deck).combo_percentile[hero])
            facing_raise = legal.current_bet + (legal.call_amount or 0) > view.big_blind
            if pct < NIT_RERAISE_SHARE and legal.can_raise:
                return _pot_raise(legal)
            if pct < NIT_OPEN_SHARE:
                if not facing_raise and legal.can_raise:
                    assert legal.min_raise_to is not None and legal.max_raise_to is not None
                    to = NIT_OPEN_BB * view.big_blind
                    return Action.bet_or_raise(
                        max(legal.min_raise_to, min(legal.max_raise_to, to)))
                return passive_action(legal)
            return Action.check() if legal.can_check else Action.fold()
        tables = board_tables(view.board, view.short_deck)
        live = tables.valid & combos.free_of(list(view.hole))
        best_other = int(tables.strength[live].max())
        if int(tables.strength[hero]) >= best_other and legal.can_raise:
            return _pot_raise(legal)
        if legal.can_check:
            return Action.check()
        if float(tables.hs[hero]) >= NIT_CALL_STRENGTH:
            return Action.call()
        return Action.fold()


class ThreeBettor(_Habit):
    """A sound tight-aggressive player that re-raises the pot with about a third of its hands
    and moves all-in over every four-bet with all of them."""

    name = "three_bettor"

    def act(self, view: PlayerView, legal: LegalActions) -> Action:
        if view.street is Street.PREFLOP:
            return self._preflop(view, legal)
        tables = board_tables(view.board, view.short_deck)
        hero = combo_table(view.short_deck).index(max(view.hole), min(view.hole))
        hs = float(tables.hs[hero])
        draw = float(tables.draw[hero]) >= DRAW_THRESHOLD
        if legal.can_check:
            aggressor = _last_raiser(view, Street.PREFLOP) == view.seat
            if legal.can_raise and (hs >= THREE_BETTOR_VALUE or draw or (
                    aggressor and view.street is Street.FLOP
                    and self.rng.random() < THREE_BETTOR_CBET)):
                return Action.bet_or_raise(target_for_fraction(legal, THREE_BETTOR_BET_SIZE))
            return Action.check()
        if hs >= THREE_BETTOR_RAISE and legal.can_raise and _raises_this_round(view) < 2:
            return _pot_raise(legal)
        if hs >= THREE_BETTOR_CALL or draw:
            return Action.call()
        return Action.fold()

    def _preflop(self, view: PlayerView, legal: LegalActions) -> Action:
        hole = (max(view.hole), min(view.hole))
        pct = float(preflop_tables(view.short_deck).combo_percentile[
            combo_table(view.short_deck).index(*hole)])
        raises = _raises_this_round(view)
        mine = [e for e in view.history if isinstance(e, ActionTaken) and e.seat == view.seat
                and e.street is Street.PREFLOP and e.action in ("bet", "raise")]
        fold = Action.check() if legal.can_check else Action.fold()
        if raises == 0:
            share = THREE_BETTOR_OPEN_HEADS_UP if len(view.seats) == 2 else THREE_BETTOR_OPEN
            if pct < share and legal.can_raise:
                assert legal.min_raise_to is not None and legal.max_raise_to is not None
                if any(isinstance(e, ActionTaken) and e.action == "call" for e in view.history):
                    return _pot_raise(legal)  # over limpers
                to = round(THREE_BETTOR_OPEN_BB * view.big_blind)
                return Action.bet_or_raise(max(legal.min_raise_to, min(legal.max_raise_to, to)))
            return fold
        if raises == 1 and not mine:
            if pct < THREE_BETTOR_RERAISE_SHARE and legal.can_raise:
                return _pot_raise(legal)
            if pct < THREE_BETTOR_RERAISE_SHARE + THREE_BETTOR_CALL_SHARE:
                return Action.call()
            return fold
        if mine and mine[0].action == "raise" and _raises_before(view, mine[0]) == 1:
            # It three-bet: every re-raise of that is met all-in.
            if legal.max_raise_to is not None:
                return Action.bet_or_raise(legal.max_raise_to)
            return Action.call()
        if mine and len(mine) == 1:  # it opened and was re-raised
            if pct < THREE_BETTOR_FOUR_BET and legal.can_raise:
                return _pot_raise(legal)
            return Action.call() if pct < THREE_BETTOR_DEFEND else fold
        if mine:  # it four-bet: it goes on
            return Action.call()
        if pct < THREE_BETTOR_FOUR_BET:
            if legal.max_raise_to is not None:
                return Action.bet_or_raise(legal.max_raise_to)
            return Action.call()
        return fold


def _raises_before(view: PlayerView, move: ActionTaken) -> int:
    """Bets and raises earlier in ``move``'s betting round."""
    count = 0
    for e in view.history:
        if e is move:
            return count
        if isinstance(e, ActionTaken) and e.street is move.street and e.action in (
                "bet", "raise"):
            count += 1
    return count


def _last_raiser(view: PlayerView, street: Street) -> int | None:
    """The seat that bet or raised last on ``street``."""
    seat = None
    for e in view.history:
        if isinstance(e, ActionTaken) and e.street is street and e.action in ("bet", "raise"):
            seat = e.seat
    return seat


#: Every gauntlet strategy by the name a seat uses.
GAUNTLET: dict[str, Callable[..., Player]] = {
    cls.name: cls
    for cls in (Maniac, AllIn, MinRaiser, PotBettor, CheckRaiser, LimpReraiser, Station, NutNit,
                ThreeBettor)
}

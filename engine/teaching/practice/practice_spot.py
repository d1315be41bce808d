"""A practice hand that starts at a given point of a recorded hand ("play on from here").

A recorded hand is its rules, seats, starting stacks, the cards that are known and its
decisions (:class:`SpotHand`). :func:`spot_state` deals it again on a deck stacked so that the
known cards come out where they came out before, fills every card nobody has seen yet (the
board still to come, burns, hole cards an imported history does not know) from the rest of the
deck with a seeded generator, and replays the first ``actions_done`` decisions. Decisions do
not depend on cards, so the stacks, bets, pots and whose turn it is are those of the recorded
hand at that point; only what was still to come is dealt afresh.

:class:`PracticeSession` is a :class:`~engine.play.session.GameSession` whose only hand is
that state: the person decides at their seat, computer players at the others, and once the
hand is over the game is over. It is never recorded (nothing stores it).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.cards import Card
from engine.core.cards import Deck
from engine.core.cards import full_deck
from engine.core.errors import ConfigError
from engine.core.errors import FeltError
from engine.play.session import BotFactory
from engine.play.session import GameOver
from engine.play.session import GameSession
from engine.play.session import SessionEvent
from engine.play.session import builtin_bot
from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.table import TableConfig

__all__ = ["PracticeError", "PracticeSession", "SpotHand", "check_spot", "spot_state"]

#: Cards the board takes street by street (flop, turn, river).
_BOARD_SIZES = (3, 1, 1)


class PracticeError(ConfigError):
    """A practice hand cannot start at that point. Codes: ``bad_step`` (no such point),
    ``hand_over`` (the hand is finished there), ``no_person`` (no seat of the person's),
    ``person_cards_unknown`` (the history does not know the person's cards), ``person_folded``,
    ``nothing_to_decide`` (the person is all-in or nobody can act any more), ``bad_spot``
    (the recorded hand does not replay)."""


@dataclass(frozen=True, slots=True)
class SpotHand:
    """A recorded hand, as much as a practice hand needs of it.

    :param seats: table seats in hand order (left of the button first, the button last).
    :param stacks: starting stacks in the same order.
    :param hole: each position's two hole cards, ``None`` where nobody knows them.
    :param board: the community cards as the hand dealt them (known cards only).
    :param actions: every decision of the hand, in order.
    :param antes: per-position antes and ``blinds`` in PHH order, as
        :class:`~engine.rules.hand.HandState` takes them (imported hands), ``None``: the
        config's.
    """

    config: HandConfig
    hand_number: int
    seats: tuple[int, ...]
    stacks: tuple[int, ...]
    hole: tuple[tuple[Card, Card] | None, ...]
    board: tuple[Card, ...]
    actions: tuple[Action, ...]
    antes: tuple[int, ...] | None = None
    blinds: tuple[int, ...] | None = None
    first_to_act: int | None = None
    free_folds: bool = False
    ante_trimming: bool | None = None

    def position_of(self, seat: int) -> int | None:
        return self.seats.index(seat) if seat in self.seats else None


def _deal_order(spot: SpotHand, board_shown: int, rng: random.Random) -> list[Card]:
    """The deck's top cards: known hole cards and the first ``board_shown`` board cards where
    the dealer took them, every other card drawn from the rest by ``rng``."""
    n = len(spot.seats)
    known = [c for pair in spot.hole if pair is not None for c in pair]
    known += spot.board[:board_shown]
    if len(set(known)) != len(known):
        raise PracticeError("bad_spot", "a known card appears twice in the hand")
    deck = set(full_deck(spot.config.short_deck))
    if any(c not in deck for c in known):
        raise PracticeError("bad_spot", "a known card is not in this deck")
    rest = [c for c in full_deck(spot.config.short_deck) if c not in set(known)]
    rng.shuffle(rest)
    fresh = iter(rest)
    holes = [pair if pair is not None else (next(fresh), next(fresh)) for pair in spot.hole]
    order = [holes[p][0] for p in range(n)] + [holes[p][1] for p in range(n)]
    board = list(spot.board[:board_shown])
    while len(board) < 5:
        board.append(next(fresh))
    start = 0
    for size in _BOARD_SIZES:
        if spot.config.burn_cards:
            order.append(next(fresh))
        order.extend(board[start:start + size])
        start += size
    return order


def spot_state(spot: SpotHand, actions_done: int, seed: int | None = None,
               board_shown: int | None = None) -> HandState:
    """The hand after its first ``actions_done`` decisions, dealt on a stacked deck.

    :param board_shown: how many of the recorded board cards are known at that point (the
        replayer's step shows them); the others are dealt from the rest. ``None``: every board
        card the recorded hand had dealt after those decisions.
    :param seed: the generator for the cards nobody has seen (the same seed, the same cards).
    :raises PracticeError: ``bad_step`` for a count outside the hand, ``bad_spot`` when the
        known cards or the decisions do not make a legal hand.
    """
    if type(actions_done) is not int or not 0 <= actions_done <= len(spot.actions):
        raise PracticeError("bad_step", "no such point in the hand", step=actions_done)
    if board_shown is None:
        board_shown = len(_replayed(spot, actions_done, _placeholder_deck(spot)).board)
    board_shown = max(0, min(board_shown, len(spot.board)))
    deck = Deck.stacked(_deal_order(spot, board_shown, random.Random(seed)),
                        spot.config.short_deck)
    return _replayed(spot, actions_done, deck)


def _placeholder_deck(spot: SpotHand) -> Deck:
    """Any deck: only to count how far the hand got, which cards do not change."""
    return Deck.stacked([], spot.config.short_deck)


def _replayed(spot: SpotHand, actions_done: int, deck: Deck) -> HandState:
    try:
        hand = HandState(spot.config, list(spot.stacks), list(spot.seats), deck,
                         spot.hand_number, antes=spot.antes, blinds=spot.blinds,
                         ante_trimming=spot.ante_trimming, free_folds=spot.free_folds,
                         first_to_act=spot.first_to_act)
        for action in spot.actions[:actions_done]:
            hand.act(action)
    except FeltError as exc:
        if isinstance(exc, PracticeError):
            raise
        raise PracticeError("bad_spot", f"the recorded hand does not replay: {exc}",
                            reason=exc.code) from exc
    return hand


def check_spot(spot: SpotHand, actions_done: int, person_seat: int | None) -> None:
    """Raise the reason a practice hand cannot start there for the person, if there is one.

    :raises PracticeError: see the class for the codes.
    """
    if person_seat is None:
        raise PracticeError("no_person", "the person has no seat in this hand")
    position = spot.position_of(person_seat)
    if position is None:
        raise PracticeError("no_person", "the person has no seat in this hand")
    if spot.hole[position] is None:
        raise PracticeError("person_cards_unknown", "the person's cards are not known")
    hand = _replayed(spot, actions_done, _placeholder_deck(spot)) \
        if 0 <= actions_done <= len(spot.actions) else None
    if hand is None:
        raise PracticeError("bad_step", "no such point in the hand", step=actions_done)
    if hand.finished:
        raise PracticeError("hand_over", "the hand is over at this point")
    if hand.folded[position]:
        raise PracticeError("person_folded", "the person has folded at this point")
    if hand.stacks[position] == 0 or hand.actor is None:
        raise PracticeError("nothing_to_decide", "the person has no decision left")


class PracticeSession(GameSession):
    """One practice hand from a recorded spot: the person against computer players.

    :param names: players by table seat (every seat of the hand).
    :param person_seat: the person's seat (must be one of the hand's, cards known).
    :param bots: the kind of computer player of each other seat (``"random"`` if missing).
    :param seed: the cards still to come and the computer players' generators.
    :param board_shown: see :func:`spot_state`.
    :raises PracticeError: the spot is not one the person can play on from.
    """

    def __init__(self, spot: SpotHand, actions_done: int, names: Mapping[int, str],
                 person_seat: int, bots: Mapping[int, str] | None = None, seed: int = 0,
                 board_shown: int | None = None, bot_factory: BotFactory = builtin_bot,
                 ) -> None:
        check_spot(spot, actions_done, person_seat)
        size = max(spot.seats) + 1
        seat_names: Sequence[str | None] = [
            names.get(s, f"Seat {s + 1}") if s in spot.seats else None for s in range(size)]
        config = TableConfig(hand=spot.config, starting_stack=max(spot.stacks))
        super().__init__(config, seat_names, person_seat,
                         {s: (bots or {}).get(s, "random") for s in spot.seats
                          if s != person_seat},
                         seed, bot_factory=bot_factory, auto_rebuy=False)
        table = self.table
        for seat, stack in zip(spot.seats, spot.stacks, strict=True):
            table.seats[seat].stack = stack
        table.hand_number = spot.hand_number
        table.button = spot.seats[-1]
        table.hand = spot_state(spot, actions_done, seed, board_shown)
        self.practice_from = actions_done
        self._wrapped = False  # the practice hand is under way
        self._practice_over = False

    def step(self) -> list[SessionEvent]:
        """As a session's step, except that the game ends with the practice hand."""
        hand = self.table.hand
        if self.wrapped and hand is not None and hand.finished:
            if self._practice_over:
                return []
            self._practice_over = True
            standings = sorted(((s, st.stack) for s, st in self.table.seats.items()),
                               key=lambda x: -x[1])
            return [GameOver(self.table.hand_number, tuple(standings), practice=True)]
        return super().step()

    @property
    def over(self) -> bool:
        return self._practice_over

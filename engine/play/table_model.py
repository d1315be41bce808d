"""The table as the events leave it: one plain, Qt-free model that every observer reads.

A game is told as a stream of frozen events (:mod:`engine.rules.events` and the session events
of :mod:`engine.play.session`). :class:`TableModel` applies them one at a time to a plain
picture of the table (stacks, bets, pots, cards, button, whose turn) and then tells each
subscriber ``(event, model)``. The window's scene animates from it, the log and the person's
pre-actions read it, the replayer steps through it, and a coach or a narrator would subscribe
the same way: adding an observer touches nothing else.

Each event type has one entry in :data:`RULES` (an explicit mapping a test checks against the
event unions), so a renamed or new event type fails loudly instead of being skipped.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any
from typing import get_args

from engine.play.session import BotReasoned
from engine.play.session import BotToAct
from engine.play.session import GameOver
from engine.play.session import HandWrapped
from engine.play.session import PersonToAct
from engine.play.session import PersonToShow
from engine.play.session import Rebought
from engine.play.session import SessionEvent
from engine.rules.actions import LegalActions
from engine.rules.events import ActionTaken
from engine.rules.events import AntePosted
from engine.rules.events import BetReturned
from engine.rules.events import BetsCollected
from engine.rules.events import BettingRoundStarted
from engine.rules.events import BlindPosted
from engine.rules.events import BoardDealt
from engine.rules.events import CardBurned
from engine.rules.events import HandEnded
from engine.rules.events import HandEvent
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import HandsRevealed
from engine.rules.events import HandStarted
from engine.rules.events import HoleCardDealt
from engine.rules.events import PotAwarded
from engine.rules.events import Street
from engine.tournament.lobby import RoundPlayed

HAND_EVENT_TYPES: tuple[type, ...] = get_args(HandEvent)
"""Every type of hand event, in the order a hand emits them."""

EVENT_TYPES: tuple[type, ...] = get_args(SessionEvent)
"""Every type of event a game emits: the hand's own and the session's."""

NEWS_TYPES: tuple[type, ...] = (BotReasoned, RoundPlayed)
"""Events that leave the table as it was: news for the observers that want it (the coach's
reasons, a tournament's round). A person stepping through a hand never stops at one."""


@dataclass(frozen=True, slots=True)
class PotModel:
    """A pot in the middle: its chips (0 once pushed) and the seats that can win it."""

    amount: int
    eligible: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SeatModel:
    """One seat as the table shows it now (a snapshot; the model itself moves on).

    :param hole: the seat's hole cards as dealt (known to the model even while face down).
    :param face_up: the hole cards are turned up (shown at showdown or all-in).
    :param out: busted or sitting out of the current hand.
    """

    seat: int
    stack: int
    bet: int
    in_hand: bool
    folded: bool
    all_in: bool
    out: bool
    hole: tuple[int, ...]
    face_up: bool
    shown: HandShown | None
    mucked: bool


class Beat(Enum):
    """What an event is to someone watching the table step by step (the replayer's pauses).

    ``PAUSE``: a moment to stop on (a decision, a street, a showdown line, a pot pushed).
    ``RUN``: one of a run of like events that are one moment together (the hole cards).
    ``PASS``: bookkeeping that belongs to the next moment (blinds, burns, bets swept in).
    """

    PAUSE = "pause"
    RUN = "run"
    PASS = "pass"


Listener = Callable[[Any, "TableModel"], None]
"""An observer: called with ``(event, model)`` after the model applied the event."""


class TableModel:
    """The table after the events applied so far.

    Observers read the public attributes and never change them; only :meth:`apply` does.

    :param seats: the table's seat numbers (each with no chips until an event says so).

    A model, fed: a hand at seats 3, 5 and 8 (seat 8 has the button), its events applied as
    they come. An observer is any callable of ``(event, model)``; it is called after the
    model has applied the event, so it reads the table as the event leaves it.

    >>> from engine.core.cards import Deck, cards_str
    >>> from engine.rules.config import HandConfig
    >>> from engine.rules.hand import HandState
    >>> deck = Deck.stacked("As Kh 7c  Ad Kd 2s  3h Qs 8d 4c  5h Td  6h 3c")
    >>> hand = HandState(HandConfig(small_blind=1, big_blind=2), [100, 100, 100],
    ...                  seats=[3, 5, 8], deck=deck)
    >>> model = TableModel(seats=[3, 5, 8])
    >>> heard = []
    >>> model.subscribe(lambda event, table: heard.append((type(event).__name__,
    ...                                                    table.pot_total())))
    >>> model.apply_all(hand.events)
    >>> heard[:3]
    [('HandStarted', 0), ('BlindPosted', 1), ('BlindPosted', 3)]
    >>> model.button, model.blind_seats, model.stacks, model.bets
    (8, (3, 5), {3: 99, 5: 98, 8: 100}, {3: 1, 5: 2, 8: 0})
    >>> cards_str(model.seat(3).hole), model.owed(8)
    ('AsAd', 2)

    The model keeps every hole card it was told; :class:`SeatModel` says whether they are
    face up. Here the button folds and the blinds see the flop:

    >>> model.apply_all(hand.fold() + hand.bet_or_raise(6) + hand.call())
    >>> model.live(), cards_str(model.board), model.pot_amounts()
    ((3, 5), 'Qs8d4c', (12,))
    >>> model.seat(8).folded, model.seat(3).face_up
    (True, False)

    All in and called: the hands are turned up, the pot is pushed, the stacks are final.

    >>> model.apply_all(hand.bet_or_raise(10) + hand.bet_or_raise(94) + hand.call())
    >>> model.seat(5).face_up, model.winners(), model.stacks
    (True, (3,), {3: 200, 5: 0, 8: 100})
    >>> model.hand_running, heard[-1]
    (False, ('HandEnded', 0))
    """

    def __init__(self, seats: Iterable[int] = ()) -> None:
        self._listeners: list[Listener] = []
        self.reset(seats)

    # ------------------------------------------------------------------ observers

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener(event, model)`` after every event, after those subscribed earlier."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    @property
    def subscribers(self) -> tuple[Listener, ...]:
        """Every observer, in the order they are told (the order they subscribed)."""
        return tuple(self._listeners)

    @property
    def hand_events(self) -> tuple[object, ...]:
        """The events applied since the last ``HandStarted``, that one first (every event
        since the reset before the first hand): the hand so far, for observers that tell or
        show it again."""
        return tuple(self._hand_events)

    # ------------------------------------------------------------------ applying

    def reset(self, seats: Iterable[int] = ()) -> None:
        """An empty table with these seats: no hand yet, no chips known."""
        self.seats: tuple[int, ...] = tuple(sorted(seats))
        self.stacks: dict[int, int] = {s: 0 for s in self.seats}
        self.busted: set[int] = set()
        self.hand_number = 0
        self.level_index = 0
        self.game_over = False
        self.standings: tuple[tuple[int, int], ...] = ()
        self.button: int | None = None
        self.blind_seats: tuple[int | None, int | None] = (None, None)
        self.blinds: tuple[int, int, int] = (0, 0, 0)  # small blind, big blind, ante
        # Between hands, the next hand's blinds and ante (its level is level_index); None
        # while a hand runs (blinds are that hand's): a level's number is never shown beside
        # another level's blinds.
        self.next_blinds: tuple[int, int, int] | None = None
        self._hand_events: list[object] = []
        self._clear_hand()

    def blinds_shown(self) -> tuple[int, tuple[int, int, int]]:
        """The blind level's number (1 the first) and its small blind, big blind and ante, as
        the status bar shows them: this hand's while it runs, the next hand's between hands
        (so a level-up shows its new blinds at once, as the tournament lobby does)."""
        return self.level_index + 1, self.next_blinds or self.blinds

    def _clear_hand(self) -> None:
        self.bets: dict[int, int] = {s: 0 for s in self.seats}
        self.pots: list[PotModel] = []
        self.pushed: dict[int, int] = {}  # pot index: the chips it held when pushed
        self.in_hand: tuple[int, ...] = ()  # dealt in, clockwise from the left of the button
        self.folded: set[int] = set()
        self.board: tuple[int, ...] = ()
        self.burned = 0
        self.street = Street.PREFLOP
        self.hole: dict[int, list[int]] = {}
        self.face_up: set[int] = set()
        self.shown: dict[int, HandShown] = {}
        self.mucked: set[int] = set()
        self.awards: list[PotAwarded] = []
        self.to_act: int | None = None
        self.legal: LegalActions | None = None  # the person's choices while they are to act
        self.hand_running = False

    def apply(self, event: object) -> None:
        """Apply one event, then tell every subscriber.

        :raises KeyError: an object that is not one of :data:`EVENT_TYPES`.
        """
        RULES[type(event)].apply(self, event)
        if type(event) is HandStarted:
            self._hand_events = []
        self._hand_events.append(event)
        for listener in list(self._listeners):
            listener(event, self)

    def apply_all(self, events: Iterable[object]) -> None:
        for event in events:
            self.apply(event)

    # ------------------------------------------------------------------ reading

    def seat(self, seat: int) -> SeatModel:
        return SeatModel(
            seat=seat,
            stack=self.stacks.get(seat, 0),
            bet=self.bets.get(seat, 0),
            in_hand=seat in self.in_hand,
            folded=seat in self.folded,
            all_in=self.all_in(seat),
            out=seat not in self.in_hand or seat in self.busted,
            hole=tuple(self.hole.get(seat, ())),
            face_up=seat in self.face_up,
            shown=self.shown.get(seat),
            mucked=seat in self.mucked,
        )

    def all_in(self, seat: int) -> bool:
        """In the hand, not folded, and no chips behind."""
        return (self.hand_running and seat in self.in_hand and seat not in self.folded
                and self.stacks.get(seat, 0) == 0)

    def live(self) -> tuple[int, ...]:
        """Seats still in the hand (not folded), clockwise from the left of the button."""
        return tuple(s for s in self.in_hand if s not in self.folded)

    def owed(self, seat: int) -> int:
        """Chips ``seat`` needs to match the highest bet of this round."""
        return max(self.bets.values(), default=0) - self.bets.get(seat, 0)

    def pot_amounts(self) -> tuple[int, ...]:
        """Each pot's chips, those already pushed as they were before (the log tells them)."""
        return tuple(self.pushed.get(i, p.amount) for i, p in enumerate(self.pots))

    def pot_total(self) -> int:
        """Chips in the middle and in front of the players."""
        return sum(p.amount for p in self.pots) + sum(self.bets.values())

    def chip_total(self) -> int:
        """Every chip the model knows of: stacks, bets and pots."""
        return sum(self.stacks.values()) + self.pot_total()

    def winners(self) -> tuple[int, ...]:
        """Seats that won chips in this hand so far, in the order they were paid."""
        seen: dict[int, None] = {}
        for award in self.awards:
            for seat, _ in award.shares:
                seen.setdefault(seat)
        return tuple(seen)

    # ------------------------------------------------------------------ the rules per event

    def _put_in(self, seat: int, amount: int) -> None:
        self.stacks[seat] = self.stacks.get(seat, 0) - amount
        self.bets[seat] = self.bets.get(seat, 0) + amount

    def _hand_started(self, e: HandStarted) -> None:
        self._clear_hand()
        self.hand_running = True
        self.hand_number = e.hand_number
        self.in_hand = e.seats
        for seat, stack in zip(e.seats, e.stacks, strict=True):
            self.stacks[seat] = stack
        self.button = e.button
        self.blind_seats = (e.small_blind_seat, e.big_blind_seat)
        self.blinds = (e.small_blind, e.big_blind, e.ante)
        self.next_blinds = None

    def _forced_bet(self, e: AntePosted | BlindPosted) -> None:
        self._put_in(e.seat, e.amount)

    def _hole_card(self, e: HoleCardDealt) -> None:
        self.hole.setdefault(e.seat, []).append(e.card)

    def _burn(self, e: CardBurned) -> None:
        self.burned += 1

    def _board(self, e: BoardDealt) -> None:
        self.board = e.board
        self.street = e.street

    def _round(self, e: BettingRoundStarted) -> None:
        self.street = e.street

    def _action(self, e: ActionTaken) -> None:
        self.stacks[e.seat] = e.stack
        self.bets[e.seat] = e.to
        if e.action == "fold":
            self.folded.add(e.seat)
        self.to_act = None
        self.legal = None

    def _bet_returned(self, e: BetReturned) -> None:
        self._put_in(e.seat, -e.amount)

    def _collected(self, e: BetsCollected) -> None:
        for seat, amount in e.amounts:
            self.bets[seat] = max(0, self.bets.get(seat, 0) - amount)
        self.pots = [PotModel(p.amount, p.eligible) for p in e.pots]

    def _revealed(self, e: HandsRevealed) -> None:
        for seat, cards in e.hands:
            self.hole[seat] = list(cards)
            self.face_up.add(seat)

    def _shown(self, e: HandShown) -> None:
        self.shown[e.seat] = e
        self.hole[e.seat] = list(e.cards)
        self.face_up.add(e.seat)

    def _mucked(self, e: HandMucked) -> None:
        self.mucked.add(e.seat)

    def _awarded(self, e: PotAwarded) -> None:
        for index in e.pots:
            if index < len(self.pots):
                self.pushed[index] = self.pots[index].amount
                self.pots[index] = PotModel(0, self.pots[index].eligible)
        for seat, share in e.shares:
            self.stacks[seat] = self.stacks.get(seat, 0) + share
        self.awards.append(e)

    def _hand_ended(self, e: HandEnded) -> None:
        self.stacks.update(e.stacks)
        self.pots = []
        self.bets = {s: 0 for s in self.bets}
        self.to_act = None
        self.legal = None
        self.hand_running = False

    def _person_to_act(self, e: PersonToAct) -> None:
        self.to_act = e.seat
        self.legal = e.legal

    def _person_to_show(self, e: PersonToShow) -> None:
        self.to_act = None  # nobody bets any more: the showdown waits for an answer
        self.legal = None

    def _bot_to_act(self, e: BotToAct) -> None:
        self.to_act = e.seat
        self.legal = None

    def _unchanged(self, e: BotReasoned | RoundPlayed) -> None:
        """A bot's reason, a tournament's round: news for the observers; the table itself
        is as it was (a tournament seats its next hand's table anew between hands)."""

    def _wrapped(self, e: HandWrapped) -> None:
        self.stacks.update(e.stacks)
        self.busted.update(e.busted)
        self.level_index = e.level_index
        self.next_blinds = (e.level.small_blind, e.level.big_blind, e.level.ante)

    def _rebought(self, e: Rebought) -> None:
        self.stacks[e.seat] = e.stack
        self.busted.discard(e.seat)

    def _game_over(self, e: GameOver) -> None:
        self.game_over = True
        self.standings = e.standings


@dataclass(frozen=True, slots=True)
class Rule:
    """How the model takes one type of event, and what the event is to a watcher."""

    apply: Callable[[TableModel, Any], None]
    beat: Beat


RULES: dict[type, Rule] = {
    HandStarted: Rule(TableModel._hand_started, Beat.PASS),
    AntePosted: Rule(TableModel._forced_bet, Beat.PASS),
    BlindPosted: Rule(TableModel._forced_bet, Beat.PASS),
    HoleCardDealt: Rule(TableModel._hole_card, Beat.RUN),
    CardBurned: Rule(TableModel._burn, Beat.PASS),
    BoardDealt: Rule(TableModel._board, Beat.PAUSE),
    BettingRoundStarted: Rule(TableModel._round, Beat.PASS),
    ActionTaken: Rule(TableModel._action, Beat.PAUSE),
    BetReturned: Rule(TableModel._bet_returned, Beat.PAUSE),
    BetsCollected: Rule(TableModel._collected, Beat.PASS),
    HandsRevealed: Rule(TableModel._revealed, Beat.PAUSE),
    HandShown: Rule(TableModel._shown, Beat.PAUSE),
    HandMucked: Rule(TableModel._mucked, Beat.PAUSE),
    PotAwarded: Rule(TableModel._awarded, Beat.PAUSE),
    HandEnded: Rule(TableModel._hand_ended, Beat.PASS),
    PersonToAct: Rule(TableModel._person_to_act, Beat.PASS),
    PersonToShow: Rule(TableModel._person_to_show, Beat.PAUSE),
    BotToAct: Rule(TableModel._bot_to_act, Beat.PASS),
    BotReasoned: Rule(TableModel._unchanged, Beat.PASS),
    HandWrapped: Rule(TableModel._wrapped, Beat.PASS),
    RoundPlayed: Rule(TableModel._unchanged, Beat.PASS),
    Rebought: Rule(TableModel._rebought, Beat.PASS),
    GameOver: Rule(TableModel._game_over, Beat.PASS),
}
"""Every event type, with the model's rule for it (a test checks none is missing)."""


def beat_of(event: object) -> Beat:
    """What ``event`` is to someone stepping through a hand (:class:`Beat`)."""
    return RULES[type(event)].beat

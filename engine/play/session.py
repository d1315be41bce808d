"""A game as it is played: the table, the computer players and the person, step by step.

:class:`GameSession` is the Qt-free loop the window's worker thread wraps. It deals hands, lets
the seated computer players decide (each with a generator seeded from the table seed, the hand
number and its seat, so a session replays exactly), stops whenever the person must act, applies
the person's action after validating it, and wraps up each hand (busts, rebuys, levels).

Everything it does is returned as frozen events: the hand's own events from
:mod:`engine.rules.events` plus the few session events defined here. Every decision and every rebuy
is appended to :attr:`GameSession.log`, which with the seed and the settings is enough to play
the session again (:meth:`GameSession.replay`).
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.bots.explain import Thought
from engine.core.cards import Deck
from engine.core.errors import ConfigError
from engine.core.errors import IllegalActionError
from engine.play import snapshot_checks as plain
from engine.play.bot_state import player_state
from engine.play.bot_state import restore_player
from engine.play.players import BUILTIN_PLAYERS
from engine.play.session_log import LogEntry as LogEntry
from engine.play.session_log import LoggedAction as LoggedAction
from engine.play.session_log import LoggedHandEnd as LoggedHandEnd
from engine.play.session_log import LoggedRebuy as LoggedRebuy
from engine.play.session_log import LoggedShowdown as LoggedShowdown
from engine.play.session_log import LoggedSitOut as LoggedSitOut
from engine.play.snapshot_checks import SnapshotError
from engine.rules.actions import Action
from engine.rules.actions import LegalActions
from engine.rules.events import HandEvent
from engine.rules.hand import HandState
from engine.rules.player import Player
from engine.rules.table import BlindLevel
from engine.rules.table import GameMode
from engine.rules.table import Table
from engine.rules.table import TableConfig
from engine.rules.view import view_for
from engine.tournament.lobby import RoundPlayed

BotFactory = Callable[[str, random.Random], Player]
"""Builds a computer player of a kind (``"random"``, ``"call"``, ...) from its generator."""

DeckSource = Callable[[int], Deck | None]
"""The deck for a hand number, or ``None`` for the table's seeded deck (stacked decks in tests)."""


# ---------------------------------------------------------------------- session events


@dataclass(frozen=True, slots=True)
class PersonToAct:
    """The hand waits for the person's decision."""

    seat: int
    legal: LegalActions


@dataclass(frozen=True, slots=True)
class PersonToShow:
    """The showdown waits for the person to show or muck a hand that cannot win."""

    seat: int


@dataclass(frozen=True, slots=True)
class BotToAct:
    """A computer player is about to decide (the window shows it as thinking)."""

    seat: int


@dataclass(frozen=True, slots=True)
class BotReasoned:
    """Why the computer player at ``seat`` makes the decision whose events follow (the coach's
    "Why?"): an event of its own, so the window learns the reason as the table shows the
    action, through the same observers as every other event."""

    seat: int
    thought: Thought


@dataclass(frozen=True, slots=True)
class HandWrapped:
    """The table took the finished hand's stacks.

    :param busted: seats that lost their last chip in this hand.
    :param level_index: the blind level of the next hand (0 the first).
    :param level: its blinds and ante.
    :param level_changed: the next hand is played at a new level.
    """

    hand_number: int
    busted: tuple[int, ...]
    level_index: int
    level: BlindLevel
    level_changed: bool
    stacks: tuple[tuple[int, int], ...]  # (seat, stack) of every seat at the table


@dataclass(frozen=True, slots=True)
class Rebought:
    seat: int
    amount: int
    stack: int


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game has ended; ``standings`` is (seat, stack), richest first.

    ``practice``: only a practice hand ended (engine/teaching/practice/practice_spot.py); it
    says nothing about a game, and the table words it as the practice hand's end.
    """

    hands_played: int
    standings: tuple[tuple[int, int], ...]
    practice: bool = False


SessionEvent = (
    HandEvent | PersonToAct | PersonToShow | BotToAct | BotReasoned | HandWrapped | RoundPlayed
    | Rebought | GameOver
)
"""Every event a game emits (a tournament's table also :class:`RoundPlayed` after each hand)."""


# The log's entries live in engine.play.session_log (imported above, and from here too).



def builtin_bot(kind: str, rng: random.Random) -> Player:
    """A built-in player (:data:`engine.play.players.BUILTIN_PLAYERS`) seeded from ``rng``.

    :raises ConfigError: unknown kind.
    """
    try:
        cls = BUILTIN_PLAYERS[kind]
    except KeyError:
        raise ConfigError("unknown_player", f"no computer player called {kind!r}",
                          kind=kind) from None
    return cls(seed=rng.randrange(2**63))


#: The kind of a seat where another person plays at the same screen (hot-seat), listed with
#: the computer players' kinds so that a saved session keeps it.
PERSON = "person"


class GameSession:
    """A table with computer players and people: the person at ``person_seat`` and any
    seats whose kind in ``bots`` is :data:`PERSON` (several people at one screen).

    :param config: the agreed settings.
    :param names: players by seat number (``None`` for an empty seat).
    :param person_seat: the person's seat, or ``None`` when only computer players play.
    :param bots: the kind of computer player in each other occupied seat (or :data:`PERSON`
        for another person); ``"random"`` for any seat not listed.
    :param seed: the session seed (a random one if ``None``; kept in :attr:`seed`).
    :param decks: a stacked deck for some hand numbers (tests, replays of real hands).
    :param bot_factory: builds a computer player from its kind and its generator (seeded by
        ``table.rng_for(f"bot:{seat}")``); each seat's player sits for the whole session and
        is shown every finished hand through ``hand_over(view)`` if it has that method.
    :param auto_rebuy: a busted player who may rebuy does so before the next hand.
    :param show_all: every live hand is shown at showdown.
    :param clock: minutes since some fixed moment, for time-based levels (default: real time).
    :raises ConfigError: a bad table, an unknown kind of player, or the person's seat empty.

    A session, played: the person in seat 0 against two calling stations. The first hand's
    deck is stacked (a fresh deck on each call, as a replay deals the hand again); every
    other hand comes from the deck the seed shuffles.

    >>> from engine.core.cards import Deck, cards_str
    >>> from engine.rules.actions import Action
    >>> from engine.rules.config import HandConfig
    >>> from engine.rules.table import TableConfig
    >>> config = TableConfig(hand=HandConfig(small_blind=5, big_blind=10), starting_stack=200)
    >>> names, bots = ["Ada", "Bo", "Cy"], {1: "call", 2: "call"}
    >>> order = "2c 7d As  3c 8d Ad  Kh Qs 8h 4c  5h Td  6h 3d"
    >>> def decks(number): return Deck.stacked(order) if number == 1 else None
    >>> session = GameSession(config, names, person_seat=0, bots=bots, seed=7, decks=decks)

    :meth:`step` deals and plays until someone must decide. Seat 0 has the button, so it is
    dealt last and acts first before the flop:

    >>> events = session.step()
    >>> events[0].button, events[0].seats
    (0, (1, 2, 0))
    >>> type(events[-1]).__name__, events[-1].legal.call_amount
    ('PersonToAct', 10)
    >>> cards_str(session.hand.hole[session.hand.position_of(0)])
    'AsAd'

    :meth:`act` applies the person's decision; :meth:`advance` lets the computer players
    play until the person is needed again (or the hand is wrapped up):

    >>> _ = session.act(Action.bet_or_raise(30))
    >>> events = session.advance()
    >>> from engine.rules.events import ActionTaken
    >>> [(event.seat, event.action) for event in events if isinstance(event, ActionTaken)]
    [(1, 'call'), (2, 'call'), (1, 'check'), (2, 'check')]
    >>> cards_str(session.hand.board), chip_count(session)
    ('Qs8h4c', ChipCount(stacks=((0, 170), (1, 170), (2, 170)), bets=(), pots=(90,)))
    >>> for action in (Action.bet_or_raise(60), Action.check(), Action.check()):
    ...     events = session.act(action) + session.advance()
    >>> type(events[-1]).__name__, events[-1].stacks
    ('HandWrapped', ((0, 380), (1, 110), (2, 110)))

    Every decision is in :attr:`log`; with the settings and the seed it plays the session
    again to the same table (the computer players decide again, from the same seeds):

    >>> session.log[0].action, session.log[0].by_person
    (Action(kind=<ActionKind.RAISE: 'raise'>, amount=30), True)
    >>> again = GameSession.replay(config, names, 0, 7, session.log, bots, decks=decks)
    >>> chip_count(again) == chip_count(session)
    True
    """

    def __init__(
        self,
        config: TableConfig,
        names: Sequence[str | None],
        person_seat: int | None = None,
        bots: Mapping[int, str] | None = None,
        seed: int | None = None,
        decks: DeckSource | None = None,
        bot_factory: BotFactory = builtin_bot,
        auto_rebuy: bool = True,
        show_all: bool = False,
        clock: Callable[[], float] | None = None,
    ) -> None:
        self.table = Table(config, list(names), seed)
        if person_seat is not None and person_seat not in self.table.seats:
            raise ConfigError("bad_person_seat", "the person's seat is empty", seat=person_seat)
        self.person_seat = person_seat
        self.bot_kinds: dict[int, str] = {
            s: (bots or {}).get(s, "random") for s in self.table.seats if s != person_seat
        }
        for kind in self.bot_kinds.values():
            if kind == PERSON:
                continue
            if kind not in BUILTIN_PLAYERS and bot_factory is builtin_bot:
                raise ConfigError("unknown_player", f"no computer player called {kind!r}",
                                  kind=kind)
        self._decks = decks
        self._bot_factory = bot_factory
        self.auto_rebuy = auto_rebuy
        self.show_all = show_all
        self._clock = clock or _real_minutes
        # Computer players sit for the whole session (so they can learn from each hand), each
        # with its own generator from the session seed.
        self.bots: dict[int, Player] = {
            seat: bot_factory(kind, self.table.rng_for(f"bot:{seat}"))
            for seat, kind in self.bot_kinds.items() if kind != PERSON
        }
        self.log: list[LogEntry] = []
        self._wrapped = True  # no hand yet, or the last one already wrapped up
        self._hand_started_at = 0.0
        self._over_reported = False
        self._replay_minutes: dict[int, float] | None = None
        #: Ask the person (:class:`PersonToShow`, :meth:`show_or_muck`) whether to show a hand
        #: that cannot win at showdown; otherwise it is mucked without asking. From the next
        #: hand on.
        self.ask_to_show = False
        self._replaying = False
        self.bought_in = sum(st.stack for st in self.table.seats.values())
        #: Seats of the running hand that sit out of a tournament: their hand is folded at
        #: its turn (:meth:`engine.rules.table.Table.dealt_out`); fixed as the hand is dealt.
        self.dealt_out: frozenset[int] = frozenset()

    # ------------------------------------------------------------------ queries

    @property
    def seed(self) -> int:
        return self.table.seed

    @property
    def decks(self) -> DeckSource | None:
        """The stacked decks the session was given (a rebuilt session gets the same)."""
        return self._decks

    @property
    def bot_factory(self) -> BotFactory:
        """What built the computer players (a rebuilt session builds them the same way)."""
        return self._bot_factory

    @property
    def hand(self) -> HandState | None:
        return self.table.hand

    @property
    def hand_running(self) -> bool:
        return self.table.hand is not None and not self.table.hand.finished

    @property
    def wrapped(self) -> bool:
        """No hand yet, or the last hand's stacks are already back at the table."""
        return self._wrapped

    @property
    def waiting_for_person(self) -> bool:
        """The running hand waits for a person's decision (see :attr:`person_to_act`) or
        answer at showdown (:attr:`person_to_show`)."""
        return self.person_to_act is not None or self.person_to_show is not None

    @property
    def person_to_show(self) -> int | None:
        """The person's seat while the showdown waits for them to show or muck."""
        hand = self.table.hand
        return hand.chooser_seat if hand is not None and not hand.finished else None

    @property
    def people(self) -> frozenset[int]:
        """Every seat a person decides for, the person's own included."""
        others = {s for s, kind in self.bot_kinds.items() if kind == PERSON}
        return frozenset(others | ({self.person_seat} if self.person_seat is not None else set()))

    @property
    def person_to_act(self) -> int | None:
        """The seat of the person whose decision the running hand waits for, or ``None``."""
        hand = self.table.hand
        if hand is None or hand.finished:
            return None
        seat = hand.actor_seat
        return seat if seat in self.people and seat not in self.dealt_out else None

    @property
    def over(self) -> bool:
        """The game is over (the last hand wrapped up and the table says so)."""
        return self._wrapped and self.table.is_over()

    def person_legal(self) -> LegalActions | None:
        """The person's legal actions, or ``None`` when it is not the person's turn."""
        hand = self.table.hand
        if not self.waiting_for_person or hand is None:
            return None
        return hand.legal_actions()

    def next_bot(self) -> int | None:
        """Seat of the computer player to act next, or ``None``."""
        hand = self.table.hand
        if hand is None or hand.finished:
            return None
        seat = hand.actor_seat
        return None if seat is None or seat in self.people or seat in self.dealt_out else seat

    def chip_total(self) -> int:
        """Every chip at the table: stacks, bets and pots."""
        return self.table.chip_total()

    # ------------------------------------------------------------------ playing

    def step(self) -> list[SessionEvent]:
        """Do the next thing that needs nobody's decision but a computer player's.

        That is one of: deal a new hand (up to the first decision), let one computer player
        act, wrap up a finished hand, or report the end of the game.

        :return: what happened; empty once the game over was reported.
        :raises IllegalActionError: ``person_to_act`` while the hand waits for the person.
        """
        hand = self.table.hand
        if hand is not None and not hand.finished:
            if hand.chooser is not None:
                raise IllegalActionError("person_to_show",
                                         "the showdown waits for the person to show or muck")
            seat = hand.actor_seat
            assert seat is not None
            if seat in self.dealt_out:
                return self._fold_dealt_out(seat)
            if seat in self.people:
                raise IllegalActionError("person_to_act", "the hand waits for a person")
            return self._bot_act(seat)
        if not self._wrapped:
            return self._wrap()
        if self.table.is_over():
            if self._over_reported:
                return []
            self._over_reported = True
            standings = sorted(
                ((s, st.stack) for s, st in self.table.seats.items()), key=lambda x: -x[1]
            )
            return [GameOver(self.table.hand_number, tuple(standings))]
        return self._start_hand()

    def advance(self) -> list[SessionEvent]:
        """Step until the person must act, the current hand is wrapped up, or the game ends."""
        events: list[SessionEvent] = []
        while not self.waiting_for_person:
            batch = self.step()
            events.extend(batch)
            if not batch or isinstance(batch[-1], HandWrapped | GameOver):
                break
        return events

    def act(self, action: Action) -> list[SessionEvent]:
        """Apply the decision of the person whose turn it is (:attr:`person_to_act`).

        :raises IllegalActionError: ``not_your_turn`` when the hand does not wait for a
            person, or the hand's own reason (``amount_out_of_range`` with ``minimum`` and
            ``maximum``, ``check_facing_bet``, ...); the state is then unchanged.
        """
        hand = self.table.hand
        seat = self.person_to_act
        if seat is None or hand is None:
            raise IllegalActionError("not_your_turn", "it is not a person's turn")
        events: list[SessionEvent] = list(hand.act(action))
        self.log.append(LoggedAction(hand.hand_number, seat, action, True))
        events.extend(self._after_decision())
        return events

    def show_or_muck(self, show: bool) -> list[SessionEvent]:
        """The person's answer at showdown (:attr:`person_to_show`): show their hand or muck.

        :raises IllegalActionError: ``no_showdown_choice`` when the showdown does not wait for
            the person, ``bad_choice`` when ``show`` is not a bool; nothing changes then.
        """
        hand = self.table.hand
        seat = self.person_to_show
        if seat is None or hand is None:
            raise IllegalActionError("no_showdown_choice",
                                     "the showdown does not wait for the person")
        events: list[SessionEvent] = list(hand.show_or_muck(show))
        self.log.append(LoggedShowdown(hand.hand_number, seat, show))
        return events

    def sit_out(self, seat: int, out: bool = True) -> None:
        """Sit ``seat`` out from the next hand on, or bring it back at its big blind
        (:meth:`engine.rules.table.Table.sit_out` has the rule); logged, so a replay and a
        continued session deal the same hands.

        :raises IllegalActionError: the table's reasons (``busted``, ``not_sitting_out``,
            ``too_few_players``, ``bad_seat``).
        """
        self.table.sit_out(seat, out)
        self.log.append(LoggedSitOut(self.table.hand_number, seat, out))

    def last_hand(self) -> None:
        """End a cash game after the hand being played (or now, between hands): the game
        over and its standings follow the hand as usual. Not logged: a session continued
        later plays on.

        :raises IllegalActionError: ``not_cash`` in a tournament, which ends with one winner.
        """
        if self.table.config.mode is not GameMode.CASH:
            raise IllegalActionError("not_cash", "only a cash game ends when a player says so")
        self.table.closing = True

    # ------------------------------------------------------------------ internals

    def _start_hand(self) -> list[SessionEvent]:
        table = self.table
        deck = self._decks(table.hand_number + 1) if self._decks is not None else None
        # A replay always stops where a person could choose, and answers from the log.
        asked = self.ask_to_show or self._replaying
        choosers = (self.person_seat,) if asked and self.person_seat is not None else ()
        hand = table.start_hand(deck, self.show_all, choosers)
        self.dealt_out = frozenset(s for s in hand.seats if table.dealt_out(s))
        self._wrapped = False
        self._hand_started_at = self._clock()
        events: list[SessionEvent] = list(hand.events)
        events.extend(self._after_decision())
        return events

    def _bot_act(self, seat: int) -> list[SessionEvent]:
        hand = self.table.hand
        assert hand is not None
        player = self.bots[seat]
        action = player.decide(view_for(hand, seat))
        thought = getattr(player, "last_thought", None)
        events: list[SessionEvent] = [BotReasoned(seat, thought)] \
            if isinstance(thought, Thought) else []
        events.extend(hand.act(action))
        self.log.append(LoggedAction(hand.hand_number, seat, action, False))
        events.extend(self._after_decision())
        return events

    def _fold_dealt_out(self, seat: int) -> list[SessionEvent]:
        """Fold the hand of a seat sitting out of a tournament (a dead hand; a check where
        the table's rules refuse a fold when checking is free); logged as the table's
        decision, so a replay folds it again at the same place."""
        hand = self.table.hand
        assert hand is not None
        legal = hand.legal_actions()
        assert legal is not None
        free = legal.can_check and not hand.config.free_folds
        action = Action.check() if free else Action.fold()
        events: list[SessionEvent] = list(hand.act(action))
        self.log.append(LoggedAction(hand.hand_number, seat, action, False))
        events.extend(self._after_decision())
        return events

    def _after_decision(self) -> list[SessionEvent]:
        """What the hand waits for now, as an event."""
        hand = self.table.hand
        assert hand is not None
        if hand.finished:
            return []
        if hand.chooser_seat is not None:
            return [PersonToShow(hand.chooser_seat)]
        seat = hand.actor_seat
        assert seat is not None
        legal = hand.legal_actions()
        assert legal is not None
        if seat in self.dealt_out:
            return []  # folded at the next step, without thinking
        if seat in self.people:
            return [PersonToAct(seat, legal)]
        return [BotToAct(seat)]

    def _wrap(self) -> list[SessionEvent]:
        table = self.table
        number = table.hand_number
        if self._replay_minutes is not None:
            minutes = self._replay_minutes.get(number, 0.0)
        else:
            minutes = max(0.0, self._clock() - self._hand_started_at)
        level_before = table.level_index
        hand = table.hand
        if hand is not None:
            for seat in hand.seats:
                bot = self.bots.get(seat)
                hand_over = getattr(bot, "hand_over", None)
                if callable(hand_over):  # the optional part of the player protocol
                    hand_over(view_for(hand, seat))
        busted = table.finish_hand(minutes)
        self._wrapped = True
        self.log.append(LoggedHandEnd(number, minutes))
        events: list[SessionEvent] = [HandWrapped(
            number,
            tuple(busted),
            table.level_index,
            table.level,
            table.level_index != level_before,
            tuple((s, st.stack) for s, st in sorted(table.seats.items())),
        )]
        if self.auto_rebuy:
            for seat in sorted(table.seats):
                if table.can_rebuy(seat):
                    table.rebuy(seat)
                    self.bought_in += table.config.rebuy_amount
                    self.log.append(LoggedRebuy(number, seat))
                    events.append(Rebought(seat, table.config.rebuy_amount,
                                           table.seats[seat].stack))
        return events

    # ------------------------------------------------------------------ replay

    @classmethod
    def replay(
        cls,
        config: TableConfig,
        names: Sequence[str | None],
        person_seat: int | None,
        seed: int,
        log: Sequence[LogEntry],
        bots: Mapping[int, str] | None = None,
        decks: DeckSource | None = None,
        bot_factory: BotFactory = builtin_bot,
        ask_to_show: bool = False,
    ) -> GameSession:
        """Play a logged session again and return it in the state the log leaves it.

        The person's decisions come from the log; the computer players decide again from the
        same seeds and must make the same decisions.

        :param ask_to_show: the session goes on asking the person to show or muck
            (:attr:`ask_to_show`); a log that ends while the person was asked then ends with
            the question open, else with the hand mucked.
        :raises IllegalActionError: ``replay_mismatch`` when the log does not fit the game.
        """
        session = cls(config, names, person_seat, bots, seed, decks, bot_factory,
                      auto_rebuy=True)
        session.ask_to_show = ask_to_show
        session._play_log(log)
        return session

    def _play_log(self, log: Sequence[LogEntry]) -> None:
        """Play on from :attr:`log`, which is a prefix of ``log``, to the end of ``log``.

        :raises IllegalActionError: ``replay_mismatch`` when the log does not fit the game.
        """
        start = len(self.log)
        rest = log[start:]
        self._replay_minutes = {
            e.hand_number: e.minutes for e in rest if isinstance(e, LoggedHandEnd)
        }
        person_moves = [e for e in rest if isinstance(e, LoggedAction) and e.by_person]
        shows = {(e.hand_number, e.seat): e.show for e in rest if isinstance(e, LoggedShowdown)}
        ended = {e.hand_number for e in rest if isinstance(e, LoggedHandEnd)}
        last_hand = max((e.hand_number for e in rest), default=0)
        decisions = sum(1 for e in log
                        if isinstance(e, LoggedAction | LoggedShowdown | LoggedSitOut))
        ends = sum(1 for e in log if isinstance(e, LoggedHandEnd))
        k = 0
        done = wrapped = counted = 0
        self._replaying = True
        try:
            while True:
                for e in self.log[counted:]:  # only the new entries: replay stays linear
                    done += isinstance(e, LoggedAction | LoggedShowdown | LoggedSitOut)
                    wrapped += isinstance(e, LoggedHandEnd)
                counted = len(self.log)
                if done >= decisions and wrapped >= ends:
                    break
                upcoming = log[len(self.log)] if len(self.log) < len(log) else None
                if isinstance(upcoming, LoggedSitOut):  # at the same place as it was played
                    self.sit_out(upcoming.seat, upcoming.out)
                    continue
                hand = self.table.hand
                seat = self.person_to_show
                if seat is not None and hand is not None:
                    number = hand.hand_number
                    if (number, seat) in shows:
                        self.show_or_muck(shows[number, seat])
                    elif number in ended or number < last_hand or not self.ask_to_show:
                        hand.show_or_muck(False)  # it was not asked then: it was mucked
                    else:
                        break  # the log stops while the person is asked
                elif self.waiting_for_person:
                    if k >= len(person_moves):
                        break
                    self.act(person_moves[k].action)
                    k += 1
                elif not self.step():
                    break
        finally:
            self._replaying = False
        hand = self.table.hand
        if not self.ask_to_show and hand is not None and not hand.finished:
            if hand.chooser is not None:
                hand.show_or_muck(False)  # the log ends where a session that asks would ask
            else:
                hand.set_choosers(())  # a hand dealt in the replay plays on without asking
        if [e for e in self.log[start:] if not isinstance(e, LoggedHandEnd)] != [
            e for e in rest if not isinstance(e, LoggedHandEnd)
        ]:
            raise IllegalActionError("replay_mismatch", "the log does not fit this game")
        self._replay_minutes = None  # hands after the log run on the real clock again

    # ------------------------------------------------------------------ snapshots

    def snapshot(self, bot_states: Mapping[int, Mapping[str, Any]] | None = None,
                 digest: str | None = None) -> dict[str, Any]:
        """The whole session between hands as plain data, so a resume need not replay its past.

        Plain data (numbers, names, lists) because it is stored on disk and read back: a
        pickle would run whatever a doctored file names. What the session was started with
        (settings, names, seats, seed, kinds of players) is stored with the session and
        given back to :meth:`from_snapshot`; the finished hand is stored with the hands; the
        log is stored anyway, only its length and digest are kept here.

        :param bot_states: :func:`~engine.play.bot_state.player_state` of seats whose player
            lives elsewhere (a :class:`~engine.play.bot_host.BotHost` exports them); every
            other player is described here.
        :param digest: :func:`log_digest` of the whole log, if the caller keeps it.
        :raises IllegalActionError: ``snapshot_mid_hand`` while a hand is being played.
        :raises SnapshotError: ``no_plain_state``: a player cannot be described as plain data.
        """
        if not self._wrapped:
            raise IllegalActionError("snapshot_mid_hand", "a snapshot is taken between hands")
        given = dict(bot_states or {})
        table = self.table
        return {
            "format": SNAPSHOT_FORMAT,
            "version": SNAPSHOT_VERSION,
            "log_length": len(self.log),
            "log_digest": digest if digest is not None else log_digest(self.log),
            "table": {
                "hand_number": table.hand_number,
                "level_index": table.level_index,
                "hands_at_level": table.hands_at_level,
                "minutes_played": table.minutes_played,
                "level_started_minute": table.level_started_minute,
                "button": table.button,
                "first_hand": table._first_hand,
                "seats": {str(s): {"stack": st.stack, "rebuys": st.rebuys, "busted": st.busted,
                                   "sitting_out": st.sitting_out,
                                   "waiting_for_big_blind": st.waiting_for_big_blind}
                          for s, st in sorted(table.seats.items())},
            },
            "session": {
                "auto_rebuy": self.auto_rebuy,
                "show_all": self.show_all,
                "hand_started_at": self._hand_started_at,
                "over_reported": self._over_reported,
                "bought_in": self.bought_in,
            },
            "bots": {str(seat): dict(given[seat]) if seat in given else player_state(player)
                     for seat, player in sorted(self.bots.items())},
        }

    @classmethod
    def from_snapshot(
        cls,
        snapshot: object,
        log: Sequence[LogEntry],
        config: TableConfig,
        names: Sequence[str | None],
        person_seat: int | None,
        seed: int,
        bots: Mapping[int, str] | None = None,
        decks: DeckSource | None = None,
        bot_factory: BotFactory = builtin_bot,
        clock: Callable[[], float] | None = None,
        digest: str | None = None,
        ask_to_show: bool = False,
    ) -> GameSession:
        """The session a :meth:`snapshot` was taken of, played on to the end of ``log``.

        The session is built as at its start (settings, seats, players from ``bot_factory``),
        then given the snapshot's values, every one checked: the result is the same as
        :meth:`replay` of the whole log, computer players' generators and what they learnt
        included. The table's finished hand is not part of a snapshot (``table.hand`` is
        ``None``; the recorder puts the stored hand back).

        :param snapshot: the decoded JSON of a snapshot: untrusted.
        :param digest: :func:`log_digest` of ``log[:position]`` if the caller has it.
        :param ask_to_show: as for :meth:`replay`.
        :raises SnapshotError: the snapshot is malformed or does not fit the log (the caller
            replays the whole log instead).
        :raises IllegalActionError: ``replay_mismatch`` when the rest of the log does not fit.
        """
        data = plain.record(snapshot, "snapshot", _SNAPSHOT_KEYS)
        if data["format"] != SNAPSHOT_FORMAT or data["version"] != SNAPSHOT_VERSION:
            raise SnapshotError("snapshot_format", "not a snapshot of this version")
        length = plain.whole(data["log_length"], "log length", 0, len(log))
        prefix = log[:length]
        if data["log_digest"] != (digest or log_digest(prefix)):
            raise SnapshotError("snapshot_log", "the snapshot was taken of another log")
        session = cls(config, names, person_seat, bots, seed, decks, bot_factory,
                      clock=clock)
        session._restore_table(data["table"])
        state = plain.record(data["session"], "session", _SESSION_KEYS)
        session.auto_rebuy = plain.flag(state["auto_rebuy"], "auto_rebuy")
        session.show_all = plain.flag(state["show_all"], "show_all")
        session._hand_started_at = plain.real(state["hand_started_at"], "hand start", -1e300)
        session._over_reported = plain.flag(state["over_reported"], "over_reported")
        session.bought_in = plain.whole(state["bought_in"], "bought_in")
        players = plain.record(data["bots"], "players", {str(s) for s in session.bots})
        for seat, player in session.bots.items():
            restore_player(player, players[str(seat)])
        session.log = list(prefix)
        session._check_snapshot()
        session.ask_to_show = ask_to_show
        session._play_log(log)
        return session

    def _restore_table(self, raw: object) -> None:
        table = self.table
        data = plain.record(raw, "table", _TABLE_KEYS)
        levels = max(1, len(table.config.levels))
        table.hand_number = plain.whole(data["hand_number"], "hand number")
        table.level_index = plain.whole(data["level_index"], "level", 0, levels - 1)
        table.hands_at_level = plain.whole(data["hands_at_level"], "hands at level")
        table.minutes_played = plain.real(data["minutes_played"], "minutes played")
        table.level_started_minute = plain.real(data["level_started_minute"], "level start")
        button = plain.whole(data["button"], "button")
        if button not in table.seats:
            raise plain.bad_snapshot("button")
        table.button = button
        table._first_hand = plain.flag(data["first_hand"], "first hand")
        seats = plain.record(data["seats"], "seats", {str(s) for s in table.seats})
        for seat, st in table.seats.items():
            raw_seat = seats[str(seat)]
            # snapshots from before "wait for the big blind" lack its key
            old = isinstance(raw_seat, dict) and "waiting_for_big_blind" not in raw_seat
            values = plain.record(raw_seat, "seat", _OLD_SEAT_KEYS if old else _SEAT_KEYS)
            st.stack = plain.whole(values["stack"], "stack")
            st.rebuys = plain.whole(values["rebuys"], "rebuys")
            st.busted = plain.flag(values["busted"], "busted")
            st.sitting_out = plain.flag(values["sitting_out"], "sitting out")
            st.waiting_for_big_blind = not old and plain.flag(
                values["waiting_for_big_blind"], "waiting for the big blind")
        table.hand = None

    def _check_snapshot(self) -> None:
        """The restored state must agree with its log: hands, rebuys and chips."""
        table = self.table
        ends = sum(1 for e in self.log if isinstance(e, LoggedHandEnd))
        rebuys = sum(1 for e in self.log if isinstance(e, LoggedRebuy))
        if ends != table.hand_number:
            raise SnapshotError("snapshot_state", "hand number does not match the log",
                                hands=table.hand_number, logged=ends)
        if rebuys != sum(st.rebuys for st in table.seats.values()):
            raise SnapshotError("snapshot_state", "rebuys do not match the log")
        if self.log and not isinstance(self.log[-1], LoggedHandEnd | LoggedRebuy | LoggedSitOut):
            raise SnapshotError("snapshot_state", "the snapshot does not end on a whole hand")
        if table.chip_total() != self.bought_in:
            raise SnapshotError("snapshot_state", "chips do not add up")


SNAPSHOT_FORMAT = "felt-snapshot"
SNAPSHOT_VERSION = 2
"""Version 1 was a pickle (never read); 2 is plain data."""

_SNAPSHOT_KEYS = frozenset({"format", "version", "log_length", "log_digest", "table", "session",
                            "bots"})
_TABLE_KEYS = frozenset({"hand_number", "level_index", "hands_at_level", "minutes_played",
                         "level_started_minute", "button", "first_hand", "seats"})
_OLD_SEAT_KEYS = frozenset({"stack", "rebuys", "busted", "sitting_out"})
_SEAT_KEYS = _OLD_SEAT_KEYS | {"waiting_for_big_blind"}
_SESSION_KEYS = frozenset({"auto_rebuy", "show_all", "hand_started_at", "over_reported",
                           "bought_in"})


def _real_minutes() -> float:
    return time.monotonic() / 60.0


def log_hasher(entries: Iterable[LogEntry], into: Any = None) -> Any:
    """A ``hashlib`` object fed with log entries (after what ``into`` was fed, if given)."""
    hasher = into if into is not None else hashlib.sha256()
    for entry in entries:
        hasher.update(repr(entry).encode())
    return hasher


def log_digest(entries: Iterable[LogEntry]) -> str:
    """A fingerprint of log entries: their exact values, play minutes included."""
    return str(log_hasher(entries).hexdigest())


# ---------------------------------------------------------------------- chip counts


@dataclass(frozen=True, slots=True)
class ChipCount:
    """Where every chip is: stacks, bets in front of the seats, and the pots.

    The window compares what it shows against this after each step.
    """

    stacks: tuple[tuple[int, int], ...]  # (seat, chips behind) for every seat at the table
    bets: tuple[tuple[int, int], ...]  # (seat, bet) for seats with a bet out
    pots: tuple[int, ...]  # main pot, then side pots (empty once they are pushed)

    @property
    def total(self) -> int:
        return sum(s for _, s in self.stacks) + sum(b for _, b in self.bets) + sum(self.pots)


def chip_count(session: GameSession) -> ChipCount:
    """The chip count of a session at this moment."""
    table = session.table
    stacks = {s: st.stack for s, st in table.seats.items()}
    hand = table.hand
    bets: tuple[tuple[int, int], ...] = ()
    pots: tuple[int, ...] = ()
    if hand is not None and not session.wrapped:
        for pos, seat in enumerate(hand.seats):
            stacks[seat] = hand.stacks[pos]
        if not hand.finished:
            bets = tuple(sorted(
                (seat, b) for seat, b in zip(hand.seats, hand.bets, strict=True) if b))
            pots = tuple(p.amount for p in hand.pots)
    return ChipCount(tuple(sorted(stacks.items())), bets, pots)

"""Each table event spoken by the screen reader, in the words of the log, never faster than
the reader speaks.

An observer of the table model: for every event the log has a line for, the same line
(:func:`gui.base.log_words.describe`) is sent to the screen reader
(:mod:`gui.base.screen_reader`, as an announcement or a notification, as the person chose).
How much is said is the person's choice (:class:`Verbosity`, remembered under
:data:`SETTING`).

**Pacing.** A screen reader queues what it is sent (Orca 46 and later) or cuts it short
(Orca 43's notifications); either way a burst of news is lost or keeps the person listening to
old news when their turn comes. The announcer estimates when the reader has finished
(:func:`gui.base.screen_reader.seconds_to_say` at the person's rate) and holds the table's
news until then; what waited is said as one sentence (others' actions summed up,
``gui/access/round_summary.py``). The person's turn is never held: it is sent at once,
urgent, with the news that waited summed in front of it when that is short, and it says
itself everything needed to act (the amount to call, a new card, the pot, the stack). A hand
laid out at once (Continue) is said in one sentence when it is shown
(:meth:`Announcer.hush`, :meth:`Announcer.resumed`).

Tests: tests/gui/access/test_keyboard_only.py, tests/gui/access/test_round_summary.py,
tests/gui/access/test_table_mirror.py
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from collections.abc import Mapping
from enum import Enum
from typing import ClassVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import GameOver
from engine.play.session import HandWrapped
from engine.play.session import PersonToAct
from engine.play.session import PersonToShow
from engine.play.table_model import EVENT_TYPES
from engine.play.table_model import TableModel
from engine.rules.events import ActionTaken
from engine.rules.events import BettingRoundStarted
from engine.rules.events import BoardDealt
from engine.rules.events import HandShown
from engine.rules.events import HandStarted
from engine.rules.events import PotAwarded
from gui.access import turn_words
from gui.access.access_words import spoken_symbols
from gui.access.round_summary import summary
from gui.base import log_words
from gui.base import screen_reader
from gui.base import settings
from gui.base.action_keys import key_text

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

SETTING = "announcements"  # the remembered Verbosity's value
HEARD = 200  # announcements kept, newest last (the history window, "say that again", tests)
AUTO_MUCK_SETTING = "muck_losing_hands"  # beaten hands mucked unasked (showdown_choice.py)
#: the longest the news summed in front of the person's turn may be (characters); longer
#: news is cut to the bets and raises, which change what the turn costs
TURN_NEWS_LIMIT = 90
PART_SECONDS = 4.0  # the longest the table's news is said in one piece (when it can be cut)
Politeness = QAccessible.AnnouncementPoliteness


class Verbosity(Enum):
    """How much the screen reader is told without being asked."""

    EVERYTHING = "everything"
    MINE = "mine"  # the person's turn and results only
    OFF = "off"


def saved_verbosity() -> Verbosity:
    try:
        return Verbosity(settings.value(SETTING, Verbosity.EVERYTHING.value))
    except ValueError:
        return Verbosity.EVERYTHING


class Headline(str):
    """News that is said before the person's turn even when other news is left out: who won
    the last pot (the turn says the board and the pot, not the hand before)."""

    __slots__ = ()


class Announcer(TableObserver):
    """Speaks the table's events through ``target`` (the widget the words come from).

    :param names: the players' names as shown, by seat.
    :param person: the seat spoken to as "you", or ``None``.
    :param clock: seconds, for the pacing (a fake one in tests).
    :param quiet: whether the table is only laid out again (a lesson's step shown at once):
        its events are old news, not said.
    """

    def __init__(self, target: QWidget, names: Callable[[], Mapping[int, str]],
                 person: Callable[[], int | None],
                 clock: Callable[[], float] = time.monotonic,
                 quiet: Callable[[], bool] = lambda: False) -> None:
        self._target = target
        self._quiet = quiet  # a hand laid out again at once: nothing to tell
        self._clock = clock
        self._speaking_until = 0.0  # when the screen reader has said what it was sent
        #: others' actions and the table's other news (in words), held until the reader is free
        self.waiting: list[ActionTaken | str] = []  # Headline: kept before the turn
        self._flush_timer = QTimer(target)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.timeout.connect(self.flush)
        self._names = names
        self._person = person
        self.names = names  # read by the reading keys (gui/keys/reading_keys.py)
        self.person = person
        self.verbosity = saved_verbosity()
        self.rate = screen_reader.saved_rate()
        self.channel = screen_reader.saved_channel()
        self.heard: deque[tuple[str, Politeness]] = deque(maxlen=HEARD)
        self.times: deque[float] = deque(maxlen=HEARD)  # when each of ``heard`` was sent
        self.said = 0  # announcements sent in all
        self.hushed = False  # a hand laid out at once: said as one sentence when shown
        self._turn_held: PersonToAct | None = None  # the person's turn while hushed
        self._board_told = 0  # board cards the person's last turn in this hand named
        self._model: TableModel | None = None  # the table as the last event left it
        self._last_actor: int | None = None  # who acted last in this betting round
        self._acted = False  # the person has acted in this betting round
        self._turn_open = False  # the person's turn came and they have not acted yet

    def set_verbosity(self, verbosity: Verbosity) -> None:
        """Use and remember ``verbosity``.

        :raises OSError: the settings cannot be written (it is used all the same).
        """
        self.verbosity = verbosity
        settings.remember(SETTING, verbosity.value)

    def announce(self, text: str, politeness: Politeness = Politeness.Polite) -> None:
        """Send ``text`` (its suit symbols said in words) to the screen reader now."""
        text = spoken_symbols(text)
        self.said += 1
        now = self._clock()
        self.heard.append((text, politeness))
        self.times.append(now)
        start = now if politeness == Politeness.Assertive and \
            self.channel is screen_reader.Channel.NOTIFICATION else max(now, self._speaking_until)
        self._speaking_until = start + screen_reader.seconds_to_say(text, self.rate)
        screen_reader.send(self._target, text, politeness == Politeness.Assertive, self.channel)

    def flush(self) -> None:
        """Say the events that waited, as one sentence (unless the person acts next: then
        their turn, coming at once, says them)."""
        self._flush_timer.stop()
        if self.waiting and not self._person_next() and not self._person_to_act():
            count = self._first_part()
            text = self._summed(self.waiting[:count])
            self.waiting = self.waiting[count:]
            if text:
                self.announce(text)
            if self.waiting:  # the rest when this part is said
                self._flush_timer.start(round(
                    max(0.0, self._speaking_until - self._clock()) * 1000))

    def _first_part(self) -> int:
        """How many waiting items to say now: at least one (a run of actions counts as
        one), more while they fit in :data:`PART_SECONDS`. A reader that queues says one
        part at a time, so the person's turn never waits behind more than one."""
        total, count = 0.0, 0
        while count < len(self.waiting):
            end = count + 1
            while end < len(self.waiting) and not isinstance(self.waiting[end - 1], str) \
                    and not isinstance(self.waiting[end], str):
                end += 1  # a run of actions is one sentence
            total += screen_reader.seconds_to_say(self._summed(self.waiting[count:end]),
                                                  self.rate)
            if count and total > PART_SECONDS:
                break
            count = end
        return count

    def _summed(self, events: list[ActionTaken | str]) -> str:
        """The held news in order, each run of actions summed up in one sentence."""
        parts: list[str] = []
        run: list[ActionTaken] = []
        for event in [*events, ""]:
            if not isinstance(event, str):  # an action
                run.append(event)
                continue
            if run:
                parts.append(summary(run, self._names(), self._person()))
                run = []
            parts.append(event)
        return " ".join(part for part in parts if part)

    def _urgent(self, text: str) -> None:
        """Say ``text`` at once, after the news that waited, in one announcement (a second
        one would cut the first short)."""
        self._flush_timer.stop()
        before = self._summed(self.waiting)
        self.waiting = []
        self.announce(f"{before} {text}" if before else text, Politeness.Assertive)

    def _person_to_act(self) -> bool:
        """Whether the person still acts in this betting round (not yet, or a bet came
        since): the table's news waits for their turn, which says it, rather than being
        queued in front of it (a screen reader that queues would keep them waiting)."""
        model, person = self._model, self._person()
        if model is None or person is None or not model.hand_running \
                or person not in model.stacks:
            return False
        state = model.seat(person)
        if not state.in_hand or state.folded or state.all_in:
            return False
        highest = max((model.seat(seat).bet for seat in model.stacks), default=0)
        return not self._acted or state.bet < highest

    def _person_next(self) -> bool:
        """Whether the person acts next (after the player thinking now, the player who
        acted last or, on a new street, the button): news sent now would be said over
        their turn."""
        model, person = self._model, self._person()
        if model is None or person is None or not model.hand_running:
            return False
        to_act = model.to_act
        if to_act == person and not self._turn_open:
            to_act = None  # the person has acted: the model's turn is stale until the next
        if to_act == person:
            return True
        after = next((seat for seat in (to_act, self._last_actor, model.button)
                      if seat is not None), None)
        seats = sorted(model.stacks)
        if after is None or after not in seats:
            return False
        start = seats.index(after)
        for offset in range(1, len(seats)):
            seat = seats[(start + offset) % len(seats)]
            state = model.seat(seat)
            if state.in_hand and not state.folded and not state.all_in:
                return seat == person
        return False

    def _hold(self, event: ActionTaken | str) -> None:
        """Say ``event`` when the reader is free, with whatever else waits by then."""
        self.waiting.append(event)
        wait = self._speaking_until - self._clock()
        if wait <= 0:
            self.flush()
        elif not self._flush_timer.isActive():
            self._flush_timer.start(round(wait * 1000))

    def _news_before_turn(self) -> str:
        """What waited, short enough to say before the person's turn: the last hand's
        result, then the actions (streets dealt and blinds are left out: the turn names
        the new cards and the pot)."""
        self._flush_timer.stop()
        headlines = [e for e in self.waiting if isinstance(e, Headline)]
        street = self._model.street if self._model is not None else None
        person = self._person()
        # The others' actions: this round's, and of earlier rounds what still matters (who
        # folded, who bet), not their checks.
        actions = [e for e in self.waiting if not isinstance(e, str) and e.seat != person
                   and (street is None or e.street == street or e.action != "check")]
        self.waiting = []
        text = summary(actions, self._names(), self._person()) if actions else ""
        if len(text) > TURN_NEWS_LIMIT:
            costly = [e for e in actions if e.action not in ("fold", "check")]
            text = summary(costly, self._names(), self._person()) if costly else ""
        return " ".join([*headlines, text]).strip()

    def hush(self) -> None:
        """A hand is about to be laid out at once (Continue): hold its events."""
        self.hushed = True
        self.waiting = []
        self._flush_timer.stop()

    def resumed(self, model: TableModel) -> None:
        """The hand laid out at once is shown: one sentence for it, then the turn."""
        if not self.hushed:
            return
        self.hushed = False
        self.waiting = []
        if self.verbosity is Verbosity.OFF or not model.hand_number:
            return
        text = turn_words.resumed_hand(model, self._names(), self._person())
        turn, self._turn_held = self._turn_held, None
        if turn is not None and model.to_act == turn.seat:
            self._board_told = len(model.board)
            text = f"{text} {turn_words.your_turn(model, turn.seat, 0, cards=False)}"
        self.announce(text, Politeness.Assertive)

    def _routine(self, event: object, model: TableModel) -> None:
        self._model = model
        self._tell(log_words.describe(event, self._names(), self._person()))

    def _tell(self, news: ActionTaken | str | None) -> None:
        """Hold ``news`` for the reader, when everything is to be said and the table is
        not only being laid out again."""
        if news and self.verbosity is Verbosity.EVERYTHING and not self.hushed \
                and not self._quiet():
            self._hold(news)

    def _shown(self, event: HandShown, model: TableModel) -> None:
        """A hand shown at showdown is a result: kept for the next turn if the reader is
        still busy when the next hand begins."""
        self._model = model
        text = log_words.describe(event, self._names(), self._person())
        self._tell(Headline(text) if text else None)

    def _hand_started(self, event: HandStarted, model: TableModel) -> None:
        self._board_told = 0
        # The last hand's actions are old news now; who won it is not.
        self.waiting = [e for e in self.waiting if isinstance(e, Headline)]
        self._round_started(event, model)

    def _round_started(self, event: object, model: TableModel) -> None:
        self._last_actor = None  # a new round: the first to act follows the button
        self._acted = False
        self._routine(event, model)

    def _board_dealt(self, event: BoardDealt, model: TableModel) -> None:
        self._model = model
        self._last_actor = None
        self._acted = False
        self._tell(turn_words.street_news(event))

    def _action(self, event: ActionTaken, model: TableModel) -> None:
        self._model = model
        self._last_actor = event.seat
        mine = event.seat == self._person()
        self._acted = self._acted or mine
        self._turn_open = self._turn_open and not mine
        self._tell(event)

    def _your_turn(self, event: PersonToAct, model: TableModel) -> None:
        if event.seat != self._person():
            return
        self._turn_open = True
        if self.verbosity is Verbosity.OFF:
            return
        if self.hushed:
            self._turn_held = event
            return
        text = turn_words.your_turn(model, event.seat, self._board_told,
                                    cards=self._board_told == 0 and not model.board)
        self._board_told = len(model.board)
        # The turn first (what it costs), then what the others did, then the rest of the
        # turn: one breath, and "Your turn" is the first thing heard.
        first, _, rest = text.partition(". ")
        before = self._news_before_turn()
        parts = [f"{first}." if rest else first, before, rest]
        self.announce(" ".join(part for part in parts if part), Politeness.Assertive)

    def _asked_to_show(self, event: PersonToShow, model: TableModel) -> None:
        """The person's beaten hand at showdown: the buttons wait for S or M (unless the
        person mucks such hands always, ``gui/play_controls/showdown_choice.py``)."""
        if self.verbosity is Verbosity.OFF or event.seat != self._person() \
                or settings.value(AUTO_MUCK_SETTING, False):
            return
        #: said to a screen reader user at showdown; S and M are the Show and Muck keys
        self._urgent(translate("Access", "Your hand cannot win. Show it (S) or muck it (M)?")
                     .replace("(S)", f"({key_text('act_show')})")
                     .replace("(M)", f"({key_text('act_muck')})"))

    def _result(self, event: object, model: TableModel,
                mine: bool, pots: tuple[int, ...] = ()) -> None:
        """A pot pushed, a hand wrapped, the game over: at once when it is the person's."""
        self._model = model
        if self.verbosity is Verbosity.OFF or (self.verbosity is Verbosity.MINE and not mine) \
                or self.hushed or self._quiet():
            return
        text = log_words.describe(event, self._names(), self._person(), pots)
        if not text:
            return
        if mine:
            self._urgent(text)
        else:
            self._hold(Headline(text))

    def _awarded(self, event: PotAwarded, model: TableModel) -> None:
        person = self._person()
        self._result(event, model, any(seat == person for seat, _ in event.shares),
                     model.pot_amounts())

    def _wrapped(self, event: HandWrapped, model: TableModel) -> None:
        self._result(event, model, self._person() in event.busted)

    def _game_over(self, event: GameOver, model: TableModel) -> None:
        self._result(event, model, True)

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {
        **dict.fromkeys(EVENT_TYPES, _routine),
        HandStarted: _hand_started,
        HandShown: _shown,
        BettingRoundStarted: _round_started,
        BoardDealt: _board_dealt,
        ActionTaken: _action,
        PersonToAct: _your_turn,
        PersonToShow: _asked_to_show,
        PotAwarded: _awarded,
        HandWrapped: _wrapped,
        GameOver: _game_over,
    }

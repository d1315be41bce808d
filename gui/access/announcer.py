"""Each table event spoken by the screen reader, in the words of the log.

An observer of the table model: for every event the log has a line for, the same line
(:func:`gui.base.log_words.describe`) is sent as a ``QAccessibleAnnouncementEvent``: polite
for the routine ones (the screen reader finishes what it says first), assertive for the
person's turn and the person's own result. How much is said is the person's choice
(:class:`Verbosity`, remembered in the settings under :data:`SETTING`).

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
from PySide6.QtCore import QObject
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtGui import QAccessibleAnnouncementEvent

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import GameOver
from engine.play.session import HandWrapped
from engine.play.session import PersonToAct
from engine.play.session import PersonToShow
from engine.play.table_model import EVENT_TYPES
from engine.play.table_model import TableModel
from engine.rules.events import ActionTaken
from engine.rules.events import PotAwarded
from gui.access.access_words import spoken_cards
from gui.access.access_words import spoken_symbols
from gui.access.round_summary import summary
from gui.base import log_words
from gui.base import settings
from gui.base.action_keys import key_text
from gui.base.texts import chips

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

SETTING = "announcements"  # the remembered Verbosity's value
HEARD = 50  # announcements kept, newest last (for a "say that again" key, and tests)
AUTO_MUCK_SETTING = "muck_losing_hands"  # beaten hands mucked unasked (showdown_choice.py)
CHARS_PER_SECOND = 15.0  # a screen reader at its usual rate (about 180 words a minute)
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


class Announcer(TableObserver):
    """Speaks the table's events through ``target`` (the object the announcement comes from).

    :param names: the players' names as shown, by seat.
    :param person: the seat spoken to as "you", or ``None``.
    """

    def __init__(self, target: QObject, names: Callable[[], Mapping[int, str]],
                 person: Callable[[], int | None],
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._target = target
        self._clock = clock
        self._speaking_until = 0.0  # when the screen reader has said the last announcement
        self.waiting: list[ActionTaken] = []  # others' actions that came while it spoke
        self._flush_timer = QTimer(target)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.timeout.connect(self.flush)
        self._names = names
        self._person = person
        self.names = names  # read by the reading keys (gui/keys/reading_keys.py)
        self.person = person
        self.verbosity = saved_verbosity()
        self.heard: deque[tuple[str, Politeness]] = deque(maxlen=HEARD)
        self.said = 0  # announcements sent in all

    def set_verbosity(self, verbosity: Verbosity) -> None:
        """Use and remember ``verbosity``.

        :raises OSError: the settings cannot be written (it is used all the same).
        """
        self.verbosity = verbosity
        settings.remember(SETTING, verbosity.value)

    def announce(self, text: str, politeness: Politeness = Politeness.Polite) -> None:
        """Send ``text`` (its suit symbols said in words) to the screen reader."""
        text = spoken_symbols(text)
        self.said += 1
        self.heard.append((text, politeness))
        now = self._clock()
        self._speaking_until = max(now, self._speaking_until if politeness == Politeness.Polite
                                   else now) + len(text) / CHARS_PER_SECOND
        event = QAccessibleAnnouncementEvent(self._target, text)
        event.setPoliteness(politeness)
        QAccessible.updateAccessibility(event)

    def flush(self) -> None:
        """Say the others' actions that waited, as one sentence."""
        self._flush_timer.stop()
        if self.waiting:
            text = summary(self.waiting, self._names(), self._person())
            self.waiting = []
            self.announce(text)

    def _summed_up(self) -> str:
        """The waiting actions' sentence, taken to be said with the next announcement."""
        self._flush_timer.stop()
        text = summary(self.waiting, self._names(), self._person()) if self.waiting else ""
        self.waiting = []
        return text

    def _routine(self, event: object, model: TableModel) -> None:
        if self.verbosity is not Verbosity.EVERYTHING:
            return
        self.flush()
        text = log_words.describe(event, self._names(), self._person())
        if text:
            self.announce(text)

    def _action(self, event: ActionTaken, model: TableModel) -> None:
        """Another player's action while the screen reader still speaks waits, to be said
        with the ones after it in one sentence."""
        now = self._clock()
        if (self.verbosity is Verbosity.EVERYTHING and event.seat != self._person()
                and (self.waiting or now < self._speaking_until)):
            self.waiting.append(event)
            if not self._flush_timer.isActive():
                self._flush_timer.start(max(0, round((self._speaking_until - now) * 1000)))
            return
        self._routine(event, model)

    def _your_turn(self, event: PersonToAct, model: TableModel) -> None:
        if self.verbosity is Verbosity.OFF or event.seat != self._person():
            return
        owed = min(model.owed(event.seat), model.stacks.get(event.seat, 0))
        if owed:
            #: said to a screen reader user; %1 the chips it costs to call
            text = translate("Access", "Your turn: %1 to call.").replace("%1", chips(owed))
        else:
            text = translate("Access", "Your turn: you can check.")
        cards = model.hole.get(event.seat, [])
        if cards:
            #: %1 the person's hole cards in words
            text += " " + translate("Access", "You hold %1.").replace("%1", spoken_cards(cards))
        before = self._summed_up()  # what the others did, then the turn, in one breath
        self.announce(f"{before} {text}" if before else text, Politeness.Assertive)

    def _asked_to_show(self, event: PersonToShow, model: TableModel) -> None:
        """The person's beaten hand at showdown: the buttons wait for S or M (unless the
        person mucks such hands always, ``gui/play_controls/showdown_choice.py``)."""
        if self.verbosity is Verbosity.OFF or event.seat != self._person() \
                or settings.value(AUTO_MUCK_SETTING, False):
            return
        self.flush()
        #: said to a screen reader user at showdown; S and M are the Show and Muck keys
        self.announce(translate("Access", "Your hand cannot win. Show it (S) or muck it (M)?")
                      .replace("(S)", f"({key_text('act_show')})")
                      .replace("(M)", f"({key_text('act_muck')})"),
                      Politeness.Assertive)

    def _result(self, event: object, model: TableModel,
                mine: bool, pots: tuple[int, ...] = ()) -> None:
        """A pot pushed, a hand wrapped, the game over: assertive when it is the person's."""
        if self.verbosity is Verbosity.OFF or (self.verbosity is Verbosity.MINE and not mine):
            return
        self.flush()
        text = log_words.describe(event, self._names(), self._person(), pots)
        if text:
            self.announce(text, Politeness.Assertive if mine else Politeness.Polite)

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
        ActionTaken: _action,
        PersonToAct: _your_turn,
        PersonToShow: _asked_to_show,
        PotAwarded: _awarded,
        HandWrapped: _wrapped,
        GameOver: _game_over,
    }

"""The reading keys of the game window: a key speaks a part of the table, "say that again"
repeats, and the amount keys step the bet by a big blind or a quarter of the pot.

One window-wide ``QShortcut`` per entry of :data:`gui.access.key_table.KEY_ACTIONS`, keyed
as the person chose; each answer goes to the screen reader as an assertive announcement (the
person asked, so it need not wait behind the table's routine news) through the window's
:class:`~gui.access.announcer.Announcer`. Help > Keyboard shortcuts lists them by their
``whatsThis``.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from functools import partial
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtGui import QShortcut
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QWidget

from engine.core.cards import rank_of
from engine.core.errors import FeltError
from engine.evaluation.hand_value import evaluate
from engine.play.table_model import TableModel
from gui.access import field_names
from gui.access import reading_words
from gui.access.announcer import SETTING
from gui.access.announcer import Announcer
from gui.access.announcer import Politeness
from gui.access.heard_list import HeardList
from gui.access.key_table import PORTABLE
from gui.access.key_table import READING_ACTIONS
from gui.access.key_table import SEATS
from gui.access.key_table import chosen_keys
from gui.access.key_table import portable
from gui.access.key_table import remember_keys
from gui.activities.beginners_mode import window_keys
from gui.base import i18n
from gui.base import screen_reader
from gui.base import settings
from gui.base.game_setup import GameSetup
from gui.base.texts import chips
from gui.base.texts import hand_name
from gui.keys.key_settings import KeysPage
from gui.play_controls.controls import ActionPanel
from gui.teaching.coach.coach_dock import CoachDock

POT_SHARE = 4  # the pot-fraction keys step by a quarter of the pot
KEY_NAME = "reading_key"  # the objectName of every shortcut made here


class ReadingWindow(Protocol):
    """What the keys read of the game window (``MainWindow``)."""

    model: TableModel
    announcer: Announcer
    panel: ActionPanel
    coach_dock: CoachDock
    setup: GameSetup | None


class ReadingKeys(QObject):
    """The reading and amount keys of ``window`` (a ``QMainWindow``)."""

    def __init__(self, window: ReadingWindow) -> None:
        assert isinstance(window, QMainWindow)
        super().__init__(window)
        self.window = window
        self.shortcuts: dict[str, QShortcut] = {}
        self._odds_parts: list[str] = []  # the coach's figures as said a part at a time
        self._odds_next = 0
        answers: dict[str, Callable[[], None]] = {
            "read_cards": lambda: self._say(reading_words.your_cards(self.model, self._you())),
            "read_board": lambda: self._say(reading_words.board(self.model)),
            "read_pot": lambda: self._say(reading_words.pot_and_call(self.model, self._you())),
            "read_turn": lambda: self._say(reading_words.whose_turn(
                self.model, self._names(), self._you())),
            "read_hand": lambda: self._say(reading_words.hand_name(self.hand())),
            "read_odds": self.read_odds,
            "read_stacks": lambda: self._say(reading_words.stacks(self.model, self._names(),
                                                                    self._you())),
            "say_again": self.say_again,
            "amount_up": lambda: self._step(self._big_blind()),
            "amount_down": lambda: self._step(-self._big_blind()),
            "amount_pot_up": lambda: self._step(self._pot_step()),
            "amount_pot_down": lambda: self._step(-self._pot_step()),
            "type_amount": self.type_amount,
            "pre_check_fold": lambda: self._pre_action(self.window.panel.pre_check_fold),
            "pre_call": lambda: self._pre_action(self.window.panel.pre_call),
            "pre_call_any": lambda: self._pre_action(self.window.panel.pre_call_any),
            "pre_fold_any": lambda: self._pre_action(self.window.panel.pre_fold_any),
            "heard_list": self.show_heard,
        }
        for seat in range(1, SEATS + 1):
            answers[f"read_seat_{seat}"] = partial(self._read_seat, seat - 1)  # from 0
        for action in READING_ACTIONS:
            shortcut = QShortcut(window)
            shortcut.setObjectName(KEY_NAME)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(answers[action.code])
            self.shortcuts[action.code] = shortcut
        self.apply(chosen_keys())
        for button in window.panel.quick.values():  # a quick size says the amount it chose
            button.clicked.connect(self._say_amount)
        i18n.follow(self, self.retranslate)  # a new language: what the keys do in its words
        field_names.install()  # every window's spin boxes, fields and lists named too

    @property
    def model(self) -> TableModel:
        return self.window.model

    def _names(self) -> Mapping[int, str]:
        return self.window.announcer.names()

    def _you(self) -> int | None:
        return self.window.announcer.person()

    def apply(self, keys: Mapping[str, str]) -> None:
        """Use ``keys`` (code -> key in portable text) from now on."""
        for code, key in keys.items():
            if code in self.shortcuts:  # the action keys are the panel's and the stepper's
                self.shortcuts[code].setKey(QKeySequence.fromString(key, PORTABLE))

    def retranslate(self) -> None:
        """What each key does, in the current language (Help > Keyboard shortcuts reads it)."""
        for action in READING_ACTIONS:
            self.shortcuts[action.code].setWhatsThis(action.words())

    def _read_seat(self, seat: int) -> None:
        self._say(reading_words.seat_report(self.model, seat, self._names(), self._you()))

    def _say(self, text: str) -> None:
        self.window.announcer.announce(text, Politeness.Assertive)

    def type_amount(self) -> None:
        """The caret in the amount box, its number chosen: type a bet, Enter makes it."""
        amount = self.window.panel.amount
        if self.window.panel.legal is None or not amount.isEnabled():
            self._say(self.tr("You cannot bet now."))
            return
        amount.setFocus()
        amount.selectAll()

    def _pre_action(self, box: QCheckBox) -> None:
        """Tick or untick a pre-action and say which, or say it cannot be chosen now."""
        if not (box.isEnabled() and box.isVisible()):
            #: a pre-action key pressed when that choice is not offered; %1 its words
            self._say(self.tr("%1: not now.").replace("%1", box.text().replace("&", "")))
            return
        box.toggle()
        #: a pre-action ticked or unticked by its key; %1 its words
        said = self.tr("%1: on.") if box.isChecked() else self.tr("%1: off.")
        self._say(said.replace("%1", box.text().replace("&", "")))

    def show_heard(self) -> None:
        """The list of what was said; Escape closes it."""
        HeardList([text for text, _ in self.window.announcer.heard], self.window).exec()

    def _say_amount(self) -> None:
        self._say(self.tr("Bet amount %1.").replace(
            "%1", chips(self.window.panel.amount.value())))

    def say_again(self) -> None:
        heard = self.window.announcer.heard
        if heard:
            self._say(heard[-1][0])
        else:
            #: "say that again" before anything was said
            self._say(self.tr("Nothing was said yet."))

    def hand(self) -> str | None:
        """The name of the person's best hand now ("Pair of Kings"), or ``None``."""
        seat = self._you()
        hole = list(self.model.hole.get(seat, [])) if seat is not None else []
        cards = hole + list(self.model.board)
        if len(hole) < 2:
            return None
        short = self.window.setup is not None and self.window.setup.variant == "short"
        if len(cards) < 5:  # before the flop: a pair or the high cards
            ranks = sorted((rank_of(card) for card in hole), reverse=True)
            return hand_name(1 if ranks[0] == ranks[1] else 0, ranks)
        try:
            found = evaluate(cards, short)
        except FeltError:
            return None
        return hand_name(found.category, found.ranks)

    def read_odds(self) -> None:
        """The coach's figures a part at a time: each press says the next line (850
        characters at once cannot be followed or stopped); new figures start again."""
        parts = reading_words.odds_parts(self._odds())
        if parts != self._odds_parts:
            self._odds_parts, self._odds_next = parts, 0
        if len(parts) <= 1:
            self._say(reading_words.odds(self._odds()))
            return
        index = self._odds_next % len(parts)
        self._odds_next = index + 1
        #: one part of the coach's figures, a key press at a time; %1 its number, %2 the
        #: parts, %3 the words
        self._say(self.tr("%1 of %2: %3").replace("%1", str(index + 1))
                  .replace("%2", str(len(parts))).replace("%3", parts[index]))

    def _odds(self) -> str:
        document = QTextDocument()
        document.setHtml(self.window.coach_dock.figures.text())
        return document.toPlainText()

    def _big_blind(self) -> int:
        return max(1, self.window.panel.amount.singleStep())

    def _pot_step(self) -> int:
        return max(self._big_blind(), self.model.pot_total() // POT_SHARE)

    def _step(self, by: int) -> None:
        panel = self.window.panel
        if panel.legal is None or not panel.amount.isEnabled():
            #: an amount key pressed when the person cannot bet
            self._say(self.tr("You cannot bet now."))
            return
        panel.amount.setValue(panel.amount.value() + by)
        #: %1 the amount in the bet box after an amount key
        self._say(self.tr("Bet amount %1.").replace("%1", chips(panel.amount.value())))


def other_keys(window: QWidget) -> list[tuple[str, str]]:
    """The window's keys that are not in the key table: (key in portable text, what they
    do)."""
    return [(portable(key), what) for key, what in window_keys(window)]


def apply_keys_page(window: QWidget, page: KeysPage) -> None:
    """Use and remember the announcements and keys chosen on Settings' page.

    :raises OSError: the settings cannot be written (the keys work all the same).
    """
    keys = window.findChild(ReadingKeys)
    if keys is not None:
        keys.apply({code: portable(key) for code, key in page.keys().items()})
        keys.window.announcer.verbosity = page.chosen_verbosity()
        keys.window.announcer.channel = page.chosen_channel()
        keys.window.announcer.rate = page.rate.value()
    try:
        settings.remember(SETTING, page.chosen_verbosity().value)
        settings.remember(screen_reader.CHANNEL_SETTING, page.chosen_channel().value)
        settings.remember(screen_reader.RATE_SETTING, page.rate.value())
        remember_keys(page.keys())
    finally:  # the panel, the showdown buttons and the stepper read their keys anew
        i18n.reword()

"""Show or muck: the moment at showdown when the person's hand cannot win.

The rules let a player whose hand is beaten muck it unseen or show it anyway; online clients ask
with two buttons, and remember "muck losing hands" for those who never want to be asked. The
engine waits for the answer as it waits for a bet (:class:`~engine.play.session.PersonToShow`);
:class:`ShowdownChoice` lays the two buttons over the action panel, whose own buttons have
nothing to do at that moment, and sends the answer back. Nobody is asked for ever: as an
online client does when its clock runs out, the hand is mucked after the action clock's time
(:attr:`ShowdownChoice.wait_seconds`), and the buttons count it down.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import GameSession
from engine.play.session import PersonToShow
from engine.play.table_model import TableModel
from engine.rules.events import HandEnded
from engine.rules.events import HandStarted
from gui.base import i18n
from gui.base import settings
from gui.base import speeds
from gui.base.action_keys import key_of
from gui.session.engine_thread import SessionFactory

AUTO_MUCK = "muck_losing_hands"  # settings key (gui/base/settings.py): never ask, muck
TICK_MS = 250  # how often the countdown beside Show and Muck is said again

STYLE = """
QWidget#showdown { background: #151b20; }
QPushButton#show:enabled { background: #2b5e8e; }
QPushButton#muck:enabled { background: #4a5560; }
QLabel#showdown_question { color: #ffd54f; font-weight: bold; }
QLabel#showdown_countdown { color: #cfd8dc; }
"""


def asking(factory: SessionFactory) -> SessionFactory:
    """``factory``'s session, asking the person to show or muck (the window answers for them
    when they chose to muck losing hands: the log then says so too)."""

    def make() -> GameSession:
        session = factory()
        session.ask_to_show = True
        return session

    return make


def auto_muck() -> bool:
    """The person chose "Muck losing hands automatically"."""
    return settings.value(AUTO_MUCK, False)


class ShowdownChoice(QWidget, TableObserver):
    """Show and Muck over ``panel`` while the showdown waits for the person.

    ``chosen`` carries ``True`` to show, ``False`` to muck.

    :param person: the person's seat (the one the engine may ask).
    """

    chosen = Signal(bool)

    def __init__(self, panel: QWidget, person: Callable[[], int | None]) -> None:
        super().__init__(panel)
        self.setObjectName("showdown")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(STYLE)
        self._panel = panel
        self._person = person
        # Seconds until the hand is mucked unanswered (the default action clock's time).
        self.wait_seconds = speeds.ACTION_CLOCK_SECONDS
        self._left = 0
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._count_down)
        self.question = QLabel()
        self.question.setObjectName("showdown_question")
        self.countdown = QLabel()
        self.countdown.setObjectName("showdown_countdown")
        self.show_button = QPushButton()
        self.show_button.setObjectName("show")
        self.muck_button = QPushButton()
        self.muck_button.setObjectName("muck")
        self._keys: list[QShortcut] = []
        for button, show in ((self.show_button, True), (self.muck_button, False)):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, s=show: self._answer(s))
            key = QShortcut(panel)
            key.setContext(Qt.ShortcutContext.WindowShortcut)
            key.activated.connect(lambda b=button: b.click() if self.isVisible() else None)
            self._keys.append(key)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.addStretch(1)
        row.addWidget(self.question)
        row.addSpacing(12)
        row.addWidget(self.show_button)
        row.addWidget(self.muck_button)
        row.addSpacing(8)
        row.addWidget(self.countdown)
        row.addStretch(1)
        panel.installEventFilter(self)
        i18n.follow(self, self._retranslate)
        self.hide()

    @property
    def asked(self) -> bool:
        """The buttons are up: the table waits for the person's answer."""
        return self.isVisible()

    def _asked_to_show(self, event: PersonToShow, model: TableModel) -> None:
        """The engine asks: the buttons, unless the person always mucks."""
        if event.seat != self._person():
            return
        if auto_muck():
            self._answer(False)
        else:
            self.setGeometry(self._panel.rect())
            self._left = max(1, math.ceil(self.wait_seconds * 1000 / TICK_MS))
            self._say_left()
            self._tick.start()
            self.show()
            self.raise_()

    def _hand_over(self, event: HandStarted | HandEnded, model: TableModel) -> None:
        self._tick.stop()
        self.hide()

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {
        PersonToShow: _asked_to_show,
        HandStarted: _hand_over,
        HandEnded: _hand_over,
    }
    """Ask when the engine asks, go away with the hand."""

    def _answer(self, show: bool) -> None:
        self._tick.stop()
        self.hide()
        self.chosen.emit(show)

    def _count_down(self) -> None:
        """One tick of the wait: the hand is mucked when it has run out."""
        self._left -= 1
        if self._left <= 0:
            self._answer(False)
        else:
            self._say_left()

    def _say_left(self) -> None:
        seconds = math.ceil(self._left * TICK_MS / 1000)
        #: at showdown, beside Show and Muck: the hand is mucked unanswered after %n seconds
        self.countdown.setText(self.tr("Mucked in %n s", "", seconds))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._panel and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._panel.rect())
        return False

    def _retranslate(self) -> None:
        #: at showdown, when the person's hand cannot win any pot
        self.question.setText(self.tr("Your hand cannot win. Show it anyway?"))
        if self._tick.isActive():
            self._say_left()
        self.show_button.setText(self.tr("Show"))
        #: give up the beaten hand without showing it
        self.muck_button.setText(self.tr("Muck"))
        show_key, muck_key = self._keys
        show_key.setKey(key_of("act_show"))  # S and M unless chosen (gui/base/action_keys.py)
        muck_key.setKey(key_of("act_muck"))
        native = QKeySequence.SequenceFormat.NativeText
        #: %1 the keyboard shortcut
        self.show_button.setToolTip(self.tr("Turn your cards up for everyone to see (%1)")
                                    .replace("%1", show_key.key().toString(native)))
        self.muck_button.setToolTip(self.tr("Throw your cards away unseen (%1); Game > "
                                            "Settings can do this every time")
                                    .replace("%1", muck_key.key().toString(native)))

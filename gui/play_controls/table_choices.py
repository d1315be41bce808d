"""Game > Sit out and Game > Last hand: a regular's ways to leave the table for a while or
for good.

Sitting out deals the person out from the next hand on; coming back deals them in at their
big blind. In a tournament they stay dealt in, post their blinds and antes and their hand is
folded, and coming back plays the next hand (the rules and their reasons:
:meth:`engine.rules.table.Table.sit_out`, docs/rules.md).
"Last hand" ends a cash game after the hand being played, with the usual game over and its
standings; a tournament plays to its end, so the entry is off there. The engine answers each
request (accepted, or refused with a reason shown in the action panel).
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import GameOver
from engine.play.table_model import TableModel
from engine.rules.events import HandStarted
from gui.base import i18n
from gui.base.game_setup import GameSetup
from gui.session.engine_thread import EngineThread
from gui.session.engine_thread import Refusal

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
MESSAGE_MS = 8000  # how long the status bar says a request was accepted
SIT_OUT_REFUSALS = frozenset({"too_few_players", "busted"})  # codes of a refused sitting out


class TableChoices(QObject, TableObserver):
    """The Sit out and Last hand entries of the Game menu, kept in step with the game.

    :param engine: the running engine thread, or ``None`` between games.
    :param setup: the running game's setup (only a cash game has a last hand).
    """

    def __init__(self, window: QMainWindow, menu: QMenu,
                 engine: Callable[[], EngineThread | None],
                 setup: Callable[[], GameSetup | None]) -> None:
        super().__init__(window)
        self.window = window
        self._engine = engine
        self._setup = setup
        self._connected: EngineThread | None = None
        menu.addSeparator()
        self.sit_out_action = QAction(self)
        self.sit_out_action.setObjectName("sit_out")
        self.sit_out_action.setCheckable(True)
        self.sit_out_action.toggled.connect(self._sit_out)
        self.last_hand_action = QAction(self)
        self.last_hand_action.setObjectName("last_hand")
        self.last_hand_action.triggered.connect(self._last_hand)
        menu.addAction(self.sit_out_action)
        menu.addAction(self.last_hand_action)
        i18n.follow(self, self.retranslate)
        self.game_changed()

    def retranslate(self) -> None:
        #: Game menu: deal me out from the next hand (ticked again: deal me in at my big blind)
        self.sit_out_action.setText(translate("TableChoices", "Sit &out"))
        self.sit_out_action.setToolTip(translate(
            "TableChoices", "Deal me out from the next hand; untick to be dealt in again at "
                            "your big blind (in a tournament: blinds and antes are still "
                            "posted and the hand folded; untick to play the next hand)"))
        #: Game menu: end the cash game after the hand being played
        self.last_hand_action.setText(translate("TableChoices", "&Last hand"))

    def game_changed(self) -> None:
        """A new game (or none): nobody sits out, and a last hand only in a cash game."""
        engine = self._engine()
        if engine is self._connected:
            return
        self._connected = engine
        self.sit_out_action.blockSignals(True)
        self.sit_out_action.setChecked(False)
        self.sit_out_action.blockSignals(False)
        setup = self._setup()
        person = setup is not None and setup.person and not setup.hot_seat
        self.sit_out_action.setEnabled(engine is not None and person)
        self.last_hand_action.setEnabled(engine is not None and setup is not None and setup.cash)
        if engine is not None:
            engine.sitting_out.connect(self._sat_out)
            engine.closing.connect(self._closing)
            engine.refused.connect(self._refused)

    def _sit_out(self, out: bool) -> None:
        engine = self._engine()
        if engine is not None:
            engine.sit_out(out)

    def _last_hand(self) -> None:
        engine = self._engine()
        if engine is not None:
            engine.last_hand()

    def _current(self) -> bool:
        """The signal comes from the running game's engine, not one stopped a moment ago."""
        return self._connected is not None and self.sender() is self._connected.worker

    def _sat_out(self, out: bool) -> None:
        if not self._current():
            return
        setup = self._setup()
        if setup is not None and not setup.cash:
            #: status bar, tournament: the person sits out (TDA: blinds and antes still posted)
            said = translate("TableChoices", "You sit out from the next hand: you still post "
                                             "blinds and antes, and your hand is folded.") \
                if out else translate("TableChoices", "You play again from the next hand.")
        else:
            said = translate("TableChoices", "You sit out from the next hand.") if out else \
                translate("TableChoices", "You are dealt in again at your big blind.")
        self.window.statusBar().showMessage(said, MESSAGE_MS)

    def _refused(self, refusal: Refusal) -> None:
        """Sitting out was refused (the panel says why): the entry is unticked again."""
        if self._current() and refusal.error.code in SIT_OUT_REFUSALS:
            self.sit_out_action.blockSignals(True)
            self.sit_out_action.setChecked(False)
            self.sit_out_action.blockSignals(False)

    def _closing(self) -> None:
        if not self._current():
            return
        self.last_hand_action.setEnabled(False)
        self.window.statusBar().showMessage(
            translate("TableChoices", "The game ends after this hand."), MESSAGE_MS)

    def _hand_started(self, event: HandStarted, model: TableModel) -> None:
        self.game_changed()

    def _game_over(self, event: GameOver, model: TableModel) -> None:
        self.sit_out_action.setEnabled(False)
        self.last_hand_action.setEnabled(False)

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {
        HandStarted: _hand_started,
        GameOver: _game_over,
    }
    """A new game's first hand connects its engine; the game's end closes both entries."""

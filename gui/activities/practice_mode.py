"""Practice games in the game window: the settings of New Game's Practice group put to work.

Open cards reuse the beginners' View > Show all cards; the coach is the coach dock (which
remembers itself); the advisor's suggestion is computed in its own thread
(:mod:`gui.teaching.practice.advice_thread`) and shown in the practice bar above the buttons; Ctrl+Z
(or the bar's button) asks the engine thread to take back the person's last action, which
rebuilds the hand from the session's log (:mod:`engine.teaching.practice.practice_aids`) and shows
it again up
to the person's turn.

Honesty: the engine thread is told which aids are on, and marks every hand played with one;
the history shows the marks and the exports carry them. The main window builds one
:class:`Practice` and otherwise knows nothing of practice.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import ClassVar
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QBoxLayout
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu

from engine.bots.explain import Thought
from engine.core.errors import FeltError
from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import PersonToAct
from engine.play.table_model import EVENT_TYPES
from engine.play.table_model import TableModel
from engine.rules.events import ActionTaken
from engine.rules.events import HandEnded
from engine.rules.events import HandStarted
from engine.teaching.practice.practice_aids import ADVISOR
from engine.teaching.practice.practice_aids import OPEN_CARDS
from gui.activities.beginners_mode import Beginners
from gui.activities.new_game import NewGameDialog
from gui.base import i18n
from gui.base import settings
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.play_controls.person_turn import PersonTurn
from gui.session.engine_thread import EngineThread
from gui.table.hand_log import HandLog
from gui.table.scene import TableScene
from gui.teaching.coach import coach_dock
from gui.teaching.coach.coach_dock import CoachDock
from gui.teaching.practice.advice_thread import AdviceThread
from gui.teaching.practice.advice_words import advice_sentence
from gui.teaching.practice.practice_bar import UNDO_KEY
from gui.teaching.practice.practice_bar import PracticeBar

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
MESSAGE_MS = 8000  # how long the status bar says what became of a take-back


class Host(Protocol):
    """What practice uses of the main window."""

    scene: TableScene
    model: TableModel
    setup: GameSetup | None
    engine: EngineThread | None
    log: HandLog
    coach_dock: CoachDock
    game_menu: QMenu
    beginners: Beginners
    turn: PersonTurn


class Practice(QObject, TableObserver):
    """The practice aids of ``main`` (``host`` is the same window seen through :class:`Host`)."""

    def __init__(self, main: QMainWindow, host: Host) -> None:
        super().__init__(main)
        self.main = main
        self.host = host
        self.bar = PracticeBar()
        self.bar.hide()
        self.bar.undo_clicked.connect(self.undo)
        central = main.centralWidget()
        layout = central.layout() if central is not None else None
        if isinstance(layout, QBoxLayout):  # just above the person's buttons
            layout.insertWidget(layout.indexOf(host.turn.panel), self.bar)
        self.undo_action = QAction(main)
        self.undo_action.setShortcut(UNDO_KEY)
        self.undo_action.triggered.connect(self.undo)
        host.game_menu.insertAction(host.game_menu.actions()[2], self.undo_action)
        # The advisor can be switched on and off during a game too (hands it was on for are
        # marked, as with New Game's setting).
        self.advisor_action = QAction(main)
        self.advisor_action.setCheckable(True)
        self.advisor_action.setEnabled(False)
        self.advisor_action.toggled.connect(self.set_advisor)
        host.game_menu.insertAction(host.game_menu.actions()[3], self.advisor_action)
        self.advice: AdviceThread | None = None
        self._advice_on = False
        self._turn_serial = -1  # the advice thread's number of the person's turn
        self._thought: Thought | None = None  # the advice shown, said again on a language change
        self._restore_speed: speeds.Speed | None = None
        host.scene.drained.connect(self._drained)
        host.beginners.show_all_action.toggled.connect(lambda _on: self.send_aids())
        i18n.follow(self, self.retranslate)

    # ------------------------------------------------------------------ a game

    def apply_dialog(self, dialog: NewGameDialog) -> None:
        """The New Game dialog's coach choice: the dock shown or hidden, and remembered."""
        on = dialog.coach.isChecked()
        self.host.coach_dock.setVisible(on)
        with contextlib.suppress(OSError):  # the dock says so itself when it cannot save
            settings.remember(coach_dock.SETTING, on)

    def game_started(self, setup: GameSetup, engine: EngineThread) -> None:
        """A new game (or a continued one): its aids on, the engine thread told."""
        engine.undone.connect(self._undone)
        engine.undo_refused.connect(self._refused)
        practice = setup.practice
        if setup.person and not setup.hot_seat:
            self.host.beginners.show_all_action.setChecked(setup.open_cards)
        self._start_advice(practice and setup.advisor, setup)
        self.advisor_action.blockSignals(True)
        self.advisor_action.setChecked(self._advice_on)
        self.advisor_action.blockSignals(False)
        self.advisor_action.setEnabled(setup.person and not setup.hot_seat)
        self.undo_action.setEnabled(setup.person)
        self.send_aids(engine)

    def set_advisor(self, on: bool) -> None:
        """Game > Advisor hints during a game: from this moment (the running hand is marked)."""
        setup = self.host.setup
        if setup is None or not setup.person or setup.hot_seat:
            return
        self._start_advice(on, setup)
        if on and self.advice is not None:
            serial = self.advice.feed(self.host.model.hand_events)  # catch up with the hand
            if self.host.model.to_act == self.host.scene.person_seat:
                self._turn_serial = serial
        self.send_aids()

    def _start_advice(self, on: bool, setup: GameSetup) -> None:
        """The advisor (a fresh expert) started or stopped, and the bar shown to match."""
        self._advice_on = on
        self._thought = None
        self.bar.set_advice("")
        self.bar.advice.setVisible(on)
        undo = setup.practice and setup.undo
        self.bar.undo_button.setVisible(undo)
        self.bar.setVisible(on or undo)
        if on:
            if self.advice is None:
                self.advice = AdviceThread(self)
                self.advice.advised.connect(self._advised)
            self.advice.new_game(0, setup.seed or 0)
        elif self.advice is not None:
            self.advice.stop()

    def aids(self) -> frozenset[str]:
        """The aids on now that the history must know of."""
        setup = self.host.setup
        if setup is None or not setup.person or setup.hot_seat:
            return frozenset()
        aids = set()
        if self.host.beginners.show_all_action.isChecked():
            aids.add(OPEN_CARDS)  # the practice setting or View > Show all cards
        if self._advice_on:
            aids.add(ADVISOR)
        return frozenset(aids)

    def send_aids(self, engine: EngineThread | None = None) -> None:
        engine = engine or self.host.engine
        setup = self.host.setup
        if engine is not None and setup is not None:
            engine.set_practice(self.aids(), setup.practice and setup.undo)

    # ------------------------------------------------------------------ the advisor

    def _advise(self, event: object, model: TableModel) -> int | None:
        """The advisor (when on) follows every event; the number it gave the event."""
        if not self._advice_on or self.advice is None:
            return None
        return self.advice.feed((event,))

    def _person_to_act(self, event: PersonToAct, model: TableModel) -> None:
        serial = self._advise(event, model)
        if serial is not None and event.seat == self.host.scene.person_seat:
            self._turn_serial = serial

    def _turn_over(self, event: ActionTaken | HandStarted | HandEnded,
                   model: TableModel) -> None:
        if self._advise(event, model) is not None:
            self._turn_serial = -1
            self._thought = None
            self.bar.set_advice("")

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {
        **dict.fromkeys(EVENT_TYPES, _advise),
        PersonToAct: _person_to_act,
        ActionTaken: _turn_over,
        HandStarted: _turn_over,
        HandEnded: _turn_over,
    }
    """The advisor hears every event; the person's turn waits for its advice, which any
    action or a hand's start or end makes stale."""

    def _advised(self, serial: int, thought: Thought) -> None:
        model = self.host.model
        if serial != self._turn_serial or model.to_act != self.host.scene.person_seat:
            return  # the table has moved on since
        self._thought = thought
        self.bar.set_advice(advice_sentence(thought, self.host.scene.display_names()))

    # ------------------------------------------------------------------ undo

    def undo(self) -> None:
        """Take back the person's last action (practice games with undo on only)."""
        setup = self.host.setup
        if setup is None or not setup.practice or not setup.undo:
            self._say(translate(
                "Practice", "Taking back an action is a practice setting: tick \"Undo last "
                "action\" under Practice in New Game."))
            return
        if self.host.engine is not None:
            self.host.engine.undo()

    def _undone(self, hand_number: int) -> None:
        """The engine took the action back: the table is laid out again up to the turn."""
        host, setup = self.host, self.host.setup
        if setup is None:
            return
        host.turn.clock.stop()
        scene = host.scene
        scene.stop()
        scene.set_players(setup.names(), scene.person_seat, scene.plans.reveal_all)
        self._restore_speed = self._restore_speed or scene.speed
        scene.set_speed(speeds.Speed.INSTANT)  # the hand so far at once, then the usual pace
        #: the table log after Ctrl+Z; the hand's events so far follow again
        host.log.add(lambda: translate("Practice", "Practice: your last action was taken "
                                                   "back. The hand so far:"))
        self._say(translate("Practice", "Your last action was taken back."))

    def _drained(self) -> None:
        if self._restore_speed is not None:
            speed, self._restore_speed = self._restore_speed, None
            self.host.scene.set_speed(speed)

    def _refused(self, error: FeltError) -> None:
        if error.code == "nothing_to_undo":
            text = translate("Practice", "Nothing to take back: you have not acted in this "
                                         "hand yet.")
        else:
            text = translate("Practice", "Nothing was taken back: the game's record could "
                                         "not be changed.")
        self._say(text)

    def _say(self, text: str) -> None:
        self.main.statusBar().showMessage(text, MESSAGE_MS)

    # ------------------------------------------------------------------ the window

    def retranslate(self) -> None:
        #: Game menu: take back your last action in the hand (practice games)
        self.undo_action.setText(translate("Practice", "Take &back last action"))
        #: Game menu: the expert's suggestion above your buttons before you act (on/off)
        self.advisor_action.setText(translate("Practice", "Advisor &hints"))
        if self._thought is not None:
            self.bar.set_advice(advice_sentence(self._thought,
                                                self.host.scene.display_names()))


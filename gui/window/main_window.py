"""The main window: the table view, the person's controls, the log, menus and status bar."""

from __future__ import annotations

import gc
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import StorageError
from engine.play.session import DeckSource, GameOver, HandWrapped, PersonToAct
from engine.rules.actions import Action, LegalActions
from engine.rules.events import (
    ActionTaken,
    BetsCollected,
    BettingRoundStarted,
    HandEnded,
    HandStarted,
)
from engine.storage import Store
from gui.base import i18n, speeds, texts
from gui.base.cards import CardTheme
from gui.base.setup import GameSetup
from gui.session import saving
from gui.session.worker import Batch, EngineThread, Refusal, SessionFactory
from gui.table.items import Text
from gui.table.scene import TableScene
from gui.table.view import TableView
from gui.teaching.launch import open_trainer
from gui.window.controls import ActionPanel
from gui.window.history_menus import HistoryMenus
from gui.window.new_game import NewGameDialog


class MainWindow(QMainWindow):
    """The game window.

    :param speed: how fast the table moves.
    :param hands_limit: stop after this many hands (watch mode) and emit ``watch_finished``.
    """

    watch_finished = Signal()
    game_finished = Signal()

    def __init__(self, speed: speeds.Speed = speeds.Speed.NORMAL, deck: str = "standard",
                 back: str = "blue", hands_limit: int | None = None) -> None:
        super().__init__()
        i18n.ensure()
        speeds.set_speed(speed)
        self.theme = CardTheme(deck, back)
        self.scene = TableScene(self.theme, self)
        self.view = TableView(self.scene)
        self.panel = ActionPanel()
        self.panel.action_chosen.connect(self._send_action)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.setCentralWidget(central)

        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(3000)
        self.log.setStyleSheet("QPlainTextEdit { background: #10161b; color: #dfe6ea; "
                               "font-size: 12px; border: none; }")
        self.log_dock = QDockWidget(self)
        self.log_dock.setObjectName("log")
        self.log_dock.setWidget(self.log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)

        self.hand_label = QLabel()
        self.level_label = QLabel()
        self.pause_label = QLabel()
        self.statusBar().addWidget(self.hand_label)
        self.statusBar().addWidget(self.level_label)
        self.statusBar().addPermanentWidget(self.pause_label)

        self.engine: EngineThread | None = None
        self.store: Store | None = None  # saved games (gui/session/saving.py); None: not saved
        self.session_id: int | None = None  # the saved session being played
        self.save_label = QLabel()  # a problem while saving, shown until it is solved
        self.save_label.setStyleSheet("color: #ff8a80;")
        self.statusBar().addPermanentWidget(self.save_label)
        self._restore_speed: speeds.Speed | None = None  # after a continued hand shows
        self.setup: GameSetup | None = None
        self.hands_limit = hands_limit
        self.paused = False
        self.chip_errors: list[str] = []
        self.failures: list[str] = []
        self.hands_shown = 0
        self.last_batch: Batch | None = None
        self._legal: LegalActions | None = None
        self._stop_after = False
        self._finished = False
        self._level = (0, 0, 0)
        self._level_index = 0
        self._hand_number = 0
        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(100)
        self._clock_timer.timeout.connect(self._clock_tick)
        self._clock_watch = QElapsedTimer()
        self._clock_left = 0.0
        self._bank_left = 0.0

        # The log keeps what happened, not the words, so a language change retells it.
        self._log_lines: deque[Text] = deque(maxlen=self.log.maximumBlockCount())
        self._words: list[tuple[QAction, Callable[[], str]]] = []

        self.scene.event_started.connect(self._on_event)
        self.scene.drained.connect(self._on_drained)
        self._make_menus()
        self.resize(1280, 800)
        self._retranslate()

    # ------------------------------------------------------------------ menus

    def _make_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("")
        self._say(game.menuAction(), lambda: self.tr("&Game"))
        new = game.addAction("")
        self._say(new, lambda: self.tr("&New game…"))
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(self.ask_new_game)
        self.pause_action = game.addAction("")
        self._say(self.pause_action, lambda: self.tr("&Pause"))
        self.pause_action.setCheckable(True)
        self.pause_action.toggled.connect(self.set_paused)
        trainer = game.addAction("")
        self._say(trainer, lambda: self.tr("&Trainer…"))
        trainer.triggered.connect(
            lambda: open_trainer(self, self.store.path if self.store else None, self.theme))
        game.addSeparator()
        quit_action = game.addAction("")
        self._say(quit_action, lambda: self.tr("&Quit"))
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)

        view = bar.addMenu("")
        self._say(view.menuAction(), lambda: self.tr("&View"))
        speed_menu = view.addMenu("")
        self._say(speed_menu.menuAction(), lambda: self.tr("&Speed"))
        group = QActionGroup(self)
        speed_names: tuple[tuple[speeds.Speed, Callable[[], str]], ...] = (
            (speeds.Speed.SLOW, lambda: self.tr("Slow")),
            (speeds.Speed.NORMAL, lambda: self.tr("Normal")),
            (speeds.Speed.FAST, lambda: self.tr("Fast")),
            (speeds.Speed.INSTANT, lambda: self.tr("Instant")))
        for speed, say in speed_names:
            action = QAction(self, checkable=True)
            self._say(action, say)
            action.setChecked(speed is speeds.speed())
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            group.addAction(action)
            speed_menu.addAction(action)
        deck_menu = view.addMenu("")
        self._say(deck_menu.menuAction(), lambda: self.tr("&Cards"))
        decks = QActionGroup(self)
        deck_names: tuple[tuple[str, Callable[[], str]], ...] = (
            ("standard", lambda: self.tr("Standard deck")),
            ("four_colour", lambda: self.tr("Four-colour deck")))
        for deck, say in deck_names:
            action = QAction(self, checkable=True)
            self._say(action, say)
            action.setChecked(deck == self.theme.deck)
            action.triggered.connect(lambda _=False, d=deck: self.set_theme(d, self.theme.back))
            decks.addAction(action)
            deck_menu.addAction(action)
        deck_menu.addSeparator()
        backs = QActionGroup(self)
        back_names: tuple[tuple[str, Callable[[], str]], ...] = (
            ("blue", lambda: self.tr("Blue back")), ("red", lambda: self.tr("Red back")),
            ("green", lambda: self.tr("Green back")))
        for back, say in back_names:
            action = QAction(self, checkable=True)
            self._say(action, say)
            action.setChecked(back == self.theme.back)
            action.triggered.connect(lambda _=False, b=back: self.set_theme(self.theme.deck, b))
            backs.addAction(action)
            deck_menu.addAction(action)
        view.addAction(self.log_dock.toggleViewAction())
        self.history_menus = HistoryMenus(self, self, game, view)
        self._make_language_menu(view)

    def _make_language_menu(self, view: QMenu) -> None:
        """System, English, Deutsch: switches at once and is remembered for the next start."""
        menu = view.addMenu("")
        self._say(menu.menuAction(), lambda: self.tr("&Language"))
        self.language_menu = menu
        self.language_actions: dict[str, QAction] = {}
        group = QActionGroup(self)
        chosen = i18n.saved_language()
        # Each language is named in itself, as language menus do; "System" in the current one.
        names: tuple[tuple[str, Callable[[], str]], ...] = (
            #: language menu: follow the desktop's language
            ("system", lambda: self.tr("System")),
            ("en", lambda: "English"), ("de", lambda: "Deutsch"))
        for choice, say in names:
            action = QAction(self, checkable=True)
            self._say(action, say)
            action.setChecked(choice == chosen)
            action.triggered.connect(lambda _=False, c=choice: self.set_language(c))
            group.addAction(action)
            menu.addAction(action)
            self.language_actions[choice] = action

    def set_language(self, choice: str) -> None:
        """Switch every window to ``choice`` now and remember it."""
        try:
            i18n.save_language(choice)
        except OSError as error:
            self.statusBar().showMessage(
                self.tr("The language could not be saved: %1").replace("%1", str(error)), 8000)
        i18n.apply(choice)
        action = self.language_actions.get(choice)
        if action is not None and not action.isChecked():
            action.setChecked(True)

    def _say(self, action: QAction, say: Callable[[], str]) -> None:
        """Set an action's text now and again whenever the language changes."""
        self._words.append((action, say))
        action.setText(say())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        """Every word of the window in the current language: menus, table, log, status."""
        for action, say in self._words:
            action.setText(say())
        #: keyboard shortcut of Pause (a single letter)
        self.pause_action.setShortcut(QKeySequence(self.tr("P", "shortcut: pause")))
        self.pause_action.setToolTip(self.tr("Pause or resume the game (%1)").replace(
            "%1", self.pause_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)))
        self.log_dock.setWindowTitle(self.tr("Hand log"))
        self.scene.retranslate()
        self._render_log()
        self._update_title()
        self._update_status()
        problem = getattr(self, "_save_problem", None)
        if isinstance(problem, StorageError):
            self.save_label.setText(saving.problem_text(problem))
        if self._clock_timer.isActive():
            self._draw_clock()

    # ------------------------------------------------------------------ the log

    def _log(self, line: Text) -> None:
        """Add a line to the log; a function is said again when the language changes."""
        self._log_lines.append(line)
        self.log.appendPlainText(line if isinstance(line, str) else line())

    def _render_log(self) -> None:
        lines = [line if isinstance(line, str) else line() for line in self._log_lines]
        self.log.setPlainText("\n".join(lines))
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())

    def set_speed(self, speed: speeds.Speed) -> None:
        speeds.set_speed(speed)
        if self.engine is not None:
            self.engine.set_speed(speed)

    def set_theme(self, deck: str, back: str) -> None:
        theme = CardTheme(deck, back)
        self.theme = theme
        self.scene.theme = theme
        self.scene.deck.theme = theme
        self.scene.burn_pile.theme = theme
        for item in self.scene.items():
            if hasattr(item, "theme"):
                item.theme = theme
        self.scene.update()

    # ------------------------------------------------------------------ a game

    def ask_new_game(self) -> None:
        dialog = NewGameDialog(self.setup, self)
        if dialog.exec():
            self.start_game(dialog.setup())

    def start_game(self, setup: GameSetup, decks: DeckSource | None = None,
                   factory: SessionFactory | None = None) -> None:
        """Seat the players and start the engine thread (a running game is ended first).

        :param decks: stacked decks by hand number (tests, replays).
        :param factory: builds the session in the engine thread instead of ``setup.session``
            (tests that need unequal stacks); the names and seats must match ``setup``.
        """
        self.stop_engine()
        self.setup = setup
        self.chip_errors.clear()
        self.hands_shown = 0
        self._stop_after = False
        self._finished = False
        self._legal = None
        self.log.clear()
        self._log_lines.clear()
        self.scene.set_players(setup.names(), 0 if setup.person else None,
                               reveal_all=not setup.person)
        self.panel.setVisible(setup.person)
        self.panel.set_waiting(None)
        self._bank_left = setup.time_bank
        self._level = (setup.small_blind, setup.big_blind, setup.ante)
        self._level_index = 0
        self._hand_number = 0
        self._update_title()
        self._update_status()
        # At instant speed (tests) nothing animates, so a bot process would only cost start-up.
        engine = EngineThread(factory or saving.recorded_factory(self.store, setup, decks),
                              self,
                              host_bots=not speeds.instant())
        engine.batch.connect(self._on_batch)
        engine.refused.connect(self._on_refused)
        engine.failed.connect(self._on_failed)
        engine.save_problem.connect(self.show_save_problem)
        self.engine = engine
        self.paused = False
        # Everything built so far lives as long as the game: keep it out of the garbage
        # collector's full passes, which would otherwise scan it and stall a frame now and then.
        gc.collect()
        gc.freeze()
        engine.start(speeds.speed())

    def continue_session(self, session_id: int) -> None:
        """Go on with a saved session exactly where it stopped (engine/storage/recorder.py)."""
        if self.store is None:
            return
        try:
            setup = saving.setup_of(self.store.spec(session_id))
        except StorageError as error:
            self.show_save_problem(error)
            return
        self.start_game(setup, factory=saving.resume_factory(self.store, session_id))
        # The hand so far is laid out at once, then the chosen speed comes back.
        self._restore_speed = self._restore_speed or speeds.speed()
        speeds.set_speed(speeds.Speed.INSTANT)

    def show_save_problem(self, error: object) -> None:
        """Keep a saving problem in the status bar (``None``: saving works again)."""
        self._save_problem = error  # said again if the language changes
        text = saving.problem_text(error) if isinstance(error, StorageError) else ""
        self.save_label.setText(text)
        self.save_label.setToolTip(str(error) if error is not None else "")

    def stop_engine(self) -> None:
        self._clock_timer.stop()
        self.scene.stop()
        self.session_id = None  # no session is being played any more
        if self.engine is not None:
            self.engine.shutdown()
            self.engine.deleteLater()
            self.engine = None

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_engine()
        super().closeEvent(event)

    def set_paused(self, paused: bool) -> None:
        """Pause or resume everything: the engine, the bots, the table and the clock."""
        if paused == self.paused:
            return
        self.paused = paused
        if self.pause_action.isChecked() != paused:
            self.pause_action.setChecked(paused)
        self.scene.set_paused(paused)
        if self.engine is not None:
            self.engine.set_paused(paused)
        if paused:
            self._clock_timer.stop()
            self._clock_account()
            self.panel.set_paused(True)
        else:
            self.panel.set_paused(False)
            if self._legal is not None and self.setup is not None and self.setup.clock:
                self._clock_watch.restart()
                self._clock_timer.start()
        self._update_status()

    # ------------------------------------------------------------------ from the engine

    def _is_current(self) -> bool:
        """The signal comes from the running engine, not one stopped a moment ago."""
        return self.engine is not None and self.sender() is self.engine.worker

    def _on_batch(self, batch: Batch) -> None:
        if not self._is_current():
            return
        self.last_batch = batch
        self.session_id = batch.session_id
        self.scene.enqueue(batch.events)

    def _on_refused(self, refusal: Refusal) -> None:
        if not self._is_current():
            return
        def message() -> str:
            return texts.error_message(refusal.error)

        self.panel.show_message(message)
        if self._legal is not None and self.setup is not None:
            self.panel.set_turn(self._legal, self.setup.variant)
            self.panel.show_message(message)

    def _on_failed(self, text: str) -> None:
        self.failures.append(text)
        self._log(text)
        if self.hands_limit is None:
            QMessageBox.critical(self, self.tr("Felt"),
                                 self.tr("The game stopped because of an internal error. "
                                         "The details are in the hand log."))
        else:
            self.watch_finished.emit()

    def _on_event(self, event: object) -> None:
        person = self.scene.person_seat
        if texts.describe(event, self.scene.names, person):
            self._log(lambda: texts.describe(event, self.scene.display_names(), person) or "")
        if isinstance(event, HandStarted):
            self._hand_number = event.hand_number
            self._level = (event.small_blind, event.big_blind, event.ante)
            self._update_status()
            self.panel.set_waiting(None, street_changed=True)
        elif isinstance(event, PersonToAct):
            self._legal = event.legal
            variant = self.setup.variant if self.setup else "nl"
            self.panel.set_turn(event.legal, "fl" if variant == "fl" else variant)
            if self.panel.legal is not None:
                self._start_clock()
        elif isinstance(event, ActionTaken | BettingRoundStarted | BetsCollected):
            if isinstance(event, ActionTaken) and event.seat == self.scene.person_seat:
                self._stop_clock()
                self._legal = None
            self._offer_pre_actions(isinstance(event, BettingRoundStarted))
        elif isinstance(event, HandEnded):
            self.hands_shown += 1
            self.panel.set_waiting(None)
            self._stop_clock()
            self._legal = None
        elif isinstance(event, HandWrapped):
            self._level_index = event.level_index
            self._update_status()
            if self.hands_limit is not None and event.hand_number >= self.hands_limit:
                self._stop_after = True
        elif isinstance(event, GameOver):
            self._finished = True
            self.game_finished.emit()
            if self.hands_limit is not None:
                self._stop_after = True

    def _offer_pre_actions(self, street_changed: bool) -> None:
        seat = self.scene.person_seat
        if self._legal is not None:
            return
        if (seat is None or seat not in self.scene.in_hand or seat in self.scene.folded
                or self.scene.stacks.get(seat, 0) == 0):
            self.panel.set_waiting(None)
            return
        bets = self.scene.bets
        owed = max(bets.values(), default=0) - bets.get(seat, 0)
        self.panel.set_waiting(min(owed, self.scene.stacks.get(seat, 0)), street_changed)

    def _on_drained(self) -> None:
        batch = self.last_batch
        if self._restore_speed is not None and batch is not None:
            speed, self._restore_speed = self._restore_speed, None
            self.set_speed(speed)
        if batch is not None:
            shown = self.scene.shown_chips()
            if shown != batch.chips:
                self.chip_errors.append(
                    f"hand {batch.hand_number}: table shows {shown}, engine has {batch.chips}")
        if self._stop_after:
            self._stop_after = False
            self.watch_finished.emit()
            return
        if self.engine is not None and batch is not None and not batch.waiting_for_person \
                and not self.paused and not self._finished:
            self.engine.shown()

    def _send_action(self, action: Action) -> None:
        if self.engine is None or self.paused:
            return
        self._stop_clock()
        self.engine.act(action)

    # ------------------------------------------------------------------ the action clock

    def _start_clock(self) -> None:
        if self.setup is None or not self.setup.clock or self.scene.person_seat is None:
            return
        self._clock_left = self.setup.clock_seconds
        self._clock_watch.restart()
        self._clock_timer.start()
        self._draw_clock()

    def _stop_clock(self) -> None:
        self._clock_timer.stop()
        seat = self.scene.person_seat
        if seat is not None and seat in self.scene.seat_items:
            self.scene.seat_items[seat].set_clock(None)

    def _clock_account(self) -> None:
        if not self._clock_watch.isValid():
            return
        spent = self._clock_watch.restart() / 1000.0
        if self._clock_left > 0:
            use = min(spent, self._clock_left)
            self._clock_left -= use
            spent -= use
        self._bank_left = max(0.0, self._bank_left - spent)

    def _clock_tick(self) -> None:
        self._clock_account()
        if self._clock_left <= 0 and self._bank_left <= 0:
            legal = self._legal
            self._stop_clock()
            if legal is not None:
                self.panel.set_waiting(None)
                self._log(lambda: self.tr("Time is up."))
                self._send_action(Action.check() if legal.can_check else Action.fold())
            return
        self._draw_clock()

    def _draw_clock(self) -> None:
        seat = self.scene.person_seat
        if seat is None or self.setup is None:
            return
        item = self.scene.seat_items[seat]
        if self._clock_left > 0:
            #: seconds left to act; %1 the number
            item.set_clock(self._clock_left / self.setup.clock_seconds,
                           self.tr("%1 s").replace("%1", str(int(self._clock_left + 0.999))))
        else:
            #: seconds left in the time bank; %1 the number
            item.set_clock(self._bank_left / max(1.0, self.setup.time_bank),
                           self.tr("Time bank %1 s").replace("%1",
                                                             str(int(self._bank_left + 0.999))))

    # ------------------------------------------------------------------ title and status

    def _update_title(self) -> None:
        setup = self.setup
        if setup is None:
            self.setWindowTitle(self.tr("Felt"))
            return
        variant = {
            "nl": self.tr("No-Limit Hold'em"), "pl": self.tr("Pot-Limit Hold'em"),
            "fl": self.tr("Fixed-Limit Hold'em"), "short": self.tr("Short deck Hold'em"),
        }.get(setup.variant, "")
        #: window title; %1 the game, %n the number of players
        self.setWindowTitle(self.tr("Felt — %1, %n player(s)", "", setup.players)
                            .replace("%1", variant))

    def _update_status(self) -> None:
        #: status bar; %1 the hand's number
        self.hand_label.setText(self.tr("Hand #%1").replace("%1", str(self._hand_number)))
        sb, bb, ante = self._level
        #: status bar; %1 the blind level's number, %2 small blind, %3 big blind
        text = (self.tr("Level %1: blinds %2/%3").replace("%1", str(self._level_index + 1))
                .replace("%2", texts.chips(sb)).replace("%3", texts.chips(bb)))
        if ante:
            text += self.tr(", ante %1").replace("%1", texts.chips(ante))
        self.level_label.setText(text)
        self.pause_label.setText(self.tr("Paused") if self.paused else "")

"""The main window: the table view, the person's controls, the log, menus and status bar.

Tests: tests/gui/window/test_i18n_window.py, tests/gui/window/test_long_lived.py,
tests/gui/window/test_menu_keys.py, tests/gui/seeing_options/test_window_scale.py
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import StorageError
from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import DeckSource
from engine.play.session import GameOver
from engine.play.session import HandWrapped
from engine.play.table_model import TableModel
from engine.rules.actions import Action
from engine.rules.events import HandEnded
from engine.rules.events import HandStarted
from engine.storage import Store
from gui.access.table_access import table_access
from gui.activities.beginners_mode import Beginners
from gui.activities.current_activity import Activities
from gui.activities.current_activity import Activity
from gui.activities.new_game import SPEEDS
from gui.activities.new_game import NewGameDialog
from gui.activities.practice_mode import Practice
from gui.activities.practice_start import PracticeSetup
from gui.base import amounts
from gui.base import background
from gui.base import i18n
from gui.base import message_boxes
from gui.base import settings
from gui.base import speeds
from gui.base import texts
from gui.base.game_setup import GameSetup
from gui.keys.reading_keys import ReadingKeys
from gui.play_controls.bet_sizing import saved_sizes
from gui.play_controls.controls import ActionPanel
from gui.play_controls.person_turn import PersonTurn
from gui.play_controls.showdown_choice import ShowdownChoice
from gui.play_controls.showdown_choice import asking
from gui.seats import seat_marks
from gui.seeing_options.seeing_choices import remember_theme
from gui.seeing_options.seeing_choices import remembered_theme
from gui.session import saving
from gui.session.engine_thread import Batch
from gui.session.engine_thread import EngineThread
from gui.session.engine_thread import Refusal
from gui.session.engine_thread import SessionFactory
from gui.sound.table_sounds import attach as attach_sounds
from gui.table.earlier_hands import tell_earlier_hands
from gui.table.hand_log import HandLog
from gui.table.scene import TableScene
from gui.table.table_view import TableView
from gui.teaching.coach import coach_dock
from gui.teaching.coach.coach_dock import CoachDock
from gui.teaching.coach.table_prizes import table_prizes
from gui.teaching.trainer.launch import open_trainer
from gui.tournament.tournament_play import TournamentPlay
from gui.window import long_lived
from gui.window import table_observers
from gui.window import window_place
from gui.window.controls_scale import ControlsScale
from gui.window.regular_table import regular_table
from gui.window.status_labels import status_labels
from gui.window.window_menus import WindowMenus


class MainWindow(QMainWindow, TableObserver):
    """The game window.

    :param speed: how fast the table moves.
    :param hands_limit: stop after this many hands (watch mode) and emit ``watch_finished``.
    """

    watch_finished = Signal()
    game_finished = Signal()

    def __init__(self, speed: speeds.Speed = speeds.Speed.NORMAL, deck: str = "standard",
                 back: str = "blue", hands_limit: int | None = None) -> None:
        # The language first: applied once this window exists, Qt would post it a change of
        # language, and the whole window would say its words again in its first event.
        i18n.ensure()
        super().__init__()
        self.theme = remembered_theme(deck, back)
        # The table as shown: the scene animates it, and the log, the pre-actions and the
        # status bar read it (docs/architecture.md).
        self.model = TableModel()
        self.scene = TableScene(self.theme, self.model, speed, self)
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
        self.activities = Activities(self, layout)  # the game, a lesson or a practice hand

        scene = self.scene
        self.log, self.log_dock, self.coach_dock = _docks(self)

        self.hand_label, self.level_label, self.pause_label, self.save_label = \
            status_labels(self)

        self.engine: EngineThread | None = None
        self.store: Store | None = None  # saved games (gui/session/saving.py); None: not saved
        self.session_id: int | None = None  # the saved session being played
        self._restore_speed: speeds.Speed | None = None  # after a continued hand shows
        self.setup: GameSetup | None = None
        self.hands_limit = hands_limit
        self.paused = False
        self.chip_errors: list[str] = []
        self.failures: list[str] = []
        self.hands_shown = 0
        self.last_batch: Batch | None = None
        self._stop_after = False
        self._finished = False
        self._start_blinds = (0, 0, 0)  # shown until the first hand starts
        self.turn = PersonTurn(self.panel, self.scene, self.log, self)
        self.turn.time_up.connect(self._send_action)
        self.showdown = ShowdownChoice(self.panel, lambda: scene.person_seat)
        self.showdown.chosen.connect(lambda show: self.engine and self.engine.show_or_muck(show))
        self.scene.drained.connect(self._on_drained)
        self.view_choices = seat_marks.ViewChoices(self, self.scene, self.panel, lambda: self.setup)
        self.menus = WindowMenus(self, self)
        self.pause_action = self.menus.pause_action
        self.history_menus = self.menus.history_menus
        self.language_menu = self.menus.language_menu
        self.language_actions = self.menus.language_actions
        self.game_menu, self.view_menu = self.menus.game_menu, self.menus.view_menu
        self.beginners = Beginners(self, self)  # Help menu, narration, lessons, watching
        self.practice = Practice(self, self)  # open cards, coach, advisor, undo
        self.access, self.announcer = table_access(central, self.view, scene, self._told_you)
        self.reading_keys = ReadingKeys(self)  # keys that speak the table (gui/access)
        self.sounds = attach_sounds(self)  # a sound for your turn, the cards, chips and wins
        self.fast_fold, self.seat_info, self.table_choices = regular_table(self)
        self.tournament = TournamentPlay(self)  # sit & gos, multi-table tournaments, lobby
        table_observers.subscribe(self)  # every observer of the model, in the order that matters
        self.controls_scale = ControlsScale(self, self.panel, self.log, self.log_dock)
        self.scene.plans.set_show_positions(self.menus.positions_action.isChecked())
        self.panel.set_sizes(saved_sizes())
        self.resize(1280, 800)
        i18n.follow(self, self._retranslate)
        long_lived.settle()  # built once and kept: out of the collector's passes

    def _told_you(self) -> int | None:
        """The seat the log says "you" to: none when several people share the screen."""
        setup = getattr(self, "setup", None)  # not yet while the window is being built
        hot_seat = setup is not None and setup.hot_seat
        return None if hot_seat else self.scene.person_seat

    # ------------------------------------------------------------------ menus and words

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

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The controls and the log grow with a large window; the table scales by itself."""
        super().resizeEvent(event)
        self.controls_scale.follow()

    def rescale(self) -> None:
        """At start and when Settings > Seeing is confirmed: the window's size setting on the
        panel and the log, and the window within its screen (gui/window/controls_scale.py)."""
        self.controls_scale.rescale()

    def _retranslate(self) -> None:
        """Every word of the window in the current language: menus, table, log, status."""
        self.menus.retranslate()
        if hasattr(self, "beginners"):  # not yet while the window is being built
            self.beginners.retranslate()
        #: the dock with the running game told in words (not the saved "Hand history")
        self.log_dock.setWindowTitle(self.tr("Table log"))
        self.log.setAccessibleName(self.log_dock.windowTitle())  # a screen reader's name
        self.coach_dock.retranslate()
        self.scene.retranslate()
        seat_marks.seat_tips(self.scene, self.setup)
        self.log.retell()
        self._update_title()
        self.update_status()
        problem = getattr(self, "_save_problem", None)
        if isinstance(problem, StorageError):
            self.save_label.setText(saving.problem_text(problem))
        if self.turn.clock.running:
            self.turn.clock.draw()

    def set_speed(self, speed: speeds.Speed) -> None:
        """This window's table speed (a replay window keeps its own), and the bots' pace."""
        self.scene.set_speed(speed)
        menus = getattr(self, "menus", None)  # not yet while the window is being built
        if menus is not None and speed in menus.speed_actions:
            menus.speed_actions[speed].setChecked(True)
        if self.engine is not None:
            self.engine.set_speed(speed)

    def set_theme(self, deck: str, back: str) -> None:
        self.theme = remember_theme(deck, back)  # and the suit letters and size (Settings)
        self.scene.set_theme(self.theme)

    def open_trainer(self) -> None:
        """Game > Trainer…: the drills, their answers kept with the saved games."""
        open_trainer(self, self.store.path if self.store else None, self.theme, self.store)

    # ------------------------------------------------------------------ a game

    def ask_new_game(self) -> None:
        current = self.scene.speed
        dialog = NewGameDialog(self.setup, self,
                               current if current in SPEEDS else speeds.Speed.NORMAL)
        if dialog.exec():
            if dialog.speed() is not current:
                self.set_speed(dialog.speed())
            self.practice.apply_dialog(dialog)
            self.tournament.start(dialog.setup())  # a tournament, or any other game

    def start_game(self, setup: GameSetup, decks: DeckSource | None = None,
                   factory: SessionFactory | None = None) -> None:
        """Seat the players and start the engine thread (a running game is ended first).

        :param decks: stacked decks by hand number (tests, replays).
        :param factory: builds the session in the engine thread instead of ``setup.session``
            (tests that need unequal stacks); the names and seats must match ``setup``.
        """
        self.stop_engine()
        self.setup = setup
        self.activities.game_started(Activity.PRACTICE if isinstance(setup, PracticeSetup)
                                     else Activity.GAME)
        self.chip_errors.clear()
        self.hands_shown = 0
        self._stop_after = False
        self._finished = False
        self.log.forget()
        # The coach advises the one person at the screen, nobody when several take turns.
        coached = 0 if setup.person and not setup.hot_seat else None
        self.coach_dock.new_game(coached, not setup.person, setup.seed or 0, table_prizes(setup))
        # At an animated table the review grades in a process of its own, as bots think in one.
        self.coach_dock.review.elsewhere = not self.scene.instant
        self.beginners.game_started()
        self.scene.set_players(setup.names(), 0 if setup.person else None,
                               reveal_all=not setup.person)
        seat_marks.seat_tips(self.scene, self.setup)
        seat_marks.show_unit(self.scene, self.setup, self.menus.blinds_action.isChecked())
        # The stacks as seated, at once: the first hand's deal follows.
        self.scene.show_stacks(dict.fromkeys(setup.names(), setup.starting_stack))
        self.panel.setVisible(setup.person)
        self.turn.new_game(setup.variant, setup.clock_seconds if setup.clock else 0.0,
                           setup.time_bank)
        self._start_blinds = (setup.small_blind, setup.big_blind, setup.ante)
        self._update_title()
        self.update_status()
        # At instant speed (tests) nothing animates, so a bot process would only cost start-up.
        made = factory or saving.recorded_factory(self.store, setup, decks)
        # Show or muck is asked of the one person at the screen, not of people taking turns.
        engine = EngineThread(made if setup.hot_seat else asking(made), self,
                              host_bots=not self.scene.instant)
        engine.batch.connect(self._on_batch)
        engine.refused.connect(self._on_refused)
        engine.failed.connect(self._on_failed)
        engine.save_problem.connect(self.show_save_problem)
        self.engine = engine
        self.practice.game_started(setup, engine)
        self.paused = False
        long_lived.settle()  # what the game built is kept out of the collector's passes
        engine.start(self.scene.speed)

    def continue_session(self, session_id: int) -> None:
        """Go on with a saved session exactly where it stopped (engine/storage/recorder.py)."""
        if self.store is None:
            return
        try:
            setup = saving.setup_of(self.store.spec(session_id))
        except StorageError as error:
            self.show_save_problem(error)
            return
        self.start_game(setup, factory=saving.resume_factory(self.store, session_id,
                                                             not setup.hot_seat))
        tell_earlier_hands(self.log, self.store, session_id)  # before the continued hand
        self.coach_dock.catch_up(self.store, session_id)  # the reads of the hands before
        # The hand so far is laid out at once, then the chosen speed comes back.
        self.announcer.hush()  # said in one sentence when shown
        self._restore_speed = self._restore_speed or self.scene.speed
        self.scene.set_speed(speeds.Speed.INSTANT)

    def show_save_problem(self, error: object) -> None:
        """Keep a saving problem in the status bar (``None``: saving works again)."""
        self._save_problem = error  # said again if the language changes
        text = saving.problem_text(error) if isinstance(error, StorageError) else ""
        self.save_label.setText(text)
        self.save_label.setToolTip(str(error) if error is not None else "")

    def stop_engine(self) -> None:
        self.turn.clock.pause()
        self.fast_fold.resume()  # a game ended while skipping keeps the person's speed
        self.scene.stop()
        self.session_id = None  # no session is being played any more
        self.last_batch = None  # the stopped game's chips are nobody's truth any more
        if self.engine is not None:
            self.engine.shutdown()
            self.engine.deleteLater()
            self.engine = None

    def closeEvent(self, event: QCloseEvent) -> None:
        window_place.keep(self)  # size, maximized, docks: as they are now, at the next start
        self.stop_engine()
        background.end_everything(self)  # Game > Quit: every thread and window of Felt's ends
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
        self.turn.set_paused(paused)
        self.update_status()

    # ------------------------------------------------------------------ from the engine

    def _is_current(self) -> bool:
        """The signal comes from the running engine, not one stopped a moment ago."""
        return self.engine is not None and self.sender() is self.engine.worker

    def _on_batch(self, batch: Batch) -> None:
        if not self._is_current():
            return
        self.last_batch = batch
        self.session_id = batch.session_id
        self.coach_dock.take_batch(batch, self.store)
        self.scene.enqueue(batch.events)

    def _on_refused(self, refusal: Refusal) -> None:
        if self._is_current():
            self.turn.refused(refusal.error)

    def _on_failed(self, text: str) -> None:
        self.failures.append(text)
        self.log.add(text)
        if self.hands_limit is None:
            message_boxes.critical(self, self.tr("Felt"),
                                 self.tr("The game stopped because of an internal error. "
                                         "The details are in the table log."))
        else:
            self.watch_finished.emit()

    def _hand_started(self, event: HandStarted, model: TableModel) -> None:
        self.update_status()
        if amounts.TableUnit.big_blind:  # the blinds may have gone up
            seat_marks.show_unit(self.scene, self.setup, self.menus.blinds_action.isChecked())

    def _hand_ended(self, event: HandEnded, model: TableModel) -> None:
        self.hands_shown += 1

    def _hand_wrapped(self, event: HandWrapped, model: TableModel) -> None:
        self.update_status()
        if self.hands_limit is not None and event.hand_number >= self.hands_limit:
            self._stop_after = True

    def _game_over(self, event: GameOver, model: TableModel) -> None:
        self._finished = True
        if not event.practice:  # a practice hand's end says nothing about a game
            self.game_finished.emit()
        if self.hands_limit is not None:
            self._stop_after = True

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {
        HandStarted: _hand_started,
        HandEnded: _hand_ended,
        HandWrapped: _hand_wrapped,
        GameOver: _game_over,
    }
    """What the window itself does when the table shows an event: the status bar, the hands
    counted, watch mode, game over (the person's controls react in
    :attr:`gui.play_controls.person_turn.PersonTurn.REACTIONS`)."""

    def _on_drained(self) -> None:
        batch = self.last_batch
        if self._restore_speed is not None and batch is not None:
            speed, self._restore_speed = self._restore_speed, None
            self.set_speed(speed)
            self.announcer.resumed(self.model)
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
        self.turn.clock.stop()
        self.engine.act(action)

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

    def update_status(self) -> None:
        #: status bar; %1 the hand's number
        model = self.model
        self.pause_label.setText(self.tr("Paused") if self.paused else "")
        if self.setup is None:  # no game yet: nothing to say about hands or blinds
            self.hand_label.setText("")
            self.level_label.setText("")
            return
        #: status bar before the first hand of a game is dealt
        self.hand_label.setText(self.tr("Hand #%1").replace("%1", str(model.hand_number))
                                if model.hand_number else self.tr("Shuffling up…"))
        number, (sb, bb, ante) = model.blinds_shown()
        if not model.hand_number:
            sb, bb, ante = self._start_blinds
        shown = self.tournament.level_now()  # a tournament: the lobby's level and blinds
        if shown is not None:
            number, level = shown
            sb, bb, ante = level.small_blind, level.big_blind, level.ante
        #: status bar; %1 the blind level's number, %2 small blind, %3 big blind
        text = (self.tr("Level %1: blinds %2/%3").replace("%1", str(number))
                .replace("%2", texts.chips(sb)).replace("%3", texts.chips(bb)))
        if ante:
            text += self.tr(", ante %1").replace("%1", texts.chips(ante))
        self.level_label.setText(text)


def _docks(window: MainWindow) -> tuple[HandLog, QDockWidget, CoachDock]:
    """The hand log and the coach, docked on the right."""
    scene = window.scene
    log = HandLog(lambda: scene.names, scene.display_names, window._told_you)
    log_dock = QDockWidget(window)
    log_dock.setObjectName("log")
    log_dock.setWidget(log)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, log_dock)
    coach = CoachDock(scene.display_names, lambda: scene.person_seat, window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, coach)
    coach.setVisible(settings.value(coach_dock.SETTING, False))
    window.panel.set_show_odds(coach.isVisibleTo(window))
    coach.toggleViewAction().toggled.connect(window.panel.set_show_odds)
    return log, log_dock, coach

"""A tournament in the game window: the person's table, the lobby, moves, the results screen.

The engine thread plays a :class:`~engine.play.tournament_session.TournamentSession`: the
person's table, and after each of its hands every other table of the round (quick computer
players) and the floor's work. After every round the session's events end with a
:class:`~engine.tournament.lobby.RoundPlayed` (the round's tournament events, the lobby, the
next hand's seats), which reaches :class:`TournamentPlay` through its ``REACTIONS`` as the
table shows it, like every event; the lobby dock shows the figures then, and the table is
seated anew (another table after a move, new players after a balance, stacks after a
colour-up) once the scene has shown everything, before the next hand is dealt. The
tournament is saved after every round (:mod:`engine.storage.tournaments.tournament_saves`) and Game
>
Continue tournament goes on from there.

When the person busts (or wins) the results screen opens with the table paused: "Watch on"
goes on watching, "Continue in the background" stops the table and plays the rest of the
field in a :class:`~gui.base.background.Background` thread, round batch by round batch, the
lobby and the screen following, to the final order.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime
import time
from collections.abc import Callable
from collections.abc import Mapping
from typing import Any
from typing import ClassVar
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QStatusBar
from PySide6.QtWidgets import QWidget

from engine.core.errors import FeltError
from engine.core.errors import StorageError
from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import DeckSource
from engine.play.table_model import TableModel
from engine.play.tournament_session import TournamentSession
from engine.play.tournament_session import session_from_state
from engine.rules.table import BlindLevel
from engine.storage.store import Store
from engine.storage.tournaments.tournament_history import TournamentHistory
from engine.storage.tournaments.tournament_saves import latest_tournament
from engine.storage.tournaments.tournament_saves import load_tournament
from engine.storage.tournaments.tournament_saves import save_tournament
from engine.tournament.lobby import Lobby
from engine.tournament.lobby import RoundPlayed
from engine.tournament.lobby import Seating
from engine.tournament.lobby import level_shown
from engine.tournament.lobby import lobby_of
from gui.base import i18n
from gui.base import message_boxes
from gui.base import screen_reader
from gui.base.background import Background
from gui.base.game_setup import GameSetup
from gui.base.tournament_setup import TournamentSetup
from gui.base.tournament_setup import setup_from_json
from gui.session.engine_thread import SessionFactory
from gui.table.scene import TableScene
from gui.tournament.lobby_dock import LobbyDock
from gui.tournament.results_dialog import ResultsDialog

translate = QCoreApplication.translate
#: Rounds the background plays between two reports to the results screen and the lobby.
PLAY_OUT_ROUNDS = 20
#: The engine thread's pause after each background table's hand (see _let_the_window_run).
YIELD_SECONDS = 0.002
MESSAGE_MS = 8000  # how long the status bar tells the person they were moved


class _Log(Protocol):
    def add(self, line: str) -> None: ...


class GameWindow(Protocol):
    """What the tournament reads of the game window (``MainWindow``)."""

    scene: TableScene
    model: TableModel
    store: Store | None
    setup: GameSetup | None
    game_menu: QMenu
    view_menu: QMenu
    log_dock: QDockWidget

    @property
    def log(self) -> _Log: ...

    def start_game(self, setup: GameSetup, decks: DeckSource | None = None,
                   factory: SessionFactory | None = None) -> None: ...

    def stop_engine(self) -> None: ...

    def set_paused(self, paused: bool) -> None: ...

    def statusBar(self) -> QStatusBar: ...

    def update_status(self) -> None: ...


def _let_the_window_run() -> None:
    """Between two background tables: the engine thread sleeps a moment, so the window's
    thread takes the interpreter lock at once instead of waiting for it."""
    time.sleep(YIELD_SECONDS)


class TournamentPlay(QObject, TableObserver):
    """The window's tournaments: started from New Game or continued from the Game menu."""

    def __init__(self, window: GameWindow) -> None:
        assert isinstance(window, QMainWindow)
        super().__init__(window)
        self.window = window
        self.dock = LobbyDock(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        window.tabifyDockWidget(window.log_dock, self.dock)
        self.dock.hide()
        # After the window's own slot, which lets the engine go on: the next hand's batch
        # arrives only after this has seated the table.
        window.scene.drained.connect(self._on_drained)
        self.game = 0  # the number of the running tournament (older rounds' work is stale)
        self.setup: TournamentSetup | None = None
        self.session: TournamentSession | None = None
        self.saved_id: int | None = None
        self.lobby: Lobby | None = None
        self.pending: Seating | None = None
        self.results: ResultsDialog | None = None
        self.playing_out: Background | None = None
        self.continue_action = QAction(self)
        self.continue_action.setObjectName("continue_tournament")
        self.continue_action.triggered.connect(self.continue_latest)
        window.game_menu.addAction(self.continue_action)
        window.game_menu.aboutToShow.connect(self._refresh_menu)
        window.view_menu.addAction(self.dock.toggleViewAction())
        i18n.follow(self, self.retranslate)

    def retranslate(self) -> None:
        #: Game menu: go on with the last tournament where it stopped
        self.continue_action.setText(translate("TournamentPlay", "Contin&ue tournament"))

    # ------------------------------------------------------------------ starting

    def start(self, setup: GameSetup) -> None:
        """New Game's answer: a tournament here, any other game in the window."""
        self._leave()
        if not isinstance(setup, TournamentSetup):
            self.window.start_game(setup)
            return
        tournament = setup.tournament()
        self._begin(setup, lambda save: TournamentSession(
            tournament, 0, setup.kind_of, save), None)

    def continue_latest(self) -> None:
        """Game > Continue tournament: the last unfinished one, as it was after its last
        round (every table)."""
        store = self.window.store
        if store is None:
            return
        try:
            found = latest_tournament(store)
            if found is None:
                return
            saved = load_tournament(store, found)
            setup = setup_from_json(saved.setup)
            self._leave()
            self._begin(setup, lambda save: session_from_state(
                saved.state, setup.kind_of, save), found)
        except FeltError as error:
            self.window.statusBar().showMessage(str(error), MESSAGE_MS)

    def offer_at_start(self) -> bool | None:
        """At start-up: offer the last unfinished tournament as an unfinished game is
        offered, when it was played after the last unfinished game. ``True``: continued,
        ``False``: the person said no, ``None``: nothing to offer."""
        store = self.window.store
        assert isinstance(self.window, QMainWindow)
        try:
            found = None if store is None else latest_tournament(store)
            if store is None or found is None:
                return None
            saved = load_tournament(store, found)
            session = store.latest_session_id(unfinished_only=True)
            if session is not None and store.summary(session).last_played > saved.last_played:
                return None  # the game played last is offered instead
            name = self.history_name(setup_from_json(saved.setup))
        except FeltError:
            return None
        when = i18n.date_time(datetime.datetime.fromtimestamp(saved.last_played))
        #: at start-up; %1 the tournament ("Sit & go, 9 players"), %2 when it was last played
        text = translate("TournamentPlay", "Continue your last tournament? %1, last played "
                                           "%2.").replace("%1", name).replace("%2", when)
        answer = message_boxes.question(
            self.window, translate("TournamentPlay", "Felt"), text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.continue_latest()
        return True

    def _begin(self, setup: TournamentSetup,
               make: Callable[[Any], TournamentSession], saved_id: int | None) -> None:
        self.game += 1
        store = self.window.store
        self.saved_id = saved_id
        setup_json = setup.to_json()

        def save(state: dict[str, Any]) -> None:  # in the engine thread
            if history is not None and self.session is not None:
                history.record(self.session)
            if store is None or self.saved_id is None:
                return
            finished = bool(self.session and self.session.tournament.finished)
            # On a saving problem play goes on unsaved; the next round tries again.
            with contextlib.suppress(StorageError):
                save_tournament(store, self.saved_id, setup_json, state, finished)

        history: TournamentHistory | None = None
        session = make(save)
        session.seated.between = _let_the_window_run
        self.session = session
        if store is not None and not store.read_only:
            with contextlib.suppress(StorageError):  # play on without a history
                history = TournamentHistory(store, session, self.history_name(setup))
        if store is not None and not store.read_only and saved_id is None:
            try:
                self.saved_id = save_tournament(store, None, setup_json, session.state(), False)
            except StorageError:
                self.saved_id = None
        seating = session.seated.seating()
        setup = dataclasses.replace(setup, seat_names=tuple((s, n) for s, n, _ in seating.seats))
        self.setup = setup
        # Read before the engine thread takes the session and deals.
        self.lobby = session.lobby()
        self.window.start_game(setup, factory=lambda: session)
        self._seat(seating)
        self.dock.show_lobby(self.lobby, setup.name)
        self.dock.show()
        self.dock.raise_()

    def history_name(self, setup: TournamentSetup) -> str:
        """The name of the tournament's session in the hand history."""
        if setup.kind == "sng":
            #: a sit & go's session in the hand history; %n its players
            return self.tr("Sit & go, %n player(s)", "", setup.entrants)
        #: a multi-table tournament's session in the hand history; %n its entrants
        return self.tr("Tournament, %n player(s)", "", setup.entrants)

    def _leave(self) -> None:
        """Another game replaces the tournament (it stays saved)."""
        self.game += 1
        self.pending = None
        if self.results is not None:
            self.results.close()
            self.results = None
        if self.playing_out is not None:
            self.playing_out.shutdown()
            self.playing_out = None

    @property
    def active(self) -> bool:
        return self.setup is not None and self.window.setup is self.setup

    def level_now(self) -> tuple[int, BlindLevel] | None:
        """The level and blinds the status bar shows at a tournament (``None``: none runs):
        the lobby's, from the same function, so the two never disagree after a level-up."""
        if not self.active or self.lobby is None:
            return None
        return level_shown(self.lobby)

    # ------------------------------------------------------------------ round by round

    def _round_played(self, event: RoundPlayed, model: TableModel) -> None:
        """The table shows a round's end: the lobby now; the seats once everything is shown."""
        if not self.active or self.setup is None:
            return
        self.lobby = event.lobby
        self.pending = event.seating
        self.dock.show_lobby(event.lobby, self.setup.name)
        self.window.update_status()

    REACTIONS: ClassVar[Mapping[type, Reaction]] = {RoundPlayed: _round_played}

    def _on_drained(self) -> None:
        if not self.active:
            if self.setup is not None and self.window.setup is not self.setup:
                self.setup = None
                self.dock.hide()
            return
        seating, lobby = self.pending, self.lobby
        if seating is None or lobby is None or self.window.model.hand_running:
            return
        self.pending = None
        if not lobby.finished:
            self._seat(seating)
        if lobby.person_finish is not None and self.results is None:
            self._show_results(lobby)

    def _seat(self, seating: Seating) -> None:
        scene = self.window.scene
        names = {s: n for s, n, _ in seating.seats}
        if names != scene.names or seating.person_seat != scene.person_seat:
            # A table seated anew is still the same game: the hand count and the level
            # the status bar tells stay as they were.
            model = self.window.model
            kept = (model.hand_number, model.level_index, model.blinds)
            scene.set_players(names, seating.person_seat)
            model.hand_number, model.level_index, model.blinds = kept
        scene.show_stacks({s: stack for s, _, stack in seating.seats})
        if seating.moved_from is not None and seating.person_seat is not None:
            #: %1 the table the person now plays at
            text = translate("TournamentPlay", "You move to table %1.").replace(
                "%1", str(seating.table))
            self.window.statusBar().showMessage(text, MESSAGE_MS)
            self.window.log.add(text)
            if isinstance(self.window, QWidget):
                screen_reader.send(self.window, text, urgent=True)  # a blind player hears it

    # ------------------------------------------------------------------ the end

    def _show_results(self, lobby: Lobby) -> None:
        assert isinstance(self.window, QMainWindow)
        results = ResultsDialog(self.window)
        results.watch_on.connect(lambda: self.window.set_paused(False))
        results.play_out.connect(self._play_out)
        results.show_result(lobby, 0)
        self.results = results
        if not lobby.finished:
            self.window.set_paused(True)
        results.show()

    def _play_out(self) -> None:
        """Continue in the background: the table stops, the rest plays to the end."""
        session = self.session
        if session is None or self.results is None:
            return
        self.window.set_paused(False)
        self.window.stop_engine()
        tournament = session.tournament
        work = Background("tournament", self)
        self.playing_out = work
        game = self.game

        def rounds() -> Lobby:
            tournament.play(PLAY_OUT_ROUNDS)
            return lobby_of(tournament, 0)

        def reported(result: object) -> None:
            if game != self.game or self.results is None or not isinstance(result, Lobby):
                return
            self.lobby = result
            if self.setup is not None:
                self.dock.show_lobby(result, self.setup.name)
            if result.finished:
                self.results.show_final(result)
                self._save_final(session)
                return
            self.results.show_progress(result)
            work.submit(rounds, reported)

        self.results.show_progress(session.lobby())
        work.submit(rounds, reported)

    def _save_final(self, session: TournamentSession) -> None:
        store = self.window.store
        if store is None or self.saved_id is None or self.setup is None:
            return
        with contextlib.suppress(StorageError):
            save_tournament(store, self.saved_id, self.setup.to_json(), session.state(), True)

    def _refresh_menu(self) -> None:
        store = self.window.store
        try:
            found = store is not None and latest_tournament(store) is not None
        except StorageError:
            found = False
        self.continue_action.setEnabled(found)

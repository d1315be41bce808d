"""The window's side of saved sessions: record new games, continue old ones, report faults.

The engine does the saving (:mod:`engine.storage.recorder`, :mod:`engine.storage`); this module only
decides which session the engine thread builds, asks the person at start-up whether to go on
with the last game, and words storage problems for the window.

Tests: tests/gui/session/test_resume.py, tests/gui/session/test_resume_faults.py,
tests/gui/activities/test_beginners_mode.py
"""

from __future__ import annotations

import dataclasses
import datetime
import sys
from collections.abc import Callable
from typing import Any
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QWidget

from engine.core.errors import StorageError
from engine.play.session import DeckSource
from engine.play.session import GameSession
from engine.storage import SessionSpec
from engine.storage import Store
from engine.storage.codec import variant_of
from engine.storage.recorder import record_new
from engine.storage.recorder import resume
from engine.storage.store import SET_ASIDE
from gui.base import i18n
from gui.base import message_boxes
from gui.base.game_setup import GameSetup
from gui.base.session_words import session_name
from gui.session.engine_thread import SessionFactory

translate = QCoreApplication.translate


def setup_to_json(setup: GameSetup) -> dict[str, Any]:
    return dataclasses.asdict(setup)


def setup_of(spec: SessionSpec) -> GameSetup:
    """The window settings a stored session was started with (rebuilt if they are missing).

    A stored value of the wrong form (a damaged or doctored database) is left out rather than
    trusted; what the session itself fixes (the number of seats, whether a person plays, the
    seed) always comes from the session.
    """
    defaults = GameSetup()
    values: dict[str, Any] = {}
    for f in dataclasses.fields(GameSetup):
        if f.name not in spec.setup:
            continue
        value = spec.setup[f.name]
        default = getattr(defaults, f.name)
        if default is None or isinstance(value, bool) != isinstance(default, bool):
            continue
        if isinstance(default, float) and isinstance(value, int | float):
            values[f.name] = float(value)
        elif isinstance(default, tuple) and isinstance(value, list) \
                and all(isinstance(v, str) for v in value):
            values[f.name] = tuple(value)  # JSON keeps the hot-seat names as a list
        elif isinstance(value, type(default)):
            values[f.name] = value
    if not values:
        values = {"variant": variant_of(spec.config),
                  "starting_stack": spec.config.starting_stack}
    values["players"] = len(spec.names)
    values["person"] = spec.person_seat is not None
    values["seed"] = spec.seed
    return GameSetup(**values)


def recorded_factory(store: Store | None, setup: GameSetup,
                     decks: DeckSource | None = None) -> SessionFactory:
    """Builds the session in the engine thread, stored from its first moment if it can be."""

    def make() -> GameSession:
        if store is None or store.read_only:
            return setup.session(decks)
        names = setup.names()
        try:
            return record_new(store, setup.table_config(),
                              [names[s] for s in range(setup.players)],
                              0 if setup.person else None, setup.bots(), setup.seed,
                              name="",  # its default name is said in words when shown
                              setup=setup_to_json(setup), decks=decks)
        except StorageError:
            return setup.session(decks)  # play on unsaved; the window already warned

    return make


def resume_factory(store: Store, session_id: int, ask_to_show: bool = True) -> SessionFactory:
    """Builds the continued session; it asks the person to show or muck unless told not to
    (hot-seat), also at once when the game stopped at that question."""
    return lambda: resume(store, session_id, ask_to_show=ask_to_show)


def problem_text(error: StorageError) -> str:
    """A sentence for a storage problem, by its code."""
    code = error.code
    moved = str(error.details.get("moved_to", ""))
    if code in SET_ASIDE and moved:
        reason = {
            "corrupt": translate("Saving", "The saved games file is damaged."),
            "truncated": translate("Saving", "The saved games file is incomplete."),
            "newer_version": translate("Saving",
                                       "The saved games file was written by a newer Felt."),
            #: another program's database was where Felt keeps its saved games
            "foreign": translate("Saving", "The saved games file belongs to another program."),
            #: a folder (or device) had the saved games file's name
            "not_a_file": translate("Saving", "The saved games file is not a file."),
        }[code]
        #: %1 the file name the damaged or newer saved games were moved to
        return reason + " " + translate(
            "Saving", "It was kept as %1 and a new one was started.").replace("%1", moved)
    if code == "locked":
        return translate("Saving", "Felt is already running. This window shows the saved "
                                   "games but does not save.")
    if code == "disk_full":
        return translate("Saving", "The disk is full: the game is not being saved. "
                                   "Play goes on; saving resumes when there is room.")
    if code == "read_only":
        return translate("Saving", "The saved games folder cannot be written: the game is "
                                   "not being saved.")
    if code == "dangling_link":
        #: %1 where the saved games file's link points (nothing is there now)
        return translate("Saving", "The saved games file is a link to %1, which is not "
                                   "there (a drive not connected?): the saved games are not "
                                   "shown and the game is not being saved.").replace(
            "%1", str(error.details.get("target", "")))
    if code == "read_only_file":
        return translate("Saving", "The saved games file is read-only: it is shown, but the "
                                   "game is not being saved.")
    if code == "unreadable":
        return translate("Saving", "The saved games file cannot be read (no permission): "
                                   "the game is not being saved.")
    if code in SET_ASIDE:  # could not be moved aside either
        return translate("Saving", "The saved games file cannot be used: the game is not "
                                   "being saved.")
    if code == "log_set_aside":
        #: continuing a session whose saved log is damaged; %1 the last hand kept
        return translate("Saving", "Part of this saved game is damaged: it goes on after hand "
                                   "%1. The damaged part is kept aside in the saved games "
                                   "file.").replace("%1", str(error.details.get("last_hand")))
    if code == "bad_file":
        #: %1 why the file was refused (English, from the engine)
        return translate("Saving", "The file was not imported: %1").replace(
            "%1", str(error.details.get("reason", error)))
    return translate("Saving", "The game could not be saved.")


class Saving(QObject):
    """Sentences with a count (context "Saving"): pyside6-lupdate marks plurals only for
    ``self.tr(…, n)``."""

    def continue_offer(self, hands: int, when: str) -> str:
        #: at start-up; %n hands played so far, %1 the date and time it was last played
        return self.tr("Continue your last game? %n hand(s) played, last played %1.", "",
                       hands).replace("%1", when)


def ask_continue(parent: QWidget, store: Store) -> int | None:
    """At start-up: offer to go on with the last unfinished game; its id if the person wants."""
    session_id = store.latest_session_id(unfinished_only=True)
    if session_id is None:
        return None
    summary = store.summary(session_id)
    when = i18n.date_time(datetime.datetime.fromtimestamp(summary.last_played))
    text = Saving().continue_offer(summary.hands_played, when)
    answer = message_boxes.question(
        parent, translate("Saving", "Felt"), text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes)
    return session_id if answer == QMessageBox.StandardButton.Yes else None


def watch_refusal(store: Store) -> str | None:
    """Why ``felt --watch --continue`` cannot go on with the latest session, or ``None``.

    Watching seats no person, so a session with a person's seat would wait for a decision
    nobody can make; it is refused with a sentence for the terminal instead.
    """
    try:
        latest = store.latest_session_id()
        if latest is None or store.spec(latest).person_seat is None:
            return None
        name = session_name(store.summary(latest))
    except StorageError:
        return None  # the database's own problem is reported by begin()
    #: on the terminal; %1 the session's name; "felt --continue" is a command, keep it
    return translate("Saving", "the last session (%1) has a seat for you, and --watch only "
                               "continues games of computer players. Continue it in the "
                               "window with: felt --continue").replace("%1", name)


def watch_end(window: object, store: Store, status: int) -> int:
    """Watch mode's last word on saving: a damaged log kept aside, or hands not saved.

    In the window the status bar says so while it lasts; watching, nobody sees that bar, so
    it goes to the terminal, and hands that could not be saved make the exit status 1.
    """
    problem = getattr(window, "_save_problem", None)
    if not isinstance(problem, StorageError):
        return status
    if problem.code == "log_set_aside":
        sys.stderr.write(f"felt: {problem_text(problem)} ({problem})\n")
        return status
    if not store.saves:
        return status  # nothing was to be saved; said at start-up
    #: on the terminal at the end of felt --watch when saving failed and did not recover
    sys.stderr.write("felt: " + translate("Saving", "The last hands watched were not saved.")
                     + f" {problem_text(problem)} ({problem})\n")
    return status or 1


class _TournamentOffer(Protocol):
    def offer_at_start(self) -> bool | None: ...


class _Window(Protocol):
    store: Store | None

    @property
    def tournament(self) -> _TournamentOffer: ...

    def start_game(self, setup: GameSetup) -> None: ...

    def continue_session(self, session_id: int) -> None: ...

    def ask_new_game(self) -> None: ...

    def show_save_problem(self, error: object) -> None: ...


def begin(window: _Window, parent: QWidget, setup: GameSetup, resume_latest: bool,
          ask: bool, problem: StorageError | None,
          first_start: Callable[[GameSetup], None] | None = None) -> None:
    """Start-up: report a storage problem, then continue a saved game or start ``setup``.

    :param resume_latest: ``--continue``: the most recent session without asking.
    :param ask: offer to continue the last unfinished game (the window, not watch mode), or
        the last unfinished tournament when it was played after that game.
    :param first_start: instead of starting ``setup`` when nothing was offered: the
        window's welcome, which may lead to the lessons or the New Game dialog instead.
        Declining the offer opens the New Game dialog (a default game dealt at once is not
        what a person who said "No" asked for).
    """
    store = window.store
    if problem is not None:
        # On the terminal always (a window may be offscreen, as with --watch); in the
        # status bar as long as it lasts, i.e. while nothing is being saved.
        sys.stderr.write(f"felt: {problem_text(problem)} ({problem})\n")
        if store is None or not store.saves:
            window.show_save_problem(problem)
        if ask:
            message_boxes.warning(parent, translate("Saving", "Felt"), problem_text(problem))
    if store is not None:
        if resume_latest:
            latest = store.latest_session_id()
            if latest is not None:
                window.continue_session(latest)
                return
            if problem is not None and store.path is None:  # the file could not be opened
                sys.stderr.write("felt: the saved sessions cannot be opened (see above); "
                                 "starting a new one\n")
            else:
                sys.stderr.write("felt: no saved session to continue; starting a new one\n")
        elif ask:
            tournament = window.tournament.offer_at_start()  # when played after the last game
            if tournament is not None:
                if not tournament:
                    window.ask_new_game()
                return
            offered = False
            try:
                offered = store.latest_session_id(unfinished_only=True) is not None
                chosen = ask_continue(parent, store)
            except StorageError as error:  # a damaged row: say so, and start a new game
                sys.stderr.write(f"felt: {error}\n")
                chosen = None
            if chosen is not None:
                window.continue_session(chosen)
                return
            if offered:  # "No" to going on: a new game, as the person sets it up
                window.ask_new_game()
                return
    if first_start is not None:
        first_start(setup)
        return
    window.start_game(setup)

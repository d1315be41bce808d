"""The main window's entries for saved games: Game → Sessions…, View → Hand history…,
View → Statistics…, and the windows they open.

Kept out of ``main_window.py`` so the window only has to create one :class:`HistoryMenus`.
The window provides the store and the resume path (see "Requests from the GUI" in
``docs/storage.md``): ``window.store``, ``window.session_id`` and
``window.continue_session(id)``; without them the entries say saved games are unavailable.

Tests: tests/gui/window/test_table_observers.py, tests/gui/window/test_i18n_window.py,
tests/gui/window/test_long_lived.py
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from typing import ClassVar
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu

from engine.play.observer import Reaction
from engine.play.observer import TableObserver
from engine.play.session import HandWrapped
from engine.play.table_model import TableModel
from engine.storage.store import IMPORTED
from gui.activities.practice_start import PracticeStarter
from gui.base import i18n
from gui.base import message_boxes
from gui.base.card_theme import CardTheme
from gui.history.history_panel import HistoryPanel
from gui.history.import_dialog import DropImport
from gui.history.import_dialog import HandImporter
from gui.history.import_menus import ImportMenus
from gui.history.play_on import PracticeRequest
from gui.history.sessions_dialog import SessionsDialog
from gui.history.stats_view import StatsView
from gui.table.scene import TableScene

HISTORY_SHARE = 0.8  # a history opened for the first time: this share of the window's size,
HISTORY_MIN = (900, 560)  # at least this (a dozen hands and every column readable),
# and never larger than the screen (or the window, if that is larger). Docked below a
# 1280x800 table it showed one row.


def float_beside(window: QMainWindow, dock: QDockWidget) -> None:
    """The history as a window of its own over the table, at a size to read a dozen hands:
    the table keeps its room, and the person may dock it (double-click its title)."""
    dock.setFloating(True)
    screen = window.screen().availableGeometry().united(window.frameGeometry())
    width = min(screen.width(), max(HISTORY_MIN[0], round(window.width() * HISTORY_SHARE)))
    height = min(screen.height(), max(HISTORY_MIN[1], round(window.height() * HISTORY_SHARE)))
    centre = window.frameGeometry().center()
    left = max(screen.left(), min(centre.x() - width // 2, screen.right() - width))
    top = max(screen.top(), min(centre.y() - height // 2, screen.bottom() - height))
    dock.setGeometry(left, top, width, height)


class HistoryHost(Protocol):
    """What the entries need of the main window besides its being a ``QMainWindow``."""

    theme: CardTheme
    scene: TableScene

    def ask_new_game(self) -> None: ...


class HistoryMenus(QObject, TableObserver):
    """Adds the three entries to the window's menus and owns the history dock.

    :param game_menu: Sessions… goes in after its first entry (New game…).
    :param view_menu: Hand history… and Statistics… go at its end.
    """

    def __init__(self, window: QMainWindow, host: HistoryHost, game_menu: QMenu,
                 view_menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.sessions_action = QAction(self)
        self.sessions_action.triggered.connect(self.show_sessions)
        entries = game_menu.actions()
        if len(entries) > 1:
            game_menu.insertAction(entries[1], self.sessions_action)
        else:
            game_menu.addAction(self.sessions_action)
        # Import: files, or a folder; files dropped on the window go the same way.
        self.importer = HandImporter(window, self._import_store, self._show_imported)
        self.import_action = QAction(self)
        self.import_action.triggered.connect(self.importer.choose_files)
        self.import_folder_action = QAction(self)
        self.import_folder_action.triggered.connect(self.importer.choose_folder)
        after = self.sessions_action
        for action in (self.import_folder_action, self.import_action):
            following = game_menu.actions()
            k = following.index(after) + 1
            if k < len(following):
                game_menu.insertAction(following[k], action)
            else:
                game_menu.addAction(action)
        self.drops = DropImport(window, self.importer)
        # A poker client's folders, and a folder watched while Felt runs.
        self.client_imports = ImportMenus(
            window, game_menu, self.import_folder_action, self.importer,
            lambda: getattr(self.window, "store", None), self._refresh_history)
        view_menu.addSeparator()
        self.history_action = QAction(self)
        self.history_action.triggered.connect(self.show_history)
        self.stats_action = QAction(self)
        self.stats_action.triggered.connect(self.show_stats)
        view_menu.addAction(self.history_action)
        view_menu.addAction(self.stats_action)
        self.dock: QDockWidget | None = None
        self.panel: HistoryPanel | None = None
        self.stats: StatsView | None = None
        # "Play on from here" in a replayer; it observes the model (gui/window/table_observers)
        self.practice = PracticeStarter(window)  # type: ignore[arg-type]
        i18n.follow(self, self._retranslate)

    def _retranslate(self) -> None:
        self.sessions_action.setText(self.tr("&Sessions…"))
        #: shortcut for Game > Sessions...
        self.sessions_action.setShortcut(QKeySequence(self.tr("Ctrl+O", "shortcut: sessions")))
        self.history_action.setText(self.tr("Hand &history…"))
        #: shortcut for View > Hand history...
        self.history_action.setShortcut(QKeySequence(self.tr("Ctrl+H",
                                                             "shortcut: hand history")))
        self.import_action.setText(self.tr("&Import hand histories…"))
        self.import_folder_action.setText(self.tr("Import a &folder of hand histories…"))
        self.stats_action.setText(self.tr("S&tatistics…"))
        #: shortcut for View > Statistics...
        self.stats_action.setShortcut(QKeySequence(self.tr("Ctrl+I", "shortcut: statistics")))
        if self.dock is not None:
            self.dock.setWindowTitle(self.tr("Hand history"))
        self.practice.retranslate()

    # ------------------------------------------------------------------ the window's side

    def available_store(self) -> Any:
        """The window's store, or ``None`` after telling the person saved games are not
        available in this run (the history's menus and "Your play" ask it)."""
        store = getattr(self.window, "store", None)
        if store is None:
            message_boxes.information(self.window, self.tr("Saved games"),
                                    self.tr("Saved games are not available in this run."))
        return store

    def _import_store(self) -> Any:
        return self.available_store()

    def _show_imported(self) -> None:
        """After an import the history opens on the imported hands."""
        panel = self.show_history()
        if panel is not None:
            panel.show_session(IMPORTED)

    def _refresh_history(self) -> None:
        """Hands a watched folder added: an open history shows them."""
        if self.panel is not None:
            self.panel.refresh()

    def _current(self) -> int | None:
        current = getattr(self.window, "session_id", None)
        return current if isinstance(current, int) else None

    # ------------------------------------------------------------------ the three windows

    def show_sessions(self) -> SessionsDialog | None:
        store = self.available_store()
        if store is None:
            return None
        dialog = SessionsDialog(store, self._current(), self.window)
        dialog.new_requested.connect(self.host.ask_new_game, Qt.ConnectionType.QueuedConnection)
        dialog.continue_requested.connect(self._continue, Qt.ConnectionType.QueuedConnection)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _continue(self, session_id: int) -> None:
        resume = getattr(self.window, "continue_session", None)
        if resume is None:
            message_boxes.information(self.window, self.tr("Saved games"),
                                    self.tr("Continuing a session is not available in this "
                                            "run."))
            return
        resume(session_id)

    def show_history(self) -> HistoryPanel | None:
        store = self.available_store()
        if store is None:
            return None
        if self.panel is None or self.dock is None:
            self.panel = HistoryPanel(store, lambda: self.host.theme)
            self.panel.practice_requested.connect(self._practice)
            self.dock = QDockWidget(self.tr("Hand history"), self.window)
            self.dock.setObjectName("history")
            self.dock.setWidget(self.panel)
            if not self.window.restoreDockWidget(self.dock):  # where the person left it
                self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
                float_beside(self.window, self.dock)
        else:
            self.panel.refresh()
        current = self._current()
        if current is not None:
            self.panel.show_session(current)
        self.dock.show()
        self.dock.raise_()
        self.dock.activateWindow()  # floating beside the table: the keys go to it
        self.panel.table.setFocus()  # a keyboard user starts in the list of hands
        return self.panel

    def _practice(self, request: PracticeRequest) -> None:
        """"Play on from here" in a replayer: a practice hand at this window's table."""
        self.practice.start(request)

    def show_stats(self) -> StatsView | None:
        store = self.available_store()
        if store is None:
            return None
        if self.stats is not None:
            self.stats.close()
        self.stats = StatsView(store, self._current(), self.window)
        self.stats.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.stats.destroyed.connect(lambda _=None, view=self.stats: self._forget(view))
        self.stats.show()
        return self.stats

    def _forget(self, view: StatsView) -> None:
        if self.stats is view:
            self.stats = None

    def _hand_saved(self, event: HandWrapped, model: TableModel) -> None:
        """A hand was wrapped up (and saved): an open history shows it."""
        current = self._current()
        if self.panel is not None and current is not None \
                and self.dock is not None and self.dock.isVisible():
            self.panel.hand_saved(current, event.hand_number)

    SHOWN: ClassVar[Mapping[type, Reaction]] = {HandWrapped: _hand_saved}
    """Once the table has shown a hand's wrap-up (it is saved then)."""

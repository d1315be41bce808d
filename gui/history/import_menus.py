"""Game > Import from a poker client and Game > Watch a folder for new hands.

The first lists the hand-history folders of the poker clients found on this computer
(:mod:`engine.formats.client_folders`), read when the menu opens; choosing one imports it as a
folder. The second watches a folder (a client's, or any chosen) while Felt runs
(:class:`~gui.history.folder_watch.FolderWatch`): the hands written there join the history
within seconds, and an open history shows them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu

from engine.formats.client_folders import client_folders
from engine.storage.store import Store
from gui.base import i18n
from gui.history.folder_watch import FolderWatch
from gui.history.import_dialog import HandImporter
from gui.history.origin_words import site_name


class ImportMenus(QObject):
    """The two entries, put in after ``after`` in ``game_menu``.

    :param refresh: called after the watch added hands (the history shows them).
    """

    def __init__(self, window: QMainWindow, game_menu: QMenu, after: QAction,
                 importer: HandImporter, store: Callable[[], Store | None],
                 refresh: Callable[[], None]) -> None:
        super().__init__(window)
        self.window = window
        self.importer = importer
        self.clients = QMenu(window)
        self.clients.setObjectName("client_folders")
        self.clients.aboutToShow.connect(self.fill_clients)
        self.watch_action = QAction(self)
        self.watch_action.setCheckable(True)
        self.watch_action.triggered.connect(self._toggle_watch)
        self.watch = FolderWatch(store, lambda: importer.worker is not None, self)
        self.watch.imported.connect(lambda _count: refresh())
        following = game_menu.actions()
        k = following.index(after) + 1
        before = following[k] if k < len(following) else None
        if before is not None:
            game_menu.insertMenu(before, self.clients)
            game_menu.insertAction(before, self.watch_action)
        else:
            game_menu.addMenu(self.clients)
            game_menu.addAction(self.watch_action)
        # fills the clients' menu now: one without entries would not open
        i18n.follow(self, self._retranslate)

    def _retranslate(self) -> None:
        self.clients.setTitle(self.tr("Import from a poker &client"))
        folder = self.watch.folder
        if folder is None:
            self.watch_action.setText(self.tr("Watch a folder for new han&ds…"))
        else:
            #: %1 the folder watched for new hand histories
            self.watch_action.setText(self.tr("Stop watchin&g %1").replace("%1", folder.name))
            self.watch_action.setToolTip(str(folder))
        self.watch_action.setChecked(folder is not None)
        self.fill_clients()

    def fill_clients(self) -> None:
        """One entry per client folder found, written "PokerStars: …/HandHistory/Name"."""
        self.clients.clear()
        found = client_folders()
        for client in found:
            #: a poker client's hand-history folder; %1 the site, %2 the folder
            action = self.clients.addAction(self.tr("%1: %2").replace(
                "%1", site_name(client.site)).replace("%2", str(client.path)))
            action.triggered.connect(lambda _=False, p=client.path: self.importer.run([p]))
        if not found:
            none = self.clients.addAction(self.tr("No poker client's hand histories found"))
            none.setEnabled(False)

    def _toggle_watch(self) -> None:
        if self.watch.watching:
            self.watch.stop()
        else:
            found = client_folders()
            start = str(found[0].path) if found else ""
            folder = QFileDialog.getExistingDirectory(
                self.window, self.tr("Watch a folder for new hands"), start)
            if folder:
                self.watch.watch(Path(folder))
        self._retranslate()

    def shutdown(self) -> None:
        self.watch.shutdown()


__all__ = ["ImportMenus"]

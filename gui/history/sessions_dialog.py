"""The sessions list: every saved game, to continue, rename, delete, export or import.

Each row is a :class:`~engine.storage.store.SessionSummary` (players, variant, hands played,
the person's stack, when it was last played, dates in the locale's format). The dialog changes
the store itself for rename, delete, export and import; *New game* and *Continue* are the
window's business, so it only says which was chosen (:attr:`SessionsDialog.new_requested`,
:attr:`SessionsDialog.continue_requested`) and closes.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QProgressDialog
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.core.errors import StorageError
from engine.storage.store import SessionSummary
from engine.storage.store import Store
from engine.storage.transfer import export_session
from engine.storage.transfer import import_session
from gui.base import i18n
from gui.base import message_boxes
from gui.base import texts
from gui.base.background import Background
from gui.base.session_words import session_names
from gui.history.hand_table import date_text

translate = QCoreApplication.translate


def variant_name(variant: str) -> str:
    names = {
        "nl": translate("Variant", "No-Limit Hold'em"),
        "pl": translate("Variant", "Pot-Limit Hold'em"),
        "fl": translate("Variant", "Fixed-Limit Hold'em"),
        "short": translate("Variant", "Short deck Hold'em"),
    }
    return names.get(variant, variant)


def storage_message(error: StorageError) -> str:
    """A sentence for a storage error, by its code (the engine's reason in brackets)."""
    reason = str(error.details.get("reason", "")) or str(error)
    messages = {
        "bad_file": translate("Storage", "The file is not a Felt session Felt can use (%1)."),
        "read_only": translate("Storage", "The saved games cannot be changed: they are "
                                          "read-only or open in another Felt (%1)."),
        "locked": translate("Storage", "Another Felt is using the saved games (%1)."),
        "disk_full": translate("Storage", "The disk is full (%1)."),
        "not_found": translate("Storage", "That session no longer exists (%1)."),
    }
    text = messages.get(error.code, translate("Storage", "Felt could not do that (%1)."))
    return text.replace("%1", reason)


class SessionsDialog(QDialog):
    """The saved games, the most recently played first.

    :param store: the database; the dialog reads it again after every change.
    :param current: the id of the session being played (it cannot be deleted while it runs).
    """

    new_requested = Signal()
    continue_requested = Signal(int)  # a session id
    session_imported = Signal(int)  # the new session's id
    import_cancelled = Signal()
    import_failed = Signal()  # cancelled or refused (a warning said why)

    NAME, PLAYERS, VARIANT, HANDS, STACK, LAST, STATE = range(7)

    def __init__(self, store: Store, current: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        i18n.ensure()  # never without translations: English plurals come from a file too
        self.setObjectName("sessions")
        self.setWindowTitle(self.tr("Sessions"))
        self.store = store
        self.current = current
        self.sessions: list[SessionSummary] = []
        self.titles: dict[int, str] = {}  # by session id, repeated default names numbered
        self.importing: Background | None = None  # a session file being imported
        self.import_progress: QProgressDialog | None = None

        self.table = QTableWidget(0, 7)
        self.table.setTabKeyNavigation(False)  # rows with the arrows; Tab goes on
        self.table.setHorizontalHeaderLabels([
            self.tr("Name"), self.tr("Players"), self.tr("Game"),
            self.tr("Hands", "column: hands played"), self.tr("Your stack"),
            self.tr("Last played"), self.tr("State", "column: in play or over"),
        ])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)  # a long list of players is elided; its tooltip has all
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.PLAYERS, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.cellDoubleClicked.connect(lambda _row, _col: self.continue_selected())
        self.empty_label = QLabel(self.tr("No saved sessions yet. Start a new game: it is "
                                          "saved as you play."))
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)

        self.new_button = QPushButton(self.tr("&New game…"))
        self.continue_button = QPushButton(self.tr("&Continue"))
        self.continue_button.setToolTip(self.tr("Go on playing the selected session exactly "
                                                "where it stopped"))
        self.rename_button = QPushButton(self.tr("&Rename…"))
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.export_button = QPushButton(self.tr("&Export…"))
        self.export_button.setToolTip(self.tr("Save the selected session as one file, to "
                                              "continue it on another computer"))
        self.import_button = QPushButton(self.tr("&Import…"))
        self.import_button.setToolTip(self.tr("Add a session saved with Export"))
        self.new_button.clicked.connect(self._new)
        self.continue_button.clicked.connect(self.continue_selected)
        self.rename_button.clicked.connect(self.rename_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.export_button.clicked.connect(self.export_selected)
        self.import_button.clicked.connect(self.import_file)
        self.continue_button.setDefault(True)

        side = QVBoxLayout()
        for button in (self.continue_button, self.new_button, self.rename_button,
                       self.delete_button, self.export_button, self.import_button):
            side.addWidget(button)
        side.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        middle = QVBoxLayout()
        middle.addWidget(self.table, 1)
        middle.addWidget(self.empty_label)
        row = QHBoxLayout()
        row.addLayout(middle, 1)
        row.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(close)
        self.resize(960, 420)
        self.refresh()

    # ------------------------------------------------------------------ contents

    def refresh(self, select: int | None = None) -> None:
        """Read the sessions again; keep (or move to) the selection."""
        if select is None:
            select = self.selected_id()
        try:
            self.sessions = self.store.list_sessions()
        except StorageError as error:
            self.sessions = []
            self._warn(self.tr("Sessions"), storage_message(error))
        self.titles = session_names(self.sessions)
        self.table.setRowCount(len(self.sessions))
        for row, summary in enumerate(self.sessions):
            stack = texts.chips(summary.person_stack) if summary.person_stack is not None \
                else "—"
            state = self.tr("Over", "the game has ended") if summary.finished else (
                self.tr("Playing now") if summary.id == self.current
                else self.tr("Unfinished", "the game can be continued"))
            # The person as the table calls them: "You" is "Du" in German.
            players = [texts.player_name(n) if n == summary.person_name else n
                       for n in summary.players]
            cells = (self.titles[summary.id], ", ".join(players),
                     variant_name(summary.variant), texts.chips(summary.hands_played), stack,
                     date_text(summary.last_played), state)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (self.HANDS, self.STACK):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if column == self.PLAYERS:
                    item.setToolTip(text)
                self.table.setItem(row, column, item)
        self.table.setVisible(bool(self.sessions))
        self.empty_label.setVisible(not self.sessions)
        rows = [k for k, s in enumerate(self.sessions) if s.id == select]
        self.table.selectRow(rows[0] if rows else 0)
        if not self.sessions:
            self.table.clearSelection()
        self._update_buttons()

    def selected_id(self) -> int | None:
        summary = self.selected()
        return summary.id if summary is not None else None

    def selected(self) -> SessionSummary | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.sessions):
            return None
        return self.sessions[rows[0].row()]

    def _update_buttons(self) -> None:
        summary = self.selected()
        chosen = summary is not None
        writable = not getattr(self.store, "read_only", False)
        self.continue_button.setEnabled(chosen and summary is not None and not summary.finished
                                        and summary.id != self.current)
        self.rename_button.setEnabled(chosen and writable)
        self.delete_button.setEnabled(chosen and writable
                                      and (summary is None or summary.id != self.current))
        self.export_button.setEnabled(chosen)
        self.import_button.setEnabled(writable)

    # ------------------------------------------------------------------ actions

    def _new(self) -> None:
        self.new_requested.emit()
        self.accept()

    def continue_selected(self) -> None:
        summary = self.selected()
        if summary is None or not self.continue_button.isEnabled():
            return
        self.continue_requested.emit(summary.id)
        self.accept()

    def rename_selected(self) -> None:
        summary = self.selected()
        if summary is None:
            return
        name, ok = QInputDialog.getText(self, self.tr("Rename session"),
                                        self.tr("New name:"), QLineEdit.EchoMode.Normal,
                                        self.titles[summary.id])
        name = name.strip()
        if not ok or not name or name in (summary.name, self.titles[summary.id]):
            return  # unchanged: a default name stays one, said in the language of the day
        try:
            self.store.rename(summary.id, name)
        except StorageError as error:
            self._warn(self.tr("Rename session"), storage_message(error))
        self.refresh(summary.id)

    def delete_selected(self) -> None:
        summary = self.selected()
        if summary is None or not self.delete_button.isEnabled():
            return
        answer = message_boxes.question(
            self, self.tr("Delete session"),
            #: %1 the session's name, %Ln how many hands it has
            self.tr("Delete “%1” with its %Ln hand(s)? This cannot be undone.", "",
                    summary.hands_played).replace("%1", self.titles[summary.id]),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.store.delete(summary.id)
        except StorageError as error:
            self._warn(self.tr("Delete session"), storage_message(error))
        self.refresh()

    def export_selected(self) -> Path | None:
        summary = self.selected()
        if summary is None:
            return None
        caption = self.tr("Export session")
        safe = "".join(c if c.isalnum() or c in "-_" else "-" for c in self.titles[summary.id])
        path, _ = QFileDialog.getSaveFileName(self, caption, f"{safe}.felt.json",
                                              self.tr("Felt sessions (*.felt.json *.json)"))
        if not path:
            return None
        try:
            export_session(self.store, summary.id, Path(path))
        except StorageError as error:
            self._warn(caption, storage_message(error))
            return None
        except OSError as error:
            self._warn(caption, self.tr("The file was not saved: %1")
                       .replace("%1", error.strerror or str(error)))
            return None
        return Path(path)

    def import_file(self) -> None:
        """Choose a session file and import it on a thread of its own (:meth:`import_path`)."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import session"), "",
                                              self.tr("Felt sessions (*.felt.json *.json)"))
        if path:
            self.import_path(Path(path))

    def import_path(self, path: Path) -> None:
        """Replay and store a session file off the window's thread, with a progress dialog
        whose Cancel stops the replay (nothing is stored unless the whole file is).

        Why a thread: a genuine 2,000-hand session takes a minute to replay, and the window
        must answer meanwhile. :attr:`session_imported` (or a warning) says how it ended.
        """
        if self.importing is not None:
            return
        progress = QProgressDialog(self.tr("Replaying the session…"), self.tr("Cancel"), 0, 0,
                                   self)
        progress.setObjectName("session_import_progress")
        progress.setWindowTitle(self.tr("Import session"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(0)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        stop = threading.Event()
        # Direct: the cancel only sets a flag the replay polls between hands.
        progress.canceled.connect(stop.set, Qt.ConnectionType.DirectConnection)
        work = Background("session-import", self)
        work.progressed.connect(self._import_progressed)
        self.importing, self.import_progress = work, progress
        store = self.store

        def run() -> int | BaseException:
            try:
                return import_session(store, path, lambda done, total: work.report(
                    (done, total)), lambda: stop.is_set() or work.cancelling)
            except Exception as error:  # every file ends in a message, never a crash
                return error

        progress.show()
        work.submit(run, self._import_done)

    def _import_progressed(self, step: object) -> None:
        if self.import_progress is None or not isinstance(step, tuple):
            return
        done, total = step
        self.import_progress.setMaximum(max(total, 1))
        self.import_progress.setValue(min(done, total))

    def _import_done(self, result: int | BaseException) -> None:
        if self.importing is not None:
            self.importing.shutdown()
            self.importing.deleteLater()
            self.importing = None
        if self.import_progress is not None:
            self.import_progress.close()
            self.import_progress.deleteLater()
            self.import_progress = None
        caption = self.tr("Import session")
        if isinstance(result, int):
            self.refresh(result)
            self.session_imported.emit(result)
            return
        if isinstance(result, StorageError) and result.code == "cancelled":
            self.import_cancelled.emit()
        elif isinstance(result, StorageError):
            self._warn(caption, storage_message(result))
        elif isinstance(result, OSError):
            self._warn(caption, self.tr("The file could not be read: %1")
                       .replace("%1", result.strerror or str(result)))
        else:
            #: %1 the reason in English, from the engine
            self._warn(caption, self.tr("The file was not imported: %1")
                       .replace("%1", f"{type(result).__name__}: {result}"))
        self.import_failed.emit()

    def done(self, result: int) -> None:
        """Closing the dialog stops an import still running (nothing of it is stored)."""
        if self.importing is not None:
            self.importing.shutdown()
            self.importing = None
        super().done(result)

    def _warn(self, title: str, text: str) -> None:
        message_boxes.warning(self, title, text)

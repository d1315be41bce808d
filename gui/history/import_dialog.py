"""Game > Import hand histories…: choose files or a folder (or drop them on the window), watch
the progress with a Cancel button, then read what was imported and what was skipped and why.

Tests: tests/gui/history/test_import_me_offer.py, tests/gui/history/test_import_money_window.py,
tests/gui/history/test_import_window.py
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QProgressDialog
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.storage.imported.imports import ImportReport
from engine.storage.store import Store
from gui.history.import_words import reason_text
from gui.history.import_worker import ImportWorker
from gui.history.me_offer import MeOffer
from gui.history.me_offer import offers

SUMMARY_SIZE = (760, 420)
"""The summary's first size: room for a file name, a place and a reason side by side."""


class ImportSummary(QDialog):
    """What an import did: counts, then one row per hand or file skipped, with the reason."""

    def __init__(self, report: ImportReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("import_summary")
        self.setWindowTitle(self.tr("Hand histories imported"))
        self.report = report
        self.offer: MeOffer | None = None  # "This is me" for the files' own names
        lines = [
            #: summary of an import; %n is a number of hands
            self.tr("%n hand(s) imported.", "", report.imported),
            self.tr("%n hand(s) were already there.", "", report.already_there),
            self.tr("%n hand(s) or file(s) skipped.", "", len(report.skipped)),
        ]
        if report.cancelled:
            lines.append(self.tr("Stopped: the file being read was left out whole; run the "
                                 "import again to go on."))
        if report.failed is not None:
            lines.append(self.tr("The last file could not be saved and nothing of it was "
                                 "kept: %1").replace("%1", str(report.failed)))
        self.counts = QLabel("\n".join(lines))
        self.counts.setWordWrap(True)
        self.table = QTableWidget(len(report.skipped), 3)
        self.table.setHorizontalHeaderLabels(
            [self.tr("File"), self.tr("Where", "place of a hand in its file"),
             self.tr("Why it was skipped")])
        for row, skip in enumerate(report.skipped):
            if skip.section is not None:
                where = (self.tr("hand %1").replace("%1", skip.section)
                         if not skip.section.startswith("line ")
                         else self.tr("line %1").replace("%1", skip.section[5:]))
            elif skip.line is not None:
                where = self.tr("line %1").replace("%1", str(skip.line))
            else:
                where = self.tr("the whole file")
            cells = (Path(skip.source).name, where, reason_text(skip.code))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(skip.source if column == 0 else skip.reason)
                self.table.setItem(row, column, item)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.setVisible(bool(report.skipped))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.counts)
        layout.addWidget(self.table, 1)
        if not report.skipped:
            layout.addStretch(1)  # the words stay together at the top
        layout.addWidget(buttons)
        self.resize(*SUMMARY_SIZE)


class HandImporter(QObject):
    """Runs imports for a window: asks for files, shows progress, then the summary.

    :param store: where the hands go (the window's store).
    :param imported: called after an import that added hands (the history reads them again).
    """

    def __init__(self, parent: QWidget, store: Callable[[], Store | None],
                 imported: Callable[[], None]) -> None:
        super().__init__(parent)
        self._parent = parent
        self._store = store
        self._imported = imported
        self.worker: ImportWorker | None = None
        self.progress: QProgressDialog | None = None
        self.summary: ImportSummary | None = None

    def _filters(self) -> str:
        return ";;".join((self.tr("Hand histories (*.txt *.xml *.phh *.phhs)"),
                          self.tr("All files (*)")))

    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self._parent, self.tr("Import hand histories"),
                                                "", self._filters())
        if paths:
            self.run([Path(p) for p in paths])

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self._parent, self.tr("Import a folder of hand histories"))
        if folder:
            self.run([Path(folder)])

    def run(self, paths: Sequence[Path]) -> None:
        """Import ``paths`` (files or folders) on a thread, with the progress dialog."""
        store = self._store()
        if store is None or self.worker is not None:
            return
        if not store.saves:
            self._finish(ImportReport(failed=None), store_problem=True)
            return
        progress = QProgressDialog(self.tr("Reading hand histories…"), self.tr("Cancel"), 0, 0,
                                   self._parent)
        progress.setObjectName("import_progress")
        progress.setWindowTitle(self.tr("Importing hand histories"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(0)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        self.progress = progress
        worker = ImportWorker(store, paths)
        worker.progress.connect(self._on_progress)
        worker.done.connect(self._finish)
        # Direct: the worker's own thread is busy importing and would never run a queued call.
        progress.canceled.connect(worker.cancel, Qt.ConnectionType.DirectConnection)
        self.worker = worker
        progress.show()
        worker.start()

    def _on_progress(self, index: int, count: int, hands: int, path: str) -> None:
        if self.progress is None:
            return
        self.progress.setMaximum(count)
        self.progress.setValue(index)
        #: %1 is a file name, %2 and %3 count files; %n counts hands
        self.progress.setLabelText(
            self.tr("Reading %1 (file %2 of %3)\n%n hand(s) read", "", hands)
            .replace("%1", Path(path).name).replace("%2", str(index + 1))
            .replace("%3", str(count)))

    def _finish(self, report: ImportReport, store_problem: bool = False) -> None:
        if self.worker is not None:
            self.worker.shutdown()
            self.worker.deleteLater()
            self.worker = None
        if self.progress is not None:
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None
        if store_problem:
            report.skipped = []
        summary = ImportSummary(report, self._parent)
        if store_problem:
            summary.counts.setText(self.tr("Felt is not saving anything right now (see the "
                                           "status bar), so nothing can be imported."))
        summary.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.summary = summary
        summary.destroyed.connect(lambda _=None: setattr(self, "summary", None))
        if report.imported:
            self._imported()
        store = self._store()
        names = offers(store, report.dealt_to) if store is not None and not store_problem \
            else {}
        if store is not None and names:
            layout = summary.layout()
            assert isinstance(layout, QVBoxLayout)
            summary.offer = MeOffer(store, names, self._imported, summary)
            layout.insertWidget(1, summary.offer)
        summary.show()


class DropImport(QObject):
    """Files dropped on the window are imported: the window's own drag and drop handlers
    (``dragEnterEvent``, ``dropEvent``) hand their events to :meth:`take`."""

    def __init__(self, window: QWidget, importer: HandImporter) -> None:
        super().__init__(window)
        self._importer = importer
        window.setAcceptDrops(True)

    def take(self, event: QDragEnterEvent | QDropEvent) -> None:
        """Accept local files being dragged in, and import them once dropped."""
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        if not paths:
            event.ignore()
            return
        event.acceptProposedAction()
        if event.type() == QEvent.Type.Drop:
            self._importer.run(paths)

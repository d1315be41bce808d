"""The import off the window's thread: hands are read and replayed on a thread of its own.

The worker calls :func:`engine.storage.imports.import_files` and reports by queued signals, so
the progress dialog stays responsive; a cancel sets an event that the import polls between
hands (the file being read is then left out whole).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal

from engine.core.errors import StorageError
from engine.storage.imports import ImportReport, Progress, import_files
from engine.storage.store import Store


class ImportWorker(QObject):
    """Runs one import on ``thread``; ``done`` carries the :class:`ImportReport`."""

    progress = Signal(int, int, int, str)  # file index, file count, hands read, file
    done = Signal(object)

    def __init__(self, store: Store, paths: Sequence[Path]) -> None:
        super().__init__()
        self._store = store
        self._paths = list(paths)
        self._stop = threading.Event()
        self.runner = QThread()
        self.runner.setObjectName("import")
        self.moveToThread(self.runner)
        self.runner.started.connect(self._run)

    def start(self) -> None:
        self.runner.start()

    def cancel(self) -> None:
        self._stop.set()

    def _report(self, step: Progress) -> None:
        self.progress.emit(step.file_index, step.file_count, step.hands, step.path)

    def _run(self) -> None:
        try:
            report = import_files(self._store, self._paths, self._report, self._stop.is_set)
        except StorageError as exc:
            report = ImportReport(failed=exc)
        self.done.emit(report)
        self.runner.quit()

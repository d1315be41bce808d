"""The import off the window's thread: hands are read and replayed on a thread of its own.

The worker calls :func:`engine.storage.imported.imports.import_files` in a
:class:`~gui.base.background.Background` and reports by signals, so the progress dialog stays
responsive; a cancel (or Felt closing) sets a flag that the import polls between hands (the
file being read is then left out whole).

Tests: tests/gui/history/test_import_me_offer.py, tests/gui/history/test_import_money_window.py,
tests/gui/history/test_import_window.py
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from engine.core.errors import StorageError
from engine.formats.own_names import own_names
from engine.storage.imported.imports import ImportReport
from engine.storage.imported.imports import Progress
from engine.storage.imported.imports import expand
from engine.storage.imported.imports import import_files
from engine.storage.store import Store
from gui.base.background import Background


class ImportWorker(QObject):
    """Runs one import on a thread of its own; ``done`` carries the :class:`ImportReport`."""

    progress = Signal(int, int, int, str)  # file index, file count, hands read, file
    done = Signal(object)
    failed = Signal(str)  # an unexpected error, as a traceback

    def __init__(self, store: Store, paths: Sequence[Path]) -> None:
        super().__init__()
        self._store = store
        self._paths = list(paths)
        self._stop = threading.Event()
        self._work = Background("import", self, start=False)
        self._work.progressed.connect(self._report)
        self._work.failed.connect(self.failed)
        self.runner = self._work.qthread

    def start(self) -> None:
        self._work.start()
        self._work.submit(self._run, self.done.emit)

    def cancel(self) -> None:
        self._stop.set()

    def shutdown(self) -> None:
        """Stop the import between two hands and end the thread."""
        self._stop.set()
        self._work.shutdown()

    def _stopping(self) -> bool:
        return self._stop.is_set() or self._work.cancelling

    def _report(self, step: Progress) -> None:
        self.progress.emit(step.file_index, step.file_count, step.hands, step.path)

    def _run(self) -> ImportReport:
        try:
            report = import_files(self._store, self._paths, self._work.report,
                                  self._stopping)
        except StorageError as exc:
            return ImportReport(failed=exc)
        if report.imported or report.already_there:
            report.dealt_to = own_names(expand(self._paths))  # offered as "This is me"
        return report

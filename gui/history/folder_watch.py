"""Watch a folder while Felt runs: the hands a poker client writes there join the history.

Every :data:`WATCH_POLL_MS` the folder's files are looked at (name, size, time written) on a
:class:`~gui.base.background.Background` thread; a file that is new or has changed since it
was last read is imported again. Nothing is read twice: an unchanged file is not opened, and
of a file that grew only the new hands are added (the hands the history holds already are
recognised by their text before they are replayed). A client still writing its last hand
leaves it half-written for a moment; it is skipped then, and read when the file changes again.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal

from engine.core.errors import StorageError
from engine.storage.imported.imports import ImportReport
from engine.storage.imported.imports import expand
from engine.storage.imported.imports import import_files
from engine.storage.store import Store
from gui.base.background import Background

WATCH_POLL_MS = 2000
"""How often the watched folder is looked at: new hands show within a few seconds."""

Stamps = dict[Path, tuple[int, int]]


@dataclass(frozen=True, slots=True)
class WatchPass:
    """One look at the folder: the files' stamps after it and what the import did."""

    stamps: Stamps
    report: ImportReport | None


def look(store: Store, folder: Path, seen: Stamps,
         should_stop: Callable[[], bool] = lambda: False) -> WatchPass:
    """Import the files of ``folder`` that are new or changed since ``seen`` (runs in the
    watch's thread)."""
    stamps: Stamps = {}
    for path in expand([folder]):
        try:
            info = os.stat(path)
        except OSError:
            continue
        stamps[path] = (info.st_size, info.st_mtime_ns)
    changed = [p for p, stamp in stamps.items() if seen.get(p) != stamp]
    if not changed:
        return WatchPass(stamps, None)
    try:
        report = import_files(store, changed, should_stop=should_stop)
    except StorageError as exc:
        report = ImportReport(failed=exc)
    if report.cancelled or report.failed is not None:
        stamps = {p: s for p, s in stamps.items() if p not in changed} | {
            p: s for p, s in seen.items() if p in changed}  # read again next time
    return WatchPass(stamps, report)


class FolderWatch(QObject):
    """Watches one folder at a time; ``imported`` carries how many hands a pass added.

    :param store: the window's store, asked at each pass (``None``: nothing is read).
    :param busy: true while another import runs (the pass waits for the next tick).
    """

    imported = Signal(int)

    def __init__(self, store: Callable[[], Store | None], busy: Callable[[], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._busy = busy
        self.folder: Path | None = None
        self._seen: Stamps = {}
        self._looking = False
        self._work: Background | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(WATCH_POLL_MS)
        self._timer.timeout.connect(self.look_now)

    @property
    def watching(self) -> bool:
        return self.folder is not None

    def watch(self, folder: Path) -> None:
        """Watch ``folder`` (its hands not yet in the history are imported at once)."""
        self.folder = folder
        self._seen = {}
        if self._work is None:
            self._work = Background("watch", self)
        self._timer.start()
        self.look_now()

    def stop(self) -> None:
        self._timer.stop()
        self.folder = None
        self._seen = {}

    def shutdown(self) -> None:
        self.stop()
        if self._work is not None:
            self._work.shutdown()
            self._work = None

    def look_now(self) -> None:
        store = self._store()
        work = self._work
        folder = self.folder
        if self._looking or folder is None or work is None or store is None \
                or not store.saves or self._busy():
            return
        self._looking = True
        seen = dict(self._seen)

        def done(result: object) -> None:
            self._looked(folder, result)

        work.submit(lambda: look(store, folder, seen, lambda: work.cancelling), done,
                    lambda _text: self._failed())

    def _looked(self, folder: Path, result: object) -> None:
        self._looking = False
        if not isinstance(result, WatchPass) or folder != self.folder:
            return  # stopped or moved to another folder meanwhile
        self._seen = result.stamps
        if result.report is not None and result.report.imported:
            self.imported.emit(result.report.imported)

    def _failed(self) -> None:
        self._looking = False


__all__ = ["WATCH_POLL_MS", "FolderWatch", "WatchPass", "look"]

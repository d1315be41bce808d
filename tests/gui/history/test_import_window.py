"""Game > Import hand histories…: progress, summary, the imported hands in the history and the
replayer, and the statistics of the name marked as the person's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtCore import QObject
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from engine.storage.store import IMPORTED
from engine.storage.store import Store
from gui.history.import_dialog import HandImporter
from gui.history.import_dialog import ImportSummary
from gui.window.main_window import MainWindow
from tests.helpers.german import menu_action
from tests.helpers.hands import TIMEOUT_MS

HANDS = Path(__file__).resolve().parents[2] / "data" / "hands"
STARS = HANDS / "stars_mixed.txt"


@pytest.fixture
def saved(window: MainWindow, tmp_path: Path) -> Iterator[Store]:
    store = Store.open(tmp_path / "felt.db")
    window.store = store
    yield store
    store.close()


class _LabelRecorder(QObject):
    """What the progress dialog says after each progress signal."""

    def __init__(self, importer: HandImporter) -> None:
        super().__init__()
        self.importer = importer
        self.labels: list[str] = []

    def record(self, *args: object) -> None:
        progress = self.importer.progress
        self.labels.append(progress.labelText() if progress is not None else "")


def _importer(window: MainWindow) -> HandImporter:
    return window.history_menus.importer


def _summary(qtbot: QtBot, window: MainWindow) -> ImportSummary:
    importer = _importer(window)
    qtbot.waitUntil(lambda: importer.summary is not None and importer.summary.isVisible(),
                    timeout=TIMEOUT_MS)
    assert importer.summary is not None
    return importer.summary


def test_import_through_the_menu_then_replay_and_count_me(
        qtbot: QtBot, window: MainWindow, saved: Store,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                        staticmethod(lambda *a, **k: ([str(STARS)], "")))
    importer = _importer(window)
    menu_action(window, "Game", "Import hand histories…").trigger()
    assert importer.progress is not None and importer.progress.isVisible()
    assert importer.worker is not None
    # A QObject's method is called on the GUI thread, after the dialog's own slot.
    recorder = _LabelRecorder(importer)
    importer.worker.progress.connect(recorder.record)
    summary = _summary(qtbot, window)
    assert any("stars_mixed.txt (file 1 of 1)" in text for text in recorder.labels), \
        recorder.labels
    assert importer.progress is None  # closed
    assert "6 hands imported." in summary.counts.text()
    assert "1 hand or file skipped." in summary.counts.text()
    assert summary.table.rowCount() == 1
    assert [summary.table.item(0, c).text() for c in range(3)] == [
        "stars_mixed.txt", "line 206", "A line Felt does not understand"]
    summary.close()

    panel = window.history_menus.panel
    assert panel is not None and panel.isVisible()
    assert panel.session_box.currentData() == IMPORTED
    assert panel.proxy.rowCount() == 6
    first = panel.shown_records()
    assert {r.origin.site for r in first if r.origin} == {"pokerstars"}
    row = next(k for k, r in enumerate(first) if r.origin and r.origin.hand_id == "200000000001")
    index = panel.proxy.index(row, 0)
    assert panel.proxy.data(index).startswith("PokerStars · Felt Test I")
    assert panel.proxy.data(panel.proxy.index(row, 7)) == "$0.25/$0.50"

    # the person plays as Ann: the player filter, then "This is me"
    panel.players.choose("Ann")
    ann = panel.proxy.rowCount()
    assert 0 < ann <= 6
    qtbot.mouseClick(panel.players.me, Qt.MouseButton.LeftButton)
    assert saved.me_names() == ["Ann"]
    row = next(k for k, r in enumerate(panel.shown_records())
               if r.origin and r.origin.hand_id == "200000000001")
    assert panel.proxy.data(panel.proxy.index(row, 5)) == "+$4.52"  # 8.77 collected, 4.25 put in

    panel.table.selectRow(row)
    replayer = panel.replay()
    assert replayer is not None and replayer.isVisible()
    assert "200000000001" in replayer.windowTitle()
    replayer.last()
    assert replayer.step == len(replayer.steps) - 1 > 3

    menu_action(window, "View", "Statistics…").trigger()
    stats = window.history_menus.stats
    assert stats is not None
    names = [stats.table.item(r, 0).text() for r in range(stats.table.rowCount())]
    assert "Ann" in names
    assert stats.table.item(names.index("Ann"), 1).text() == str(ann)
    # Windows left open would lie over the next test's window and take its pointer.
    for opened in (stats, replayer, panel):
        opened.close()


def test_importing_again_adds_nothing_and_files_can_be_dropped(
        qtbot: QtBot, window: MainWindow, saved: Store) -> None:
    for expected in ("6 hands imported.", "0 hands imported."):
        mime = QMimeData()
        mime.setUrls([QUrl.fromLocalFile(str(STARS))])
        drop = QDropEvent(QPointF(40, 40), Qt.DropAction.CopyAction, mime,
                          Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        # Offscreen Qt cannot drag; the window's drop handler gets the event a drop delivers.
        assert window.acceptDrops()
        window.dropEvent(drop)
        assert drop.isAccepted()
        summary = _summary(qtbot, window)
        assert expected in summary.counts.text()
        summary.close()
        qtbot.waitUntil(lambda: _importer(window).summary is None, timeout=TIMEOUT_MS)
    assert saved.imported_count() == 6


def test_cancel_in_the_progress_dialog_leaves_the_file_out(
        qtbot: QtBot, window: MainWindow, saved: Store,
        monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    import engine.storage.imported.imports as imports_module
    from engine.formats.importing import iter_hands

    clicked = threading.Event()

    def slow(path: Path, known: Any = None,
             known_text: Any = None) -> Iterator[object]:  # the second hand waits
        for k, item in enumerate(iter_hands(path, known, known_text)):
            if k == 1:
                clicked.wait(TIMEOUT_MS / 1000)
            yield item

    monkeypatch.setattr(imports_module, "iter_hands", slow)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                        staticmethod(lambda *a, **k: ([str(STARS)], "")))
    importer = _importer(window)
    menu_action(window, "Game", "Import hand histories…").trigger()
    progress = importer.progress
    assert progress is not None
    qtbot.waitUntil(lambda: "hand read" in progress.labelText(), timeout=TIMEOUT_MS)
    cancel = next(b for b in progress.findChildren(QPushButton) if b.text() == "Cancel")
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    clicked.set()
    summary = _summary(qtbot, window)
    assert "Stopped" in summary.counts.text() and "0 hands imported." in summary.counts.text()
    assert saved.imported_count() == 0

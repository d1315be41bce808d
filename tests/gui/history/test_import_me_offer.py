"""After an import, the name the files deal their cards to is offered as "This is me" once
per site; ticking it makes the person's seat the one the history, the statistics and the
replayer follow in those hands (issue 34 item 5)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from engine.storage.store import IMPORTED
from engine.storage.store import Store
from gui.history.import_dialog import ImportSummary
from gui.window.main_window import MainWindow
from tests.helpers.german import menu_action
from tests.helpers.hands import TIMEOUT_MS

SITES = Path(__file__).resolve().parents[2] / "data" / "sites"


@pytest.fixture
def saved(window: MainWindow, tmp_path: Path) -> Iterator[Store]:
    store = Store.open(tmp_path / "felt.db")
    window.store = store
    yield store
    store.close()


def _import(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
            path: Path) -> ImportSummary:
    monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                        staticmethod(lambda *a, **k: ([str(path)], "")))
    importer = window.history_menus.importer
    menu_action(window, "Game", "Import hand histories…").trigger()
    qtbot.waitUntil(lambda: importer.summary is not None and importer.summary.isVisible(),
                    timeout=TIMEOUT_MS)
    assert importer.summary is not None
    return importer.summary


def test_the_dealt_to_name_is_offered_once_per_site_and_followed(
        qtbot: QtBot, window: MainWindow, saved: Store,
        monkeypatch: pytest.MonkeyPatch) -> None:
    summary = _import(qtbot, window, monkeypatch, SITES / "gg_hands.txt")
    assert summary.offer is not None
    box = summary.offer.boxes["ggpoker"]
    assert box.text() == "Hero is me (GGPoker)" and not box.isChecked()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert saved.me_names() == ["Hero"]
    summary.close()

    # Every imported GG hand now follows Hero's seat: its result, the replayer's seat.
    records = saved.hands(IMPORTED)
    assert len(records) >= 20
    assert all(r.person_seat is not None and r.person is not None and r.person.name == "Hero"
               for r in records)
    stats = {s.name: s for s in saved.stats()}
    assert stats["Hero"].hands == len(records)
    view = window.history_menus.show_stats()
    assert view is not None
    assert view.row_texts("Hero")[view.RAKE] == "$10.91"  # what GGPoker took of his pots
    row = next(r for r in range(view.table.rowCount())
               if view.table.item(r, view.PLAYER).text() == "Hero")
    # of which the jackpot fees GG names apart from its rake
    assert view.table.item(row, view.RAKE).toolTip() == "rake $8.72, jackpot $2.19"
    view.close()
    panel = window.history_menus.panel
    assert panel is not None
    panel.table.selectRow(0)
    replayer = panel.replay()
    assert replayer is not None
    assert replayer.hand.person_seat == panel.shown_records()[0].person_seat
    replayer.close()

    # The same site is not asked about again, nor a name already marked; another site's is.
    again = _import(qtbot, window, monkeypatch, SITES / "gg_hands.txt")
    assert again.offer is None
    again.close()
    qtbot.waitUntil(lambda: window.history_menus.importer.summary is None, timeout=TIMEOUT_MS)
    marked = _import(qtbot, window, monkeypatch, SITES / "winamax_hands.txt")  # Hero too
    assert marked.offer is None
    marked.close()
    qtbot.waitUntil(lambda: window.history_menus.importer.summary is None, timeout=TIMEOUT_MS)
    other = _import(qtbot, window, monkeypatch, SITES / "wpn_hands.txt")
    assert other.offer is not None and list(other.offer.boxes) == ["wpn"]
    # Abe is dealt in twice in the file, everybody else once: the name most often dealt to.
    assert other.offer.boxes["wpn"].text() == "Abe is me (Winning Poker Network)"
    other.close()  # left unticked: offered once, not again
    qtbot.waitUntil(lambda: window.history_menus.importer.summary is None, timeout=TIMEOUT_MS)
    last = _import(qtbot, window, monkeypatch, SITES / "wpn_hands.txt")
    assert last.offer is None and saved.me_names() == ["Hero"]
    last.close()
    panel.close()

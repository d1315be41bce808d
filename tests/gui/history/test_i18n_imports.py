"""Imported hands in German: the summary, the history's rows and their origin, the statistics
per currency and in big blinds, and the replayer's words and amounts ("1,50 $", not "150")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.storage.store import IMPORTED
from engine.storage.store import Store
from gui.base import i18n
from gui.history.replayer import ReplayerWindow
from gui.table.items import ChipStackItem
from gui.table.items import SeatItem
from gui.window.main_window import MainWindow
from tests.helpers.german import english_in
from tests.helpers.german import view_texts
from tests.helpers.german import widget_texts
from tests.helpers.hands import TIMEOUT_MS

STAKES = Path(__file__).resolve().parents[2] / "data" / "stakes" / "stars_stakes.txt"


@pytest.fixture
def saved(window: MainWindow, tmp_path: Path) -> Iterator[Store]:
    store = Store.open(tmp_path / "felt.db")
    window.store = store
    yield store
    i18n.apply("en")  # English again before the store closes (open windows read it)
    store.close()




def _scene_words(replayer: ReplayerWindow) -> list[tuple[str, str]]:
    texts: list[tuple[str, str]] = []
    for item in replayer.scene.items():
        if isinstance(item, SeatItem) and item.isVisible():
            texts += [("seat status", item.status), ("stack", item.amount_text(item.stack))]
        elif isinstance(item, ChipStackItem) and item.isVisible():
            texts += [("caption", item.caption), ("amount", item.amount_text(item.amount))]
    return texts


def test_imported_hands_in_german(qtbot: QtBot, window: MainWindow, saved: Store) -> None:
    window.set_language("de")
    QApplication.processEvents()
    importer = window.history_menus.importer
    importer.run([STAKES])
    qtbot.waitUntil(lambda: importer.summary is not None and importer.summary.isVisible(),
                    timeout=TIMEOUT_MS)
    summary = importer.summary
    assert summary is not None
    assert english_in(widget_texts(summary)) == []
    summary.close()

    saved.set_me_names(["Ann"])
    panel = window.history_menus.show_history()
    assert panel is not None
    panel.refresh()
    panel.show_session(IMPORTED)
    QApplication.processEvents()
    assert english_in(widget_texts(panel) + view_texts(panel)) == []
    words = [text for _, text in view_texts(panel)]
    assert "0,25\xa0$/0,50\xa0$" in words and "-10,35\xa0€" in words and "+0,50\xa0$" in words
    assert "Datei: stars_stakes.txt, Zeile 1" in words

    stats = window.history_menus.show_stats()
    assert stats is not None
    stats.scope.setCurrentIndex(stats.scope.findData(IMPORTED))
    QApplication.processEvents()
    assert english_in(widget_texts(stats) + view_texts(stats)) == []
    row = stats.row_texts("Ann")
    assert row[stats.NET] == "-10,35\xa0€ · -29,50\xa0$" and row[stats.BB] == "-12,3"

    first = next(k for k, r in enumerate(panel.shown_records())
                 if r.origin is not None and r.origin.hand_id == "300000000001")
    panel.table.selectRow(first)
    qtbot.mouseClick(panel.replay_button, Qt.MouseButton.LeftButton)
    replayer = panel.replayers[-1]
    assert replayer.windowTitle().startswith(
        "Hand Nr. 300000000001 nachspielen — PokerStars · Alpha II · 0,25\xa0$/0,50\xa0$")
    captions = []
    for step in range(len(replayer.steps)):
        replayer.go_to(step)
        assert english_in(widget_texts(replayer) + _scene_words(replayer)) == []
        captions.append(replayer.caption.text())
    told = "\n".join(captions)
    assert "Du erhöhst auf 1,50\xa0$." in told
    assert "Niemand geht mit: Du nimmst 1,00\xa0$ zurück." in told
    assert ("stack", "50,50\xa0$") in _scene_words(replayer)
    replayer.close()

"""An imported hand whose text leaves a player's name out (WPN's ``Player  allin (850)``
with no name and no seat, issue 43): the replayer's seat plate, its told steps and the
history's player filter say "Unnamed player" ("Spieler ohne Namen"), never an empty name;
the stored name stays the text's (empty)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from engine.storage.imported.imports import import_files
from engine.storage.store import Store
from gui.base import i18n
from gui.history.history_panel import HistoryPanel
from gui.window.main_window import MainWindow
from tests.helpers.replaying import imported_history
from tests.helpers.replaying import replay_imported
from tests.helpers.replaying import told_to_the_end

SEATLESS = Path(__file__).resolve().parents[2] / "data" / "sites" / "wpn_classic_seatless.txt"


@pytest.fixture
def panel(window: MainWindow, tmp_path: Path) -> Iterator[HistoryPanel]:
    store = Store.open(tmp_path / "felt.db")
    report = import_files(store, [SEATLESS])
    assert report.imported == 1 and not report.skipped
    with imported_history(window, store) as shown:
        yield shown
    i18n.apply("en")


def test_the_replayer_names_him_an_unnamed_player(panel: HistoryPanel) -> None:
    replayer = replay_imported(panel, "700000001")
    assert replayer.hand.names[3] == "Unnamed player"  # seat 4, the button's
    plate = replayer.scene.stage.seat_items[3]
    assert plate.name == "Unnamed player"
    told = told_to_the_end(replayer).splitlines()
    assert "Unnamed player raises to 850 and is all-in." in told
    # his cards are in no line of the file, yet the site paid him: he did not muck them
    assert told[-2:] == ["Unnamed player shows no cards.",
                         "Unnamed player wins the pot of 1,830."]
    (record,) = panel.shown_records()
    assert "" in [p.name for p in record.players]  # stored as the text wrote it
    box = panel.players.box
    assert box.itemData(box.findText("Unnamed player")) == ""  # chosen by its stored name


def test_in_german_he_is_a_spieler_ohne_namen(window: MainWindow,
                                               panel: HistoryPanel) -> None:
    window.set_language("de")
    QApplication.processEvents()
    box = panel.players.box
    assert box.findText("Spieler ohne Namen") >= 0
    replayer = replay_imported(panel, "700000001")
    assert replayer.scene.stage.seat_items[3].name == "Spieler ohne Namen"
    told = told_to_the_end(replayer).splitlines()
    assert told[-2:] == ["Spieler ohne Namen zeigt keine Karten.",
                         "Spieler ohne Namen gewinnt den Pot von 1.830."]

"""The hand history with many hands: a page at a time from the database, sorted and filtered
there, one new row when a hand ends, and a damaged hand named instead of an empty list."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

import engine.storage.history_pages as pages
import engine.storage.store as store_module
from engine.storage.store import Store
from gui.history.hand_table import PAGE_ROWS
from gui.history.hand_table import HandTableModel
from gui.history.history_panel import HistoryPanel
from tests.helpers.storage import copy_hands
from tests.helpers.storage import damage_hand
from tests.helpers.storage import play_into

MANY = 3000


@pytest.fixture
def store() -> Iterator[Store]:
    store = Store.in_memory()
    play_into(store, "Tuesday", 6, seed=11)
    wednesday = play_into(store, "Wednesday", 6, seed=12)
    copy_hands(store, wednesday, MANY)
    yield store
    store.close()


def _panel(qtbot: QtBot, store: Store) -> HistoryPanel:
    panel = HistoryPanel(store)
    qtbot.addWidget(panel)
    panel.resize(1000, 600)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def test_opening_reads_only_the_rows_shown(qtbot: QtBot, store: Store,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    decoded: list[int] = []
    real = store_module.hand_of_row
    monkeypatch.setattr(store_module, "hand_of_row", lambda row: decoded.append(1) or real(row))
    monkeypatch.setattr(pages, "hand_of_row", store_module.hand_of_row)
    panel = _panel(qtbot, store)
    assert panel.model.rowCount() == MANY + 12
    assert panel.count_label.text().startswith(f"{MANY + 12:,}")
    assert 0 < len(decoded) <= 2 * PAGE_ROWS  # not every hand, as a Python sort needed
    newest = panel.model.record(0)
    assert newest is not None and newest.hand_number == MANY + 6


def test_sorting_and_filters_are_the_databases_and_agree_with_the_hands(
        qtbot: QtBot, store: Store) -> None:
    panel = _panel(qtbot, store)
    panel.table.sortByColumn(HandTableModel.HAND, Qt.SortOrder.AscendingOrder)
    numbers = [panel.model.record(r).hand_number for r in range(8)]  # type: ignore[union-attr]
    assert numbers == [1, 1, 2, 2, 3, 3, 4, 4]
    lost = [h for h in store.hands() if h.result == "lost"]
    panel.result_box.setCurrentIndex(panel.result_box.findData("lost"))
    assert panel.model.rowCount() == len(lost)
    assert {(r.session_id, r.hand_number) for r in panel.shown_records()} == {
        (h.session_id, h.hand_number) for h in lost}
    # the cards column cannot be sorted by the database: the order and its arrow stay
    panel.table.sortByColumn(HandTableModel.CARDS, Qt.SortOrder.AscendingOrder)
    header = panel.table.horizontalHeader()
    assert header.sortIndicatorSection() == HandTableModel.HAND
    assert panel.model.query.sort == "hand" and not panel.model.query.descending


def test_a_hand_that_ends_goes_in_as_one_row_without_a_reload(qtbot: QtBot,
                                                                store: Store) -> None:
    panel = _panel(qtbot, store)
    resets: list[int] = []
    inserted: list[tuple[int, int]] = []
    panel.model.modelReset.connect(lambda: resets.append(1))
    panel.model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    session = store.latest_session_id()
    assert session is not None
    number = copy_hands(store, session, 1)
    panel.hand_saved(session, number)
    panel.hand_saved(session, number)  # told twice (the panel was opened after it): one row
    assert resets == [] and inserted == [(0, 0)]
    first = panel.model.record(0)
    assert first is not None and first.hand_number == number
    assert panel.count_label.text().startswith(f"{MANY + 13:,}")


def test_a_damaged_hand_is_named_and_the_rest_of_the_history_shows(
        qtbot: QtBot, store: Store, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    session = store.latest_session_id()
    assert session is not None
    newest = MANY + 6
    damage_hand(store, session, newest)
    panel = _panel(qtbot, store)
    assert panel.model.rowCount() == MANY + 12
    assert panel.model.record(0) is None and panel.model.record(1) is not None
    assert panel.model.data(panel.model.index(0, HandTableModel.CARDS)) == \
        "This hand cannot be read"
    assert panel.model.data(panel.model.index(0, HandTableModel.HAND)) == f"{newest:,}"
    assert panel.damaged_label.isVisible()
    assert f"hand {newest:,} of Wednesday" in panel.damaged_label.text()
    panel.session_box.setCurrentIndex(panel.session_box.findData(
        store.list_sessions()[-1].id))  # Tuesday: its hands export as usual
    target = tmp_path / "tuesday.phhs"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert panel.export("phh") == target
    assert target.read_text(encoding="utf-8").count("actions = ") == 6

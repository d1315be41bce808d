"""Sessions get readable default names in the person's language, the person is "Du" in German,
and a default name can be replaced by the person's own."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from engine.storage import store as store_module
from engine.storage.store import Store
from gui.base import i18n
from gui.history.history_panel import HistoryPanel
from gui.history.sessions_dialog import SessionsDialog
from tests.helpers.storage import play_into

SUNDAY_EVENING = time.mktime((2026, 11, 22, 20, 30, 0, 0, 0, -1))  # local time


@pytest.fixture
def named_store(monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    """Two sessions started on a Sunday evening: one without a name, one with Felt's old
    time stamp for a name."""
    store = Store.in_memory()
    with monkeypatch.context() as patch:
        patch.setattr(store_module, "time", SimpleNamespace(time=lambda: SUNDAY_EVENING))
        play_into(store, "", 2, seed=11)
        play_into(store, "2026-11-22 20:30", 1, seed=12, players=4)
    yield store
    store.close()


@pytest.fixture
def english() -> Iterator[None]:
    yield
    i18n.apply("en")


def _dialog(qtbot: QtBot, store: Store) -> SessionsDialog:
    dialog = SessionsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _column(dialog: SessionsDialog, column: int) -> list[str]:
    return [dialog.table.item(r, column).text() for r in range(dialog.table.rowCount())]


def test_default_names_say_when_how_many_and_which_game(qtbot: QtBot,
                                                        named_store: Store) -> None:
    dialog = _dialog(qtbot, named_store)
    assert sorted(_column(dialog, dialog.NAME)) == [
        "Sunday evening, 3 players, No-Limit", "Sunday evening, 4 players, No-Limit"]
    assert all(row.startswith("You, ") for row in _column(dialog, dialog.PLAYERS))


def test_in_german_the_names_and_the_person_are_german(qtbot: QtBot, named_store: Store,
                                                       english: None) -> None:
    i18n.apply("de")
    QApplication.processEvents()
    dialog = _dialog(qtbot, named_store)
    assert sorted(_column(dialog, dialog.NAME)) == [
        "Sonntagabend, 3 Spieler, No-Limit", "Sonntagabend, 4 Spieler, No-Limit"]
    players = _column(dialog, dialog.PLAYERS)
    assert all(row.startswith("Du, ") for row in players)
    assert not any(re.search(r"\bYou\b", row) for row in players)


def test_a_default_name_is_renamed_and_an_unchanged_one_stays_default(
    qtbot: QtBot, named_store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = _dialog(qtbot, named_store)
    rect = dialog.table.visualItemRect(dialog.table.item(0, dialog.NAME))
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    chosen = dialog.selected()
    assert chosen is not None
    offered: list[str] = []
    answers = iter(["keep", "Sunday with Ada"])

    def ask(parent: object, title: str, label: str, mode: object,
            text: str) -> tuple[str, bool]:
        offered.append(text)
        answer = next(answers)
        return (text if answer == "keep" else answer), True

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(ask))
    qtbot.mouseClick(dialog.rename_button, Qt.MouseButton.LeftButton)
    default = offered[0]
    assert default.startswith("Sunday evening, ")
    # OK on the offered default name changes nothing: it stays a default name.
    assert named_store.summary(chosen.id).name == chosen.name
    qtbot.mouseClick(dialog.rename_button, Qt.MouseButton.LeftButton)
    assert named_store.summary(chosen.id).name == "Sunday with Ada"
    assert "Sunday with Ada" in _column(dialog, dialog.NAME)


def test_two_sessions_of_one_evening_are_told_apart(qtbot: QtBot,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store.in_memory()
    with monkeypatch.context() as patch:
        for minutes, seed in ((0, 21), (40, 22)):
            patch.setattr(store_module, "time",
                          SimpleNamespace(time=lambda m=minutes: SUNDAY_EVENING + 60 * m))
            play_into(store, "", 1, seed=seed)
    try:
        dialog = _dialog(qtbot, store)
        assert sorted(_column(dialog, dialog.NAME)) == [
            "Sunday evening, 3 players, No-Limit", "Sunday evening, 3 players, No-Limit (2)"]
        panel = HistoryPanel(store)
        qtbot.addWidget(panel)
        boxes = [panel.session_box.itemText(k) for k in range(panel.session_box.count())]
        assert "Sunday evening, 3 players, No-Limit (2)" in boxes
        assert len(set(boxes)) == len(boxes)
    finally:
        store.close()

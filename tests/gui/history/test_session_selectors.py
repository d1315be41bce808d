"""Every list that offers the saved sessions (Statistics, the hand history, Sessions) names
them alike and never twice the same: three games started the same morning read "… (2)",
"… (3)", and two the person gave one name are told apart the same way."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from engine.storage.store import IMPORTED
from engine.storage.store import Store
from gui.history.history_panel import HistoryPanel
from gui.history.sessions_dialog import SessionsDialog
from gui.history.stats_view import StatsView
from tests.helpers.storage import play_into


@pytest.fixture
def store() -> Iterator[Store]:
    store = Store.in_memory()
    for seed in (1, 2, 3):  # one default name: the same morning, players and game
        play_into(store, "", 1, seed=seed)
    for seed in (4, 5):
        store.rename(play_into(store, "", 1, seed=seed), "Club night")
    yield store
    store.close()


def _names(box: QComboBox) -> dict[int, str]:
    return {box.itemData(i): box.itemText(i) for i in range(box.count())
            if isinstance(box.itemData(i), int) and box.itemData(i) != IMPORTED}


def test_every_session_selector_gives_each_session_one_name_of_its_own(
        qtbot: QtBot, store: Store) -> None:
    sessions = SessionsDialog(store)  # (it loads the English plurals: "3 players")
    stats = StatsView(store)
    history = HistoryPanel(store)
    for widget in (stats, history, sessions):
        qtbot.addWidget(widget)
    in_stats, in_history = _names(stats.scope), _names(history.session_box)
    assert len(in_stats) == 5 and len(set(in_stats.values())) == 5, in_stats
    assert in_stats == in_history == sessions.titles
    assert sum(name.startswith("Club night") for name in in_stats.values()) == 2

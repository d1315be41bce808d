"""The saved-games windows in German: sessions, hand history, statistics and the replayer.

A hand is played and saved with the window in German; then each window the menus open is
walked like the main window (headers and cells of its tables included) and must show no
English. Switching back to English while they are open makes them English again.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.play.session import GameSession
from engine.play.session import HandWrapped
from engine.rules.events import HandEnded
from engine.storage.recorder import record_new
from engine.storage.store import Store
from gui.base import i18n
from gui.base.game_setup import GameSetup
from gui.history.replayer import ReplayerWindow
from gui.history.sessions_dialog import SessionsDialog
from gui.window.main_window import MainWindow
from tests.helpers.german import english_in
from tests.helpers.german import view_texts
from tests.helpers.german import widget_texts
from tests.helpers.hands import TIMEOUT_MS


@pytest.fixture(autouse=True)
def _english_after(store: Store) -> Iterator[None]:
    """English again before the store closes (open windows read it when retranslating)."""
    del store
    yield
    i18n.apply("en")




def _play_one_hand(qtbot: QtBot, window: MainWindow, store: Store) -> None:
    setup = GameSetup(players=3, opponents="call", starting_stack=10_000, small_blind=50,
                      big_blind=100, seed=5)
    names = setup.names()

    def factory() -> GameSession:
        return record_new(store, setup.table_config(), [names[s] for s in range(3)], 0,
                          setup.bots(), setup.seed, "Abend")

    ended: list[HandEnded] = []

    def done(event: object) -> None:
        if isinstance(event, HandEnded):
            ended.append(event)
        if isinstance(event, HandWrapped):
            window.set_paused(True)

    window.scene.event_done.connect(done)
    window.store = store
    window.start_game(setup, factory=factory)
    panel = window.panel
    while not ended:
        qtbot.waitUntil(lambda: panel.legal is not None or bool(ended), timeout=TIMEOUT_MS)
        if ended:
            break
        qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: panel.legal is None, timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: len(store.hands()) >= 1, timeout=TIMEOUT_MS)


def test_saved_games_windows_are_german(qtbot: QtBot, window: MainWindow,
                                        store: Store) -> None:
    window.set_language("de")
    QApplication.processEvents()
    _play_one_hand(qtbot, window, store)
    menus = window.history_menus

    sessions = menus.show_sessions()
    assert isinstance(sessions, SessionsDialog)
    QApplication.processEvents()
    assert sessions.windowTitle() == "Sitzungen"
    assert english_in(widget_texts(sessions) + view_texts(sessions, rows=5)) == []
    sessions.close()

    history = menus.show_history()
    assert history is not None
    QApplication.processEvents()
    assert english_in(widget_texts(history) + view_texts(history, rows=5)) == []

    stats = menus.show_stats()
    assert stats is not None
    QApplication.processEvents()
    assert english_in(widget_texts(stats) + view_texts(stats, rows=5)) == []

    history.table.selectRow(0)
    qtbot.mouseClick(history.replay_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    replays = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, ReplayerWindow) and w.isVisible()]
    assert replays, "the Replay button opened no replayer"
    for replay in replays:
        assert replay.windowTitle().startswith("Hand Nr. ")
        assert english_in(widget_texts(replay)) == []

    # Back to English while history and statistics are open: they follow at once.
    window.set_language("en")
    QApplication.processEvents()
    assert stats.windowTitle() == "Statistics"
    for replay in replays:
        assert replay.windowTitle().startswith("Replay of hand #")
        assert replay.reveal_box.text() == "Show all hole cards"
        replay.close()
    english = [text for _, text in view_texts(history, rows=5)]
    assert "Session" in english or "Hand" in english

"""From the game to its history: hands played in the window at instant speed are saved, the
menus' shortcuts open the history, the replayer and the statistics, and they agree with what
the table showed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.play.session import GameSession
from engine.play.session import HandWrapped
from engine.rules.events import ActionTaken
from engine.rules.events import HandEnded
from engine.rules.events import HandStarted
from engine.storage.recorder import record_new
from engine.storage.store import Store
from gui.base import message_boxes
from gui.base.game_setup import GameSetup
from gui.history.hand_table import HandTableModel
from gui.history.sessions_dialog import SessionsDialog
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS

shown: list[object] = []  # every event the table showed in the last _play


def _play(qtbot: QtBot, window: MainWindow, store: Store, hands: int) -> list[HandEnded]:
    """``hands`` hands against calling stations, the person checking or calling every time,
    saved as they are played; the game pauses after the last one."""
    setup = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                      big_blind=10, seed=5)
    names = setup.names()
    shown.clear()

    def factory() -> GameSession:
        return record_new(store, setup.table_config(), [names[s] for s in range(3)], 0,
                          setup.bots(), setup.seed, "Evening")

    ended: list[HandEnded] = []

    def done(event: object) -> None:
        shown.append(event)
        if isinstance(event, HandEnded):
            ended.append(event)
        if isinstance(event, HandWrapped) and event.hand_number >= hands:
            window.set_paused(True)  # the hand is saved when it is wrapped up

    window.scene.event_done.connect(done)
    window.store = store  # the app opens it; here a scratch file
    window.start_game(setup, factory=factory)
    panel = window.panel
    while len(ended) < hands:
        qtbot.waitUntil(lambda: panel.legal is not None or len(ended) >= hands,
                        timeout=TIMEOUT_MS)
        if len(ended) >= hands:
            break
        qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: panel.legal is None, timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: len(store.hands()) >= hands, timeout=TIMEOUT_MS)
    return ended


def _shortcut(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=TIMEOUT_MS)
    qtbot.keyClick(window.windowHandle(), key, Qt.KeyboardModifier.ControlModifier)


def test_played_hands_show_in_the_history_replayer_and_statistics(
    qtbot: QtBot, window: MainWindow, store: Store
) -> None:
    ended = _play(qtbot, window, store, 3)
    menus = window.history_menus
    assert menus.panel is None
    _shortcut(qtbot, window, Qt.Key.Key_H)  # View > Hand history... (Ctrl+H)
    panel = menus.panel
    assert panel is not None and menus.dock is not None and menus.dock.isVisible()
    assert panel.proxy.rowCount() == 3
    assert {panel._record(r).hand_number for r in range(3)} == {1, 2, 3}

    # The result filter keeps the hands the person won, as the table paid them.
    won = {e.hand_number for e in ended if dict(e.net).get(0, 0) > 0}
    panel.result_box.setCurrentIndex(panel.result_box.findData("won"))
    assert {panel._record(r).hand_number for r in range(panel.proxy.rowCount())} == won
    panel.result_box.setCurrentIndex(0)

    # Replay hand 2 to its end: the stacks are those the table showed when hand 2 ended.
    row = next(r for r in range(3) if panel._record(r).hand_number == 2)
    rect = panel.table.visualRect(panel.proxy.index(row, HandTableModel.HAND))
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    replayer = panel.replayers[-1]
    replayer.activateWindow()
    qtbot.waitUntil(replayer.isActiveWindow, timeout=TIMEOUT_MS)
    qtbot.keyClick(replayer.windowHandle(), Qt.Key.Key_End)
    final = dict(ended[1].stacks)
    assert {s: replayer.scene.seat_items[s].stack for s in final} == final
    qtbot.keyClick(replayer.windowHandle(), Qt.Key.Key_Home)
    assert replayer.scene.board_cards() == []
    replayer.close()

    _shortcut(qtbot, window, Qt.Key.Key_I)  # View > Statistics... (Ctrl+I)
    stats = menus.stats
    assert stats is not None
    row_you = stats.row_texts("You")
    assert row_you[stats.HANDS] == "3"
    # VPIP: the hands in which the person called or raised before the flop (a check in the
    # big blind does not count).
    paid: set[int] = set()
    hand = 0
    for e in shown:
        if isinstance(e, HandStarted):
            hand = e.hand_number
        elif isinstance(e, ActionTaken) and e.seat == 0 and e.street == 0 \
                and e.action in ("call", "bet", "raise"):
            paid.add(hand)
    assert row_you[stats.VPIP] == f"{100 * len(paid) / 3:.1f}%"
    assert row_you[stats.PFR] == "0.0%"  # never raised
    net = sum(dict(e.net).get(0, 0) for e in ended)
    assert row_you[stats.NET] == (f"+{net}" if net > 0 else str(net))
    stats.close()


def test_sessions_entry_lists_the_saved_session(
    qtbot: QtBot, window: MainWindow, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    _play(qtbot, window, store, 1)
    continued: list[int] = []
    monkeypatch.setattr(window, "continue_session", continued.append, raising=False)
    _shortcut(qtbot, window, Qt.Key.Key_O)  # Game > Sessions... (Ctrl+O)
    qtbot.waitUntil(lambda: window.findChild(SessionsDialog, "sessions") is not None,
                    timeout=TIMEOUT_MS)
    dialog = window.findChild(SessionsDialog, "sessions")
    assert dialog is not None and dialog.table.rowCount() == 1
    assert dialog.table.item(0, dialog.NAME).text() == "Evening"
    assert int(dialog.table.item(0, dialog.HANDS).text()) >= 1
    # The session on the table is marked and can be neither deleted nor continued twice.
    assert window.session_id == store.list_sessions()[0].id
    assert dialog.table.item(0, dialog.STATE).text() == "Playing now"
    assert not dialog.delete_button.isEnabled() and not dialog.continue_button.isEnabled()
    dialog.reject()

    window.stop_engine()  # the game is put away: now it can be continued
    assert window.session_id is None
    _shortcut(qtbot, window, Qt.Key.Key_O)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(SessionsDialog)),
                    timeout=TIMEOUT_MS)
    dialog = next(d for d in window.findChildren(SessionsDialog) if d.isVisible())
    assert dialog.table.item(0, dialog.STATE).text() == "Unfinished"
    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: continued == [store.list_sessions()[0].id], timeout=TIMEOUT_MS)


def test_without_a_store_the_entries_say_so(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:

    said: list[str] = []
    monkeypatch.setattr(message_boxes, "information",
                        lambda parent, title, text: said.append(text))
    monkeypatch.setattr(window, "store", None, raising=False)
    assert window.history_menus.show_history() is None
    assert said == ["Saved games are not available in this run."]


def test_the_replayer_opens_in_front_of_the_history_and_escape_closes_both(
    qtbot: QtBot, window: MainWindow, store: Store
) -> None:
    """Issue 44: the replayer opened under the floating Hand history, which stayed on top,
    and Escape closed neither."""
    _play(qtbot, window, store, 2)
    _shortcut(qtbot, window, Qt.Key.Key_H)
    menus = window.history_menus
    panel, dock = menus.panel, menus.dock
    assert panel is not None and dock is not None
    dock.setFloating(True)  # beside the table, as a small screen has it
    qtbot.waitUntil(lambda: dock.isVisible() and panel.table.viewport().height() > 20,
                    timeout=TIMEOUT_MS)
    qtbot.wait(50)
    rect = panel.table.visualRect(panel.proxy.index(0, HandTableModel.HAND))
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    replayer = panel.replayers[-1]
    qtbot.waitUntil(replayer.isActiveWindow, timeout=TIMEOUT_MS)  # in front, with the keys
    handle = replayer.windowHandle()
    assert handle is not None and handle.transientParent() is dock.windowHandle()
    qtbot.keyClick(handle, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not panel.replayers, timeout=TIMEOUT_MS)  # closed and gone
    dock.activateWindow()
    panel.table.setFocus()
    qtbot.waitUntil(dock.isActiveWindow, timeout=TIMEOUT_MS)
    qtbot.keyClick(dock.windowHandle(), Qt.Key.Key_Escape)
    assert not dock.isVisible()
    assert window.isVisible()  # only the history went away

""""Amounts in big blinds" as a person reads it: not only the stacks and the pots but the
buttons, the amount box, the refusal of an amount, the log, the coach and the history all
speak big blinds once the View menu says so, and chips again when it is switched off."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.base.game_setup import GameSetup
from gui.history.history_panel import HistoryPanel
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.hands import seed_with_button
from tests.helpers.storage import play_into


def _three_handed() -> GameSetup:
    """Blinds 5/10; the button on seat 2, so the person (seat 0) posts the small blind."""
    base = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You")
    return GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You", seed=seed_with_button(base, 2))


def _type(qtbot: QtBot, win: MainWindow, text: str) -> None:
    box = win.panel.amount
    qtbot.mouseClick(box.lineEdit(), Qt.MouseButton.LeftButton)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), text)


def test_every_amount_a_person_reads_follows_big_blind_mode(
    qtbot: QtBot, coached: MainWindow
) -> None:
    win, panel = coached, coached.panel
    win.start_game(_three_handed())
    qtbot.waitUntil(lambda: panel.legal is not None, timeout=TIMEOUT_MS)
    win.menus.blinds_action.trigger()
    try:
        assert panel.call_button.text().startswith("Call 0.5 BB")  # 5 chips to call
        assert panel.raise_button.text() == "Raise to 2 BB"
        assert panel.amount.text() == "2 BB"
        _type(qtbot, win, "3")  # three big blinds, typed as the box shows them
        assert panel.amount.value() == 30 and panel.raise_button.text() == "Raise to 3 BB"
        _type(qtbot, win, "1.5")  # below the smallest raise: refused
        qtbot.keyClick(panel.amount.lineEdit(), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: "between" in panel.message.text(), timeout=TIMEOUT_MS)
        assert panel.message.text() == "Bet or raise to an amount between 2 BB and 100 BB."
        lines = len(win.log.toPlainText().splitlines())
        qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
        dock = win.coach_dock
        qtbot.waitUntil(lambda: panel.legal is not None and dock.report is not None
                        and len(dock.report.board) == 3, timeout=TIMEOUT_MS)
        told = "\n".join(win.log.toPlainText().splitlines()[lines:])
        assert "You call 0.5 BB." in told, told
        coach = dock.figures.text()
        assert "3 BB" in coach and "30" not in coach, coach
        store = Store.in_memory()
        play_into(store, "Evening", 2, seed=3)
        history = HistoryPanel(store)
        qtbot.addWidget(history)
        results = {str(history.proxy.index(r, history.model.RESULT).data())
                   for r in range(history.proxy.rowCount())}
        assert all(t.endswith("BB") for t in results if t != "0 BB"), results
        store.close()
    finally:
        win.menus.blinds_action.trigger()
    assert panel.amount.text() == "20" or "BB" not in panel.amount.text()
    assert "BB" not in panel.raise_button.text()


def test_the_history_counts_each_hand_in_its_own_big_blinds(
    qtbot: QtBot, window: MainWindow
) -> None:
    from tests.helpers.german import menu_action
    store = Store.in_memory()
    play_into(store, "Last week", 3, seed=3)  # blinds 5/10
    window.store = store
    window.start_game(GameSetup(players=3, opponents="call", starting_stack=10000,
                                small_blind=50, big_blind=100, name="You", seed=2))
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    window.menus.blinds_action.trigger()  # the table at 100: "Call 0.5 BB"
    try:
        menu_action(window, "View", "Hand history…").trigger()
        panel = window.history_menus.panel
        assert panel is not None
        panel.session_box.setCurrentIndex(0)  # all sessions
        shown = {}
        for row in range(panel.proxy.rowCount()):
            record = panel._record(row)
            if record.session_id != window.session_id and record.person is not None:
                shown[record.person.net] = str(panel.proxy.index(
                    row, panel.model.RESULT).data())
        assert shown and any(net for net in shown)
        for net, text in shown.items():
            blinds = net / 10  # the hand's own big blind, not the table's 100
            number = f"{blinds:g}" if blinds == int(blinds) else f"{blinds:.1f}"
            assert text.replace("+", "") == f"{number} BB", (net, text)
    finally:
        window.menus.blinds_action.trigger()
        store.close()

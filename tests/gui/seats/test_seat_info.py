"""The seats' statistics, notes and full names, as a regular uses them at the table."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QPlainTextEdit
from pytestqt.qtbot import QtBot

from engine.storage.seat_stats import seat_figures
from engine.storage.store import Store
from gui.base import player_notes
from gui.base import settings
from gui.base.game_setup import GameSetup
from gui.seats.seat_info import SEAT_STATS
from gui.seats.seat_info import hud_line
from gui.table.items import SeatItem
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.storage import play_into


def _seated(qtbot: QtBot, window: MainWindow, store: Store) -> None:
    """Two saved games against the same six names, then a third at the table."""
    play_into(store, "earlier", 25, seed=5, players=6, opponents="mixed")
    window.store = store
    window.start_game(GameSetup(players=6, opponents="mixed", seed=9))
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)


def _right_click(window: MainWindow, seat: int, choose: str) -> None:
    """Right-click the seat's plate and choose the menu entry named ``choose``."""
    view = window.view

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(20, pick)
            return
        action = next(a for a in menu.actions() if a.objectName() == choose)
        menu.close()
        action.trigger()

    QTimer.singleShot(20, pick)
    where = view.mapFromScene(window.scene.seat_items[seat].scenePos())
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where,
                              view.viewport().mapToGlobal(where))
    QApplication.sendEvent(view.viewport(), event)


def test_each_opponent_shows_its_figures_from_the_saved_hands_and_a_pop_up(
        qtbot: QtBot, window: MainWindow, store: Store) -> None:
    _seated(qtbot, window, store)
    names = {s: n for s, n in window.scene.names.items() if s != 0}
    figures = seat_figures(store, list(names.values()))
    for seat, name in names.items():
        item = window.scene.seat_items[seat]
        assert item.hud == hud_line(figures[name]) and item.hud.endswith(
            f" · {figures[name].hands}")
        tip = item.toolTip()
        assert tip.startswith(name) and "VPIP" in tip and "WTSD" in tip and "3-bet" in tip
    assert window.scene.seat_items[0].hud == ""  # none for the person

    _right_click(window, 1, "seat_stats")  # hide them
    qtbot.waitUntil(lambda: window.scene.seat_items[1].hud == "", timeout=TIMEOUT_MS)
    assert settings.value(SEAT_STATS, True) is False
    assert "VPIP" in window.scene.seat_items[1].toolTip()  # the pop-up still says them
    settings.remember(SEAT_STATS, True)


def test_a_note_written_from_the_seat_menu_is_kept_by_name_and_marked(
        qtbot: QtBot, window: MainWindow, store: Store) -> None:
    _seated(qtbot, window, store)
    name = window.scene.names[2]
    item = window.scene.seat_items[2]
    assert not item.noted

    def write() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QInputDialog):
            QTimer.singleShot(20, write)
            return
        editor = dialog.findChild(QPlainTextEdit)
        assert editor is not None  # a long note wraps instead of running off to the right
        assert editor.lineWrapMode() is QPlainTextEdit.LineWrapMode.WidgetWidth
        assert editor.wordWrapMode() is not QTextOption.WrapMode.NoWrap
        editor.setFocus()
        qtbot.keyClicks(editor, "Limps, folds to a raise")
        dialog.accept()

    QTimer.singleShot(20, write)
    _right_click(window, 2, "note")
    qtbot.waitUntil(lambda: item.noted, timeout=TIMEOUT_MS)
    assert player_notes.note(name) == "Limps, folds to a raise"
    assert "Note: Limps, folds to a raise" in item.toolTip()
    assert not window.scene.seat_items[3].noted
    player_notes.keep(name, "")
    assert player_notes.note(name) == ""


def test_long_names_are_shown_in_full_and_only_cut_when_they_must_be(qtbot: QtBot) -> None:
    fits = SeatItem(1, "Maximilian Alexander")
    assert not fits.name_elided  # smaller letters, the whole name
    too_long = SeatItem(2, "Bartholomew Featherstonehaugh-Worthington")
    assert too_long.name_elided
    short = SeatItem(3, "Ada")
    assert not short.name_elided


def test_a_strange_notes_file_counts_as_no_notes() -> None:
    player_notes.path().parent.mkdir(parents=True, exist_ok=True)
    player_notes.path().write_text("[1, 2]", encoding="utf-8")
    assert player_notes.load() == {}
    player_notes.keep("Ada", "  tight  ")
    assert player_notes.load() == {"Ada": "tight"}
    player_notes.keep("Ada", "")
    assert player_notes.load() == {}

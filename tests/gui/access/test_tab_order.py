"""Tab reaches every control of the game window and of each dialog and window (Settings, New
game, the trainer, what was said, the saved sessions, the history, the statistics, Your
play), in reading order where it matters (the action panel), and no node a screen reader can
focus is without a name."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.access.heard_list import HeardList
from gui.activities.new_game import NewGameDialog
from gui.base.game_setup import GameSetup
from gui.teaching.trainer.trainer_window import TrainerWindow
from gui.window.history_menus import HistoryMenus
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.storage import play_into
from tests.helpers.tab_walk import tab_stops
from tests.helpers.tab_walk import unnamed_focusable
from tests.helpers.tab_walk import unreachable

FOUR = GameSetup(players=4, opponents="call", starting_stack=1000, small_blind=5,
                 big_blind=10, seed=3)


def _mid_hand(qtbot: QtBot, window: MainWindow) -> QWidget:
    window.show()
    window.start_game(FOUR)
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    return window


def test_the_game_window_is_walked_by_tab_in_reading_order(qtbot: QtBot,
                                                            window: MainWindow) -> None:
    _mid_hand(qtbot, window)
    qtbot.wait(20)  # names are given just after the window is shown
    assert unreachable(qtbot, window) == []
    assert unnamed_focusable(window) == []
    stops = tab_stops(qtbot, window)
    panel = window.panel
    chain = [panel.fold_button, panel.call_button, panel.raise_button]
    at = [stops.index(widget) for widget in chain if widget in stops]
    assert len(at) == 3 and at == sorted(at), "Fold, Check/Call, Bet/Raise in that order"
    seats = [item for item in window.access.seats.values() if item in stops]
    assert len(seats) == 4 and window.access.board in stops and window.access.pot in stops


def _settings(qtbot: QtBot, window: MainWindow) -> QWidget:
    return window.menus.open_settings()


def _new_game(qtbot: QtBot, window: MainWindow) -> QWidget:
    dialog = NewGameDialog(None, window)
    dialog.show()
    return dialog


def _trainer(qtbot: QtBot, window: MainWindow) -> QWidget:
    window.open_trainer()
    return window.findChildren(TrainerWindow)[-1]


def _heard(qtbot: QtBot, window: MainWindow) -> QWidget:
    dialog = HeardList(["Your turn: you can check.", "You check."], window)
    dialog.show()
    return dialog


def _stored(window: MainWindow, store: Store) -> HistoryMenus:
    play_into(store, "Walked", 2, seed=21)
    window.store = store
    return window.menus.history_menus


def _sessions(qtbot: QtBot, window: MainWindow, store: Store) -> QWidget | None:
    return _stored(window, store).show_sessions()


def _history(qtbot: QtBot, window: MainWindow, store: Store) -> QWidget | None:
    panel = _stored(window, store).show_history()
    return panel.window() if panel is not None else None


def _stats(qtbot: QtBot, window: MainWindow, store: Store) -> QWidget | None:
    return _stored(window, store).show_stats()


def _your_play(qtbot: QtBot, window: MainWindow, store: Store) -> QWidget | None:
    _stored(window, store)
    return window.menus.your_play_menus.show()


@pytest.mark.parametrize("opened", [_sessions, _history, _stats, _your_play],
                         ids=["sessions", "history", "statistics", "your play"])
def test_every_window_of_the_saved_hands_is_walked_by_tab_and_named(
        qtbot: QtBot, window: MainWindow, store: Store,
        opened: Callable[[QtBot, MainWindow, Store], QWidget | None]) -> None:
    shown = opened(qtbot, window, store)
    assert shown is not None
    shown.show()
    qtbot.waitExposed(shown)
    qtbot.wait(20)
    assert unreachable(qtbot, shown) == []
    assert unnamed_focusable(shown) == []


@pytest.mark.parametrize("opened", [_settings, _new_game, _trainer, _heard],
                         ids=["settings", "new game", "trainer", "what was said"])
def test_every_dialog_is_walked_by_tab_and_named(
        qtbot: QtBot, window: MainWindow,
        opened: Callable[[QtBot, MainWindow], QWidget]) -> None:
    dialog = opened(qtbot, window)
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    assert unreachable(qtbot, dialog) == []
    assert unnamed_focusable(dialog) == []
    dialog.close()

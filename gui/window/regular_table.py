"""What a regular of an online room expects at the table, added to the game window in one step:
fast fold, the seats' statistics and notes, Sit out and Last hand (each in its own module).

Tests: tests/gui/window/test_i18n_window.py, tests/gui/window/test_long_lived.py,
tests/gui/window/test_menu_keys.py
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu

from engine.storage.store import Store
from gui.base.game_setup import GameSetup
from gui.play_controls.fast_fold import FastFold
from gui.play_controls.table_choices import TableChoices
from gui.seats.seat_info import SeatInfo
from gui.session.engine_thread import EngineThread
from gui.table.scene import TableScene
from gui.table.table_view import TableView


class GameWindow(Protocol):
    """What the parts read of the game window (``MainWindow``)."""

    scene: TableScene
    view: TableView
    game_menu: QMenu
    engine: EngineThread | None
    store: Store | None
    setup: GameSetup | None


def regular_table(window: GameWindow) -> tuple[FastFold, SeatInfo, TableChoices]:
    """The three parts for ``window`` (a ``QMainWindow``); the window subscribes them to its
    table model (``gui/window/table_observers.py``)."""
    assert isinstance(window, QMainWindow)
    seats = SeatInfo(window, window.scene, window.view, lambda: window.store,
                     lambda: window.setup)
    choices = TableChoices(window, window.game_menu, lambda: window.engine,
                           lambda: window.setup)
    fast = FastFold(window.scene, lambda: window.engine, lambda: window.setup,
                    choices.sit_out_action.isChecked)
    return fast, seats, choices

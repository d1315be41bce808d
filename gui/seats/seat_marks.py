"""What the seats say besides names and stacks, as the person chose in the View menu: the
unit of the amounts, the position labels, and each computer player's tooltip.

Tests: tests/gui/seats/test_table_reads.py, tests/gui/window/test_window_sizes.py
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QStatusBar

from engine.play.table_model import TableModel
from gui.base import amounts
from gui.base import opponents
from gui.base import settings
from gui.base import texts
from gui.base.game_setup import GameSetup
from gui.play_controls import street_sizes
from gui.play_controls.bet_sizing import PRESET
from gui.play_controls.bet_sizing import QUICK_SIZES
from gui.play_controls.bet_sizing import SIZE_PRESETS
from gui.play_controls.bet_sizing import size_code
from gui.play_controls.controls import ActionPanel
from gui.table.scene import TableScene

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
PROBLEM_MS = 8000  # how long the status bar says a choice could not be saved
AMOUNTS_IN_BLINDS = "amounts_in_big_blinds"  # settings keys (gui/base/settings.py)
SHOW_POSITIONS = "show_positions"
BET_SIZES = PRESET


def show_unit(scene: TableScene, setup: GameSetup | None, in_blinds: bool) -> None:
    """Every amount on the table in chips, or in the current big blinds."""
    model = scene.model
    big = model.blinds[1] if model.hand_number else (setup.big_blind if setup else 0)
    amounts.TableUnit.big_blind = big if in_blinds else 0
    scene.retranslate()  # every amount said again in the chosen unit


def show_positions(scene: TableScene, model: TableModel, on: bool) -> None:
    """BTN, SB, BB, UTG... on the seats dealt in, from this moment on (or none)."""
    scene.plans.set_show_positions(on)
    places = texts.positions(model.button, model.in_hand) \
        if on and model.in_hand and model.button is not None else {}
    for seat, item in scene.seat_items.items():
        item.set_position(places.get(seat, ""))


def seat_tips(scene: TableScene, setup: GameSetup | None) -> None:
    """Each computer player's level and style on its seat's tooltip."""
    kinds = setup.bots() if setup is not None else {}
    for seat, item in scene.seat_items.items():
        item.setToolTip(opponents.tooltip(kinds[seat]) if seat in kinds else "")


def remember(status: QStatusBar, key: str, value: bool | str) -> None:
    """Keep a View-menu choice for the next start; a failure is said in the status bar."""
    try:
        settings.remember(key, value)
    except OSError as error:
        status.showMessage(translate("MainWindow", "The setting could not be saved: %1")
                           .replace("%1", str(error)), PROBLEM_MS)


class ViewChoices:
    """The View menu's choices for the table (amounts in big blinds, position labels, quick
    bet sizes): applied at once and remembered."""

    def __init__(self, window: QMainWindow, scene: TableScene, panel: ActionPanel,
                 setup: Callable[[], GameSetup | None]) -> None:
        self.window, self.scene, self.panel, self.setup = window, scene, panel, setup

    def set_amounts_in_blinds(self, on: bool) -> None:
        """Stacks, bets and pots on the table in big blinds (or chips); remembered."""
        remember(self.window.statusBar(), AMOUNTS_IN_BLINDS, on)
        show_unit(self.scene, self.setup(), on)
        self.panel.unit_changed()  # the buttons and the amount box in the same unit

    def set_show_positions(self, on: bool) -> None:
        """BTN, SB, BB, UTG... on the seats, from this moment on; remembered."""
        remember(self.window.statusBar(), SHOW_POSITIONS, on)
        show_positions(self.scene, self.scene.model, on)

    def set_bet_sizes(self, preset: str) -> None:
        """The quick bet sizes the controls offer (a key of ``SIZE_PRESETS``); remembered."""
        if preset not in SIZE_PRESETS:
            return
        remember(self.window.statusBar(), BET_SIZES, preset)
        self.set_quick_sizes(SIZE_PRESETS[preset])

    def set_quick_sizes(self, codes: tuple[str, str, str]) -> None:
        """The three middle quick sizes as codes ("2.5x", "1/3", "75%", "pot"), applied to
        the buttons at once and remembered; a code Felt cannot bet is ignored."""
        if any(size_code(code) != code for code in codes):
            return
        remember(self.window.statusBar(), QUICK_SIZES, " ".join(codes))
        # The sizes of the street the table shows: before the flop the buttons keep offering
        # big blinds (2.5x, 3x, 4x); the chosen sizes come with the flop.
        street_sizes.show_sizes(self.panel, self.scene.model)

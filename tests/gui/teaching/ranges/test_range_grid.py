"""The one range grid of the window: its cells are the engine's classes, in both looks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from engine.core.cards import parse_cards
from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import class_at_cell
from engine.evaluation.hand_classes import class_index
from engine.evaluation.hand_classes import class_name
from gui.teaching.ranges.range_grid import FILLED_EMPTY
from gui.teaching.ranges.range_grid import FILLED_FULL
from gui.teaching.ranges.range_grid import GridLook
from gui.teaching.ranges.range_grid import RangeGrid


def test_every_cell_is_one_class_and_every_class_one_cell() -> None:
    cells = {class_at_cell(row, col) for row in range(13) for col in range(13)}
    assert cells == set(range(CLASS_COUNT))
    ace_king_suited, ace_king_offsuit = parse_cards("AsKs"), parse_cards("AsKd")
    assert class_at_cell(0, 1) == class_index(*ace_king_suited)  # suited above the diagonal
    assert class_at_cell(1, 0) == class_index(*ace_king_offsuit)
    assert class_name(class_at_cell(12, 11)) == "32o"


def test_painting_with_the_keyboard_marks_the_class_under_the_cursor(qtbot: QtBot) -> None:
    grid = RangeGrid(20, paintable=True)
    qtbot.addWidget(grid)
    grid.show()
    grid.setFocus()
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    qtbot.keyClick(grid, Qt.Key.Key_Space)
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    qtbot.keyClick(grid, Qt.Key.Key_Space)
    assert {class_name(k) for k in grid.marked} == {"AKs", "KK"}
    qtbot.keyClick(grid, Qt.Key.Key_Space)
    assert {class_name(k) for k in grid.marked} == {"AKs"}


def test_the_filled_look_fills_a_cell_by_the_share_its_class_keeps(qtbot: QtBot) -> None:
    grid = RangeGrid(None, look=GridLook.FILLED)
    qtbot.addWidget(grid)
    grid.resize(260, 260)
    grid.show()
    values = [0.0] * CLASS_COUNT
    values[class_at_cell(0, 0)] = 1.0  # aces kept whole, kings not at all
    grid.values = tuple(values)
    image = grid.grab().toImage()
    cell = 260 / 13
    assert QColor(image.pixel(int(cell * 0.1), int(cell * 0.9))) == FILLED_FULL
    assert QColor(image.pixel(int(cell * 1.1), int(cell * 1.9))) == FILLED_EMPTY
    assert grid.height() == 260  # square while it fits

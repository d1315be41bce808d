"""The one range grid of the window: its cells are the engine's classes, in both looks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from engine.core.cards import parse_cards
from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import class_at_cell
from engine.evaluation.hand_classes import class_index
from engine.evaluation.hand_classes import class_name
from gui.teaching.ranges.range_grid import CELLS
from gui.teaching.ranges.range_grid import FILLED_EMPTY
from gui.teaching.ranges.range_grid import FILLED_FULL
from gui.teaching.ranges.range_grid import FIT_MAX
from gui.teaching.ranges.range_grid import FIT_MIN
from gui.teaching.ranges.range_grid import TEXT_MIN_PX
from gui.teaching.ranges.range_grid import GridLook
from gui.teaching.ranges.range_grid import RangeGrid
from gui.teaching.ranges.range_grid import cell_font
from gui.teaching.trainer.exercise_view import CHOICE_CELL
from gui.teaching.trainer.exercise_view import PAINT_CELL
from gui.teaching.trainer.exercise_view import RANGE_CELL


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
    grid.resize(300, 300)
    grid.show()
    values = [0.0] * CLASS_COUNT
    values[class_at_cell(0, 0)] = 1.0  # aces kept whole, kings not at all
    grid.values = tuple(values)
    image = grid.grab().toImage()
    cell = 300 / 13
    assert QColor(image.pixel(int(cell * 0.1), int(cell * 0.9))) == FILLED_FULL
    assert QColor(image.pixel(int(cell * 1.1), int(cell * 1.9))) == FILLED_EMPTY
    assert grid.height() == 300  # square while it fits


def test_class_names_scale_with_the_cell_and_stay_legible_at_every_size(qtbot: QtBot) -> None:
    """Issue 33: the range text was tiny (7 pixels in the trainer's grids). Every grid's
    cells, from the trainer's smallest to the widest fitted grid, hold every class name at
    a legible size, and a larger cell writes larger."""
    grid = RangeGrid(CHOICE_CELL)
    qtbot.addWidget(grid)
    base = grid.font()
    sizes = [CHOICE_CELL, RANGE_CELL, PAINT_CELL, FIT_MIN / CELLS, FIT_MAX / CELLS]
    pixels = []
    for cell in sorted(sizes):
        font = cell_font(base, cell)
        assert font.pixelSize() >= TEXT_MIN_PX, cell
        widest = max(QFontMetricsF(font).horizontalAdvance(class_name(k))
                     for k in range(CLASS_COUNT))
        assert widest <= cell - 2, (cell, font.pixelSize(), widest)
        pixels.append(font.pixelSize())
    assert pixels == sorted(pixels) and pixels[-1] >= pixels[0] + 3

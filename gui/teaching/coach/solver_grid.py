"""The 13 x 13 grid of a range coloured by what an equilibrium does with each class.

Each cell is filled from the bottom by the share of the class the range holds at the decision,
and that part is split from left to right in the colours of the actions in the order the menu
lists them (fold, check or call, then the bets from smallest to all-in), each as wide as the
class's frequency of it: the way solvers draw a strategy. Pointing at a cell tells the class,
its combinations, its mix and what each action wins (``tooltip`` is filled by the view).

Tests: tests/gui/teaching/coach/test_coach_dock.py, tests/gui/teaching/coach/test_coach_reading.py,
tests/gui/teaching/coach/test_icm_view.py
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QHelpEvent
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QToolTip
from PySide6.QtWidgets import QWidget

from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import GRID_SIDE
from engine.evaluation.hand_classes import class_at_cell
from engine.evaluation.hand_classes import class_name
from gui.teaching.ranges.range_grid import FILLED_EMPTY
from gui.teaching.ranges.range_grid import FILLED_TEXT
from gui.teaching.ranges.range_grid import FIT_MAX
from gui.teaching.ranges.range_grid import cell_font

#: The grid's smallest side in pixels (14-pixel cells): it fits the coach's dock on a
#: 1024 x 600 screen; it grows square with the dock's width up to the ranges grid's largest.
GRID_SMALLEST = 13 * 14

#: Action colours by kind; bets and raises darken from the smallest size to the all-in.
FOLD_COLOUR = QColor("#5b7fa8")
PASSIVE_COLOUR = QColor("#3fa36b")
AGGRESSIVE_COLOURS = (QColor("#e0a030"), QColor("#d9702b"), QColor("#c4452a"),
                      QColor("#9c2a3a"), QColor("#6e1f4a"))


def action_colours(kinds: Sequence[str]) -> list[QColor]:
    """One colour per action of a decision, by its kind (fold, check, call, bet, raise,
    all-in), so one kind has one colour in the grid, the legend and the hand's line."""
    colours: list[QColor] = []
    aggressive = 0
    for kind in kinds:
        if kind == "fold":
            colours.append(FOLD_COLOUR)
        elif kind in ("check", "call"):
            colours.append(PASSIVE_COLOUR)
        else:
            colours.append(AGGRESSIVE_COLOURS[min(aggressive, len(AGGRESSIVE_COLOURS) - 1)])
            aggressive += 1
    return colours


class MixGrid(QWidget):
    """A strategy over the 169 classes.

    :ivar share: per class, the share of its combinations the range holds (0..1).
    :ivar mix: per class, the frequency of each action (rows of the same length).
    :ivar colours: one colour per action.
    :ivar tooltip: the text shown when pointing at a class (by class index).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.share: tuple[float, ...] = (0.0,) * CLASS_COUNT
        self.mix: tuple[tuple[float, ...], ...] = ((),) * CLASS_COUNT
        self.colours: list[QColor] = []
        self.tooltip: Callable[[int], str] = lambda _k: ""
        self.setMinimumSize(QSize(GRID_SMALLEST, GRID_SMALLEST))
        self.setMaximumWidth(FIT_MAX)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)

    def show_strategy(self, share: Sequence[float], mix: Sequence[Sequence[float]],
                      colours: list[QColor]) -> None:
        self.share = tuple(share)
        self.mix = tuple(tuple(row) for row in mix)
        self.colours = colours
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Square: as tall as it is wide."""
        side = min(max(self.width(), GRID_SMALLEST), FIT_MAX)
        if side != self.height():
            self.setFixedHeight(side)
        super().resizeEvent(event)

    def _cell(self) -> float:
        return min(self.width(), self.height()) / GRID_SIDE

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        cell = self._cell()
        painter.setFont(cell_font(self.font(), cell))
        for row in range(GRID_SIDE):
            for col in range(GRID_SIDE):
                k = class_at_cell(row, col)
                rect = QRectF(col * cell, row * cell, cell - 1, cell - 1)
                painter.fillRect(rect, FILLED_EMPTY)
                height = rect.height() * self.share[k]
                if height > 0 and self.mix[k]:
                    x = rect.x()
                    for colour, frequency in zip(self.colours, self.mix[k], strict=False):
                        width = rect.width() * frequency
                        painter.fillRect(QRectF(x, rect.bottom() - height, width, height),
                                         colour)
                        x += width
                painter.setPen(FILLED_TEXT)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, class_name(k))
        painter.end()

    def class_at(self, x: float, y: float) -> int | None:
        cell = self._cell()
        col, row = int(x // cell), int(y // cell)
        if 0 <= row < GRID_SIDE and 0 <= col < GRID_SIDE:
            return class_at_cell(row, col)
        return None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            k = self.class_at(event.pos().x(), event.pos().y())
            text = self.tooltip(k) if k is not None else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

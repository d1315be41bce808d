"""The 13 x 13 grid of starting-hand classes: shows a range's weights, and lets a person
paint one with the mouse or the keyboard (arrow keys move, Space marks).

Cells follow :func:`engine.evaluation.hand_classes.class_at_cell`: row and column are ranks
from the ace down; pairs on the diagonal, suited hands above it, offsuit below. One widget for
every grid of the window, in one of two looks (:class:`GridLook`): the trainer's light cells
shaded by weight, or the coach's dark cells filled from the bottom by the share of each class
a range keeps, the way Flopzilla and Equilab draw ranges.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QKeyEvent
from PySide6.QtGui import QMouseEvent
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QPen
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QWidget

from engine.evaluation.hand_classes import CLASS_COUNT
from engine.evaluation.hand_classes import GRID_SIDE
from engine.evaluation.hand_classes import class_at_cell
from engine.evaluation.hand_classes import class_name

CELLS = GRID_SIDE
SHADE = QColor("#2f7d4f")
MARK = QColor("#d08a1e")
#: Weights below this are the soft edge of a reader's range; shading them would only blur it.
FAINTEST = 0.03
#: The filled look's colours: an empty cell, the share a range keeps, the picked part of it.
FILLED_EMPTY = QColor("#22302a")
FILLED_FULL = QColor("#3fa36b")
FILLED_TEXT = QColor("#e8efe9")
FILLED_PICKED = QColor("#e0a030")
#: A grid that fits its width: its smallest and its largest side in pixels (a wide dock would
#: push everything else out of sight).
FIT_MIN = 286
FIT_MAX = 420
#: The smallest text a class name is written in (pixels): below it "AKo" is no longer read
#: at a glance.
TEXT_MIN_PX = 9
#: A class name's text height as a share of its cell's side: the text grows with the cell.
TEXT_SHARE = 0.42
#: Room left between a class name and its cell's sides (pixels, both sides together).
TEXT_MARGIN = 3


def cell_font(base: QFont, cell: float) -> QFont:
    """The font for the class names in cells ``cell`` pixels wide: scaled with the cell, as
    large as fits the widest name, never under :data:`TEXT_MIN_PX` (the grids are sized so
    that their cells hold that: the trainer's fixed cells and :data:`FIT_MIN`)."""
    font = QFont(base)
    size = max(TEXT_MIN_PX, round(cell * TEXT_SHARE))
    font.setPixelSize(size)
    while size > TEXT_MIN_PX and _widest(font) > cell - TEXT_MARGIN:
        size -= 1
        font.setPixelSize(size)
    return font


def _widest(font: QFont) -> float:
    metrics = QFontMetricsF(font)
    return max(metrics.horizontalAdvance(class_name(k)) for k in range(CLASS_COUNT))


class GridLook(Enum):
    """How the cells are painted."""

    SHADED = "shaded"  # light cells shaded by weight; the person's marks drawn over them
    FILLED = "filled"  # dark cells filled from the bottom by share; the picked part over it


class RangeGrid(QWidget):
    """A range grid; ``paintable`` lets the person mark classes.

    :param cell: a cell's side in pixels; ``None``: the grid fits its width, square, from
        :data:`FIT_MIN` to :data:`FIT_MAX` pixels a side.
    :param look: the trainer's shading or the coach's filling (:class:`GridLook`).
    :ivar values: 169 weights (0..1) by class index, shown as shading or filling.
    :ivar picked: the filled look only: for each class, the share of its weight that has the
        picked made hand or draw (``None``: nothing picked).
    :ivar marked: the classes the person painted.
    """

    changed = Signal()

    def __init__(self, cell: int | None = 28, paintable: bool = False,
                 parent: QWidget | None = None, look: GridLook = GridLook.SHADED) -> None:
        super().__init__(parent)
        self.cell = cell
        self.paintable = paintable
        self.look = look
        self.values: tuple[float, ...] = (0.0,) * CLASS_COUNT
        self.picked: tuple[float, ...] | None = None
        self.marked: set[int] = set()
        self.cursor_cell = (0, 0)
        self.caption = ""
        self._drag_mark: bool | None = None
        if cell is None:
            self.setMinimumSize(QSize(FIT_MIN, FIT_MIN))
        else:
            self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        if paintable:
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def set_values(self, values: Sequence[float]) -> None:
        self.values = tuple(values)
        self.update()

    def sizeHint(self) -> QSize:
        if self.cell is None:
            return super().sizeHint()
        extra = 20 if self.caption else 0
        return QSize(CELLS * self.cell + 2, CELLS * self.cell + 2 + extra)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A grid that fits its width is as tall as it is wide: the cells stay square."""
        if self.cell is None:
            self.setFixedHeight(min(max(self.width(), FIT_MIN), FIT_MAX))
        super().resizeEvent(event)

    def _top(self) -> int:
        return 20 if self.caption else 0

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if self.look is GridLook.FILLED:
            self._paint_filled(painter)
        else:
            self._paint_shaded(painter)
        painter.end()

    def _paint_filled(self, painter: QPainter) -> None:
        cell = min(self.width(), self.height()) / CELLS
        painter.setFont(cell_font(self.font(), cell))
        for row in range(CELLS):
            for col in range(CELLS):
                k = class_at_cell(row, col)
                rect = QRectF(col * cell, row * cell, cell - 1, cell - 1)
                share = self.values[k]
                painter.fillRect(rect, FILLED_EMPTY)
                if share > 0:
                    painter.fillRect(QRectF(rect.x(), rect.bottom() - rect.height() * share,
                                            rect.width(), rect.height() * share), FILLED_FULL)
                    part = share * (self.picked[k] if self.picked else 0.0)
                    if part > 0:
                        painter.fillRect(QRectF(rect.x(), rect.bottom() - rect.height() * part,
                                                rect.width(), rect.height() * part),
                                         FILLED_PICKED)
                painter.setPen(FILLED_TEXT)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, class_name(k))

    def _paint_shaded(self, painter: QPainter) -> None:
        cell = self.cell or min(self.width(), self.height()) // CELLS
        font = cell_font(self.font(), cell)
        top = self._top()
        if self.caption:
            bold = QFont(self.font())
            bold.setBold(True)
            painter.setFont(bold)
            painter.drawText(QRectF(0, 0, self.width(), 18), Qt.AlignmentFlag.AlignLeft,
                             self.caption)
        painter.setFont(font)
        for row in range(CELLS):
            for col in range(CELLS):
                k = class_at_cell(row, col)
                rect = QRectF(1 + col * cell, top + 1 + row * cell, cell, cell)
                base = QColor("#f4f4f0") if row != col else QColor("#e8e8e0")
                painter.fillRect(rect, base)
                weight = self.values[k]
                if weight >= FAINTEST:
                    shade = QColor(SHADE)
                    shade.setAlphaF(min(1.0, 0.1 + 0.9 * weight))
                    painter.fillRect(rect, shade)
                if k in self.marked:
                    painter.fillRect(rect.adjusted(3, 3, -3, -3), MARK)
                painter.setPen(QColor("#c8c8c0"))
                painter.drawRect(rect)
                painter.setPen(QColor("white") if weight > 0.55 or k in self.marked
                               else QColor("#303030"))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, class_name(k))
        if self.paintable and self.hasFocus():
            row, col = self.cursor_cell
            painter.setPen(QPen(QColor("#1060d0"), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(1 + col * cell, top + 1 + row * cell, cell,
                                    cell).adjusted(1, 1, -1, -1))

    # ------------------------------------------------------------------ painting

    def toggle(self, k: int, mark: bool | None = None) -> None:
        want = (k not in self.marked) if mark is None else mark
        if want:
            self.marked.add(k)
        else:
            self.marked.discard(k)
        self.changed.emit()
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.paintable:
            super().keyPressEvent(event)
            return
        row, col = self.cursor_cell
        key = event.key()
        moves = {Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0), Qt.Key.Key_Left: (0, -1),
                 Qt.Key.Key_Right: (0, 1)}
        if key in moves:
            dr, dc = moves[Qt.Key(key)]
            self.cursor_cell = (min(max(row + dr, 0), CELLS - 1),
                                min(max(col + dc, 0), CELLS - 1))
            self.update()
        elif key == Qt.Key.Key_Space:
            self.toggle(class_at_cell(row, col))
        else:
            super().keyPressEvent(event)

    def _cell_of(self, event: QMouseEvent) -> tuple[int, int] | None:
        pos = event.position()
        cell = self.cell or min(self.width(), self.height()) // CELLS
        col = int((pos.x() - 1) // cell)
        row = int((pos.y() - 1 - self._top()) // cell)
        if 0 <= row < CELLS and 0 <= col < CELLS:
            return row, col
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self._cell_of(event) if self.paintable else None
        if cell is None:
            super().mousePressEvent(event)
            return
        self.cursor_cell = cell
        k = class_at_cell(*cell)
        self._drag_mark = k not in self.marked
        self.toggle(k, self._drag_mark)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self._cell_of(event) if self.paintable else None
        if cell is not None and self._drag_mark is not None:
            self.toggle(class_at_cell(*cell), self._drag_mark)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._drag_mark = None
        super().mouseReleaseEvent(event)

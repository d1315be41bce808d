"""The 13 x 13 grid of starting-hand classes: shows a range's weights, and lets a person
paint one with the mouse or the keyboard (arrow keys move, Space marks).

Cells follow :func:`engine.evaluation.hand_classes.class_index`: row and column are ranks from the
ace
down; pairs on the diagonal, suited hands above it, offsuit below.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from engine.core.cards import RANK_CHARS

CELLS = 13
SHADE = QColor("#2f7d4f")
MARK = QColor("#d08a1e")
#: Weights below this are the soft edge of a reader's range; shading them would only blur it.
FAINTEST = 0.03


def class_at(row: int, col: int) -> int:
    """The class index of a cell (row and column 0 are aces)."""
    high_rank, low_rank = 12 - min(row, col), 12 - max(row, col)
    if row == col or col > row:  # the diagonal and above: pairs and suited hands
        return 13 * high_rank + low_rank
    return 13 * low_rank + high_rank


def cell_text(row: int, col: int) -> str:
    a, b = RANK_CHARS[12 - min(row, col)], RANK_CHARS[12 - max(row, col)]
    if row == col:
        return a + b
    return a + b + ("s" if col > row else "o")


class RangeGrid(QWidget):
    """A range grid; ``paintable`` lets the person mark classes.

    :ivar values: 169 weights shown as shading (0..1).
    :ivar marked: the classes the person painted.
    """

    changed = Signal()

    def __init__(self, cell: int = 28, paintable: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cell = cell
        self.paintable = paintable
        self.values: tuple[float, ...] = (0.0,) * 169
        self.marked: set[int] = set()
        self.cursor_cell = (0, 0)
        self.caption = ""
        self._drag_mark: bool | None = None
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        if paintable:
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def set_values(self, values: Sequence[float]) -> None:
        self.values = tuple(values)
        self.update()

    def sizeHint(self) -> QSize:
        extra = 20 if self.caption else 0
        return QSize(CELLS * self.cell + 2, CELLS * self.cell + 2 + extra)

    def _top(self) -> int:
        return 20 if self.caption else 0

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        font = QFont(self.font())
        font.setPixelSize(max(7, int(self.cell * 0.36)))
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
                k = class_at(row, col)
                rect = QRectF(1 + col * self.cell, top + 1 + row * self.cell, self.cell,
                              self.cell)
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
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, cell_text(row, col))
        if self.paintable and self.hasFocus():
            row, col = self.cursor_cell
            painter.setPen(QPen(QColor("#1060d0"), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(1 + col * self.cell, top + 1 + row * self.cell, self.cell,
                                    self.cell).adjusted(1, 1, -1, -1))
        painter.end()

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
            self.toggle(class_at(row, col))
        else:
            super().keyPressEvent(event)

    def _cell_of(self, event: QMouseEvent) -> tuple[int, int] | None:
        pos = event.position()
        col = int((pos.x() - 1) // self.cell)
        row = int((pos.y() - 1 - self._top()) // self.cell)
        if 0 <= row < CELLS and 0 <= col < CELLS:
            return row, col
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self._cell_of(event) if self.paintable else None
        if cell is None:
            super().mousePressEvent(event)
            return
        self.cursor_cell = cell
        k = class_at(*cell)
        self._drag_mark = k not in self.marked
        self.toggle(k, self._drag_mark)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self._cell_of(event) if self.paintable else None
        if cell is not None and self._drag_mark is not None:
            self.toggle(class_at(*cell), self._drag_mark)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._drag_mark = None
        super().mouseReleaseEvent(event)

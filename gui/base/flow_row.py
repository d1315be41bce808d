"""A row of widgets that wraps onto further lines when its place is narrow.

The hand history shares a small window's side with the table log; a plain row of filters and
buttons would force the dock (and so the window) wider than the screen. A :class:`FlowRow`
asks only for its widest widget and lays the rest out in as many lines as the width allows,
each line's spare width going to the widgets added with ``stretch`` (the filter boxes), so a
wide dock still looks like an ordinary row.

Tests: tests/gui/history/test_small_window_history.py
"""

from __future__ import annotations

from PySide6.QtCore import QMargins
from PySide6.QtCore import QPoint
from PySide6.QtCore import QRect
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLayout
from PySide6.QtWidgets import QLayoutItem
from PySide6.QtWidgets import QStyle
from PySide6.QtWidgets import QWidget
from PySide6.QtWidgets import QWidgetItem

__all__ = ["FlowRow"]


class FlowRow(QLayout):
    """Widgets side by side, wrapping to a new line when the next one does not fit.

    :param spacing: the gap between widgets and between lines (the style's if negative).
    """

    def __init__(self, parent: QWidget | None = None, spacing: int = -1, *,
                 align_end: bool = False) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._stretch: list[bool] = []
        self._gap = spacing
        self._align_end = align_end  # lines without stretching widgets sit at the right end

    def add_widget(self, widget: QWidget, *, stretch: bool = False) -> None:
        """Add ``widget``; ``stretch`` ones share their line's spare width."""
        self.addChildWidget(widget)
        self._items.append(QWidgetItem(widget))
        self._stretch.append(stretch)
        self.invalidate()

    # QLayout's interface -------------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)
        self._stretch.append(False)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if not 0 <= index < len(self._items):
            return None
        self._stretch.pop(index)
        return self._items.pop(index)

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation.Horizontal

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    def sizeHint(self) -> QSize:
        """Everything on one line."""
        visible = self._visible()
        width = sum(item.sizeHint().width() for item, _ in visible)
        width += self.gap() * max(len(visible) - 1, 0)
        height = max((item.sizeHint().height() for item, _ in visible), default=0)
        return self._with_margins(QSize(width, height))

    def minimumSize(self) -> QSize:
        """The widest single widget: every other one can go onto a line of its own."""
        size = QSize()
        for item, _ in self._visible():
            size = size.expandedTo(item.minimumSize())
        return self._with_margins(size)

    # ---------------------------------------------------------------------------------------

    def gap(self) -> int:
        if self._gap >= 0:
            return self._gap
        parent = self.parentWidget()
        if parent is None:
            return 6
        return parent.style().pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing)

    def _visible(self) -> list[tuple[QLayoutItem, bool]]:
        return [(item, stretch) for item, stretch in zip(self._items, self._stretch, strict=True)
                if not item.isEmpty()]

    def _with_margins(self, size: QSize) -> QSize:
        margins: QMargins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _lines(self, width: int) -> list[list[tuple[QLayoutItem, bool]]]:
        """The visible items split into lines no wider than ``width`` (a lone item may be)."""
        lines: list[list[tuple[QLayoutItem, bool]]] = []
        used = 0
        for entry in self._visible():
            needed = entry[0].sizeHint().width()
            if lines and used + self.gap() + needed <= width:
                lines[-1].append(entry)
                used += self.gap() + needed
            else:
                lines.append([entry])
                used = needed
        return lines

    def _arrange(self, rect: QRect, *, place: bool) -> int:
        """Lay the items out in ``rect`` (if ``place``); the height that takes."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        y = area.y()
        for number, line in enumerate(self._lines(area.width())):
            if number:
                y += self.gap()
            widths = [max(min(item.sizeHint().width(), area.width()), item.minimumSize().width())
                      for item, _ in line]
            spare = area.width() - sum(widths) - self.gap() * (len(line) - 1)
            stretchers = [i for i, (_, stretch) in enumerate(line) if stretch]
            for share, i in enumerate(stretchers):
                widths[i] += spare // len(stretchers) + (share < spare % len(stretchers))
            height = max(item.heightForWidth(w) if item.hasHeightForWidth()
                         else item.sizeHint().height()
                         for (item, _), w in zip(line, widths, strict=True))
            x = area.x() + (max(spare, 0) if self._align_end and not stretchers else 0)
            for (item, _), w in zip(line, widths, strict=True):
                if place:
                    item.setGeometry(QRect(QPoint(x, y), QSize(w, height)))
                x += w + self.gap()
            y += height
        return y - area.y() + margins.top() + margins.bottom()

"""The results graph, painted with QPainter: won over hands and the all-in-adjusted
expectation beside it.

Qt's own painting rather than a plotting library: two lines and a zero line need no new
dependency (Felt ships PySide6 only; matplotlib or pyqtgraph would add tens of megabytes to
the installers), the colours and fonts follow the window's palette, and ``grab()`` exports it
as PNG. 100,000 hands draw as fast as 100: the lines are downsampled to the lowest and highest
total of each pixel column (:func:`engine.storage.grades.results_series.downsample`).

Tests: tests/gui/yourplay/test_leaks_results.py
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QPen
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QWidget

from engine.storage.grades.results_series import downsample
from gui.teaching.trainer.trainer_words import decimal

WON_COLOUR = QColor("#2e8b57")
EXPECTED_COLOUR = QColor("#e07b00")
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 70, 16, 34, 30
TICKS = 5
LEGEND_INDENT = 16  # the legend starts this far right of the axis, clear of the unit


def tick_step(span: float) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about :data:`TICKS` grid lines."""
    raw = span / TICKS
    power = 10.0 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def ticks(low: float, high: float, step: float) -> list[float]:
    """The multiples of ``step`` from ``low`` to ``high``."""
    first = math.ceil(low / step)
    return [k * step for k in range(first, math.floor(high / step) + 1)]


class ResultsGraph(QWidget):
    """The two lines; :meth:`set_series` gives them (equal lengths, one total per hand)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("results_graph")
        self.setMinimumSize(320, 200)
        self.won: Sequence[float] = ()
        self.expected: Sequence[float] = ()
        self.labels = ("", "", "")  # won, expected, nothing to draw
        self.hands_label = ""  # under the axis of hands: "240 hands"
        self.unit = ""  # over the axis of totals: chips or bb

    def set_series(self, won: Sequence[float], expected: Sequence[float]) -> None:
        self.won, self.expected = won, expected
        self.update()

    def set_labels(self, won: str, expected: str, empty: str) -> None:
        self.labels = (won, expected, empty)
        self.update()

    def set_unit(self, unit: str) -> None:
        self.unit = unit
        self.update()

    def plot_area(self) -> QRectF:
        return QRectF(MARGIN_LEFT, MARGIN_TOP, max(self.width() - MARGIN_LEFT - MARGIN_RIGHT, 1),
                      max(self.height() - MARGIN_TOP - MARGIN_BOTTOM, 1))

    def points(self, values: Sequence[float]) -> list[QPointF]:
        """The line's points in widget coordinates (what is painted)."""
        area = self.plot_area()
        low, high = self._range()
        n = max(len(values), 2)
        out = []
        for index, lo, hi in downsample(values, int(area.width())):
            x = area.left() + area.width() * (index + 1) / n if len(values) > 1 \
                else area.center().x()
            for v in (lo, hi) if lo != hi else (lo,):
                out.append(QPointF(x, area.bottom() - area.height() * (v - low) / (high - low)))
        start = QPointF(area.left(), area.bottom() - area.height() * (0 - low) / (high - low))
        return [start, *out]

    def _range(self) -> tuple[float, float]:
        every = [0.0, *self.won, *self.expected]
        low, high = min(every), max(every)
        if high - low < 1e-9:
            low, high = low - 1, high + 1
        pad = (high - low) * 0.05
        return low - pad, high + pad

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self.palette().base())
        area = self.plot_area()
        text = self.palette().text().color()
        if not self.won:
            p.setPen(text)
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.labels[2])
            return
        low, high = self._range()
        grid = QColor(text)
        grid.setAlpha(40)
        step = tick_step(high - low)
        for v in ticks(low, high, step):
            y = area.bottom() - area.height() * (v - low) / (high - low)
            p.setPen(grid)
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(text)
            p.drawText(QRectF(0, y - 10, MARGIN_LEFT - 6, 20),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       decimal(v, 0 if step >= 1 else 1))
        zero = area.bottom() - area.height() * (0 - low) / (high - low)
        p.setPen(QPen(text, 1))
        p.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        p.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), 20),
                   Qt.AlignmentFlag.AlignRight, self.hands_label)
        for values, colour, style in ((self.expected, EXPECTED_COLOUR, Qt.PenStyle.DashLine),
                                      (self.won, WON_COLOUR, Qt.PenStyle.SolidLine)):
            p.setPen(QPen(colour, 2, style))
            p.drawPolyline(QPolygonF(self.points(values)))
        p.setPen(text)
        p.drawText(QRectF(0, 8, MARGIN_LEFT - 6, 20),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.unit)
        x = area.left() + LEGEND_INDENT
        for label, colour in ((self.labels[0], WON_COLOUR), (self.labels[1], EXPECTED_COLOUR)):
            p.setPen(QPen(colour, 3))
            p.drawLine(QPointF(x, 16), QPointF(x + 24, 16))
            p.setPen(text)
            width = p.fontMetrics().horizontalAdvance(label)
            p.drawText(QPointF(x + 30, 20), label)
            x += 30 + width + 24
        p.end()

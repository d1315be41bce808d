"""The trainer's progress chart: accuracy (a line) and median seconds (bars) by day.

Readable with one day of answers and with a hundred: a bar is never wider than
:data:`MAX_BAR` (one day is one slim bar, not a block filling the chart), the seconds axis
ends at a round number above the slowest day (one day is not a bar to the top), both axes are
named with their units, and the dates under the bars are as many as fit side by side, the
first and the last always among them.

Geometry and painting are apart (:meth:`ProgressChart.layout`), so a test reads where every
bar and label goes.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QWidget

from engine.teaching.drills.drill_progress import DayPoint
from engine.teaching.drills.drill_progress import DrillProgress
from gui.base import i18n
from gui.teaching.trainer import trainer_words as words

translate = QCoreApplication.translate

ACCURACY_COLOR = QColor("#2f7d4f")
SPEED_COLOR = QColor("#d08a1e")
#: The widest a day's bar is drawn (pixels), whatever the number of days.
MAX_BAR = 26
#: A bar's width as a share of the room one day has.
BAR_SHARE = 0.6
#: Room between two date labels (pixels).
LABEL_GAP = 10
#: Round numbers the seconds axis may end at (each times a power of ten).
_NICE = (1.0, 2.0, 2.5, 5.0, 10.0)
#: The margins of the plotting area: left (accuracy axis), top (title), right (seconds
#: axis), bottom (dates and the axis names).
MARGINS = (58, 26, 58, 40)


def nice_ceiling(value: float) -> float:
    """The round number at or just above ``value`` (7.3 -> 10, 12 -> 20, 0.4 -> 0.5)."""
    value = max(value, 1.0)
    power = 10.0 ** int(f"{value:e}".split("e")[1])
    return next(n * power for n in _NICE if n * power >= value - 1e-9)


@dataclass(frozen=True, slots=True)
class ChartLayout:
    """Where everything goes: the plotting area, each day's bar and accuracy point, the
    dates shown (rectangle, text) and the seconds the top of the right axis stands for."""

    area: QRectF
    bars: tuple[QRectF, ...]
    points: tuple[QPointF, ...]
    dates: tuple[tuple[QRectF, str], ...]
    seconds_top: float


class ProgressChart(QWidget):
    """Accuracy (line, left axis 0..100 %) and median seconds (bars, right axis) by day."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figures: DrillProgress | None = None
        self.setMinimumHeight(210)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(600, 220)

    def show_drill(self, figures: DrillProgress | None) -> None:
        self.figures = figures
        self.update()

    def layout_for(self, days: tuple[DayPoint, ...]) -> ChartLayout:
        left, top, right, bottom = MARGINS
        area = QRectF(left, top, max(self.width() - left - right, 10),
                      max(self.height() - top - bottom, 10))
        seconds_top = nice_ceiling(max((d.median_seconds for d in days), default=1.0))
        step = area.width() / max(len(days), 1)
        width = max(min(step * BAR_SHARE, MAX_BAR), 1.0)
        bars, points, centres = [], [], []
        for i, day in enumerate(days):
            x = area.left() + (i + 0.5) * step
            height = day.median_seconds / seconds_top * area.height()
            bars.append(QRectF(x - width / 2, area.bottom() - height, width, height))
            points.append(QPointF(x, area.bottom() - day.accuracy * area.height()))
            centres.append(x)
        return ChartLayout(area, tuple(bars), tuple(points),
                           self._dates(days, centres, area), seconds_top)

    def _dates(self, days: tuple[DayPoint, ...], centres: list[float],
               area: QRectF) -> tuple[tuple[QRectF, str], ...]:
        """As many dates as fit side by side, evenly spread, the first and the last shown."""
        if not days:
            return ()
        metrics = QFontMetricsF(self.font())
        texts = [i18n.date(dt.date.fromordinal(d.day)) for d in days]
        room = max(metrics.horizontalAdvance(t) for t in texts) + LABEL_GAP
        step = area.width() / len(days)
        every = max(1, int(room // step) + (room % step > 0))
        last = len(days) - 1
        wanted = sorted({*range(0, len(days), every), last})
        height = metrics.height()
        kept: list[tuple[int, QRectF]] = []
        for i in wanted:
            x = min(max(centres[i], area.left() + room / 2), area.right() - room / 2)
            rect = QRectF(x - room / 2, area.bottom() + 3, room, height)
            if kept and kept[-1][1].right() > rect.left():  # it would run into the one before
                if i != last:
                    continue
                if kept[-1][0] != 0:
                    kept.pop()  # the last day's date replaces the one before it
                if kept and kept[-1][1].right() > rect.left():
                    continue  # two dates do not fit at all: the first one stays
            kept.append((i, rect))
        out = [(rect, texts[i]) for i, rect in kept]
        return tuple(out)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbfbf8"))
        figures = self.figures
        days = figures.days if figures is not None else ()
        shape = self.layout_for(days)
        area = shape.area
        text_pen = QColor("#303030")
        painter.setPen(QColor("#d8d8d0"))
        for share in (0.25, 0.5, 0.75):  # light grid lines at the quarters
            y = area.bottom() - share * area.height()
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        painter.setPen(QColor("#b0b0a8"))
        painter.drawRect(area)
        painter.setPen(text_pen)
        title = words.drill_name(figures.drill) if figures is not None else ""
        painter.drawText(QRectF(area.left(), 4, area.width(), 20),
                         Qt.AlignmentFlag.AlignLeft, title)
        self._axes(painter, shape)
        if not days:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter,
                             translate("Trainer", "No answers yet."))
            painter.end()
            return
        for bar in shape.bars:
            painter.fillRect(bar, SPEED_COLOR.lighter(140))
        painter.setPen(text_pen)
        for rect, text in shape.dates:
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(QPen(ACCURACY_COLOR, 2.5))
        for a, b in pairwise(shape.points):
            painter.drawLine(a, b)
        painter.setBrush(ACCURACY_COLOR)
        radius = 3.5 if len(shape.points) <= 40 else 2.0
        for p in shape.points:
            painter.drawEllipse(p, radius, radius)
        painter.end()

    def _axes(self, painter: QPainter, shape: ChartLayout) -> None:
        """The accuracy axis on the left, the seconds axis on the right, both named."""
        area = shape.area
        for share in (0.0, 0.5, 1.0):
            y = area.bottom() - share * area.height()
            painter.setPen(ACCURACY_COLOR.darker(120))
            painter.drawText(QRectF(0, y - 8, area.left() - 6, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             words.percent(share))
            painter.setPen(SPEED_COLOR.darker(140))
            painter.drawText(QRectF(area.right() + 6, y - 8, 52, 16),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             words.decimal(shape.seconds_top * share, 0 if shape.seconds_top
                                           * share == int(shape.seconds_top * share) else 1)
                             + " s")
        below = QRectF(0, self.height() - 18, self.width(), 16)
        painter.setPen(ACCURACY_COLOR.darker(120))
        #: the chart's left axis and its line
        painter.drawText(below.adjusted(6, 0, 0, 0), Qt.AlignmentFlag.AlignLeft,
                         translate("Trainer", "Line: accuracy"))
        painter.setPen(SPEED_COLOR.darker(140))
        #: the chart's right axis and its bars
        painter.drawText(below.adjusted(0, 0, -6, 0), Qt.AlignmentFlag.AlignRight,
                         translate("Trainer", "Bars: median seconds to answer"))
        painter.setPen(QColor("#303030"))
        #: the chart's horizontal axis
        painter.drawText(below, Qt.AlignmentFlag.AlignHCenter,
                         translate("Trainer", "Days you practised"))

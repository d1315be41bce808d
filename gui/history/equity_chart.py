"""A small chart of each known hand's equity at the start of each street, drawn by us.

Four columns (pre-flop, flop, turn, river), 0 to 100 % upwards, one coloured line per hand
with a dot and its figure at each street it reached; a hand that folded stops. The street the
replayer stands on is shaded. Everything scales with the widget and the font.

Tests: tests/gui/history/test_replay_insights.py
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Sequence
from itertools import pairwise

from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QWidget

from gui.base import i18n
from gui.teaching.coach.coach_words import percent

# Line colours, in seat order of the known hands: distinct on the dark panel and for the
# common kinds of colour blindness (Okabe and Ito's palette).
COLOURS = ("#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7",
           "#ffffff", "#999999", "#8fd175")
BACKGROUND = QColor("#17212a")
GRID = QColor("#3a4a57")
TEXT = QColor("#eef2f4")
SHADE = QColor(255, 215, 102, 40)  # the street shown now
MARGIN = 8  # pixels around the plot, besides the room for the labels
DOT = 3.5  # radius of a street's dot
MIN_SIZE = QSize(300, 170)


class EquityChart(QWidget):
    """Equity by street. :meth:`set_lines` gives the figures, :meth:`set_street` the column
    to shade; the widget draws itself."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("equity_chart")
        self.setMinimumSize(MIN_SIZE)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.lines: dict[int, tuple[float | None, ...]] = {}
        self.names: dict[int, str] = {}
        self.street = 0
        self.pending = False
        self._labels: tuple[str, ...] = ()
        i18n.follow(self, self._reword)

    def sizeHint(self) -> QSize:
        return QSize(340, 200)

    def _street_labels(self) -> tuple[str, ...]:
        return (self.tr("Pre-flop"), self.tr("Flop"), self.tr("Turn"), self.tr("River"))

    def _reword(self) -> None:
        self._labels = self._street_labels()
        self.update()

    def set_lines(self, lines: Mapping[int, Sequence[float | None]],
                  names: Mapping[int, str], pending: bool = False) -> None:
        """Each known hand's equity at the four streets (``None``: not reached, not known);
        ``pending``: figures are still being worked out (an empty chart says so, not that
        no hand is known)."""
        self.lines = {seat: tuple(values) for seat, values in lines.items()}
        self.names = dict(names)
        self.pending = pending
        self.update()

    def set_street(self, street: int) -> None:
        self.street = street
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), BACKGROUND)
        font = QFont(self.font())
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        line_height = metrics.height()
        legend_rows = max(1, (len(self.lines) + 1) // 2)
        left = MARGIN + metrics.horizontalAdvance("100 %") + 4
        top = MARGIN + line_height * 0.5
        right = self.width() - MARGIN - metrics.horizontalAdvance("100 %") / 2
        column = max(10.0, right - left) / 4
        # A street's name too long for its column ("Vor dem Flop") takes two lines.
        label_lines = 2 if max(metrics.horizontalAdvance(t) for t in self._labels) \
            > column - 4 else 1
        bottom = self.height() - MARGIN - line_height * (0.3 + label_lines + legend_rows)
        plot = QRectF(left, top, max(10.0, right - left), max(10.0, bottom - top))

        def x_of(street: int) -> float:
            return plot.left() + column * (street + 0.5)

        def y_of(share: float) -> float:
            return plot.bottom() - share * plot.height()

        painter.fillRect(QRectF(plot.left() + column * self.street, plot.top(), column,
                                plot.height()), SHADE)
        painter.setPen(QPen(GRID, 1))
        painter.setPen(TEXT)
        for share in (0.0, 0.5, 1.0):
            y = y_of(share)
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(TEXT)
            label = percent(share, 0)
            painter.drawText(QRectF(MARGIN, y - line_height / 2, left - MARGIN - 4, line_height),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        for street, label in enumerate(self._labels):
            painter.drawText(QRectF(plot.left() + column * street, plot.bottom() + 2, column,
                                    line_height * label_lines),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                             | Qt.TextFlag.TextWordWrap, label)
        for k, (seat, values) in enumerate(sorted(self.lines.items())):
            colour = QColor(COLOURS[k % len(COLOURS)])
            painter.setPen(QPen(colour, 2.2))
            points = [(s, v) for s, v in enumerate(values) if v is not None]
            for (s0, v0), (s1, v1) in pairwise(points):
                if s1 == s0 + 1:
                    painter.drawLine(QPointF(x_of(s0), y_of(v0)), QPointF(x_of(s1), y_of(v1)))
            painter.setBrush(colour)
            for s, v in points:
                radius = DOT * 1.6 if s == self.street else DOT
                painter.drawEllipse(QPointF(x_of(s), y_of(v)), radius, radius)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            # The legend: two names a row under the street labels, with the shown street's
            # figure (the dots carry none: close figures would overlap).
            row, col = divmod(k, 2)
            lx = plot.left() + col * plot.width() / 2
            ly = plot.bottom() + line_height * (0.3 + label_lines + row)
            painter.fillRect(QRectF(lx, ly + line_height * 0.35, 12, line_height * 0.3), colour)
            painter.setPen(TEXT)
            figure = values[self.street] if self.street < len(values) else None
            figure_text = f" {percent(figure, 0)}" if figure is not None else ""
            name = metrics.elidedText(self.names.get(seat, str(seat)),
                                      Qt.TextElideMode.ElideRight,
                                      plot.width() / 2 - 20
                                      - metrics.horizontalAdvance(figure_text)) + figure_text
            painter.drawText(QRectF(lx + 16, ly, plot.width() / 2 - 16, line_height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        if not self.lines:
            painter.setPen(TEXT)
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.tr("Computing…") if self.pending
                             else self.tr("No hand is known yet"))
        painter.end()

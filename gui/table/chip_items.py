"""Chips: a stack of chips for a bet or a pot, drawn with vector primitives.

Tests: tests/gui/table/test_layout.py, tests/gui/table/test_layout_overlaps.py,
tests/gui/table/test_pace.py
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPainterPath
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsItem
from PySide6.QtWidgets import QGraphicsObject
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from PySide6.QtWidgets import QWidget

from gui.base import palette
from gui.base.amounts import shown_amount as table_amount
from gui.table.drawing import CW
from gui.table.drawing import Text
from gui.table.drawing import font
from gui.table.drawing import say

# ---------------------------------------------------------------------- chips

# The chips' values, largest first; their colours are the palette's (gui/base/palette.py).
DENOMINATIONS: tuple[int, ...] = (100000, 25000, 5000, 1000, 500, 100, 25, 5, 1)
VALUE_FONT = 0.17 * CW  # a value written on a chip (palettes with chip_values)
CHIP_D = 0.4 * CW  # chip diameter
CHIP_T = 0.06 * CW  # chip thickness
MAX_COLUMNS = 4
MAX_HEIGHT = 10
TOTAL_FONT = 24  # the pot total's letters, in scene units
LABEL_FONT = 19  # a bet's or pot's amount below its chips
LABEL_TOP, LABEL_H = 6, 26  # that label's top edge and height, below the chips' centre


def chip_columns(amount: int, most: int = MAX_COLUMNS) -> list[tuple[int, int]]:
    """(denomination index, chips) columns for ``amount``, largest value first, at most
    ``most`` of them."""
    columns: list[tuple[int, int]] = []
    rest = amount
    for k, value in enumerate(DENOMINATIONS):
        count, rest = divmod(rest, value)
        if count:
            columns.append((k, count))
    if len(columns) > most:  # keep the biggest values; the label tells the amount
        columns = columns[:most]
    return columns


def chip_value(value: int) -> str:
    """A chip's value as written on it: 5, 25, 1K, 100K."""
    return f"{value // 1000}K" if value >= 1000 else str(value)


class ChipStackItem(QGraphicsObject):
    """Chips for an amount, in columns by value, with the amount on a label below.

    :param label_above: put the label above the chips (bets of the seats at the bottom).
    """

    def __init__(self, amount: int = 0, show_label: bool = True,
                 amount_text: Callable[[int], str] = table_amount) -> None:
        super().__init__()
        self.amount_text = amount_text  # the label in the table's unit
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames
        self.amount = amount
        self.show_label = show_label
        self.caption = ""
        self._caption: Text = ""
        self.highlight = False
        self.most_columns = MAX_COLUMNS  # one on a large table (gui/table/layout.py)
        self.setAcceptHoverEvents(True)

    def set_most_columns(self, most: int) -> None:
        """Draw at most ``most`` columns of chips (the label still tells the whole amount)."""
        if most != self.most_columns:
            self.prepareGeometryChange()
            self.most_columns = most
            self.update()

    def set_amount(self, amount: int) -> None:
        self.prepareGeometryChange()
        self.amount = amount
        self.setVisible(amount > 0)
        self.update()

    def set_caption(self, caption: Text) -> None:
        self.prepareGeometryChange()
        self._caption = caption
        self.caption = say(caption)
        self.update()

    def retranslate(self) -> None:
        self.prepareGeometryChange()  # the words and the unit may change the label's width
        self.caption = say(self._caption)
        self.update()

    def boundingRect(self) -> QRectF:
        """What is drawn for the amount now: its columns of chips and its label, so the
        layout tests measure the real footprint (a change of amount or words re-measures)."""
        if self.amount <= 0:
            return QRectF()
        columns = chip_columns(self.amount, self.most_columns)
        tallest = max(min(count, MAX_HEIGHT) for _, count in columns)
        width = len(columns) * (CHIP_D + 3) + 2
        top = -CHIP_D * 0.6 - (tallest - 1) * CHIP_T - 2
        bottom = CHIP_D * 0.3 + 2
        if self.show_label:
            width = max(width, self._label_width() + 2)
            bottom = LABEL_TOP + LABEL_H + 1
        return QRectF(-width / 2, top, width, bottom - top)

    def _label_text(self) -> str:
        text = self.amount_text(self.amount)
        return f"{self.caption}  {text}" if self.caption else text

    def _label_width(self) -> float:
        return QFontMetricsF(font(LABEL_FONT, True)).horizontalAdvance(self._label_text()) + 16

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.amount <= 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        columns = chip_columns(self.amount, self.most_columns)
        step = CHIP_D + 3
        x0 = -(len(columns) - 1) * step / 2
        colours = palette.current()
        for c, (k, count) in enumerate(columns):
            face, spot = colours.chips[k]
            cx = x0 + c * step
            for h in range(min(count, MAX_HEIGHT)):
                _draw_chip(painter, cx, -CHIP_D * 0.3 - h * CHIP_T, QColor(face), QColor(spot))
            if colours.chip_values:  # the value on the top chip: not told by colour alone
                top = -CHIP_D * 0.3 - (min(count, MAX_HEIGHT) - 1) * CHIP_T
                value = chip_value(DENOMINATIONS[k])
                painter.setFont(font(VALUE_FONT * (1 if len(value) < 3 else 0.72), True))
                painter.setPen(QColor(spot))
                painter.drawText(QRectF(cx - CHIP_D / 2, top - CHIP_D * 0.3, CHIP_D, CHIP_D * 0.6),
                                 Qt.AlignmentFlag.AlignCenter, value)
        if self.show_label:
            text = self._label_text()
            f = font(LABEL_FONT, True)
            w = self._label_width()
            rect = QRectF(-w / 2, LABEL_TOP, w, LABEL_H)
            painter.setPen(Qt.PenStyle.NoPen)
            face, ink = colours.label_lit if self.highlight else colours.label
            painter.setBrush(QColor(face))
            painter.drawRoundedRect(rect, 13, 13)
            painter.setFont(f)
            painter.setPen(QColor(ink))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def hoverEnterEvent(self, event: object) -> None:
        self.highlight = bool(self.toolTip())
        self.update()

    def hoverLeaveEvent(self, event: object) -> None:
        self.highlight = False
        self.update()


def _draw_chip(painter: QPainter, cx: float, cy: float, face: QColor, spot: QColor) -> None:
    rx, ry = CHIP_D / 2, CHIP_D * 0.3
    side = QPainterPath()
    side.moveTo(cx - rx, cy)
    side.arcTo(QRectF(cx - rx, cy - ry + CHIP_T, 2 * rx, 2 * ry), 180, 180)
    side.lineTo(cx + rx, cy)
    side.arcTo(QRectF(cx - rx, cy - ry, 2 * rx, 2 * ry), 0, -180)
    painter.setPen(QPen(face.darker(220), 0.8))
    painter.setBrush(face.darker(140))
    painter.drawPath(side)
    # Edge spots on the side.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(spot)
    for a in (200, 250, 290, 340):
        x = cx + rx * math.cos(math.radians(a)) * 0.98
        painter.drawRect(QRectF(x - 1.6, cy + 0.2 - ry * math.sin(math.radians(a)) * -1, 3.2,
                                CHIP_T - 0.6))
    top = QRectF(cx - rx, cy - ry, 2 * rx, 2 * ry)
    painter.setPen(QPen(face.darker(200), 0.8))
    painter.setBrush(face)
    painter.drawEllipse(top)
    painter.setPen(QPen(spot, 2.2, Qt.PenStyle.DashLine))
    painter.drawEllipse(top.adjusted(3, 1.8, -3, -1.8))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(face.lighter(115))
    painter.drawEllipse(top.adjusted(rx * 0.45, ry * 0.45, -rx * 0.45, -ry * 0.45))


# ---------------------------------------------------------------------- seats and markers


class PotTotalItem(QGraphicsObject):
    """Everything in the middle, this round's bets included: what a regular reads first.

    ``caption`` says the total in the current language ("Pot: 1,230").
    """

    def __init__(self, caption: Callable[[int], str]) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames
        self._caption = caption
        self.amount = 0
        self.text = ""
        self.setVisible(False)

    def set_amount(self, amount: int) -> None:
        self.prepareGeometryChange()
        self.amount = amount
        self.text = self._caption(amount) if amount > 0 else ""
        self.setVisible(amount > 0)
        self.update()

    def retranslate(self) -> None:
        self.set_amount(self.amount)

    def _rect(self) -> QRectF:
        w = QFontMetricsF(font(TOTAL_FONT, True)).horizontalAdvance(self.text) + 28
        return QRectF(-w / 2, -TOTAL_FONT * 0.8, w, TOTAL_FONT * 1.6)

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(palette.current().label[0]))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setFont(font(TOTAL_FONT, True))
        painter.setPen(QColor(palette.current().total_ink))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)

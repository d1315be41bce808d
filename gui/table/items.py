"""The things on the table, as ``QGraphicsObject``s so their position and opacity animate.

This module has the seats, markers, the banner and the felt itself, and gathers the cards
(:mod:`gui.table.card_items`) and chips (:mod:`gui.table.chip_items`) so a reader finds every
item in one import. Sizes are in card units (:mod:`gui.table.drawing`). Items draw with vector
primitives or render SVG at the device size, so they are crisp at any zoom and pixel ratio.

Tests: tests/gui/table/test_layout.py, tests/gui/history/test_i18n_imports.py,
tests/gui/seats/test_seat_info.py
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QLinearGradient
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPen
from PySide6.QtGui import QRadialGradient
from PySide6.QtWidgets import QGraphicsItem
from PySide6.QtWidgets import QGraphicsObject
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from PySide6.QtWidgets import QWidget

from gui.base import palette
from gui.base.amounts import shown_amount as table_amount
from gui.table.card_items import BurnPileItem
from gui.table.card_items import CardItem
from gui.table.card_items import DeckItem
from gui.table.chip_items import ChipStackItem
from gui.table.chip_items import chip_columns
from gui.table.drawing import CH
from gui.table.drawing import CW
from gui.table.drawing import Text
from gui.table.drawing import font
from gui.table.drawing import say

__all__ = [
    "CH", "CW", "BannerItem", "BurnPileItem", "CardItem", "ChipStackItem", "DeckItem",
    "MarkerItem", "SeatItem", "TableItem", "Text", "chip_columns", "font", "say",
]


class SeatItem(QGraphicsObject):
    """A player's name plate: name, stack, a status label and the action clock."""

    W = 1.95 * CW
    H = 0.78 * CW

    def __init__(self, seat: int, name: Text, is_person: bool = False,
                 amount_text: Callable[[int], str] = table_amount) -> None:
        super().__init__()
        self.amount_text = amount_text  # the stack in the table's unit
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames
        self.seat = seat
        self._name = name
        self.name = say(name)
        self.is_person = is_person
        self.stack = 0
        self.status = ""
        self._status: Text = ""
        self.status_kind = ""  # "", "fold", "allin", "out", "win", "think", "action"
        self.active = False
        self.out = False
        self.clock: float | None = None  # fraction of the decision time left
        self.clock_text = ""
        self.position = ""  # "BTN", "UTG"... when the person shows positions
        self.hud = ""  # the seat's statistics in one short line (gui/seats/seat_info.py)
        self.noted = False  # the person keeps a note on this player: a mark on the plate
        self._tip_name()

    def set_hud(self, hud: str, noted: bool) -> None:
        """A line of statistics under the stack ("" for none) and the note mark."""
        self.hud = hud
        self.noted = noted
        self.update()

    @property
    def name_elided(self) -> bool:
        """The name does not fit on the plate even in the smallest letters (a tooltip says
        it whole)."""
        return _fit_name(self.name, self.W - 20)[1] != self.name

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2 - 6, -self.H / 2 - 14, self.W + 12, self.H + 42)

    def set_stack(self, stack: int) -> None:
        self.stack = stack
        self.update()

    def set_status(self, text: Text, kind: str = "") -> None:
        self._status = text
        self.status = say(text)
        self.status_kind = kind
        self.update()

    def retranslate(self) -> None:
        self.name = say(self._name)
        self.status = say(self._status)
        self._tip_name()
        self.update()

    def _tip_name(self) -> None:
        """A name cut short on the plate is said whole by its tooltip (a table's seat
        statistics may put a longer tooltip there later)."""
        if self.name_elided:
            self.setToolTip(self.name)

    def set_position(self, position: str) -> None:
        self.position = position
        self.update()

    def set_active(self, active: bool) -> None:
        self.active = active
        self.update()

    def set_clock(self, fraction: float | None, text: str = "") -> None:
        self.clock = fraction
        self.clock_text = text
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self.W / 2, -self.H / 2, self.W, self.H)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        colours = palette.current()
        top, bottom = colours.plate_out if self.out else colours.plate
        grad.setColorAt(0, QColor(top))
        grad.setColorAt(1, QColor(bottom))
        border = QColor(colours.to_act) if self.active else (
            QColor(colours.winner) if self.status_kind == "win" else QColor(colours.plate_edge))
        painter.setPen(QPen(border, 4 if self.active or self.status_kind == "win" else 1.5))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, 16, 16)
        dim = self.out or self.status_kind == "fold"
        # With a line of statistics the three lines share the plate; without, two lines.
        name_top, stack_top, line = (2, 26, 25) if self.hud else (6, 38, 30)
        size, shown = _fit_name(self.name, rect.width() - 20)
        painter.setFont(font(size, True))
        painter.setPen(QColor(colours.dim_ink if dim else colours.name_ink))
        name_rect = QRectF(rect.left() + 10, rect.top() + name_top, rect.width() - 20, line)
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignCenter, shown)
        painter.setFont(font(20 if self.hud else 22, True))
        painter.setPen(QColor(colours.dim_ink if dim else colours.stack_ink))
        painter.drawText(QRectF(rect.left(), rect.top() + stack_top, rect.width(), line),
                         Qt.AlignmentFlag.AlignCenter, self.amount_text(self.stack))
        if self.hud:
            painter.setFont(font(HUD_FONT, False))
            painter.setPen(QColor(colours.hud_ink))
            painter.drawText(QRectF(rect.left() + 6, rect.top() + 50, rect.width() - 12, 24),
                             Qt.AlignmentFlag.AlignCenter, self.hud)
        if self.noted:
            mark = QRectF(rect.right() - 20, rect.top() - 8, 20, 20)
            painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
            painter.setBrush(QColor(colours.to_act))
            painter.drawRoundedRect(mark, 4, 4)
            painter.setFont(font(14, True))
            painter.setPen(QColor("#1b1b1b"))
            painter.drawText(mark, Qt.AlignmentFlag.AlignCenter, "N")
        if self.position:
            painter.setFont(font(15, True))
            tag_w = QFontMetricsF(painter.font()).horizontalAdvance(self.position) + 12
            tag = QRectF(rect.left() - 4, rect.top() - 12, tag_w, 22)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colours.tag[0]))
            painter.drawRoundedRect(tag, 8, 8)
            painter.setPen(QColor(colours.tag[1]))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, self.position)
        if self.clock is not None:
            bar = QRectF(rect.left() + 12, rect.bottom() - 9, (rect.width() - 24), 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawRoundedRect(bar, 3, 3)
            frac = max(0.0, min(1.0, self.clock))
            plenty, half, late = colours.clock
            colour = QColor(plenty if frac > 0.5 else half if frac > 0.2 else late)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * frac, 6), 3, 3)
        status = self.status
        if self.clock is not None and self.clock_text:
            status = self.clock_text
        if status:
            bg, fg = colours.status.get(self.status_kind, colours.status["action"])
            f = font(18, True)
            w = min(self.W + 40, QFontMetricsF(f).horizontalAdvance(status) + 22)
            pill = QRectF(-w / 2, rect.bottom() - 4, w, 28)
            painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
            painter.setBrush(QColor(bg))
            painter.drawRoundedRect(pill, 14, 14)
            painter.setFont(f)
            painter.setPen(QColor(fg))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter,
                             QFontMetricsF(f).elidedText(status, Qt.TextElideMode.ElideRight,
                                                         pill.width() - 10))


NAME_FONT = 22  # a name's letters on the plate; a long name shrinks down to
NAME_FONT_SMALLEST = 14  # these before it is cut short with "…"
HUD_FONT = 15  # the line of statistics


def _fit_name(name: str, width: float) -> tuple[int, str]:
    """The largest letters the name fits in, and the name as drawn (cut short with "…" only
    when even the smallest letters do not fit)."""
    for size in range(NAME_FONT, NAME_FONT_SMALLEST - 1, -2):
        if QFontMetricsF(font(size, True)).horizontalAdvance(name) <= width:
            return size, name
    metrics = QFontMetricsF(font(NAME_FONT_SMALLEST, True))
    return NAME_FONT_SMALLEST, metrics.elidedText(name, Qt.TextElideMode.ElideRight, width)


class MarkerItem(QGraphicsObject):
    """The dealer button or a blind marker: a small disc with a letter.

    :param role: which of the palette's markers (0 dealer, 1 small blind, 2 big blind).
    """

    def __init__(self, text: Text, role: int, diameter: float = 0.38 * CW) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames
        self._text = text
        self.text = say(text)
        self.role = role
        self.d = diameter

    def boundingRect(self) -> QRectF:
        return QRectF(-self.d / 2 - 2, -self.d / 2 - 2, self.d + 6, self.d + 7)

    def retranslate(self) -> None:
        self.text = say(self._text)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self.d / 2, -self.d / 2, self.d, self.d)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(r.translated(1.5, 3))
        grad = QRadialGradient(r.center() - QPointF(self.d * 0.15, self.d * 0.2), self.d * 0.7)
        face, ink = (QColor(c) for c in palette.current().markers[self.role])
        grad.setColorAt(0, face.lighter(120))
        grad.setColorAt(1, face.darker(110))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(face.darker(170), 1.5))
        painter.drawEllipse(r)
        painter.setFont(font(self.d * (0.5 if len(self.text) == 1 else 0.36), True))
        painter.setPen(ink)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class BannerItem(QGraphicsObject):
    """A rounded label in the middle of the table (the winning hand, game over)."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames
        self.text = ""
        self._text: Text = ""
        self.setZValue(50)

    def set_text(self, text: Text) -> None:
        self.prepareGeometryChange()
        self._text = text
        self.text = say(text)
        self.setVisible(bool(self.text))
        self.update()

    def retranslate(self) -> None:
        self.prepareGeometryChange()
        self.text = say(self._text)
        self.update()

    def _rect(self) -> QRectF:
        w = QFontMetricsF(font(30, True)).horizontalAdvance(self.text) + 44
        return QRectF(-w / 2, -24, w, 48)

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-4, -4, 4, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect()
        colours = palette.current()
        painter.setPen(QPen(QColor(colours.to_act), 2.5))
        painter.setBrush(QColor(colours.label[0]))
        painter.drawRoundedRect(rect, 24, 24)
        painter.setFont(font(30, True))
        painter.setPen(QColor(colours.total_ink))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class TableItem(QGraphicsItem):
    """The oval table: a padded rail around the felt, a betting line and the card slots."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames
        self.rect = QRectF()
        self.slots: list[QRectF] = []
        self.setZValue(-10)

    def set_geometry(self, rect: QRectF, slots: list[QRectF]) -> None:
        self.prepareGeometryChange()
        self.rect = rect
        self.slots = slots

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-10, -10, 10, 14)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        rail = 0.42 * CW
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(r.translated(0, 10), r.height() / 2, r.height() / 2)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        colours = palette.current()
        for stop, colour in zip((0, 0.5, 1), colours.rail, strict=True):
            grad.setColorAt(stop, QColor(colour))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        felt_rect = r.adjusted(rail, rail, -rail, -rail)
        felt = QRadialGradient(felt_rect.center(), felt_rect.width() * 0.55)
        for stop, colour in zip((0, 0.7, 1), colours.felt, strict=True):
            felt.setColorAt(stop, QColor(colour))
        painter.setBrush(QBrush(felt))
        painter.setPen(QPen(QColor(colours.felt_edge), 3))
        painter.drawRoundedRect(felt_rect, felt_rect.height() / 2, felt_rect.height() / 2)
        line = felt_rect.adjusted(0.9 * CW, 0.75 * CW, -0.9 * CW, -0.75 * CW)
        painter.setPen(QPen(QColor(colours.table_line), 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(line, line.height() / 2, line.height() / 2)
        painter.setPen(QPen(QColor(colours.table_line), 2, Qt.PenStyle.DashLine))
        for slot in self.slots:
            painter.drawRoundedRect(slot, 7, 7)

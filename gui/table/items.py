"""The things on the table, as ``QGraphicsObject``s so their position and opacity animate.

Sizes are in card units: :data:`CW` is the width of a card at full size; everything else is a
multiple of it. Items draw with vector primitives or render SVG at the device size, so they are
crisp at any zoom and device pixel ratio.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui.base.cards import BACK, CardTheme
from gui.base.texts import chips

# Words on the table are given as functions that say them in the current language, so that
# ``retranslate()`` can say them again after the person switches language.
Text = str | Callable[[], str]


def _say(text: Text) -> str:
    return text if isinstance(text, str) else text()


CW = 100.0  # one card width: the unit of the whole layout
CH = 140.0  # one card height
FONT_FAMILY = "DejaVu Sans"


def font(size: float, bold: bool = False) -> QFont:
    """A font of ``size`` scene units (pixel size, so it scales with the view)."""
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def _view_scale(painter: QPainter) -> float:
    """Scene units to device-independent pixels, whatever the rotation or flip of the item.

    The length of the transformed vertical unit vector: rotating a card while it flies or
    flipping it (a horizontal scale) does not change it, so the card's pixmap, rendered for
    this size, is found in the cache instead of being rendered again every frame.
    """
    t = painter.worldTransform()
    return math.hypot(t.m21(), t.m22())


def _device_ratio(painter: QPainter) -> float:
    device = painter.device()
    return float(device.devicePixelRatioF()) if device is not None else 1.0


# ---------------------------------------------------------------------- cards


class CardItem(QGraphicsObject):
    """A card: a number (or ``None`` while unknown) shown face up or face down.

    :param theme: the deck and back to draw with (shared by all cards of the table).
    :param size: width in scene units.
    """

    def __init__(self, theme: CardTheme, card: int | None = None, size: float = CW,
                 face_up: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.card = card
        self.face_up = face_up
        self.mucked = False
        self._w = size
        self._h = size * CH / CW
        self._flip = 1.0  # 1: as shown; animates 1 -> 0 (edge on) -> 1 while turning

    @property
    def shows_face(self) -> bool:
        return self.face_up and self.card is not None

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 2, -self._h / 2 - 2, self._w + 5, self._h + 5)

    def set_size(self, size: float) -> None:
        self.prepareGeometryChange()
        self._w = size
        self._h = size * CH / CW

    def set_face_up(self, up: bool) -> None:
        if up != self.face_up:
            self.face_up = up
            self.update()

    def set_mucked(self, mucked: bool) -> None:
        self.mucked = mucked
        self.update()

    @property
    def flip(self) -> float:
        """1 shown flat, 0 edge on: animated (by the scene) to turn the card over."""
        return self._flip

    def set_flip(self, value: float) -> None:
        self._flip = value
        self.setTransform(QTransform().scale(max(0.02, abs(value)), 1.0))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        scale = _view_scale(painter)
        ratio = _device_ratio(painter)
        # A soft shadow below the card.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(1.5, 2.5), self._w * 0.07, self._w * 0.07)
        px = QSize(max(1, round(self._w * scale)), max(1, round(self._h * scale)))
        card = self.card if self.shows_face else BACK
        assert card is not None
        painter.drawPixmap(rect, self.theme.pixmap(card, px, ratio), QRectF())
        if self.mucked:
            painter.setBrush(QColor(20, 20, 20, 120))
            painter.drawRoundedRect(rect, self._w * 0.07, self._w * 0.07)


class DeckItem(QGraphicsObject):
    """The deck: a few backs stacked with a little offset."""

    def __init__(self, theme: CardTheme, size: float) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames
        self.theme = theme
        self._w = size
        self._h = size * CH / CW

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 2, -self._h / 2 - 8, self._w + 8, self._h + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = _view_scale(painter)
        px = QSize(max(1, round(self._w * scale)), max(1, round(self._h * scale)))
        pm = self.theme.pixmap(BACK, px, _device_ratio(painter))
        for k in range(4):
            rect = QRectF(-self._w / 2 + k * 1.2, -self._h / 2 - k * 1.6, self._w, self._h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 50))
            painter.drawRoundedRect(rect.translated(1, 2), 6, 6)
            painter.drawPixmap(rect, pm, QRectF())


class BurnPileItem(QGraphicsObject):
    """Burned cards, face down and slightly askew, with their count below."""

    def __init__(self, theme: CardTheme, size: float, label: Text) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames
        self.theme = theme
        self.count = 0
        self._label = label
        self.label = _say(label)
        self._w = size
        self._h = size * CH / CW

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def retranslate(self) -> None:
        self.label = _say(self._label)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self._h * 0.75, -self._h * 0.75, self._h * 1.5, self._h * 1.5 + 30)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        if self.count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 7, 7)
        else:
            scale = _view_scale(painter)
            px = QSize(max(1, round(self._w * scale)), max(1, round(self._h * scale)))
            pm = self.theme.pixmap(BACK, px, _device_ratio(painter))
            for k in range(self.count):
                painter.save()
                painter.rotate((-9, 7, -3, 11, -6)[k % 5])
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 60))
                painter.drawRoundedRect(rect.translated(1, 2), 6, 6)
                painter.drawPixmap(rect, pm, QRectF())
                painter.restore()
        painter.setFont(font(17, True))
        painter.setPen(QColor(255, 255, 255, 190))
        text = f"{self.label} {self.count}" if self.count else self.label
        painter.drawText(QRectF(-self._h, self._h / 2 + 8, 2 * self._h, 26),
                         Qt.AlignmentFlag.AlignCenter, text)


# ---------------------------------------------------------------------- chips

DENOMINATIONS: tuple[tuple[int, str, str], ...] = (
    # value, face colour, edge-spot colour
    (100000, "#c2185b", "#ffffff"),
    (25000, "#4fc3f7", "#0d47a1"),
    (5000, "#ef6c00", "#ffffff"),
    (1000, "#f9c623", "#5d4037"),
    (500, "#7b1fa2", "#ffffff"),
    (100, "#212121", "#ffffff"),
    (25, "#2e7d32", "#ffffff"),
    (5, "#c62828", "#ffffff"),
    (1, "#f2f2f2", "#1e4fc0"),
)
CHIP_D = 0.4 * CW  # chip diameter
CHIP_T = 0.06 * CW  # chip thickness
MAX_COLUMNS = 4
MAX_HEIGHT = 10


def chip_columns(amount: int) -> list[tuple[int, int]]:
    """(denomination index, chips) columns for ``amount``, largest value first."""
    columns: list[tuple[int, int]] = []
    rest = amount
    for k, (value, _, _) in enumerate(DENOMINATIONS):
        count, rest = divmod(rest, value)
        if count:
            columns.append((k, count))
    if len(columns) > MAX_COLUMNS:  # keep the biggest values; the label tells the amount
        columns = columns[:MAX_COLUMNS]
    return columns


class ChipStackItem(QGraphicsObject):
    """Chips for an amount, in columns by value, with the amount on a label below.

    :param label_above: put the label above the chips (bets of the seats at the bottom).
    """

    def __init__(self, amount: int = 0, show_label: bool = True) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames
        self.amount = amount
        self.show_label = show_label
        self.caption = ""
        self._caption: Text = ""
        self.highlight = False
        self.setAcceptHoverEvents(True)

    def set_amount(self, amount: int) -> None:
        self.amount = amount
        self.setVisible(amount > 0)
        self.update()

    def set_caption(self, caption: Text) -> None:
        self._caption = caption
        self.caption = _say(caption)
        self.update()

    def retranslate(self) -> None:
        self.caption = _say(self._caption)
        self.update()

    def boundingRect(self) -> QRectF:
        width = max(MAX_COLUMNS * (CHIP_D + 3), 3.2 * CW)  # room for a long label
        return QRectF(-width / 2, -CHIP_D - MAX_HEIGHT * CHIP_T - 4, width,
                      CHIP_D + MAX_HEIGHT * CHIP_T + 46)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.amount <= 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        columns = chip_columns(self.amount)
        step = CHIP_D + 3
        x0 = -(len(columns) - 1) * step / 2
        for c, (k, count) in enumerate(columns):
            _, face, spot = DENOMINATIONS[k]
            cx = x0 + c * step
            for h in range(min(count, MAX_HEIGHT)):
                _draw_chip(painter, cx, -CHIP_D * 0.3 - h * CHIP_T, QColor(face), QColor(spot))
        if self.show_label:
            text = chips(self.amount)
            if self.caption:
                text = f"{self.caption}  {text}"
            f = font(19, True)
            metrics = QFontMetricsF(f)
            w = metrics.horizontalAdvance(text) + 16
            rect = QRectF(-w / 2, 6, w, 26)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 214, 90, 235) if self.highlight
                             else QColor(10, 20, 14, 200))
            painter.drawRoundedRect(rect, 13, 13)
            painter.setFont(f)
            painter.setPen(QColor("#1b1b1b") if self.highlight else QColor("#ffffff"))
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


class SeatItem(QGraphicsObject):
    """A player's name plate: name, stack, a status label and the action clock."""

    W = 1.95 * CW
    H = 0.78 * CW

    def __init__(self, seat: int, name: Text, is_person: bool = False) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames
        self.seat = seat
        self._name = name
        self.name = _say(name)
        self.is_person = is_person
        self.stack = 0
        self.status = ""
        self._status: Text = ""
        self.status_kind = ""  # "", "fold", "allin", "out", "win", "think", "action"
        self.active = False
        self.out = False
        self.clock: float | None = None  # fraction of the decision time left
        self.clock_text = ""

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2 - 6, -self.H / 2 - 6, self.W + 12, self.H + 34)

    def set_stack(self, stack: int) -> None:
        self.stack = stack
        self.update()

    def set_status(self, text: Text, kind: str = "") -> None:
        self._status = text
        self.status = _say(text)
        self.status_kind = kind
        self.update()

    def retranslate(self) -> None:
        self.name = _say(self._name)
        self.status = _say(self._status)
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
        if self.out:
            grad.setColorAt(0, QColor("#3a3a3a"))
            grad.setColorAt(1, QColor("#262626"))
        else:
            grad.setColorAt(0, QColor("#2f3b45"))
            grad.setColorAt(1, QColor("#151c22"))
        border = QColor("#f5c542") if self.active else (
            QColor("#8fd694") if self.status_kind == "win" else QColor(255, 255, 255, 70))
        painter.setPen(QPen(border, 4 if self.active or self.status_kind == "win" else 1.5))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, 16, 16)
        dim = self.out or self.status_kind == "fold"
        painter.setFont(font(22, True))
        painter.setPen(QColor("#9a9a9a") if dim else QColor("#ffffff"))
        name_rect = QRectF(rect.left() + 10, rect.top() + 6, rect.width() - 20, 30)
        metrics = QFontMetricsF(painter.font())
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignCenter,
                         metrics.elidedText(self.name, Qt.TextElideMode.ElideRight,
                                            name_rect.width()))
        painter.setFont(font(22, True))
        painter.setPen(QColor("#8a8a8a") if dim else QColor("#ffd766"))
        painter.drawText(QRectF(rect.left(), rect.top() + 38, rect.width(), 30),
                         Qt.AlignmentFlag.AlignCenter, chips(self.stack))
        if self.clock is not None:
            bar = QRectF(rect.left() + 12, rect.bottom() - 9, (rect.width() - 24), 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawRoundedRect(bar, 3, 3)
            frac = max(0.0, min(1.0, self.clock))
            colour = QColor("#5ad469") if frac > 0.5 else (
                QColor("#f5c542") if frac > 0.2 else QColor("#ef5350"))
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * frac, 6), 3, 3)
        status = self.status
        if self.clock is not None and self.clock_text:
            status = self.clock_text
        if status:
            colours = {
                "fold": ("#5b5b5b", "#e0e0e0"), "allin": ("#c62828", "#ffffff"),
                "out": ("#424242", "#bdbdbd"), "win": ("#f5c542", "#1b1b1b"),
                "think": ("#37474f", "#cfd8dc"), "action": ("#1565c0", "#ffffff"),
                "show": ("#ffffff", "#1b1b1b"),
            }
            bg, fg = colours.get(self.status_kind, ("#1565c0", "#ffffff"))
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


class MarkerItem(QGraphicsObject):
    """The dealer button or a blind marker: a small disc with a letter."""

    def __init__(self, text: Text, face: str, ink: str, diameter: float = 0.38 * CW) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames
        self._text = text
        self.text = _say(text)
        self.face = QColor(face)
        self.ink = QColor(ink)
        self.d = diameter

    def boundingRect(self) -> QRectF:
        return QRectF(-self.d / 2 - 2, -self.d / 2 - 2, self.d + 6, self.d + 7)

    def retranslate(self) -> None:
        self.text = _say(self._text)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self.d / 2, -self.d / 2, self.d, self.d)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(r.translated(1.5, 3))
        grad = QRadialGradient(r.center() - QPointF(self.d * 0.15, self.d * 0.2), self.d * 0.7)
        grad.setColorAt(0, self.face.lighter(120))
        grad.setColorAt(1, self.face.darker(110))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(self.face.darker(170), 1.5))
        painter.drawEllipse(r)
        painter.setFont(font(self.d * (0.5 if len(self.text) == 1 else 0.36), True))
        painter.setPen(self.ink)
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
        self.text = _say(text)
        self.setVisible(bool(self.text))
        self.update()

    def retranslate(self) -> None:
        self.prepareGeometryChange()
        self.text = _say(self._text)
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
        painter.setPen(QPen(QColor("#f5c542"), 2.5))
        painter.setBrush(QColor(12, 18, 14, 225))
        painter.drawRoundedRect(rect, 24, 24)
        painter.setFont(font(30, True))
        painter.setPen(QColor("#ffe08a"))
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
        grad.setColorAt(0, QColor("#5a3a22"))
        grad.setColorAt(0.5, QColor("#3b2414"))
        grad.setColorAt(1, QColor("#24160c"))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        felt_rect = r.adjusted(rail, rail, -rail, -rail)
        felt = QRadialGradient(felt_rect.center(), felt_rect.width() * 0.55)
        felt.setColorAt(0, QColor("#2f8a4f"))
        felt.setColorAt(0.7, QColor("#1f6b3b"))
        felt.setColorAt(1, QColor("#154f2b"))
        painter.setBrush(QBrush(felt))
        painter.setPen(QPen(QColor("#0d3b1f"), 3))
        painter.drawRoundedRect(felt_rect, felt_rect.height() / 2, felt_rect.height() / 2)
        line = felt_rect.adjusted(0.9 * CW, 0.75 * CW, -0.9 * CW, -0.75 * CW)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(line, line.height() / 2, line.height() / 2)
        painter.setPen(QPen(QColor(255, 255, 255, 45), 2, Qt.PenStyle.DashLine))
        for slot in self.slots:
            painter.drawRoundedRect(slot, 7, 7)

"""The cards on the table: a card, the deck and the burn pile (SVG rendered at device size).

Tests: tests/gui/table/test_layout.py, tests/gui/table/test_layout_overlaps.py,
tests/gui/table/test_earlier_hands.py
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPen
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsItem
from PySide6.QtWidgets import QGraphicsObject
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from PySide6.QtWidgets import QWidget

from gui.base import palette
from gui.base.card_theme import BACK
from gui.base.card_theme import CardTheme
from gui.table.drawing import CH
from gui.table.drawing import CW
from gui.table.drawing import Text
from gui.table.drawing import device_ratio
from gui.table.drawing import font
from gui.table.drawing import say
from gui.table.drawing import view_scale

# ---------------------------------------------------------------------- cards

BURN_ANGLES = (-9, 7, -3, 11, -6)  # each burned card a little askew, in degrees
BURN_TILT = max(abs(a) for a in BURN_ANGLES)
BURN_FONT = 17  # the "Burn 2" label under the pile


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
        scale = view_scale(painter)
        ratio = device_ratio(painter)
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
        outline = palette.current().card_outline
        if outline and self.shows_face:  # high contrast: each face stands out from the felt
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(outline), 2.5))
            painter.drawRoundedRect(rect, self._w * 0.07, self._w * 0.07)


class DeckItem(QGraphicsObject):
    """The deck: a few backs stacked with a little offset."""

    def __init__(self, theme: CardTheme, size: float) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # cheap frames
        self.theme = theme
        self._w = size
        self._h = size * CH / CW

    def set_size(self, size: float) -> None:
        """``size`` wide from now on (smaller on a large table, gui/table/layout.py)."""
        if size != self._w:
            self.prepareGeometryChange()
            self._w, self._h = size, size * CH / CW

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 2, -self._h / 2 - 8, self._w + 8, self._h + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = view_scale(painter)
        px = QSize(max(1, round(self._w * scale)), max(1, round(self._h * scale)))
        pm = self.theme.pixmap(BACK, px, device_ratio(painter))
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
        self.labelled = True
        self._label = label
        self.label = say(label)
        self._w = size
        self._h = size * CH / CW

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def set_size(self, size: float, labelled: bool = True) -> None:
        """``size`` wide from now on, with or without the label below: a large table
        (gui/table/layout.py) has smaller cards near the board and no room for the label
        (the askew cards show how many)."""
        if (size, labelled) != (self._w, self.labelled):
            self.prepareGeometryChange()
            self._w, self._h = size, size * CH / CW
            self.labelled = labelled

    def retranslate(self) -> None:
        self.prepareGeometryChange()
        self.label = say(self._label)
        self.update()

    def boundingRect(self) -> QRectF:
        """The askew cards (turned by up to :data:`BURN_TILT` degrees) and the label below."""
        tilt = math.radians(BURN_TILT)
        card_w = self._w * math.cos(tilt) + self._h * math.sin(tilt)
        card_h = self._h * math.cos(tilt) + self._w * math.sin(tilt)
        if not self.labelled:
            width = card_w + 6
            return QRectF(-width / 2, -card_h / 2 - 3, width, card_h + 6)
        text = f"{self.label} {max(self.count, 3)}"
        label_w = QFontMetricsF(font(BURN_FONT, True)).horizontalAdvance(text) + 4
        width = max(card_w, label_w) + 6
        return QRectF(-width / 2, -card_h / 2 - 3, width, self._h / 2 + 34 + card_h / 2 + 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        if self.count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 7, 7)
        else:
            scale = view_scale(painter)
            px = QSize(max(1, round(self._w * scale)), max(1, round(self._h * scale)))
            pm = self.theme.pixmap(BACK, px, device_ratio(painter))
            for k in range(self.count):
                painter.save()
                painter.rotate(BURN_ANGLES[k % len(BURN_ANGLES)])
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(0, 0, 0, 60))
                painter.drawRoundedRect(rect.translated(1, 2), 6, 6)
                painter.drawPixmap(rect, pm, QRectF())
                painter.restore()
        if not self.labelled:
            return
        painter.setFont(font(BURN_FONT, True))
        painter.setPen(QColor(255, 255, 255, 190))
        text = f"{self.label} {self.count}" if self.count else self.label
        painter.drawText(QRectF(-self._h, self._h / 2 + 8, 2 * self._h, 26),
                         Qt.AlignmentFlag.AlignCenter, text)


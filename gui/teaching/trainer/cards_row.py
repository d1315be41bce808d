"""A labelled row of cards drawn with the table's card theme.

Tests: tests/gui/teaching/trainer/test_pushfold_trainer.py,
tests/gui/teaching/trainer/test_trainer.py, tests/gui/teaching/trainer/test_trainer_lesson_link.py
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QWidget

from gui.base.card_theme import CardTheme
from gui.base.card_words import spoken_cards

#: Card height in pixels and the width-to-height ratio of the deck's faces.
CARD_HEIGHT = 96
CARD_RATIO = 0.7
GAP = 6
LABEL_HEIGHT = 22


class CardsRow(QWidget):
    """Cards side by side under a caption (a player's hand, the board)."""

    def __init__(self, theme: CardTheme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.caption = ""
        self.cards: tuple[int, ...] = ()
        self.highlight = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_cards(self, caption: str, cards: Sequence[int], highlight: bool = False) -> None:
        self.caption = caption
        self.cards = tuple(cards)
        self.highlight = highlight
        # Painted only: a screen reader reads the row by this name ("Your hand: Ace of
        # spades and King of hearts").
        self.setAccessibleName(self.spoken())
        self.updateGeometry()
        self.update()

    def spoken(self) -> str:
        """The caption and the cards in words."""
        return f"{self.caption}: {spoken_cards(self.cards)}" if self.cards else self.caption

    def card_size(self) -> QSize:
        return QSize(round(CARD_HEIGHT * CARD_RATIO), CARD_HEIGHT)

    def sizeHint(self) -> QSize:
        size = self.card_size()
        count = max(len(self.cards), 2)
        width = count * size.width() + (count - 1) * GAP + 8
        font_width = self.fontMetrics().horizontalAdvance(self.caption) + 8
        return QSize(max(width, font_width), size.height() + LABEL_HEIGHT + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlight:
            painter.setPen(QColor("#e0b020"))
            painter.setBrush(QColor(224, 176, 32, 40))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 8, 8)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(QRectF(4, 2, self.width() - 8, LABEL_HEIGHT),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.caption)
        size = self.card_size()
        ratio = self.devicePixelRatioF()
        for i, card in enumerate(self.cards):
            pixmap = self.theme.pixmap(card, size, ratio)
            painter.drawPixmap(QPointF(4 + i * (size.width() + GAP), LABEL_HEIGHT + 4), pixmap)
        painter.end()

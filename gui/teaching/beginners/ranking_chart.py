"""The hand-ranking chart: every category best first, an example hand drawn with the card
theme, and how often it comes in seven cards; one category can be highlighted (the person's
current best hand during play).

Drawn in row units (a tenth of the height each) so it reads the same at any size.

Tests: tests/gui/teaching/lessons/test_teaching_widgets.py
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QWidget

from gui.base import i18n
from gui.base.card_theme import CardTheme
from gui.teaching.beginners.help_content import RankingRow
from gui.teaching.beginners.help_content import ranking_chart

CARD_ASPECT = 0.714  # width / height of a playing card
CARD_HEIGHT = 0.86  # of a row
CARD_STEP = 1.08  # card widths from one card to the next, when the row has room
CARDS_SHARE = 0.36  # of the row's width, for the five cards
NATURAL_WIDTH = 560  # the chart's width at its natural size, in pixels
NATURAL_ROW = 44  # and the height of a row then
FELT = QColor("#0f5132")
HIGHLIGHT = QColor("#f2c94c")
DIMMED_TEXT = QColor(255, 255, 255, 120)
TEXT = QColor("#ffffff")
MIN_ROW = 28  # pixels


class RankingChart(QWidget):
    """The chart; :meth:`set_highlight` marks one category (``None`` for none).

    :param short_deck: rank and count as in short deck (flush over full house).
    :param examples: cards to show for some categories instead of the chart's own (a
        lesson's examples).
    """

    def __init__(self, short_deck: bool = False, theme: CardTheme | None = None,
                 parent: QWidget | None = None,
                 examples: Mapping[int, Sequence[int]] | None = None) -> None:
        super().__init__(parent)
        self._short_deck = short_deck
        self._theme = theme or CardTheme()
        self._highlight: int | None = None
        self._examples = dict(examples or {})
        self._rows: list[RankingRow] = self._make_rows()
        self.setObjectName("rankingChart")
        self.setMinimumSize(360, 10 * MIN_ROW)
        self.row_hint = NATURAL_ROW  # the height of a row the chart asks for (sizeHint)
        i18n.follow(self, self._reword, now=False)

    @property
    def highlight(self) -> int | None:
        return self._highlight

    @property
    def rows(self) -> list[RankingRow]:
        return list(self._rows)

    def set_highlight(self, category: int | None) -> None:
        self._highlight = category
        self.update()

    def set_short_deck(self, short_deck: bool) -> None:
        self._short_deck = short_deck
        self._rows = self._make_rows()
        self.update()

    def _make_rows(self) -> list[RankingRow]:
        return [replace(row, cards=tuple(self._examples[row.category]))
                if row.category in self._examples else row
                for row in ranking_chart(self._short_deck)]

    def row_rect(self, category: int) -> QRectF:
        """Where the row of ``category`` is drawn (for tests and pointers)."""
        index = [r.category for r in self._rows].index(category)
        height = self.height() / len(self._rows)
        return QRectF(0, index * height, self.width(), height)

    def sizeHint(self) -> QSize:
        return QSize(NATURAL_WIDTH, len(self._rows) * self.row_hint)

    def _reword(self) -> None:
        self._rows = self._make_rows()  # category names in the new language
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), FELT)
        height = self.height() / len(self._rows)
        for index, row in enumerate(self._rows):
            self._paint_row(painter, row, QRectF(0, index * height, self.width(), height),
                            index + 1)
        painter.end()

    def _paint_row(self, painter: QPainter, row: RankingRow, rect: QRectF, place: int) -> None:
        # Letters and cards follow the row's height, but no more than its width allows: a tall,
        # narrow chart (a lesson beside a small table) keeps every word and number inside.
        h = min(rect.height(), rect.width() * NATURAL_ROW / NATURAL_WIDTH)
        lit = self._highlight == row.category
        dim = self._highlight is not None and not lit
        if lit:
            painter.setPen(QPen(HIGHLIGHT, max(2.0, h / 14)))
            painter.setBrush(QColor(242, 201, 76, 60))
            painter.drawRoundedRect(rect.adjusted(3, 2, -3, -2), h / 6, h / 6)
        font = QFont(self.font())
        font.setPixelSize(max(10, int(h * 0.34)))
        font.setBold(lit)
        painter.setFont(font)
        painter.setPen(DIMMED_TEXT if dim else TEXT)
        text_rect = rect.adjusted(h * 0.3, 0, 0, 0)
        name_width = rect.width() * 0.34
        painter.drawText(QRectF(text_rect.left(), rect.top(), name_width, rect.height()),
                         Qt.AlignmentFlag.AlignVCenter, f"{place}. {row.name}")
        card_h = h * CARD_HEIGHT
        card_w = card_h * CARD_ASPECT
        x = text_rect.left() + name_width
        step = min(card_w * CARD_STEP, (rect.width() * CARDS_SHARE - card_w) / 4)
        y = rect.top() + (rect.height() - card_h) / 2
        ratio = self.devicePixelRatioF()
        painter.setOpacity(0.45 if dim else 1.0)
        for card in row.cards:
            pixmap = self._theme.pixmap(card, QSize(round(card_w), round(card_h)), ratio)
            painter.drawPixmap(QRectF(x, y, card_w, card_h), pixmap,
                               QRectF(0, 0, pixmap.width(), pixmap.height()))
            x += step
        painter.setOpacity(1.0)
        x += card_w - step + h * 0.3
        font.setPixelSize(max(9, int(h * 0.28)))
        painter.setFont(font)
        percent = i18n.locale().toString(row.percent, "f", 3)
        count = i18n.number(row.combinations)
        painter.drawText(QRectF(x, rect.top(), rect.right() - x - h * 0.3, rect.height()),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         f"{percent} %  ({count})")

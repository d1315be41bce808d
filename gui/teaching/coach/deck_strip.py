"""The whole deck as a small strip: 52 mini cards, a row per suit, aces first.

The coach marks cards on it: the outs of the group the person points at (or picked), the
cards already seen (your hole cards and the board, drawn faded), and the best five of your
hand so far, raised and outlined as the table raises the winning cards at a showdown.
Cards are drawn here (a rank and a suit symbol on a rounded face), small enough that the
whole deck fits the coach's width.

Tests: tests/gui/teaching/coach/test_coach_reading.py, tests/gui/teaching/coach/test_coach_dock.py,
tests/gui/teaching/coach/test_icm_view.py
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QPen
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QWidget

from engine.core.cards import RANK_CHARS

#: Suits top to bottom (card id suit codes: clubs 0, diamonds 1, hearts 2, spades 3).
SUIT_ROWS = (3, 2, 1, 0)
SUIT_SYMBOLS = "♣♦♥♠"
#: A mini card's width over its height, the gap between cards, and how far a raised card
#: rises, in parts of a card's height.
CARD_RATIO = 0.72
GAP = 2.0
RAISE = 0.18
#: The strip's cards are at most this tall (pixels), however wide the coach is.
MAX_CARD_HEIGHT = 40.0
MIN_CARD_HEIGHT = 22.0

FACE = QColor("#fbfbf7")
SEEN_FACE = QColor("#c9cbc4")
OUT_FACE = QColor("#ffd66b")
OUT_EDGE = QColor("#c47f00")
BEST_EDGE = QColor("#e0b020")
EDGE = QColor("#8a8f88")
RED = QColor("#c0262d")
BLACK = QColor("#1e1e1e")


def _strip_height(card_height: float) -> int:
    """Four rows, each with room for its cards to rise."""
    return int(4 * (card_height * (1 + RAISE) + GAP) + 4)


class DeckStrip(QWidget):
    """The deck with marks; ``marked`` outs, ``raised`` the best five, ``seen`` known cards.

    Cards not in the deck (below the six in short deck) are left blank.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deckStrip")
        self.marked: frozenset[int] = frozenset()
        self.raised: frozenset[int] = frozenset()
        self.seen: frozenset[int] = frozenset()
        self.lowest_rank = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    # ------------------------------------------------------------------ marks

    def show_cards(self, seen: Iterable[int], raised: Iterable[int], short_deck: bool) -> None:
        state = (frozenset(seen), frozenset(raised), 4 if short_deck else 0)
        if state != (self.seen, self.raised, self.lowest_rank):  # most events change nothing
            self.seen, self.raised, self.lowest_rank = state
            self.update()

    def mark(self, cards: Iterable[int]) -> None:
        """Mark exactly ``cards`` (an empty list clears the marks)."""
        marked = frozenset(cards)
        if marked != self.marked:
            self.marked = marked
            self.update()

    # ------------------------------------------------------------------ geometry

    def _card_height(self) -> float:
        columns = 13
        width_fit = (self.width() - 4 - GAP * (columns - 1)) / columns / CARD_RATIO
        return max(MIN_CARD_HEIGHT, min(MAX_CARD_HEIGHT, width_fit))

    def card_rect(self, card: int) -> QRectF:
        """Where ``card`` is drawn (raised cards higher), in widget pixels."""
        height = self._card_height()
        width = height * CARD_RATIO
        column = 12 - (card >> 2)
        row = SUIT_ROWS.index(card & 3)
        lift = height * RAISE
        top = 2 + lift + row * (height + GAP + lift)
        if card in self.raised:
            top -= lift
        return QRectF(2 + column * (width + GAP), top, width, height)

    def card_at(self, point: QPointF) -> int | None:
        for card in range(52):
            if self.card_rect(card).contains(point):
                return card
        return None

    def sizeHint(self) -> QSize:
        return QSize(int(13 * (MAX_CARD_HEIGHT * CARD_RATIO + GAP) + 4),
                     _strip_height(MAX_CARD_HEIGHT))

    def minimumSizeHint(self) -> QSize:
        return QSize(int(13 * (MIN_CARD_HEIGHT * CARD_RATIO + GAP) + 4),
                     _strip_height(MIN_CARD_HEIGHT))

    def heightForWidth(self, width: int) -> int:
        columns = 13
        height = max(MIN_CARD_HEIGHT,
                     min(MAX_CARD_HEIGHT, (width - 4 - GAP * (columns - 1)) / columns / CARD_RATIO))
        return _strip_height(height)

    def hasHeightForWidth(self) -> bool:
        return True

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.setFixedHeight(self.heightForWidth(self.width()))
        super().resizeEvent(event)

    # ------------------------------------------------------------------ drawing

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        height = self._card_height()
        font = QFont(self.font())
        font.setPixelSize(max(8, int(height * 0.36)))
        font.setBold(True)
        painter.setFont(font)
        radius = height * 0.12
        for card in range(52):
            if card >> 2 < self.lowest_rank:
                continue
            rect = self.card_rect(card)
            out, best, seen = card in self.marked, card in self.raised, card in self.seen
            face = OUT_FACE if out else SEEN_FACE if seen and not best else FACE
            edge = OUT_EDGE if out else BEST_EDGE if best else EDGE
            painter.setPen(QPen(edge, 2.0 if out or best else 1.0))
            painter.setBrush(face)
            painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
            ink = RED if card & 3 in (1, 2) else BLACK
            if seen and not best:
                ink = QColor(ink)
                ink.setAlpha(110)
            painter.setPen(ink)
            upper = QRectF(rect.x(), rect.y() + 1, rect.width(), rect.height() / 2)
            lower = QRectF(rect.x(), rect.center().y() - 1, rect.width(), rect.height() / 2)
            rank = RANK_CHARS[card >> 2]
            painter.drawText(upper, Qt.AlignmentFlag.AlignCenter, "10" if rank == "T" else rank)
            painter.drawText(lower, Qt.AlignmentFlag.AlignCenter, SUIT_SYMBOLS[card & 3])
        painter.end()

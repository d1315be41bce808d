"""Card decks as SVG themes, rendered at the size they are shown and cached.

A deck is one SVG with one element per card (``1_spade`` the ace of spades, ``13_heart`` the
king of hearts) and a back is an SVG with an element ``back``; ``assets/decks/index.json`` lists
them. Pixmaps are rendered for the exact device size (size times device pixel ratio) and
cached, so cards stay crisp at any zoom and DPI. A missing element draws a visible placeholder.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPen
from PySide6.QtGui import QPixmap
from PySide6.QtSvg import QSvgRenderer

from engine.core.cards import rank_of
from engine.core.cards import suit_of

ASSETS = Path(__file__).resolve().parents[2] / "assets"
SUIT_NAMES = ("club", "diamond", "heart", "spade")
BACK = -1  # the "card" that shows its back


def element_for(card: int) -> str:
    """The SVG element of a card id: ranks 2..K keep their number, the ace is 1."""
    rank = rank_of(card) + 2
    return f"{1 if rank == 14 else rank}_{SUIT_NAMES[suit_of(card)]}"


@cache
def theme_index() -> dict[str, list[dict[str, object]]]:
    """The decks and backs listed in ``assets/decks/index.json``."""
    path = ASSETS / "decks" / "index.json"
    try:
        data: dict[str, list[dict[str, object]]] = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {"decks": [], "backs": []}
    return data


class CardTheme:
    """One deck and one back, with a pixmap cache keyed by card, pixel size and ratio.

    :param deck: a deck id from the index (``standard``, ``four_colour``).
    :param back: a back id (``red``, ``blue``, ``green``).
    """

    def __init__(self, deck: str = "standard", back: str = "blue") -> None:
        self.deck = deck
        self.back = back
        self._faces = QSvgRenderer(str(ASSETS / "decks" / deck / "deck.svg"))
        self._back = QSvgRenderer(str(ASSETS / "backs" / f"{back}.svg"))
        self._cache: dict[tuple[int, int, int, float], QPixmap] = {}

    def pixmap(self, card: int, size: QSize, ratio: float) -> QPixmap:
        """The card (or :data:`BACK`) rendered for ``size`` device-independent pixels."""
        key = (card, size.width(), size.height(), ratio)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        if len(self._cache) > 600:
            self._cache.clear()
        pm = QPixmap(max(1, round(size.width() * ratio)), max(1, round(size.height() * ratio)))
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        target = QRectF(0, 0, pm.width(), pm.height())
        renderer, element = (self._back, "back") if card == BACK else (
            self._faces, element_for(card))
        if renderer.isValid() and renderer.elementExists(element):
            renderer.render(painter, element, target)
        else:
            _placeholder(painter, target, element)
        painter.end()
        pm.setDevicePixelRatio(ratio)
        self._cache[key] = pm
        return pm


def _placeholder(painter: QPainter, rect: QRectF, element: str) -> None:
    painter.setBrush(QColor("#ffe3e3"))
    painter.setPen(QPen(QColor("#c00000"), max(1.0, rect.width() / 40)))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), rect.width() / 12, rect.width() / 12)
    font = QFont()
    font.setPixelSize(max(6, int(rect.width() / 6)))
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, element)

"""Card decks as SVG themes, rendered at the size they are shown and cached.

A deck is one SVG with one element per card (``1_spade`` the ace of spades, ``13_heart`` the
king of hearts) and a back is an SVG with an element ``back``; ``assets/decks/index.json`` lists
them. Pixmaps are rendered for the exact device size (size times device pixel ratio) and
cached, so cards stay crisp at any zoom and DPI. A missing element draws a visible placeholder.

Two choices of Settings > Seeing (:mod:`gui.base.seeing`) change the faces: *suit letters* add
the suit's letter (C, D, H, S; in German Kr, Ka, H, P) in the lower corner, so a suit is never
told by colour or a small shape alone; *large cards* draw a jumbo face, the rank and the suit
filling the card, readable from twice as far as the corner index.

Tests: tests/gui/base/test_amounts.py, tests/gui/base/test_position_names.py,
tests/gui/seeing_options/test_seeing_settings.py
"""

from __future__ import annotations

import json
from functools import cache

from PySide6.QtCore import QCoreApplication
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
from gui.base import shipped
from gui.base.palette import SUIT_COLOURS

ASSETS = shipped.folder("assets")
SUIT_NAMES = ("club", "diamond", "heart", "spade")
BACK = -1  # the "card" that shows its back
RANK_LETTERS = "23456789TJQKA"
SIGN_BESIDE_LETTER = 0.64  # the large face's suit sign beside a suit letter: its share of the width
SUIT_SIGNS = "\u2663\u2666\u2665\u2660"  # club, diamond, heart, spade


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
    :param letters: write the suit's letter on each face.
    :param large: draw jumbo faces (rank and suit as large as the card allows).
    """

    def __init__(self, deck: str = "standard", back: str = "blue", letters: bool = False,
                 large: bool = False) -> None:
        self.deck = deck
        self.back = back
        self.letters = letters
        self.large = large
        self._faces = QSvgRenderer(str(ASSETS / "decks" / deck / "deck.svg"))
        self._back = QSvgRenderer(str(ASSETS / "backs" / f"{back}.svg"))
        self._cache: dict[tuple[int, int, int, float, str], QPixmap] = {}

    def pixmap(self, card: int, size: QSize, ratio: float) -> QPixmap:
        """The card (or :data:`BACK`) rendered for ``size`` device-independent pixels."""
        key = (card, size.width(), size.height(), ratio, suit_letter(0) if self.letters else "")
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
        if card != BACK and self.large:
            self._jumbo(painter, target, card)
        elif renderer.isValid() and renderer.elementExists(element):
            renderer.render(painter, element, target)
        else:
            _placeholder(painter, target, element)
        if card != BACK and self.letters:
            self._letter(painter, target, card)
        painter.end()
        pm.setDevicePixelRatio(ratio)
        self._cache[key] = pm
        return pm


    def ink(self, card: int) -> QColor:
        """The colour of ``card``'s suit in this deck."""
        colours = SUIT_COLOURS.get(self.deck, SUIT_COLOURS["standard"])
        return QColor(colours[suit_of(card)])

    def _jumbo(self, painter: QPainter, rect: QRectF, card: int) -> None:
        """A face that is all index: the rank on the upper half, the suit on the lower."""
        painter.setPen(QPen(QColor("#555555"), max(1.0, rect.width() / 60)))
        painter.setBrush(QColor("#ffffff"))
        radius = rect.width() / 14
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        painter.setPen(self.ink(card))
        font = QFont("DejaVu Sans")
        font.setBold(True)
        rank = RANK_LETTERS[rank_of(card)]
        font.setPixelSize(max(6, int(rect.height() * 0.46)))
        painter.setFont(font)
        upper = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.52)
        painter.drawText(upper, Qt.AlignmentFlag.AlignCenter, "10" if rank == "T" else rank)
        # With a suit letter in the lower right corner, the sign moves left to make room.
        share = SIGN_BESIDE_LETTER if self.letters else 1.0
        font.setPixelSize(max(6, int(rect.height() * 0.42 * share)))
        painter.setFont(font)
        lower = QRectF(rect.left(), rect.top() + rect.height() * 0.46, rect.width() * share,
                       rect.height() * 0.5)
        painter.drawText(lower, Qt.AlignmentFlag.AlignCenter, SUIT_SIGNS[suit_of(card)])

    def _letter(self, painter: QPainter, rect: QRectF, card: int) -> None:
        """The suit's letter in a white box in the lower right corner."""
        side = rect.width() * 0.36
        box = QRectF(rect.right() - side - rect.width() * 0.05,
                     rect.bottom() - side - rect.width() * 0.05, side, side)
        painter.setPen(QPen(self.ink(card), max(1.0, rect.width() / 50)))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(box, side / 5, side / 5)
        font = QFont("DejaVu Sans")
        font.setBold(True)
        letter = suit_letter(suit_of(card))
        font.setPixelSize(max(5, int(side * (0.72 if len(letter) == 1 else 0.5))))
        painter.setFont(font)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, letter)


def suit_letter(suit: int) -> str:
    """The letter of a suit (0 club .. 3 spade) in the current language."""
    letters = (
        QCoreApplication.translate("CardTheme", "C", "letter for clubs on a card"),
        QCoreApplication.translate("CardTheme", "D", "letter for diamonds on a card"),
        QCoreApplication.translate("CardTheme", "H", "letter for hearts on a card"),
        QCoreApplication.translate("CardTheme", "S", "letter for spades on a card"))
    return letters[suit]


def _placeholder(painter: QPainter, rect: QRectF, element: str) -> None:
    painter.setBrush(QColor("#ffe3e3"))
    painter.setPen(QPen(QColor("#c00000"), max(1.0, rect.width() / 40)))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), rect.width() / 12, rect.width() / 12)
    font = QFont()
    font.setPixelSize(max(6, int(rect.width() / 6)))
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, element)

"""Cards said in words ("Ace of spades"), for everything a screen reader is sent.

A suit symbol is read badly or not at all by many screen readers ("A♠" comes out as "A" or
"A black spade suit"), so every window that speaks (the table, the replayer, the history, the
lessons and the trainer) says its cards through these functions. They sit in ``gui/base`` for
the windows below ``gui/access`` in the layers.

Tests: tests/gui/access/test_keyboard_only.py
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine.core.cards import rank_of
from engine.core.cards import suit_of
from gui.base.texts import listing
from gui.base.texts import rank_name

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def suit_name(suit: int) -> str:
    names = (
        #: a card's suit as a screen reader says it ("Ace of spades")
        translate("Access", "clubs"), translate("Access", "diamonds"),
        translate("Access", "hearts"), translate("Access", "spades"),
    )
    return names[suit]


def spoken_card(card: int) -> str:
    """A card in words: "Ace of spades"."""
    #: %1 a rank ("Ace"), %2 a suit ("spades")
    return translate("Access", "%1 of %2").replace("%1", rank_name(rank_of(card))).replace(
        "%2", suit_name(suit_of(card)))


CARD_PATTERN = r"(?:10|[2-9JQKA])[♣♦♥♠]"  # a card as the log shows it: "10♦"
SHOWN_CARDS = re.compile(rf"\b{CARD_PATTERN}(?:\s+{CARD_PATTERN})*")


def _card_of(shown: str) -> int:
    rank = "23456789TJQKA".index("T" if shown[:-1] == "10" else shown[:-1])
    return rank * 4 + "♣♦♥♠".index(shown[-1])


def spoken_symbols(text: str) -> str:
    """``text`` with every card shown by its suit symbol ("Flop: 8♠ 10♦ 10♥") said in words
    ("Flop: Eight of spades, Ten of diamonds and Ten of hearts")."""
    return SHOWN_CARDS.sub(
        lambda run: spoken_cards([_card_of(card) for card in run.group(0).split()]), text)


def spoken_cards(cards: Sequence[int]) -> str:
    return listing([spoken_card(c) for c in cards])

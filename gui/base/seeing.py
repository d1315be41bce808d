"""The person's choices for seeing the table, as remembered in ``settings.json``.

One source of truth for the deck (View > Cards and Settings > Seeing both store it here), the
palette of the table and the window (:mod:`gui.base.palette`), suit letters, large cards and
the window's scale. The scale is applied once, at start-up, through ``QT_SCALE_FACTOR`` before
Qt starts (:func:`apply_scale`): Qt then scales every widget, font and the table together and
on top of the desktop's own scale factor, so nothing is laid out for a size it is not shown at.
"""

from __future__ import annotations

import os

from gui.base import settings
from gui.base.palette import PALETTES
from gui.base.palette import STANDARD
from gui.base.palette import SUIT_COLOURS

DECK = "deck"
BACK = "card_back"
PALETTE = "palette"
SUIT_LETTERS = "suit_letters"
LARGE_CARDS = "large_cards"
SCALE = "scale_percent"
MIN_SCALE, MAX_SCALE, SCALE_STEP = 100, 200, 25  # per cent of the desktop's own scale
SCALE_VARIABLE = "QT_SCALE_FACTOR"


def deck() -> str:
    """The remembered deck, ``standard`` if none (or one Felt no longer has)."""
    found = settings.value(DECK, "standard")
    return found if found in SUIT_COLOURS else "standard"


def back() -> str:
    found = settings.value(BACK, "blue")
    return found if found in ("red", "blue", "green") else "blue"


def palette_name() -> str:
    found = settings.value(PALETTE, STANDARD)
    return found if found in PALETTES else STANDARD


def suit_letters() -> bool:
    return settings.value(SUIT_LETTERS, False)


def large_cards() -> bool:
    return settings.value(LARGE_CARDS, False)


def scale() -> int:
    """The window's scale in per cent, within :data:`MIN_SCALE` .. :data:`MAX_SCALE`."""
    return max(MIN_SCALE, min(MAX_SCALE, settings.value(SCALE, MIN_SCALE)))


def apply_scale() -> float:
    """Set ``QT_SCALE_FACTOR`` from the remembered scale before the application starts.

    A factor the person set in the environment wins (it is theirs); the desktop's own scale
    (the screen's device pixel ratio) still applies beneath it. Returns the factor in effect.
    """
    given = os.environ.get(SCALE_VARIABLE)
    if given:
        try:
            return float(given)
        except ValueError:
            return 1.0
    factor = scale() / 100
    if factor != 1.0:
        os.environ[SCALE_VARIABLE] = f"{factor:g}"
    return factor

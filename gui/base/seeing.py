"""The person's choices for seeing the table, as remembered in ``settings.json``.

One source of truth for the deck (View > Cards and Settings > Seeing both store it here), the
palette of the table and the window (:mod:`gui.base.palette`), suit letters, large cards and
the window's scale. The scale is applied by Felt itself, at start and at once when Settings is
confirmed (:mod:`gui.seeing_options.window_scale`: the fonts, the style's sizes, the action
panel and the log), not through Qt's ``QT_SCALE_FACTOR``: that one applies only when Qt starts,
and under it every extent a screen reader or magnifier is told is in scaled pixels, not the
screen's.
"""

from __future__ import annotations

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


def factor() -> float:
    """The window's scale as a factor (1.0 to 2.0), on top of the desktop's own scale."""
    return scale() / 100


def px(size: int) -> int:
    """``size`` pixels at the window's scale, for a style sheet that gives words in pixels
    (they do not follow the application's font)."""
    return round(size * factor())

"""Card units, fonts and words for everything drawn on the table.

Sizes are in card units: :data:`CW` is the width of a card at full size; everything else is a
multiple of it.

Tests: tests/gui/table/test_layout.py, tests/gui/table/test_layout_overlaps.py,
tests/gui/table/test_earlier_hands.py
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtGui import QFont
from PySide6.QtGui import QPainter

# Words on the table are given as functions that say them in the current language, so that
# ``retranslate()`` can say them again after the person switches language.
Text = str | Callable[[], str]


def say(text: Text) -> str:
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


def view_scale(painter: QPainter) -> float:
    """Scene units to device-independent pixels, whatever the rotation or flip of the item.

    The length of the transformed vertical unit vector: rotating a card while it flies or
    flipping it (a horizontal scale) does not change it, so the card's pixmap, rendered for
    this size, is found in the cache instead of being rendered again every frame.
    """
    t = painter.worldTransform()
    return math.hypot(t.m21(), t.m22())


def device_ratio(painter: QPainter) -> float:
    device = painter.device()
    return float(device.devicePixelRatioF()) if device is not None else 1.0


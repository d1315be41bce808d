"""How readable words are as drawn: the WCAG contrast of a widget's ink and background."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def text_contrast(box: QWidget, label: QWidget) -> float:
    """The WCAG contrast of ``label``'s words against the box as drawn on the screen: the
    commonest colour of the label's place is its background, the one farthest from it in
    brightness its ink."""
    top_left = label.mapTo(box, label.rect().topLeft())
    image = box.grab(QRect(top_left, label.size())).toImage()
    counts: Counter[int] = Counter(image.pixel(x, y) for x in range(image.width())
                                   for y in range(image.height()))
    background = _luminance(QColor.fromRgb(counts.most_common(1)[0][0]))
    ink = max((_luminance(QColor.fromRgb(p)) for p in counts),
              key=lambda lum: abs(lum - background))
    light, dark = max(background, ink), min(background, ink)
    return (light + 0.05) / (dark + 0.05)


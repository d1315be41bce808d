"""Settings > Seeing applied to the running window: the deck, the palette, suit letters, large
cards, the high-contrast look of the window itself and the window's scale.

The choices are remembered by :mod:`gui.base.seeing`; this module turns them into a
:class:`~gui.base.card_theme.CardTheme` for every card of the table, the trainer and the
replayer, a palette for every painter of the table (:mod:`gui.base.palette`) and, for high
contrast, an application palette (black, white and yellow) for every widget. Everything changes
at once, the scale too (:mod:`gui.seeing_options.window_scale`), in the middle of a hand.

Tests: tests/gui/seeing_options/test_seeing_settings.py,
tests/gui/seeing_options/test_window_scale.py
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from gui.base import palette
from gui.base import seeing
from gui.base import settings
from gui.base.card_theme import CardTheme
from gui.seeing_options import window_scale
from gui.table.scene import TableScene
from gui.table.table_view import TableView

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
log = logging.getLogger(__name__)

# The application palette of high contrast, by colour role.
_HIGH_CONTRAST = {
    QPalette.ColorRole.Window: "#000000", QPalette.ColorRole.WindowText: "#ffffff",
    QPalette.ColorRole.Base: "#000000", QPalette.ColorRole.AlternateBase: "#1a1a1a",
    QPalette.ColorRole.Text: "#ffffff", QPalette.ColorRole.Button: "#000000",
    QPalette.ColorRole.ButtonText: "#ffffff", QPalette.ColorRole.Highlight: "#ffff00",
    QPalette.ColorRole.HighlightedText: "#000000", QPalette.ColorRole.ToolTipBase: "#000000",
    QPalette.ColorRole.ToolTipText: "#ffff00", QPalette.ColorRole.Link: "#00ffff",
    QPalette.ColorRole.BrightText: "#ffff00", QPalette.ColorRole.PlaceholderText: "#c0c0c0",
}
_DISABLED_INK = "#a0a0a0"
# Check boxes, radio buttons and sliders are drawn from the palette's greys, which vanish on
# black: high contrast draws them white, and yellow where they are on.
_HIGH_CONTRAST_SHEET = """
QCheckBox::indicator, QRadioButton::indicator { width: 14px; height: 14px;
    border: 2px solid #ffffff; background: #000000; }
QRadioButton::indicator { border-radius: 9px; }
QCheckBox::indicator:checked, QRadioButton::indicator:checked { background: #ffff00; }
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { border-color: #a0a0a0; }
QSlider::groove:horizontal { height: 4px; background: #ffffff; }
QSlider::handle:horizontal { width: 14px; margin: -7px 0; background: #ffff00;
    border: 2px solid #ffffff; border-radius: 4px; }
QSlider::groove:vertical { width: 4px; background: #ffffff; }
QSlider::handle:vertical { height: 14px; margin: 0 -7px; background: #ffff00;
    border: 2px solid #ffffff; border-radius: 4px; }
"""


def deck_words() -> dict[str, Callable[[], str]]:
    """Each deck Felt has, with its name in the current language (menu and Settings)."""
    return {
        "standard": lambda: translate("MainWindow", "Standard deck"),
        "four_colour": lambda: translate("MainWindow", "Four-colour deck"),
        "four_colour_safe": lambda: translate("MainWindow", "Four colours, colour-blind safe"),
    }


def palette_words() -> dict[str, str]:
    """Each palette's name in the current language."""
    return {
        palette.STANDARD: translate("Seeing", "Standard (green felt)"),
        palette.COLOUR_BLIND: translate("Seeing", "Colour-blind safe (blue felt)"),
        palette.HIGH_CONTRAST: translate("Seeing", "High contrast (black and yellow)"),
    }


def remembered_theme(deck: str, back: str) -> CardTheme:
    """A theme for ``deck`` and ``back`` with the remembered suit letters and card size."""
    return CardTheme(deck, back, seeing.suit_letters(), seeing.large_cards())


def remember_theme(deck: str, back: str) -> CardTheme:
    """The same, and remember the deck and back as the person's choice."""
    try:
        settings.remember(seeing.DECK, deck)
        settings.remember(seeing.BACK, back)
    except OSError as error:
        log.warning("the deck could not be remembered: %s", error)
    return remembered_theme(deck, back)


def apply_application_palette() -> None:
    """The remembered palette for every painter, and high contrast for every widget."""
    chosen = palette.use(seeing.palette_name())
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if chosen.name == palette.HIGH_CONTRAST:
        colours = QPalette()
        for role, colour in _HIGH_CONTRAST.items():
            colours.setColor(role, QColor(colour))
            colours.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
        for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text,
                     QPalette.ColorRole.ButtonText):
            colours.setColor(QPalette.ColorGroup.Disabled, role, QColor(_DISABLED_INK))
        app.setPalette(colours)
        app.setStyleSheet(_scaled_sheet(_HIGH_CONTRAST_SHEET, seeing.factor()))
    else:
        app.setPalette(app.style().standardPalette())
        app.setStyleSheet("")


def _scaled_sheet(sheet: str, factor: float) -> str:
    """``sheet`` with every size in pixels times ``factor`` (the window's scale)."""
    return re.sub(r"(\d+)px", lambda m: f"{round(int(m.group(1)) * factor)}px", sheet)


class SeeingWindow(Protocol):
    """What a game window offers to be repainted (``MainWindow``, seen from here)."""

    scene: TableScene
    theme: CardTheme

    def set_theme(self, deck: str, back: str) -> None: ...


def apply(window: SeeingWindow, restyle: Callable[[], None]) -> None:
    """Show ``window`` in the remembered choices at once.

    :param restyle: gives the window's own style sheets their new colours and sizes (the
        action panel, the log) and fits the window to its screen.
    """
    window_scale.apply()
    apply_application_palette()
    window.set_theme(seeing.deck(), window.theme.back)
    window.scene.repaint_palette()
    restyle()
    refit_tables()


def refit_tables() -> None:
    """Every table on the screen laid out again at the window's scale (its things grow with
    it, gui/table/table_size.py), at once, mid-hand too."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        for widget in app.allWidgets():
            if isinstance(widget, TableView):
                widget.refit()

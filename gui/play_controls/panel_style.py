"""How the action panel looks and how big it is: where its controls sit, its style sheet scaled
with the window, and button widths that do not change with their words."""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import pairwise

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from engine.rules.actions import LegalActions
from engine.teaching.figures.hand_figures import pot_odds
from gui.base import palette
from gui.base.amounts import shown_amount
from gui.teaching.coach.coach_words import percent

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

STYLE = """
QWidget#panel { background: {panel}; }
QPushButton { color: {text}; border-radius: 8px; padding: 8px 14px; font-weight: bold;
              font-size: 15px; border: 1px solid {button_edge}; background: {button}; }
QPushButton:disabled { color: {disabled}; background: {disabled_face}; }
QPushButton#fold:enabled { background: {fold}; }
QPushButton#call:enabled { background: {call}; }
QPushButton#raise:enabled { background: {raise}; }
QPushButton#raise[armed="true"] { background: {armed}; border: 2px solid {armed_edge}; }
QPushButton.quick { font-size: 12px; padding: 4px 8px; font-weight: normal; }
QLabel, QCheckBox { color: {label}; font-size: 13px; }
QLabel#message { color: {message}; font-weight: bold; }
QSpinBox { font-size: 15px; padding: 4px; min-width: 90px; }
QPushButton:focus { border: 3px solid {focus}; }
QCheckBox:focus, QSlider:focus { border: 2px solid {focus}; border-radius: 3px; }
QSpinBox:focus { border: 2px solid {focus}; }
"""  # {role}: the colours of the palette in use (gui/base/palette.py)
BUTTON_FONT_PX = 15  # the action buttons' letters at scale 1 (as in STYLE)
BUTTON_PADDING_PX = 30  # their padding and border, left and right together
MIN_BUTTON_PX = 110  # no action button narrower than this at scale 1
BET_BOX_EM = 34  # the slider, the amount and the quick sizes: at most this many letters wide
WIDEST_AMOUNT = 88_888  # what the fixed button widths leave room for


def tab_order(*controls: QWidget) -> None:
    """Tab goes as the eye reads: the actions, the amount and its slider, the quick sizes,
    the pre-actions."""
    for first, second in pairwise(controls):
        QWidget.setTabOrder(first, second)


def arrange(panel: QWidget, buttons: Iterable[QWidget], bet_box: QWidget,
            pre_actions: Iterable[QWidget], message: QWidget) -> None:
    """Two rows: the action buttons and the bet box, which takes the width left; below, the
    pre-actions and the message. Kept apart from what the controls do (``controls.py``)."""
    pre_row = QHBoxLayout()
    for box in pre_actions:
        pre_row.addWidget(box)
    pre_row.addStretch(1)
    pre_row.addWidget(message, 2)
    top = QHBoxLayout()
    for button in buttons:
        top.addWidget(button)
    top.addSpacing(12)
    top.addWidget(bet_box, 1)
    layout = QVBoxLayout(panel)
    layout.setContentsMargins(10, 6, 10, 6)
    layout.addLayout(top)
    layout.addLayout(pre_row)


def scaled_style(scale: float) -> str:
    """The panel's style sheet with every size scaled (a large window, large controls)."""
    colours = palette.current().panel
    sheet = re.sub(r"\{(\w+)\}", lambda m: colours[m.group(1)], STYLE)
    return re.sub(r"(\d+)px", lambda m: f"{round(int(m.group(1)) * scale)}px", sheet)


def button_width(base: QFont, words: Iterable[str], scale: float) -> int:
    """A button wide enough for the longest of ``words`` in the scaled bold button font."""
    font = QFont(base)
    font.setPixelSize(round(BUTTON_FONT_PX * scale))
    font.setBold(True)
    metrics = QFontMetrics(font)
    widest = max(metrics.horizontalAdvance(t) for t in words)
    return max(round(MIN_BUTTON_PX * scale), widest + round(BUTTON_PADDING_PX * scale))


def bet_box_width(scale: float) -> int:
    return round(BET_BOX_EM * BUTTON_FONT_PX * scale)


def action_words(amount: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Every text the fold, the call and the raise button can show, with ``amount`` for the
    amounts (the panel's own words, in its translation context)."""
    return (
        (translate("ActionPanel", "Fold"),),
        (translate("ActionPanel", "Check/Call"), translate("ActionPanel", "Check"),
         translate("ActionPanel", "Call %1").replace("%1", amount),
         #: second line of the call button with the coach on; %1 the equity a call needs
         translate("ActionPanel", "you need %1").replace("%1", percent(1.0, 0))),
        (translate("ActionPanel", "Bet/Raise"),
         translate("ActionPanel", "Confirm all-in %1").replace("%1", amount),
         translate("ActionPanel", "Raise to %1").replace("%1", amount),
         translate("ActionPanel", "All-in %1").replace("%1", amount),
         translate("ActionPanel", "Bet %1").replace("%1", amount)),
    )


def restyle(widget: QWidget) -> None:
    """Apply the style sheet again after a dynamic property (``armed``) changed."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def call_text(legal: LegalActions, show_odds: bool) -> str:
    """The call button's words; with the coach on, also the equity a call needs
    ("Call 172" over "you need 20 %")."""
    amount = legal.call_amount or 0
    call = translate("ActionPanel", "Call %1").replace("%1", shown_amount(amount))
    if show_odds:  # on a second line, so the button keeps its width
        need = percent(pot_odds(legal.pot, amount), 0)
        return call + "\n" + translate("ActionPanel", "you need %1").replace("%1", need)
    return call

"""How the action panel looks and how big it is: where its controls sit, its style sheet scaled
with the window, and button widths that do not change with their words.

Tests: tests/gui/play_controls/test_controls.py, tests/gui/play_controls/test_action_key_rows.py,
tests/gui/play_controls/test_big_blind_amounts.py
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Mapping
from itertools import pairwise

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import QKeySequence
from PySide6.QtGui import QShortcut
from PySide6.QtWidgets import QBoxLayout
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QSizePolicy
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
QPushButton { color: {text}; border-radius: 8px; padding: 8px 11px; font-weight: bold;
              font-size: 15px; border: 1px solid {button_edge}; background: {button}; }
QPushButton:disabled { color: {disabled}; background: {disabled_face}; }
QPushButton#fold:enabled { background: {fold}; }
QPushButton#call:enabled { background: {call}; }
QPushButton#raise:enabled { background: {raise}; }
QPushButton#raise[armed="true"] { background: {armed}; border: 2px solid {armed_edge}; }
QPushButton.quick { font-size: 12px; padding: 4px 3px; font-weight: normal; }
QLabel, QCheckBox { color: {label}; font-size: 13px; }
QLabel#message { color: {message}; font-weight: bold; }
QSpinBox { font-size: 15px; padding: 4px; min-width: 90px; }
QPushButton:focus { border: 3px solid {focus}; }
QCheckBox:focus, QSlider:focus { border: 2px solid {focus}; border-radius: 3px; }
QSpinBox:focus { border: 2px solid {focus}; }
"""  # {role}: the colours of the palette in use (gui/base/palette.py)
BUTTON_FONT_PX = 15  # the action buttons' letters at scale 1 (as in STYLE)
BUTTON_PADDING_PX = 24  # their padding and border, left and right together
MIN_BUTTON_PX = 110  # no action button narrower than this at scale 1
BET_BOX_EM = 34  # the slider, the amount and the quick sizes: at most this many letters wide
WIDEST_AMOUNT = 88_888  # what the fixed button widths leave room for
CHECK_BOX_SLACK_PX = 4  # a check box's words never touch the next box
BET_BOX_GAP_PX = 8  # between the raise button and the bet box
# The panel fits a 1024 px wide screen beside the coach (in German too): the bet slider gives
# way first, and the bet box never grows with its words.
SLIDER_MIN_PX = 48
BET_BOX_MIN_PX = 200  # the bet box's narrowest: the slider, the amount and five quick sizes
QUICK_GAP_PX = 3  # between two quick sizes


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
    top.addSpacing(BET_BOX_GAP_PX)
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


def give_way(*widgets: QWidget) -> None:
    """``widgets`` never widen what holds them with their words (the bet box, and the quick
    sizes, whose words change with the street: "3x" before the flop, "½ Pot" after); their
    width is the room they are given, at least the minimum set on them."""
    for widget in widgets:
        widget.setSizePolicy(QSizePolicy.Policy.Ignored, widget.sizePolicy().verticalPolicy())


def size_bet_box(bet_box: QWidget, scale: float) -> None:
    bet_box.setMaximumWidth(bet_box_width(scale))
    bet_box.setMinimumWidth(round(BET_BOX_MIN_PX * scale))


def button_tips(keys: Iterable[QShortcut]) -> tuple[str, str, str]:
    """The fold, call and raise buttons' tooltips, each naming its key."""
    fold_key, call_key, raise_key = (
        k.key().toString(QKeySequence.SequenceFormat.NativeText) for k in keys)
    return (
        #: %1 the keyboard shortcut
        translate("ActionPanel", "Give up the hand (%1)").replace("%1", fold_key),
        translate("ActionPanel", "Check, or call the bet (%1)").replace("%1", call_key),
        translate("ActionPanel", "Bet or raise to the amount in the box (%1); all-in asks you "
                                 "to press again").replace("%1", raise_key))


def pre_call_words() -> tuple[str, ...]:
    """Every text of the "Call" pre-action box, the amount at its widest."""
    return (translate("ActionPanel", "Call"), translate("ActionPanel", "Check"),
            translate("ActionPanel", "Call %1").replace("%1", shown_amount(WIDEST_AMOUNT)))


def fix_check_boxes(boxes: Iterable[QCheckBox], texts: Mapping[QCheckBox, Iterable[str]]) -> None:
    """Each box as wide as the longest of its ``texts`` (its own words if not given), so none
    moves when another's words change ("Call" becoming "Call 20" moved the boxes after it,
    and a click meant for "Fold to any bet" hit the gap)."""
    for box in boxes:
        box.ensurePolished()
        kept = box.text()
        widths = []
        for text in texts.get(box, (kept,)):
            box.setText(text)
            widths.append(box.sizeHint().width())
        box.setText(kept)
        box.setFixedWidth(max(widths) + CHECK_BOX_SLACK_PX)


def share_row(row: QBoxLayout, buttons: Iterable[QWidget]) -> None:
    """Buttons that ignore their own width share ``row``'s by their words' lengths: the quick
    sizes, whose words change with the street ("3x" before the flop, "½ Pot" after), never
    widen the bet box (nor the window)."""
    for button in buttons:
        row.setStretchFactor(button, max(1, button.sizeHint().width()))


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

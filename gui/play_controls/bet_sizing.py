"""Bet sizing: sensible amounts for the slider, the quick sizes and the person's own choice of
them, and the pre-action boxes' choice when the turn comes (the amount box's Shift+arrow steps
of the small blind are in gui/play_controls/amount_box.py).

Tests: tests/gui/window/test_settings_dialog.py
"""

from __future__ import annotations

import re
from fractions import Fraction

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QSlider
from PySide6.QtWidgets import QSpinBox

from engine.rules.actions import Action
from engine.rules.actions import LegalActions
from gui.base import settings

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for
# The words keep the translation context "ActionPanel" of the panel that shows them.

POT_SHARES = {"1/3": 1 / 3, "1/2": 1 / 2, "2/3": 2 / 3, "3/4": 3 / 4, "pot": 1.0}
# The quick sizes between Min and All-in the person may choose (View > Bet sizes).
SIZE_PRESETS: dict[str, tuple[str, str, str]] = {
    "pot": ("1/2", "3/4", "pot"),
    "thirds": ("1/3", "1/2", "2/3"),
    "preflop": ("2.5x", "3x", "pot"),
}
TRACK_POT_SHARE = 1 / 3  # a click on the slider's track moves the amount by this much pot
QUICK_SIZES = "quick_sizes"  # settings key: the three sizes as codes, "1/2 3/4 pot"
PRESET = "bet_sizes"  # settings key of the View menu's preset (before sizes could be typed)
MAX_MULTIPLE = 20  # "20x" the bet at most: beyond that a quick size is just All-in
MAX_POT_SHARE = 5  # "5/1" (five pots) at most
_MULTIPLE = re.compile(r"(\d{1,2}(?:\.\d{1,2})?)x")
_FRACTION = re.compile(r"(\d{1,2})/(\d{1,2})")
_PERCENT = re.compile(r"(\d{1,3})%")


def size_code(text: str) -> str | None:
    """A quick size as the person types it ("2,5x", "3X", "1/3", "75 %", "Pot") as its code
    ("2.5x", "3x", "1/3", "75%", "pot"), or ``None`` when it is not a size Felt can bet."""
    # a decimal comma, and the multiplication sign (U+00D7) for the x
    word = text.strip().lower().replace(" ", "").replace(",", ".").replace("\u00d7", "x")
    if word in ("pot", translate("ActionPanel", "Pot").lower()):
        return "pot"
    if m := _MULTIPLE.fullmatch(word):
        times = float(m.group(1))
        return f"{times:g}x" if 1 < times <= MAX_MULTIPLE else None
    if m := _FRACTION.fullmatch(word):
        top, bottom = int(m.group(1)), int(m.group(2))
        if bottom and 0 < Fraction(top, bottom) <= MAX_POT_SHARE:
            share = Fraction(top, bottom)
            return "pot" if share == 1 else f"{share.numerator}/{share.denominator}"
        return None
    if m := _PERCENT.fullmatch(word):
        percent = int(m.group(1))
        return f"{percent}%" if 0 < percent <= 100 * MAX_POT_SHARE else None
    return None


def size_text(code: str) -> str:
    """A size code as the person would type it in their language ("Pot", "2,5x" in German)."""
    if code == "pot":
        return translate("ActionPanel", "Pot")
    return code.replace(".", QLocale().decimalPoint())


def pot_share(code: str) -> float:
    """The share of the pot a pot-sized code bets ("1/3", "75%", "pot")."""
    if code in POT_SHARES:
        return POT_SHARES[code]
    if code.endswith("%"):
        return int(code[:-1]) / 100
    top, bottom = code.split("/")
    return int(top) / int(bottom)


def saved_sizes() -> tuple[str, str, str]:
    """The three quick sizes the person chose (typed in Settings, or a View menu preset)."""
    typed = settings.value(QUICK_SIZES, "").split()
    codes = [size_code(t) for t in typed]
    if len(codes) == 3 and all(c == t for c, t in zip(codes, typed, strict=True)):
        return (typed[0], typed[1], typed[2])
    return SIZE_PRESETS.get(settings.value(PRESET, "pot"), SIZE_PRESETS["pot"])


def snap(value: int, low: int, high: int, unit: int) -> int:
    """A slider position as a sensible amount: a multiple of ``unit`` (the small blind), or
    the smallest or the largest amount allowed."""
    if value <= low or value >= high:
        return max(low, min(high, value))
    return max(low, min(high, round(value / unit) * unit))


def track_step(pot: int, unit: int) -> int:
    """How far a click on the slider's track moves the amount: a share of the pot."""
    return max(unit, round(pot * TRACK_POT_SHARE / unit) * unit)


def set_range(slider: QSlider, box: QSpinBox, legal: LegalActions, small_blind: int,
              big_blind: int) -> None:
    """The slider and the amount box for a decision, at the smallest bet or raise: the box
    steps by the big blind, the slider by the small blind, a click on its track by a share of
    the pot (nothing is reported while they are set)."""
    low, high = legal.min_raise_to or 0, legal.max_raise_to or 0
    for widget in (slider, box):
        widget.blockSignals(True)
    box.setRange(1, max(1, legal.stack + legal.current_bet))
    slider.setRange(low, max(low, high))
    box.setSingleStep(big_blind)
    slider.setSingleStep(small_blind)
    slider.setPageStep(track_step(legal.pot, small_blind))
    box.setValue(low)
    slider.setValue(low)
    for widget in (slider, box):
        widget.blockSignals(False)


def quick_to(code: str, legal: LegalActions, big_blind: int, limpers: int = 0) -> int:
    """The "to" amount of a quick size (not yet clamped to the legal range).

    A multiple ("3x") is of the bet faced; in an unopened pot of the big blind, with one big
    blind more for each of ``limpers`` (players who only called it), as online clients open.
    """
    owed = legal.call_amount or 0
    top = legal.current_bet + owed
    if code.endswith("x"):
        if top <= big_blind:
            return round(float(code[:-1]) * big_blind) + limpers * big_blind
        return round(float(code[:-1]) * top)
    return top + int((legal.pot + owed) * pot_share(code))  # rounded down, as always


def size_words(code: str) -> tuple[str, str]:
    """A quick size's button text and tooltip."""
    words = {
        "1/3": (translate("ActionPanel", "⅓ Pot"),
                translate("ActionPanel", "A third of the pot")),
        "1/2": (translate("ActionPanel", "½ Pot"), translate("ActionPanel", "Half the pot")),
        "2/3": (translate("ActionPanel", "⅔ Pot"),
                translate("ActionPanel", "Two thirds of the pot")),
        "3/4": (translate("ActionPanel", "¾ Pot"),
                translate("ActionPanel", "Three quarters of the pot")),
        "pot": (translate("ActionPanel", "Pot"), translate("ActionPanel", "The size of the pot")),
        #: quick bet size: 2.5 times the bet to call (or the big blind)
        "2.5x": (translate("ActionPanel", "2.5x"),
                 translate("ActionPanel", "2.5 times the bet (or the big blind)")),
        "3x": (translate("ActionPanel", "3x"),
               translate("ActionPanel", "3 times the bet (or the big blind)")),
    }
    if code in words:
        return words[code]
    if code.endswith("x"):
        number = code[:-1]
        #: quick bet size: a multiple of the bet to call; %1 the factor ("4")
        return (translate("ActionPanel", "%1x").replace("%1", number),
                translate("ActionPanel", "%1 times the bet (or the big blind)")
                .replace("%1", number))
    if code.endswith("%"):
        #: quick bet size: a percentage of the pot; %1 the percentage ("75")
        return (translate("ActionPanel", "%1% Pot").replace("%1", code[:-1]),
                translate("ActionPanel", "%1 % of the pot").replace("%1", code[:-1]))
    #: quick bet size: a fraction of the pot; %1 the fraction ("3/5")
    return (translate("ActionPanel", "%1 Pot").replace("%1", code),
            translate("ActionPanel", "%1 of the pot").replace("%1", code))


def quick_words(sizes: dict[str, str], keys: dict[str, str]) -> dict[str, tuple[str, str]]:
    """Text and tooltip of each quick-size button, by its place (``sizes``: the middle three's
    size codes); the tooltip names its key (``keys``, by place: 1 to 5 unless chosen)."""
    quick = {
        #: quick bet size: the smallest legal bet or raise
        "min": (translate("ActionPanel", "Min"),
                translate("ActionPanel", "The smallest bet or raise")),
        "max": (translate("ActionPanel", "All-in"),
                translate("ActionPanel", "Every chip you have")),
    }
    for key in ("half", "three_quarters", "pot"):
        quick[key] = size_words(sizes[key])
    return {place: (text, f"{tip} ({keys[place]})") for place, (text, tip) in quick.items()}


def pre_action(check_fold: QCheckBox, call: QCheckBox, call_any: QCheckBox,
               fold_any: QCheckBox, legal: LegalActions, call_price: int | None) -> Action | None:
    """The action a ticked pre-action box takes now that the turn has come (the box is
    unticked), or ``None``. "Call" only calls the amount it was ticked for."""
    if check_fold.isChecked() or fold_any.isChecked():
        if legal.can_check:
            check_fold.setChecked(False)
            return Action.check()
        check_fold.setChecked(False)
        fold_any.setChecked(False)
        return Action.fold()
    if call.isChecked():
        call.setChecked(False)
        owed = legal.call_amount or 0
        if owed == (call_price or 0):
            return Action.check() if legal.can_check else Action.call()
        return None
    if call_any.isChecked():
        call_any.setChecked(False)
        return Action.check() if legal.can_check else Action.call()
    return None

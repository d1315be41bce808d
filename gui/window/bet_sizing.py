"""Bet sizing: sensible amounts for the slider, the quick sizes and the person's own choice of
them, Shift+arrow steps of the small blind in the amount box, and the pre-action boxes'
choice when the turn comes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCheckBox, QSlider, QSpinBox

from engine.rules.actions import Action, LegalActions

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


def quick_to(code: str, legal: LegalActions, big_blind: int) -> int:
    """The "to" amount of a quick size (not yet clamped to the legal range)."""
    owed = legal.call_amount or 0
    top = legal.current_bet + owed
    if code.endswith("x"):  # a multiple of the bet faced, or of the big blind
        return round(float(code[:-1]) * max(top, big_blind))
    return top + int((legal.pot + owed) * POT_SHARES[code])  # rounded down, as always


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
    return words[code]


def quick_words(sizes: dict[str, str]) -> dict[str, tuple[str, str]]:
    """Text and tooltip of each quick-size button, by its place (``sizes``: the middle three's
    size codes); the tooltip names its key, 1 to 5."""
    quick = {
        #: quick bet size: the smallest legal bet or raise
        "min": (translate("ActionPanel", "Min"),
                translate("ActionPanel", "The smallest bet or raise (1)")),
        "max": (translate("ActionPanel", "All-in"),
                translate("ActionPanel", "Every chip you have (5)")),
    }
    for number, key in enumerate(("half", "three_quarters", "pot"), start=2):
        text, tip = size_words(sizes[key])
        quick[key] = (text, f"{tip} ({number})")
    return quick


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


class BlindSteps(QObject):
    """Shift with an arrow key in ``box`` steps by the small blind (the box's own step is the
    big blind)."""

    def __init__(self, box: QSpinBox) -> None:
        super().__init__(box)
        self.box = box
        self.small_blind = 1
        box.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.box and event.type() == QEvent.Type.KeyPress \
                and isinstance(event, QKeyEvent) \
                and event.modifiers() & Qt.KeyboardModifier.ShiftModifier \
                and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = self.small_blind if event.key() == Qt.Key.Key_Up else -self.small_blind
            self.box.setValue(self.box.value() + step)
            return True
        return super().eventFilter(watched, event)

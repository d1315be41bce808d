"""The amount box that speaks the table's unit: chips, or big blinds when the person chose
"Amounts in big blinds".

The box keeps its value in chips (what the engine is sent, what the slider and the quick sizes
set); only the words change. In big blinds it shows "2.5 BB" and reads a typed "2.5" (or
"2.5 BB") as 2.5 big blinds, rounded to a whole chip, so a person never has to switch units
between the stacks they read and the amount they type.

Tests: tests/gui/play_controls/test_controls.py, tests/gui/play_controls/test_action_key_rows.py,
tests/gui/play_controls/test_big_blind_amounts.py
"""

from __future__ import annotations

import re

from PySide6.QtCore import QLocale
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox

from gui.base.amounts import TableUnit
from gui.base.amounts import shown_amount
from gui.base.amounts import shown_in_blinds

NOT_A_NUMBER = re.compile(r"[^\d.,\s\u00a0\u202f'-]")  # a unit's letters ("BB") and the like


def blinds_typed(text: str) -> float | None:
    """The number of big blinds in what the person typed ("2.5", "2,5 BB"), or ``None``."""
    number = NOT_A_NUMBER.sub("", text).strip()
    if not number:
        return None
    value, ok = QLocale().toDouble(number)
    if not ok:  # the other decimal point than the language's: accept it too
        value, ok = QLocale.c().toDouble(number.replace(",", "."))
    return value if ok and value >= 0 else None


class AmountBox(QSpinBox):
    """A spin box of chips that shows and reads big blinds while the table is in big blinds.

    Its own step (an arrow key) is the big blind; Shift with an arrow key steps by
    :attr:`small_blind`.
    """

    small_blind = 1

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier \
                and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = self.small_blind if event.key() == Qt.Key.Key_Up else -self.small_blind
            self.setValue(self.value() + step)
            return
        super().keyPressEvent(event)

    def textFromValue(self, value: int) -> str:
        if not shown_in_blinds():
            return super().textFromValue(value)
        return shown_amount(value)

    def valueFromText(self, text: str) -> int:
        if not shown_in_blinds():
            return super().valueFromText(text)
        blinds = blinds_typed(text)
        return self.value() if blinds is None else round(blinds * TableUnit.big_blind)

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if not shown_in_blinds():
            return super().validate(text, pos)
        blinds = blinds_typed(text)
        if blinds is None:
            return QValidator.State.Intermediate, text, pos
        chips = round(blinds * TableUnit.big_blind)
        state = QValidator.State.Acceptable if self.minimum() <= chips <= self.maximum() \
            else QValidator.State.Intermediate
        return state, text, pos

    def refresh(self) -> None:
        """Say the value again, after the unit changed (the value itself stays)."""
        self.lineEdit().setText(self.textFromValue(self.value()))

"""The amount box steps by the big blind with an arrow key, by the small blind with Shift."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gui.play_controls.amount_box import AmountBox


def test_shift_with_an_arrow_steps_by_the_small_blind(qtbot: QtBot) -> None:
    box = AmountBox()
    qtbot.addWidget(box)
    box.setRange(0, 1000)
    box.setSingleStep(10)  # the big blind
    box.small_blind = 5
    box.setValue(100)
    qtbot.keyClick(box, Qt.Key.Key_Up, Qt.KeyboardModifier.ShiftModifier)
    assert box.value() == 105
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert box.value() == 115
    qtbot.keyClick(box, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    assert box.value() == 110

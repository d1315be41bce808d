"""An amount the rules do not allow, typed into the box: the button keeps saying what it would
bet, and the refusal is one line in its fixed place, so the table does not move."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gui.base.game_setup import GameSetup
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS


def test_an_illegal_typed_amount_is_refused_on_one_line_without_moving_the_table(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(1024, 600)
    window.start_game(GameSetup(players=3, opponents="call", starting_stack=1000,
                                small_blind=5, big_blind=10, name="You", seed=4))
    panel = window.panel
    qtbot.waitUntil(lambda: panel.legal is not None and panel.legal.can_raise,
                    timeout=TIMEOUT_MS)
    assert panel.legal is not None
    low = panel.legal.min_raise_to
    assert low is not None
    label = panel.raise_button.text()
    qtbot.wait(50)  # a layout pass at the new size
    panel_top, table = panel.mapTo(window, panel.rect().topLeft()), window.view.geometry()
    box = panel.amount.lineEdit()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    box.selectAll()
    qtbot.keyClicks(box, str(low - 5))
    assert panel.raise_button.text() == label  # not relabelled with an amount it cannot bet
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "between" in panel.message.text(), timeout=TIMEOUT_MS)
    qtbot.wait(50)  # a layout pass
    line = panel.message.fontMetrics().height()
    assert panel.message.height() < 2 * line  # one line, whatever its length
    assert panel.mapTo(window, panel.rect().topLeft()) == panel_top
    assert window.view.geometry() == table  # the table is not pushed up
    assert panel.message.toolTip() == panel.message.text()  # all of it, if it is cut

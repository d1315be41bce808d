"""The German walk through practice: the New Game group, the advisor's line and every reason it
can give, the take-back messages, the log line and the history's Practice column."""

from __future__ import annotations

from collections.abc import Iterator
from unittest.mock import patch

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from engine.bots.explain import Plan
from engine.bots.explain import RangeRead
from engine.bots.explain import Thought
from engine.rules.actions import Action
from engine.rules.events import Street
from engine.teaching.practice.practice_aids import AIDS
from gui.activities.new_game import NewGameDialog
from gui.base import i18n
from gui.history.hand_table import HandTableModel
from gui.history.hand_table import practice_sentence
from gui.history.hand_table import practice_text
from gui.teaching.practice.advice_words import advice_sentence
from gui.teaching.practice.advice_words import plan_reason
from gui.window.main_window import MainWindow
from tests.helpers.german import english_in
from tests.helpers.german import widget_texts
from tests.helpers.hands import TIMEOUT_MS


@pytest.fixture
def german(window: MainWindow) -> Iterator[MainWindow]:
    window.set_language("de")
    QApplication.processEvents()
    yield window
    window.set_language("en")


def _thought(action: Action, plan: Plan, equity: float | None, opponents: int) -> Thought:
    read = [RangeRead(seat, 120.0, 0.3, ("AKs",), 4, 0.3, 0.1, 0.3, 0.4)
            for seat in range(1, 1 + opponents)]
    return Thought("expert_adaptive", 0, Street.FLOP, plan, action, "AKs", 0.05, equity, 120,
                   40, 0.25, 0.0, 3.0, 50.0, True, None, None, 0.0, tuple(read), (), ())


def test_every_advice_and_history_mark_is_german(german: MainWindow) -> None:
    names = {1: "Chloé", 2: "Bruno"}
    lines = [plan_reason(plan) for plan in Plan]
    for action in (Action.fold(), Action.check(), Action.call(), Action.bet_or_raise(300)):
        for equity, opponents in ((0.64, 1), (0.4, 2), (None, 1)):
            lines.append(advice_sentence(_thought(action, Plan.CALL, equity, opponents), names))
    assert "Berater: erhöhen auf 300 (du hast 64\u00a0% gegen die Range von Chloé, " \
           "Mitgehen braucht 25\u00a0%)" in lines
    lines += [practice_text(AIDS), *(practice_sentence(a) for a in AIDS)]
    assert practice_text(AIDS) == "Offene Karten, Berater, zurückgenommen"
    model = HandTableModel()
    lines.append(str(model.headerData(model.PRACTICE, Qt.Orientation.Horizontal)))
    assert english_in([("advice", line) for line in lines]) == []


def test_practice_in_new_game_and_at_the_table_is_german(qtbot: QtBot, german: MainWindow
                                                         ) -> None:
    window = german
    seen: list[tuple[str, str]] = []

    def answer() -> None:
        dialog = next(d for d in window.findChildren(NewGameDialog) if d.isVisible())
        try:
            assert dialog.practice.title() == "Übung"
            seen.extend(widget_texts(dialog.practice))
            dialog.players.setValue(3)
            dialog.opponents.setCurrentIndex(dialog.opponents.findData("call"))
            for box in (dialog.advisor, dialog.undo):
                qtbot.mouseClick(box, Qt.MouseButton.LeftButton,
                                 pos=QPoint(8, box.height() // 2))
        finally:
            qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                             Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    with patch.object(window, "set_speed", lambda _speed: None):
        window.ask_new_game()
    assert seen and english_in(seen) == []
    bar = window.practice.bar
    qtbot.waitUntil(lambda: bar.advice.text().startswith("Berater: "), timeout=TIMEOUT_MS)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=TIMEOUT_MS)
    keys = window.windowHandle()
    qtbot.keyClick(keys, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Nichts"),
                    timeout=TIMEOUT_MS)
    messages = [("status", window.statusBar().currentMessage())]
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.panel.legal is None, timeout=TIMEOUT_MS)
    qtbot.keyClick(keys, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Deine letzte"),
                    timeout=TIMEOUT_MS)
    messages.append(("status", window.statusBar().currentMessage()))
    qtbot.waitUntil(lambda: bar.advice.text().startswith("Berater: "), timeout=TIMEOUT_MS)
    assert any(line.startswith("Übung: Deine letzte Aktion")
               for line in window.log.toPlainText().splitlines())
    assert english_in(messages + widget_texts(bar) + widget_texts(window.log)) == []
    assert window.practice.undo_action.text() == "Letzte Aktion &zurücknehmen"
    assert i18n.locale().name().startswith("de")

"""Practice settings as a person uses them: ticked in New Game by clicks, then open cards on
the table, the coach dock shown or hidden, the advisor's suggestion before the person's turn,
Ctrl+Z taking the last action back (or saying why not), and the marks in the history."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from unittest.mock import patch

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from engine.rules.actions import ActionKind
from engine.rules.actions import LegalActions
from engine.storage import Store
from engine.teaching.practice.practice_aids import ADVISOR
from engine.teaching.practice.practice_aids import OPEN_CARDS
from engine.teaching.practice.practice_aids import UNDO
from gui.activities.new_game import NewGameDialog
from gui.base import settings
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.teaching.coach.coach_dock import SETTING
from gui.window.main_window import MainWindow
from tests.helpers.german import menu_action
from tests.helpers.hands import TIMEOUT_MS


@pytest.fixture(autouse=True)
def _coach_hidden(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings of the test's own: the coach starts hidden."""
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    settings.remember(SETTING, False)


def _deal(qtbot: QtBot, window: MainWindow, ticks: Callable[[NewGameDialog], list[QCheckBox]],
          players: int = 3) -> None:
    """Game > New game: a small table of calling stations, the given practice boxes clicked."""

    def answer() -> None:
        # The open one (an earlier game's dialog is closed but still the window's child).
        dialog = next(d for d in window.findChildren(NewGameDialog) if d.isVisible())
        try:
            dialog.players.setValue(players)
            dialog.opponents.setCurrentIndex(dialog.opponents.findData("call"))
            dialog.seed.setText("7")
            for box in ticks(dialog):
                qtbot.mouseClick(box, Qt.MouseButton.LeftButton,
                                 pos=QPoint(8, box.height() // 2))  # on the tick box
        finally:  # a failed check must not leave the dialog waiting forever
            qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                             Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    # The dialog offers no instant speed: the table keeps the tests' instant one.
    with patch.object(window, "set_speed", lambda _speed: None):
        window.ask_new_game()
    assert window.setup is not None and window.scene.speed is speeds.Speed.INSTANT


def _my_turn(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.panel.legal is not None and not window.scene.busy,
                    timeout=TIMEOUT_MS)


def _ctrl_z(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=TIMEOUT_MS)
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def _table(window: MainWindow) -> tuple[Any, ...]:
    model = window.model
    return (dict(model.stacks), dict(model.bets), model.pot_amounts(), model.to_act,
            model.legal, tuple(model.board), model.hand_number, window.scene.shown_chips())


def test_each_practice_setting_has_a_tooltip_sentence(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    boxes = (dialog.open_cards, dialog.coach, dialog.advisor, dialog.undo)
    assert dialog.practice.title() == "Practice"
    for box in boxes:
        assert box.parent() is dialog.practice
        assert len(box.toolTip().split()) >= 8, box.text()
    assert not any(b.isChecked() for b in boxes)


def test_open_cards_and_the_coach_follow_the_ticks(qtbot: QtBot, window: MainWindow) -> None:
    _deal(qtbot, window, lambda d: [d.open_cards, d.coach])
    assert window.setup is not None and window.setup.open_cards
    _my_turn(qtbot, window)
    assert window.coach_dock.isVisible()
    assert settings.value(SETTING, False)
    for seat in (1, 2):  # every opponent's cards face up in the scene
        cards = window.scene.hole_cards(seat)
        assert len(cards) == 2 and all(up and card is not None for card, up in cards)
    assert window.beginners.show_all_action.isChecked()  # the same switch as View's

    # A game without them: the opponents' cards face down again, the coach away.
    # The dialog offers the last game's choices; clicking a ticked box unticks it.
    _deal(qtbot, window, lambda d: [d.open_cards, d.coach])
    _my_turn(qtbot, window)
    assert not window.coach_dock.isVisible()
    assert not settings.value(SETTING, True)
    assert all(not up for _card, up in window.scene.hole_cards(1))


def _legal(action: Any, legal: LegalActions) -> bool:
    kind = action.kind
    if kind is ActionKind.FOLD:
        return legal.can_fold
    if kind is ActionKind.CHECK:
        return legal.can_check
    if kind is ActionKind.CALL:
        return legal.can_call
    return legal.can_raise and legal.min_raise_to <= action.amount <= legal.max_raise_to


def test_the_advisor_suggests_a_legal_action_before_the_persons_turn(
    qtbot: QtBot, window: MainWindow
) -> None:
    _deal(qtbot, window, lambda d: [d.advisor])
    bar = window.practice.bar
    assert bar.isVisible() and not bar.undo_button.isVisible()
    for _turn in range(2):
        _my_turn(qtbot, window)
        qtbot.waitUntil(lambda: bar.advice.text().startswith("Advisor: "), timeout=TIMEOUT_MS)
        thought = window.practice._thought
        legal = window.panel.legal
        assert thought is not None and legal is not None
        assert _legal(thought.action, legal)
        word = {"fold": "fold", "check": "check", "call": "call", "bet": "bet",
                "raise": "raise to"}[thought.action.kind.value]
        assert bar.advice.text().startswith(f"Advisor: {word}")
        assert "%" in bar.advice.text() or "(" in bar.advice.text()
        qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
        # The suggestion goes with the decision.
        qtbot.waitUntil(lambda: bar.advice.text() == "", timeout=TIMEOUT_MS)


def test_ctrl_z_takes_the_last_action_back(qtbot: QtBot, window: MainWindow) -> None:
    _deal(qtbot, window, lambda d: [d.undo])
    assert window.practice.bar.undo_button.isVisible()
    _my_turn(qtbot, window)
    _ctrl_z(qtbot, window)  # nothing done yet in this hand
    qtbot.waitUntil(lambda: "Nothing to take back" in window.statusBar().currentMessage(),
                    timeout=TIMEOUT_MS)
    before = _table(window)
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    # The calling stations answer and the next street comes to the person.
    qtbot.waitUntil(lambda: window.panel.legal is not None and _table(window) != before
                    and not window.scene.busy, timeout=TIMEOUT_MS)
    _ctrl_z(qtbot, window)
    qtbot.waitUntil(lambda: _table(window) == before and not window.scene.busy,
                    timeout=TIMEOUT_MS)
    assert window.statusBar().currentMessage() == "Your last action was taken back."
    assert "Practice: your last action was taken back" in window.log.toPlainText()
    assert window.panel.legal == before[4]
    # The bar's button does the same after the next decision.
    qtbot.mouseClick(window.panel.fold_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _table(window) != before, timeout=TIMEOUT_MS)
    qtbot.mouseClick(window.practice.bar.undo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _table(window) == before and not window.scene.busy,
                    timeout=TIMEOUT_MS)


def test_ctrl_z_outside_practice_is_refused(qtbot: QtBot, window: MainWindow) -> None:
    _deal(qtbot, window, lambda d: [])
    assert not window.practice.bar.isVisible()
    _my_turn(qtbot, window)
    before = _table(window)
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _table(window) != before, timeout=TIMEOUT_MS)
    _ctrl_z(qtbot, window)
    assert "practice setting" in window.statusBar().currentMessage()


def _fold_until(qtbot: QtBot, window: MainWindow, done: Callable[[], bool]) -> None:
    """The person checks or folds at each turn until ``done``."""
    for _turn in range(40):
        qtbot.waitUntil(lambda: done() or (window.panel.legal is not None
                                           and not window.scene.busy), timeout=TIMEOUT_MS)
        if done():
            return
        legal = window.panel.legal
        button = window.panel.call_button if legal is not None and legal.can_check \
            else window.panel.fold_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.panel.legal is None, timeout=TIMEOUT_MS)
    raise AssertionError("the hands did not come")


def test_practice_hands_are_marked_in_the_history(
    qtbot: QtBot, window: MainWindow, store: Store
) -> None:
    window.store = store
    _deal(qtbot, window, lambda d: [d.open_cards, d.advisor, d.undo])
    _my_turn(qtbot, window)
    before = _table(window)
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _table(window) != before, timeout=TIMEOUT_MS)
    _ctrl_z(qtbot, window)
    qtbot.waitUntil(lambda: _table(window) == before, timeout=TIMEOUT_MS)
    _fold_until(qtbot, window, lambda: len(store.hands()) >= 2)
    first, second = store.hands()[:2]
    assert first.practice == (OPEN_CARDS, ADVISOR, UNDO)
    assert second.practice == (OPEN_CARDS, ADVISOR)
    # Beginners' View > Show all cards off: the next hands carry the advisor only. The
    # engine thread may have dealt the next hand before the switch reached it (the table
    # shows the hands a little behind), so the hand after that is the first without.
    window.beginners.show_all_action.trigger()
    number = window.model.hand_number
    _fold_until(qtbot, window, lambda: len(store.hands()) > number + 1)
    assert store.hands()[-1].practice == (ADVISOR,)

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=TIMEOUT_MS)
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    panel = window.history_menus.panel
    assert panel is not None
    model = panel.model
    column = model.PRACTICE
    assert model.headerData(column, Qt.Orientation.Horizontal) == "Practice"
    texts = {model.record(r).hand_number: model.data(model.index(r, column))
             for r in range(model.rowCount())}
    assert texts[1] == "Open cards, advisor, undo"
    assert texts[2] == "Open cards, advisor"
    row = next(r for r in range(model.rowCount()) if model.record(r).hand_number == 1)
    tip = str(model.data(model.index(row, column), Qt.ItemDataRole.ToolTipRole))
    assert "Practice: an action of yours was taken back." in tip.splitlines()


def test_the_advisor_is_switched_on_and_off_during_a_game(
    qtbot: QtBot, window: MainWindow, store: Store
) -> None:
    window.store = store
    _deal(qtbot, window, lambda d: [])  # no practice setting ticked
    bar = window.practice.bar
    entry = menu_action(window, "Game", "Advisor hints")
    assert entry.isEnabled() and entry.isCheckable() and not entry.isChecked()
    _my_turn(qtbot, window)
    assert not bar.isVisible()
    hand = window.model.hand_number
    entry.trigger()  # at the person's turn: the suggestion for this very decision
    assert bar.isVisible()
    qtbot.waitUntil(lambda: bar.advice.text().startswith("Advisor: "), timeout=TIMEOUT_MS)
    thought, legal = window.practice._thought, window.panel.legal
    assert thought is not None and legal is not None and _legal(thought.action, legal)
    _fold_until(qtbot, window, lambda: window.model.hand_number > hand)
    entry.trigger()  # off again: no suggestion, and the hands dealt after it unmarked
    assert not entry.isChecked() and not bar.isVisible()
    _my_turn(qtbot, window)
    assert bar.advice.text() == ""
    later = window.model.hand_number + 1
    _fold_until(qtbot, window, lambda: len(store.hands()) >= later)
    marks = {h.hand_number: h.practice for h in store.hands()}
    assert marks[hand] == (ADVISOR,)
    assert marks[later] == ()

"""The quick sizes by street: big-blind multiples before the flop, pot shares after it."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.rules.events import ActionTaken
from gui.base import settings
from gui.base.game_setup import GameSetup
from gui.play_controls.street_sizes import BLINDS_BEFORE_FLOP
from gui.window.main_window import MainWindow
from gui.window.settings_dialog import SettingsDialog
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.hands import seed_with_button


def _sizes(window: MainWindow) -> list[str]:
    return [window.panel.quick[k].text() for k in ("half", "three_quarters", "pot")]


def test_before_the_flop_the_buttons_open_to_big_blinds_and_after_it_bet_the_pot(
        qtbot: QtBot, window: MainWindow) -> None:
    setup = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                      big_blind=10, name="You")
    window.start_game(replace(setup, seed=seed_with_button(setup, 0)))  # the person opens
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    assert _sizes(window) == ["2.5x", "3x", "4x"]
    qtbot.mouseClick(window.panel.quick["half"], Qt.MouseButton.LeftButton)
    assert window.panel.amount.value() == 25  # 2.5 big blinds
    qtbot.mouseClick(window.panel.quick["pot"], Qt.MouseButton.LeftButton)
    assert window.panel.amount.value() == 40  # 4 big blinds
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.panel.legal is not None and len(window.model.board) == 3,
                    timeout=TIMEOUT_MS)
    assert _sizes(window) == ["½ Pot", "¾ Pot", "Pot"]  # the person's own sizes


def test_settings_confirmed_before_the_flop_keep_the_big_blind_buttons(
        qtbot: QtBot, window: MainWindow) -> None:
    """OK in Settings mid-hand applies the chosen sizes to the street the table shows: before
    the flop the buttons still open to big blinds (they showed the post-flop sizes)."""
    setup = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                      big_blind=10, name="You")
    window.start_game(replace(setup, seed=seed_with_button(setup, 0)))
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    dialog = SettingsDialog(window.view_choices, window)
    qtbot.addWidget(dialog)
    dialog.accept()
    assert not window.model.board and _sizes(window) == ["2.5x", "3x", "4x"]
    qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.panel.legal is not None and len(window.model.board) == 3,
                    timeout=TIMEOUT_MS)
    assert _sizes(window) == ["½ Pot", "¾ Pot", "Pot"]


def test_the_setting_keeps_the_persons_sizes_on_every_street(
        qtbot: QtBot, window: MainWindow) -> None:
    dialog = SettingsDialog(window.view_choices, window)
    qtbot.addWidget(dialog)
    assert dialog.preflop.isChecked()
    dialog.preflop.click()
    dialog.accept()
    try:
        window.start_game(GameSetup(players=3, opponents="call", name="You"))
        qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
        assert not window.model.board and _sizes(window) == ["½ Pot", "¾ Pot", "Pot"]
    finally:
        settings.remember(BLINDS_BEFORE_FLOP, True)


def test_a_multiple_adds_a_big_blind_for_each_limper(qtbot: QtBot, window: MainWindow) -> None:
    """Issue 44: online clients open "3x" to three big blinds and one more per limper."""
    setup = GameSetup(players=5, opponents="call", starting_stack=1000, small_blind=5,
                      big_blind=10, name="You")
    window.start_game(replace(setup, seed=seed_with_button(setup, 0)))  # two limp before
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    calls = [e for e in window.model.hand_events
             if isinstance(e, ActionTaken) and e.action == "call"]
    assert len(calls) == 2  # the two players after the big blind called it
    qtbot.mouseClick(window.panel.quick["three_quarters"], Qt.MouseButton.LeftButton)
    assert window.panel.amount.value() == 50  # 3 big blinds and one per limper
    qtbot.mouseClick(window.panel.quick["half"], Qt.MouseButton.LeftButton)
    assert window.panel.amount.value() == 45  # 2.5 big blinds and two

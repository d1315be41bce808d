"""Game > Settings…: the person types their quick bet sizes and ticks "muck losing hands"; both
apply at once and are remembered."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from gui.base import settings
from gui.base.game_setup import GameSetup
from gui.play_controls.bet_sizing import PRESET
from gui.play_controls.bet_sizing import QUICK_SIZES
from gui.play_controls.bet_sizing import saved_sizes
from gui.play_controls.bet_sizing import size_code
from gui.play_controls.showdown_choice import AUTO_MUCK
from gui.play_controls.street_sizes import BLINDS_BEFORE_FLOP
from gui.play_controls.street_sizes import limpers
from gui.window.main_window import MainWindow
from gui.window.settings_dialog import SettingsDialog
from tests.helpers.hands import TIMEOUT_MS


@pytest.fixture(autouse=True)
def _default_sizes() -> Iterator[None]:
    """Every test starts and leaves with the first-start sizes (½ pot, ¾ pot, pot)."""
    settings.remember(QUICK_SIZES, "")
    settings.remember(PRESET, "pot")
    yield
    settings.remember(QUICK_SIZES, "")
    settings.remember(PRESET, "pot")


@pytest.mark.parametrize(("typed", "code"), [
    ("2.5x", "2.5x"), ("2,5X", "2.5x"), (" 3 x", "3x"), ("1/3", "1/3"), ("2/4", "1/2"),
    ("4/4", "pot"), ("Pot", "pot"), ("75 %", "75%"), ("150%", "150%"),
    ("1x", None), ("25x", None), ("0/3", None), ("3/0", None), ("0%", None), ("abc", None),
    ("", None), ("1/3 pot", None),
])
def test_typed_sizes_become_codes_or_are_refused(typed: str, code: str | None) -> None:
    assert size_code(typed) == code


def _open(qtbot: QtBot, window: MainWindow) -> SettingsDialog:
    window.menus.settings_action.trigger()
    shown = [d for d in window.findChildren(SettingsDialog) if d.isVisible()]
    assert len(shown) == 1
    return shown[0]


def _type(qtbot: QtBot, dialog: SettingsDialog, number: int, text: str) -> None:
    edit = dialog.sizes[number - 2]
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def test_the_person_types_quick_sizes_and_the_buttons_change_at_once(
    qtbot: QtBot, window: MainWindow
) -> None:
    settings.remember(BLINDS_BEFORE_FLOP, False)  # the typed sizes on every street
    try:
        _type_sizes_mid_hand(qtbot, window)
    finally:
        settings.remember(BLINDS_BEFORE_FLOP, True)


def _type_sizes_mid_hand(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(GameSetup(players=3, opponents="call", starting_stack=2000,
                                small_blind=5, big_blind=10, seed=2))
    panel = window.panel
    qtbot.waitUntil(lambda: panel.legal is not None and panel.slider.isEnabled(),
                    timeout=TIMEOUT_MS)
    legal = panel.legal
    assert legal is not None
    dialog = _open(qtbot, window)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    _type(qtbot, dialog, 2, "2,5x")
    _type(qtbot, dialog, 3, "1/3")
    _type(qtbot, dialog, 4, "lots")
    assert not ok.isEnabled()  # "lots" is no size: OK stays off, the field is marked
    assert dialog.sizes[2].styleSheet()
    _type(qtbot, dialog, 4, "pot")
    assert ok.isEnabled() and "A third of the pot" in dialog.meaning.text()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert [panel.quick[k].text() for k in ("half", "three_quarters", "pot")] == [
        "2.5x", "⅓ Pot", "Pot"]
    assert settings.value(QUICK_SIZES, "") == "2.5x 1/3 pot"
    assert saved_sizes() == ("2.5x", "1/3", "pot")
    # No View menu preset is these sizes: none is ticked.
    assert not any(a.isChecked() for a in window.menus.size_actions.values())
    qtbot.keyClick(window, Qt.Key.Key_2)  # the first of them: 2.5 times the bet
    top = legal.current_bet + (legal.call_amount or 0)
    # a big blind more for each player who limped in (as online clients open)
    assert panel.amount.value() == round(2.5 * max(top, 10)) + 10 * limpers(window.model)


def test_cancel_changes_nothing(qtbot: QtBot, window: MainWindow) -> None:
    dialog = _open(qtbot, window)
    _type(qtbot, dialog, 2, "4x")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert window.panel.quick["half"].text() == "½ Pot"
    assert settings.value(QUICK_SIZES, "") == ""


def test_muck_losing_hands_is_ticked_and_remembered(qtbot: QtBot, window: MainWindow) -> None:
    settings.remember(AUTO_MUCK, False)
    dialog = _open(qtbot, window)
    assert not dialog.auto_muck.isChecked()
    # On the box itself: a check box as wide as its group takes clicks on its words only.
    box = dialog.auto_muck
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert settings.value(AUTO_MUCK, False) is True
    again = _open(qtbot, window)
    assert again.auto_muck.isChecked()
    again.reject()


def test_your_own_sizes_opens_the_same_dialog(qtbot: QtBot, window: MainWindow) -> None:
    edit = [a for a in window.view_menu.findChildren(type(window.menus.settings_action))
            if a.text().startswith("&Your own sizes")]
    assert edit
    edit[0].trigger()
    shown = [d for d in window.findChildren(SettingsDialog) if d.isVisible()]
    assert len(shown) == 1
    dialog = shown[0]
    assert [e.text() for e in dialog.sizes] == ["1/2", "3/4", "Pot"]
    dialog.reject()

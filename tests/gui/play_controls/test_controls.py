"""The person's controls on their own: legal buttons, quick sizes, all-in gesture, pre-actions."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.rules.actions import Action
from engine.rules.actions import LegalActions
from gui.base import screen_reader
from gui.play_controls.controls import ActionPanel


def _legal(**changes: object) -> LegalActions:
    base = {"seat": 0, "can_fold": True, "can_check": False, "call_amount": 20,
            "min_raise_to": 40, "max_raise_to": 1000, "raise_is_bet": False,
            "current_bet": 0, "stack": 1000, "pot": 30}
    base.update(changes)
    return LegalActions(**base)  # type: ignore[arg-type]


def _panel(qtbot: QtBot) -> ActionPanel:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show()
    return panel


def test_buttons_follow_the_legal_actions(qtbot: QtBot) -> None:
    panel = _panel(qtbot)
    panel.set_turn(_legal(), "nl")
    assert panel.fold_button.isEnabled() and panel.call_button.text() == "Call 20"
    assert panel.raise_button.text() == "Raise to 40"
    assert panel.slider.minimum() == 40 and panel.slider.maximum() == 1000
    panel.set_turn(_legal(can_fold=False, can_check=True, call_amount=None, raise_is_bet=True,
                          min_raise_to=20), "nl")
    # Fold stays on when checking is free: a click asks first
    # (tests/gui/play_controls/test_free_fold.py)
    assert panel.fold_button.isEnabled() and panel.call_button.text() == "Check"
    assert panel.raise_button.text() == "Bet 20"
    panel.set_turn(_legal(min_raise_to=None, max_raise_to=None), "nl")
    assert not panel.raise_button.isEnabled() and not panel.amount.isEnabled()
    assert all(not b.isEnabled() for b in panel.quick.values())
    assert "(F)" in panel.fold_button.toolTip() and "(C)" in panel.call_button.toolTip()


def test_quick_sizes_clamp_to_the_legal_range(qtbot: QtBot) -> None:
    panel = _panel(qtbot)
    # Facing 20 with 30 in the pot: a pot-sized raise is to 20 + (30 + 20) = 70.
    panel.set_turn(_legal(), "nl")
    expected = {"min": 40, "half": 45, "three_quarters": 57, "pot": 70, "max": 1000}
    for key, amount in expected.items():
        qtbot.mouseClick(panel.quick[key], Qt.MouseButton.LeftButton)
        assert panel.amount.value() == amount, key


def test_pot_limit_caps_at_the_pot_and_has_no_all_in_button(qtbot: QtBot) -> None:
    panel = _panel(qtbot)
    panel.set_turn(_legal(max_raise_to=70), "pl")
    assert not panel.quick["max"].isEnabled()
    qtbot.mouseClick(panel.quick["pot"], Qt.MouseButton.LeftButton)
    assert panel.amount.value() == 70 and panel.slider.maximum() == 70


def test_fixed_limit_offers_only_the_fixed_amount(qtbot: QtBot) -> None:
    panel = _panel(qtbot)
    panel.set_turn(_legal(min_raise_to=40, max_raise_to=40), "fl")
    assert not panel.amount.isEnabled() and not panel.slider.isEnabled()
    assert all(not b.isEnabled() for b in panel.quick.values())
    with qtbot.waitSignal(panel.action_chosen) as sent:
        qtbot.mouseClick(panel.raise_button, Qt.MouseButton.LeftButton)
    assert sent.args == [Action.bet_or_raise(40)]


def test_all_in_needs_a_second_press_and_expires(qtbot: QtBot) -> None:
    panel = _panel(qtbot)
    panel.set_turn(_legal(), "nl")
    qtbot.mouseClick(panel.quick["max"], Qt.MouseButton.LeftButton)
    said: list[tuple[str, bool]] = []
    screen_reader.listeners.append(lambda text, urgent: said.append((text, urgent)))
    try:
        with qtbot.assertNotEmitted(panel.action_chosen):
            qtbot.mouseClick(panel.raise_button, Qt.MouseButton.LeftButton)
    finally:
        screen_reader.listeners.clear()
    assert "Confirm" in panel.raise_button.text()
    assert said == [("Confirm all-in 1,000. Press again to go all-in.", True)]  # not silent
    panel._arm_timer.setInterval(1)
    panel._arm_timer.start()
    qtbot.waitUntil(lambda: "Confirm" not in panel.raise_button.text())
    with qtbot.assertNotEmitted(panel.action_chosen):
        qtbot.mouseClick(panel.raise_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(panel.action_chosen) as sent:
        qtbot.mouseClick(panel.raise_button, Qt.MouseButton.LeftButton)
    assert sent.args == [Action.bet_or_raise(1000)]


def test_pre_actions(qtbot: QtBot) -> None:
    panel = _panel(qtbot)
    panel.set_waiting(0)
    qtbot.mouseClick(panel.pre_check_fold, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(panel.action_chosen) as sent:
        panel.set_turn(_legal(), "nl")  # a bet came in: check/fold folds
    assert sent.args == [Action.fold()]

    # "Call 20" is cancelled when the price changes.
    panel.set_waiting(20)
    qtbot.mouseClick(panel.pre_call, Qt.MouseButton.LeftButton)
    assert panel.pre_call.text() == "Call 20"
    panel.set_waiting(60)
    assert not panel.pre_call.isChecked()

    # "Call any" calls whatever it is; boxes exclude each other.
    qtbot.mouseClick(panel.pre_call_any, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.pre_fold_any, Qt.MouseButton.LeftButton)
    assert not panel.pre_call_any.isChecked() and panel.pre_fold_any.isChecked()
    qtbot.mouseClick(panel.pre_call_any, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(panel.action_chosen) as sent:
        panel.set_turn(_legal(call_amount=60), "nl")
    assert sent.args == [Action.call()]

    # A new street clears the street's pre-actions.
    panel.set_waiting(0)
    qtbot.mouseClick(panel.pre_call_any, Qt.MouseButton.LeftButton)
    panel.set_waiting(0, street_changed=True)
    assert not panel.pre_call_any.isChecked()

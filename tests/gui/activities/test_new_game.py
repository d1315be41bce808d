"""The New Game dialog explains every field, says who the computer players are, and sets the
table's speed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gui.activities.new_game import NewGameDialog
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.window.main_window import MainWindow


def test_every_field_has_a_tooltip_sentence(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    fields = [dialog.variant, dialog.players, dialog.name, dialog.opponents, dialog.stack,
              dialog.small_blind, dialog.big_blind, dialog.ante, dialog.schedule, dialog.rebuys,
              dialog.mode, dialog.seed, dialog.speed_box, dialog.clock]
    for field in fields:
        tip = field.toolTip()
        assert len(tip.split()) >= 4, f"{type(field).__name__} has no explaining tooltip: {tip!r}"


def test_summary_names_each_computer_players_level_and_style(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup(players=5, opponents="mixed"))
    qtbot.addWidget(dialog)
    lines = dialog.summary.text().splitlines()
    assert lines[1:] == ["Ada: Casual, loose and passive", "Bruno: Solid, tight and aggressive",
                         "Chloé: Beginner, loose and passive",
                         "Dmitri: Expert, adapts to each opponent"]
    assert "learns how each opponent plays" in dialog.summary.toolTip()
    dialog.players.setValue(3)  # the summary follows the form
    dialog.opponents.setCurrentIndex(dialog.opponents.findData("call"))
    assert dialog.summary.text().splitlines()[1:] == ["Ada: Always calls", "Bruno: Always calls"]


def _answer(qtbot: QtBot, window: QWidget, speed_index: int) -> None:
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.speed_box.setCurrentIndex(speed_index)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def test_the_speed_chosen_in_the_dialog_is_the_tables(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[GameSetup] = []
    monkeypatch.setattr(window, "start_game", started.append)  # no engine: only the choice
    window.set_speed(speeds.Speed.NORMAL)
    QTimer.singleShot(0, lambda: _answer(qtbot, window, 2))  # Fast
    window.ask_new_game()
    assert len(started) == 1
    assert window.scene.speed is speeds.Speed.FAST
    assert window.menus.speed_actions[speeds.Speed.FAST].isChecked()
    window.set_speed(speeds.Speed.INSTANT)

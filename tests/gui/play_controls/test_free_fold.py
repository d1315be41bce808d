"""Folding when checking is free: asked first by default, done at once, or not offered."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from engine.rules.events import ActionTaken
from gui.base import palette
from gui.base import seeing
from gui.base import settings
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.play_controls.free_fold import FREE_FOLD
from gui.seeing_options.seeing_choices import apply_application_palette
from gui.window.main_window import MainWindow
from tests.helpers.contrast import text_contrast
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.hands import seed_with_button


@pytest.fixture(autouse=True)
def _ask_first() -> object:
    settings.remember(FREE_FOLD, "warn")
    yield
    settings.remember(FREE_FOLD, "warn")


def _in_the_big_blind(qtbot: QtBot, win: MainWindow) -> list[ActionTaken]:
    """Three players who call; the person (seat 0) in the big blind may check for free."""
    setup = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                      big_blind=10, name="You")
    folds: list[ActionTaken] = []
    win.scene.event_done.connect(lambda e: folds.append(e) if isinstance(e, ActionTaken)
                                 and e.seat == 0 and e.action == "fold" else None)
    win.start_game(replace(setup, seed=seed_with_button(setup, 1)))
    qtbot.waitUntil(lambda: win.panel.legal is not None, timeout=TIMEOUT_MS)
    legal = win.panel.legal
    assert legal is not None and legal.can_check and not legal.can_fold
    return folds


def _answer(button_name: str) -> None:
    """Press ``button_name`` in the question the moment it shows."""
    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, press)
            return
        found = box.findChild(QPushButton, button_name)
        assert found is not None
        found.click()
    QTimer.singleShot(20, press)


def test_a_free_fold_is_asked_first_and_keeping_the_hand_folds_nothing(
        qtbot: QtBot, window: MainWindow) -> None:
    folds = _in_the_big_blind(qtbot, window)
    assert window.panel.fold_button.isEnabled()

    def keep() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, keep)
            return
        assert "check for free" in box.text()
        default = box.defaultButton()
        assert default is not None and default.objectName() != "fold_anyway"
        default.click()
    QTimer.singleShot(20, keep)
    window.panel.fold_button.click()
    qtbot.wait(100)
    assert folds == [] and window.panel.legal is not None  # still the person's turn
    _answer("fold_anyway")
    window.panel.fold_button.click()
    qtbot.waitUntil(lambda: len(folds) == 1, timeout=TIMEOUT_MS)


def test_allowed_without_asking_it_folds_at_once(qtbot: QtBot, window: MainWindow) -> None:
    settings.remember(FREE_FOLD, "allow")
    folds = _in_the_big_blind(qtbot, window)
    window.panel.fold_button.click()
    qtbot.waitUntil(lambda: len(folds) == 1, timeout=TIMEOUT_MS)


def test_forbidden_the_fold_button_is_off(qtbot: QtBot, window: MainWindow) -> None:
    settings.remember(FREE_FOLD, "forbid")
    folds = _in_the_big_blind(qtbot, window)
    assert not window.panel.fold_button.isEnabled()
    window.panel.fold_button.click()
    qtbot.wait(100)
    assert folds == []


@pytest.mark.parametrize("name", [palette.STANDARD, palette.COLOUR_BLIND,
                                  palette.HIGH_CONTRAST])
def test_the_fold_question_is_readable_in_every_palette(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """The question opens from the dark action panel, whose light words once made it light
    grey on light grey; its words and buttons stand out from its background (WCAG AA)."""
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    settings.remember(seeing.PALETTE, name)
    apply_application_palette()
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)
    win.resize(1024, 600)
    win.show()
    contrasts: list[float] = []

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        label = box.findChild(QLabel, "qt_msgbox_label")
        assert label is not None
        contrasts.append(text_contrast(box, label))
        for button in box.buttons():
            contrasts.append(text_contrast(box, button))
        box.defaultButton().click()
    try:
        _in_the_big_blind(qtbot, win)
        QTimer.singleShot(20, look)
        win.panel.fold_button.click()
        qtbot.waitUntil(lambda: len(contrasts) == 3, timeout=TIMEOUT_MS)
    finally:
        win.close()
        settings.remember(seeing.PALETTE, palette.STANDARD)
        apply_application_palette()
    assert min(contrasts) >= 4.5, contrasts

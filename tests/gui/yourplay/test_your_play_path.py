"""The issue's path, as a person takes it: a PokerStars hand of ours imported through the
menu, "This is me" ticked, Game > Grade my play…, the blunder (folding aces) opened in the
replayer at the decision with the coach's figures, then drilled in "your spots"."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.window.main_window import MainWindow
from gui.yourplay.your_play import YourPlayWindow
from tests.helpers.german import menu_action
from tests.helpers.hands import TIMEOUT_MS

BLUNDER = Path(__file__).resolve().parents[2] / "data" / "graded" / "stars_blunder.txt"
GRADING_MS = 120_000  # two worker processes start (spawn) on a shared machine


@pytest.fixture
def saved(window: MainWindow, tmp_path: Path) -> Iterator[Store]:
    store = Store.open(tmp_path / "felt.db")
    window.store = store
    yield store
    store.close()


def _import_and_mark_me(qtbot: QtBot, window: MainWindow, saved: Store) -> None:
    importer = window.history_menus.importer
    menu_action(window, "Game", "Import hand histories…").trigger()
    qtbot.waitUntil(lambda: importer.summary is not None and importer.summary.isVisible(),
                    timeout=TIMEOUT_MS)
    assert importer.summary is not None and "2 hands imported." in \
        importer.summary.counts.text()
    importer.summary.close()
    panel = window.history_menus.panel
    assert panel is not None
    panel.players.choose("MaxTheCat")
    qtbot.mouseClick(panel.players.me, Qt.MouseButton.LeftButton)
    assert saved.me_names() == ["MaxTheCat"]
    panel.close()


def _click_tab(qtbot: QtBot, view: YourPlayWindow, index: int) -> None:
    bar = view.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert view.tabs.currentIndex() == index


def test_an_imported_blunder_is_graded_replayed_and_drilled(
        qtbot: QtBot, window: MainWindow, saved: Store,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                        staticmethod(lambda *a, **k: ([str(BLUNDER)], "")))
    _import_and_mark_me(qtbot, window, saved)

    menu_action(window, "Game", "Grade my play…").trigger()
    view = window.menus.your_play_menus.view
    assert view is not None and view.isVisible()
    assert view.bar.isVisible() and view.cancel_button.isVisible()
    qtbot.waitUntil(lambda: not view.grading.running, timeout=GRADING_MS)
    assert "Done: 2 hands graded." in view.status.text()
    assert not view.bar.isVisible()
    # the figures are read again on the window's reading thread
    qtbot.waitUntil(lambda: "over 2 decisions" in view.errors.headline.text(),
                    timeout=TIMEOUT_MS)

    _click_tab(qtbot, view, 1)
    blunders = view.blunder_view
    table = blunders.table
    assert table.rowCount() == 1
    texts = [table.item(0, c).text() for c in range(table.columnCount())]
    assert texts[2:7] == ["Pre-flop", "BTN", "Facing a raise", "Fold", texts[6]]
    assert texts[6] in ("Call", "Raise") and texts[8] == "folded although the odds were there"
    cell = table.visualItemRect(table.item(0, 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert view.replayers, "Enter on the chosen blunder opens the replayer"
    replayer = view.replayers[-1]
    assert replayer.isVisible() and "241187650042" in replayer.windowTitle()
    assert replayer.note.isVisible()
    assert replayer.note.text().startswith("Your decision here: Fold.")
    assert "folded although the odds were there" in replayer.note.text()
    # the table shows the moment the person had to act: the player before them just folded
    assert replayer.caption.text() == "Lindqvist_J folds."
    before = replayer.step
    qtbot.mouseClick(replayer.forward_button, Qt.MouseButton.LeftButton)  # the decision
    assert replayer.step == before + 1
    assert replayer.caption.text() == "You fold." and replayer.note.isVisible()
    qtbot.mouseClick(replayer.last_button, Qt.MouseButton.LeftButton)  # no note later on
    assert replayer.step > before + 1 and not replayer.note.isVisible()
    replayer.close()

    qtbot.mouseClick(blunders.drill_button, Qt.MouseButton.LeftButton)
    spots = view.spots
    assert view.tabs.currentWidget() is spots and spots.exercise is not None
    assert "you hold A♠ A♦" in spots.question.text()
    best = spots.exercise.best
    qtbot.mouseClick(spots.buttons["fold"], Qt.MouseButton.LeftButton)  # the same mistake
    assert spots.feedback.text().startswith("Not quite")
    assert "later in this sitting" in spots.details.text()
    qtbot.keyClick(spots, Qt.Key.Key_Return)  # Next spot: none due now
    assert spots.exercise is None and "No spot is due" in spots.question.text()

    _click_tab(qtbot, view, 1)
    qtbot.mouseClick(blunders.drill_button, Qt.MouseButton.LeftButton)  # asked again at once
    assert spots.exercise is not None
    qtbot.mouseClick(spots.buttons[best], Qt.MouseButton.LeftButton)
    assert spots.feedback.text().startswith("Right")
    assert "tomorrow" in spots.details.text()
    row = saved.query("SELECT streak, answers, learned FROM spot_schedule")
    assert [tuple(r) for r in row] == [(1, 2, 0)]
    view.close()

"""An imported file of two stakes and two currencies, as a person meets it: chosen in the file
dialog of Game > Import hand histories…, the progress and the summary, the hand in the history
and the replayer in the file's money, the player marked as "me" and their statistics."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from engine.storage.imported.imports import import_files
from engine.storage.store import IMPORTED
from engine.storage.store import Store
from gui.history.history_panel import HistoryPanel
from gui.history.import_dialog import ImportSummary
from gui.history.replayer import ReplayerWindow
from gui.history.stats_view import StatsView
from gui.window.main_window import MainWindow
from tests.helpers.german import menu_action
from tests.helpers.hands import TIMEOUT_MS

STAKES = Path(__file__).resolve().parents[2] / "data" / "stakes" / "stars_stakes.txt"
FIRST = "300000000001"  # $0.25/$0.50: Ann raises to $1.50, Bob folds


@pytest.fixture
def saved(window: MainWindow, tmp_path: Path) -> Iterator[Store]:
    store = Store.open(tmp_path / "felt.db")
    window.store = store
    yield store
    store.close()


def _choose_file(qtbot: QtBot, name: str, seen: list[str]) -> None:
    """Do what a person does in the open-file dialog (it opens in the current folder): type
    the file's name, let the completion list go, click Open."""
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, QFileDialog):  # not up yet: look again in a moment
        QTimer.singleShot(20, lambda: _choose_file(qtbot, name, seen))
        return
    seen.append(dialog.windowTitle())
    edit = dialog.findChild(QLineEdit, "fileNameEdit")
    buttons = dialog.findChild(QDialogButtonBox)
    assert edit is not None and buttons is not None
    qtbot.keyClicks(edit, name)
    qtbot.wait(50)
    popup = QApplication.activePopupWidget()
    if popup is not None:
        qtbot.keyClick(popup, Qt.Key.Key_Escape)
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Open),
                     Qt.MouseButton.LeftButton)


def _import_through_the_menu(qtbot: QtBot, window: MainWindow, name: str) -> ImportSummary:
    seen: list[str] = []
    QTimer.singleShot(0, lambda: _choose_file(qtbot, name, seen))
    importer = window.history_menus.importer
    menu_action(window, "Game", "Import hand histories…").trigger()
    assert seen == ["Import hand histories"]  # the dialog was there, and answered
    assert importer.progress is not None and importer.progress.isVisible()
    qtbot.waitUntil(lambda: importer.summary is not None and importer.summary.isVisible(),
                    timeout=TIMEOUT_MS)
    assert importer.progress is None
    summary = importer.summary
    assert summary is not None
    return summary


def _row(panel: HistoryPanel, hand_id: str) -> int:
    return next(k for k, r in enumerate(panel.shown_records())
                if r.origin is not None and r.origin.hand_id == hand_id)


def test_an_imported_cents_hand_reads_in_its_money_everywhere(
        qtbot: QtBot, window: MainWindow, saved: Store, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copy(STAKES, tmp_path / "stars_stakes.txt")
    monkeypatch.chdir(tmp_path)
    summary = _import_through_the_menu(qtbot, window, "stars_stakes.txt")
    assert "3 hands imported." in summary.counts.text()
    assert "0 hands or files skipped." in summary.counts.text()
    summary.close()

    panel = window.history_menus.panel
    assert panel is not None and panel.session_box.currentData() == IMPORTED
    row = _row(panel, FIRST)

    def cell(column: int, role: int = Qt.ItemDataRole.DisplayRole) -> str:
        return str(panel.proxy.data(panel.proxy.index(row, column), role))

    assert cell(panel.model.SESSION) == "PokerStars · Alpha II"
    assert cell(panel.model.STAKES) == "$0.25/$0.50"
    assert cell(panel.model.TIME).endswith(" ET")
    tip = cell(panel.model.SESSION, Qt.ItemDataRole.ToolTipRole)
    assert "File: stars_stakes.txt, line 1" in tip and "Hand number: 300000000001" in tip

    # Ann is the person here: the filter, then "This is me"; her results read as money.
    panel.players.choose("Ann")
    qtbot.mouseClick(panel.players.me, Qt.MouseButton.LeftButton)
    assert saved.me_names() == ["Ann"]
    results = {r.origin.hand_id: panel.proxy.data(panel.proxy.index(k, panel.model.RESULT))
               for k, r in enumerate(panel.shown_records()) if r.origin is not None}
    assert results == {FIRST: "+$0.50", "300000000002": "-$30.00", "300000000003": "-€10.35"}

    row = _row(panel, FIRST)
    panel.table.selectRow(row)
    qtbot.mouseClick(panel.replay_button, Qt.MouseButton.LeftButton)
    replayer = panel.replayers[-1]
    assert isinstance(replayer, ReplayerWindow) and replayer.isVisible()
    assert replayer.windowTitle() == ("Replay of hand #300000000001 — PokerStars · Alpha II · "
                                      f"$0.25/$0.50 · {cell(panel.model.TIME)}")
    scene = replayer.scene
    ann, bob = 0, 1  # seats 1 and 2 of the file

    def stack(seat: int) -> str:
        item = scene.seat_items[seat]
        return item.amount_text(item.stack)

    assert replayer.step == 0  # the blinds are in: $50 each before them
    bets = {s: b.amount_text(b.amount) for s, b in scene.bet_items.items() if b.isVisible()}
    assert bets == {ann: "$0.25", bob: "$0.50"}
    assert (stack(ann), stack(bob)) == ("$49.75", "$49.50")
    assert scene.stage.total.text == "Pot: $0.75"
    captions: list[str] = []
    while replayer.step < len(replayer.steps) - 1:
        replayer.forward()
        captions.append(replayer.caption.text())
    told = "\n".join(captions)
    assert "You raise to $1.50." in told and "You take back $1.00 that nobody called." in told
    assert "You win the pot of $1.00." in told
    assert (stack(ann), stack(bob)) == ("$50.50", "$49.50")
    replayer.close()

    # The statistics of the imported hands: money per currency, big blinds across stakes.
    menu_action(window, "View", "Statistics…").trigger()
    stats = window.history_menus.stats
    assert isinstance(stats, StatsView)
    stats.scope.setCurrentIndex(stats.scope.findData(IMPORTED))
    assert stats.scope.currentText() == "Imported hands (the names marked as you)"
    row_ann = stats.row_texts("Ann")
    assert row_ann[stats.HANDS] == "3"
    # +$0.50 - $30 in dollars, -€10.35 in euros; +1 - 3 - 10.35 big blinds
    assert row_ann[stats.NET] == "-€10.35 · -$29.50"
    assert row_ann[stats.BB] == "-12.3" and row_ann[stats.BB100] == "-411.7"
    assert [stats.table.item(r, 0).text() for r in range(stats.table.rowCount())] == ["Ann"]


def test_a_phh_hand_says_its_file_and_section_and_reads_in_cents(
        qtbot: QtBot, store: Store) -> None:
    phhs = STAKES.parents[1] / "hands" / "cents_inf_unknown.phhs"
    import_files(store, [phhs])
    panel = HistoryPanel(store)
    qtbot.addWidget(panel)
    panel.show_session(IMPORTED)
    first = next(k for k, r in enumerate(panel.shown_records())
                 if r.origin is not None and r.origin.section == "1")
    place = panel.proxy.data(panel.proxy.index(first, panel.model.SESSION))
    assert place == "PHH file · cents_inf_unknown.phhs, hand 1"
    assert panel.proxy.data(panel.proxy.index(first, panel.model.STAKES)) == "0.25/0.50"
    replayer = panel.replay(first)
    assert replayer is not None
    assert replayer.windowTitle().startswith(
        "Replay of hand #1 — PHH file · cents_inf_unknown.phhs, hand 1 · 0.25/0.50")
    replayer.last()
    cid = replayer.scene.seat_items[2]  # p3, AhKd: 61.10 - 26.85 put in + the pot of 55.45
    assert cid.amount_text(cid.stack) == "89.70"  # the file's units, not 8970
    told = "\n".join(step_lines for s in replayer.steps for step_lines in s.lines)
    assert "Cid raises to 1.75." in told and "Bob raises to 6.00." in told
    replayer.close()

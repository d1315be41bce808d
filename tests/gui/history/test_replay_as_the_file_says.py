"""An imported hand replayed as its file says (newcomer review, defects 5, 6 and 22): cards
nobody showed are drawn face down and never counted, an all-in player who showed is shown,
the site's rake comes out of the pot as the file says, and the stakes read "$0.25/$0.50"."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.storage.imported.imports import import_files
from engine.storage.store import Store
from gui.history.history_panel import HistoryPanel
from gui.history.replayer import ReplayerWindow
from gui.window.main_window import MainWindow

HAND = Path(__file__).resolve().parents[2] / "data" / "sites" / \
    "stars_rake_showdown.txt"
ZZ, HERO, RAT, NIT = 0, 1, 2, 3  # table seats 1 to 4 of the file


@pytest.fixture
def replayer(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> Iterator[ReplayerWindow]:
    store = Store.open(tmp_path / "felt.db")
    window.store = store
    report = import_files(store, [HAND])
    assert report.imported == 1, report
    panel = window.history_menus.show_history()
    assert isinstance(panel, HistoryPanel)
    assert panel.proxy.data(panel.proxy.index(0, panel.model.STAKES)) == "$0.25/$0.50"
    panel.table.selectRow(0)
    qtbot.mouseClick(panel.replay_button, Qt.MouseButton.LeftButton)
    shown = panel.replayers[-1]
    assert isinstance(shown, ReplayerWindow)
    yield shown
    if shiboken6.isValid(shown):  # the test may have closed it (delete on close)
        shown.close()
    store.close()


def _to_end(replayer: ReplayerWindow) -> str:
    told = [replayer.caption.text()]
    while replayer.step < len(replayer.steps) - 1:
        replayer.forward()
        told.append(replayer.caption.text())
    return "\n".join(told)


def test_cards_nobody_showed_are_face_down_even_with_show_all(
        replayer: ReplayerWindow) -> None:
    assert replayer.reveal_box.isChecked()
    replayer.forward()
    replayer.forward()
    hole = replayer.scene.stage.hole
    for seat in (ZZ, NIT):  # folded, never shown: no made-up cards
        assert [c.card for c in hole[seat]] == [None, None]
        assert not any(c.shows_face for c in hole[seat])
    assert all(c.shows_face for c in hole[HERO])
    for step in replayer.steps:  # the coach's equities never count them
        assert {s for s, _ in step.hole} <= {HERO, RAT}


def test_an_all_in_player_who_showed_is_shown_not_mucked(replayer: ReplayerWindow) -> None:
    told = _to_end(replayer)
    assert "RiverRat_NL mucks" not in told
    assert "RiverRat_NL shows" in told
    assert replayer.scene.seat_items[RAT].status_kind != "fold"


def test_the_rake_comes_out_of_the_pot_as_the_file_says(replayer: ReplayerWindow) -> None:
    told = _to_end(replayer)
    assert "Hero wins the pot of $95.40.\nHero collects $93.40 after $2.00 rake." in told
    item = replayer.scene.seat_items[HERO]
    # $75.85 - $47.70 + $93.40: what the file says he ends with
    assert item.amount_text(item.stack) == "$121.55"

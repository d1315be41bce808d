"""Nothing on the table covers anything else, at every window size and with any docks open
(issue 29, defect 7: bet chips sat on the deck and on the "Burn" label of a narrow table).

The scene's items are measured by their scene rectangles at the busiest moment a table can
show (tests/helpers/busy_table.py): a bet in front of every seat, three pots, every hole card
and the board, the dealer and blind buttons, at the river and at the showdown.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from engine.storage.store import Store
from gui.table.layout import MAX_ASPECT
from gui.table.layout import MIN_ASPECT
from gui.window.main_window import MainWindow
from tests.helpers.busy_table import busy_scene
from tests.helpers.busy_table import overlaps

SIZES = ((1024, 600), (1280, 720), (1280, 800), (1920, 1080), (2560, 1440))
ASPECTS = [MIN_ASPECT + k * (MAX_ASPECT - MIN_ASPECT) / 8 for k in range(9)]


@pytest.mark.parametrize("players", [6, 10])
@pytest.mark.parametrize("showdown", [False, True], ids=["river", "showdown"])
@pytest.mark.parametrize("aspect", ASPECTS, ids=lambda a: f"{a:.2f}")
def test_busy_table_has_no_overlaps(qtbot: QtBot, players: int, showdown: bool,
                                    aspect: float) -> None:
    scene = busy_scene(players, aspect, showdown)
    assert len(scene.board) == 5 and len(scene.hole) == players
    assert overlaps(scene) == []


@pytest.mark.parametrize("players", range(2, 11))
def test_every_seat_count_fits_at_the_narrowest_and_widest_shape(qtbot: QtBot,
                                                                 players: int) -> None:
    for aspect in (MIN_ASPECT, MAX_ASPECT):
        assert overlaps(busy_scene(players, aspect)) == [], aspect


def _docks(window: MainWindow, folder: Path) -> list[QDockWidget]:
    """Every dock of the window, the lessons and the hand history opened once."""
    window.store = Store.open(folder / "felt.db")
    window.beginners.lessons.open()
    window.history_menus.show_history()
    return sorted(window.findChildren(QDockWidget), key=lambda d: d.objectName())


def test_every_size_and_dock_combination_shows_a_clear_table(coached: MainWindow,
                                                              qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    """The table view's shape at each size with each set of docks open, and a busy table at
    that shape (the layout clamps it; a narrower view shows bars, never a squeezed table)."""
    docks = _docks(coached, tmp_path)
    assert {d.objectName() for d in docks} >= {"log", "coach", "lessons", "history"}
    shapes: set[float] = set()
    for (w, h), shown in itertools.product(
            SIZES, itertools.product((False, True), repeat=len(docks))):
        coached.resize(w, h)
        for dock, visible in zip(docks, shown, strict=True):
            dock.setVisible(visible)
        QApplication.processEvents()
        size = coached.view.viewport().size()
        assert size.width() > 0 and size.height() > 0, (w, h, shown)
        aspect = size.width() / size.height()
        shapes.add(round(max(MIN_ASPECT, min(MAX_ASPECT, aspect)), 2))
        scene_rect = coached.view.mapFromScene(coached.scene.sceneRect()).boundingRect()
        assert coached.view.viewport().rect().adjusted(-2, -2, 2, 2).contains(scene_rect)
    coached.store.close()
    assert len(shapes) > 2
    for aspect in sorted(shapes):
        for players in (6, 10):
            assert overlaps(busy_scene(players, aspect, showdown=True)) == [], (aspect, players)

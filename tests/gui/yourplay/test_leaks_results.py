"""The Leaks and Results tabs as a person uses them: the tabs clicked, the leak table and its
sentence read from the graded hands, the graph in chips then big blinds, exported as PNG, and
a leak's drill link opening the trainer on that drill."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from engine.storage.grades.leak_stats import Figure
from engine.storage.grades.leak_stats import biggest_leaks
from engine.storage.grades.leak_stats import leak_rows
from engine.storage.grades.results_series import hand_results
from engine.storage.grades.results_series import results
from engine.storage.store import Store
from gui.teaching.trainer.trainer_window import TrainerWindow
from gui.window.main_window import MainWindow
from gui.yourplay.leak_view import figure_name
from gui.yourplay.results_graph import ResultsGraph
from gui.yourplay.your_play import YourPlayWindow
from tests.helpers.graded_play import graded_person_store
from tests.helpers.hands import TIMEOUT_MS

LEAKS_TAB, RESULTS_TAB = 3, 4


@pytest.fixture(scope="module")
def graded() -> Store:
    return graded_person_store(30, seed=9)


@pytest.fixture
def view(qtbot: QtBot, graded: Store) -> Iterator[YourPlayWindow]:
    window = YourPlayWindow(graded, workers=0)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.close()


def _click_tab(qtbot: QtBot, view: YourPlayWindow, index: int) -> None:
    bar = view.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert view.tabs.currentIndex() == index


def test_the_leaks_tab_shows_the_figures_and_the_biggest_leaks(
        qtbot: QtBot, view: YourPlayWindow, graded: Store) -> None:
    _click_tab(qtbot, view, LEAKS_TAB)
    qtbot.waitUntil(lambda: bool(view.leak_view.rows), timeout=TIMEOUT_MS)
    rows = leak_rows(graded)
    table = view.leak_view.table
    assert table.rowCount() == len(Figure)
    vpip = rows[Figure.VPIP][0]
    assert table.item(0, 0).text() == figure_name(Figure.VPIP)
    assert table.item(0, 1).text() == str(vpip.chances)
    sentence = view.leak_view.sentence.text()
    for leak in biggest_leaks(rows):
        assert figure_name(leak.figure) in sentence
    assert 'href="drill:' in sentence and 'href="lesson:' in sentence
    # one position: the button's rows only
    combo = view.leak_view.position
    k = combo.findData("btn")
    assert k > 0
    combo.setCurrentIndex(k)
    button = next(r for r in rows[Figure.VPIP] if r.position == "btn")
    assert table.item(0, 1).text() == str(button.chances)


def test_the_results_tab_draws_chips_then_big_blinds_and_exports_a_png(
        qtbot: QtBot, view: YourPlayWindow, graded: Store, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    _click_tab(qtbot, view, RESULTS_TAB)
    results_view = view.results
    qtbot.waitUntil(lambda: bool(results_view.hands), timeout=TIMEOUT_MS)
    hands = hand_results([r for r in graded.hands() if r.person_seat is not None])
    chips = results(hands)
    assert tuple(results_view.graph.won) == chips.won
    assert results_view.by_position.rowCount() == len(chips.by_position)
    qtbot.keyClick(results_view.unit, Qt.Key.Key_Down)
    assert results_view.in_bb
    assert tuple(results_view.graph.won) == results(hands, in_bb=True).won
    assert "bb" in results_view.summary.text()
    target = tmp_path / "graph.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(results_view.export_button, Qt.MouseButton.LeftButton)
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("hands", [1, 100_000])
def test_the_graph_draws_one_hand_or_a_hundred_thousand(qtbot: QtBot, hands: int) -> None:
    graph = ResultsGraph()
    qtbot.addWidget(graph)
    graph.resize(800, 400)
    won = [float(k % 37 - 18) for k in range(hands)]
    graph.set_series(won, [w / 2 for w in won])
    points = graph.points(won)
    area = graph.plot_area()
    assert len(points) <= 2 * area.width() + 1
    assert all(area.left() - 1 <= p.x() <= area.right() + 1 for p in points)
    assert all(area.top() - 1 <= p.y() <= area.bottom() + 1 for p in points)
    assert not graph.grab().isNull()


def test_a_drill_link_opens_the_trainer_on_that_drill(
        qtbot: QtBot, window: MainWindow, graded: Store) -> None:
    window.store = graded
    view = window.menus.your_play_menus.show()
    assert view is not None
    qtbot.addWidget(view)
    view.leak_view.sentence.linkActivated.emit("drill:call")
    trainers = [w for w in QApplication.topLevelWidgets() if isinstance(w, TrainerWindow)]
    assert trainers and trainers[-1].session is not None
    assert trainers[-1].session.drills == ("call",)
    for trainer in trainers:
        trainer.close()
    view.close()


def test_a_lesson_link_opens_that_lesson_beside_the_table(
        qtbot: QtBot, window: MainWindow, graded: Store) -> None:
    window.store = graded
    view = window.menus.your_play_menus.show()
    assert view is not None
    qtbot.addWidget(view)
    view.leak_view.sentence.linkActivated.emit("lesson:position")
    lessons = window.beginners.lessons
    assert lessons.dock.isVisible()
    assert lessons.panel is not None and lessons.panel.lesson.id == "position"
    view.close()


def test_the_grid_shows_every_position_and_tints_the_costly_cells(
        qtbot: QtBot, view: YourPlayWindow, graded: Store) -> None:
    _click_tab(qtbot, view, LEAKS_TAB)
    qtbot.waitUntil(lambda: bool(view.leak_view.rows), timeout=TIMEOUT_MS)
    grid = view.leak_view.grid
    rows = leak_rows(graded)
    assert grid.rowCount() == len(Figure)
    places = [grid.horizontalHeaderItem(j).text() for j in range(grid.columnCount())]
    assert "BTN" in places
    vpip = {r.position: r for r in rows[Figure.VPIP]}
    j = places.index("BTN")
    cell = grid.item(0, j)
    assert cell.text().startswith(f"{round(100 * (vpip['btn'].person_share or 0))} %")
    assert (cell.background().color().alpha() > 0) == (vpip["btn"].cost_bb > 0)

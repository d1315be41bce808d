"""A hand whose board was run twice replayed as its file says (issue 43): the second run's
cards lie below the first run's they stand beside, both boards stay on the table, and each
half of the pot is pushed to its own board's winner."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.core.cards import parse_cards
from engine.storage.imported.imports import import_files
from engine.storage.store import Store
from gui.history.history_panel import HistoryPanel
from gui.window.main_window import MainWindow
from tests.helpers.replaying import imported_history
from tests.helpers.replaying import replay_imported
from tests.helpers.replaying import told_to_the_end

SITES = Path(__file__).resolve().parents[2] / "data" / "sites"


@pytest.fixture
def panel(window: MainWindow, tmp_path: Path) -> Iterator[HistoryPanel]:
    store = Store.open(tmp_path / "felt.db")
    report = import_files(store, [SITES / "stars_run_twice.txt"])
    assert report.imported == 2 and not report.skipped
    with imported_history(window, store) as shown:
        yield shown


def test_the_second_river_lies_below_the_first_and_both_boards_stay(
        panel: HistoryPanel) -> None:
    replayer = replay_imported(panel, "230000000101")
    told = told_to_the_end(replayer)
    assert replayer.scene.board_cards() == parse_cards("2c 7d Jh Qs Kh As")
    board = replayer.scene.stage.board
    first_river, second_river = board[4], board[5]
    assert second_river.pos().x() == pytest.approx(first_river.pos().x(), abs=1)
    assert second_river.pos().y() > first_river.pos().y() + 10
    assert "Bob collects" in told and "Ann collects" in told


def test_a_board_run_twice_from_the_flop_shows_two_rows_of_five(panel: HistoryPanel) -> None:
    replayer = replay_imported(panel, "230000000102")
    told_to_the_end(replayer)
    board = replayer.scene.stage.board
    assert len(board) == 10
    assert [c.pos().x() for c in board[5:]] == pytest.approx([c.pos().x() for c in board[:5]],
                                                             abs=1)
    assert all(c.shows_face for c in board)

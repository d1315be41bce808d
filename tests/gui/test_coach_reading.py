"""The coach's reading tools as a person uses them: the outs on the deck strip, the range
grid with its made hands and draws, a range of one's own typed or painted and compared."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from engine.core.cards import parse_cards
from engine.evaluation.hand_value import evaluate
from engine.evaluation.outs import outs
from gui.base import settings, speeds
from gui.base.setup import GameSetup
from gui.teaching.coach_dock import SETTING, CoachDock
from gui.teaching.outs_view import ALL_OUTS
from gui.window.main_window import MainWindow
from tests.helpers.hands import factory_with, hand_order, seed_with_button, stack_deck

TIMEOUT = 10000


@pytest.fixture
def coached(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    settings.remember(SETTING, True)
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.close()


def _on_the_flop(qtbot: QtBot, win: MainWindow, hole: str, board: str) -> CoachDock:
    """A three-handed hand with ``hole`` for the person; returns the dock on the flop."""
    base = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You")
    setup = GameSetup(**{**{f: getattr(base, f) for f in base.__dataclass_fields__},
                         "seed": seed_with_button(base, 2)})  # type: ignore[arg-type]
    deck = stack_deck(hand_order([0, 1, 2], 2), {0: hole, 1: "7c2d", 2: "9s9d"}, board)
    win.start_game(setup, factory=factory_with(setup, {1: deck}))
    dock, panel = win.coach_dock, win.panel
    qtbot.waitUntil(lambda: panel.legal is not None, timeout=TIMEOUT)
    qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.legal is not None and dock.report is not None
                    and len(dock.report.board) == 3, timeout=TIMEOUT)
    return dock


def test_pointing_at_and_picking_out_groups_marks_exactly_their_cards(
    qtbot: QtBot, coached: MainWindow
) -> None:
    dock = _on_the_flop(qtbot, coached, "AhKh", "Qh7h2c5s8d")
    view, strip = dock.outs_view, dock.outs_view.strip
    hole, board = parse_cards("AhKh"), parse_cards("Qh7h2c")
    expected = dict(outs(hole, board).by_category)  # the engine's outs, straight from it
    assert set(expected) == {5, 1}  # nine flush cards, six to a pair of aces or kings
    assert not strip.marked  # nothing pointed at yet
    rows = {view.groups.item(r).data(Qt.ItemDataRole.UserRole): view.groups.item(r)
            for r in range(view.groups.count())}
    assert set(rows) == {ALL_OUTS, 5, 1}
    assert rows[5].text().startswith("to a flush: 9 (")

    def point_at(category: int) -> None:
        rect = view.groups.visualItemRect(rows[category])
        qtbot.mouseMove(view.groups.viewport(), rect.center())

    point_at(5)
    qtbot.waitUntil(lambda: strip.marked == set(expected[5]), timeout=TIMEOUT)
    point_at(1)
    qtbot.waitUntil(lambda: strip.marked == set(expected[1]), timeout=TIMEOUT)
    # A click picks "All outs": every out stays marked when the pointer leaves.
    qtbot.mouseClick(view.groups.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.groups.visualItemRect(rows[ALL_OUTS]).center())
    qtbot.mouseMove(strip, QPoint(2, 2))
    assert strip.marked == set(expected[5]) | set(expected[1])
    # The arrow key picks the next group.
    view.groups.setFocus()
    qtbot.keyClick(view.groups, Qt.Key.Key_Down)
    assert strip.marked == set(expected[5])
    # The best five so far (ace-high flush draw: A K Q 7 2) are raised as at a showdown.
    best = evaluate([*hole, *board]).cards
    assert strip.raised == set(best) and len(best) == 5
    assert strip.seen == {*hole, *board}
    for card in best:
        other = next(c for c in range(card & 3, 52, 4) if c not in best)
        assert strip.card_rect(card).top() < strip.card_rect(other).top()
    assert strip.card_at(strip.card_rect(parse_cards("Qh")[0]).center()) == parse_cards("Qh")[0]
    assert not dock.failures

"""The table's things grow with the window's scale (Settings > Seeing; issue 49, low vision):
at 200 % the person's cards, the board, the plates' words and the pot are larger on the screen
than at 100 % in the same window, though the larger controls leave the table a smaller view;
at every scale a busy table stays clear of overlaps; at 100 % the table is the usual one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from engine.play.session import GameSession
from engine.rules.table import TableConfig
from gui.base import speeds
from gui.base.card_theme import CardTheme
from gui.table import table_size
from gui.table.layout import LARGE_MAX_ASPECT
from gui.table.layout import MAX_ASPECT
from gui.table.layout import MIN_ASPECT
from gui.table.layout import SCENE_H
from gui.table.scene import TableScene
from gui.table.table_view import TableView
from tests.helpers.busy_table import busy_scene
from tests.helpers.busy_table import overlaps

ASPECTS = [MIN_ASPECT + k * (MAX_ASPECT - MIN_ASPECT) / 8 for k in range(9)]
# A large table may be wider: at 200 % on a 1,024x600 screen the view is 2.6 times as wide as
# high.
LARGE_ASPECTS = [MIN_ASPECT + k * (LARGE_MAX_ASPECT - MIN_ASPECT) / 16 for k in range(17)]
# The game window's table view at 100 % and at 200 % (the controls larger, the log hidden in
# the small window), measured in Felt's window on screens of these sizes.
VIEWS = {(1024, 600): ((758, 449), (1020, 390)), (1920, 1080): ((1654, 910), (1550, 840))}
# How much larger the person's cards, the board, the plates and the pot total are on the
# screen at 200 % than at 100 % in the same window, at least: the aim of 1.4 is met with two
# and six seats; ten seats hold less (gui/table/table_size.py's caps). Before the table grew
# with the scale, each was smaller at 200 % (0.87 and 0.92 times).
LEAST_GROWTH = {2: 1.4, 6: 1.4, 10: 1.2}


@pytest.mark.parametrize("players", range(2, 11))
def test_100_percent_is_the_usual_table(qtbot: QtBot, players: int) -> None:
    for aspect in ASPECTS:
        assert table_size.growth(1.0, players, aspect) == 1.0
    scene = TableScene(CardTheme())
    scene.set_players({s: f"P{s}" for s in range(players)}, person_seat=0)
    scene.relayout(1.78, 1.0)
    assert scene.sceneRect().height() == SCENE_H and not scene.layout.large


@pytest.mark.parametrize("players", range(2, 11))
def test_a_busy_table_stays_clear_at_every_scale(qtbot: QtBot, players: int) -> None:
    for aspect in (MIN_ASPECT, 1.85, MAX_ASPECT, LARGE_MAX_ASPECT):
        for showdown in (False, True):
            scene = busy_scene(players, aspect, showdown)
            for scale in (1.25, 1.5, 1.75, 2.0):
                scene.relayout(aspect, scale)
                assert scene.layout.grow > 1.0
                assert overlaps(scene) == [], (aspect, showdown, scale)


@pytest.mark.parametrize("players", [6, 10])
def test_every_shape_stays_clear_at_200_percent_up_to_the_widest(qtbot: QtBot,
                                                                 players: int) -> None:
    scene = busy_scene(players, MIN_ASPECT, showdown=True)
    for aspect in LARGE_ASPECTS:
        scene.relayout(aspect, 2.0)
        assert overlaps(scene) == [], aspect
        assert scene.layout.aspect == pytest.approx(aspect)


def _on_screen(view: QGraphicsView, rect: QRectF) -> float:
    return view.mapFromScene(rect).boundingRect().width()


def _sizes(view: TableView, scene: TableScene, width: int, height: int,
           scale: float) -> tuple[float, float, float, float]:
    """The person's card's width, a board card's, the person's plate's height and the pot
    total's height on the screen, with the view ``width`` by ``height`` at ``scale``."""
    view.resize(width, height)
    assert view.viewport().size().toTuple() == (width, height)
    scene.relayout(width / height, scale)
    view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    unit = view.transform().m11()
    card = scene.hole[0][0]
    plate = scene.seat_items[0].boundingRect().height()
    return (card.boundingRect().width() * unit, scene.board[0].boundingRect().width() * unit,
            plate * unit, scene.stage.total.boundingRect().height() * unit)


@pytest.mark.parametrize("players", [2, 6, 10])
@pytest.mark.parametrize("window", list(VIEWS), ids=lambda w: f"{w[0]}x{w[1]}")
def test_things_are_larger_on_the_screen_at_200_percent(qtbot: QtBot, players: int,
                                                        window: tuple[int, int]) -> None:
    """In the same window, though the view is smaller at 200 %, the person's cards, the
    board, the plates (their names and stacks) and the pot total are drawn larger."""
    scene = busy_scene(players, 1.78)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.show()
    usual, large = VIEWS[window]
    before = _sizes(view, scene, *usual, 1.0)
    after = _sizes(view, scene, *large, 2.0)
    for was, now in zip(before, after, strict=True):
        assert now >= LEAST_GROWTH[players] * was, (before, after)


def test_cards_in_the_air_when_the_scale_changes_end_in_the_new_places(qtbot: QtBot) -> None:
    """The scale changes while the first hand is being dealt at normal speed: when the table
    is still again, every hole card, bet and marker is where the large table has it."""
    names = [f"P{k}" for k in range(6)]
    session = GameSession(TableConfig(), names, person_seat=0, seed=3)
    scene = TableScene(CardTheme(), speed=speeds.Speed.NORMAL)
    scene.set_players(dict(enumerate(names)), person_seat=0)
    scene.relayout(1.78, 1.0)
    scene.enqueue(session.step())  # a new hand up to the first decision: blinds, the deal
    qtbot.waitUntil(lambda: len(scene.hole.get(0, [])) == 1, timeout=5000)
    usual = scene.layout.hole_pos(0, 0)
    scene.relayout(1.78, 2.0)
    assert scene.layout.large and scene.layout.hole_pos(0, 0) != usual
    qtbot.waitUntil(lambda: not scene.busy, timeout=10_000)
    qtbot.wait(10)
    for seat, cards in scene.hole.items():
        assert len(cards) == 2
        for k, card in enumerate(cards):
            assert card.pos() == scene.layout.hole_pos(seat, k), (seat, k)
    for seat, bet in scene.bet_items.items():
        if bet.isVisible():
            assert bet.pos() == scene.layout.bet_pos(seat)
    assert scene.button.pos() == scene.marker_pos(scene.model.button, 1)

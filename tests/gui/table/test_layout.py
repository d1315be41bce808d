"""The table layout in card units: every seat count and window shape fits without overlaps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from gui.base.card_theme import CardTheme
from gui.table.items import SeatItem
from gui.table.scene import TableScene


@pytest.mark.parametrize("players", range(2, 11))
@pytest.mark.parametrize("aspect", [1.33, 1.78, 2.1])
def test_seats_fit_and_do_not_overlap(qtbot: QtBot, players: int, aspect: float) -> None:
    scene = TableScene(CardTheme())
    scene.set_players({s: f"P{s}" for s in range(players)}, person_seat=0)
    scene.relayout(aspect)
    rect = scene.sceneRect()
    plates = []
    for seat in range(players):
        pos = scene.seat_pos(seat)
        plate = QRectF(pos.x() - SeatItem.W / 2, pos.y() - SeatItem.H / 2, SeatItem.W,
                       SeatItem.H)
        assert rect.contains(plate), (seat, plate, rect)
        plates.append(plate)
        assert rect.contains(scene.bet_pos(seat))
    for i, a in enumerate(plates):
        for b in plates[i + 1:]:
            assert not a.intersects(b)
    # The person sits at the bottom centre; seat numbers go clockwise from there.
    assert abs(scene.seat_pos(0).x() - rect.center().x()) < 1
    if players > 2:
        assert scene.seat_pos(1).x() < rect.center().x()


def test_card_theme_renders_every_card_and_a_placeholder(qtbot: QtBot) -> None:
    from PySide6.QtCore import QSize

    from gui.base.card_theme import BACK
    from gui.base.card_theme import element_for

    theme = CardTheme("four_colour", "red")
    assert element_for(51) == "1_spade" and element_for(0) == "2_club"
    for card in [*range(52), BACK]:
        pm = theme.pixmap(card, QSize(50, 70), 2.0)
        assert (pm.width(), pm.height()) == (100, 140)
    assert theme.pixmap(0, QSize(50, 70), 2.0) is theme.pixmap(0, QSize(50, 70), 2.0)
    missing = CardTheme("no_such_deck", "blue").pixmap(5, QSize(50, 70), 1.0)
    assert not missing.isNull()

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


def test_marker_places_follow_a_change_of_shape_and_of_seats(qtbot: QtBot) -> None:
    """Marker places are looked for once per shape (gui/table/layout.py): after the window's
    shape or the seats change, each is where a layout made afresh puts it."""
    from gui.table.layout import TableLayout

    def fresh(aspect: float, seats: int, person: int | None) -> TableLayout:
        layout = TableLayout()
        layout.fit(aspect)
        layout.seat_players(list(range(seats)), person)
        return layout

    kept = fresh(1.6, 10, 0)
    wide = kept.marker_pos(3, -1, 2, (3, 4))
    assert kept.marker_pos(3, -1, 2, (3, 4)) == wide  # the same place asked twice
    kept.fit(2.1)
    assert kept.marker_pos(3, -1, 2, (3, 4)) != wide
    assert kept.marker_pos(3, -1, 2, (3, 4)) == fresh(2.1, 10, 0).marker_pos(3, -1, 2, (3, 4))
    kept.seat_players(list(range(6)), None)
    for seat, side in ((2, 1), (3, -1), (4, -1)):
        assert kept.marker_pos(seat, side, 2, (3, 4)) \
            == fresh(2.1, 6, None).marker_pos(seat, side, 2, (3, 4))

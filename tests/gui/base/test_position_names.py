"""The seat plates and the coach name every seat alike, at every table size (both read the
engine's one table of positions, and the window words it in one place)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from engine.play.session import GameSession
from engine.play.session import PersonToAct
from engine.rules.table import TableConfig
from engine.teaching.coach.coach import Coach
from engine.teaching.coach.public_view import public_view
from gui.base.card_theme import CardTheme
from gui.base.position_names import position_long
from gui.base.position_names import position_short
from gui.table.scene import TableScene
from gui.teaching.coach.coach_words import report_html


@pytest.mark.parametrize("players", range(2, 11))
def test_plates_and_coach_show_the_same_position_for_every_seat(
    qtbot: QtBot, players: int
) -> None:
    names = [f"P{seat}" for seat in range(players)]
    session = GameSession(TableConfig(), names, person_seat=0, seed=players)
    scene = TableScene(CardTheme())
    scene.set_players(dict(enumerate(names)), 0)
    scene.plans.set_show_positions(True)
    events: list[object] = []
    while not session.waiting_for_person:
        batch = session.step()
        events.extend(batch)
        scene.show_now(batch)
    turn = next(e for e in reversed(events) if isinstance(e, PersonToAct))
    report = Coach().report(public_view(events, 0, turn.legal))
    plates = {seat: item.position for seat, item in scene.seat_items.items()}
    coach = {seat: position_short(code) for seat, code in report.positions}
    assert plates == coach
    assert len(set(plates.values())) == players
    assert position_long(report.position) in report_html(report, dict(enumerate(names)))

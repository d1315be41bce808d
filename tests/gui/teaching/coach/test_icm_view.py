"""The coach at a short-stacked final table: the Tournament tab shows every player's prize
money, the person's all-in decision in chips and in money, and the push/fold chart on the
grid; in German too. Hidden at a cash table."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from engine.evaluation.hand_classes import CLASS_COUNT
from engine.play.session import GameSession
from engine.tournament.equity_table import class_of
from gui.base import i18n
from gui.base.game_setup import GameSetup
from gui.teaching.coach.coach_dock import TOURNAMENT_TAB
from gui.window.main_window import MainWindow
from tests.helpers.hands import factory_with
from tests.helpers.hands import hand_order
from tests.helpers.hands import seed_with_button
from tests.helpers.hands import stack_deck

TIMEOUT = 10000
#: Four left, blinds 100/200: the person (seat 0) has nine big blinds and acts first.
STACKS = {0: 1800, 1: 2800, 2: 2400, 3: 5000}


def _plain(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def _final_table() -> GameSetup:
    base = GameSetup(players=4, opponents="call", starting_stack=3000, small_blind=100,
                     big_blind=200, name="You")
    return replace(base, seed=seed_with_button(base, 1))


def _short(session: GameSession) -> None:
    for seat, chips in STACKS.items():
        session.table.seats[seat].stack = chips


def _start(qtbot: QtBot, win: MainWindow, hole: str) -> None:
    setup = _final_table()
    deck = stack_deck(hand_order([0, 1, 2, 3], 1), {0: hole, 1: "7c2d", 2: "9s8s", 3: "4h4d"},
                      "Kc7h2c5s8d")
    win.start_game(setup, factory=factory_with(setup, {1: deck}, _short))
    dock = win.coach_dock
    qtbot.waitUntil(lambda: win.panel.legal is not None and dock.icm.advice is not None
                    and dock.icm.advice.decision is not None, timeout=TIMEOUT)


def test_the_coach_shows_prize_money_the_shove_and_the_chart(qtbot: QtBot,
                                                             coached: MainWindow) -> None:
    win = coached
    _start(qtbot, win, "AhTd")
    dock = win.coach_dock
    assert dock.tabs.isTabVisible(TOURNAMENT_TAB)
    assert dock.tabs.tabText(TOURNAMENT_TAB) == "Tournament"
    dock.tabs.setCurrentIndex(TOURNAMENT_TAB)
    view = dock.icm
    equities = _plain(view.equities.text())
    # Four of four paid 65/35 on a pool of 400 (a buy-in of 100 each).
    assert "Prize pool 400: 260 / 140" in equities
    assert all(name in equities for name in ("You", "1,800", "5,000"))
    advice = view.advice
    assert advice is not None
    assert sum(e.money for e in advice.equities) == pytest.approx(400.0)
    decision = _plain(view.decision.text())
    assert "Your decision: all-in or fold" in decision
    assert "If called by needs in chips by ICM risk premium" in decision
    assert advice.decision is not None and len(advice.decision.premiums) == 3
    for premium in advice.decision.premiums:  # a row per player behind, the premium signed
        assert f"{premium.needed.risk_premium * 100:+.1f}" in decision
    assert "Chip EV +" in decision and "$EV +" in decision and "Both say: move all-in." in decision
    chart = _plain(view.chart_text.text())
    assert "Push/fold chart at 9.0 BB, 4 players" in chart
    assert "Push: 22+, A2s+," in chart and "Your hand is in this range." in chart
    assert "Call" not in chart  # the first to act never faces an all-in
    assert view.grid.isVisible()
    assert view.grid.values[class_of("AA")] == 1.0 and view.grid.values[class_of("72o")] == 0.0
    assert view.grid.picked is not None and view.grid.picked[class_of("ATo")] == 1.0
    assert len(view.grid.values) == CLASS_COUNT
    assert "lesson: Final table: ICM and push/fold" in view.learn.text()
    assert not dock.failures


def test_the_tournament_tab_speaks_german(qtbot: QtBot, coached: MainWindow) -> None:
    i18n.apply("de")
    try:
        _start(qtbot, coached, "6h3d")
        dock = coached.coach_dock
        assert dock.tabs.tabText(TOURNAMENT_TAB) == "Turnier"
        assert "Preisgeld" in _plain(dock.icm.equities.text())
        chart = _plain(dock.icm.chart_text.text())
        assert "All-in gehen mit: 22+, A2s+," in chart and "nicht" in chart
        assert "Chip-EV" in _plain(dock.icm.decision.text())
    finally:
        i18n.apply("en")


def test_a_cash_table_has_no_tournament_tab(qtbot: QtBot, coached: MainWindow) -> None:
    setup = replace(_final_table(), cash=True)
    coached.start_game(setup)
    assert not coached.coach_dock.tabs.isTabVisible(TOURNAMENT_TAB)

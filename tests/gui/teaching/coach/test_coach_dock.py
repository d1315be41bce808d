"""The coach dock as a person uses it: opened with the menu and the shortcut, remembered,
figures after a dealt hand, the bots' reasons, the review, both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from engine.rules.events import HandEnded
from gui.base import i18n
from gui.base import settings
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.teaching.coach.coach_dock import SETTING
from gui.window.main_window import MainWindow
from tests.helpers.hands import factory_with
from tests.helpers.hands import hand_order
from tests.helpers.hands import seed_with_button
from tests.helpers.hands import stack_deck

TIMEOUT = 10000


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings in a folder of the test's own, so the remembered panel stays here."""
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    return tmp_path




def _plain(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def _coach_action(win: MainWindow) -> QAction:
    view = next(a.menu() for a in win.menuBar().actions() if a.text() == "&View")
    return next(a for a in view.actions() if a.text() == "Coach")


def _three_handed() -> GameSetup:
    base = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You")
    # The button on seat 2: the person (seat 0) posts the small blind, seat 1 the big blind.
    return GameSetup(**{**{f: getattr(base, f) for f in base.__dataclass_fields__},
                        "seed": seed_with_button(base, 2)})  # type: ignore[arg-type]


def test_the_coach_opens_with_its_shortcut_and_the_view_menu_and_is_remembered(
    qtbot: QtBot, data_dir: Path
) -> None:
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)
    win.show()
    assert not win.coach_dock.isVisible()  # off until the person turns it on
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=TIMEOUT)
    qtbot.keyClick(win.windowHandle(), Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(win.coach_dock.isVisible, timeout=TIMEOUT)
    assert settings.value(SETTING, False) is True
    assert win.panel.show_odds
    action = _coach_action(win)
    action.trigger()
    assert not win.coach_dock.isVisible() and not win.panel.show_odds
    assert settings.value(SETTING, False) is False
    action.trigger()
    win.close()
    again = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(again)
    again.show()
    assert again.coach_dock.isVisible()  # remembered from the last window
    again.close()


def test_figures_call_button_and_review_after_a_dealt_hand(
    qtbot: QtBot, coached: MainWindow
) -> None:
    win = coached
    setup = _three_handed()
    deck = stack_deck(hand_order([0, 1, 2], 2), {0: "AhKh", 1: "7c2d", 2: "9s9d"},
                      "Qh7h2c5s8d")
    win.start_game(setup, factory=factory_with(setup, {1: deck}))
    dock = win.coach_dock
    panel = win.panel
    qtbot.waitUntil(lambda: panel.legal is not None, timeout=TIMEOUT)
    # The report of the person's turn (one of an earlier event, before the button called,
    # has the same call of 5 into a pot of 15, and may arrive late on a busy machine).
    qtbot.waitUntil(lambda: dock.report is not None and dock.report.to_call == 5
                    and dock.report.pot == 25, timeout=TIMEOUT)
    # Small blind 5, big blind 10, the button called 10: 5 more into 25 needs 5/30.
    assert panel.call_button.text() == "Call 5\nyou need 17\u00a0%"
    text = _plain(dock.figures.text())
    assert "High Card, Ace, King kicker" in text
    assert "Small blind (SB)" in text
    assert "you need" in text and "17\u00a0%" in text
    qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)

    # The flop: nine hearts make the flush; the person acts first.
    qtbot.waitUntil(lambda: panel.legal is not None and dock.report is not None
                    and len(dock.report.board) == 3, timeout=TIMEOUT)
    text = _plain(dock.figures.text())
    assert "15 outs:" in text
    assert dock.outs_view.groups.item(1).text().startswith("to a flush: 9 (")
    assert "vs 2 random hands" in text
    flush = next(g for g in dock.report.outs if g.category == 5)
    assert len(flush.cards) == 9
    grid = dock.grid
    assert grid.chooser.count() == 2  # both opponents' ranges can be shown
    for _ in range(3):
        qtbot.waitUntil(lambda: panel.legal is not None, timeout=TIMEOUT)
        qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
    # After the hand: the person's four decisions (call, three checks) are reviewed. The
    # small blind's completion, which the expert did not weigh, is valued by its equity as
    # the grader values such a call (calib: f9d1117), and the line says how close it was.
    qtbot.waitUntil(lambda: dock.hand_review.count() == 4, timeout=TIMEOUT)
    assert dock.hand_review.item(0).text() == (
        "Pre-flop: you Call - close: the difference is small (-0.5 BB)\n"
        "EV in big blinds: Fold 0.0, Call +0.7, Raise +1.1")
    for row in (1, 2, 3):  # the checks, valued beside a fold and a bet
        evs = dock.hand_review.item(row).text().split("\n")[1]
        assert evs.startswith("EV in big blinds: ") and ", Check " in evs
    assert not dock.failures


def test_the_coach_speaks_german(qtbot: QtBot, coached: MainWindow) -> None:
    win = coached
    setup = _three_handed()
    deck = stack_deck(hand_order([0, 1, 2], 2), {0: "KhKd", 1: "7c2d", 2: "9s8s"},
                      "Kc7h2c5s8d")
    i18n.apply("de")
    try:
        win.start_game(setup, factory=factory_with(setup, {1: deck}))
        dock, panel = win.coach_dock, win.panel
        qtbot.waitUntil(lambda: panel.legal is not None and dock.report is not None
                        and dock.report.to_call == 5, timeout=TIMEOUT)
        assert panel.call_button.text() == "Mitgehen 5\ndu brauchst 17\u00a0%"
        text = _plain(dock.figures.text())
        assert "Paar Könige" in text
        assert "Small Blind (SB)" in text
        assert dock.tabs.tabText(1) == "Warum?"
        qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dock.report is not None and len(dock.report.board) == 3,
                        timeout=TIMEOUT)
        assert "Drilling" in _plain(dock.figures.text())
    finally:
        i18n.apply("en")
    # Said again in English as soon as the language changes back.
    qtbot.waitUntil(lambda: "Three of a Kind, Kings" in _plain(dock.figures.text()),
                    timeout=TIMEOUT)


def test_reasons_wait_for_the_end_of_the_hand_unless_every_card_is_open(
    qtbot: QtBot, coached: MainWindow
) -> None:
    win = coached
    setup = GameSetup(players=3, opponents="expert", starting_stack=1000, small_blind=5,
                      big_blind=10, seed=4)
    ended: list[int] = []
    win.scene.event_done.connect(
        lambda e: ended.append(1) if isinstance(e, HandEnded) else None)
    win.start_game(setup)
    dock, panel = win.coach_dock, win.panel
    qtbot.waitUntil(lambda: panel.legal is not None, timeout=TIMEOUT)
    if not ended:
        assert dock.why_list.count() == 0  # the bots' reasons could tell their cards
    while not ended:
        qtbot.waitUntil(lambda: panel.legal is not None or bool(ended), timeout=TIMEOUT)
        if panel.legal is not None and not ended:
            can_fold = panel.legal.can_fold
            qtbot.mouseClick(panel.fold_button if can_fold else panel.call_button,
                             Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: panel.legal is None or bool(ended), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: dock.why_list.count() > 0, timeout=TIMEOUT)
    first = dock.why_list.item(0)
    assert re.match(r"^\S+ (folds|checks|calls|bets|raises)", first.text())
    assert "Hand class" in first.toolTip() and "pot odds" in first.toolTip()


def test_watching_shows_every_reason_live(qtbot: QtBot, coached: MainWindow) -> None:
    win = coached
    setup = GameSetup(players=3, opponents="expert", person=False, starting_stack=1000,
                      small_blind=5, big_blind=10, seed=9)
    win.start_game(setup)
    dock = win.coach_dock
    assert dock.reveal_all
    qtbot.waitUntil(lambda: dock.why_list.count() > 0, timeout=TIMEOUT)
    assert ":" in dock.why_list.item(0).text()
    win.set_paused(True)

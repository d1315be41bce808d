"""The replayer's panel, driven as a person does: step with keys, read the equities and the
chart, press Why? and Show the numbers, press Play on from here and find the practice hand at
the live table; the history's Why? window; all of it in German too."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.rules.events import ActionTaken
from engine.storage.hands import HandRecord
from engine.storage.imported.imports import import_files
from engine.storage.spots import spot_of
from engine.storage.store import Store
from engine.storage.thoughts import hand_thoughts
from engine.teaching.figures.replay_equity import EquityJob
from engine.teaching.figures.replay_equity import step_equity
from engine.teaching.practice.practice_spot import spot_state
from gui.activities.practice_start import PracticeSetup
from gui.base import i18n
from gui.history.equity_chart import COLOURS
from gui.history.equity_chart import EquityChart
from gui.history.history_panel import HistoryPanel
from gui.history.replay_insights import ReplayInsights
from gui.history.replay_insights import decision_steps
from gui.history.replay_words import equity_figure
from gui.history.replayer import ReplayerWindow
from gui.history.replayer import ReplayHand
from gui.history.why_dialog import WhyDialog
from gui.teaching.coach.why_words import why_details
from gui.teaching.coach.why_words import why_sentence
from gui.window.main_window import MainWindow
from tests.helpers.german import english_in
from tests.helpers.german import widget_texts
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.hands import readme_hand
from tests.helpers.storage import play_into

HANDS = 8
STARS = Path(__file__).resolve().parents[2] / "data" / "hands" / "stars_mixed.txt"


@pytest.fixture
def session(store: Store) -> int:
    """Four-handed against the mixed computer players (who give reasons)."""
    return play_into(store, "why", HANDS, seed=11, players=4, opponents="mixed")


@pytest.fixture
def german() -> Iterator[None]:
    i18n.apply("de")
    yield
    i18n.apply("en")


def _went_to_flop(record: HandRecord) -> bool:
    return len(record.board) >= 3 and sum(p.showdown for p in record.players) >= 2


def _replay(qtbot: QtBot, panel: HistoryPanel,
            wanted: Callable[[HandRecord], bool]) -> tuple[ReplayerWindow, HandRecord]:
    """Select the first hand ``wanted`` accepts and press Replay."""
    row = next(r for r in range(panel.proxy.rowCount()) if wanted(panel._record(r)))
    panel.table.selectRow(row)
    qtbot.mouseClick(panel.replay_button, Qt.MouseButton.LeftButton)
    replayer = panel.replayers[-1]
    qtbot.addWidget(replayer)
    replayer.resize(1280, 720)
    replayer.activateWindow()
    qtbot.waitUntil(replayer.isActiveWindow, timeout=TIMEOUT_MS)
    return replayer, panel._record(row)


def _insights(replayer: ReplayerWindow) -> ReplayInsights:
    found = replayer.findChild(ReplayInsights)
    assert isinstance(found, ReplayInsights)
    return found


def _step_to(qtbot: QtBot, replayer: ReplayerWindow, target: int) -> None:
    """Walk with the arrow keys, as a person does."""
    while replayer.step != target:
        key = Qt.Key.Key_Right if replayer.step < target else Qt.Key.Key_Left
        qtbot.keyClick(replayer.windowHandle(), key)


def _panel(qtbot: QtBot, store: Store) -> HistoryPanel:
    panel = HistoryPanel(store)
    qtbot.addWidget(panel)
    panel.show()
    return panel


def test_equities_and_chart_follow_the_steps(qtbot: QtBot, store: Store, session: int) -> None:
    del session
    replayer, record = _replay(qtbot, _panel(qtbot, store), _went_to_flop)
    insights = _insights(replayer)
    flop = next(k for k, s in enumerate(replayer.steps) if s.street == 1)
    qtbot.mouseClick(replayer.forward_button, Qt.MouseButton.LeftButton)  # the deal
    assert replayer.step == 1
    _step_to(qtbot, replayer, flop)
    step = replayer.steps[flop]
    expected = step_equity(EquityJob.of(dict(step.hole), step.live, [s for s, _ in step.hole],
                                        step.board))
    assert len(expected.seats) >= 2
    qtbot.waitUntil(lambda: "%" in insights.equity_rows.text(), timeout=TIMEOUT_MS)
    names = replayer.scene.display_names()
    for figure in expected.seats:
        assert names[figure.seat] in insights.equity_rows.text()
        assert equity_figure(figure) in insights.equity_rows.text()
    assert insights.method.text() == "Exact: every card still to come counted."
    # The chart: every live hand at the pre-flop and flop points, the flop shaded.
    qtbot.waitUntil(lambda: all(
        insights.chart.lines.get(f.seat, (None, None))[1] is not None for f in expected.seats),
        timeout=TIMEOUT_MS)
    for figure in expected.seats:
        line = insights.chart.lines[figure.seat]
        assert line[1] == pytest.approx(figure.equity)
        assert line[0] is not None
    assert insights.chart.street == 1
    qtbot.waitUntil(lambda: not insights.chart.pending, timeout=TIMEOUT_MS)  # all streets in
    image = insights.chart.grab().toImage()
    first = QColor(COLOURS[0])
    painted = sum(image.pixelColor(x, y) == first
                  for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))
    assert painted > 20, "the first hand's line is not drawn"
    # Only your cards shown: the others count as any two cards, so no figure tells them.
    qtbot.mouseClick(replayer.reveal_box, Qt.MouseButton.LeftButton)
    assert not replayer.reveal_box.isChecked()
    qtbot.waitUntil(lambda: "%" in insights.equity_rows.text(), timeout=TIMEOUT_MS)
    others = [names[f.seat] for f in expected.seats if f.seat != record.person_seat]
    assert not any(name in insights.equity_rows.text() for name in others)
    assert "Hands not shown count as any two cards." in insights.method.text()


def test_why_shows_each_computer_decision_with_its_numbers(qtbot: QtBot, store: Store,
                                                           session: int) -> None:
    replayer, record = _replay(qtbot, _panel(qtbot, store), _went_to_flop)
    insights = _insights(replayer)
    expected = hand_thoughts(store, session, record.hand_number)
    bots = decision_steps(insights)
    assert bots
    _step_to(qtbot, replayer, bots[-1])
    qtbot.mouseClick(insights.why_button, Qt.MouseButton.LeftButton)
    index, seat = insights.decision_of[bots[-1]]  # type: ignore[misc]
    thought = expected[index]
    assert thought is not None and thought.seat == seat
    sentence = why_sentence(thought, replayer.scene.display_names(), record.person_seat)
    qtbot.waitUntil(lambda: insights.why_text.text() == sentence, timeout=TIMEOUT_MS)
    assert not insights.numbers.isVisible()
    qtbot.mouseClick(insights.numbers_button, Qt.MouseButton.LeftButton)
    assert insights.numbers.isVisible() and insights.numbers.text() == why_details(thought)
    # At your own decision there are no reasons to show.
    events = replayer.hand.events
    mine = next(k for k, s in enumerate(replayer.steps)
                if isinstance(events[s.end - 1], ActionTaken)
                and events[s.end - 1].seat == record.person_seat)  # type: ignore[union-attr]
    _step_to(qtbot, replayer, mine)
    assert insights.why_text.text() == "This was a person's decision."
    # At the deal, a hint where to look.
    qtbot.keyClick(replayer.windowHandle(), Qt.Key.Key_Home)
    assert insights.why_text.text() == "Step to a computer player's decision to see why it acted."


def test_a_hand_from_a_file_has_no_reasons_and_no_practice(qtbot: QtBot) -> None:
    hand = readme_hand()
    replayer = ReplayerWindow(ReplayHand(tuple(hand.events), {0: "You", 1: "Bruno", 2: "Chloé"},
                                         person_seat=0))
    qtbot.addWidget(replayer)
    insights = ReplayInsights(replayer, None, None)
    replayer.show()
    replayer.activateWindow()
    qtbot.waitUntil(replayer.isActiveWindow, timeout=TIMEOUT_MS)
    _step_to(qtbot, replayer, 2)
    qtbot.mouseClick(insights.why_button, Qt.MouseButton.LeftButton)
    assert insights.why_text.text().startswith("This hand was imported")
    assert not insights.play_button.isEnabled()
    assert insights.play_reason.text() == "Only hands of the history can be played on."
    # The equities still come: aces against kings and Chloé's raising hand, exact.
    qtbot.waitUntil(lambda: "%" in insights.equity_rows.text(), timeout=TIMEOUT_MS)
    assert insights.method.text().startswith("Exact")


def test_play_on_from_here_starts_an_unsaved_practice_hand(qtbot: QtBot, window: MainWindow,
                                                           store: Store, session: int) -> None:
    window.store = store
    panel = window.history_menus.show_history()
    assert panel is not None
    sessions_before = len(store.list_sessions())
    replayer, record = _replay(qtbot, panel, _went_to_flop)
    insights = _insights(replayer)
    spot = spot_of(record)
    # A step where the person is next to decide, after the flop is out.
    target = None
    for k, step in enumerate(replayer.steps):
        done = insights.actions_done[k]
        state = spot_state(spot, done, 0, len(step.board))
        if step.board and not state.finished and state.actor_seat == record.person_seat \
                and insights.play_on.refusal(done) is None:
            target = k
            break
    assert target is not None
    _step_to(qtbot, replayer, target)
    assert insights.play_button.isEnabled() and not insights.play_reason.isVisible()
    expected = spot_state(spot, insights.actions_done[target], 0,
                          len(replayer.steps[target].board))
    qtbot.mouseClick(insights.play_button, Qt.MouseButton.LeftButton)
    assert isinstance(window.setup, PracticeSetup)
    qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=TIMEOUT_MS)
    scene = window.scene
    person = record.person
    assert person is not None and record.person_seat == 0
    assert scene.hole_cards(0) == [(c, True) for c in person.cards]
    assert scene.board_cards()[:len(expected.board)] == expected.board
    shown = scene.shown_chips()
    assert dict(shown.stacks) == dict(zip(expected.seats, expected.stacks, strict=True))
    assert dict(shown.bets) == {s: b for s, b in zip(expected.seats, expected.bets,
                                                     strict=True) if b}
    assert sum(shown.pots) + sum(b for _, b in shown.bets) == expected.pot_total
    banner = window.findChild(object, "practice_banner")
    assert banner is not None and banner.isVisible()  # type: ignore[attr-defined]
    assert banner.text() == f"Practice from hand #{record.hand_number} — not saved"  # type: ignore[attr-defined]
    i18n.apply("de")
    try:
        german = f"Übung ab Hand Nr. {record.hand_number} \u2013 wird nicht gespeichert"
        qtbot.waitUntil(lambda: banner.text() == german,  # type: ignore[attr-defined]
                        timeout=TIMEOUT_MS)
    finally:
        i18n.apply("en")
        QApplication.processEvents()
    # Play it out: nothing of it is stored.
    for _ in range(20):
        if window._finished:
            break
        qtbot.waitUntil(lambda: window.panel.legal is not None or window._finished,
                        timeout=TIMEOUT_MS)
        if window._finished:
            break
        qtbot.mouseClick(window.panel.call_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.panel.legal is None, timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: window._finished, timeout=TIMEOUT_MS)
    assert len(store.list_sessions()) == sessions_before
    assert len(store.hands(session)) == HANDS and window.session_id is None


def test_why_in_the_hand_history_lists_every_computer_decision(qtbot: QtBot, store: Store,
                                                               session: int) -> None:
    panel = _panel(qtbot, store)
    row = next(r for r in range(panel.proxy.rowCount()) if _went_to_flop(panel._record(r)))
    panel.table.selectRow(row)
    record = panel._record(row)
    assert panel.why_button.isEnabled()
    qtbot.mouseClick(panel.why_button, Qt.MouseButton.LeftButton)
    dialog = panel.findChild(WhyDialog)
    assert isinstance(dialog, WhyDialog)
    reasons = [t for t in hand_thoughts(store, session, record.hand_number) if t is not None]
    qtbot.waitUntil(lambda: dialog.reasons.count() == len(reasons), timeout=TIMEOUT_MS)
    assert dialog.numbers.text() == why_details(reasons[0])
    dialog.reasons.setCurrentRow(len(reasons) - 1)
    assert dialog.numbers.text() == why_details(reasons[-1])
    dialog.close()


def test_the_panel_speaks_german(qtbot: QtBot, store: Store, session: int,
                                 german: None) -> None:
    del session
    replayer, record = _replay(qtbot, _panel(qtbot, store), _went_to_flop)
    insights = _insights(replayer)
    assert insights.chart._labels == ("Vor dem Flop", "Flop", "Turn", "River")
    assert english_in(widget_texts(replayer)) == []
    qtbot.mouseClick(insights.why_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(insights.numbers_button, Qt.MouseButton.LeftButton)
    for k in [0, 1, *decision_steps(insights), len(replayer.steps) - 1]:
        _step_to(qtbot, replayer, k)
        if k in decision_steps(insights):
            qtbot.waitUntil(lambda: insights.thoughts is not None, timeout=TIMEOUT_MS)
        qtbot.waitUntil(lambda: "…" not in insights.equity_rows.text(), timeout=TIMEOUT_MS)
        assert english_in(widget_texts(replayer)) == [], k
    qtbot.mouseClick(replayer.reveal_box, Qt.MouseButton.LeftButton)
    assert english_in(widget_texts(replayer)) == []
    dialog = WhyDialog(record, store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.reasons.count() > 0, timeout=TIMEOUT_MS)
    assert english_in(widget_texts(dialog)) == []
    dialog.close()
    QApplication.processEvents()


def test_an_imported_hand_has_no_reasons_but_plays_on_where_your_cards_are_known(
        qtbot: QtBot, store: Store) -> None:
    import_files(store, [STARS])
    store.set_me_names(["Ann"])
    panel = _panel(qtbot, store)
    replayer, record = _replay(qtbot, panel, lambda r: r.imported and r.person is not None
                               and len(r.board) >= 3)
    insights = _insights(replayer)
    assert len(record.person_cards) == 2
    qtbot.mouseClick(insights.why_button, Qt.MouseButton.LeftButton)
    assert insights.why_text.text().startswith("This hand was imported")
    states = []
    for k in range(len(replayer.steps)):
        _step_to(qtbot, replayer, k)
        states.append(insights.play_button.isEnabled())
        if not insights.play_button.isEnabled():
            assert insights.play_reason.text()  # says why not
    assert any(states) and not states[-1]  # somewhere yes; never once the hand is over
    assert insights.play_reason.text() == "The hand is over at this step."


def test_an_empty_chart_says_computing_while_figures_are_worked_out(qtbot: QtBot) -> None:
    chart = EquityChart()
    qtbot.addWidget(chart)
    chart.resize(320, 180)
    chart.set_lines({}, {}, pending=True)
    computing = chart.grab().toImage()
    chart.set_lines({}, {}, pending=False)
    no_hand = chart.grab().toImage()
    assert computing != no_hand  # "Computing…", then "No hand is known yet"

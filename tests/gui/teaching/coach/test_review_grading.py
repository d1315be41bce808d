"""The coach's Review tab as a person meets it: every decision graded, with the coach closed
or open, across a restart of the program, the same words during play and afterwards."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from engine.play.arena import derive_seed
from engine.storage.grades.grading_job import load_grades
from engine.storage.store import Store
from engine.teaching.grading.grader import grade_hand
from gui.base import settings
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.teaching.coach.coach_dock import SETTING
from gui.teaching.coach.grade_words import decision_text
from gui.teaching.coach.review_grading import REVIEW_SEED
from gui.window.main_window import MainWindow
from tests.helpers.hands import seed_with_button

TIMEOUT = 20000


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings in a folder of the test's own: the coach starts closed."""
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    settings.remember(SETTING, False)
    return tmp_path


def _heads_up() -> GameSetup:
    """The person (seat 0) in the big blind against a player who bets or raises the pot once
    on every street and never folds; it has the button, so it raises first."""
    base = GameSetup(players=2, opponents="pot_bettor", starting_stack=1000, small_blind=5,
                     big_blind=10, name="You")
    return GameSetup(**{**{f: getattr(base, f) for f in base.__dataclass_fields__},
                        "seed": seed_with_button(base, 1)})  # type: ignore[arg-type]


def _window(qtbot: QtBot, store: Store) -> MainWindow:
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)
    win.store = store
    win.resize(1280, 800)
    win.show()
    return win


def _coach_action(win: MainWindow) -> QAction:
    view = next(a.menu() for a in win.menuBar().actions() if a.text() == "&View")
    return next(a for a in view.actions() if a.text() == "Coach")


def _act(qtbot: QtBot, win: MainWindow, ready: Callable[[], bool], button: str) -> None:
    """Wait for the person's turn where ``ready`` holds, then click ``button`` of the panel."""
    panel = win.panel
    qtbot.waitUntil(lambda: panel.legal is not None and ready(), timeout=TIMEOUT)
    qtbot.mouseClick(getattr(panel, button), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.legal is None, timeout=TIMEOUT)


def _lines(win: MainWindow) -> list[str]:
    review = win.coach_dock.hand_review
    return [review.item(k).text() for k in range(review.count())]


def test_calls_made_with_the_coach_closed_and_before_a_restart_are_graded(
    qtbot: QtBot, data_dir: Path, store: Store
) -> None:
    win = _window(qtbot, store)
    assert not win.coach_dock.isVisible()
    win.start_game(_heads_up())
    model = win.model
    # Pre-flop, the coach closed: the button raised the pot; the person calls.
    _act(qtbot, win, lambda: not model.board and win.panel.legal.call_amount > 0,
         "call_button")
    # On the flop the person opens the coach, checks, and calls the pot bet.
    qtbot.waitUntil(lambda: len(model.board) == 3 and win.panel.legal is not None,
                    timeout=TIMEOUT)
    _coach_action(win).trigger()
    assert win.coach_dock.isVisible()
    _act(qtbot, win, lambda: len(model.board) == 3, "call_button")  # check
    _act(qtbot, win, lambda: len(model.board) == 3, "call_button")  # call
    # The turn is dealt; the person quits in the middle of the hand.
    qtbot.waitUntil(lambda: len(model.board) == 4 and win.panel.legal is not None,
                    timeout=TIMEOUT)
    session_id = win.session_id
    assert session_id is not None
    win.close()

    again = _window(qtbot, store)
    again.hands_limit = 1  # the continued table stops after this hand
    assert again.coach_dock.isVisible()  # remembered open
    again.continue_session(session_id)
    board = again.model
    _act(qtbot, again, lambda: len(board.board) == 4, "call_button")  # check
    _act(qtbot, again, lambda: len(board.board) == 4, "fold_button")  # fold to the bet
    dock = again.coach_dock
    dock.tabs.setCurrentIndex(2)  # Review
    assert dock.tabs.tabText(2) == "Review"
    qtbot.waitUntil(lambda: dock.hand_review.count() == 5, timeout=TIMEOUT)
    lines = _lines(again)
    assert dock.hand_label.text() == "Your decisions in hand 1"
    assert [line.split(" - ")[0] for line in lines] == [
        "Pre-flop: you Call", "Flop: you Check", "Flop: you Call", "Turn: you Check",
        "Turn: you Fold"]
    for line in (lines[0], lines[2]):  # both calls: graded, with the EV of every option
        assert "not graded" not in line
        evs = line.split("\n")[1]
        assert evs.startswith("EV in big blinds: ") and "Call " in evs and "Fold 0.0" in evs
    assert "no estimate" not in " ".join(lines)
    stored = [g for g in load_grades(store, session_id, 0) if g.hand == 1]
    assert len(stored) == 5 and stored[0].grade.graded and stored[2].grade.graded
    again.close()


def test_a_grade_seen_during_play_is_the_grade_stored_and_seen_after_a_restart(
    qtbot: QtBot, data_dir: Path, store: Store
) -> None:
    settings.remember(SETTING, True)
    win = _window(qtbot, store)
    win.start_game(_heads_up())
    model = win.model
    dock = win.coach_dock
    _act(qtbot, win, lambda: not model.board, "call_button")  # call the raise
    _act(qtbot, win, lambda: len(model.board) == 3, "call_button")  # check
    _act(qtbot, win, lambda: len(model.board) == 3, "fold_button")  # fold to the bet
    qtbot.waitUntil(lambda: dock.hand_review.count() == 3, timeout=TIMEOUT)
    live = _lines(win)
    session_id = win.session_id
    assert session_id is not None
    win.close()

    # The stored grades say the same words, and are what the grader gives the stored hand.
    stored = [g.grade for g in load_grades(store, session_id, 0) if g.hand == 1]
    assert [decision_text(g) for g in stored] == live
    record = store.hand(session_id, 1)
    assert tuple(stored) == grade_hand(record.data.start(), record.data.actions, 0,
                                       derive_seed(REVIEW_SEED, session_id, 1, 0))

    # After a restart the Review tab shows them again, word for word.
    again = _window(qtbot, store)
    again.continue_session(session_id)
    qtbot.waitUntil(lambda: again.coach_dock.hand_review.count() == 3, timeout=TIMEOUT)
    assert _lines(again) == live
    again.close()

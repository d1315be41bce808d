"""Grading goes on by itself after a quit: a run Felt's quitting stopped is resumed when "Your
play" opens again, without the person pressing Grade; a run the person cancelled is not."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.storage.grades.grading_mark import grading_unfinished
from engine.storage.grades.play_report import ungraded_hands
from engine.storage.store import Store
from gui.base.background import shutdown_all
from gui.yourplay.your_play import YourPlayWindow
from tests.helpers.graded_play import grade_by_the_expert_alone
from tests.helpers.graded_play import person_session
from tests.helpers.hands import TIMEOUT_MS

GRADING_MS = 120_000
HANDS = 80


@pytest.fixture(autouse=True)
def _expert_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    grade_by_the_expert_alone(monkeypatch)


def _stopped_mid_run(qtbot: QtBot, store: Store, by_person: bool) -> None:
    """Open the window, press Grade, and stop once a hand is graded: Cancel, or Felt quits."""
    view = YourPlayWindow(store, workers=0)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitUntil(lambda: view.data is not None, timeout=TIMEOUT_MS)
    stopped: list[bool] = []

    def stop(done: int, _todo: int) -> None:
        if done > 0 and not stopped:
            stopped.append(True)
            if by_person:
                qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
            else:
                shutdown_all()  # what quitting Felt does to every background thread

    view.grading.progressed.connect(stop)
    qtbot.mouseClick(view.grade_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(stopped), timeout=GRADING_MS)
    if by_person:
        qtbot.waitUntil(lambda: not view.grading.running, timeout=GRADING_MS)
    view.close()


def _ungraded(store: Store) -> int:
    return ungraded_hands(store, store.hands())


def test_a_run_stopped_by_a_quit_finishes_when_your_play_opens_again(qtbot: QtBot) -> None:
    store = Store.in_memory()
    person_session(store, HANDS, seed=21)
    _stopped_mid_run(qtbot, store, by_person=False)
    left = _ungraded(store)
    assert 0 < left < HANDS
    assert grading_unfinished(store)

    again = YourPlayWindow(store, workers=0)  # no click from here on
    qtbot.addWidget(again)
    again.show()
    assert again.grading.running and again.bar.isVisible()
    qtbot.waitUntil(lambda: not again.grading.running, timeout=GRADING_MS)
    assert _ungraded(store) == 0
    assert not grading_unfinished(store)
    qtbot.waitUntil(lambda: "graded" in again.status.text(), timeout=TIMEOUT_MS)
    assert not again.bar.isVisible()
    shutdown_all()  # the figures' threads end before the windows do


def test_a_run_the_person_cancelled_waits_for_them(qtbot: QtBot) -> None:
    store = Store.in_memory()
    person_session(store, HANDS, seed=22)
    _stopped_mid_run(qtbot, store, by_person=True)
    left = _ungraded(store)
    assert left > 0
    assert not grading_unfinished(store)
    again = YourPlayWindow(store, workers=0)
    qtbot.addWidget(again)
    assert not again.grading.running
    assert _ungraded(store) == left
    shutdown_all()

"""Fast fold: after the person folds, their next decision comes without watching the rest."""

from __future__ import annotations

import time
from dataclasses import replace

from pytestqt.qtbot import QtBot

from engine.play.session import PersonToAct
from engine.storage.store import Store
from gui.base import settings
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.play_controls.fast_fold import FAST_FOLD
from gui.window.main_window import MainWindow
from tests.helpers.hands import seed_with_button

#: At Normal speed four calling players take a folded hand to the river in well over this
#: (five to thirteen seconds in the review); skipped, the next decision comes at once.
SKIPPED_HAND_SECONDS = 4.0


def _six_callers() -> GameSetup:
    setup = GameSetup(players=6, opponents="call", starting_stack=1000, small_blind=5,
                      big_blind=10, name="You")
    return replace(setup, seed=seed_with_button(setup, 0))  # the person on the button


def _play_fold(qtbot: QtBot, win: MainWindow, store: Store) -> tuple[float, list[int]]:
    """Fold the first hand at Normal speed; the seconds until the next decision, and the
    hand numbers of the person's decisions."""
    win.store = store
    win.set_speed(speeds.Speed.NORMAL)
    turns: list[int] = []
    win.scene.event_done.connect(
        lambda e: turns.append(win.model.hand_number) if isinstance(e, PersonToAct) else None)
    win.start_game(_six_callers())
    qtbot.waitUntil(lambda: len(turns) == 1 and win.panel.legal is not None, timeout=20_000)
    folded = time.perf_counter()
    win.panel.fold_button.click()
    qtbot.waitUntil(lambda: len(turns) == 2 and win.panel.legal is not None, timeout=20_000)
    return time.perf_counter() - folded, turns


def test_after_a_fold_the_next_decision_comes_at_once_and_the_hand_is_saved_whole(
        qtbot: QtBot, window: MainWindow, store: Store) -> None:
    seconds, turns = _play_fold(qtbot, window, store)
    assert turns == [1, 2]  # the person's next decision is in the next hand
    assert seconds < SKIPPED_HAND_SECONDS
    assert window.scene.speed is speeds.Speed.NORMAL  # their own speed is back
    assert not window.fast_fold.skipping
    window.stop_engine()
    folded = store.hands(window_session(store))[0]
    assert folded.hand_number == 1
    assert len(folded.board) == 5  # the callers played it to the river
    person = folded.person
    assert person is not None and not person.vpip
    assert sum(p.showdown for p in folded.players) == 5  # everybody else showed down
    told = window.log.toPlainText()  # the skipped hand is in the table log too
    hand_one = told.split("Hand #2")[0]
    assert "You fold" in hand_one and hand_one.count("shows") >= 1, hand_one


def window_session(store: Store) -> int:
    return store.list_sessions()[0].id


def test_with_fast_fold_off_the_folded_hand_plays_at_the_chosen_speed(
        qtbot: QtBot, window: MainWindow, store: Store) -> None:
    settings.remember(FAST_FOLD, False)
    try:
        window.store = store
        window.set_speed(speeds.Speed.NORMAL)
        window.start_game(_six_callers())
        qtbot.waitUntil(lambda: window.panel.legal is not None, timeout=20_000)
        window.panel.fold_button.click()
        qtbot.wait(300)
        assert not window.fast_fold.skipping
        assert window.scene.speed is speeds.Speed.NORMAL
    finally:
        settings.remember(FAST_FOLD, True)


def test_the_settings_dialog_turns_fast_fold_off_and_on(qtbot: QtBot, window: MainWindow) -> None:
    from gui.window.settings_dialog import SettingsDialog

    try:
        dialog = SettingsDialog(window.view_choices, window)
        qtbot.addWidget(dialog)
        assert dialog.fast_fold.isChecked()
        dialog.fast_fold.click()
        dialog.accept()
        assert settings.value(FAST_FOLD, True) is False
    finally:
        settings.remember(FAST_FOLD, True)

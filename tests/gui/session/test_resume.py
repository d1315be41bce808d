"""Quit in the middle of a hand, start Felt again, say yes to continuing: the same table.

The person plays through the window with clicks; every step is saved as it happens
(engine/storage/recorder.py). A new window on the same database asks at start-up whether to
continue (gui/session/saving.py) and shows the very same hand: the person's cards, the board,
every stack, bet and pot, and that it is the person's turn with the same choices.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine.core.errors import StorageError
from engine.storage import Store
from gui.base import message_boxes
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.session import saving
from gui.window.main_window import MainWindow

TIMEOUT = 20000
SETUP = GameSetup(players=4, seed=21, opponents="mixed")


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path / "felt.db"


def _window(qtbot: QtBot, path: Path) -> MainWindow:
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)
    win.store = Store.open(path)
    win.resize(1280, 800)
    win.show()
    return win


def _table(win: MainWindow) -> dict[str, object]:
    """What the person sees: cards, chips and the choices on offer."""
    scene = win.scene
    return {
        "hand": scene.model.hand_number,
        "my cards": [c.card for c in scene.hole.get(0, [])],
        "board": [c.card for c in scene.board],
        "chips": scene.shown_chips(),
        "legal": win.panel.legal,
        "call text": win.panel.call_button.text(),
        "hand label": win.hand_label.text(),
        "level label": win.level_label.text(),
    }


def _quit(win: MainWindow) -> None:
    win.close()
    assert win.store is not None
    win.store.close()


def test_quit_mid_hand_and_continue_shows_the_same_hand(qtbot: QtBot, db: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    win = _window(qtbot, db)
    win.start_game(SETUP)
    # Play a few decisions with the mouse, then stop while a hand waits for the person, with
    # chips already in the middle (not at the very first decision of a hand).
    clicks = 0
    while True:
        qtbot.waitUntil(lambda: win.panel.legal is not None, timeout=TIMEOUT)
        qtbot.waitUntil(lambda: not win.scene.busy,
                        timeout=TIMEOUT)
        if clicks >= 6 and win.scene.model.hand_number >= 2 and win.scene.board:
            break
        qtbot.mouseClick(win.panel.call_button, Qt.MouseButton.LeftButton)
        clicks += 1
        qtbot.waitUntil(lambda: win.panel.legal is None, timeout=TIMEOUT)
    before = _table(win)
    assert before["legal"] is not None and len(before["my cards"]) == 2  # type: ignore[arg-type]
    _quit(win)

    again = _window(qtbot, db)
    asked: list[str] = []

    def yes(*args: object, **kw: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(message_boxes, "question", yes)
    saving.begin(again, again, SETUP, resume_latest=False, ask=True, problem=None)
    assert asked and "Continue your last game?" in asked[0]
    qtbot.waitUntil(lambda: again.panel.legal is not None, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not again.scene.busy,
                    timeout=TIMEOUT)
    after = _table(again)
    assert after == before
    assert again.scene.speed is speeds.Speed.INSTANT  # the chosen speed is back after the restore

    # The game goes on from there: the person acts and the hand is finished.
    shown = again.hands_shown
    for _ in range(12):
        if again.hands_shown > shown:
            break
        if again.panel.legal is not None:
            qtbot.mouseClick(again.panel.call_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: again.hands_shown > shown or again.panel.legal is not None,
                        timeout=TIMEOUT)
    assert again.hands_shown > shown
    assert not again.chip_errors and not again.failures
    _quit(again)


def test_saving_problem_shows_in_the_status_bar_and_play_goes_on(qtbot: QtBot, db: Path) -> None:
    win = _window(qtbot, db)
    win.start_game(GameSetup(players=3, seed=4, person=False, opponents="random",
                              rebuys=99))
    qtbot.waitUntil(lambda: win.hands_shown >= 1, timeout=TIMEOUT)
    assert win.store is not None
    # As if the folder became read-only: switched between two of the engine thread's
    # transactions (under the store's write lock), because two threads using one connection
    # at once give SQLite errors that no disk would ("cannot commit - no transaction is
    # active"), which the window rightly calls a general failure to save; seen under load.
    with win.store._writing:
        win.store._db.execute("PRAGMA query_only = 1")
    qtbot.waitUntil(lambda: bool(win.save_label.text()), timeout=TIMEOUT)
    assert "not being saved" in win.save_label.text()
    shown = win.hands_shown
    qtbot.waitUntil(lambda: win.hands_shown >= shown + 2, timeout=TIMEOUT)  # play goes on
    with win.store._writing:
        win.store._db.execute("PRAGMA query_only = 0")
    qtbot.waitUntil(lambda: not win.save_label.text(), timeout=TIMEOUT)
    _quit(win)
    with Store.open(db) as store:
        [summary] = store.list_sessions()
        assert summary.hands_played >= shown + 2
        assert len(store.hands()) == summary.hands_played


def test_problem_texts_name_what_happened() -> None:
    moved = StorageError("corrupt", "x", moved_to="/tmp/felt.db.corrupt-1")
    assert "/tmp/felt.db.corrupt-1" in saving.problem_text(moved)
    assert "already running" in saving.problem_text(StorageError("locked", "x"))
    assert "disk is full" in saving.problem_text(StorageError("disk_full", "x"))


def test_second_felt_plays_unsaved_and_says_so(qtbot: QtBot, db: Path) -> None:
    first = Store.open(db)
    try:
        win = MainWindow(speeds.Speed.INSTANT)
        qtbot.addWidget(win)
        win.store, problem = Store.open_safely(db)
        assert problem is not None and problem.code == "locked" and win.store.read_only
        win.show()
        saving.begin(win, win, GameSetup(players=3, seed=2, person=False, opponents="random",
                                         rebuys=99), False, False, problem)
        assert "already running" in win.save_label.text()
        qtbot.waitUntil(lambda: win.hands_shown >= 2, timeout=TIMEOUT)  # it plays all the same
        _quit(win)
        assert first.list_sessions() == []  # and the first Felt's database is untouched
    finally:
        first.close()

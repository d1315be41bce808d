"""Storage faults at start-up, as the person and the terminal see them (issue 12).

A database that cannot save (read-only file, unreadable, another Felt) says so in the status
bar and on the terminal; one moved aside says so on the terminal. ``settings.json`` lives in
the saved games' folder and is only ever parsed as JSON.
"""

from __future__ import annotations

import pickle
import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.core.errors import StorageError
from engine.storage import Store
from engine.storage import data_dir
from gui.base import i18n
from gui.base import speeds
from gui.base.game_setup import GameSetup
from gui.session import saving
from gui.window.main_window import MainWindow

TIMEOUT = 20000
WATCH = GameSetup(players=3, seed=2, person=False, opponents="random", rebuys=99)


class Evil:
    def __init__(self, path: Path) -> None:
        self.path = str(path)

    def __reduce__(self) -> tuple[object, ...]:
        return (open, (self.path, "w"))


def _window(qtbot: QtBot) -> MainWindow:
    win = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(win)
    win.show()
    return win


def _close(win: MainWindow) -> None:
    win.close()
    if win.store is not None:
        win.store.close()


def test_a_read_only_database_says_nothing_is_saved(qtbot: QtBot, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "felt.db"
    Store.open(db).close()
    problem = StorageError("read_only_file", f"{db} cannot be written", path=str(db))
    win = _window(qtbot)
    win.store = Store.open(db, read_only=True)  # what open_safely gives for this fault
    saving.begin(win, win, WATCH, False, False, problem)
    assert "read-only" in win.save_label.text() and "not being saved" in win.save_label.text()
    assert "not being saved" in capsys.readouterr().err
    qtbot.waitUntil(lambda: win.hands_shown >= 2, timeout=TIMEOUT)  # play goes on
    _close(win)


def test_a_foreign_database_moved_aside_is_told_on_the_terminal(
        qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "felt.db"
    conn = sqlite3.connect(db)
    conn.executescript("CREATE TABLE sessions (id INTEGER); CREATE TABLE schema_version "
                       "(version INTEGER); INSERT INTO schema_version VALUES (2);")
    conn.close()
    store, problem = Store.open_safely(db)
    assert problem is not None and problem.code == "foreign"
    win = _window(qtbot)
    win.store = store
    saving.begin(win, win, WATCH, False, False, problem)
    err = capsys.readouterr().err
    assert "another program" in err and problem.details["moved_to"] in err
    assert win.save_label.text() == ""  # the new database saves: nothing lasting to show
    qtbot.waitUntil(lambda: win.hands_shown >= 1, timeout=TIMEOUT)
    _close(win)
    with Store.open(db) as again:
        assert len(again.list_sessions()) == 1  # saved in the fresh database


def test_settings_live_in_the_saved_games_folder(monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path / "here"))
    assert i18n.data_dir() == data_dir() == tmp_path / "here"
    i18n.save_language("de")
    assert (tmp_path / "here" / "settings.json").is_file()
    monkeypatch.delenv("FELT_DATA_DIR")
    assert i18n.data_dir() == data_dir() and data_dir().name == "Felt"


@pytest.mark.parametrize("content", ["pickle", "deep", "text"])
def test_settings_json_is_only_ever_json(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                         content: str) -> None:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    marker = tmp_path / "ran"
    body = {"pickle": pickle.dumps(Evil(marker)), "deep": b"[" * 100_000 + b"]" * 100_000,
            "text": b"\xff\xfe not text"}[content]
    (tmp_path / "settings.json").write_bytes(body)
    assert i18n.saved_language() == "system"
    i18n.save_language("en")  # and it is replaced by a good one
    assert i18n.saved_language() == "en"
    assert not marker.exists()


def test_a_dangling_database_link_is_told_as_such(qtbot: QtBot, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "felt.db"
    db.symlink_to(tmp_path / "gone" / "felt.db")
    win = _window(qtbot)
    win.store, problem = Store.open_safely(db)
    assert problem is not None
    saving.begin(win, win, WATCH, True, False, problem)  # --continue
    assert "link" in win.save_label.text() and str(tmp_path / "gone") in win.save_label.text()
    err = capsys.readouterr().err
    assert "cannot be opened" in err and "no saved session" not in err
    _close(win)


def test_continue_on_a_full_disk_continues_the_saved_session_unsaved(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from engine.storage import db as dbmod
    from tests.engine.storage.test_storage_start_faults import _saved_session

    db = tmp_path / "felt.db"
    saved = _saved_session(db)
    connect = dbmod.connect

    def full(where: Path, read_only: bool = False) -> sqlite3.Connection:
        if not read_only:
            raise StorageError("disk_full", f"{where}: database or disk is full")
        return connect(where, read_only)

    monkeypatch.setattr(dbmod, "connect", full)
    win = _window(qtbot)
    win.store, problem = Store.open_safely(db)
    continued: list[int] = []
    monkeypatch.setattr(win, "continue_session", continued.append)
    saving.begin(win, win, WATCH, True, False, problem)
    assert "disk is full" in win.save_label.text()
    assert "no saved session" not in capsys.readouterr().err
    assert continued == [saved]
    _close(win)

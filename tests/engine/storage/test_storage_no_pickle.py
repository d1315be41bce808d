"""Nothing Felt reads from disk is ever unpickled (issue 12: a crafted felt.db ran code).

A pickle that creates a marker file when loaded is planted in every place Felt reads: the
snapshot rows (today's plain ones and the pickled ones of an old database), the hands, the
window settings and the log of a session, a session file. No code runs, and the session
continues from its log wherever the log itself is intact. A source check keeps it so: the only
``pickle.load`` left is the bot process's pipe, which carries nothing read from disk.
"""

from __future__ import annotations

import ast
import json
import pickle
import shutil
import sqlite3
from pathlib import Path

import pytest

from engine.core.errors import StorageError
from engine.play.session import chip_count
from engine.storage import Store
from engine.storage.recorder import record_new
from engine.storage.recorder import resume
from engine.storage.transfer import export_session
from engine.storage.transfer import import_session
from tests.helpers.kill_runner import headless_config

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "data"


class Evil:
    """Unpickled, it creates the file at ``path`` (any command could run instead)."""

    def __init__(self, path: Path) -> None:
        self.path = str(path)

    def __reduce__(self) -> tuple[object, ...]:
        return (open, (self.path, "w"))


@pytest.fixture
def recorded(tmp_path: Path) -> tuple[Path, int]:
    """A 4-player session of 12 hands with snapshots at hands 5 and 10."""
    db = tmp_path / "felt.db"
    config, names, bots = headless_config(4)
    with Store.open(db) as store:
        session = record_new(store, config, names, None, bots, seed=9)
        assert session.recorder is not None and session.session_id is not None
        session.recorder.snapshot_every = 5
        while not (session.wrapped and session.table.hand_number >= 12):
            session.step()
        assert [n for _, n in store.snapshot_positions(session.session_id)] == [5, 10]
        return db, session.session_id


def _plant(db: Path, sql: str, blob: bytes) -> None:
    conn = sqlite3.connect(db)
    try:
        assert conn.execute(sql, (blob,)).rowcount > 0
        conn.commit()
    finally:
        conn.close()


def _expected(db: Path, session_id: int, tmp_path: Path) -> object:
    clean = tmp_path / "clean.db"
    shutil.copy(db, clean)
    with Store.open(clean) as store:
        return chip_count(resume(store, session_id, use_snapshots=False))


@pytest.mark.parametrize(("place", "snapshot"), [
    ("UPDATE snapshots SET data = ?", None),
    ("UPDATE hands SET data = ? WHERE hand_number = 10", None),  # the snapshot's check
    ("UPDATE sessions SET setup = ?", 10),  # only the window reads it
])
def test_a_planted_pickle_never_runs_and_the_session_continues(
        recorded: tuple[Path, int], tmp_path: Path, place: str, snapshot: int | None) -> None:
    db, sid = recorded
    expected = _expected(db, sid, tmp_path)
    marker = tmp_path / "ran"
    _plant(db, place, pickle.dumps(Evil(marker)))
    with Store.open(db) as store:
        session = resume(store, sid)
        assert session.resumed_from == snapshot
        assert chip_count(session) == expected
        assert store.spec(sid).setup == ({} if "setup" in place else store.spec(sid).setup)
    assert not marker.exists()


def test_a_pickle_in_the_log_is_refused_and_never_runs(recorded: tuple[Path, int],
                                                       tmp_path: Path) -> None:
    db, sid = recorded
    marker = tmp_path / "ran"
    _plant(db, "UPDATE log SET entry = ? WHERE seq = 3", pickle.dumps(Evil(marker)))
    with Store.open(db, read_only=True) as store, pytest.raises(StorageError) as info:
        resume(store, sid)
    assert info.value.code == "bad_row"
    with Store.open(db) as store:  # writable: the row is kept aside, unread, and play goes on
        session = resume(store, sid)
        assert session.set_aside is not None and "cannot be read" in session.set_aside.reason
    assert not marker.exists()


def test_the_pickled_snapshots_of_an_old_database_are_never_loaded(tmp_path: Path) -> None:
    """Schema 2 stored pickles; replace them with harmful ones: opening drops them unread."""
    db = tmp_path / "felt.db"
    shutil.copy(DATA / "felt_before_layers.db", db)
    marker = tmp_path / "ran"
    _plant(db, "UPDATE snapshots SET data = ?", pickle.dumps(Evil(marker)))
    with Store.open(db) as store:
        sid = store.latest_session_id()
        assert sid is not None
        session = resume(store, sid)
        assert session.resumed_from is None and session.table.hand_number == 12
    assert not marker.exists()


def test_a_session_file_never_brings_a_pickle(recorded: tuple[Path, int],
                                              tmp_path: Path) -> None:
    db, sid = recorded
    marker = tmp_path / "ran"
    out = tmp_path / "s.felt.json"
    with Store.open(db) as store:
        export_session(store, sid, out)
        data = json.loads(out.read_text("utf-8"))
        data["snapshot"] = pickle.dumps(Evil(marker)).decode("latin-1")
        data["setup"]["note"] = pickle.dumps(Evil(marker)).hex()
        out.write_text(json.dumps(data), encoding="utf-8")
        with pytest.raises(StorageError):  # "note" is a text too long for a setup value
            import_session(store, out)
        del data["setup"]["note"]
        out.write_text(json.dumps(data), encoding="utf-8")
        new_id = import_session(store, out)
        assert store.snapshot_positions(new_id) == []
        resume(store, new_id)
        out.write_bytes(pickle.dumps(Evil(marker)))  # the whole file a pickle
        with pytest.raises(StorageError) as info:
            import_session(store, out)
        assert info.value.code == "bad_file"
    assert not marker.exists()


def test_only_the_bot_pipe_unpickles() -> None:
    """``pickle.load``/``loads`` (or ``marshal``, ``shelve``) nowhere else in Felt."""
    found = []
    for path in [*ROOT.glob("engine/**/*.py"), *ROOT.glob("gui/**/*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and (
                    (node.value.id == "pickle" and node.attr in ("load", "loads", "Unpickler"))
                    or node.value.id in ("marshal", "shelve")):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert {f.partition(":")[0] for f in found} <= {"engine/play/bot_host.py"}, found

"""Database faults that used to stop Felt or lose saves silently (issue 12), each reproduced.

Every case ends with a store to play with and a :class:`StorageError` saying what happened:
the file is moved aside when it is not usable as Felt's (a non-numeric schema version, a folder
named ``felt.db``, another program's database), opened read-only when it cannot be written,
and left alone when it cannot be read. A file is never written before it is known to be
Felt's. Permissions mean nothing to root, so those two cases run as ``nobody`` then.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.rules.table import TableConfig
from engine.storage import SessionSpec
from engine.storage import Store
from engine.storage import data_dir

ROOT = Path(__file__).resolve().parents[3]
SPEC = SessionSpec(TableConfig(), ("A", "B"), None, {0: "call", 1: "call"}, 7, "kept")


def _felt_db(path: Path) -> None:
    with Store.open(path) as store:
        store.create_session(SPEC)


def _works(store: Store) -> None:
    """The store saves and reads back."""
    sid = store.create_session(SPEC)
    assert store.summary(sid).name == "kept"


def test_a_non_numeric_schema_version_is_moved_aside(tmp_path: Path) -> None:
    db = tmp_path / "felt.db"
    _felt_db(db)
    conn = sqlite3.connect(db)
    conn.execute("UPDATE schema_version SET version = 'two'")
    conn.commit()
    conn.close()
    store, problem = Store.open_safely(db)
    assert problem is not None and problem.code == "corrupt"
    assert Path(problem.details["moved_to"]).is_file()
    _works(store)
    store.close()


def test_a_folder_named_felt_db_is_moved_aside(tmp_path: Path) -> None:
    db = tmp_path / "felt.db"
    db.mkdir()
    (db / "keep.txt").write_text("mine", encoding="utf-8")
    store, problem = Store.open_safely(db)
    assert problem is not None and problem.code == "not_a_file"
    moved = Path(problem.details["moved_to"])
    assert (moved / "keep.txt").read_text(encoding="utf-8") == "mine"
    assert store.saves
    _works(store)
    store.close()


def _foreign(path: Path, tables: str) -> bytes:
    conn = sqlite3.connect(path)
    conn.executescript(tables)
    conn.commit()
    conn.close()
    return path.read_bytes()


@pytest.mark.parametrize("tables", [
    "CREATE TABLE sessions (id INTEGER, who TEXT); CREATE TABLE schema_version (version INT);"
    "INSERT INTO schema_version VALUES (2); INSERT INTO sessions VALUES (1, 'theirs');",
    "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('theirs');",
])
def test_a_foreign_database_is_set_aside_untouched(tmp_path: Path, tables: str) -> None:
    """Not switched to WAL mode, not migrated: byte for byte as it was, under a new name."""
    db = tmp_path / "felt.db"
    before = _foreign(db, tables)
    assert before[18:20] == b"\x01\x01"  # a rollback-journal database
    store, problem = Store.open_safely(db)
    assert problem is not None and problem.code == "foreign"
    moved = Path(problem.details["moved_to"])
    assert moved.read_bytes() == before
    assert not Path(str(moved) + "-wal").exists()
    assert store.saves
    _works(store)
    store.close()


def test_felt_s_own_database_of_every_version_is_recognised(tmp_path: Path) -> None:
    """The shape check does not refuse Felt's own files (an old one is migrated)."""
    db = tmp_path / "felt.db"
    _felt_db(db)
    store, problem = Store.open_safely(db)
    assert problem is None and [s.name for s in store.list_sessions()] == ["kept"]
    store.close()


# ---------------------------------------------------------------------- permissions

_PROBE = """
import json, sys
from engine.storage import Store
store, problem = Store.open_safely(sys.argv[1])
names = [s.name for s in store.list_sessions()]
saved = True
try:
    from engine.storage import SessionSpec
    from engine.rules.table import TableConfig
    store.create_session(SessionSpec(TableConfig(), ("A", "B"), None, {}, 1))
except Exception as exc:
    saved = type(exc).__name__
print(json.dumps({"code": problem and problem.code, "read_only": store.read_only,
                  "file": store.path is not None, "saves": store.saves, "names": names,
                  "saved": saved}))
"""


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A folder the unprivileged user can write (the test's own tmp_path is root's only)."""
    folder = Path(tempfile.mkdtemp(prefix="felt-perm-"))
    folder.chmod(0o777)
    yield folder
    for item in sorted(folder.rglob("*"), reverse=True):
        item.chmod(0o777)
        item.unlink() if not item.is_dir() else item.rmdir()
    folder.rmdir()


def _probe(db: Path) -> dict[str, object]:
    """Open the database as a user the file's permissions apply to."""
    lock = Path(str(db) + ".lock")
    if lock.exists():
        lock.chmod(0o666)  # left by root's _felt_db; the user's own Felt would own it
    user = {"user": 65534} if os.geteuid() == 0 else {}
    result = subprocess.run([sys.executable, "-c", _PROBE, str(db)], cwd=ROOT, check=False,
                            capture_output=True, text=True, timeout=60,
                            env={**os.environ, "PYTHONPATH": str(ROOT)}, **user)
    assert result.returncode == 0, result.stderr  # no traceback: Felt starts
    found: dict[str, object] = json.loads(result.stdout)
    return found


def test_an_unreadable_database_is_reported_and_left_alone(shared_dir: Path) -> None:
    db = shared_dir / "felt.db"
    _felt_db(db)
    db.chmod(0o200)
    before = db.stat()
    found = _probe(db)
    assert found["code"] == "unreadable" and found["file"] is False  # played in memory
    assert found["saves"] is False
    assert db.stat().st_mtime == before.st_mtime and db.stat().st_mode == before.st_mode


def test_a_read_only_database_in_a_writable_folder_says_nothing_is_saved(
        shared_dir: Path) -> None:
    db = shared_dir / "felt.db"
    _felt_db(db)
    db.chmod(0o444)
    found = _probe(db)
    assert found["code"] == "read_only_file"
    assert found["read_only"] is True and found["saves"] is False
    assert found["names"] == ["kept"]  # the history is still there to look at
    assert found["saved"] == "StorageError"


def test_settings_and_saved_games_share_one_data_folder(monkeypatch: pytest.MonkeyPatch,
                                                        tmp_path: Path) -> None:
    from engine.storage import default_path

    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path / "moved"))
    assert default_path().parent == data_dir() == tmp_path / "moved"
    monkeypatch.delenv("FELT_DATA_DIR")
    assert data_dir().name == "Felt"

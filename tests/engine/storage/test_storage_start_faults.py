"""Faults at start-up that used to hide saved sessions behind "no saved session to continue"
(issue 30, #11): a data folder that cannot be written, a dangling ``felt.db`` link, a full
disk. Each gives a store that shows what is saved when it can, and a code that tells the
truth."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import StorageError
from engine.storage import Store
from engine.storage import db as dbmod
from tests.engine.storage.test_storage import hands_done
from tests.engine.storage.test_storage import new_session
from tests.engine.storage.test_storage import play


def _saved_session(path: Path) -> int:
    with Store.open(path) as store:
        session = new_session(store)
        play(session, hands_done(2))
        assert session.session_id is not None
        return session.session_id


def test_a_data_folder_that_cannot_be_written_opens_its_sessions_read_only(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "felt.db"
    saved = _saved_session(path)

    def refused(self: object) -> bool:  # as creating felt.db.lock in a read-only folder does
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(dbmod.FileLock, "acquire", refused)
    store, problem = Store.open_safely(path)
    with store:
        assert problem is not None and problem.code == "read_only"
        assert store.read_only and store.path == path and not store.saves
        assert store.latest_session_id() == saved  # there to continue, not "none saved"


def test_a_full_disk_at_start_opens_the_sessions_read_only_and_says_the_disk_is_full(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "felt.db"
    saved = _saved_session(path)
    connect = dbmod.connect

    def full(where: Path, read_only: bool = False) -> Any:
        if not read_only:  # writing the WAL switch or a migration step finds no room
            raise StorageError("disk_full", f"{where}: database or disk is full",
                               path=str(where))
        return connect(where, read_only)

    monkeypatch.setattr(dbmod, "connect", full)
    store, problem = Store.open_safely(path)
    with store:
        assert problem is not None and problem.code == "disk_full"
        assert store.read_only and store.latest_session_id() == saved


def test_a_dangling_database_link_is_named_and_nothing_is_created_where_it_points(
        tmp_path: Path) -> None:
    path = tmp_path / "felt.db"
    target = tmp_path / "unmounted" / "felt.db"
    path.symlink_to(target)
    with pytest.raises(StorageError) as refused:
        Store.open(path).close()
    assert refused.value.code == "dangling_link"
    store, problem = Store.open_safely(path)
    with store:
        assert problem is not None and problem.code == "dangling_link"
        assert problem.details["target"] == str(target)
        assert store.path is None  # plays in memory, says why
    assert not target.exists() and path.is_symlink()

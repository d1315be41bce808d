"""Opening the saved-games database safely: where it lives, its schema, and its faults.

A database that cannot be used (corrupt, cut short, written by a newer Felt) is never
overwritten or deleted: it is moved aside next to itself under a name that says why, and a
fresh one takes its place. A second running Felt is kept out by a lock file and gets the
database read-only. Every step of :data:`MIGRATIONS` is one transaction, so an old database is
brought up to date in place without ever being half-migrated.

Tests: tests/engine/storage/grades/test_grading_job.py,
tests/engine/storage/grades/test_grading_mark.py, tests/engine/storage/imported/test_player_rake.py
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO

from engine.core.errors import StorageError
from engine.storage.drill_schema import create_drill_answers
from engine.storage.grades.grading_schema import add_grade_judges
from engine.storage.grades.grading_schema import create_grades
from engine.storage.grades.grading_schema import create_grading_mark
from engine.storage.grades.spot_schema import create_spot_schedule
from engine.storage.history_schema import add_history_indexes
from engine.storage.history_schema import create_set_aside
from engine.storage.imported.import_schema import add_content_keys
from engine.storage.imported.import_schema import add_import_details
from engine.storage.imported.import_schema import add_jackpot_fees
from engine.storage.imported.import_schema import add_player_rake
from engine.storage.imported.import_schema import add_raw_keys
from engine.storage.imported.import_schema import create_imported_hands
from engine.storage.imported.import_schema import index_raw_keys
from engine.storage.seat_schema import add_seat_figures
from engine.storage.solver_schema import create_solved_spots
from engine.storage.tournaments.tournament_schema import create_tournaments

DB_NAME = "felt.db"
_MAGIC = b"SQLite format 3\x00"

Migration = Callable[[sqlite3.Connection], None]


def _script(db: sqlite3.Connection, sql: str) -> None:
    """Run statements inside the open transaction (``executescript`` would commit first)."""
    for statement in sql.split(";"):
        if statement.strip():
            db.execute(statement)


def _v1(db: sqlite3.Connection) -> None:
    _script(db, """
        CREATE TABLE sessions (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            created REAL NOT NULL,
            last_played REAL NOT NULL,
            config TEXT NOT NULL,          -- TableConfig as JSON
            names TEXT NOT NULL,           -- [name or null] by seat
            person_seat INTEGER,
            bots TEXT NOT NULL,            -- {seat: kind}
            seed TEXT NOT NULL,            -- up to 64 bits, more than SQLite's signed integer
            setup TEXT NOT NULL,           -- what the window needs to show it again (JSON)
            variant TEXT NOT NULL,
            hands_played INTEGER NOT NULL DEFAULT 0,
            person_stack INTEGER,
            stacks TEXT NOT NULL DEFAULT '{}',
            finished INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE log (
            session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            entry TEXT NOT NULL,
            PRIMARY KEY (session_id, seq)
        ) WITHOUT ROWID;
        CREATE TABLE hands (
            session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            hand_number INTEGER NOT NULL,
            played_at REAL NOT NULL,
            button INTEGER NOT NULL,
            board TEXT NOT NULL,
            players TEXT NOT NULL,         -- [SeatResult] in hand order
            person_seat INTEGER,
            result TEXT,                   -- the person's: won, lost, even, or NULL if not dealt in
            category INTEGER,              -- the main pot's winning category at showdown
            data TEXT NOT NULL,            -- HandData: rebuilds the hand exactly
            PRIMARY KEY (session_id, hand_number)
        ) WITHOUT ROWID;
        CREATE INDEX hands_result ON hands(result);
        CREATE TABLE hand_players (
            session_id INTEGER NOT NULL,
            hand_number INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            is_person INTEGER NOT NULL,
            net INTEGER NOT NULL,
            vpip INTEGER NOT NULL,
            pfr INTEGER NOT NULL,
            aggressive INTEGER NOT NULL,
            passive INTEGER NOT NULL,
            showdown INTEGER NOT NULL,
            won_showdown INTEGER NOT NULL,
            PRIMARY KEY (session_id, hand_number, seat),
            FOREIGN KEY (session_id, hand_number) REFERENCES hands(session_id, hand_number)
                ON DELETE CASCADE
        ) WITHOUT ROWID;
    """)


def _v2(db: sqlite3.Connection) -> None:
    """Snapshots: a session's whole state between hands, so a resume replays only the tail."""
    _script(db, """
        CREATE TABLE snapshots (
            session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            log_position INTEGER NOT NULL, -- log entries the snapshot stands after
            hand_number INTEGER NOT NULL,  -- the last hand wrapped up before it
            created REAL NOT NULL,
            data BLOB NOT NULL             -- engine.play.session.GameSession.snapshot (a pickle)
        );
        CREATE UNIQUE INDEX snapshots_position ON snapshots(session_id, log_position);
    """)


def _v3(db: sqlite3.Connection) -> None:
    """Snapshots become plain JSON text; the pickled ones of step 2 are dropped unread.

    A pickle runs whatever it names when loaded, and ``felt.db`` may come from anyone, so no
    version of Felt from this step on reads a pickle from disk. Dropping them loses nothing:
    a session without a snapshot continues by replaying its log, and takes new snapshots.
    """
    _script(db, """
        DROP TABLE snapshots;
        CREATE TABLE snapshots (
            session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            log_position INTEGER NOT NULL, -- log entries the snapshot stands after
            hand_number INTEGER NOT NULL,  -- the last hand wrapped up before it
            created REAL NOT NULL,
            data TEXT NOT NULL             -- engine.play.session.GameSession.snapshot as JSON
        );
        CREATE UNIQUE INDEX snapshots_position ON snapshots(session_id, log_position);
    """)


MIGRATIONS: list[Migration] = [_v1, _v2, _v3, create_drill_answers, create_imported_hands,
                              add_import_details, add_content_keys, add_history_indexes,
                              create_set_aside, add_raw_keys, add_seat_figures, create_grades,
                              add_player_rake, create_spot_schedule, create_tournaments,
                              add_jackpot_fees, create_grading_mark, index_raw_keys,
                              create_solved_spots, add_grade_judges]
"""Step ``k`` brings a database from version ``k`` to ``k + 1``; never edit a released step."""

SCHEMA_VERSION = len(MIGRATIONS)


def data_dir() -> Path:
    """``FELT_DATA_DIR`` if set, else the person's data folder for Felt."""
    env = os.environ.get("FELT_DATA_DIR")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_data_dir("Felt", appauthor=False))


def default_path() -> Path:
    return data_dir() / DB_NAME


def check_readable(path: Path) -> None:
    """``path``'s folder can be entered and read (whether ``path`` exists or not).

    A folder of another user's, or one whose rights were taken away, made every look at a
    file in it raise ``PermissionError``, and Felt ended in a traceback before any window.

    :raises StorageError: ``unreadable``, saying the folder and why.
    """
    folder = path.parent
    try:
        path.is_symlink()  # looks into the folder: raises when it cannot be entered
        if folder.is_dir() and not os.access(folder, os.R_OK | os.X_OK):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(folder))
    except OSError as exc:
        raise StorageError("unreadable", f"{folder} cannot be read "
                           f"({exc.strerror or exc.__class__.__name__})",
                           path=str(path)) from exc


# ---------------------------------------------------------------------- the lock


class FileLock:
    """An exclusive lock held while a Felt writes the database (released when it dies)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[bytes] | None = None

    def acquire(self) -> bool:
        handle = open(self.path, "a+b")  # noqa: SIM115 - held open as long as the lock
        try:
            if os.name == "nt":
                import msvcrt

                msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
            else:
                import fcntl

                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            return False
        self._file = handle
        return True

    def release(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


# ---------------------------------------------------------------------- checks


def _check_header(path: Path) -> None:
    """Cheap checks before SQLite sees the file: a readable file, the magic string and the
    declared length.

    :raises StorageError: ``not_a_file`` (a folder or a device where the database belongs),
        ``unreadable`` (no permission), ``corrupt``, ``truncated``.
    """
    try:
        info = path.stat()
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StorageError("unreadable", f"{path}: {exc.strerror}", path=str(path)) from exc
    if not stat.S_ISREG(info.st_mode):
        raise StorageError("not_a_file", f"{path} is not a file", path=str(path))
    size = info.st_size
    try:
        with open(path, "rb") as f:
            header = f.read(100)
    except OSError as exc:
        raise StorageError("unreadable", f"{path}: {exc.strerror}", path=str(path)) from exc
    if size == 0:
        return  # SQLite treats an empty file as a new database
    if len(header) < 100 or not header.startswith(_MAGIC):
        code = "truncated" if _MAGIC.startswith(header[:16]) and len(header) < 100 else "corrupt"
        raise StorageError(code, f"{path} is not a Felt database", path=str(path))
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    if page_size and pages and size < page_size * pages:
        raise StorageError("truncated", f"{path} is cut short ({size} of "
                           f"{page_size * pages} bytes)", path=str(path))


def _version(db: sqlite3.Connection) -> int:
    """The schema version a Felt wrote (0 for an empty database).

    :raises StorageError: ``foreign`` for a database with tables but no version, ``corrupt``
        for a version that is not one whole number.
    """
    row = db.execute("SELECT name FROM sqlite_master WHERE name='schema_version'").fetchone()
    if row is None:
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if tables:
            raise StorageError("foreign", "the database is not Felt's (no schema version)")
        return 0
    found = db.execute("SELECT version FROM schema_version").fetchall()
    if len(found) != 1 or len(found[0]) != 1:
        raise StorageError("corrupt", "the schema version is missing")
    version = found[0][0]
    if not isinstance(version, int) or version < 1:
        raise StorageError("corrupt", f"the schema version {version!r} is not a number")
    return version


def layout(db: sqlite3.Connection) -> dict[str, tuple[tuple[str, str], ...]]:
    """Every table (its columns and their declared types) and index (its columns): the
    shape that tells Felt's database from another program's."""
    shape: dict[str, tuple[tuple[str, str], ...]] = {}
    for name, kind in db.execute("SELECT name, type FROM sqlite_master WHERE type IN "
                                 "('table', 'index') AND name NOT LIKE 'sqlite_%'"):
        pragma = "table_xinfo" if kind == "table" else "index_info"
        quoted = str(name).replace("'", "''")
        columns = db.execute(f"PRAGMA {pragma}('{quoted}')").fetchall()
        shape[f"{kind} {name}"] = tuple(
            (str(c[1]), str(c[2])) if kind == "table" else (str(c[2]), "") for c in columns)
    return shape


_LAYOUTS: dict[tuple[Migration, ...], dict[str, tuple[tuple[str, str], ...]]] = {}


def expected_layout(version: int) -> dict[str, tuple[tuple[str, str], ...]]:
    """The tables Felt's migrations make up to ``version`` (built once in memory)."""
    steps = tuple(MIGRATIONS[:version])
    if steps not in _LAYOUTS:
        scratch = sqlite3.connect(":memory:", isolation_level=None)
        try:
            migrate(scratch, 0, version)
            _LAYOUTS[steps] = layout(scratch)
        finally:
            scratch.close()
    return _LAYOUTS[steps]


def _check_felt(db: sqlite3.Connection, path: Path, version: int) -> None:
    """A database with Felt's version number must also have Felt's tables, column for column.

    Why: a foreign program's database can happen to have a ``sessions`` table and a version
    row; writing to it would fail at the first save (nothing saved, no word) or worse, change
    someone else's file.
    """
    if version > SCHEMA_VERSION or version == 0:
        return
    if layout(db) != expected_layout(version):
        raise StorageError("foreign", f"{path} is not a Felt database", path=str(path))


def translate(exc: sqlite3.Error, path: Path) -> StorageError:
    """An SQLite error as a :class:`StorageError` with one of the documented codes."""
    text = str(exc).lower()
    if "locked" in text or "busy" in text:
        code = "locked"
    elif "full" in text:
        code = "disk_full"
    elif "readonly" in text or "read-only" in text or "permission" in text:
        code = "read_only"
    elif "malformed" in text or "not a database" in text or "corrupt" in text:
        code = "corrupt"
    elif "unable to open" in text:
        code = "read_only"
    else:
        code = "write_failed"
    return StorageError(code, f"{path}: {exc}", path=str(path))


def connect(path: Path, read_only: bool = False) -> sqlite3.Connection:
    """Open, check and migrate the database at ``path``.

    Nothing is written to the file (not even the switch to WAL mode) before it is known to
    be Felt's: its schema version and its tables checked.

    :raises StorageError: ``corrupt``, ``truncated``, ``foreign``, ``newer_version``,
        ``not_a_file``, ``unreadable``, ``locked``, ``read_only`` (the folder cannot be
        written), ``read_only_file`` (the database file itself cannot be written).
    """
    _check_header(path)
    if not read_only and path.exists() and not os.access(path, os.W_OK):
        raise StorageError("read_only_file", f"{path} cannot be written", path=str(path))
    try:
        if read_only:
            db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=2.0,
                                 isolation_level=None, check_same_thread=False)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(path, timeout=2.0, isolation_level=None,
                                 check_same_thread=False)
    except (sqlite3.Error, OSError) as exc:
        if isinstance(exc, OSError):
            raise StorageError("read_only", f"{path}: {exc.strerror}", path=str(path)) from exc
        raise translate(exc, path) from exc
    try:
        db.execute("PRAGMA foreign_keys = ON")
        check = db.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise StorageError("corrupt", f"{path}: {check}", path=str(path))
        version = _version(db)
        if version > SCHEMA_VERSION:
            raise StorageError("newer_version",
                               f"{path} was written by a newer Felt (schema {version})",
                               path=str(path), version=version)
        _check_felt(db, path, version)
        if not read_only:
            mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StorageError("read_only", f"{path}: cannot use WAL mode", path=str(path))
            # A pulled plug must not lose a committed action either.
            db.execute("PRAGMA synchronous = FULL")
            migrate(db, version)
        elif version < SCHEMA_VERSION:
            raise StorageError("read_only", f"{path} needs an update it cannot get read-only",
                               path=str(path))
    except StorageError:
        db.close()
        raise
    except sqlite3.Error as exc:
        db.close()
        raise translate(exc, path) from exc
    return db


def migrate(db: sqlite3.Connection, version: int, up_to: int | None = None) -> None:
    """Run the steps from ``version`` up to ``up_to`` (the current version by default)."""
    for target in range(version, SCHEMA_VERSION if up_to is None else up_to):
        db.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[target](db)
            if target == 0:
                db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
                db.execute("INSERT INTO schema_version VALUES (?)", (target + 1,))
            else:
                db.execute("UPDATE schema_version SET version = ?", (target + 1,))
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise


def set_aside(path: Path, code: str) -> Path | None:
    """Move a database that cannot be used (and its journal files) to a new name beside it.

    :return: the new path of the database file, or ``None`` if it could not be moved.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{code}-{stamp}")
    k = 1
    while target.exists():
        k += 1
        target = path.with_name(f"{path.name}.{code}-{stamp}-{k}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    for suffix in ("-wal", "-shm"):
        source = Path(str(path) + suffix)
        if source.exists():
            with contextlib.suppress(OSError):
                os.replace(source, Path(str(target) + suffix))
    return target

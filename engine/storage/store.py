"""The saved games: sessions, their logs and their hands, in one SQLite database.

Every write is one transaction committed at once (WAL mode, full sync), so a crash or a killed
process loses at most the step that was being written and never damages what was saved. A
session is rebuilt by replaying its log (:mod:`engine.storage.recorder`); hands are stored in a form
that replays exactly (:class:`~engine.storage.hands.HandData`).

Tests: tests/engine/storage/grades/test_grading_imports.py,
tests/engine/storage/grades/test_grading_mark.py, tests/engine/storage/grades/test_leak_stats.py
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Mapping
from collections.abc import Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from dataclasses import field
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import engine.storage.db as dbmod
from engine.core.errors import StorageError
from engine.play.session_log import LogEntry
from engine.rules.events import HandEvent
from engine.rules.table import TableConfig
from engine.storage.codec import config_from_json
from engine.storage.codec import config_to_json
from engine.storage.codec import entry_from_json
from engine.storage.codec import entry_to_json
from engine.storage.codec import setup_from_json
from engine.storage.codec import strict_json
from engine.storage.codec import variant_of
from engine.storage.hands import HandData
from engine.storage.hands import HandRecord
from engine.storage.hands import ImportOrigin
from engine.storage.hands import players_from_json
from engine.storage.hands import players_to_json


@dataclass(frozen=True, slots=True)
class SessionSpec:
    """What a session is started with; with the log it rebuilds the session.

    :param setup: free-form settings of the window (the New Game dialog's choices) kept so
        the same window can be shown again; the engine does not read it.
    """

    config: TableConfig
    names: tuple[str | None, ...]  # by seat; None for an empty seat
    person_seat: int | None
    bots: Mapping[int, str]
    seed: int
    name: str = ""
    setup: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A session's state after ``log_position`` log entries (:meth:`GameSession.snapshot`).

    ``data`` is JSON text; a row holding anything else (bytes: an old pickled snapshot, or a
    planted one) is given as it is and never decoded (see the recorder's ``_from_snapshot``).
    """

    log_position: int
    hand_number: int
    data: str | bytes


SET_ASIDE = frozenset({"corrupt", "truncated", "newer_version", "foreign", "not_a_file"})
"""Faults :meth:`Store.open_safely` answers by moving the file aside and starting afresh."""

_READ_ONLY_FALLBACK = frozenset({"read_only", "disk_full"})
"""Faults at opening after which a database file that is there is opened read-only."""

IMPORTED = 0
"""The ``session_id`` of imported hands in :class:`HandRecord` (no session has id 0);
their ``hand_number`` is their row in ``imported_hands``."""

KEEP_SNAPSHOTS = 2
"""Snapshots kept per session (the newest ones); older ones are deleted as new ones come."""


@dataclass(frozen=True, slots=True)
class SessionSummary:
    """A line of the sessions list."""

    id: int
    name: str
    created: float  # seconds since the epoch
    last_played: float
    variant: str  # nl, pl, fl, short
    players: tuple[str, ...]  # names in seat order
    person_name: str | None
    hands_played: int
    person_stack: int | None  # after the last finished hand
    stacks: Mapping[int, int]  # seat -> chips after the last finished hand
    finished: bool  # the game is over (nothing to continue)


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's figures over one session or all of them (grouped by name).

    ``vpip`` and ``pfr`` are fractions of hands dealt; ``aggression`` is post-flop bets and
    raises per call (``None`` without a call); ``showdowns_won`` counts showdowns that won chips.

    Results never add different units: ``net`` is Felt's chips (its own games only),
    ``money`` the imported hands' results per currency (exact decimals in the file's units;
    hands without a currency, play money and tournaments, have none), and ``big_blinds``
    every hand's result in its own big blinds, the one figure that adds across stakes.
    ``rake`` is what the sites took from the pots the player won in imported cash hands, per
    currency (rake and jackpot fees alike; Felt's own games take none); ``jackpot`` is the
    part of it the files named as jackpot (bad-beat) fees.
    """

    name: str
    is_person: bool
    hands: int
    vpip: float
    pfr: float
    aggression: float | None
    showdowns: int
    showdowns_won: int
    net: int
    big_blinds: float = 0.0
    money: tuple[tuple[str, Decimal], ...] = ()  # (currency, total) by currency code
    imported_hands: int = 0
    rake: tuple[tuple[str, Decimal], ...] = ()  # what sites took of his winnings, by currency
    jackpot: tuple[tuple[str, Decimal], ...] = ()  # of which jackpot fees, by currency

    @property
    def felt_hands(self) -> int:
        """Hands of Felt's own games (their chips are ``net``)."""
        return self.hands - self.imported_hands

    @property
    def bb_per_100(self) -> float:
        """Big blinds won per hundred hands, the usual measure across stakes."""
        return self.big_blinds * 100 / self.hands if self.hands else 0.0


class Store:
    """The database of saved games. Use :meth:`open` or :meth:`open_safely`.

    :ivar read_only: this Felt may not write (a second Felt holds the database).
    """

    def __init__(self, conn: sqlite3.Connection, path: Path | None, read_only: bool,
                 lock: dbmod.FileLock | None) -> None:
        self._db = conn
        self.path = path
        self.read_only = read_only
        self._lock = lock
        # The window imports on a thread of its own while a game records on another, both
        # through this one connection: one transaction at a time.
        self._writing = threading.RLock()

    # ------------------------------------------------------------------ opening

    @classmethod
    def open(cls, path: Path | str | None = None, read_only: bool = False) -> Store:
        """Open (or create) the database; ``path`` defaults to ``felt.db`` in the data folder.

        :raises StorageError: ``unreadable`` (its folder cannot be entered or read: the
            person has no right to it), ``locked`` (another Felt writes it), ``corrupt``,
            ``truncated``, ``newer_version``, ``read_only`` (cannot write the folder),
            ``dangling_link`` (``felt.db`` is a link to nothing: SQLite would quietly start
            an empty database where it points, and the saved games on a drive not mounted
            now would look lost).
        """
        where = Path(path) if path is not None else dbmod.default_path()
        dbmod.check_readable(where)
        if where.is_symlink() and not where.exists():
            raise StorageError("dangling_link", f"{where} is a link to "
                               f"{os.readlink(where)}, which does not exist",
                               path=str(where), target=os.readlink(where))
        lock = None
        if not read_only:
            try:
                where.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StorageError("read_only", f"{where.parent}: {exc.strerror}",
                                   path=str(where)) from exc
            lock = dbmod.FileLock(Path(str(where) + ".lock"))
            try:
                got = lock.acquire()
            except OSError as exc:
                raise StorageError("read_only", f"{where}: {exc.strerror}",
                                   path=str(where)) from exc
            if not got:
                raise StorageError("locked", f"{where} is in use by another Felt",
                                   path=str(where))
        try:
            conn = dbmod.connect(where, read_only)
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        return cls(conn, where, read_only, lock)

    @classmethod
    def in_memory(cls) -> Store:
        """A database that lives as long as the process (when no file can be used)."""
        conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA foreign_keys = ON")
        dbmod.migrate(conn, 0)
        return cls(conn, None, False, None)

    @classmethod
    def open_safely(cls, path: Path | str | None = None) -> tuple[Store, StorageError | None]:
        """Open the database whatever state it is in; Felt always gets a store to play with.

        A database that is not usable as Felt's (:data:`SET_ASIDE`: corrupt, cut short,
        newer, another program's, or not a file at all) is moved aside
        (``details['moved_to']``) and a fresh one created; a locked one or one whose file
        cannot be written is opened read-only; an unreadable one is left alone, and like a
        folder that cannot be written gives a store in memory. The error says what
        happened, for a message to the person; :func:`saves_nothing` tells whether it lasts.
        A database in a folder that cannot be written, or on a full disk, is opened
        read-only when it can be, so that its saved games are shown and can be continued
        (without saving) instead of looking lost.
        """
        where = Path(path) if path is not None else dbmod.default_path()
        try:
            return cls.open(where), None
        except StorageError as exc:
            problem = exc
        if problem.code in ("locked", "read_only_file") or (
                problem.code in _READ_ONLY_FALLBACK and where.is_file()):
            try:
                return cls.open(where, read_only=True), problem
            except StorageError:
                return cls.in_memory(), problem
        if problem.code in SET_ASIDE:
            moved = dbmod.set_aside(where, problem.code)
            if moved is not None:
                problem.details["moved_to"] = str(moved)
                try:
                    return cls.open(where), problem
                except StorageError as again:
                    return cls.in_memory(), again
        return cls.in_memory(), problem

    @property
    def saves(self) -> bool:
        """What is played is kept after Felt ends (a file, writable)."""
        return self.path is not None and not self.read_only

    def close(self) -> None:
        self._db.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def writing(self) -> Iterator[sqlite3.Connection]:
        """One transaction: committed at once, or rolled back leaving the file as it was.

        The one way anything writes the database (the feature modules of ``engine/storage``
        write their own tables through it); its lock keeps the window's import thread and
        the game's recorder from writing at once.

        :raises StorageError: ``read_only``, ``locked``, ``disk_full``, ``corrupt``,
            ``write_failed``.
        """
        where = self.path or Path(":memory:")
        if self.read_only:
            raise StorageError("read_only", "this Felt opened the saved games read-only",
                               path=str(where))
        db = self._db
        with self._writing:
            try:
                db.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise dbmod.translate(exc, where) from exc
            try:
                yield db
                db.execute("COMMIT")
            except sqlite3.Error as exc:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                raise dbmod.translate(exc, where) from exc
            except BaseException:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                raise

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """The connection for reads that take more than one statement; an SQLite error in
        them comes out as a :class:`StorageError` (``locked``, ``corrupt``...), as from
        :meth:`query`. Nothing is written through it (:meth:`writing` does that)."""
        try:
            yield self._db
        except sqlite3.Error as exc:
            raise dbmod.translate(exc, self.path or Path(":memory:")) from exc

    def query(self, sql: str, args: Sequence[Any] = ()) -> list[Any]:
        """Every row one statement gives (the feature modules of ``engine/storage`` read
        their own tables through it)."""
        with self.reading() as db:
            return db.execute(sql, args).fetchall()

    # ------------------------------------------------------------------ sessions

    def create_session(self, spec: SessionSpec, now: float | None = None) -> int:
        """Store a new session (before its first hand) and return its id."""
        with self.writing() as db:
            return _insert_session(db, spec, now if now is not None else time.time())

    def append(self, session_id: int, first_seq: int, entries: Sequence[LogEntry],
               hands: Sequence[HandRecord] = (), summary: Mapping[str, Any] | None = None,
               snapshot: Snapshot | None = None,
               before_commit: Callable[[], None] | None = None) -> None:
        """Save log entries (numbered from ``first_seq``), finished hands, the new summary
        and a snapshot in one transaction; nothing is saved if any of it fails.

        :param summary: ``hands_played``, ``stacks`` ({seat: chips}), ``person_stack``,
            ``finished``.
        :param snapshot: replaces the oldest of the session's snapshots beyond
            :data:`KEEP_SNAPSHOTS`; its position must not be past the log once saved.
        :param before_commit: called inside the transaction just before it commits (the
            kill test uses it to be killed while a snapshot is being written).
        :raises StorageError: ``disk_full``, ``read_only``, ``locked``, ``write_failed``.
        """
        with self.writing() as db:
            now = time.time()
            _append(db, session_id, first_seq, entries, hands, summary, now)
            if snapshot is not None:
                if snapshot.log_position > first_seq + len(entries):
                    raise ValueError("a snapshot cannot stand after the saved log")
                db.execute("INSERT OR REPLACE INTO snapshots (session_id, log_position, "
                           "hand_number, created, data) VALUES (?, ?, ?, ?, ?)",
                           (session_id, snapshot.log_position, snapshot.hand_number, now,
                            snapshot.data))
                db.execute("DELETE FROM snapshots WHERE session_id = ? AND log_position NOT IN "
                           "(SELECT log_position FROM snapshots WHERE session_id = ? "
                           "ORDER BY log_position DESC LIMIT ?)",
                           (session_id, session_id, KEEP_SNAPSHOTS))
            if before_commit is not None:
                before_commit()

    def take_back(self, session_id: int, length: int) -> None:
        """Keep only the first ``length`` log entries of a session (a practice game took
        back the person's last action; no hand after ``length`` is stored yet)."""
        with self.writing() as db:
            db.execute("DELETE FROM log WHERE session_id = ? AND seq >= ?", (session_id, length))
            db.execute("DELETE FROM snapshots WHERE session_id = ? AND log_position > ?",
                       (session_id, length))

    def latest_snapshot(self, session_id: int, log_length: int) -> Snapshot | None:
        """The newest snapshot of a session standing within its first ``log_length`` entries."""
        rows = self.query("SELECT log_position, hand_number, data FROM snapshots "
                          "WHERE session_id = ? AND log_position <= ? "
                          "ORDER BY log_position DESC LIMIT 1", (session_id, log_length))
        if not rows:
            return None
        position, number, data = rows[0]
        return Snapshot(int(position), int(number),
                        data if isinstance(data, str) else bytes(data or b""))

    def snapshot_positions(self, session_id: int) -> list[tuple[int, int]]:
        """``(log_position, hand_number)`` of a session's snapshots, oldest first."""
        rows = self.query("SELECT log_position, hand_number FROM snapshots "
                          "WHERE session_id = ? ORDER BY log_position", (session_id,))
        return [(int(p), int(n)) for p, n in rows]

    def list_sessions(self) -> list[SessionSummary]:
        """Every session, the most recently played first."""
        rows = self.query(f"SELECT {_SUMMARY_COLUMNS} FROM sessions "
                          "ORDER BY last_played DESC, id DESC")
        with decoding("sessions list"):
            return [_summary(row) for row in rows]

    def summary(self, session_id: int) -> SessionSummary:
        rows = self.query(f"SELECT {_SUMMARY_COLUMNS} FROM sessions WHERE id = ?",
                          (session_id,))
        if not rows:
            raise _missing(session_id)
        with decoding(f"session {session_id}"):
            return _summary(rows[0])

    def spec(self, session_id: int) -> SessionSpec:
        """How the session was started (to replay it)."""
        rows = self.query("SELECT config, names, person_seat, bots, seed, name, setup "
                          "FROM sessions WHERE id = ?", (session_id,))
        if not rows:
            raise _missing(session_id)
        config, names, person, bots, seed, name, setup = rows[0]
        try:
            window_setup = setup_from_json(strict_json(setup))
        except StorageError:  # only the window reads it, and it can rebuild it from the rest
            window_setup = {}
        with decoding(f"session {session_id}"):
            return SessionSpec(config_from_json(strict_json(config)),
                               tuple(json.loads(names)), person,
                               {int(k): v for k, v in json.loads(bots).items()},
                               int(seed), name, window_setup)

    def latest_session_id(self, unfinished_only: bool = False) -> int | None:
        """The most recently played session (only one that is not over, if asked)."""
        where = "WHERE finished = 0 " if unfinished_only else ""
        rows = self.query(f"SELECT id FROM sessions {where}"
                          "ORDER BY last_played DESC, id DESC LIMIT 1")
        return int(rows[0][0]) if rows else None

    def rename(self, session_id: int, name: str) -> None:
        with self.writing() as db:
            if db.execute("UPDATE sessions SET name = ? WHERE id = ?",
                          (name, session_id)).rowcount == 0:
                raise _missing(session_id)

    def delete(self, session_id: int) -> None:
        """Remove a session with its log and hands."""
        with self.writing() as db:
            if db.execute("DELETE FROM sessions WHERE id = ?", (session_id,)).rowcount == 0:
                raise _missing(session_id)

    def log(self, session_id: int) -> list[LogEntry]:
        rows = self.query("SELECT entry FROM log WHERE session_id = ? ORDER BY seq",
                          (session_id,))
        with decoding(f"log of session {session_id}"):
            return [entry_from_json(strict_json(r[0])) for r in rows]

    def readable_log(self, session_id: int) -> tuple[list[LogEntry], str | None]:
        """The log up to its first entry that cannot be read, and why (``None``: all read)."""
        rows = self.query("SELECT seq, entry FROM log WHERE session_id = ? ORDER BY seq",
                          (session_id,))
        out: list[LogEntry] = []
        for seq, text in rows:
            try:
                with decoding(f"log entry {seq} of session {session_id}"):
                    out.append(entry_from_json(strict_json(text)))
            except StorageError as exc:
                return out, str(exc)
        return out, None

    def set_aside_tail(self, session_id: int, keep: int, last_hand: int, reason: str,
                       summary: Mapping[str, Any]) -> int:
        """Keep the first ``keep`` log entries and the hands up to ``last_hand``; move the
        later entries and hands, unchanged, to the ``set_aside`` table with ``reason``.

        :param summary: the session's summary after the kept part (see :meth:`append`).
        :return: how many log entries were moved.
        """
        now = time.time()
        with self.writing() as db:
            moved = db.execute(
                "INSERT INTO set_aside SELECT session_id, 'log', seq, entry, ?, ? FROM log "
                "WHERE session_id = ? AND seq >= ?", (now, reason, session_id, keep)).rowcount
            db.execute(
                "INSERT INTO set_aside SELECT session_id, 'hand', hand_number, json_array("
                f"{HAND_COLUMNS}), ?, ? FROM hands WHERE session_id = ? AND hand_number > ?",
                (now, reason, session_id, last_hand))
            db.execute("DELETE FROM log WHERE session_id = ? AND seq >= ?", (session_id, keep))
            db.execute("DELETE FROM hands WHERE session_id = ? AND hand_number > ?",
                       (session_id, last_hand))
            db.execute("DELETE FROM snapshots WHERE session_id = ? AND (log_position > ? OR "
                       "hand_number > ?)", (session_id, keep, last_hand))
            _append(db, session_id, keep, [], [], summary, now)
        return int(moved)

    # ------------------------------------------------------------------ hands

    def hands(self, session_id: int | None = None, result: str | None = None,
              category: int | None = None, player: str | None = None,
              damaged: list[DamagedHand] | None = None) -> list[HandRecord]:
        """Hands of the history, oldest first: the sessions' hands, then the imported ones.

        :param session_id: only this session's (:data:`IMPORTED`: only imported hands).
        :param result: only hands the person ``won``, ``lost`` or broke ``even`` in (in an
            imported hand the person is a player named in :meth:`me_names`).
        :param category: only hands whose main pot was won at showdown with this category
            (0 high card .. 9 royal flush).
        :param player: only hands this player (by name) was dealt into.
        :param damaged: given, a hand whose row cannot be read (a damaged database) is left
            out and added to it, and the others are returned; without it such a row raises.
        :raises StorageError: ``bad_row``.
        """
        out: list[HandRecord] = []
        if session_id != IMPORTED:
            clauses: list[str] = []
            args: list[Any] = []
            if session_id is not None:
                clauses.append("session_id = ?")
                args.append(session_id)
            if result is not None:
                clauses.append("result = ?")
                args.append(result)
            if category is not None:
                clauses.append("category = ?")
                args.append(category)
            if player is not None:
                clauses.append("EXISTS (SELECT 1 FROM hand_players p WHERE p.session_id = "
                               "hands.session_id AND p.hand_number = hands.hand_number "
                               "AND p.name = ?)")
                args.append(player)
            where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
            rows = self.query(f"SELECT {HAND_COLUMNS} FROM hands {where} "
                              "ORDER BY session_id, hand_number", args)
            out = _decoded(rows, hand_of_row, damaged)
        if session_id is None or session_id == IMPORTED:
            out.extend(self._imported(result, category, player, damaged=damaged))
        return out

    def _imported(self, result: str | None, category: int | None, player: str | None,
                  hand_id: int | None = None, damaged: list[DamagedHand] | None = None
                  ) -> list[HandRecord]:
        clauses: list[str] = []
        args: list[Any] = []
        if hand_id is not None:
            clauses.append("id = ?")
            args.append(hand_id)
        if category is not None:
            clauses.append("category = ?")
            args.append(category)
        if player is not None:
            clauses.append("id IN (SELECT hand FROM imported_players WHERE name = ?)")
            args.append(player)
        where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
        rows = self.query(f"SELECT {IMPORTED_COLUMNS} FROM imported_hands {where} "
                          "ORDER BY played_at, id", args)
        me = set(self.me_names())
        hands = _decoded(rows, lambda row: imported_hand_of_row(row, me), damaged)
        return [h for h in hands if result is None or h.result == result]

    def hand(self, session_id: int, hand_number: int) -> HandRecord:
        if session_id == IMPORTED:
            found = self._imported(None, None, None, hand_number)
            if not found:
                raise StorageError("not_found", f"no imported hand {hand_number}",
                                   session_id=session_id, hand_number=hand_number)
            return found[0]
        rows = self.query(f"SELECT {HAND_COLUMNS} FROM hands "
                          "WHERE session_id = ? AND hand_number = ?", (session_id, hand_number))
        if not rows:
            raise StorageError("not_found", f"no hand {hand_number} in session {session_id}",
                               session_id=session_id, hand_number=hand_number)
        with decoding(f"hand {hand_number}"):
            return hand_of_row(rows[0])

    def hand_events(self, session_id: int, hand_number: int) -> list[HandEvent]:
        """The events of a stored hand, as the table showed them (for the replayer)."""
        return self.hand(session_id, hand_number).events()

    def imported_count(self) -> int:
        return int(self.query("SELECT count(*) FROM imported_hands")[0][0])

    # ------------------------------------------------------------------ the person elsewhere

    def me_names(self) -> list[str]:
        """The names the person plays as on other sites (their imported hands are theirs)."""
        return [str(r[0]) for r in self.query("SELECT name FROM me_names ORDER BY name")]

    def set_me_names(self, names: Sequence[str]) -> None:
        with self.writing() as db:
            db.execute("DELETE FROM me_names")
            db.executemany("INSERT OR IGNORE INTO me_names VALUES (?)",
                           [(n,) for n in names if n])

    # ------------------------------------------------------------------ statistics

    def stats(self, session_id: int | None = None) -> list[PlayerStats]:
        """Figures per player over one session, or over all sessions (players by name).

        Imported hands count for the names marked as the person's (:meth:`me_names`) when
        all sessions are asked for (or ``session_id`` is :data:`IMPORTED`).
        """
        counts = "p.vpip, p.pfr, p.aggressive, p.passive, p.showdown, p.won_showdown"
        parts: list[str] = []
        args: list[Any] = []
        if session_id != IMPORTED:
            where = "WHERE p.session_id = ?" if session_id is not None else ""
            parts.append(
                f"SELECT p.name, p.is_person, {counts}, p.net AS chips, "
                "p.net * 1.0 / json_extract(h.data, '$.config.big_blind') AS bb, "
                "NULL AS currency, 0 AS money, 1 AS scale, 0 AS imported FROM hand_players p "
                "JOIN hands h ON h.session_id = p.session_id AND h.hand_number = p.hand_number "
                f"{where}")
            if session_id is not None:
                args.append(session_id)
        if session_id is None or session_id == IMPORTED:
            parts.append(
                f"SELECT p.name, 1 AS is_person, {counts}, 0 AS chips, "
                "p.net * 1.0 / (h.scale * CAST(h.big_blind AS REAL)) AS bb, "
                # a tournament's chips are not its buy-in's currency
                "CASE WHEN h.tournament IS NULL THEN h.currency END AS currency, p.net AS money, "
                "h.scale AS scale, 1 AS imported FROM imported_players p "
                "JOIN imported_hands h ON h.id = p.hand "
                "WHERE p.name IN (SELECT name FROM me_names)")
        union = " UNION ALL ".join(parts)
        rows = self.query(
            "SELECT name, max(is_person), count(*), sum(vpip), sum(pfr), sum(aggressive), "
            "sum(passive), sum(showdown), sum(won_showdown), sum(chips), total(bb), "
            f"sum(imported) FROM ({union}) GROUP BY name, is_person "
            "ORDER BY max(is_person) DESC, total(bb) DESC, name", args)
        money = self._money_by_player(union, args)
        rake, jackpot = ((self._rake_by_player("rake"), self._rake_by_player("jackpot"))
                         if session_id is None or session_id == IMPORTED else ({}, {}))
        return [
            PlayerStats(name, bool(person), hands, vpip / hands, pfr / hands,
                        (aggr / calls) if calls else None, sd, sdw, chips, float(bb),
                        money.get((name, bool(person)), ()), imported,
                        rake.get(name, ()) if person else (),
                        jackpot.get(name, ()) if person else ())
            for name, person, hands, vpip, pfr, aggr, calls, sd, sdw, chips, bb, imported
            in rows
        ]

    def player_counts(self, names: Sequence[str]) -> dict[str, tuple[int, ...]]:
        """Each named computer player's counts over every saved hand of Felt's games, for the
        seats' statistics (:func:`engine.storage.seat_stats.seat_figures` reads them):
        hands, vpip, pfr, aggressive, passive, showdowns, won showdowns, then over the hands
        that record them (``NULL`` before the schema step): saw flop, showdowns after a
        flop seen, 3-bet chances, 3-bets."""
        if not names:
            return {}
        marks = ", ".join("?" * len(names))
        rows = self.query(
            "SELECT name, count(*), sum(vpip), sum(pfr), sum(aggressive), sum(passive), "
            "sum(showdown), sum(won_showdown), total(saw_flop), "
            "total(CASE WHEN saw_flop = 1 THEN showdown END), "
            "total(three_bet_chance), total(three_bet) FROM hand_players "
            f"WHERE is_person = 0 AND name IN ({marks}) GROUP BY name", list(names))
        return {row[0]: tuple(int(x) for x in row[1:]) for row in rows}

    def _money_by_player(self, union: str, args: Sequence[Any]
                         ) -> dict[tuple[str, bool], tuple[tuple[str, Decimal], ...]]:
        """Each player's imported results per currency, added exactly: minor units are
        summed per scale in SQL, then turned into the currency's units with decimals."""
        totals: dict[tuple[str, bool], dict[str, Decimal]] = {}
        for name, person, currency, scale, amount in self.query(
                f"SELECT name, is_person, currency, scale, sum(money) FROM ({union}) WHERE "
                "currency IS NOT NULL GROUP BY name, is_person, currency, scale", args):
            mine = totals.setdefault((name, bool(person)), {})
            mine[currency] = mine.get(currency, Decimal(0)) + Decimal(amount) / int(scale)
        return {key: tuple(sorted(by.items())) for key, by in totals.items()}

    def _rake_by_player(self, column: str) -> dict[str, tuple[tuple[str, Decimal], ...]]:
        """The rake (``column`` "rake") or the jackpot fees ("jackpot") the person's names
        paid in imported cash hands, per currency, added exactly (minor units per scale in
        SQL); hands whose rake is not known count none."""
        assert column in ("rake", "jackpot")  # a column name, never text from elsewhere
        totals: dict[str, dict[str, Decimal]] = {}
        for name, currency, scale, amount in self.query(
                f"SELECT p.name, h.currency, h.scale, total(p.{column}) FROM imported_players p "
                "JOIN imported_hands h ON h.id = p.hand WHERE p.name IN (SELECT name FROM "
                "me_names) AND h.tournament IS NULL AND h.currency IS NOT NULL "
                "GROUP BY p.name, h.currency, h.scale"):
            mine = totals.setdefault(str(name), {})
            mine[currency] = mine.get(currency, Decimal(0)) + Decimal(int(amount)) / int(scale)
        return {name: tuple(sorted((c, a) for c, a in by.items() if a)) for name, by
                in totals.items()}

    # ------------------------------------------------------------------ moving sessions

    def insert_copied_session(self, spec: SessionSpec, created: float, last_played: float,
                              entries: Sequence[LogEntry], hands: Sequence[HandRecord],
                              summary: Mapping[str, Any]) -> int:
        """A whole session read from a file (:func:`engine.storage.transfer.import_session`),
        stored in one transaction under a new id, which is returned."""
        with self.writing() as db:
            sid = _insert_session(db, spec, created)
            hands = [_with_session(h, sid) for h in hands]
            _append(db, sid, 0, entries, hands, summary, last_played)
            return sid


# ---------------------------------------------------------------------- rows


_SUMMARY_COLUMNS = ("id, name, created, last_played, variant, names, person_seat, "
                    "hands_played, person_stack, stacks, finished")
HAND_COLUMNS = ("session_id, hand_number, played_at, button, board, players, person_seat, "
                "result, category, data")
"""The columns of ``hands`` that :func:`hand_of_row` decodes, in its order (the history's
pages read them too, :mod:`engine.storage.history_pages`)."""


IMPORTED_COLUMNS = ("id, site, hand_id, played_at, imported_at, source, table_name, currency, "
                    "tournament, small_blind, big_blind, scale, button, board, players, "
                    "category, data, section, timezone, jackpot")
"""The columns of ``imported_hands`` that :func:`imported_hand_of_row` decodes, in its order."""


def _epoch(text: str | None, fallback: float) -> float:
    if text:
        try:
            return datetime.fromisoformat(text).timestamp()
        except (ValueError, OverflowError, OSError):
            pass
    return fallback


def imported_hand_of_row(row: Sequence[Any], me: set[str]) -> HandRecord:
    """A row of :data:`IMPORTED_COLUMNS` as a hand of the history (``me``: the person's
    names there). Wrap it in :func:`decoding`."""
    (hid, site, hand_id, played_at, imported_at, source, table, currency, tournament, small,
     big, scale, button, board, players, category, data, section, timezone, jackpot) = row
    seats = players_from_json(json.loads(players))
    person = next((p for p in seats if p.name in me), None)
    result = None
    if person is not None:
        result = "won" if person.net > 0 else "lost" if person.net < 0 else "even"
    origin = ImportOrigin(site, hand_id, played_at, table, currency, tournament, small, big,
                          int(scale), source, section, timezone, int(jackpot or 0))
    return HandRecord(IMPORTED, int(hid), _epoch(played_at, float(imported_at)), button,
                      tuple(json.loads(board)), seats,
                      None if person is None else person.seat, result, category,
                      HandData.from_json(json.loads(data)), origin)


@dataclass(frozen=True, slots=True)
class DamagedHand:
    """A stored hand whose row cannot be read: its session (:data:`IMPORTED` for an
    imported hand) and number, and why."""

    session_id: int
    hand_number: int
    reason: str


def _decoded(rows: Sequence[Sequence[Any]], decode: Callable[[Sequence[Any]], HandRecord],
             damaged: list[DamagedHand] | None) -> list[HandRecord]:
    """The rows decoded; a row that cannot be is added to ``damaged`` (if given, else it
    raises ``bad_row``)."""
    out = []
    for row in rows:
        try:
            with decoding(f"hand {row[1] if decode is hand_of_row else row[0]}"):
                out.append(decode(row))
        except StorageError as exc:
            if damaged is None or exc.code != "bad_row":
                raise
            sid, number = (int(row[0]), int(row[1])) if decode is hand_of_row \
                else (IMPORTED, int(row[0]))
            damaged.append(DamagedHand(sid, number, str(exc.details.get("reason", exc))))
    return out


@contextmanager
def decoding(what: str) -> Iterator[None]:
    """Rows that do not decode (a damaged or doctored database) are one typed error."""
    try:
        yield
    except StorageError as exc:
        if exc.code != "bad_file":
            raise
        raise StorageError("bad_row", f"the saved {what} cannot be read: {exc}",
                           reason=str(exc)) from exc
    except (ValueError, TypeError, KeyError, AttributeError, IndexError,
            RecursionError) as exc:
        reason = _reason(exc)
        raise StorageError("bad_row", f"the saved {what} cannot be read: {reason}",
                           reason=reason) from exc


def _reason(exc: Exception) -> str:
    """Why a row did not decode, as a sentence ends (never a raw ``JSONDecodeError(...)``)."""
    if isinstance(exc, json.JSONDecodeError):
        return f"not JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}"
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    if isinstance(exc, KeyError):
        return f"the field {exc.args[0]} is missing" if exc.args else "a field is missing"
    return str(exc).strip() or "a value of the wrong kind"


def _missing(session_id: int) -> StorageError:
    return StorageError("not_found", f"no session {session_id}", session_id=session_id)


def _insert_session(db: sqlite3.Connection, spec: SessionSpec, now: float) -> int:
    names = list(spec.names)
    cur = db.execute(
        "INSERT INTO sessions (name, created, last_played, config, names, person_seat, bots, "
        "seed, setup, variant, stacks) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (spec.name, now, now, json.dumps(config_to_json(spec.config)), json.dumps(names),
         spec.person_seat, json.dumps({str(k): v for k, v in spec.bots.items()}),
         str(spec.seed), json.dumps(dict(spec.setup)), variant_of(spec.config),
         json.dumps({str(s): spec.config.starting_stack
                     for s, n in enumerate(names) if n is not None})))
    assert cur.lastrowid is not None
    return int(cur.lastrowid)


def _append(db: sqlite3.Connection, session_id: int, first_seq: int,
            entries: Sequence[LogEntry], hands: Sequence[HandRecord],
            summary: Mapping[str, Any] | None, now: float) -> None:
    db.executemany("INSERT INTO log (session_id, seq, entry) VALUES (?, ?, ?)",
                   [(session_id, first_seq + k, json.dumps(entry_to_json(e)))
                    for k, e in enumerate(entries)])
    for h in hands:
        db.execute(
            f"INSERT INTO hands ({HAND_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (session_id, h.hand_number, h.played_at or now, h.button, json.dumps(h.board),
             json.dumps(players_to_json(h.players)), h.person_seat, h.result, h.category,
             json.dumps(h.data.to_json())))
        db.executemany(
            "INSERT INTO hand_players (session_id, hand_number, seat, name, is_person, net, "
            "vpip, pfr, aggressive, passive, showdown, won_showdown, saw_flop, "
            "three_bet_chance, three_bet) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(session_id, h.hand_number, p.seat, p.name, int(p.seat == h.person_seat),
              p.net, int(p.vpip), int(p.pfr), p.aggressive, p.passive, int(p.showdown),
              int(p.won_showdown), int(p.saw_flop), int(p.three_bet_chance), int(p.three_bet))
             for p in h.players])
    sets = ["last_played = ?"]
    args: list[Any] = [now]
    for key, value in (summary or {}).items():
        if key == "stacks":
            value = json.dumps({str(s): c for s, c in value.items()})
        elif key == "finished":
            value = int(bool(value))
        elif key not in ("hands_played", "person_stack"):
            raise KeyError(key)
        sets.append(f"{key} = ?")
        args.append(value)
    db.execute(f"UPDATE sessions SET {', '.join(sets)} WHERE id = ?", (*args, session_id))


def _summary(row: Sequence[Any]) -> SessionSummary:
    sid, name, created, last, variant, names, person, hands, pstack, stacks, finished = row
    seat_names = json.loads(names)
    return SessionSummary(
        int(sid), name, created, last, variant,
        tuple(n for n in seat_names if n is not None),
        seat_names[person] if person is not None else None,
        hands, pstack, {int(k): v for k, v in json.loads(stacks).items()}, bool(finished))


def hand_of_row(row: Sequence[Any]) -> HandRecord:
    """A row of :data:`HAND_COLUMNS` as a hand of the history. Wrap it in :func:`decoding`."""
    sid, number, played_at, button, board, players, person, result, category, data = row
    return HandRecord(sid, number, played_at, button, tuple(json.loads(board)),
                      players_from_json(json.loads(players)), person, result, category,
                      HandData.from_json(json.loads(data)))


def _with_session(hand: HandRecord, session_id: int) -> HandRecord:
    from dataclasses import replace

    return replace(hand, session_id=session_id)

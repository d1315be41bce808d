"""Hand histories from other sites into the history: ``felt import`` and the window's import.

Every hand is replayed by the engine as it is read (:func:`engine.formats.importing.iter_hands`),
turned into the form the history stores (:func:`stored_form`, which replays it once more from
what will be stored and checks it gives the same events), and written with the other hands of
its file in **one transaction**: a file is imported whole or not at all, so a cancel, a crash
or a full disk never leaves half a file (and never half a hand). Files already done when the
import stops stay imported; importing again skips them hand by hand, because each hand is
known by its site and hand number (or a digest of its content when the file has none) and a
known hand is counted as already there.

Tests: tests/engine/storage/imported/test_storage_imports.py,
tests/engine/storage/imported/test_import_units.py,
tests/engine/storage/imported/test_player_rake.py
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from functools import partial
from pathlib import Path
from typing import Any
from typing import BinaryIO

from engine.core.errors import HistoryFileError
from engine.core.errors import StorageError
from engine.formats import hand_blocks
from engine.formats.history_file import open_regular
from engine.formats.history_hand import HandKeys
from engine.formats.history_hand import key_of_text
from engine.formats.imported import ImportedHand
from engine.formats.imported import KnownHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from engine.formats.sites.pokerstars_import import Dialect
from engine.formats.sites.pokerstars_import import split_hands
from engine.storage.imported import import_pool
from engine.storage.imported.import_reading import DIALECTS
from engine.storage.imported.import_reading import POOL_CHUNK
from engine.storage.imported.import_reading import Entry
from engine.storage.imported.import_reading import Job
from engine.storage.imported.import_reading import Stored
from engine.storage.imported.import_reading import hand_key
from engine.storage.imported.import_reading import options_of
from engine.storage.imported.import_reading import read_chunk
from engine.storage.imported.import_reading import stored_form
from engine.storage.imported.import_reading import stored_or_skipped
from engine.storage.imported.import_reading import worker_setup
from engine.storage.store import IMPORTED
from engine.storage.store import Store

CHUNK = 500
"""Hands written per ``executemany`` inside a file's transaction; between chunks a cancel is
noticed (and rolls the file back) without waiting for the whole file."""

STOPPED = "stopped"


@dataclass(slots=True)
class ImportReport:
    """What an import did. ``skipped`` holds every hand (or file) not imported and why."""

    files: int = 0
    imported: int = 0
    already_there: int = 0
    skipped: list[SkippedHand] = field(default_factory=list)
    cancelled: bool = False
    failed: StorageError | None = None  # a write that failed: that file imported nothing
    dealt_to: dict[str, str] = field(default_factory=dict)  # site: the files' own name


@dataclass(frozen=True, slots=True)
class Progress:
    """Where an import stands: ``hands`` read so far over all files, the file being read."""

    file_index: int
    file_count: int
    hands: int
    path: str


class _Stop(Exception):
    """Raised inside a file's transaction to roll it back when the import is cancelled."""


def expand(paths: Iterable[Path]) -> list[Path]:
    """Files given, and the files in folders given (sorted, hidden ones left out).

    A folder that cannot be read is kept in the list, so that reading it reports it as
    unreadable instead of passing over it without a word.
    """
    out: list[Path] = []
    for path in paths:
        if path.is_dir():
            found: list[Path] = []
            for folder, subfolders, names in os.walk(path, onerror=_unreadable(found)):
                subfolders[:] = [d for d in subfolders if not d.startswith(".")]
                found.extend(Path(folder, name) for name in names
                             if not name.startswith(".") and Path(folder, name).is_file())
            out.extend(sorted(found))
        else:
            out.append(path)
    return out


def _unreadable(found: list[Path]) -> Callable[[OSError], None]:
    """Keep a folder ``os.walk`` cannot enter (the import then reports it)."""
    def keep(exc: OSError) -> None:
        found.append(Path(str(exc.filename)))
    return keep


def _knows(db: sqlite3.Connection) -> Callable[[HandKeys], bool]:
    """Whether the history (this file's hands written so far included) holds a hand: by its
    site and key, by its number alone for hands stored before content keys, or as the same
    hand read from another site's text."""
    def known(keys: HandKeys) -> bool:
        return _known_among(db, [keys])[0]
    return known


def _known_among(db: sqlite3.Connection, many: Sequence[HandKeys]) -> list[bool]:
    """:func:`_knows` of many hands at once, in three queries a site (not three a hand)."""
    found: set[tuple[str, str]] = set()  # (site, hand_key) and (site, hand_id) known
    contents: set[tuple[str, str]] = set()  # (site, content_key) held from another site
    for site in {k.site for k in many}:
        of_site = [k for k in many if k.site == site]
        for chunk in range(0, len(of_site), _QUERY_KEYS):
            part = of_site[chunk:chunk + _QUERY_KEYS]
            hand_keys = [k.hand_key for k in part if k.hand_key is not None]
            numbers = [k.hand_id for k in part if k.hand_id and site != "phh"]
            found.update((site, key) for key in _column(
                db, "hand_key", "site = ? AND hand_key IN ({})", site, hand_keys))
            found.update((site, key) for key in _column(
                db, "hand_key", "site = ? AND content_key IS NULL AND hand_key IN ({})",
                site, numbers))
            contents.update((site, key) for key in _column(
                db, "content_key", "site <> ? AND content_key IN ({})", site,
                [k.content_key for k in part]))
    return [(k.hand_key is not None and (k.site, k.hand_key) in found)
            or (bool(k.hand_id) and k.site != "phh" and (k.site, k.hand_id) in found)
            or (k.site, k.content_key) in contents for k in many]


_QUERY_KEYS = 500  # keys a query asks about at most (SQLite's limit is 999 parameters)


def _column(db: sqlite3.Connection, column: str, where: str, site: str,
            values: Sequence[str | None]) -> list[str]:
    """``column`` of the imported hands of ``where`` (its ``{}`` the values' places)."""
    if not values:
        return []
    places = ", ".join("?" * len(values))
    return [value for (value,) in db.execute(
        f"SELECT {column} FROM imported_hands WHERE {where.format(places)}",
        (site, *values))]


def _known_texts(db: sqlite3.Connection, keys: Sequence[str]) -> set[str]:
    """Which of the text keys the history holds (this file's hands written so far included):
    a file imported again is recognised hand by hand from these, before anything is parsed.
    Asked a chunk of a file at a time through an index, so memory does not grow with the
    history."""
    found: set[str] = set()
    for start in range(0, len(keys), _QUERY_KEYS):
        part = keys[start:start + _QUERY_KEYS]
        places = ", ".join("?" * len(part))
        found.update(key for (key,) in db.execute(
            f"SELECT raw_key FROM imported_hands WHERE raw_key IN ({places})", part))
    return found


def _known_text(db: sqlite3.Connection) -> Callable[[str], bool]:
    """:func:`_known_texts` of one hand (a file read here, hand by hand)."""
    def known(key: str) -> bool:
        return bool(_known_texts(db, [key]))
    return known


def _write_file(store: Store, path: Path, report: ImportReport, seen: Callable[[], None],
                should_stop: Callable[[], bool]) -> tuple[int, int]:
    """Read and write one file's hands in one transaction, a chunk at a time, so memory does
    not grow with the file; returns how many were new and how many already there."""
    new = known = 0
    now = time.time()
    with store.writing() as db:
        chunk: list[Stored] = []
        for item in _read_file(path, report, seen, should_stop, db):
            if item is None:
                known += 1
                continue
            chunk.append(item)
            if len(chunk) >= CHUNK:
                if should_stop():
                    raise _Stop
                added = _write_chunk(db, chunk, now)
                new, known = new + added, known + len(chunk) - added
                chunk = []
        if should_stop():
            raise _Stop
        added = _write_chunk(db, chunk, now)
        new, known = new + added, known + len(chunk) - added
    return new, known


def _write_chunk(db: sqlite3.Connection, chunk: Sequence[Stored], now: float) -> int:
    new = 0
    players: list[tuple[Any, ...]] = []
    for stored in chunk:
        cur = db.execute(
            "INSERT OR IGNORE INTO imported_hands (site, hand_key, hand_id, played_at, "
            "source, table_name, currency, tournament, small_blind, big_blind, scale, "
            "button, board, players, category, data, section, timezone, content_key, "
            "raw_key, jackpot, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            "?, ?, ?, ?, ?, ?, ?, ?, ?)", (*stored.hand_row, now))
        if cur.rowcount == 0:
            continue
        new += 1
        row = cur.lastrowid
        players.extend((row, *p) for p in stored.players)
    db.executemany("INSERT INTO imported_players (hand, seat, name, net, vpip, pfr, aggressive, "
                   "passive, showdown, won_showdown, rake, jackpot) VALUES (?, ?, ?, ?, ?, ?, ?, "
                   "?, ?, ?, ?, ?)",
                   players)
    return new


def _read_file(path: Path, report: ImportReport, seen: Callable[[], None],
               should_stop: Callable[[], bool], db: sqlite3.Connection,
               ) -> Iterator[Stored | None]:
    """The file's hands ready to store; ``None`` for each hand the history holds."""
    try:
        kind = _pooled_kind(path)
        items = (_pooled(path, kind, partial(_known_among, db), partial(_known_texts, db),
                         eager=not _holds_any(db, kind))
                 if kind is not None else iter_hands(path, _knows(db), _known_text(db)))
        for item in items:
            if should_stop():
                raise _Stop
            seen()
            if isinstance(item, KnownHand) or item is None:
                yield None
            elif isinstance(item, SkippedHand):
                report.skipped.append(item)
            elif isinstance(item, Stored):
                yield item
            else:
                stored = _storable(item, report)
                if stored is not None:  # else skipped, said in the report
                    yield stored
    except OSError as exc:
        report.skipped.append(SkippedHand("unknown", str(path), None, None, "unreadable",
                                          f"{path}: {exc.strerror or exc}"))


def _storable(hand: ImportedHand, report: ImportReport) -> Stored | None:
    stored = stored_or_skipped(hand)
    if isinstance(stored, SkippedHand):
        report.skipped.append(stored)
        return None
    return stored


def _pooled_kind(path: Path) -> str | None:
    """The site of a site-text file large enough to be read by worker processes."""
    try:
        if not path.is_file() or not import_pool.worth_it(path.stat().st_size):
            return None
    except OSError:
        return None
    kind = detect(path)
    return kind if kind in DIALECTS else None


def _all_known(job: Job) -> bool:
    return all(entry is None for entry in job[2])


def _entries(stream: BinaryIO, dialect: Dialect) -> Iterator[Entry]:
    """The file's hands as the workers take them: cut a block of text at a time when the
    file is plain (:mod:`engine.formats.hand_blocks`), else line by line."""
    wide = hand_blocks.plain(stream, dialect)
    if wide is not None:
        yield from hand_blocks.hand_texts(stream, dialect, wide)
        return
    for block, problem, encoding in split_hands(stream, dialect):
        header = dialect.header.match(block[0][1].lstrip("\ufeff"))
        lines = [t for _, t in block]
        yield (block[0][0], "\n".join(lines), problem, encoding,
               key_of_text(header["id"] if header else None, lines))


def _holds_any(db: sqlite3.Connection, site: str) -> bool:
    """Whether the history holds any hand of ``site`` (else every hand of a file of it will
    be read, and the workers are started at once)."""
    return db.execute("SELECT 1 FROM imported_hands WHERE site = ? LIMIT 1",
                      (site,)).fetchone() is not None


def _pooled(path: Path, kind: str, known: Callable[[Sequence[HandKeys]], list[bool]],
            known_texts: Callable[[Sequence[str]], set[str]], eager: bool = False,
            ) -> Iterator[Stored | SkippedHand | None]:
    """A large file's hands read by worker processes (:mod:`engine.storage.imported.import_pool`),
    in the file's order; a hand is checked against the history by its text before it is
    sent and by its keys when it comes back (both a chunk's hands at once). ``eager``: the
    workers start while the file is first scanned (nothing of its site is known yet)."""
    dialect = DIALECTS[kind]
    source = str(path)

    def job(chunk: list[Entry]) -> Job:
        held = known_texts([entry[4] for entry in chunk if entry[2] is None])
        return kind, source, [None if entry[2] is None and entry[4] in held else entry
                              for entry in chunk]

    def jobs() -> Iterator[Job]:
        chunk: list[Entry] = []
        with open_regular(path) as stream:
            for entry in _entries(stream, dialect):
                chunk.append(entry)
                if len(chunk) >= POOL_CHUNK:
                    yield job(chunk)
                    chunk = []
        if chunk:
            yield job(chunk)

    try:
        for answers in import_pool.ordered(read_chunk, jobs(), _all_known, worker_setup,
                                           eager=eager):
            held = iter(known([a[0] for a in answers if isinstance(a, tuple)]))
            for answer in answers:
                if isinstance(answer, tuple):
                    yield None if next(held) else answer[1]
                else:
                    yield answer
    except HistoryFileError as exc:
        yield SkippedHand(kind, source, None, None, exc.code, str(exc))


def import_files(store: Store, paths: Iterable[Path],
                 progress: Callable[[Progress], None] | None = None,
                 should_stop: Callable[[], bool] = lambda: False) -> ImportReport:
    """Import every hand of the files (and folders) into ``store``.

    :param progress: called after every hand read and once per file.
    :param should_stop: polled between hands; when it answers true the file being read is
        dropped whole and the import ends with ``cancelled`` set.
    """
    files = expand(paths)
    report = ImportReport(files=len(files))
    count = 0
    for index, path in enumerate(files):
        def seen(index: int = index, path: Path = path) -> None:
            nonlocal count
            count += 1
            if progress is not None:
                progress(Progress(index, len(files), count, str(path)))

        if progress is not None:
            progress(Progress(index, len(files), count, str(path)))
        skipped_before = len(report.skipped)
        try:
            new, known = _write_file(store, path, report, seen, should_stop)
        except _Stop:
            del report.skipped[skipped_before:]
            report.cancelled = True
            break
        except StorageError as exc:
            del report.skipped[skipped_before:]
            report.failed = exc
            break
        report.imported += new
        report.already_there += known
    return report


__all__ = ["CHUNK", "IMPORTED", "ImportReport", "Progress", "expand", "hand_key",
           "import_files", "options_of", "stored_form"]

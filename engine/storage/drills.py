"""The trainer's answers in the saved-games database: written one by one, read for progress.

Reading never fails on a row it cannot use (edited by hand, written by a later Felt with a
drill this one does not know): the row is skipped and counted, so the progress view always
opens. Answers are JSON of plain numbers and codes; nothing read is ever evaluated.
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import engine.storage.db as dbmod
from engine.core.errors import StorageError
from engine.teaching.drills.drill_progress import AnswerRecord
from engine.teaching.drills.exercise import DIFFICULTIES
from engine.teaching.drills.exercise import MAX_SEED
from engine.teaching.drills.exercise import Answer

_COLUMNS = "drill, difficulty, seed, answer, expected, correct, score, seconds, answered_at"
#: Longest answer text read back (a painted grid of every class is about 700 characters).
MAX_ANSWER_TEXT = 2000


def encode_answer(answer: Answer) -> str:
    """An answer as JSON: a number, a string, or a list of numbers."""
    return json.dumps(list(answer) if isinstance(answer, tuple) else answer)


def decode_answer(text: object) -> Answer:
    """The answer a JSON text holds.

    :raises ValueError: the text is not JSON of one of the answer shapes.
    """
    if not isinstance(text, str) or len(text) > MAX_ANSWER_TEXT:
        raise ValueError("not an answer text")
    value = json.loads(text)
    if isinstance(value, bool):
        raise ValueError("not an answer")
    if isinstance(value, (int, str)):
        return value
    if isinstance(value, list) and all(
            isinstance(x, int) and not isinstance(x, bool) for x in value):
        return tuple(value)
    raise ValueError("not an answer")


def record_of_row(row: Sequence[Any], drills: Sequence[str]) -> AnswerRecord:
    """One stored row as a record.

    :raises ValueError: a field is missing, of the wrong type, or out of range.
    """
    drill, difficulty, seed, answer, expected, correct, score, seconds, answered_at = row
    if drill not in drills or difficulty not in DIFFICULTIES:
        raise ValueError("unknown drill or difficulty")
    seed_value = int(seed)
    numbers = [float(score), float(seconds), float(answered_at)]
    if not 0 <= seed_value < MAX_SEED or not all(math.isfinite(x) for x in numbers):
        raise ValueError("number out of range")
    if correct not in (0, 1) or not 0.0 <= numbers[0] <= 1.0 or numbers[1] < 0:
        raise ValueError("number out of range")
    return AnswerRecord(str(drill), str(difficulty), seed_value, decode_answer(answer),
                        decode_answer(expected), bool(correct), numbers[0], numbers[1],
                        numbers[2])


class DrillLog:
    """The answers table of one database. Use :meth:`open` or :meth:`in_memory`.

    :ivar skipped: rows the last read could not use.
    """

    def __init__(self, conn: sqlite3.Connection, path: Path | None) -> None:
        self._db = conn
        self.path = path
        self.skipped = 0

    @classmethod
    def open(cls, path: Path | str | None = None) -> DrillLog:
        """Open (creating or bringing up to date) the database at ``path``, by default the
        saved games' one.

        :raises StorageError: as :func:`engine.storage.db.connect`.
        """
        where = Path(path) if path is not None else dbmod.default_path()
        return cls(dbmod.connect(where), where)

    @classmethod
    def in_memory(cls) -> DrillLog:
        """A log that lives as long as the process (when no file can be written)."""
        conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        dbmod.migrate(conn, 0)
        return cls(conn, None)

    def close(self) -> None:
        self._db.close()

    def _where(self) -> Path:
        return self.path or Path(":memory:")

    def record(self, answer: AnswerRecord) -> None:
        """Store one answer (committed at once).

        :raises StorageError: the database cannot be written.
        """
        try:
            self._db.execute(
                f"INSERT INTO drill_answers ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (answer.drill, answer.difficulty, str(answer.seed), encode_answer(answer.answer),
                 encode_answer(answer.expected), int(answer.correct), answer.score,
                 answer.seconds, answer.answered_at))
        except sqlite3.Error as exc:
            raise dbmod.translate(exc, self._where()) from exc

    def records(self, drills: Sequence[str], drill: str | None = None) -> list[AnswerRecord]:
        """Every usable answer, oldest first (only ``drill``'s when given); rows that cannot
        be read are skipped and counted in :attr:`skipped`.

        :param drills: the drill codes this Felt knows.
        :raises StorageError: the table cannot be read at all.
        """
        sql = f"SELECT {_COLUMNS} FROM drill_answers"
        args: tuple[str, ...] = ()
        if drill is not None:
            sql += " WHERE drill = ?"
            args = (drill,)
        try:
            rows = self._db.execute(sql + " ORDER BY answered_at, id", args).fetchall()
        except sqlite3.Error as exc:
            raise dbmod.translate(exc, self._where()) from exc
        found: list[AnswerRecord] = []
        self.skipped = 0
        for row in rows:
            try:
                found.append(record_of_row(row, drills))
            except (ValueError, TypeError, OverflowError):
                self.skipped += 1
        return found

    def count(self) -> int:
        try:
            return int(self._db.execute("SELECT count(*) FROM drill_answers").fetchone()[0])
        except sqlite3.Error as exc:
            raise dbmod.translate(exc, self._where()) from exc


def open_safely(path: Path | str | None = None) -> tuple[DrillLog, StorageError | None]:
    """A log whatever state the database is in: the file's, or one in memory with the reason
    the file could not be used (the trainer still runs; the saved-games window deals with
    moving a broken file aside)."""
    try:
        return DrillLog.open(path), None
    except StorageError as exc:
        return DrillLog.in_memory(), exc

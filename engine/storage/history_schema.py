"""The indexes the hand history pages through (one migration step of :mod:`engine.storage.db`).

The history lists every hand, sorted and filtered by the database and read a page at a time
(:mod:`engine.storage.history_pages`), so that it opens as fast with a million hands as with
ten. Each order the list offers has an index that gives its rows in that order; the hands of
Felt's own games and the imported ones are two tables, each with its indexes, merged by SQLite.

Tests: tests/engine/storage/grades/test_grading_job.py,
tests/engine/storage/grades/test_grading_mark.py, tests/engine/storage/imported/test_player_rake.py
"""

from __future__ import annotations

import sqlite3

IMPORTED_TIME = "coalesce(unixepoch(played_at), imported_at)"
"""When an imported hand was played, in seconds since the epoch: the file's time when SQLite
can read it (ISO 8601), else when it was imported. Written the same way in every query that
sorts by it, so that SQLite uses the index made on exactly this expression."""


def add_history_indexes(db: sqlite3.Connection) -> None:
    """An index per sort order of the history, and one per player name for its filter."""
    for statement in (
        "CREATE INDEX hands_time ON hands(played_at, session_id, hand_number)",
        "CREATE INDEX hands_session_time ON hands(session_id, played_at, hand_number)",
        "CREATE INDEX hands_result_time ON hands(result, played_at, session_id, hand_number)",
        "CREATE INDEX hands_number ON hands(hand_number, played_at, session_id)",
        "CREATE INDEX hands_category ON hands(coalesce(category, -1), played_at, session_id, "
        "hand_number)",
        "CREATE INDEX hand_players_name ON hand_players(name, session_id, hand_number)",
        f"CREATE INDEX imported_time ON imported_hands({IMPORTED_TIME}, id)",
        f"CREATE INDEX imported_category ON imported_hands(coalesce(category, -1), "
        f"{IMPORTED_TIME}, id)",
    ):
        db.execute(statement)


def create_set_aside(db: sqlite3.Connection) -> None:
    """Where the damaged end of a session is kept when the session continues without it.

    A log entry that cannot be read or does not replay (a flipped bit, an edited row) would
    stop the session for good; instead the log is cut after the last hand that replays, and
    the entries and hands after it are moved here, unchanged, with the reason
    (:func:`engine.storage.recorder.resume`).
    """
    db.execute("""
        CREATE TABLE set_aside (
            session_id INTEGER NOT NULL,
            kind TEXT NOT NULL,            -- 'log' (an entry) or 'hand' (a hands row as JSON)
            seq INTEGER NOT NULL,          -- the entry's place in the log, or the hand number
            data TEXT NOT NULL,
            set_aside REAL NOT NULL,       -- seconds since the epoch
            reason TEXT NOT NULL
        )""")

"""The table of the "your spots" drill's schedule (one migration step of
:mod:`engine.storage.db`).

Kept apart from :mod:`engine.storage.grades.your_spots` so that the database module can list the
step
without importing the module that fills the table (which imports the database module).

Tests: tests/engine/storage/grades/test_grading_job.py,
tests/engine/storage/grades/test_grading_mark.py,
tests/engine/storage/grades/test_grading_imports.py
"""

from __future__ import annotations

import sqlite3


def create_spot_schedule(db: sqlite3.Connection) -> None:
    """Each blunder the person drills, and when it comes back.

    The decision itself (cards, options, values) is read from ``grades``, not copied: a better
    grader that grades the hand again also changes the exercise. No foreign key to ``grades``
    for the same reason: a hand graded again drops its grades for a moment, not its schedule.
    """
    db.execute("""
        CREATE TABLE spot_schedule (
            session_id INTEGER NOT NULL,   -- 0 for an imported hand
            hand INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            decision INTEGER NOT NULL,     -- the action's place in the hand, as in grades
            added_at REAL NOT NULL,        -- seconds since the epoch
            due REAL NOT NULL,             -- when it is asked next
            streak INTEGER NOT NULL,       -- right answers in a row
            answers INTEGER NOT NULL,      -- answers given in all
            learned INTEGER NOT NULL,      -- answered right often enough: not asked again
            PRIMARY KEY (session_id, hand, seat, decision)
        ) WITHOUT ROWID""")
    db.execute("CREATE INDEX spot_schedule_due ON spot_schedule(learned, due)")

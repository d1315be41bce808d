"""The table of drill answers (one migration step of :mod:`engine.storage.db`).

Kept apart from :mod:`engine.storage.drills` so that the database module can list the step
without importing the module that reads and writes the table (which imports the database
module).

Tests: tests/engine/storage/grades/test_grading_job.py,
tests/engine/storage/grades/test_grading_mark.py, tests/engine/storage/imported/test_player_rake.py
"""

from __future__ import annotations

import sqlite3


def create_drill_answers(db: sqlite3.Connection) -> None:
    """Every answer given in the trainer, with what was asked and how it went."""
    db.execute("""
        CREATE TABLE drill_answers (
            id INTEGER PRIMARY KEY,
            drill TEXT NOT NULL,           -- engine.teaching.drills code
            difficulty TEXT NOT NULL,      -- beginner, intermediate, advanced
            seed TEXT NOT NULL,            -- the exercise is dealt again from it
            answer TEXT NOT NULL,          -- JSON: a number, a code or a list of numbers
            expected TEXT NOT NULL,        -- JSON, the same shapes
            correct INTEGER NOT NULL,
            score REAL NOT NULL,
            seconds REAL NOT NULL,         -- from showing the exercise to the answer
            answered_at REAL NOT NULL      -- seconds since the epoch
        )""")
    db.execute("CREATE INDEX drill_answers_drill ON drill_answers(drill, answered_at)")

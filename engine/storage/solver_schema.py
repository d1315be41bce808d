"""Schema step of the solver's cache (:mod:`engine.storage.solver_cache`).

Tests: tests/engine/storage/test_solver_cache.py, tests/engine/storage/test_storage_old_db.py
"""

from __future__ import annotations

import sqlite3


def create_solved_spots(db: sqlite3.Connection) -> None:
    """Schema step: the table of solved spots."""
    db.execute("""
        CREATE TABLE solved_spots (
            key TEXT PRIMARY KEY,          -- spot_key(): a digest of the spot and the aim
            labels TEXT NOT NULL,          -- JSON: the decision's action labels
            figures TEXT NOT NULL,         -- JSON: exploitability, iterations, seconds
            tables BLOB NOT NULL,          -- float32: mix, values (actions x 1326), range
            made REAL NOT NULL
        )""")

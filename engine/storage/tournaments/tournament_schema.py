"""The table of saved tournaments (one migration step of :mod:`engine.storage.db`).

Kept apart from :mod:`engine.storage.tournaments.tournament_saves`, which fills it, so that the
database
module lists the step without importing the module that writes it.

Tests: tests/engine/storage/tournaments/test_tournament_saves.py
"""

from __future__ import annotations

import sqlite3


def create_tournaments(db: sqlite3.Connection) -> None:
    """A tournament with a person in it, kept between every two rounds: its settings as the
    New Game dialog gave them and its whole state (all tables), both as JSON text (data only:
    :func:`engine.play.tournament_session.session_from_state` reads it back)."""
    db.execute("""
        CREATE TABLE tournaments (
            id INTEGER PRIMARY KEY,
            created REAL NOT NULL,       -- seconds since the epoch
            last_played REAL NOT NULL,
            finished INTEGER NOT NULL,   -- 1 once the tournament has a winner
            setup TEXT NOT NULL,         -- the window's settings (JSON)
            state TEXT NOT NULL          -- TournamentSession.state (JSON)
        )""")

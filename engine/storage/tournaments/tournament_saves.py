"""Saved tournaments: written after every round, read back to continue where they stopped.

One row per tournament (:mod:`engine.storage.tournaments.tournament_schema`), its state replaced in
one
transaction after each round, so a tournament quit at any moment continues from its last
finished round. A 1,000-player state is a few hundred kilobytes of JSON: written and read
in milliseconds, however long the tournament has run.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from engine.core.errors import StorageError
from engine.storage.store import Store

__all__ = ["SavedTournament", "latest_tournament", "load_tournament", "save_tournament"]


@dataclass(frozen=True, slots=True)
class SavedTournament:
    id: int
    setup: dict[str, Any]
    state: dict[str, Any]
    finished: bool
    last_played: float


def save_tournament(store: Store, tournament_id: int | None, setup: dict[str, Any],
                    state: dict[str, Any], finished: bool, now: float | None = None) -> int:
    """Keep ``state`` (a new row when ``tournament_id`` is ``None``); the row's id."""
    when = time.time() if now is None else now
    state_text = json.dumps(state, separators=(",", ":"))
    setup_text = json.dumps(setup, separators=(",", ":"))
    with store.writing() as db:
        if tournament_id is None:
            cursor = db.execute(
                "INSERT INTO tournaments (created, last_played, finished, setup, state) "
                "VALUES (?, ?, ?, ?, ?)", (when, when, int(finished), setup_text, state_text))
            return int(cursor.lastrowid or 0)
        db.execute("UPDATE tournaments SET last_played = ?, finished = ?, setup = ?, "
                   "state = ? WHERE id = ?",
                   (when, int(finished), setup_text, state_text, tournament_id))
        return tournament_id


def latest_tournament(store: Store, unfinished_only: bool = True) -> int | None:
    """The tournament played last (unfinished ones only by default), or ``None``."""
    where = "WHERE finished = 0 " if unfinished_only else ""
    rows = store.query(f"SELECT id FROM tournaments {where}ORDER BY last_played DESC, id DESC "
                       "LIMIT 1")
    return int(rows[0][0]) if rows else None


def load_tournament(store: Store, tournament_id: int) -> SavedTournament:
    """:raises StorageError: ``no_tournament``, or ``bad_tournament`` for unreadable JSON."""
    rows = store.query("SELECT id, setup, state, finished, last_played FROM tournaments "
                       "WHERE id = ?", (tournament_id,))
    if not rows:
        raise StorageError("no_tournament", "no such saved tournament", id=tournament_id)
    row = rows[0]
    try:
        setup, state = json.loads(row[1]), json.loads(row[2])
    except ValueError as exc:
        raise StorageError("bad_tournament", "the saved tournament is damaged",
                           id=tournament_id) from exc
    if not isinstance(setup, dict) or not isinstance(state, dict):
        raise StorageError("bad_tournament", "the saved tournament is damaged", id=tournament_id)
    return SavedTournament(int(row[0]), setup, state, bool(row[3]), float(row[4]))

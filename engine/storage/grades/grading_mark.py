"""Whether a grading run was left unfinished (Felt quit while grading), so it goes on by itself.

A run marks its start; it clears the mark when it grades everything or when the person cancels
it. A run that Felt's quitting stopped leaves the mark: the person asked for their hands to be
graded and never took it back, so the next time "Your play" opens it grades the rest without
being asked again. Kept in the database, not the settings, since the hands are the database's.
"""

from __future__ import annotations

import time

from engine.storage.store import Store

__all__ = ["clear_grading_mark", "grading_unfinished", "mark_grading_started"]


def mark_grading_started(store: Store, now: float | None = None) -> None:
    """Note that a run has started (kept until :func:`clear_grading_mark`)."""
    with store.writing() as db:
        db.execute("INSERT OR REPLACE INTO grading_mark (one, started_at) VALUES (1, ?)",
                   (time.time() if now is None else now,))


def clear_grading_mark(store: Store) -> None:
    """The run ended: everything graded, or the person cancelled it."""
    with store.writing() as db:
        db.execute("DELETE FROM grading_mark")


def grading_unfinished(store: Store) -> bool:
    """Whether a run was started and neither finished nor cancelled by the person."""
    return bool(store.query("SELECT 1 FROM grading_mark"))

"""The "your spots" drill's queue in the saved-games database: which of the person's blunders
are drilled, when each comes back, and the exercise read with its current grade.

The rules of the schedule are the drill's
(:func:`~engine.teaching.drills.spot_drill.next_schedule`); this module only keeps them. A
spot whose grade is missing (the hand is being graded again by a newer grader) is left out
until its grade is back.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass

from engine.storage.grading_job import StoredGrade
from engine.storage.grading_job import load_grades
from engine.storage.store import Store
from engine.teaching.drills.spot_drill import SpotExercise
from engine.teaching.drills.spot_drill import SpotKey
from engine.teaching.drills.spot_drill import next_schedule

__all__ = ["SpotCounts", "add_spots", "due_spots", "spot_answered", "spot_counts"]


def key_of(stored: StoredGrade) -> SpotKey:
    """The key of a stored decision grade."""
    return SpotKey(stored.session_id, stored.hand, stored.grade.seat, stored.grade.index)


def add_spots(store: Store, grades: Iterable[StoredGrade], now: float | None = None) -> int:
    """Put the decisions ``grades`` in the queue, due at once (those already there stay as
    they are); returns how many are new."""
    when = time.time() if now is None else now
    rows = [(k.session_id, k.hand, k.seat, k.decision, when, when)
            for k in (key_of(g) for g in grades if g.grade.graded and g.grade.values)]
    with store._write() as db:
        before = db.total_changes
        db.executemany("INSERT OR IGNORE INTO spot_schedule VALUES (?, ?, ?, ?, ?, ?, 0, 0, 0)",
                       rows)
        return int(db.total_changes - before)


def due_spots(store: Store, now: float | None = None, key: SpotKey | None = None
              ) -> list[SpotExercise]:
    """The spots due by ``now``, the longest waiting first (``key``: that one spot, due or
    not, unless it is learned)."""
    when = time.time() if now is None else now
    if key is None:
        rows = store._read("SELECT session_id, hand, seat, decision, streak, due FROM "
                           "spot_schedule WHERE learned = 0 AND due <= ? ORDER BY due, "
                           "session_id, hand, decision", (when,))
    else:
        rows = store._read("SELECT session_id, hand, seat, decision, streak, due FROM "
                           "spot_schedule WHERE learned = 0 AND session_id = ? AND hand = ? "
                           "AND seat = ? AND decision = ?",
                           (key.session_id, key.hand, key.seat, key.decision))
    out = []
    grades: dict[tuple[int, int], dict[SpotKey, StoredGrade]] = {}
    for sid, hand, seat, decision, streak, due in rows:
        spot = SpotKey(int(sid), int(hand), int(seat), int(decision))
        if (spot.session_id, spot.hand) not in grades:
            grades[(spot.session_id, spot.hand)] = {
                key_of(g): g for g in load_grades(store, spot.session_id, spot.seat)
                if g.hand == spot.hand}
        found = grades[(spot.session_id, spot.hand)].get(spot)
        if found is not None and found.grade.graded and found.grade.values:
            out.append(SpotExercise(spot, found.grade, int(streak), float(due)))
    return out


def spot_answered(store: Store, key: SpotKey, correct: bool, now: float | None = None) -> bool:
    """Keep an answer to the spot ``key``; returns whether it is now learned."""
    when = time.time() if now is None else now
    rows = store._read("SELECT streak FROM spot_schedule WHERE session_id = ? AND hand = ? "
                       "AND seat = ? AND decision = ?",
                       (key.session_id, key.hand, key.seat, key.decision))
    streak = int(rows[0][0]) if rows else 0
    after = next_schedule(streak, correct, when)
    with store._write() as db:
        db.execute("UPDATE spot_schedule SET streak = ?, due = ?, learned = ?, "
                   "answers = answers + 1 WHERE session_id = ? AND hand = ? AND seat = ? "
                   "AND decision = ?", (after.streak, after.due, int(after.learned),
                                        key.session_id, key.hand, key.seat, key.decision))
    return after.learned


@dataclass(frozen=True, slots=True)
class SpotCounts:
    """The queue at a glance: due now, waiting for later (and when the next one is due),
    learned."""

    due: int
    waiting: int
    learned: int
    next_due: float | None


def spot_counts(store: Store, now: float | None = None) -> SpotCounts:
    when = time.time() if now is None else now
    row = store._read(
        "SELECT sum(learned = 0 AND due <= ?), sum(learned = 0 AND due > ?), sum(learned), "
        "min(CASE WHEN learned = 0 AND due > ? THEN due END) FROM spot_schedule",
        (when, when, when))[0]
    return SpotCounts(int(row[0] or 0), int(row[1] or 0), int(row[2] or 0),
                      None if row[3] is None else float(row[3]))

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

from engine.storage.grades.grading_job import StoredGrade
from engine.storage.grades.grading_job import decoded_grade
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
    with store.writing() as db:
        before = db.total_changes
        db.executemany("INSERT OR IGNORE INTO spot_schedule VALUES (?, ?, ?, ?, ?, ?, 0, 0, 0)",
                       rows)
        return int(db.total_changes - before)


_GRADE_COLUMNS = ("g.session_id, g.hand, g.seat, g.decision, g.street, g.spot, g.position, "
                  "g.action, g.graded, g.reason, g.cost_bb, g.chosen_ev, g.best_ev, "
                  "g.ev_values, g.equity, g.pot, g.to_call, g.big_blind, g.judge, g.solver")


def due_spots(store: Store, now: float | None = None, key: SpotKey | None = None
              ) -> list[SpotExercise]:
    """The spots due by ``now``, the longest waiting first (``key``: that one spot, due or
    not, unless it is learned). One query with their grades: the window asks it at once."""
    when = time.time() if now is None else now
    if key is None:
        where, args = "s.due <= ?", [when]
    else:
        where = "s.session_id = ? AND s.hand = ? AND s.seat = ? AND s.decision = ?"
        args = [key.session_id, key.hand, key.seat, key.decision]
    rows = store.query(
        f"SELECT s.streak, s.due, {_GRADE_COLUMNS} FROM spot_schedule s JOIN grades g "
        "ON g.session_id = s.session_id AND g.hand = s.hand AND g.seat = s.seat "
        f"AND g.decision = s.decision WHERE s.learned = 0 AND {where} "
        "ORDER BY s.due, s.session_id, s.hand, s.decision", args)
    out = []
    for row in rows:
        try:
            grade = decoded_grade(row[2:])
        except (ValueError, TypeError, KeyError, IndexError):
            continue  # a row that cannot be read (a damaged database)
        if grade.graded and grade.values:
            spot = SpotKey(int(row[2]), int(row[3]), grade.seat, grade.index)
            out.append(SpotExercise(spot, grade, int(row[0]), float(row[1])))
    return out


def spot_answered(store: Store, key: SpotKey, correct: bool, now: float | None = None) -> bool:
    """Keep an answer to the spot ``key``; returns whether it is now learned."""
    when = time.time() if now is None else now
    rows = store.query("SELECT streak FROM spot_schedule WHERE session_id = ? AND hand = ? "
                       "AND seat = ? AND decision = ?",
                       (key.session_id, key.hand, key.seat, key.decision))
    streak = int(rows[0][0]) if rows else 0
    after = next_schedule(streak, correct, when)
    with store.writing() as db:
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
    row = store.query(
        "SELECT sum(learned = 0 AND due <= ?), sum(learned = 0 AND due > ?), sum(learned), "
        "min(CASE WHEN learned = 0 AND due > ? THEN due END) FROM spot_schedule",
        (when, when, when))[0]
    return SpotCounts(int(row[0] or 0), int(row[1] or 0), int(row[2] or 0),
                      None if row[3] is None else float(row[3]))

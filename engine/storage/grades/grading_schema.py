"""The tables of graded decisions (one migration step of :mod:`engine.storage.db`).

Kept apart from :mod:`engine.storage.grades.grading_job` so that the database module can list the
step without importing the module that fills the tables (which imports the database module).

Tests: tests/engine/storage/grades/test_grading_job.py,
tests/engine/storage/grades/test_grading_mark.py
"""

from __future__ import annotations

import sqlite3


def create_grades(db: sqlite3.Connection) -> None:
    """Each graded decision once, and which (hand, seat) pairs are done.

    A hand is named as the history names it: its session and number, or session 0 and the
    imported hand's id. ``graded_hands`` marks a pair done also when the player had no decision
    in it, so that a resumed job skips it without replaying it. ``grader`` names the grader's
    version: a better grader grades again what an older one graded.
    """
    for statement in ("""
        CREATE TABLE graded_hands (
            session_id INTEGER NOT NULL,   -- 0 for an imported hand
            hand INTEGER NOT NULL,         -- hand number, or the imported hand's id
            seat INTEGER NOT NULL,
            grader TEXT NOT NULL,
            graded_at REAL NOT NULL,       -- seconds since the epoch
            PRIMARY KEY (session_id, hand, seat)
        ) WITHOUT ROWID""", """
        CREATE TABLE grades (
            session_id INTEGER NOT NULL,
            hand INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            decision INTEGER NOT NULL,     -- the action's place in the hand (0 the first)
            street INTEGER NOT NULL,
            spot TEXT NOT NULL,            -- engine.teaching.grading.decision_kinds.Spot
            position TEXT NOT NULL,        -- btn, bb, ...
            action TEXT NOT NULL,          -- [kind, amount or null]
            graded INTEGER NOT NULL,
            reason TEXT NOT NULL,          -- review Reason, or NotGraded when not graded
            cost_bb REAL NOT NULL,
            chosen_ev REAL,
            best_ev REAL,
            ev_values TEXT NOT NULL,       -- [[family, EV in big blinds], ...]
            equity REAL,
            pot INTEGER NOT NULL,
            to_call INTEGER NOT NULL,
            big_blind INTEGER NOT NULL,
            PRIMARY KEY (session_id, hand, seat, decision),
            FOREIGN KEY (session_id, hand, seat) REFERENCES graded_hands(session_id, hand, seat)
                ON DELETE CASCADE
        ) WITHOUT ROWID""",
        "CREATE INDEX grades_cost ON grades(graded, cost_bb)",
    ):
        db.execute(statement)


def add_grade_judges(db: sqlite3.Connection) -> None:
    """Who valued each decision's options: ``judge`` is the expert, or the solver on a
    heads-up turn or river (:class:`engine.teaching.grading.solver_grade.Judge`), and
    ``solver`` the equilibrium's actions, mix and values for the hand held (JSON, ``''`` for
    none). Grades stored before this step are the expert's.
    """
    columns = {row[1] for row in db.execute("PRAGMA table_info(grades)")}
    if "judge" not in columns:
        db.execute("ALTER TABLE grades ADD COLUMN judge TEXT NOT NULL DEFAULT 'expert'")
    if "solver" not in columns:
        db.execute("ALTER TABLE grades ADD COLUMN solver TEXT NOT NULL DEFAULT ''")


def create_grading_mark(db: sqlite3.Connection) -> None:
    """One row while a grading run the person started is unfinished.

    Written when a run starts and removed when it ends or the person cancels it; a run ended
    by Felt quitting leaves it, so the next "Your play" goes on grading by itself
    (:mod:`engine.storage.grades.grading_mark`).
    """
    db.execute("""
        CREATE TABLE grading_mark (
            one INTEGER PRIMARY KEY CHECK (one = 1),
            started_at REAL NOT NULL       -- seconds since the epoch
        )""")

"""Solved spots kept in the saved-games database: a spot solved once opens at once the next time.

A solve's key is a digest of everything its answer depends on (the board, the pot, the stack,
the blinds, the betting, both menus, both ranges and the line of actions to the decision, and
the exploitability aimed for); the hand the person holds is not in it, since the answer has
every hand. What is kept is plain data: the action labels and the figures as JSON, the three
tables (every hand's mix, every hand's values, the person's range) as single-precision numbers
in a blob; a row whose sizes do not fit is a miss, never an error.

The grader's worker processes (:mod:`engine.storage.grades.grading_job`) look solves up in the
database file themselves, read-only (:func:`recall_at`), and hand what they solved to the job,
which keeps it with the grades (:func:`remember_in`): one process writes the file.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import sqlite3
import time
from pathlib import Path

import numpy as np

from engine.solver.hand_set import combo_index
from engine.storage.store import Store
from engine.teaching.coach.solver_spot import SolverAnswer
from engine.teaching.coach.solver_spot import SolverQuestion

#: Combinations in each row of a kept table.
_COMBOS = 1326


def spot_key(question: SolverQuestion, target: float) -> str:
    """The digest of what a solve's answer depends on."""
    spot = question.spot
    digest = hashlib.sha256()
    head = {"board": list(spot.board), "pot": spot.pot, "stack": spot.stack,
            "big_blind": spot.big_blind, "betting": spot.betting.value,
            "menu": dataclasses.asdict(spot.menu), "later": dataclasses.asdict(spot.later),
            "line": list(question.line), "person": question.person, "target": target,
            "bb": question.big_blind}
    if spot.one_street:  # a street solved alone (spots solved to the river keep their keys)
        head["one_street"] = True
    digest.update(json.dumps(head, sort_keys=True).encode())
    for weights in spot.ranges:
        digest.update(np.asarray(weights, dtype=np.float32).tobytes())
    return digest.hexdigest()


def remember(store: Store, answer: SolverAnswer, target: float) -> None:
    """Keep a solved spot (a stopped solve is not kept: it is rough)."""
    if answer.stopped:
        return
    with store.writing() as db:
        remember_in(db, answer, target)


def remember_in(db: sqlite3.Connection, answer: SolverAnswer, target: float) -> None:
    """Keep a solved spot within a transaction of :meth:`Store.writing` (a stopped solve is
    not kept)."""
    if answer.stopped:
        return
    tables = np.concatenate([answer.grid_mix.ravel(), answer.grid_values_bb.ravel(),
                             answer.weights.ravel()]).astype(np.float32)
    figures = {"exploitability": answer.exploitability_pct, "iterations": answer.iterations,
               "seconds": answer.seconds}
    db.execute("INSERT OR REPLACE INTO solved_spots VALUES (?, ?, ?, ?, ?)",
               (spot_key(answer.question, target), json.dumps(list(answer.labels)),
                json.dumps(figures), tables.tobytes(), time.time()))


def recall(store: Store, question: SolverQuestion, target: float) -> SolverAnswer | None:
    """The kept answer to ``question`` for the person's hand, or ``None``."""
    rows = store.query("SELECT labels, figures, tables FROM solved_spots WHERE key = ?",
                       (spot_key(question, target),))
    return _answer(rows, question)


def recall_at(path: Path | str, question: SolverQuestion, target: float
              ) -> SolverAnswer | None:
    """:func:`recall` from the database file at ``path``, opened read-only for the look-up
    (a worker process, beside the one that writes it); a file that cannot be read is a
    miss."""
    try:
        db = sqlite3.connect(f"file:{Path(path)}?mode=ro", uri=True, timeout=2.0)
    except sqlite3.Error:
        return None
    try:
        rows = db.execute("SELECT labels, figures, tables FROM solved_spots WHERE key = ?",
                          (spot_key(question, target),)).fetchall()
    except sqlite3.Error:
        return None
    finally:
        db.close()
    return _answer(rows, question)


def _answer(rows: list[tuple[object, ...]], question: SolverQuestion) -> SolverAnswer | None:
    """The answer a row of ``solved_spots`` keeps, for the question's hand (``None``: no row,
    or one that does not fit)."""
    if not rows:
        return None
    try:
        labels = json.loads(str(rows[0][0]))
        figures = json.loads(str(rows[0][1]))
        blob = rows[0][2]
        if not isinstance(blob, bytes):
            return None
        tables = np.frombuffer(blob, dtype=np.float32).astype(np.float64)
        actions = len(labels)
        if not all(isinstance(x, str) for x in labels) or \
                tables.size != (2 * actions + 1) * _COMBOS:
            return None
        mix = tables[: actions * _COMBOS].reshape(actions, _COMBOS)
        values = tables[actions * _COMBOS: 2 * actions * _COMBOS].reshape(actions, _COMBOS)
        weights = tables[2 * actions * _COMBOS:]
        held = combo_index(*question.hole)
        return SolverAnswer(
            question=question, labels=tuple(labels),
            mix=tuple(float(x) for x in mix[:, held]),
            values_bb=tuple(float(x) for x in values[:, held]),
            grid_mix=mix, grid_values_bb=values, weights=weights,
            exploitability_pct=float(figures["exploitability"]),
            iterations=int(figures["iterations"]), seconds=float(figures["seconds"]),
            stopped=False)
    except (ValueError, TypeError, KeyError):
        return None

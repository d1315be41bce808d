"""Grading stored hands as a job: on worker processes, resumable, with progress and a stop.

Each (hand, seat) pair is one :class:`GradeTask`: plain numbers and the hand's stored JSON, so
a worker (:mod:`engine.core.processes`) needs nothing but the task (pickled in memory; nothing
read from disk is ever unpickled, the hand is parsed from its JSON text). Results are written
as they arrive, one transaction per batch, so a job stopped or killed keeps what it finished
and the next job skips every pair already in ``graded_hands`` for the same grader version.
Equal seeds give equal grades whatever the number of workers: each task seeds its own expert.

Heads-up turns and rivers are graded against the solver (:mod:`engine.teaching.grading.
solver_grade`); a worker looks each spot up in the database file first, read-only
(:class:`TaskSolves`), and the spots it solved come back with its grades and are kept in the
same transaction, so grading a hand again solves nothing.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import replace

from engine.core.errors import FeltError
from engine.core.processes import WorkerPool
from engine.play.arena import derive_seed
from engine.rules.actions import Action
from engine.rules.events import Street
from engine.storage.codec import action_from_json
from engine.storage.codec import action_to_json
from engine.storage.codec import strict_json
from engine.storage.grades.grading_reads import reads_from_json
from engine.storage.grades.grading_reads import session_reads
from engine.storage.hands import HandData
from engine.storage.hands import HandRecord
from engine.storage.solver_cache import recall_at
from engine.storage.solver_cache import remember_in
from engine.storage.store import Store
from engine.teaching.coach.solver_spot import SolverAnswer
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.grading.decision_kinds import Spot
from engine.teaching.grading.grader import GRADER_SAMPLES
from engine.teaching.grading.grader import DecisionGrade
from engine.teaching.grading.grader import grade_hand
from engine.teaching.grading.solver_grade import SolverLine

__all__ = ["GRADER_VERSION", "GradeTask", "JobReport", "StoredGrade", "TaskSolves",
           "decoded_grade", "grade_task", "load_grades", "run_grading", "tasks_for"]

#: Names the grader's method; a different version grades the hands again.
GRADER_VERSION = f"expert-{GRADER_SAMPLES}-solver-3"
#: Results written per transaction.
WRITE_BATCH = 32
#: Whether a task made here grades heads-up turns and rivers against the solver (a task
#: carries it to its worker); without, the expert grades every decision, ten times faster.
SOLVER_GRADES = True


@dataclass(frozen=True, slots=True)
class GradeTask:
    """One player's decisions in one stored hand, to grade (picklable: numbers and text)."""

    session_id: int
    hand: int
    seat: int
    seed: int
    samples: int
    data: str  # the hand's HandData as JSON text
    reads: str = ""  # JSON {seat: SeatStats counts} of the hands before, "" for none
    solved_db: str = ""  # the database file whose solved spots to look up, "" for none
    solver: bool = True  # heads-up turns and rivers against the solver (False: the expert)


@dataclass(frozen=True, slots=True)
class TaskResult:
    task: GradeTask
    grades: tuple[DecisionGrade, ...]
    failure: str | None  # the hand does not replay (its code), else None
    solved: tuple[tuple[SolverAnswer, float], ...] = ()  # spots solved now, and their aims


class TaskSolves:
    """The solved spots of one task: looked up in the database file (read-only: the job's
    process alone writes it), and the new ones collected for the job to keep."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.new: list[tuple[SolverAnswer, float]] = []

    def recall(self, question: SolverQuestion, target: float) -> SolverAnswer | None:
        return recall_at(self.path, question, target) if self.path else None

    def keep(self, answer: SolverAnswer, target: float) -> None:
        self.new.append((answer, target))


@dataclass(frozen=True, slots=True)
class StoredGrade:
    """A decision grade with the hand it belongs to."""

    session_id: int
    hand: int
    grade: DecisionGrade


@dataclass(frozen=True, slots=True)
class JobReport:
    """What a job did: pairs graded now, pairs skipped as done before, decisions written."""

    graded: int
    skipped: int
    decisions: int
    seconds: float
    stopped: bool


def _usual(data: HandData) -> bool:
    """A structure the expert knows: two blinds in turn (antes are fine).

    An imported hand lists a blind for every position (zeros after the big blind) and may
    name the usual opener, the player after the big blind; neither makes it unusual.
    """
    extra = data.options
    if extra is None:
        return True
    blinds = list(extra.blinds)
    if any(blinds[2:]) or not any(blinds):
        return not any(blinds[2:]) and extra.first_to_act is None
    top = max(blinds)
    usual = (len(blinds) - blinds[::-1].index(top)) % max(len(data.seats), 1)
    return extra.first_to_act is None or extra.first_to_act == usual


def grade_task(task: GradeTask) -> TaskResult:
    """Grade one task (runs in a worker process)."""
    solves = TaskSolves(task.solved_db)
    try:
        data = HandData.from_json(strict_json(task.data))
        grades = grade_hand(data.start(), data.actions, task.seat, task.seed, task.samples,
                            _usual(data), reads_from_json(task.reads), task.solver, solves)
    except FeltError as exc:
        return TaskResult(task, (), exc.code)
    return TaskResult(task, grades, None, tuple(solves.new))


def tasks_for(records: Iterable[HandRecord], seed: int = 0, samples: int = GRADER_SAMPLES,
              seats: Callable[[HandRecord], Sequence[int]] | None = None,
              solver: bool | None = None) -> list[GradeTask]:
    """A task for the person's seat of every hand (the seat marked "This is me" in an
    imported hand), or for each seat ``seats`` names (a bench grades every computer);
    ``solver`` (else :data:`SOLVER_GRADES`) ``False`` grades with the expert alone (a
    bench's figure before the solver)."""
    with_solver = SOLVER_GRADES if solver is None else solver
    records = list(records)
    reads = session_reads(records)
    out = []
    for record in records:
        chosen = seats(record) if seats is not None else (
            () if record.person_seat is None else (record.person_seat,))
        text = json.dumps(record.data.to_json())
        known = reads.get((record.session_id, record.hand_number), "")
        for seat in chosen:
            out.append(GradeTask(record.session_id, record.hand_number, seat,
                                 derive_seed(seed, record.session_id, record.hand_number, seat),
                                 samples, text, known, solver=with_solver))
    return out


def _done(store: Store) -> set[tuple[int, int, int]]:
    rows = store.query("SELECT session_id, hand, seat FROM graded_hands WHERE grader = ?",
                       (GRADER_VERSION,))
    return {(int(a), int(b), int(c)) for a, b, c in rows}


def _write(store: Store, results: Sequence[TaskResult]) -> int:
    now = time.time()
    rows = []
    for result in results:
        t = result.task
        for g in result.grades:
            rows.append((t.session_id, t.hand, t.seat, g.index, int(g.street), g.spot.value,
                         g.position, json.dumps(action_to_json(g.action)), int(g.graded),
                         g.reason, g.cost_bb, g.chosen_ev, g.best_ev,
                         json.dumps([list(v) for v in g.values]), g.equity, g.pot, g.to_call,
                         g.big_blind, g.judge, _solver_line_json(g.solver)))
    with store.writing() as db:
        for result in results:
            t = result.task
            db.execute("DELETE FROM graded_hands WHERE session_id = ? AND hand = ? AND seat = ?",
                       (t.session_id, t.hand, t.seat))
            db.execute("INSERT INTO graded_hands VALUES (?, ?, ?, ?, ?)",
                       (t.session_id, t.hand, t.seat, GRADER_VERSION, now))
        db.executemany(f"INSERT INTO grades ({', '.join(_COLUMNS)}) "
                       f"VALUES ({', '.join('?' * len(_COLUMNS))})", rows)
        for result in results:
            for answer, target in result.solved:
                remember_in(db, answer, target)
    return len(rows)


#: The columns of ``grades``, in the order the job writes and reads them.
_COLUMNS = ("session_id", "hand", "seat", "decision", "street", "spot", "position", "action",
            "graded", "reason", "cost_bb", "chosen_ev", "best_ev", "ev_values", "equity", "pot",
            "to_call", "big_blind", "judge", "solver")


def _solver_line_json(line: SolverLine | None) -> str:
    """A grade's solver line as stored (``''`` for none; a value the solve has not, null)."""
    if line is None:
        return ""
    return json.dumps({"labels": list(line.labels), "mix": list(line.mix),
                       "values": [v if math.isfinite(v) else None for v in line.values_bb],
                       "chosen": line.chosen, "exploitability": line.exploitability_pct})


def _solver_line(text: str) -> SolverLine | None:
    """A stored solver line (``''``: none)."""
    if not text:
        return None
    data = strict_json(text)
    labels = tuple(str(x) for x in data["labels"])
    mix = tuple(float(x) for x in data["mix"])
    values = tuple(math.nan if x is None else float(x) for x in data["values"])
    chosen = int(data["chosen"])
    if not len(labels) == len(mix) == len(values) or not 0 <= chosen < len(labels):
        raise ValueError("a solver line of unequal parts")
    return SolverLine(labels, mix, values, chosen, float(data["exploitability"]))


def _results(tasks: list[GradeTask], workers: int,
             grade: Callable[[GradeTask], TaskResult]) -> Iterator[TaskResult]:
    if workers <= 0:
        yield from map(grade, tasks)
        return
    with WorkerPool(workers) as pool:  # fresh interpreters, safe beside the window's threads
        yield from pool.unordered(grade_task, tasks)
        # leaving the block early (a stop) terminates the workers


def run_grading(store: Store, tasks: Sequence[GradeTask], workers: int = 2,
                progress: Callable[[int, int], None] | None = None,
                stop: Callable[[], bool] | None = None,
                grade: Callable[[GradeTask], TaskResult] = grade_task) -> JobReport:
    """Grade the ``tasks`` not graded before and store the grades.

    :param workers: processes (0: one task at a time by ``grade``: :func:`grade_task` in
        this process, for tests and small jobs, or a caller's own way, such as the coach's
        review handing each to a process it keeps).
    :param progress: called with (pairs finished, pairs to do) after each written batch.
    :param stop: asked after each result; true ends the job, keeping what is written.
    """
    start = time.perf_counter()
    done = _done(store)
    path = str(store.path) if store.path is not None else ""
    todo = [t if t.solved_db or not path else replace(t, solved_db=path)
            for t in tasks if (t.session_id, t.hand, t.seat) not in done]
    skipped = len(tasks) - len(todo)
    finished = decisions = 0
    stopped = False
    batch: list[TaskResult] = []
    for result in _results(todo, workers, grade):
        batch.append(result)
        if len(batch) >= WRITE_BATCH:
            decisions += _write(store, batch)
            finished += len(batch)
            batch = []
            if progress is not None:
                progress(finished, len(todo))
        if stop is not None and stop():
            stopped = True
            break
    if batch:
        decisions += _write(store, batch)
        finished += len(batch)
        if progress is not None:
            progress(finished, len(todo))
    return JobReport(finished, skipped, decisions, time.perf_counter() - start, stopped)


def load_grades(store: Store, session_id: int | None = None,
                seat: int | None = None) -> list[StoredGrade]:
    """Stored grades, oldest hand first (``session_id`` 0: the imported hands').

    A row that cannot be read (a damaged database) is left out.
    """
    clauses, args = [], []
    if session_id is not None:
        clauses.append("session_id = ?")
        args.append(session_id)
    if seat is not None:
        clauses.append("seat = ?")
        args.append(seat)
    where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
    rows = store.query(f"SELECT {', '.join(_COLUMNS)} FROM grades {where} "
                       "ORDER BY session_id, hand, decision", args)
    out = []
    for row in rows:
        try:
            out.append(StoredGrade(int(row[0]), int(row[1]), decoded_grade(row)))
        except (ValueError, TypeError, KeyError, IndexError):
            continue
    return out


def decoded_grade(row: Sequence[object]) -> DecisionGrade:
    """A stored row of ``grades`` as the grader made it (the job and the drill of your
    spots read the same rows): its columns in the order of :data:`_COLUMNS`."""
    (_, _, seat, index, street, spot, position, action, graded, reason, cost, chosen, best,
     values, equity, pot, to_call, bb, judge, solver) = row
    act: Action = action_from_json(strict_json(str(action)))
    pairs = tuple((str(k), float(v)) for k, v in strict_json(str(values)))
    return DecisionGrade(
        int(str(index)), int(str(seat)), Street(int(str(street))), Spot(str(spot)),
        str(position), act, bool(graded), pairs,
        None if chosen is None else float(str(chosen)), None if best is None else float(str(best)),
        float(str(cost)), str(reason), None if equity is None else float(str(equity)),
        int(str(pot)), int(str(to_call)), int(str(bb)), str(judge), _solver_line(str(solver)))


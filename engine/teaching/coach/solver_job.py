"""The coach's solve in a worker process, a step at a time.

A solve is seconds of NumPy and Python; in a thread of the window's process it would share the
interpreter with the window, and each of its thousands of NumPy calls waits for the window to
let go of it: a river that takes a second alone took a minute beside an open table. So the
window's solver thread sends the work to a worker process
(:class:`engine.core.processes.WorkerPool`) and asks for it in steps: :func:`begin` builds the
solver there, each :func:`advance` runs it for a moment and answers with the iterations and
the exploitability (the window's progress bar), :func:`conclude` answers with what the tab
shows and forgets the solve. Between steps the window may stop asking: that is the Stop
button.

The state lives in the worker (the solver's tables are tens of megabytes on the turn); only
the question goes there and only the answer comes back.
"""

from __future__ import annotations

from engine.solver.solve import Solver
from engine.teaching.coach.solver_spot import SolverAnswer
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.coach.solver_spot import answer_of

#: How long one step runs before it reports (seconds).
STEP_SECONDS = 0.5

_SOLVES: dict[int, tuple[SolverQuestion, Solver]] = {}


def begin(key: int, question: SolverQuestion) -> None:
    """Build the solver of ``question`` under ``key`` (an earlier solve is dropped: a worker
    keeps one)."""
    _SOLVES.clear()
    _SOLVES[key] = (question, Solver(question.spot))


def advance(key: int, target: float, seconds: float = STEP_SECONDS) -> tuple[int, float]:
    """Run the solve a step; the iterations done and the exploitability (% of the pot)."""
    _, solver = _SOLVES[key]
    exploitability = solver.run(target, seconds)
    return solver.iterations, exploitability


def conclude(key: int, stopped: bool) -> SolverAnswer:
    """What the tab shows of the solve so far; the solve is forgotten."""
    question, solver = _SOLVES.pop(key)
    solver.stopped = stopped
    return answer_of(question, solver.solution())

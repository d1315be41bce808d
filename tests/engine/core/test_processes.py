"""Work in other processes (engine/core/processes.py): answers in order or as they come, a
task's error as itself, a dead worker as ``process_died``, and shutdowns that end them."""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

import pytest

from engine.core.processes import ChildProcess
from engine.core.processes import ProcessError
from engine.core.processes import WorkerPool
from tests.helpers import child_programs


def test_answers_come_in_order_and_light_items_are_done_here() -> None:
    with WorkerPool(2) as pool:
        answers = list(pool.ordered(child_programs.nap, [0.3, 0.0, 0.1, 0.05], in_flight=2,
                                    here=lambda s: s == 0.0))
    assert answers[1] == os.getpid()  # the light item, here
    assert os.getpid() not in (answers[0], answers[2], answers[3])


def test_a_task_error_comes_back_as_itself_and_a_dead_worker_as_process_died() -> None:
    with WorkerPool(1, eager=True) as pool:
        with pytest.raises(KeyError):
            list(pool.unordered(child_programs.refuse, [7]))
        assert next(pool.unordered(child_programs.where, [0])) != os.getpid()  # still usable
    with pytest.raises(ProcessError) as caught, WorkerPool(1) as pool:
        list(pool.ordered(child_programs.die, [1, 2], in_flight=2))
    assert caught.value.code == "process_died"


def test_terminate_ends_busy_workers_at_once_and_close_lets_the_running_task_finish() -> None:
    pool = WorkerPool(1, eager=True)
    running = pool.submit(child_programs.nap, 30)
    waiting = pool.submit(child_programs.nap, 30)
    time.sleep(0.2)
    started = time.monotonic()
    pool.terminate()
    assert time.monotonic() - started < 5
    assert not running.done() or running.exception() is not None
    assert [p.is_alive() for p in pool.processes] == [False]
    assert waiting.cancelled() or waiting.exception() is not None
    pool = WorkerPool(1, eager=True)
    first = pool.submit(child_programs.nap, 0.3)
    time.sleep(0.1)  # the first is being done, the rest wait in line
    rest = [pool.submit(child_programs.nap, 0.5) for _ in range(4)]
    pool.close()  # one of the rest may be handed out already, and is done too
    assert first.result() != os.getpid()
    assert sum(f.cancelled() for f in rest) >= 2


def _stopped_early() -> list[int]:
    """A consumer leaving a generator of answers that runs inside the pool's ``with``."""
    def answers() -> object:
        with WorkerPool(2) as pool:
            yield from pool.unordered(child_programs.nap, [0.05, 30, 30])
    out = answers()
    first = next(out)  # type: ignore[call-overload]
    out.close()  # type: ignore[attr-defined]
    return [first]


def test_a_generator_stopped_inside_the_pool_terminates_its_workers() -> None:
    started = time.monotonic()
    assert _stopped_early()[0] != os.getpid()
    assert time.monotonic() - started < 10  # not the 30 s the others would take


def test_a_child_answers_over_its_pipes_and_ends_with_its_input() -> None:
    child = ChildProcess("tests.helpers.child_programs", "echo")
    child.to.write(b"raise\n")
    child.to.flush()
    assert child.back.readline() == b"RAISE\n"
    child.close()
    assert child.back.closed


def test_a_child_that_does_not_end_is_killed_and_one_that_cannot_start_is_said(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    child = ChildProcess("tests.helpers.child_programs", "deaf")
    started = time.monotonic()
    child.close(timeout=0.2)
    assert time.monotonic() - started < 5
    monkeypatch.setattr(sys, "executable", "/nonexistent/python")
    with pytest.raises(ProcessError) as caught:
        ChildProcess("tests.helpers.child_programs", "echo")
    assert caught.value.code == "process_failed"


def test_every_process_of_felt_starts_here() -> None:
    """One way: no other module of engine/ or gui/ starts processes itself. The grading run
    only looks up the workers' ids, to lower their priority."""
    root = Path(__file__).resolve().parents[3]
    starts = re.compile(r"^\s*(import (multiprocessing|subprocess)|from (multiprocessing|"
                        r"subprocess|concurrent\.futures)\b.* import)", re.M)
    found = {path.relative_to(root).as_posix() for folder in ("engine", "gui")
             for path in (root / folder).rglob("*.py")
             if starts.search(path.read_text(encoding="utf-8"))}
    assert found == {"engine/core/processes.py", "gui/yourplay/grading_run.py"}
    text = (root / "gui" / "yourplay" / "grading_run.py").read_text(encoding="utf-8")
    assert re.findall(r"multiprocessing\.\w+", text) == ["multiprocessing.active_children"]

"""Work in other processes, one way: fresh interpreters, typed errors, a shutdown that ends them.

Why one module: the arena, the import, the grading job, the review's grading and the bot host
each started processes their own way (two ``ProcessPoolExecutor``\\s, one of them forking, two
``multiprocessing.Pool``\\s, a ``subprocess``), each with its own answer to how a worker is
started, what happens when one dies and how a stop ends them. As ``gui/base/background.py``
is for threads, this is for processes; it is Qt-free, so the engine uses it directly.

* **Started fresh** (:data:`SPAWN`), never forked: the window runs threads, and a fork of a
  process with threads may inherit a held lock. A worker imports what its task names, so a
  task's function must be a module-level one (sent by name).
* **Errors.** A task that raises raises the same exception where its answer is taken. A worker
  that dies (killed, out of memory) ends the pool, and every answer still awaited raises
  :class:`ProcessError` ``process_died``; a process that cannot be started raises
  ``process_failed``.
* **Shutdown.** :meth:`WorkerPool.close` lets the tasks being done finish and drops the rest
  (what the import does when the person cancels: workers never write anything);
  :meth:`WorkerPool.terminate` ends the workers at once (a stopped grading job, Felt quitting).
  A ``with`` block left normally closes the pool; left by an exception, or by a generator
  that is stopped while inside it, terminates it.
* **Progress** is the caller's: answers come back one at a time through :meth:`ordered` and
  :meth:`unordered`, and the caller counts them (the grading job reports after each batch it
  writes).

:class:`ChildProcess` is the other shape: one long-lived Python (``python -m module``) that
talks over its standard input and output (the bot host), ended when its input closes.

**Frozen** (the PyInstaller bundle, ``packaging/felt.spec``) there is no ``python -m``: the
bundle's executable is started again with ``--child module`` (:func:`child_command`), and its
entry point hands that to :func:`run_child`, which runs only Felt's own engine modules. Worker
pools need nothing of their own there: the entry point calls
``multiprocessing.freeze_support()``, which PyInstaller makes work for spawned workers.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import subprocess
import sys
import time
import weakref
from collections import deque
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from concurrent.futures import Future
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import as_completed
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import IO
from typing import Any
from typing import TypeVar

from engine.core.errors import FeltError

SPAWN = multiprocessing.get_context("spawn")
"""How every process of Felt's is started: a fresh interpreter."""

CLOSE_S = 5.0
"""Seconds a :class:`ChildProcess` is given to end by itself once its input closed."""

_ROOT = Path(__file__).resolve().parents[2]
CHILD_OPTION = "--child"
"""How a frozen Felt is told to be a child process: ``felt --child engine.play.bot_host``."""
CHILD_PACKAGE = "engine."
"""The only modules a frozen child runs: the engine's (never a name from anywhere else)."""

Item = TypeVar("Item")

#: Every pool made and not yet collected (:func:`end_every_pool`).
_LIVE_POOLS: weakref.WeakSet[WorkerPool] = weakref.WeakSet()
Answer = TypeVar("Answer")


class ProcessError(FeltError):
    """Work in another process failed as a process: ``process_failed`` (it could not be
    started), ``process_died`` (it ended while work was given to it)."""


class _Recorded:
    """The spawn context, remembering every process it starts (so that they can be ended:
    ``ProcessPoolExecutor`` offers no way to before Python 3.14)."""

    def __init__(self) -> None:
        self.started: list[Any] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(SPAWN, name)

    def Process(self, *args: Any, **options: Any) -> Any:  # the name the executor asks for
        process = SPAWN.Process(*args, **options)
        self.started.append(process)
        return process


def end_every_pool() -> None:
    """End every pool's workers at once: Felt quitting, whatever pool a window forgot (a
    pool's management threads would otherwise outlive the window that made it)."""
    for pool in list(_LIVE_POOLS):
        pool.terminate()


class WorkerPool:
    """``workers`` fresh processes doing module-level functions on items, started when the
    first item is handed out (or at once, ``eager``).

    :param setup: asked when the workers start: a module-level function each worker runs
        first and its arguments (what the workers need and this process has already built).
    :param eager: start every worker now, so they start while the caller prepares the first
        items.
    :raises ProcessError: ``process_failed``, here or at a submit (a worker cannot start).
    """

    def __init__(self, workers: int,
                 setup: Callable[[], tuple[Callable[..., object], tuple[Any, ...]]] | None = None,
                 eager: bool = False) -> None:
        self.workers = workers
        self._setup = setup
        self._context = _Recorded()
        self._pool: ProcessPoolExecutor | None = None
        _LIVE_POOLS.add(self)
        if eager:
            for _ in range(workers):  # a spawned worker is launched at a submit
                self.submit(int)

    @property
    def processes(self) -> tuple[Any, ...]:
        """The worker processes started so far (``pid``, ``is_alive()``), ended ones too."""
        return tuple(self._context.started)

    def _started(self) -> ProcessPoolExecutor:
        if self._pool is None:
            first, args = self._setup() if self._setup is not None else (None, ())
            context: Any = self._context
            self._pool = ProcessPoolExecutor(self.workers, context, first, args)
        return self._pool

    def submit(self, work: Callable[..., Answer], *args: Any) -> Future[Answer]:
        """``work(*args)`` in a worker; its answer (or its exception) in the future."""
        try:
            future: Future[Answer] = self._started().submit(work, *args)
        except BrokenProcessPool as exc:
            raise _died(exc) from exc
        except OSError as exc:
            raise ProcessError("process_failed", f"cannot start a worker process: {exc}") \
                from exc
        return future

    def ordered(self, work: Callable[[Item], Answer], items: Iterable[Item], in_flight: int,
                here: Callable[[Item], bool] = lambda item: False) -> Iterator[Answer]:
        """``work(item)`` for every item, in the items' order, with at most ``in_flight``
        items handed out and not answered (which bounds the memory they hold). An item
        ``here`` says is next to nothing is done in this process."""
        pending: deque[Future[Answer]] = deque()
        try:
            for item in items:
                if here(item):
                    done: Future[Answer] = Future()
                    done.set_result(work(item))
                    pending.append(done)
                else:
                    pending.append(self.submit(work, item))
                if len(pending) >= in_flight:
                    yield _answer(pending.popleft())
            while pending:
                yield _answer(pending.popleft())
        finally:
            for future in pending:
                future.cancel()

    def unordered(self, work: Callable[[Item], Answer], items: Iterable[Item]
                  ) -> Iterator[Answer]:
        """``work(item)`` for every item, each answer as soon as it is there. Leaving early
        drops the items not begun."""
        futures = [self.submit(work, item) for item in items]
        try:
            for future in as_completed(futures):
                yield _answer(future)
        finally:
            for future in futures:
                future.cancel()

    def close(self) -> None:
        """Drop the items not begun, let the ones being done finish, end the workers."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)

    def terminate(self) -> None:
        """End the workers at once (what they were doing is lost)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
        for process in self._context.started:
            if process.is_alive():
                process.terminate()
        for process in self._context.started:
            _reaped(process)

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, kind: object, *rest: object) -> None:
        if kind is None:
            self.close()
        else:  # an error or a stop (GeneratorExit): nothing more is wanted from them
            self.terminate()


REAP_S = 5.0
"""Seconds :meth:`WorkerPool.terminate` waits for a terminated worker to be seen ended."""


def _reaped(process: Any) -> None:
    """Wait until ``process`` is seen ended. The executor's own thread may reap a worker at the
    same moment (its ``join`` wins the ``waitpid``, ours returns early with the exit code not
    yet recorded), so one ``join`` can return while ``is_alive()`` still says yes."""
    deadline = time.monotonic() + REAP_S
    process.join()
    while process.is_alive() and time.monotonic() < deadline:
        process.join(0.01)


def _answer(future: Future[Answer]) -> Answer:
    try:
        return future.result()
    except BrokenProcessPool as exc:
        raise _died(exc) from exc


def _died(exc: BaseException) -> ProcessError:
    return ProcessError("process_died", f"a worker process ended unexpectedly: {exc}")


class ChildProcess:
    """``python -m module *args`` in a fresh interpreter, this repository importable, its standard
    input and output the pipes :attr:`to` and :attr:`back`; it is expected to end when its
    input closes (so it never outlives its parent, even one that is killed).

    :raises ProcessError: ``process_failed``.
    """

    def __init__(self, module: str, *args: str) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (str(_ROOT), env.get("PYTHONPATH", "")) if p
        )
        try:
            self._process = subprocess.Popen(
                child_command(module, *args),
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, cwd=str(_ROOT),
            )
        except OSError as exc:
            raise ProcessError("process_failed", f"cannot start {module}: {exc}") from exc
        assert self._process.stdin is not None and self._process.stdout is not None
        self.to: IO[bytes] = self._process.stdin
        self.back: IO[bytes] = self._process.stdout

    def close(self, timeout: float = CLOSE_S) -> None:
        """Close its input and wait for it to end; after ``timeout`` seconds it is killed."""
        with contextlib.suppress(OSError):
            self.to.close()
        try:
            self._process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        self.back.close()


def child_command(module: str, *args: str) -> list[str]:
    """The command line that runs ``module`` as ``__main__`` in a fresh process: ``python -m``,
    or the frozen executable with :data:`CHILD_OPTION`."""
    if getattr(sys, "frozen", False):
        return [sys.executable, CHILD_OPTION, module, *args]
    return [sys.executable, "-m", module, *args]


def run_child(argv: list[str]) -> None:
    """In a frozen Felt, run the child process ``argv`` asks for (``["--child", module,
    *args]``) as ``python -m module *args`` would.

    :raises ProcessError: ``process_failed`` for a module outside the engine.
    """
    import runpy

    module = argv[1] if len(argv) > 1 else ""
    if argv[:1] != [CHILD_OPTION] or not module.startswith(CHILD_PACKAGE):
        raise ProcessError("process_failed", f"not a child process of Felt's: {argv[:2]}")
    sys.argv = [module, *argv[2:]]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


__all__ = ["CHILD_OPTION", "CHILD_PACKAGE", "CLOSE_S", "SPAWN", "ChildProcess", "Future",
           "ProcessError",
           "WorkerPool", "child_command", "end_every_pool", "run_child"]

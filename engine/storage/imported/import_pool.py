"""Worker processes for reading a large hand-history file: parse and replay on every core.

Why: reading a hand (parsing its lines, replaying it on the engine, turning it into the rows
the history stores) is pure Python at about half a millisecond a hand, so 100,000 hands on
one core take about a minute; the file's one transaction, the check of what the history
already holds and the writing stay in the importing process, and cost a tenth of that.

:func:`ordered` runs a function over chunks of work in a few processes and gives the answers
back in the chunks' order, with at most :data:`IN_FLIGHT` chunks handed out at a time, so
memory stays bounded whatever the file's size. Stopping it (the consumer leaves the loop:
a cancel, a failed write) drops what was handed out; workers never write anything.

Workers are started fresh (``spawn``), never forked: the window imports from a thread, and a
fork of a process with threads may inherit a held lock.

Tests: tests/engine/storage/imported/test_storage_imports.py
"""

from __future__ import annotations

import multiprocessing
import os
from collections import deque
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from concurrent.futures import Future
from concurrent.futures import ProcessPoolExecutor
from typing import Any
from typing import TypeVar

WORKERS = 2
"""Processes reading hands (the machine Felt was measured on has two cores)."""
IN_FLIGHT = 3 * WORKERS
"""Chunks handed out and not yet answered, at most (bounds the memory they hold)."""
MIN_BYTES = 8 * 2**20
"""Files smaller than this are read in the importing process: starting the workers (a
fresh interpreter importing the engine each) costs more than a few thousand hands."""

Item = TypeVar("Item")
Answer = TypeVar("Answer")


def worth_it(size: int) -> bool:
    """Whether a file of ``size`` bytes is read by worker processes."""
    return size >= MIN_BYTES and (os.cpu_count() or 1) > 1


def ordered(work: Callable[[Item], Answer], chunks: Iterable[Item],
            light: Callable[[Item], bool] = lambda chunk: False,
            setup: Callable[[], tuple[Callable[..., object], tuple[Any, ...]]] | None = None,
            eager: bool = False) -> Iterator[Answer]:
    """``work(chunk)`` for every chunk, computed in :data:`WORKERS` processes, in order.

    ``work`` must be a module-level function (it is sent to the workers by name). A chunk
    ``light`` says is next to nothing (every hand already known) is done here; the workers
    are started only for the first chunk that is not, so a file imported again starts none.
    ``eager``: start them at once instead (the caller knows the chunks will need them), so
    that they start while the first chunks are being made. ``setup``, asked when they start,
    gives a module-level function each worker runs first and its arguments (what the
    workers need and this process has already built).
    """
    pool: ProcessPoolExecutor | None = _started(setup) if eager else None
    pending: deque[Future[Answer]] = deque()
    try:
        for chunk in chunks:
            if light(chunk):
                done: Future[Answer] = Future()
                done.set_result(work(chunk))
                pending.append(done)
            else:
                if pool is None:
                    pool = _started(setup)
                pending.append(pool.submit(work, chunk))
            if len(pending) >= IN_FLIGHT:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:
        for future in pending:
            future.cancel()
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


def _started(setup: Callable[[], tuple[Callable[..., object], tuple[Any, ...]]] | None,
             ) -> ProcessPoolExecutor:
    """The workers' pool, every worker already launched (a spawned process is launched at a
    submit: one trivial task each)."""
    first, args = setup() if setup is not None else (None, ())
    pool = ProcessPoolExecutor(max_workers=WORKERS,
                               mp_context=multiprocessing.get_context("spawn"),
                               initializer=first, initargs=args)
    for _ in range(WORKERS):
        pool.submit(int)
    return pool


__all__ = ["IN_FLIGHT", "MIN_BYTES", "WORKERS", "ordered", "worth_it"]

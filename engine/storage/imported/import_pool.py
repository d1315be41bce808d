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
fork of a process with threads may inherit a held lock (:mod:`engine.core.processes`, which
every process of Felt's goes through).

Tests: tests/engine/storage/imported/test_storage_imports.py
"""

from __future__ import annotations

import os
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from typing import Any
from typing import TypeVar

from engine.core.processes import WorkerPool

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
    pool = WorkerPool(WORKERS, setup, eager)
    try:
        yield from pool.ordered(work, chunks, IN_FLIGHT, here=light)
    finally:
        pool.close()


__all__ = ["IN_FLIGHT", "MIN_BYTES", "WORKERS", "ordered", "worth_it"]

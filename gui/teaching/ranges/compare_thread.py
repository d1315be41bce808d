"""Your range against an opponent's, computed in a thread of its own.

An exact range-against-range equity on a flop takes up to half a second with wide ranges, far
more than the GUI thread may stall; the shares of made hands and draws are cheap but come
along. Requests are numbered like the coach's events: one still waiting when a newer one
arrives is skipped, and a result for an older request is dropped by the receiver.

Tests: tests/gui/teaching/coach/test_coach_reading.py
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from engine.core.errors import FeltError
from engine.evaluation.hand_classes import combo_table
from engine.evaluation.range_equity import RangeEquity
from engine.evaluation.range_equity import range_equity
from engine.evaluation.ranges import Range
from engine.teaching.figures.range_hits import RangeHits
from engine.teaching.figures.range_hits import hits_of_range
from gui.base.background import Background

#: Reader's weights below this share of its largest are left out of the comparison: they are
#: the soft edge of its estimate and would only cost time.
WEIGHT_FLOOR = 1e-4


@dataclass(frozen=True, slots=True)
class CompareRequest:
    """Your range against ``theirs`` (weights over every combination) on ``board``."""

    serial: int
    yours: Range
    theirs: tuple[float, ...]
    board: tuple[int, ...]
    short_deck: bool


@dataclass(frozen=True, slots=True)
class CompareResult:
    """``equity`` of your range against theirs and your range's ``hits`` (``None`` before the
    flop); ``error`` an engine error code when there was nothing to compare."""

    serial: int
    equity: RangeEquity | None
    hits: RangeHits | None
    error: str
    seconds: float


def their_range(weights: tuple[float, ...], short_deck: bool) -> Range:
    """The reader's weights as a :class:`Range` (scaled so the largest is 1)."""
    table = combo_table(short_deck)
    dense = np.asarray(weights, dtype=np.float64)
    top = float(dense.max()) if dense.size else 0.0
    if top <= 0:
        return Range((), ())
    keep = np.flatnonzero(dense >= top * WEIGHT_FLOOR)
    return Range.from_weights(
        ((int(table.cards[k, 0]), int(table.cards[k, 1])), min(float(dense[k]) / top, 1.0))
        for k in keep)


def _seed(request: CompareRequest) -> int:
    """A sampling seed from what is compared, so the same comparison gives the same figure."""
    facts = repr((request.yours.combos, request.yours.weights, request.theirs, request.board))
    return int.from_bytes(hashlib.blake2b(facts.encode(), digest_size=8).digest(), "big")


def compare(request: CompareRequest) -> CompareResult:
    start = time.perf_counter()
    try:
        hits = (hits_of_range(request.yours, request.board, (), request.short_deck)
                if len(request.board) >= 3 else None)
        found = range_equity(request.yours, their_range(request.theirs, request.short_deck),
                             request.board, short_deck=request.short_deck,
                             seed=_seed(request))
    except FeltError as error:
        return CompareResult(request.serial, None, None, error.code,
                             time.perf_counter() - start)
    return CompareResult(request.serial, found, hits, "", time.perf_counter() - start)


class CompareThread(QObject):
    """The GUI thread's handle: :meth:`ask` sends a request, ``done`` brings results."""

    done = Signal(object)  # CompareResult

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work = Background("compare", self)
        self.qthread = self._work.qthread

    @property
    def latest(self) -> int:
        """The number of the newest request."""
        return self._work.newest.serial

    def ask(self, yours: Range, theirs: tuple[float, ...], board: tuple[int, ...],
            short_deck: bool) -> int:
        # A request still waiting when a newer one arrives is skipped; a result that comes
        # after a newer request was made is dropped (gui/base/background.py).
        serial = self._work.newest.serial + 1
        request = CompareRequest(serial, yours, theirs, board, short_deck)
        self._work.submit(lambda: compare(request), self.done.emit, latest=True)  # takes serial
        return serial

    def shutdown(self) -> None:
        self._work.shutdown()

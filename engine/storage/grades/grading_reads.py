"""What the grader knows of each opponent: their habits in the hands before, as the expert at
the table counts them.

The expert learns every opponent's frequencies (:class:`~engine.bots.reading.SeatStats`) from
the hands it has seen, and bets and calls on those reads. A grader that read every opponent as
the population would call a well-read exploit a mistake, and grade the expert worse than a
player who never reads anyone. So a stored hand is graded with the counts of the same
session's hands before it, per seat (a seat is one player through a session of Felt); imported
hands come from many tables whose seat numbers name nobody in particular, so they are graded
with the population's reads.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable
from collections.abc import Mapping

from engine.bots.reading import SeatStats
from engine.bots.reading import moves_of
from engine.core.errors import FeltError
from engine.storage.hands import HandData
from engine.storage.hands import HandRecord

__all__ = ["RunningReads", "reads_from_json", "session_reads"]

_FIELDS = tuple(f.name for f in dataclasses.fields(SeatStats))


def session_reads(records: Iterable[HandRecord]) -> dict[tuple[int, int], str]:
    """For each played (session, hand), the JSON text of every seat's counts over the same
    session's earlier hands (imported hands are left out: graded with no reads)."""
    by_session: dict[int, list[HandRecord]] = {}
    for record in records:
        if record.origin is None:
            by_session.setdefault(record.session_id, []).append(record)
    out: dict[tuple[int, int], str] = {}
    for session_id, hands in by_session.items():
        stats: dict[int, SeatStats] = {}
        for record in sorted(hands, key=lambda r: r.hand_number):
            out[(session_id, record.hand_number)] = _text(stats)
            _count(stats, record.data)
    return out


class RunningReads:
    """The reads of a game's hands, counted as its hands end: the live review grades each
    hand with the counts of the hands before it, as :func:`session_reads` gives them to the
    job, and counting them afresh for every hand replayed the whole session after each one.

    >>> RunningReads().before([], 1)
    '{}'
    """

    def __init__(self) -> None:
        self._stats: dict[int, SeatStats] = {}
        self._through = 0  # the last hand number counted

    def before(self, hands: Iterable[HandData], hand_number: int) -> str:
        """The counts of the ``hands`` numbered below ``hand_number``, as JSON text;
        only those not counted yet are replayed (hands come in the order they were played)."""
        for data in sorted((d for d in hands if self._through < d.hand_number < hand_number),
                           key=lambda d: d.hand_number):
            _count(self._stats, data)
            self._through = data.hand_number
        return _text(self._stats)


def _text(stats: Mapping[int, SeatStats]) -> str:
    return json.dumps({str(seat): [getattr(s, f) for f in _FIELDS]
                       for seat, s in stats.items()})


def _count(stats: dict[int, SeatStats], data: HandData) -> None:
    try:
        state = data.start()
        for action in data.actions:
            state.act(action)
    except FeltError:
        return
    moves = moves_of(state.events)
    if moves is None:
        return
    for seat in moves.seats:
        stats.setdefault(seat, SeatStats()).add_hand(seat, moves)


def reads_from_json(text: str) -> Mapping[int, SeatStats] | None:
    """The counts :func:`session_reads` wrote (``None`` for none or unreadable text)."""
    if not text:
        return None
    try:
        raw = json.loads(text)
        return {int(seat): SeatStats(**{f: int(v) for f, v in zip(_FIELDS, counts,
                                                                   strict=True)})
                for seat, counts in raw.items()}
    except (ValueError, TypeError, AttributeError):
        return None

"""Each person's own hands and figures, when several people played at one screen (hot-seat).

A stored hand is kept as the game's first person saw it (:attr:`HandRecord.person_seat`): their
cards, their result. In a hot-seat game every seat a person decided for is theirs in the same
way, so the history and the statistics can be shown for any of them: the hands of the seats a
name played as a person, each with that seat's cards and result, and the figures summed over
exactly those seats (a computer player of the same name elsewhere does not count).

Tests: tests/engine/storage/test_people_stats.py, tests/gui/history/test_history_people.py
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import replace
from typing import Protocol

from engine.core.errors import StorageError
from engine.play.session import PERSON
from engine.storage.hands import HandRecord
from engine.storage.store import IMPORTED
from engine.storage.store import PlayerStats
from engine.storage.store import SessionSpec
from engine.storage.store import SessionSummary


class SessionSource(Protocol):
    """What :func:`people` reads of the store (:class:`engine.storage.store.Store`)."""

    def list_sessions(self) -> list[SessionSummary]: ...

    def spec(self, session_id: int) -> SessionSpec: ...


PersonSeats = Mapping[int, int]
"""The seat a person had in each session they played: session id -> seat."""


def people_seats(spec: SessionSpec) -> dict[int, str]:
    """The seats people decided for in a session (the person's and every hot-seat seat),
    with their names."""
    seats = {s for s, kind in spec.bots.items() if kind == PERSON}
    if spec.person_seat is not None:
        seats.add(spec.person_seat)
    return {s: name for s in sorted(seats)
            if 0 <= s < len(spec.names) and (name := spec.names[s]) is not None}


def people(store: SessionSource) -> dict[str, dict[int, int]]:
    """Every name a person played under, with its seat in each session, in the order the
    sessions were started; a session that cannot be read is left out.

    :raises StorageError: the sessions cannot be listed.
    """
    found: dict[str, dict[int, int]] = {}
    for summary in sorted(store.list_sessions(), key=lambda s: (s.created, s.id)):
        try:
            spec = store.spec(summary.id)
        except StorageError:
            continue
        for seat, name in people_seats(spec).items():
            found.setdefault(name, {})[summary.id] = seat
    return found


def as_person(record: HandRecord, seat: int) -> HandRecord:
    """``record`` as the person at ``seat`` saw it: their cards and their result."""
    me = next((p for p in record.players if p.seat == seat), None)
    result = None
    if me is not None:
        result = "won" if me.net > 0 else "lost" if me.net < 0 else "even"
    return replace(record, person_seat=seat, result=result)


def person_hands(records: Iterable[HandRecord], seats: PersonSeats) -> list[HandRecord]:
    """The hands a person was dealt into at their own seats, each as they saw it."""
    out = []
    for record in records:
        seat = seats.get(record.session_id)
        if record.session_id != IMPORTED and seat is not None \
                and any(p.seat == seat for p in record.players):
            out.append(as_person(record, seat))
    return out


def person_stats(name: str, hands: Iterable[HandRecord]) -> PlayerStats | None:
    """A person's figures over their hands (from :func:`person_hands`), as
    :meth:`Store.stats` counts them; ``None`` without a hand."""
    count = vpip = pfr = aggressive = passive = showdowns = won = net = 0
    for record in hands:
        me = record.person
        if me is None:
            continue
        count += 1
        vpip += me.vpip
        pfr += me.pfr
        aggressive += me.aggressive
        passive += me.passive
        showdowns += me.showdown
        won += me.won_showdown
        net += me.net
    if not count:
        return None
    return PlayerStats(name, True, count, vpip / count, pfr / count,
                       aggressive / passive if passive else None, showdowns, won, net)

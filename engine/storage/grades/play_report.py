"""The person's graded decisions gathered into what "Your play" shows: the error rate overall,
per session and per week, split by street, position and kind of decision, and the blunders.

Only the person's own decisions count: in Felt's games the seat they sat at, in imported hands
the seat of a name marked "This is me" (both as :meth:`Store.hands` reports ``person_seat``).
A bench that graded every seat leaves grades of the computers in the database; they are left
out here. Decisions the grader could not value are counted apart, by their code, and never
enter a rate.
"""

from __future__ import annotations

import datetime
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from engine.rules.events import Street
from engine.storage.grades.grading_job import load_grades
from engine.storage.hands import HandRecord
from engine.storage.store import Store
from engine.teaching.grading.decision_kinds import Spot
from engine.teaching.grading.error_rate import BLUNDER_BB
from engine.teaching.grading.error_rate import ErrorRate
from engine.teaching.grading.error_rate import error_rate
from engine.teaching.grading.error_rate import split
from engine.teaching.grading.grader import DecisionGrade

__all__ = ["PersonDecision", "PlayReport", "blunders", "person_decisions", "play_report",
           "ungraded_hands"]


@dataclass(frozen=True, slots=True)
class PersonDecision:
    """One decision of the person with the hand it belongs to."""

    session_id: int  # 0 for an imported hand
    hand: int
    played_at: float  # seconds since the epoch
    grade: DecisionGrade

    @property
    def week(self) -> datetime.date:
        """The Monday of the week it was played in (local time)."""
        day = datetime.datetime.fromtimestamp(self.played_at).date()
        return day - datetime.timedelta(days=day.weekday())


def person_decisions(store: Store, records: Sequence[HandRecord] | None = None
                     ) -> list[PersonDecision]:
    """The person's stored grades in ``records`` (every hand of the history by default)."""
    hands = store.hands() if records is None else records
    person = {(r.session_id, r.hand_number): (r.person_seat, r.played_at) for r in hands
              if r.person_seat is not None}
    out = []
    for stored in load_grades(store):
        found = person.get((stored.session_id, stored.hand))
        if found is not None and found[0] == stored.grade.seat:
            out.append(PersonDecision(stored.session_id, stored.hand, found[1], stored.grade))
    return out


def ungraded_hands(store: Store, records: Sequence[HandRecord]) -> int:
    """How many of the person's hands in ``records`` no grader has graded yet."""
    done = {(int(a), int(b), int(c)) for a, b, c in
            store.query("SELECT session_id, hand, seat FROM graded_hands")}
    return sum((r.session_id, r.hand_number, r.person_seat) not in done for r in records
               if r.person_seat is not None)


@dataclass(frozen=True, slots=True)
class PlayReport:
    """Error rates of the person's graded decisions, and the ones not graded by reason."""

    overall: ErrorRate
    not_graded: dict[str, int]
    by_session: dict[int, ErrorRate]
    by_week: dict[datetime.date, ErrorRate]
    by_street: dict[Street, ErrorRate]
    by_position: dict[str, ErrorRate]
    by_spot: dict[Spot, ErrorRate]


def play_report(decisions: Sequence[PersonDecision], blunder_bb: float = BLUNDER_BB
                ) -> PlayReport:
    """The error rates of ``decisions`` (those not graded only counted)."""
    graded = [d for d in decisions if d.grade.graded]

    def cost(d: PersonDecision) -> float:
        return d.grade.cost_bb

    return PlayReport(
        error_rate([cost(d) for d in graded], blunder_bb),
        dict(Counter(d.grade.reason for d in decisions if not d.grade.graded)),
        split(graded, lambda d: d.session_id, cost, blunder_bb),
        split(graded, lambda d: d.week, cost, blunder_bb),
        split(graded, lambda d: d.grade.street, cost, blunder_bb),
        split(graded, lambda d: d.grade.position, cost, blunder_bb),
        split(graded, lambda d: d.grade.spot, cost, blunder_bb))


def blunders(decisions: Sequence[PersonDecision], blunder_bb: float = BLUNDER_BB
             ) -> list[PersonDecision]:
    """The decisions that gave up ``blunder_bb`` big blinds or more, the costliest first."""
    found = [d for d in decisions if d.grade.graded and d.grade.cost_bb >= blunder_bb]
    return sorted(found, key=lambda d: (-d.grade.cost_bb, d.session_id, d.hand,
                                        d.grade.index))

"""Progress from stored answers: accuracy and speed per drill over time, streaks, weak spots.

Works on plain :class:`AnswerRecord` values (storage reads them from the database), so the
figures are the same whether they come from a file, a test or a session in memory.

Tests: tests/engine/storage/test_drill_storage.py, tests/gui/teaching/trainer/test_progress_chart.py
"""

from __future__ import annotations

import datetime as dt
import statistics
import time
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass

from engine.teaching.drills.exercise import Answer

#: Answers per drill that count as "recent" for weak spots and the recent accuracy.
RECENT = 20
#: Days of history a progress chart shows at most.
CHART_DAYS = 30


@dataclass(frozen=True, slots=True)
class AnswerRecord:
    """One answer as stored: which exercise, what was answered, how well and how fast.

    :param seconds: time from showing the exercise to answering.
    :param answered_at: seconds since the epoch.
    """

    drill: str
    difficulty: str
    seed: int
    answer: Answer
    expected: Answer
    correct: bool
    score: float
    seconds: float
    answered_at: float


@dataclass(frozen=True, slots=True)
class DayPoint:
    """One day's answers of one drill. :param day: the local date's ordinal."""

    day: int
    answers: int
    accuracy: float
    median_seconds: float


@dataclass(frozen=True, slots=True)
class DrillProgress:
    """How one drill goes: overall, recently, by day, and in streaks of right answers."""

    drill: str
    answers: int
    accuracy: float
    recent_accuracy: float
    median_seconds: float
    current_streak: int
    best_streak: int
    days: tuple[DayPoint, ...]


def day_of(timestamp: float) -> int:
    """The local calendar day of a moment, as a date ordinal."""
    moment = time.localtime(timestamp)
    return dt.date(moment.tm_year, moment.tm_mon, moment.tm_mday).toordinal()


def streaks(records: Sequence[AnswerRecord]) -> tuple[int, int]:
    """(current, best) runs of right answers, in answer order."""
    current = best = 0
    for r in records:
        current = current + 1 if r.correct else 0
        best = max(best, current)
    return current, best


def drill_progress(drill: str, records: Sequence[AnswerRecord]) -> DrillProgress:
    """The progress of one drill from its answers (oldest first)."""
    ordered = sorted(records, key=lambda r: r.answered_at)
    by_day: dict[int, list[AnswerRecord]] = {}
    for r in ordered:
        by_day.setdefault(day_of(r.answered_at), []).append(r)
    days = tuple(
        DayPoint(day, len(rs), sum(r.correct for r in rs) / len(rs),
                 statistics.median(r.seconds for r in rs))
        for day, rs in sorted(by_day.items())[-CHART_DAYS:])
    recent = ordered[-RECENT:]
    current, best = streaks(ordered)
    n = len(ordered)
    return DrillProgress(
        drill, n,
        sum(r.correct for r in ordered) / n if n else 0.0,
        sum(r.correct for r in recent) / len(recent) if recent else 0.0,
        statistics.median(r.seconds for r in ordered) if n else 0.0,
        current, best, days)


def progress(records: Iterable[AnswerRecord], drills: Sequence[str]) -> Mapping[str, DrillProgress]:
    """Progress of each of ``drills`` (answers of other drills are ignored)."""
    grouped: dict[str, list[AnswerRecord]] = {d: [] for d in drills}
    for r in records:
        if r.drill in grouped:
            grouped[r.drill].append(r)
    return {d: drill_progress(d, rs) for d, rs in grouped.items()}


def weak_spots(figures: Mapping[str, DrillProgress]) -> tuple[str, ...]:
    """Drills to practise next: those answered, lowest recent accuracy first (the slower one
    first on equal accuracy), then those never tried."""
    tried = [p for p in figures.values() if p.answers]
    tried.sort(key=lambda p: (p.recent_accuracy, -p.median_seconds))
    untried = [d for d, p in figures.items() if not p.answers]
    return (*(p.drill for p in tried), *untried)

"""The coach at a live table: follows the session's events for one person.

:class:`TableCoach` is what the window's coach thread wraps. :meth:`TableCoach.feed` takes the
session's events as they come (cheap: it only files them), :meth:`TableCoach.report` computes
the :class:`~engine.teaching.coach.coach.CoachReport` for the latest of them (the dear part, which a
window skips for events already overtaken by newer ones). The person's decisions are graded
apart, by the grader (:mod:`engine.teaching.grading.grader`) once each hand is over, so that a
decision is graded whether or not the coach was looked at and the same way after a restart.

Tests: tests/engine/teaching/coach/test_coach.py
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.play.session import PersonToAct
from engine.rules.actions import LegalActions
from engine.rules.events import ActionTaken
from engine.rules.events import HandEnded
from engine.rules.events import HandStarted
from engine.rules.view import PlayerView
from engine.teaching.coach.coach import Coach
from engine.teaching.coach.coach import CoachReport
from engine.teaching.coach.icm_advice import TournamentAdvice
from engine.teaching.coach.icm_advice import tournament_advice
from engine.teaching.coach.public_view import public_view
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.coach.solver_spot import question_at

__all__ = ["EXPERT_PROFILE", "TableCoach"]

#: The bot whose view of the person's spots the practice advisor shows.
EXPERT_PROFILE = "expert"


class TableCoach:
    """Coach of the person at ``seat``.

    :param prizes: a tournament's prizes, first place first (empty: chips are money).
    """

    def __init__(self, seat: int, coach: Coach | None = None,
                 prizes: tuple[float, ...] = ()) -> None:
        self.seat = seat
        self.prizes = prizes
        self.coach = coach or Coach()
        self.hands_followed = 0
        self._events: list[object] = []
        self._legal: LegalActions | None = None

    @property
    def in_hand(self) -> bool:
        """A hand the person is dealt into is being followed."""
        return any(isinstance(e, HandStarted) and self.seat in e.seats for e in self._events)

    def feed(self, events: Iterable[object]) -> None:
        """File the session's next events (hand events and session events alike)."""
        for event in events:
            if isinstance(event, HandStarted):
                self._events, self._legal = [], None
            if isinstance(event, PersonToAct):
                self._legal = event.legal if event.seat == self.seat else None
                continue
            self._events.append(event)
            if isinstance(event, ActionTaken):
                self._legal = None
            elif isinstance(event, HandEnded) and self.in_hand:
                self.coach.hand_over(public_view(self._events, self.seat))
                self.hands_followed += 1

    def forget_hand(self) -> None:
        """Follow no hand until the next one starts (what was learnt stays)."""
        self._events, self._legal = [], None

    def view(self) -> PlayerView | None:
        """The person's view now (``None`` between hands or when not dealt in)."""
        if not self.in_hand:
            return None
        return public_view(self._events, self.seat, self._legal)

    def report(self) -> CoachReport | None:
        """The coach's report for the latest event (``None`` when there is nothing to read)."""
        view = self.view()
        if view is None or len(view.hole) != 2 or view.folded[view.position]:
            return None
        return self.coach.report(view)

    def solver_question(self) -> SolverQuestion | None:
        """The person's turn or river decision as a solver spot (``None`` where the solver
        has nothing to say: see :func:`engine.teaching.coach.solver_spot.question_at`)."""
        view = self.view()
        if view is None or view.legal is None:
            return None
        return question_at(view, self.coach.tendencies)

    def advice(self, report: CoachReport | None) -> TournamentAdvice | None:
        """At a tournament table: prize money, the risk premium and the push/fold chart
        (``None`` elsewhere or between hands)."""
        view = self.view() if self.prizes else None
        if view is None:
            return None
        equity = _heads_up_equity(report) if report is not None else None
        return tournament_advice(view, self.prizes, equity)


def _heads_up_equity(report: CoachReport) -> float | None:
    """The coach's equity when one opponent is left (several ranges have no single figure
    that a call could be priced with)."""
    return report.opponents[0].equity.equity if len(report.opponents) == 1 else None


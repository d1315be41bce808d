"""The coach at a live table: follows the session's events for one person.

:class:`TableCoach` is what the window's coach thread wraps. :meth:`TableCoach.feed` takes the
session's events as they come (cheap: it only files them), :meth:`TableCoach.report` computes
the :class:`~engine.teaching.coach.coach.CoachReport` for the latest of them (the dear part, which a
window skips for events already overtaken by newer ones). When the person must act, the expert
bot thinks about the person's own view at once, so that the person's decision can be graded
as soon as it arrives; each finished hand leaves its :class:`~engine.teaching.coach.review.Grade`
list in :attr:`TableCoach.reviews`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.bots.bot import Bot
from engine.bots.explain import Thought
from engine.play.session import PersonToAct
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
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
from engine.teaching.coach.review import Grade
from engine.teaching.coach.review import grade

__all__ = ["EXPERT_PROFILE", "HandReview", "TableCoach"]

#: The bot whose view of the person's spots grades the person's decisions.
EXPERT_PROFILE = "expert"


@dataclass(frozen=True, slots=True)
class HandReview:
    """The graded decisions of one finished hand."""

    hand_number: int
    grades: tuple[Grade, ...]


class TableCoach:
    """Coach and reviewer of the person at ``seat``.

    :param seed: seeds the expert bot (its near-equal choices are mixed at random).
    :param prizes: a tournament's prizes, first place first (empty: chips are money).
    """

    def __init__(self, seat: int, seed: int = 0, coach: Coach | None = None,
                 prizes: tuple[float, ...] = ()) -> None:
        self.seat = seat
        self.prizes = prizes
        self.coach = coach or Coach()
        self.expert = Bot(EXPERT_PROFILE, seed)
        self.reviews: list[HandReview] = []
        self._events: list[object] = []
        self._legal: LegalActions | None = None
        self._pending: tuple[PlayerView, Thought, float | None] | None = None
        self._turn_report: tuple[int, CoachReport] | None = None  # made at the person's turn
        self._grades: list[Grade] = []
        self._hand_number = 0

    @property
    def in_hand(self) -> bool:
        """A hand the person is dealt into is being followed."""
        return any(isinstance(e, HandStarted) and self.seat in e.seats for e in self._events)

    def feed(self, events: Iterable[object], review: bool = True) -> None:
        """File the session's next events (hand events and session events alike).

        :param review: let the expert think at the person's turns and grade the decisions
            (off while nobody looks at the coach: filing alone costs next to nothing).
        """
        for event in events:
            if isinstance(event, HandStarted):
                self._events, self._legal, self._pending = [], None, None
                self._turn_report = None
                self._grades, self._hand_number = [], event.hand_number
            if isinstance(event, PersonToAct):
                self._legal = event.legal if event.seat == self.seat else None
                if review and event.seat == self.seat and self.in_hand:
                    view = public_view(self._events, self.seat, event.legal)
                    report = self.coach.report(view)
                    self._turn_report = (len(self._events), report)
                    self._pending = (view, self.expert.think(view), _heads_up_equity(report))
                continue
            self._events.append(event)
            if isinstance(event, ActionTaken):
                self._legal = None
                if event.seat == self.seat and self._pending is not None:
                    view, thought, equity = self._pending
                    self._pending = None
                    self._grades.append(grade(view, _action_of(event), thought,
                                              self._hand_number, equity))
            elif isinstance(event, HandEnded) and self.in_hand:
                final = public_view(self._events, self.seat)
                self.coach.hand_over(final)
                self.expert.hand_over(final)
                self.reviews.append(HandReview(self._hand_number, tuple(self._grades)))

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
        made = self._turn_report
        if made is not None and made[0] == len(self._events) and self._legal is not None:
            return made[1]  # already read when the turn came, for the review
        return self.coach.report(view)

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


def _action_of(event: ActionTaken) -> Action:
    """The action an :class:`ActionTaken` records, as the person chose it."""
    kind = ActionKind(event.action)
    if kind in (ActionKind.BET, ActionKind.RAISE):
        return Action.bet_or_raise(event.to)
    return Action(kind)

"""The advisor of a practice game: the expert's suggestion for the person's own decision.

:class:`Advisor` follows the events the table shows, as the person sees them (their own cards
only, even when the practice setting shows every hand: the advice must not cheat). When the
person is to act, the expert bot (:data:`~engine.teaching.coach.table_coach.EXPERT_PROFILE`) thinks
about the person's view and its :class:`~engine.bots.explain.Thought` is the advice: an action
that is legal for the person, and the reasons behind it (equity against the ranges it reads,
the pot odds, its plan). The window words it and computes it off its own thread.

Tests: tests/gui/access/test_field_names.py, tests/gui/access/test_keyboard_only.py,
tests/gui/access/test_table_mirror.py
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.bots.bot import Bot
from engine.bots.explain import Thought
from engine.play.session import PersonToAct
from engine.rules.events import HandEnded
from engine.rules.events import HandStarted
from engine.teaching.coach.public_view import public_view
from engine.teaching.coach.table_coach import EXPERT_PROFILE

__all__ = ["Advisor"]


class Advisor:
    """Advice for the person at ``seat``; ``seed`` seeds the expert's mixed choices."""

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.expert = Bot(EXPERT_PROFILE, seed)
        self._events: list[object] = []
        self._dealt_in = False

    def feed(self, events: Iterable[object]) -> Thought | None:
        """File the next events; the expert's thought when they end at the person's turn."""
        advice: Thought | None = None
        for event in events:
            if isinstance(event, HandStarted):
                self._events, advice = [], None
                self._dealt_in = self.seat in event.seats
            if isinstance(event, PersonToAct):
                if event.seat == self.seat and self._dealt_in:
                    advice = self.expert.think(public_view(self._events, self.seat,
                                                           event.legal))
                continue
            self._events.append(event)
            advice = None  # the table moved on: an older suggestion no longer fits
            if isinstance(event, HandEnded) and self._dealt_in:
                self.expert.hand_over(public_view(self._events, self.seat))
        return advice

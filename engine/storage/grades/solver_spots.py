"""The person's own river decisions in the saved games, as solver questions for the drill
"play it like a solver" (:mod:`engine.teaching.drills.solver_drill`).

A graded river decision in a pot two players still contest is replayed from its stored hand to
the moment of the decision, and read as the coach's Solver tab reads a live one
(:func:`~engine.teaching.coach.solver_spot.question_at`: both ranges from the public actions,
as the population plays), with the person's own hand kept in their range. The costliest
decisions come first: they are the ones to learn from.
A hand that no longer replays, or a decision the solver has nothing to say about, is left out.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.errors import FeltError
from engine.rules.events import Street
from engine.rules.view import view_for
from engine.storage.store import Store
from engine.teaching.coach.coach import Coach
from engine.teaching.coach.solver_spot import SolverQuestion
from engine.teaching.coach.solver_spot import question_at
from engine.teaching.drills.solver_drill import holding_hand

__all__ = ["OwnSolverSpot", "own_solver_spots"]

#: Decisions read at most (the costliest first); each replays one hand.
MOST_SPOTS = 40


@dataclass(frozen=True, slots=True)
class OwnSolverSpot:
    """A decision of the person's as a solver question, and where it was played."""

    session_id: int
    hand: int
    decision: int
    question: SolverQuestion


def own_solver_spots(store: Store, limit: int = MOST_SPOTS) -> list[OwnSolverSpot]:
    """The person's graded river decisions heads-up, the costliest first."""
    rows = store.query(
        "SELECT session_id, hand, seat, decision FROM grades WHERE street = ? AND graded = 1 "
        "ORDER BY cost_bb DESC, session_id, hand, decision LIMIT ?",
        (int(Street.RIVER), limit))
    tendencies = Coach().tendencies
    out = []
    for session_id, hand, seat, decision in rows:
        try:
            record = store.hand(int(session_id), int(hand))
            state = record.data.start()
            for action in record.data.actions[:int(decision)]:
                state.act(action)
            if state.actor_seat != int(seat):
                continue
            question = question_at(view_for(state, int(seat)), tendencies)
        except (FeltError, ValueError, IndexError):
            continue  # a hand that no longer replays
        if question is not None:
            out.append(OwnSolverSpot(int(session_id), int(hand), int(decision),
                                     holding_hand(question)))
    return out

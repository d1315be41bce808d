"""The expert's own range as it really plays, for the spots it solves.

A solve needs both players' ranges. For the opponent the expert has only the range reader's
estimate; for itself it knows more: its own strategy. Reading its own range with the reader's
population model put the wrong hands in it: heads-up, the expert raises 79 % of its hands first
in on the button (mean percentile 0.40), where the reader's model holds 44 % and much stronger
ones (0.22); over a limp from the big blind it raises 10 % (0.05), the model 44 % (0.22). A solve
for the model's range plays as that range may; the expert's real range, which a local best
response knows by asking it, is then not the one the solve believed, and overbets take it
apart.

So the expert asks itself. :class:`OwnTrail` keeps, per hand, the views of its pre-flop decisions
with the action taken and, per later street, the solve it played from. Its range at the start of
a street is then: for each starting-hand class, the chance its pre-flop decider takes the very
actions it took (asked :data:`DRAWS` times per class with generators of their own, as the
decider mixes at the edges of its ranges), times, for each street played from a solve, the
solve's frequency of each action it took with each hand. A street played by the heuristic (no
useful solve) leaves the reader's estimate to stand for the whole range.

Tests: tests/engine/bots/test_own_range.py
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.bots.betting import legalize
from engine.bots.reading import moves_of
from engine.bots.spot import Choice
from engine.bots.spot import Mind
from engine.bots.spot import Spot
from engine.bots.spot import make_spot
from engine.evaluation.hand_classes import combo_table
from engine.rules.actions import Action
from engine.rules.events import Street
from engine.rules.view import PlayerView

F64 = npt.NDArray[np.float64]

__all__ = ["DRAWS", "OwnTrail", "preflop_range"]

#: How often the pre-flop decider is asked per starting-hand class.
DRAWS = 3
#: Pre-flop ranges kept in this process by their decisions (a local best response asks copies
#: of the expert about dozens of holdings in one spot; they share the answer).
KEPT_RANGES = 16
_RANGES: OrderedDict[str, F64] = OrderedDict()


@dataclass(frozen=True)
class OwnTrail:
    """One hand's record of the expert's own play: pre-flop views with the action taken,
    and for each later street the key of the solve it played from (in :mod:`solver_play`'s
    store) and which of its players the expert is. Frozen: copies of the bot share it."""

    preflop: tuple[tuple[PlayerView, Action], ...] = ()
    #: (street, the solve's key, which of its players the expert is)
    solves: tuple[tuple[Street, str, int], ...] = ()

    def with_preflop(self, view: PlayerView, action: Action) -> OwnTrail:
        return dataclasses.replace(self, preflop=(*self.preflop, (view, action)))

    def with_solve(self, street: Street, key: str, player: int) -> OwnTrail:
        kept = tuple(s for s in self.solves if s[0] is not street)
        return dataclasses.replace(self, solves=(*kept, (street, key, player)))

    def solve_of(self, street: Street) -> tuple[str, int] | None:
        return next(((key, player) for s, key, player in self.solves if s is street), None)


Decider = Callable[[Mind, Spot, dict[int, F64]], Choice]
Ranges = Callable[[Spot], dict[int, F64]]


def preflop_range(mind: Mind, trail: OwnTrail, decide: Decider, ranges: Ranges) -> F64 | None:
    """Weights over the 1,326 combinations: how likely each holding made every pre-flop
    decision of ``trail`` as it was made (``decide`` asked with each class's first holding);
    ``None`` when the trail has no pre-flop decision."""
    if not trail.preflop:
        return None
    digest = hashlib.blake2b(digest_size=16)
    digest.update(repr((mind.profile, trail.preflop)).encode())
    key = digest.hexdigest()
    if key in _RANGES:
        _RANGES.move_to_end(key)
        return _RANGES[key]
    table = combo_table(False)
    weights = np.ones(table.size)
    saved = mind.rng
    try:
        for view, taken in trail.preflop:
            record = moves_of(view.history)
            legal = view.legal
            if record is None or legal is None:
                return None
            seen = ranges(make_spot(view, legal, record))
            for cls in range(int(table.classes.max()) + 1):
                members = np.flatnonzero(table.classes == cls)
                hole = (int(table.cards[members[0], 0]), int(table.cards[members[0], 1]))
                s = make_spot(dataclasses.replace(view, hole=hole), legal, record)
                same = 0
                for draw in range(DRAWS):
                    mind.rng = random.Random(cls * 7919 + draw)
                    same += legalize(decide(mind, s, seen).action, legal).kind is taken.kind
                weights[members] *= same / DRAWS
    finally:
        mind.rng = saved
    _RANGES[key] = weights
    while len(_RANGES) > KEPT_RANGES:
        _RANGES.popitem(last=False)
    return weights

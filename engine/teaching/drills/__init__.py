"""The seven drills, by code, in the order the trainer lists them.

Each drill deals a question from a seed (:meth:`~engine.teaching.exercise.Drill.generate`),
knows its exact answer (``solve``) and scores a person's answer (``check``).
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.teaching.drills.board import BoardDrill
from engine.teaching.drills.call import CallDrill
from engine.teaching.drills.equity import EquityDrill
from engine.teaching.drills.naming import NameDrill
from engine.teaching.drills.outs import OutsDrill
from engine.teaching.drills.range import RangeDrill
from engine.teaching.drills.winner import WinnerDrill
from engine.teaching.exercise import Drill, DrillError, Question

DRILLS: Mapping[str, Drill] = {
    drill.code: drill
    for drill in (WinnerDrill(), NameDrill(), OutsDrill(), EquityDrill(), CallDrill(),
                  RangeDrill(), BoardDrill())
}
DRILL_CODES = tuple(DRILLS)


def drill(code: str) -> Drill:
    """:raises DrillError: ``unknown_drill``."""
    found = DRILLS.get(code)
    if found is None:
        raise DrillError("unknown_drill", f"no drill {code!r}", drill=code)
    return found


def generate(code: str, seed: int, difficulty: str) -> Question:
    """The exercise of drill ``code`` dealt from ``seed`` at ``difficulty``."""
    return drill(code).generate(seed, difficulty)

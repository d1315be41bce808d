"""The drills of the trainer: the eight drills, by code, in the order the trainer lists them.

Each drill (``*_drill.py``) deals a question from a seed
(:meth:`~engine.teaching.drills.exercise.Drill.generate`), knows its exact answer (``solve``)
and scores a person's answer (``check``). Beside them: what every drill shares
(:mod:`~engine.teaching.drills.exercise`), a session of exercises
(:mod:`~engine.teaching.drills.drill_session`), progress from stored answers
(:mod:`~engine.teaching.drills.drill_progress`) and the computer players' lines of play the
range drills ask about (:mod:`~engine.teaching.drills.lines`).
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.teaching.drills.board_drill import BoardDrill
from engine.teaching.drills.call_drill import CallDrill
from engine.teaching.drills.equity_drill import EquityDrill
from engine.teaching.drills.exercise import Drill
from engine.teaching.drills.exercise import DrillError
from engine.teaching.drills.exercise import Question
from engine.teaching.drills.naming_drill import NameDrill
from engine.teaching.drills.outs_drill import OutsDrill
from engine.teaching.drills.pushfold_drill import PushFoldDrill
from engine.teaching.drills.range_drill import RangeDrill
from engine.teaching.drills.winner_drill import WinnerDrill

DRILLS: Mapping[str, Drill] = {
    drill.code: drill
    for drill in (WinnerDrill(), NameDrill(), OutsDrill(), EquityDrill(), CallDrill(),
                  RangeDrill(), BoardDrill(), PushFoldDrill())
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

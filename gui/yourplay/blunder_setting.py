"""The blunder threshold, a setting (Game > Settings…): decisions that gave up this many big
blinds or more are listed as blunders and drilled. PokerSnowie's default, 2 big blinds."""

from __future__ import annotations

from engine.teaching.grading.error_rate import BLUNDER_BB
from gui.base import settings

BLUNDER_SETTING = "blunder_bb"
#: The smallest and largest threshold the setting takes, in big blinds.
BLUNDER_RANGE = (0.5, 50.0)


def blunder_bb() -> float:
    """The threshold in big blinds (the default if the setting is missing or odd)."""
    value = settings.value(BLUNDER_SETTING, BLUNDER_BB)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return BLUNDER_BB
    return min(max(float(value), BLUNDER_RANGE[0]), BLUNDER_RANGE[1])

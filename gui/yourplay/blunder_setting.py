"""The blunder threshold, a setting (Game > Settings…): decisions that gave up this many big
blinds or more are listed as blunders and drilled. PokerSnowie's default, 2 big blinds.

Tests: tests/gui/yourplay/test_grading_resumes.py, tests/gui/yourplay/test_leaks_results.py,
tests/gui/yourplay/test_your_play_path.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDoubleSpinBox
from PySide6.QtWidgets import QWidget

from engine.teaching.grading.error_rate import BLUNDER_BB
from gui.base import settings

translate = QCoreApplication.translate

BLUNDER_SETTING = "blunder_bb"
#: The smallest and largest threshold the setting takes, in big blinds.
BLUNDER_RANGE = (0.5, 50.0)


def blunder_bb() -> float:
    """The threshold in big blinds (the default if the setting is missing or odd)."""
    value = settings.value(BLUNDER_SETTING, BLUNDER_BB)
    if isinstance(value, bool) or not isinstance(value, int | float):
        return BLUNDER_BB
    return min(max(float(value), BLUNDER_RANGE[0]), BLUNDER_RANGE[1])


def blunder_box(parent: QWidget) -> QDoubleSpinBox:
    """The setting's box, in big blinds, showing the value kept."""
    box = QDoubleSpinBox(parent)
    box.setObjectName("blunder_bb")
    box.setRange(*BLUNDER_RANGE)
    box.setDecimals(1)
    box.setSingleStep(0.5)
    #: unit after the blunder threshold (big blinds)
    box.setSuffix(" " + translate("YourPlay", "BB"))
    box.setToolTip(translate("YourPlay", "Decisions that give up this many big blinds or "
                             "more against the expert's best option are listed under Your "
                             "play > Blunders and become spots to drill"))
    box.setValue(blunder_bb())
    return box

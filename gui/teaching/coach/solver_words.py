"""The solver's actions and figures in words: "Bet 15", "+2.4 bb", "38 %".

Tests: tests/gui/teaching/coach/test_coach_dock.py, tests/gui/teaching/coach/test_coach_reading.py,
tests/gui/teaching/coach/test_icm_view.py
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication

from gui.base import i18n

translate = QCoreApplication.translate

#: The typographic minus sign and dash (a hyphen reads as a word break to a screen reader).
MINUS, DASH = "\u2212", "\u2013"


def action_name(label: str) -> str:
    """A menu label ("raise 188") as the table names the action ("Raise to 188")."""
    kind, _, amount = label.partition(" ")
    count = i18n.number(int(amount)) if amount else ""
    if kind == "fold":
        return translate("Solver", "Fold")
    if kind == "check":
        return translate("Solver", "Check")
    if kind == "call":
        return translate("Solver", "Call")
    if kind == "bet":
        #: %1 chips bet
        return translate("Solver", "Bet %1").replace("%1", count)
    if kind == "raise":
        #: %1 the chips the raise makes this street's bet
        return translate("Solver", "Raise to %1").replace("%1", count)
    #: %1 the chips the all-in makes this street's bet
    return translate("Solver", "All-in %1").replace("%1", count)


def percent(value: float, decimals: int) -> str:
    """A percentage's number in the language's way ("38" / "0.25" / "0,25")."""
    return i18n.locale().toString(float(value), "f", decimals)


def signed_bb(value: float) -> str:
    """Big blinds won or lost, with their sign ("+2.4 bb", a minus sign before a loss); a
    dash where nobody takes the action."""
    if not math.isfinite(value):
        return DASH
    number = i18n.locale().toString(abs(value), "f", 1)
    sign = "+" if value > 0.05 else MINUS if value < -0.05 else "\u00b1"
    #: %1 a signed number of big blinds
    return translate("Solver", "%1 bb").replace("%1", sign + number)

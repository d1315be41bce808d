"""The words of "Your play": band names, the error rate as a sentence, the splits' names.

The bands are PokerSnowie's (:mod:`engine.teaching.grading.error_rate`); their names are
written the way players quote them ("world class", "expert"), in German as German players do.

Tests: tests/gui/history/test_stats_error_rate.py
"""

from __future__ import annotations

import datetime
import itertools

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QDate
from PySide6.QtCore import QLocale

from engine.teaching.grading.error_rate import BAND_EDGES
from engine.teaching.grading.error_rate import Band
from engine.teaching.grading.error_rate import ErrorRate
from gui.base import i18n

translate = QCoreApplication.translate

DASH = "\u2013"  # between the ends of a range

#: A colour per band, best first (green to red), for the band cells and the headline.
BAND_COLOURS = {Band.EXTRA_TERRESTRIAL: "#1b5e20", Band.WORLD_CLASS: "#2e7d32",
                Band.EXPERT: "#558b2f", Band.ADVANCED: "#9e9d24", Band.INTERMEDIATE: "#ef6c00",
                Band.BEGINNER: "#c62828"}


def band_name(band: Band) -> str:
    names = {
        #: error-rate band (PokerSnowie's names): under 4 mbb per decision
        Band.EXTRA_TERRESTRIAL: translate("YourPlay", "Extra-terrestrial"),
        Band.WORLD_CLASS: translate("YourPlay", "World class"),
        Band.EXPERT: translate("YourPlay", "Expert"),
        Band.ADVANCED: translate("YourPlay", "Advanced"),
        Band.INTERMEDIATE: translate("YourPlay", "Intermediate"),
        Band.BEGINNER: translate("YourPlay", "Beginner"),
    }
    return names[band]


def mbb_text(value: float) -> str:
    """Milli-big-blinds with one decimal."""
    return i18n.locale().toString(float(value), "f", 1)


def interval_text(rate: ErrorRate) -> str:
    """The 95 % interval: "9.8 to 18.6" with a dash."""
    return f"{mbb_text(rate.low)}{DASH}{mbb_text(rate.high)}"


def rate_sentence(rate: ErrorRate) -> str:
    """The headline: the rate, its interval, the decisions and the band."""
    if rate.decisions == 0:
        return translate("YourPlay", "No graded decisions yet.")
    #: %1 the error rate (mbb per decision), %2 its 95 % interval, %3 decisions, %4 the band
    return (translate("YourPlay", "Error rate %1 mbb per decision (95 % interval %2) over "
                      "%3 decisions: %4")
            .replace("%1", mbb_text(rate.mbb)).replace("%2", interval_text(rate))
            .replace("%3", i18n.locale().toString(rate.decisions))
            .replace("%4", band_name(rate.band)))


def band_legend() -> str:
    """Every band with its range: "Extra-terrestrial under 4 · World class 4-8 ..."."""
    bands = list(Band)
    parts = [translate("YourPlay", "%1 under %2").replace("%1", band_name(bands[0]))
             .replace("%2", f"{BAND_EDGES[0]:g}")]
    for band, (low, high) in zip(bands[1:], itertools.pairwise(BAND_EDGES), strict=False):
        parts.append(f"{band_name(band)} {low:g}{DASH}{high:g}")
    parts.append(translate("YourPlay", "%1 %2 and over").replace("%1", band_name(bands[-1]))
                 .replace("%2", f"{BAND_EDGES[-1]:g}"))
    return " · ".join(parts)


def week_name(monday: datetime.date) -> str:
    """A week by its Monday: "Week of 2 Mar 2026"."""
    #: a week in "Your play"; %1 the date of its Monday
    return translate("YourPlay", "Week of %1").replace("%1", day_text(monday))


def day_text(day: datetime.date) -> str:
    """A day as the locale writes it short: "2 Mar 2026", "2. März 2026"."""
    return i18n.locale().toString(QDate(day.year, day.month, day.day),
                                  QLocale.FormatType.ShortFormat)


def split_names() -> dict[str, str]:
    """The ways to split the error rate, by code, in the order the box lists them."""
    return {
        "session": translate("YourPlay", "Session"),
        "week": translate("YourPlay", "Week"),
        "street": translate("YourPlay", "Street"),
        "position": translate("YourPlay", "Position"),
        "spot": translate("YourPlay", "Kind of decision"),
    }

"""The words for the engine's position codes (:mod:`engine.rules.positions`): the one place
in the window where position names are listed.

Two forms: the abbreviation players use at the table and in charts ("UTG+1", "CO"), on the
seat plates, in the trainer's lines and beside a read in the coach; and the full name with its
abbreviation ("Cut-off (CO)"), where the coach says the person's own position. German players
use the English names; the translator keeps them (the German file says so entry by entry).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gui.base.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def position_short(code: str) -> str:
    """The abbreviation of a position code: "UTG+1", "BTN"."""
    names = {
        #: position abbreviation (seat plates, the trainer, the coach's reads)
        "utg": translate("Positions", "UTG"),
        "utg1": translate("Positions", "UTG+1"),
        "utg2": translate("Positions", "UTG+2"),
        "utg3": translate("Positions", "UTG+3"),
        "lj": translate("Positions", "LJ"),
        "hj": translate("Positions", "HJ"),
        "co": translate("Positions", "CO"),
        "btn": translate("Positions", "BTN"),
        "sb": translate("Positions", "SB"),
        "bb": translate("Positions", "BB"),
    }
    return names.get(code, code.upper())


#: A position's full name with its abbreviation, by code, as written in English (the source of
#: every translation; German players keep these names, so the glossary shows them as they are).
LONG_NAMES: dict[str, str] = {
    #: a position's full name with its abbreviation (the coach: your position)
    "utg": QT_TRANSLATE_NOOP("Positions", "Under the gun (UTG)"),
    "utg1": QT_TRANSLATE_NOOP("Positions", "Under the gun +1 (UTG+1)"),
    "utg2": QT_TRANSLATE_NOOP("Positions", "Under the gun +2 (UTG+2)"),
    "utg3": QT_TRANSLATE_NOOP("Positions", "Under the gun +3 (UTG+3)"),
    "lj": QT_TRANSLATE_NOOP("Positions", "Lojack (LJ)"),
    "hj": QT_TRANSLATE_NOOP("Positions", "Hijack (HJ)"),
    "co": QT_TRANSLATE_NOOP("Positions", "Cut-off (CO)"),
    "btn": QT_TRANSLATE_NOOP("Positions", "Button (BTN)"),
    "sb": QT_TRANSLATE_NOOP("Positions", "Small blind (SB)"),
    "bb": QT_TRANSLATE_NOOP("Positions", "Big blind (BB)"),
}


def position_long(code: str) -> str:
    """A position's full name with its abbreviation: "Cut-off (CO)"."""
    if code not in LONG_NAMES:
        return code.upper()
    return translate("Positions", LONG_NAMES[code])

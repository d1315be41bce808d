"""The computer players in words: each level, style and profile as a person reads it.

The engine names its opponents by stable codes (``engine.bots.profiles``); the words live here
so that the New Game dialog's summary and a seat's tooltip say the same thing in the person's
language.

Tests: tests/gui/base/test_log_sentences.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.bots.profiles import BotProfile
from engine.bots.profiles import Level
from engine.bots.profiles import Style
from engine.bots.profiles import profile
from engine.core.errors import ConfigError

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def level_name(level: Level) -> str:
    names = {
        Level.BEGINNER: translate("Opponents", "Beginner", "computer player level"),
        Level.CASUAL: translate("Opponents", "Casual", "computer player level"),
        Level.SOLID: translate("Opponents", "Solid", "computer player level"),
        Level.EXPERT: translate("Opponents", "Expert", "computer player level"),
    }
    return names[level]


def style_name(style: Style) -> str:
    names = {
        Style.LOOSE_PASSIVE: translate("Opponents", "loose and passive", "playing style"),
        Style.TIGHT_PASSIVE: translate("Opponents", "tight and passive", "playing style"),
        Style.CALLING_STATION: translate("Opponents", "calling station", "playing style"),
        Style.TIGHT_AGGRESSIVE: translate("Opponents", "tight and aggressive", "playing style"),
        Style.LOOSE_AGGRESSIVE: translate("Opponents", "loose and aggressive", "playing style"),
        Style.BLUFFER: translate("Opponents", "bluffer", "playing style"),
        Style.ADAPTIVE: translate("Opponents", "adapts to each opponent", "playing style"),
    }
    return names[style]


def description(code: str) -> str:
    """One sentence on how a profile plays (the seat's tooltip)."""
    sentences = {
        "beginner_loose": translate(
            "Opponents",
            "Plays far too many hands, checks and calls a lot, bets only with big hands."),
        "beginner_station": translate(
            "Opponents",
            "Hardly ever folds once it has put chips in, and hardly ever raises."),
        "beginner_timid": translate(
            "Opponents",
            "Waits for good cards and folds to pressure unless it holds a strong hand."),
        "casual_regular": translate(
            "Opponents",
            "Knows the starting hands and the pot odds, but calls too often and rarely bluffs."),
        "casual_rock": translate(
            "Opponents",
            "Very tight: plays premium hands, bets them, and gives up on the rest."),
        "casual_bluffer": translate(
            "Opponents",
            "Loves to bet and raise; a good share of its bets are bluffs."),
        "solid_tag": translate(
            "Opponents",
            "Plays good hands by position, reads ranges, bets for value and folds when beaten."),
        "solid_lag": translate(
            "Opponents",
            "Plays more hands than most and keeps up the pressure with bets and raises."),
        "expert_adaptive": translate(
            "Opponents",
            "Reads ranges, learns how each opponent plays and exploits it; hard to beat."),
        "expert_lag": translate(
            "Opponents",
            "The expert's reads with a wider, more aggressive game that keeps opponents guessing."),
    }
    found = _profile_of(code)
    return sentences.get(found.code, "") if found is not None else ""


def _profile_of(code: str) -> BotProfile | None:
    try:
        return profile(code)
    except ConfigError:
        return None


def short_label(code: str) -> str:
    """``Solid, tight and aggressive``: level and style of a seat's computer player."""
    found = _profile_of(code)
    if found is None:
        simple = {"random": translate("Opponents", "Wild (random)"),
                  "call": translate("Opponents", "Always calls")}
        return simple.get(code, code)
    #: a computer player's level and style; %1 the level, %2 the style
    return translate("Opponents", "%1, %2").replace("%1", level_name(found.level)).replace(
        "%2", style_name(found.style))


def tooltip(code: str) -> str:
    """The seat's tooltip: level and style, then how it plays."""
    sentence = description(code)
    label = short_label(code)
    return f"{label}\n{sentence}" if sentence else label

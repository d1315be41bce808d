"""The narrator's short sentences ("Bruno: first card."), said instead of the full rule once a
beginner has heard it: every event that comes many times a hand (cards dealt, blinds, checks,
calls, bets) has one. Rare events (all-ins, side pots, the showdown) keep their rule always.

Tests: tests/gui/teaching/narration/test_narration_detail.py
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.rules.events import ActionTaken
from engine.rules.events import BlindPosted
from engine.rules.events import CardBurned
from engine.rules.events import HoleCardDealt
from gui.base.texts import chips
from gui.teaching.narration.narration import fill

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

DETAILS = ("full", "learn", "short")
"""How much the narrator says: every rule every time; every rule in the first hands and once a
hand (the default); or short sentences from the first hand on."""
RULE_HANDS = 3  # hands in which "learn" still says every rule


def hole_card(e: HoleCardDealt, name: str, you: bool) -> str:
    if e.index == 0:
        return (translate("Narrator", "Your first card.") if you else
                #: a short sentence; %1 a player's name
                fill(translate("Narrator", "%1: first card."), name))
    return (translate("Narrator", "Your second card.") if you else
            #: a short sentence; %1 a player's name
            fill(translate("Narrator", "%1: second card."), name))


def burned(e: CardBurned, name: str, you: bool) -> str:
    del e, name, you
    return translate("Narrator", "A card is burned.")


def blind(e: BlindPosted, name: str, you: bool) -> str | None:
    """The short sentence of a blind; ``None`` for an all-in one, whose rule is always said."""
    if e.all_in:
        return None
    if e.blind == "small":
        text = (translate("Narrator", "You post the small blind of %2.") if you else
                #: a short sentence; %1 a player's name, %2 an amount
                translate("Narrator", "%1 posts the small blind of %2."))
    else:
        text = (translate("Narrator", "You post the big blind of %2.") if you else
                #: a short sentence; %1 a player's name, %2 an amount
                translate("Narrator", "%1 posts the big blind of %2."))
    return fill(text, name, chips(e.amount))


def action(e: ActionTaken, name: str, you: bool) -> str | None:
    """The short sentence of a plain fold, check, call, bet or raise; ``None`` for an all-in,
    whose rule is always said."""
    if e.all_in:
        return None
    texts = {
        #: short sentences; %1 a player's name, %2 an amount
        "fold": (translate("Narrator", "%1 folds."), translate("Narrator", "You fold.")),
        "check": (translate("Narrator", "%1 checks."), translate("Narrator", "You check.")),
        "call": (translate("Narrator", "%1 calls %2."), translate("Narrator", "You call %2.")),
        "bet": (translate("Narrator", "%1 bets %2."), translate("Narrator", "You bet %2.")),
        "raise": (translate("Narrator", "%1 raises to %2."),
                  translate("Narrator", "You raise to %2.")),
    }
    third, second = texts[e.action]
    amount = e.amount if e.action == "call" else e.to
    return fill(second if you else third, name, chips(amount))


Short = Callable[[Any, str, bool], "str | None"]

SHORT: Mapping[type, Short] = {CardBurned: burned, BlindPosted: blind, ActionTaken: action}
"""The events that have a short sentence, and its words: ``(event, name, you)``."""


def short(event: object, name: str, you: bool) -> str | None:
    """The short sentence of a burn, a blind or a plain decision; ``None`` for any other
    event, whose rule is always said."""
    words = SHORT.get(type(event))
    return words(event, name, you) if words is not None else None

"""The log speaks to the person in the second person and about others in the third."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.rules.events import ActionTaken
from engine.rules.events import BlindPosted
from engine.rules.events import HandStarted
from engine.rules.events import PotAwarded
from engine.rules.events import Street
from gui.base.log_words import describe

NAMES = {0: "You", 1: "Ada"}


def test_person_lines_are_conjugated_for_you(qtbot: QtBot) -> None:
    del qtbot  # only for the QApplication that translations need
    call = ActionTaken(0, Street.FLOP, "call", 20, 20, False, 980)
    raise_ = ActionTaken(0, Street.FLOP, "raise", 60, 80, True, 0)
    assert describe(call, NAMES, person=0) == "You call 20."
    assert describe(raise_, NAMES, person=0) == "You raise to 80 and are all-in."
    assert describe(BlindPosted(0, "small", 10, False), NAMES, person=0) == (
        "You post the small blind of 10.")
    other = ActionTaken(1, Street.FLOP, "call", 20, 20, False, 980)
    assert describe(other, NAMES, person=0) == "Ada calls 20."
    won = PotAwarded((0,), 40, (0, 1), ((0, 40),), 1, 0, 0)
    assert describe(won, NAMES, person=0) == "You win the main pot of 40."
    started = HandStarted(3, (1, 0), (100, 100), 0, 0, 1, 10, 20, 0, "nl", False)
    assert describe(started, NAMES, person=0) == "Hand #3: you have the button; blinds 10/20."
    # Watch mode has no person: every seat is spoken of by name.
    assert describe(call, {0: "Bea", 1: "Ada"}, person=None) == "Bea calls 20."

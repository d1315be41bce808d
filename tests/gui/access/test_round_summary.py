"""No flooding: computer players who act while the screen reader still speaks are said
together in one polite sentence, or with the person's turn; slow actions one by one."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engine.play.session import PersonToAct
from engine.play.table_model import TableModel
from engine.rules.actions import LegalActions
from engine.rules.events import ActionTaken
from engine.rules.events import Street
from gui.access.access_words import spoken_symbols
from gui.access.announcer import Announcer
from gui.access.announcer import Politeness
from gui.access.announcer import Verbosity
from gui.access.round_summary import summary

NAMES = {1: "Ada", 2: "Bruno", 3: "Cleo", 4: "Dana", 5: "You"}
YOU = 5


def _act(seat: int, action: str, amount: int = 0) -> ActionTaken:
    return ActionTaken(seat=seat, street=Street.PREFLOP, action=action, amount=amount,
                       to=amount, all_in=False, stack=1000)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _announcer(clock: Clock) -> Announcer:
    announcer = Announcer(QWidget(), lambda: NAMES, lambda: YOU, clock)
    announcer.verbosity = Verbosity.EVERYTHING
    return announcer


def test_a_run_is_one_sentence_with_the_folds_named_together() -> None:
    actions = [_act(2, "fold"), _act(3, "fold"), _act(4, "call", 40), _act(1, "check")]
    assert summary(actions, NAMES, YOU) == "Bruno and Cleo fold, Dana calls 40, Ada checks."


def test_actions_faster_than_speech_are_said_once_together(qtbot: QtBot) -> None:
    clock = Clock()
    announcer = _announcer(clock)
    model = TableModel(seats=NAMES)
    announcer(_act(1, "raise", 30), model)  # the reader is free: said at once
    assert [text for text, _ in announcer.heard] == ["Ada raises to 30."]
    for seat in (2, 3, 4):
        clock.now += 0.1  # a computer player's pace, faster than the sentence is spoken
        announcer(_act(seat, "fold"), model)
    assert len(announcer.heard) == 1  # held while the first sentence is spoken
    clock.now += 5
    qtbot.waitUntil(lambda: len(announcer.heard) == 2, timeout=3000)
    assert announcer.heard[-1] == ("Bruno, Cleo and Dana fold.", Politeness.Polite)


def test_waiting_actions_come_with_the_persons_turn_in_one_announcement(qtbot: QtBot) -> None:
    clock = Clock()
    announcer = _announcer(clock)
    model = TableModel(seats=NAMES)
    announcer(_act(1, "bet", 20), model)
    announcer(_act(2, "fold"), model)
    announcer(_act(3, "call", 20), model)
    legal = LegalActions(seat=YOU, can_fold=True, can_check=True, call_amount=None,
                         min_raise_to=40, max_raise_to=1000, raise_is_bet=False,
                         current_bet=20, stack=1000, pot=60)
    announcer(PersonToAct(seat=YOU, legal=legal), model)
    text, politeness = announcer.heard[-1]
    assert politeness == Politeness.Assertive
    assert text.startswith("Your turn: ") and "Bruno folds, Cleo calls 20." in text, text
    assert announcer.waiting == []


def test_slow_actions_are_said_one_by_one(qtbot: QtBot) -> None:
    clock = Clock()
    announcer = _announcer(clock)
    model = TableModel(seats=NAMES)
    for seat in (1, 2):
        announcer(_act(seat, "check"), model)
        clock.now += 10
    assert [text for text, _ in announcer.heard] == ["Ada checks.", "Bruno checks."]


def test_suit_symbols_of_the_log_are_said_in_words() -> None:
    assert spoken_symbols("Flop: 8♠ 10♦ 10♥") == \
        "Flop: Eight of spades, Ten of diamonds and Ten of hearts"
    assert spoken_symbols("Ada shows A♣ K♦ (Pair of Aces).") == \
        "Ada shows Ace of clubs and King of diamonds (Pair of Aces)."

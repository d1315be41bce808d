"""Narration a beginner keeps on: the dealing rule once a hand (not eight times), every rule
in the first hands, then short sentences ("Bruno: first card."); the View menu's choice of
detail reaches the narrator and is remembered."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from engine.core.cards import Deck
from engine.rules.config import HandConfig
from engine.rules.events import ActionTaken
from engine.rules.events import HoleCardDealt
from engine.rules.hand import HandState
from gui.base import settings
from gui.teaching.narration.brief_sentences import RULE_HANDS
from gui.teaching.narration.narrator import Narrator
from gui.window.main_window import MainWindow

NAMES = {s: f"P{s}" for s in range(8)}
DEALING_RULE = "clockwise from the left of the button"


def _hands(narrator: Narrator, count: int) -> list[list[tuple[object, str]]]:
    """``count`` eight-player hands, checked and called down, told by ``narrator``."""
    rng = random.Random(7)
    hands = []
    for number in range(1, count + 1):
        hand = HandState(HandConfig(small_blind=5, big_blind=10), [1000] * 8,
                         deck=Deck.shuffled(rng), hand_number=number)
        while not hand.finished:
            hand.check() if hand.can_check() else hand.call()
        told = [(e, n.text) for e in hand.events if (n := narrator.narrate(e)) is not None]
        hands.append(told)
    return hands


def test_the_dealing_rule_is_said_once_a_hand_then_not_at_all(qtbot: QtBot) -> None:
    del qtbot
    hands = _hands(Narrator(NAMES), RULE_HANDS + 2)
    for k, told in enumerate(hands):
        rules = [t for _, t in told if DEALING_RULE in t]
        assert len(rules) == (1 if k < RULE_HANDS else 0), k
        cards = [t for e, t in told if isinstance(e, HoleCardDealt)]
        assert len(cards) == 16 and "P1: second card." in cards
    late = [t for e, t in hands[-1] if isinstance(e, ActionTaken)]
    assert "P2 calls 10." in late  # short, without the rule


def test_short_detail_is_short_from_the_first_hand_and_full_keeps_the_rules(
        qtbot: QtBot) -> None:
    del qtbot
    short = _hands(Narrator(NAMES, detail="short"), 1)[0]
    assert not any(DEALING_RULE in t for _, t in short)
    full = _hands(Narrator(NAMES, detail="full"), RULE_HANDS + 1)[-1]
    assert sum(DEALING_RULE in t for _, t in full) == 1
    assert any("matching the highest bet keeps the hand alive" in t for _, t in full)


def test_the_view_menu_sets_and_remembers_the_detail(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    beginners = window.beginners
    beginners.detail_actions["short"].trigger()
    assert beginners.narration.narrator.detail == "short"
    assert settings.value("narration_detail", "") == "short"
    beginners.narration.forget()
    assert beginners.narration.narrator.detail == "short"

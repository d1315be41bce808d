"""The solver drill names who made each of the river's actions so far: the person may have
acted first (checked, then faced an all-in), and the sentence must say so."""

from __future__ import annotations

import dataclasses

from pytestqt.qtbot import QtBot

from engine.teaching.drills.solver_drill import dealt_question
from gui.base import i18n
from gui.teaching.trainer.solver_drill_words import question_text


def test_each_action_so_far_is_named_by_who_made_it(qtbot: QtBot) -> None:
    dealt = dealt_question(11).question
    checked_then_all_in = dataclasses.replace(dealt, line=("check", "all-in 40"), person=0)
    text = question_text(checked_then_all_in, "")
    assert "You: Check." in text and "Your opponent: All-in 40." in text
    assert "Your opponent: Check" not in text and "You act first" not in text
    bet_into = dataclasses.replace(dealt, line=("bet 30",), person=1)
    assert "Your opponent: Bet 30." in question_text(bet_into, "")
    first = dataclasses.replace(dealt, line=(), person=0)
    assert "You act first." in question_text(first, "")
    i18n.apply("de")
    try:
        german = question_text(checked_then_all_in, "")
        assert "Du: Checken." in german and "Dein Gegner: All-in 40." in german
    finally:
        i18n.apply("en")

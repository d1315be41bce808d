"""A decision the grader cannot value says why in a sentence, in English and German; a
graded one names its reason, the EV it gave up and the EV of every option."""

from __future__ import annotations

import dataclasses

import pytest
from pytestqt.qtbot import QtBot

from engine.rules.actions import Action
from engine.rules.events import Street
from engine.teaching.coach.review import Reason
from engine.teaching.grading.decision_kinds import Spot
from engine.teaching.grading.grader import DecisionGrade
from engine.teaching.grading.grader import NotGraded
from gui.base import i18n
from gui.teaching.coach.grade_words import decision_text

CALL = DecisionGrade(
    index=3, seat=0, street=Street.FLOP, spot=Spot.FACING_BET, position="bb",
    action=Action.call(), graded=True, values=(("raise", 1.2), ("call", -0.6), ("fold", 0.0)),
    chosen_ev=-0.6, best_ev=1.2, cost_bb=1.8, reason=Reason.MISSED_VALUE.value, equity=0.4,
    pot=60, to_call=20, big_blind=10)

WHY = {
    NotGraded.MISSING_CARD: "your cards in this hand are not known",
    NotGraded.UNUSUAL_STRUCTURE: "straddles or blinds out of turn",
    NotGraded.EXPERT_FAILED: "the expert found no sound reading of this spot",
    NotGraded.NO_ESTIMATE: "the expert valued only Fold in this spot, not Call",
}


def _not_graded(code: NotGraded) -> DecisionGrade:
    values = (("fold", 0.0),) if code == NotGraded.NO_ESTIMATE else ()
    return dataclasses.replace(CALL, graded=False, values=values, chosen_ev=None,
                               best_ev=None, cost_bb=0.0, reason=code.value)


def test_a_graded_decision_names_its_reason_its_cost_and_every_options_ev(
    qtbot: QtBot,
) -> None:
    assert decision_text(CALL) == ("Flop: you Call - missed value: a bet or raise earns more "
                                   "(-1.8 BB)\nEV in big blinds: Fold 0.0, Call \u22120.6, "
                                   "Raise +1.2")
    checked_to = dataclasses.replace(CALL, action=Action.check(), to_call=0,
                                     values=(("check", 0.4), ("raise", 0.9)), cost_bb=0.5,
                                     reason=Reason.MISSED_VALUE.value)
    # Nothing to call after the flop: the aggressive option is a bet, as the button says.
    assert decision_text(checked_to).endswith("\nEV in big blinds: Check +0.4, Bet +0.9")


@pytest.mark.parametrize("code", list(NotGraded))
def test_a_decision_not_graded_says_why_in_words(qtbot: QtBot, code: NotGraded) -> None:
    text = decision_text(_not_graded(code))
    assert text.startswith("Flop: you Call - not graded: ")
    assert WHY[code] in text
    assert "no estimate" not in text and "EV" not in text


def test_the_reasons_are_german_in_german(qtbot: QtBot) -> None:
    i18n.apply("de")
    try:
        graded = decision_text(CALL)
        missing = decision_text(_not_graded(NotGraded.NO_ESTIMATE))
    finally:
        i18n.apply("en")
    assert graded.startswith("Flop: dein Mitgehen \u2013 ")
    assert "EV in Big Blinds: Passen 0,0, Mitgehen \u22120,6, Erhöhen +1,2" in graded
    assert "nicht bewertet" in missing and "Passen" in missing

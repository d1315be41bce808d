"""A decision the grader cannot value says why in a sentence, in English and German; a
graded one names its reason, the EV it gave up and the EV of every option, or, graded by the
solver, the equilibrium's mix for the hand."""

from __future__ import annotations

import dataclasses
import math

import pytest
from pytestqt.qtbot import QtBot

from engine.rules.actions import Action
from engine.rules.events import Street
from engine.teaching.coach.review import Reason
from engine.teaching.grading.decision_kinds import Spot
from engine.teaching.grading.grader import DecisionGrade
from engine.teaching.grading.grader import NotGraded
from engine.teaching.grading.solver_grade import Judge
from engine.teaching.grading.solver_grade import SolverLine
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


#: A turn checked to the person, graded against the one-street solve: the person bet the pot.
TURN = dataclasses.replace(
    CALL, street=Street.TURN, action=Action.bet_or_raise(48), to_call=0, pot=48, cost_bb=0.6,
    values=(("check", 1.0), ("raise", 0.4)), chosen_ev=0.4, best_ev=1.0,
    reason=Reason.CLOSE.value, judge=Judge.STREET_SOLVER.value,
    solver=SolverLine(("check", "bet 24", "bet 48", "all-in 400"), (0.62, 0.38, 0.0, 0.0),
                      (1.0, 1.0, 0.4, math.nan), 2, 0.8))


def test_a_decision_graded_by_the_solver_gives_the_equilibriums_mix(qtbot: QtBot) -> None:
    text = decision_text(TURN)
    assert text.startswith("Turn: you Raise - close: the difference is small (-0.6 BB)\n")
    assert text.endswith(
        "\nGraded against the solver, this street alone (the river valued by each hand's "
        "equity). With your hand the equilibrium plays: 62 % Check, 38 % Bet 24 (50 % of the "
        "pot). Your choice (Bet 48 (100 % of the pot)) is taken 0 % of the time and costs "
        "0.6 BB.")
    mixed = dataclasses.replace(TURN, cost_bb=0.0, judge=Judge.SOLVER.value,
                                reason=Reason.SOLVER_MIXES.value,
                                solver=dataclasses.replace(TURN.solver, chosen=0))
    assert decision_text(mixed).endswith(
        "\nGraded against the solver. With your hand the equilibrium plays: 62 % Check, 38 % "
        "Bet 24 (50 % of the pot). Your choice (Check) is taken 62 % of the time and costs "
        "nothing.")
    i18n.apply("de")
    try:
        german = decision_text(mixed)
    finally:
        i18n.apply("en")
    assert german.endswith("Mit deiner Hand spielt das Gleichgewicht: 62 % Checken, 38 % "
                           "Setzen 24 (50 % des Pots). Deine Wahl (Checken) spielt das "
                           "Gleichgewicht in 62 % der Fälle; sie kostet nichts.")

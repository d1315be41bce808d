"""The words of the "your spots" drill and of the lists that lead to it: big blinds, the kinds
of decision, the reasons a decision was not graded, when a spot comes back.

The kinds of decision are the grader's codes (:class:`~engine.teaching.grading.decision_kinds.Spot`)
and are named here once; "Your play" uses the same names for its splits.

Tests: tests/gui/teaching/trainer/test_trainer_your_spots.py,
tests/gui/teaching/trainer/test_pushfold_trainer.py, tests/gui/teaching/trainer/test_trainer.py
"""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication

from engine.teaching.drills.spot_drill import SpotExercise
from engine.teaching.drills.spot_drill import SpotVerdict
from engine.teaching.grading.decision_kinds import Spot
from engine.teaching.grading.grader import NotGraded
from gui.base import i18n
from gui.base import texts
from gui.base.position_names import position_long
from gui.teaching.coach.coach_words import family_name

translate = QCoreApplication.translate

HOUR = 3600.0


def bb_text(amount: float, signed: bool = False) -> str:
    """An amount in big blinds with one decimal: "2.4 BB" (``signed``: "+2.4 BB")."""
    number = i18n.locale().toString(float(abs(amount) if signed else amount), "f", 1)
    if signed:
        number = ("+" if amount >= 0.05 else "\u2212" if amount <= -0.05 else "") + number
    #: an amount in big blinds; %1 the number
    return translate("YourSpots", "%1 BB").replace("%1", number)


def spot_kind_name(spot: Spot) -> str:
    """The kind of a decision, as a player says it."""
    names = {
        Spot.PREFLOP_OPEN: translate("YourSpots", "Pre-flop, unopened"),
        Spot.FACING_RAISE: translate("YourSpots", "Facing a raise"),
        Spot.FACING_RERAISE: translate("YourSpots", "Facing a 3-bet or more"),
        Spot.CBET: translate("YourSpots", "Continuation bet"),
        Spot.CHECKED_TO: translate("YourSpots", "Checked to you"),
        Spot.FACING_BET: translate("YourSpots", "Facing a bet"),
        Spot.RIVER_CALL: translate("YourSpots", "River: facing a bet"),
    }
    return names[spot]


def not_graded_name(code: str) -> str:
    """Why a decision has no grade."""
    names = {
        NotGraded.MISSING_CARD: translate("YourSpots", "your cards unknown"),
        NotGraded.UNUSUAL_STRUCTURE: translate("YourSpots", "unusual blinds"),
        NotGraded.EXPERT_FAILED: translate("YourSpots", "the expert could not judge it"),
        NotGraded.NO_ESTIMATE: translate("YourSpots", "no value for the action taken"),
    }
    try:
        return names[NotGraded(code)]
    except ValueError:  # a code of a later Felt
        return code


def question_text(exercise: SpotExercise, cards: tuple[int, ...]) -> str:
    """What the exercise asks: position, cards, pot and price, in big blinds."""
    grade = exercise.grade
    bb = max(grade.big_blind, 1)
    #: the "your spots" question; %1 the position, %2 the cards, %3 the street, %4 the pot
    text = (translate("YourSpots", "%3, %1: you hold %2. The pot is %4.")
            .replace("%1", position_long(grade.position))
            .replace("%2", " ".join(texts.card_name(c) for c in cards))
            .replace("%3", texts.street_name(int(grade.street)))
            .replace("%4", bb_text(grade.pot / bb)))
    if grade.to_call:
        #: %1 the amount to call in big blinds
        text += " " + translate("YourSpots", "%1 to call.").replace(
            "%1", bb_text(grade.to_call / bb))
    return text + " " + translate("YourSpots", "What do you do?")


def verdict_text(verdict: SpotVerdict) -> str:
    """How the answer went, against the grader's best option."""
    if verdict.correct and verdict.chosen == verdict.best:
        #: %1 the option chosen (Fold, Call...)
        return translate("YourSpots", "Right: %1 is the expert's choice here.").replace(
            "%1", family_name(verdict.chosen))
    if verdict.correct:
        #: %1 the option chosen, %2 the best option, %3 the difference in big blinds
        return (translate("YourSpots", "Right: %1 is close to the best, %2 (%3 less).")
                .replace("%1", family_name(verdict.chosen))
                .replace("%2", family_name(verdict.best))
                .replace("%3", bb_text(verdict.cost_bb)))
    #: %1 the option chosen, %2 the best option, %3 the big blinds given up
    return (translate("YourSpots", "Not quite: %1 gives up %3 against %2.")
            .replace("%1", family_name(verdict.chosen))
            .replace("%2", family_name(verdict.best))
            .replace("%3", bb_text(verdict.cost_bb)))


def values_text(exercise: SpotExercise) -> str:
    """Every option the grader weighed with its value: "Fold +0.0 BB · Call -4.0 BB"."""
    return " · ".join(f"{family_name(f)} {bb_text(v, signed=True)}"
                      for f, v in sorted(exercise.grade.values, key=lambda p: -p[1]))


def comes_back_text(learned: bool, due: float, now: float | None = None) -> str:
    """When an answered spot is asked again."""
    if learned:
        return translate("YourSpots", "Learned: answered right twice in a row. It will not "
                         "be asked again.")
    wait = due - (time.time() if now is None else now)
    if wait < HOUR:
        return translate("YourSpots", "It comes back later in this sitting.")
    return translate("YourSpots", "It comes back tomorrow; answer it right once more to "
                     "learn it.")

"""The "your spots" drill: an answer scored against the grader's best, and the schedule that
brings a spot back until it is answered right twice in a row."""

from __future__ import annotations

import pytest

from engine.rules.actions import Action
from engine.rules.events import Street
from engine.teaching.drills.spot_drill import AGAIN_AFTER_RIGHT
from engine.teaching.drills.spot_drill import AGAIN_AFTER_WRONG
from engine.teaching.drills.spot_drill import SpotExercise
from engine.teaching.drills.spot_drill import SpotKey
from engine.teaching.drills.spot_drill import check_spot
from engine.teaching.drills.spot_drill import next_schedule
from engine.teaching.grading.decision_kinds import Spot
from engine.teaching.grading.grader import DecisionGrade


def _exercise(values: tuple[tuple[str, float], ...]) -> SpotExercise:
    grade = DecisionGrade(3, 0, Street.RIVER, Spot.RIVER_CALL, "bb", Action.call(), True,
                          values, -4.0, 0.0, 4.0, "called_without_odds", 0.1, 300, 200, 10)
    return SpotExercise(SpotKey(1, 7, 0, 3), grade, 0, 0.0)


def test_the_best_option_is_right_and_a_costly_one_wrong() -> None:
    spot = _exercise((("fold", 0.0), ("call", -4.0), ("raise", -9.5)))
    assert spot.best == "fold" and spot.options == ("fold", "call", "raise")
    right = check_spot(spot, "fold")
    assert right.correct and right.cost_bb == 0.0
    wrong = check_spot(spot, "call")
    assert not wrong.correct and wrong.cost_bb == pytest.approx(4.0) and wrong.best == "fold"


def test_a_close_option_counts_as_right() -> None:
    spot = _exercise((("fold", 0.0), ("call", 0.2)))
    assert check_spot(spot, "fold").correct
    with pytest.raises(ValueError):
        check_spot(spot, "raise")


def test_a_spot_is_learned_after_two_right_answers_in_a_row() -> None:
    first = next_schedule(0, True, 100.0)
    assert (first.streak, first.due, first.learned) == (1, 100.0 + AGAIN_AFTER_RIGHT, False)
    wrong = next_schedule(first.streak, False, 200.0)
    assert (wrong.streak, wrong.due, wrong.learned) == (0, 200.0 + AGAIN_AFTER_WRONG, False)
    again = next_schedule(wrong.streak, True, 300.0)
    assert not again.learned
    assert next_schedule(again.streak, True, 400.0).learned

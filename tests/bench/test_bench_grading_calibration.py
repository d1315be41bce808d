"""The calibration bench on a short run: the grader puts the expert's error rate far below the
beginner's, with 95 % intervals (over hands) apart."""

from __future__ import annotations

from engine.storage import Store
from tests.helpers.bench import load_bench


def test_the_expert_grades_clearly_better_than_the_beginner_on_a_short_run() -> None:
    bench = load_bench("grading_calibration")
    store = Store.in_memory()
    decisions, _ = bench.play_and_grade(store, "levels", hands=30, block=30, seed=3, workers=0,
                                        solver=False)  # the calibration table's grader
    assert decisions > 0
    rates = {kind: rate for kind, rate, _ in bench.rows(store, "levels")}
    assert rates["expert"].high < rates["beginner"].low
    assert rates["expert"].mbb < rates["solid"].mbb < rates["beginner"].mbb

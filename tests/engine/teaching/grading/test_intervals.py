"""The error rate over hands keeps the mean of the decisions and widens the interval when a
hand's decisions go wrong together."""

from __future__ import annotations

import pytest

from engine.teaching.grading.error_rate import error_rate
from engine.teaching.grading.intervals import rate_by_hand


def test_the_mean_is_the_decisions_mean_and_the_hands_are_counted() -> None:
    costs = [(1, 0.0), (1, 0.2), (2, 0.1), (3, 0.0), (3, 0.0), (3, 0.3)]
    rate, hands = rate_by_hand(costs)
    assert hands == 3 and rate.decisions == 6
    assert rate.mbb == pytest.approx(100.0)
    assert rate.low <= rate.mbb <= rate.high


def test_costs_that_come_in_whole_hands_give_a_wider_interval_than_single_decisions() -> None:
    # every fourth hand goes wrong on all its three decisions
    costs = [(h, 1.0 if h % 4 == 0 else 0.0) for h in range(80) for _ in range(3)]
    by_hand, _ = rate_by_hand(costs)
    flat = error_rate([c for _, c in costs])
    assert by_hand.mbb == pytest.approx(flat.mbb)
    assert by_hand.high - by_hand.low > 1.5 * (flat.high - flat.low)


def test_no_decisions_no_rate() -> None:
    rate, hands = rate_by_hand([])
    assert (rate.decisions, hands, rate.mbb) == (0, 0, 0.0)

"""The grader values a player's decisions in a replayed hand: a blunder costs, a missing card
is not graded, and the error rate adds the grades up with an interval and a band."""

from __future__ import annotations

import pytest

from engine.core.cards import Deck
from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.events import Street
from engine.rules.hand import HandState
from engine.teaching.coach.review import Reason
from engine.teaching.grading.decision_kinds import Spot
from engine.teaching.grading.error_rate import Band
from engine.teaching.grading.error_rate import band_of
from engine.teaching.grading.error_rate import error_rate
from engine.teaching.grading.error_rate import split
from engine.teaching.grading.grader import NotGraded
from engine.teaching.grading.grader import grade_hand
from tests.helpers.hands import stack_deck

#: Seat 0 is the big blind, seat 1 the button; the button holds a royal flush on the river.
HOLE = {0: "7h7d", 1: "JsTs"}
BOARD = "AsKsQs2d3c"
#: Button limps, all check to the river, the big blind bets 10 and the button folds the nuts.
LINE = (Action.call(), Action.check(), Action.check(), Action.check(), Action.check(),
        Action.check(), Action.bet_or_raise(10), Action.fold())


def _start(unknown: tuple[int, ...] = ()) -> HandState:
    deck = Deck.stacked(stack_deck([0, 1], HOLE, BOARD))
    return HandState(HandConfig(small_blind=5, big_blind=10), [1000, 1000], [0, 1], deck,
                     unknown=list(unknown))


def test_folding_the_nuts_to_a_small_river_bet_is_a_large_error_with_its_reason() -> None:
    # the expert's grade (heads-up the solver grades the river: tests/engine/teaching/
    # grading/test_solver_grade.py)
    grades = grade_hand(_start(), LINE, 1, seed=3, solver=False)
    river = grades[-1]
    assert river.street == Street.RIVER and river.spot == Spot.RIVER_CALL
    assert river.graded and river.reason == Reason.FOLDED_WITH_ODDS
    # calling 10 into 30 with the nuts wins the 30 in the pot at least: 3 big blinds
    assert river.cost_bb >= 3.0
    assert all(g.cost_bb < river.cost_bb for g in grades[:-1])


def test_a_decision_whose_cards_are_unknown_is_not_graded() -> None:
    grades = grade_hand(_start(unknown=(1,)), LINE, 1, seed=3, solver=False)
    assert grades and all(not g.graded for g in grades)
    assert {g.reason for g in grades} == {NotGraded.MISSING_CARD}
    assert all(g.cost_bb == 0.0 for g in grades)


def test_equal_seeds_grade_equally() -> None:
    assert grade_hand(_start(), LINE, 0, seed=9, solver=False) == \
        grade_hand(_start(), LINE, 0, seed=9, solver=False)


def test_the_error_rate_is_milli_big_blinds_per_decision_with_an_interval_and_band() -> None:
    rate = error_rate([0.0] * 90 + [0.1] * 10)  # 10 mbb per decision
    assert rate.decisions == 100 and rate.mbb == pytest.approx(10.0)
    assert rate.low < 10.0 < rate.high and rate.band == Band.WORLD_CLASS
    assert error_rate([2.5, 0.0]).blunders == 1
    assert error_rate([]).decisions == 0
    assert [band_of(x) for x in (3, 99.9, 100, 500, 1499, 1500)] == [
        Band.EXTRA_TERRESTRIAL, Band.WORLD_CLASS, Band.EXPERT, Band.ADVANCED,
        Band.INTERMEDIATE, Band.BEGINNER]
    by = split([("flop", 0.01), ("flop", 0.03), ("river", 1.0)], lambda x: x[0], lambda x: x[1])
    assert by["flop"].mbb == pytest.approx(20.0) and by["river"].decisions == 1


def _six(hole: dict[int, str]) -> HandState:
    seats = list(range(6))
    cards = {s: hole.get(s, c) for s, c in enumerate(
        ("2c3c", "4d5d", "7c2d", "9s8s", "JhTh", "QdJd"))}
    deck = Deck.stacked(stack_deck(seats, cards, "Kh6c3d5s8c"))
    return HandState(HandConfig(small_blind=5, big_blind=10), [1000] * 6, seats, deck)


def test_an_open_limp_with_junk_is_graded_and_costs_and_a_raise_with_aces_costs_nothing() -> None:
    limp = grade_hand(_six({}), (Action.call(),), 2, seed=1)[0]
    assert limp.spot == Spot.PREFLOP_OPEN and limp.graded and limp.cost_bb > 0.0
    assert limp.reason != NotGraded.NO_ESTIMATE
    aces = grade_hand(_six({2: "AsAh"}), (Action.bet_or_raise(30),), 2, seed=1)[0]
    assert aces.graded and aces.cost_bb == 0.0 and aces.reason == Reason.MATCHES_EXPERT

"""The final-table lesson (ICM and push/fold): every sentence of its rule and its steps
worked out on the engine in the lesson's own hand, with the prizes it names (50/30/20)."""

from __future__ import annotations

import pytest

from engine.evaluation.hand_classes import class_index
from engine.teaching.figures.hand_figures import pot_odds
from engine.teaching.lessons.curriculum import lesson_for_drill
from engine.teaching.lessons.loader import load_all
from engine.teaching.lessons.runner import finished_hand
from engine.teaching.lessons.runner import hand_at
from engine.tournament.equity_table import equity_table
from engine.tournament.icm import all_in_outcomes
from engine.tournament.icm import icm_equities
from engine.tournament.icm import required_equity
from engine.tournament.pushfold import CHART_FREQUENCY
from engine.tournament.pushfold import decision_values
from engine.tournament.pushfold import solve_icm

LESSON = next(lesson for lesson in load_all() if lesson.id == "icm_push_fold")
PRIZES = [50.0, 30.0, 20.0]
#: Stacks in the order of action before the flop: Chloé (button), Ada (small blind), Bruno.
ORDER = (2, 0, 1)


def _stacks() -> list[float]:
    by_seat = {s.seat: float(s.stack) for s in LESSON.seats}
    return [by_seat[seat] for seat in ORDER]


def _step(say: str) -> int:
    return next(k for k, s in enumerate(LESSON.steps) if s.say == say)


def test_the_drill_links_to_the_lesson() -> None:
    assert lesson_for_drill("pushfold") == "icm_push_fold"


def test_icm_shares_out_the_prizes_and_values_short_stacks_above_their_chips() -> None:
    """"ICM shares out the prizes"; "the chip leader's stack is worth less than its share of
    the chips, a short stack's more"."""
    stacks = _stacks()
    money = icm_equities(stacks, PRIZES)
    assert sum(money) == pytest.approx(sum(PRIZES))
    shares = [m / sum(PRIZES) for m in money]
    chips = [s / sum(stacks) for s in stacks]
    leader, short = stacks.index(max(stacks)), stacks.index(min(stacks))
    assert shares[leader] < chips[leader] and shares[short] > chips[short]
    # "chips you lose cost more prize money than the same chips won would earn"
    k = short
    for delta in (200.0, 900.0):
        won = list(stacks)
        won[k] += delta
        won[leader] -= delta
        lost = list(stacks)
        lost[k] -= delta
        lost[leader] += delta
        gain = icm_equities(won, PRIZES)[k] - money[k]
        loss = money[k] - icm_equities(lost, PRIZES)[k]
        assert loss > gain


def test_calling_an_all_in_needs_more_than_pot_odds_and_the_lesson_says_the_odds() -> None:
    """Bruno's call: "the pot odds ask for 44 per cent equity, ICM for a little more"."""
    index = _step("icm_push_fold.call")
    hand = hand_at(LESSON, index)
    legal = hand.legal_actions()
    assert legal is not None and legal.call_amount == 1600
    assert round(100 * pot_odds(hand.pot_total, legal.call_amount)) == \
        LESSON.steps[index].amounts[0] == 44
    ada, bruno = hand.position_of(0), hand.position_of(1)
    fold, win, lose = all_in_outcomes(list(hand.stacks), list(hand.bets), 0, bruno, ada)
    needed = required_equity(fold, win, lose, PRIZES, bruno)
    assert round(100 * needed.chips) == 44
    assert 0 < needed.risk_premium < 0.05  # "a little more"
    # "against the hands Ada moves all-in with, his hand has enough"
    solution = solve_icm(_stacks(), PRIZES, 100, 200)
    table = equity_table()
    kj = class_index(*hand.hole[bruno])
    weights = table.cond[kj] * solution.push[1]
    assert float(weights @ table.equity[kj]) / float(weights.sum()) > needed.money
    assert solution.call[1, 2][kj] >= CHART_FREQUENCY


def test_the_chart_moves_adas_hand_all_in_at_nine_big_blinds() -> None:
    """"Ada has 9 big blinds"; "the push/fold chart moves this hand all-in at her stack";
    "with 10 big blinds or fewer, players move all-in or fold": shoving her hand is worth
    more than folding against the others' equilibrium play."""
    assert LESSON.seats[0].stack // LESSON.config.big_blind == LESSON.steps[0].amounts[0] == 9
    hand = hand_at(LESSON, _step("icm_push_fold.push"))
    a5s = class_index(*hand.hole[hand.position_of(0)])
    solution = solve_icm(_stacks(), PRIZES, 100, 200)
    assert max(solution.gain) < 1e-4 * sum(PRIZES)
    assert solution.push[1][a5s] >= CHART_FREQUENCY
    shove, fold = decision_values(_stacks(), PRIZES, 100, 200, 0, solution, 1)
    assert shove[a5s] > fold[a5s]


def test_ada_doubles_up_and_the_quiz_call_needs_more_by_icm() -> None:
    """"she doubles up to 3,600 chips"; the quiz: "By ICM he needs more"."""
    hand = finished_hand(LESSON)
    assert hand.stacks[hand.position_of(0)] == LESSON.steps[-1].amounts[0] == 3600
    question = LESSON.quiz[2]
    assert question.situation is not None
    spot = hand_at(question.situation, 2)
    chloe, bruno = spot.position_of(2), spot.position_of(1)
    fold, win, lose = all_in_outcomes(list(spot.stacks), list(spot.bets), 0, bruno, chloe)
    needed = required_equity(fold, win, lose, PRIZES, bruno)
    assert needed.money > needed.chips

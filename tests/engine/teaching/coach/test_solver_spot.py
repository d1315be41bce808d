"""The person's turn or river decision as a solver spot, on hands played on the engine."""

from __future__ import annotations

import numpy as np
import pytest

from engine.rules.actions import Action
from engine.rules.hand import HandState
from engine.rules.player import Player
from engine.teaching.coach.coach import Coach
from engine.teaching.coach.solver_spot import answer
from engine.teaching.coach.solver_spot import question_at
from tests.engine.teaching.coach.test_coach import NL
from tests.engine.teaching.coach.test_coach import Script
from tests.engine.teaching.coach.test_coach import deck_for
from tests.engine.teaching.coach.test_coach import run_until


def test_a_turn_bet_on_the_menu_is_the_line_and_the_street_start_is_the_spot() -> None:
    hand = HandState(NL, [300, 300], [0, 1], deck_for(["9s9d", "AhKh"], "Qh7h2d5s8c"))
    # The button (seat 1) raises to 10, the big blind calls; both check the flop; on the
    # turn the big blind bets 15 into 20 (75 %: on the menu) and the button must answer.
    players: dict[int, Player] = {1: Script([Action.bet_or_raise(10)]),
                                  0: Script([Action.call(), Action.check(),
                                             Action.bet_or_raise(15)])}
    view = run_until(hand, players, 1, 2)
    question = question_at(view, Coach().tendencies)
    assert question is not None
    assert len(question.spot.board) == 4
    assert (question.spot.pot, question.spot.stack) == (20, 290)
    assert question.line == ("bet 15",) and question.exact
    assert question.person == 1  # the button acts last after the flop


def test_a_river_bet_off_the_menu_is_read_as_the_nearest_size_and_solved() -> None:
    hand = HandState(NL, [300, 300], [0, 1], deck_for(["9s9d", "AhKh"], "Qh7h2d5s8c"))
    players: dict[int, Player] = {1: Script([Action.bet_or_raise(10)]),
                                  0: Script([Action.call(), Action.check(), Action.check(),
                                             Action.bet_or_raise(13)])}
    view = run_until(hand, players, 1, 3)
    question = question_at(view, Coach().tendencies)
    assert question is not None
    assert question.line == ("bet 15",) and not question.exact
    solved = answer(question, target=1.0, max_seconds=60)
    assert solved.labels[:2] == ("fold", "call")
    assert sum(solved.mix) == pytest.approx(1.0, abs=1e-4)
    assert solved.values_bb[0] == 0.0  # folding a river bet loses nothing more
    assert solved.exploitability_pct <= 1.0
    assert np.all(solved.grid_mix >= 0)


def test_no_question_before_the_turn_or_when_it_is_not_the_persons_turn() -> None:
    hand = HandState(NL, [300, 300], [0, 1], deck_for(["9s9d", "AhKh"], "Qh7h2d5s8c"))
    players: dict[int, Player] = {1: Script([Action.bet_or_raise(10)]), 0: Script()}
    view = run_until(hand, players, 1, 1)
    assert question_at(view, Coach().tendencies) is None

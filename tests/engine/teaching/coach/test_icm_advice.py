"""The coach's tournament figures on stacked hands at a short-stacked final table: ICM
equities add up to the prizes, the risk premium has the sign ICM gives it, chip EV and $EV
of a shove or call agree with the equilibrium, and the chart is the seat's."""

from __future__ import annotations

import pytest

from engine.core.cards import Deck
from engine.core.cards import parse_cards
from engine.evaluation.hand_classes import class_index
from engine.rules.actions import Action
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.view import PlayerView
from engine.rules.view import view_for
from engine.teaching.coach.icm_advice import CALL
from engine.teaching.coach.icm_advice import SHOVE
from engine.teaching.coach.icm_advice import tournament_advice
from engine.tournament.equity_table import class_of

#: Four left of six, blinds 100/200, ante 25; 50/30/20 of a 600 pool.
CONFIG = HandConfig(Betting.NO_LIMIT, 100, 200, ante=25)
STACKS = [2400, 1800, 5000, 2800]  # small blind, big blind, first to act, button
PRIZES = (300.0, 180.0, 120.0)


def _deck(holes: list[str]) -> Deck:
    """Hole cards by hand position (one card at a time), the rest in order."""
    pairs = [parse_cards(h) for h in holes]
    first = [p[0] for p in pairs] + [p[1] for p in pairs]
    rest = [c for c in range(52) if c not in first]
    return Deck.stacked([*first, *rest])


def _view(holes: list[str], actions: list[Action], seat: int) -> PlayerView:
    hand = HandState(CONFIG, STACKS, [0, 1, 2, 3], _deck(holes))
    for action in actions:
        hand.act(action)
    assert hand.actor_seat == seat
    return view_for(hand, seat)


HOLES = ["7c2d", "AhKd", "9s9h", "QcJc"]


def test_equities_add_up_to_the_prizes_and_follow_the_chips() -> None:
    advice = tournament_advice(_view(HOLES, [], 2), PRIZES)
    assert advice is not None
    assert sum(e.money for e in advice.equities) == pytest.approx(sum(PRIZES))
    by_chips = sorted(advice.equities, key=lambda e: e.chips)
    assert [e.money for e in by_chips] == sorted(e.money for e in by_chips)
    assert advice.equities[2].money < sum(PRIZES) * 5000 / sum(STACKS)  # the leader loses


def test_a_shove_first_in_has_a_chart_a_positive_risk_premium_and_equilibrium_values() -> None:
    # Seat 2 folds; the button (2,800: 14 big blinds) is first in with QJs.
    advice = tournament_advice(_view(HOLES, [Action.fold()], 3), PRIZES)
    assert advice is not None and advice.chart is not None and advice.decision is not None
    chart, decision = advice.chart, advice.decision
    assert decision.kind == SHOVE and chart.position == 1 and chart.players == 4
    assert chart.hand == class_of("QJs")
    assert class_of("AA") in chart.push and class_of("72o") not in chart.push
    assert {p.seat for p in decision.premiums} == {0, 1}
    assert all(p.needed.risk_premium > 0 for p in decision.premiums)
    assert decision.money_ev is not None and decision.chip_ev_bb is not None
    # Shoving is worth it by the equilibrium exactly when the chart shoves the hand.
    assert (decision.money_ev > 0) == (chart.hand in chart.push)


def test_calling_a_shove_needs_more_than_pot_odds_and_prices_the_call_both_ways() -> None:
    # The first player (5,000) shoves, the button and small blind fold; the big blind has AKo.
    actions = [Action.bet_or_raise(4975), Action.fold(), Action.fold()]
    advice = tournament_advice(_view(HOLES, actions, 1), PRIZES)
    assert advice is not None and advice.decision is not None and advice.chart is not None
    decision = advice.decision
    assert decision.kind == CALL and advice.chart.shover == 2
    (premium,) = decision.premiums
    assert premium.seat == 2 and premium.needed.money > premium.needed.chips > 0.4
    assert decision.equity is not None and 0.5 < decision.equity < 0.75
    assert decision.chip_ev_bb is not None and decision.money_ev is not None
    # AKo calls the chip leader's wide shove: it wins chips and prize money too.
    assert decision.chip_ev_bb > 0 and decision.money_ev > 0
    assert class_index(*parse_cards("AhKd")) in advice.chart.call


def test_winner_takes_all_has_no_risk_premium() -> None:
    actions = [Action.bet_or_raise(4975), Action.fold(), Action.fold()]
    advice = tournament_advice(_view(HOLES, actions, 1), (600.0,))
    assert advice is not None and advice.decision is not None
    assert advice.decision.premiums[0].needed.risk_premium == pytest.approx(0.0, abs=1e-12)


def test_no_chart_deep_or_after_the_flop_and_no_advice_without_prizes() -> None:
    assert tournament_advice(_view(HOLES, [], 2), ()) is None
    deep = HandState(CONFIG, [s * 10 for s in STACKS], [0, 1, 2, 3], _deck(HOLES))
    advice = tournament_advice(view_for(deep, 2), PRIZES)
    assert advice is not None and advice.chart is None and advice.decision is None


def test_an_all_in_after_the_flop_is_priced_with_the_coachs_equity() -> None:
    # Everyone folds to the small blind, who calls; the big blind checks; on the flop the
    # small blind moves all-in (2,175 behind) and the big blind must decide.
    actions = [Action.fold(), Action.fold(), Action.call(), Action.check(),
               Action.bet_or_raise(2175)]
    view = _view(HOLES, actions, 1)
    advice = tournament_advice(view, PRIZES, equity=0.6)
    assert advice is not None and advice.chart is None  # no chart after the flop
    decision = advice.decision
    assert decision is not None and decision.kind == CALL and decision.equity == 0.6
    (premium,) = decision.premiums
    assert premium.seat == 0 and premium.needed.risk_premium > 0
    # Calling 1,575 (all the big blind has) for a pot of 1,100 + 2,175 - 600 returned.
    assert decision.chip_ev_bb is not None and decision.money_ev is not None
    win, lose = 1575 + 400 + 1575 + 100, 0  # the big blind's chips after winning or losing
    chips = 0.6 * win + 0.4 * lose - 1575
    assert decision.chip_ev_bb == pytest.approx(chips / 200)
    assert (decision.money_ev > 0) == (premium.needed.money < 0.6)
    # Without the coach's equity the premium is still shown, the gains are not.
    bare = tournament_advice(view, PRIZES)
    assert bare is not None and bare.decision is not None and bare.decision.chip_ev_bb is None

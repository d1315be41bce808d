"""The expert's own range in its solves is the range it really plays: its pre-flop decider
asked with every starting hand, then the frequencies of the solves it played from."""

from __future__ import annotations

import numpy as np

from engine.bots.bot import Bot
from engine.bots.decide_preflop import decide_preflop
from engine.bots.own_range import preflop_range
from engine.bots.reading import moves_of
from engine.bots.solver_play import at_the_table
from engine.bots.solver_play import own_range
from engine.core.cards import parse_cards
from engine.evaluation.hand_classes import combo_table
from engine.rules.events import Street
from engine.rules.hand import HandState
from engine.rules.player import Player
from engine.rules.view import view_for
from tests.engine.teaching.coach.test_coach import NL
from tests.engine.teaching.coach.test_coach import Script
from tests.engine.teaching.coach.test_coach import deck_for


def weight_of(weights: np.ndarray, hand: str) -> float:
    a, b = parse_cards(hand)
    return float(weights[combo_table(False).index(a, b)])


def test_the_expert_reads_its_own_range_from_its_own_decisions_not_the_population() -> None:
    expert = at_the_table(Bot("expert", seed=5, strict=True))
    assert isinstance(expert, Bot)
    # The expert on the button (seat 1) with ace-king; the big blind calls and checks.
    hand = HandState(NL, [300, 300], [0, 1], deck_for(["9s9d", "AhKh"], "Qh7h2d5s8c"))
    players: dict[int, Player] = {0: Script(), 1: expert}
    while not (hand.street >= Street.TURN and hand.actor_seat == 1):
        actor = hand.actor_seat
        assert actor is not None and not hand.finished
        hand.act(players[actor].decide(view_for(hand, actor)))
    trail = expert.own_trail
    assert len(trail.preflop) == 1 and trail.preflop[0][1].kind.value == "raise"
    start = preflop_range(expert, trail, decide_preflop, expert._ranges)
    assert start is not None
    assert preflop_range(expert, trail, decide_preflop, expert._ranges) is start  # kept
    assert weight_of(start, "AsAd") == 1.0 and weight_of(start, "7c2d") == 0.0
    assert 0.5 < float(start.mean()) < 0.95  # it opens wide heads-up, but not every hand
    # On the turn: the range the flop's solve left, its frequencies times the start.
    found = trail.solve_of(Street.FLOP)
    assert found is not None and found[1] == 1
    view = view_for(hand, 1)
    record = moves_of(view.history)
    assert record is not None
    turn = own_range(trail, record, Street.TURN, 1, lambda: start)
    assert turn is not None
    assert np.all(turn <= start + 1e-9) and not np.allclose(turn, start)
    # A street without its solve leaves the reader's estimate standing.
    assert own_range(trail, record, Street.TURN, 0, lambda: start) is None

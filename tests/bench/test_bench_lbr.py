"""The LBR bench's all-in adjustment (the luck of the run-out removed, the mean kept) and its
queries (true copies of the player, each drawing its own random numbers).

``bench/lbr_bench.py`` counts a hand whose chips all went in before the river at its
expected value (pot times equity) instead of its one dealt board. That is only honest if,
averaged over every card that could come, the hands played out give the same figure.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from random import Random
from types import ModuleType

import pytest

from engine.bots import Bot
from engine.core.cards import Deck
from engine.core.cards import card_str
from engine.core.cards import parse_cards
from engine.play.arena import VARIANTS
from engine.rules.actions import Action
from engine.rules.hand import HandState
from engine.rules.view import view_for
from tests.helpers.bench import load_bench
from tests.helpers.hands import stack_deck


@pytest.fixture(scope="module")
def lbr() -> ModuleType:
    return load_bench("lbr_bench")


HOLE = {0: "AhKh", 1: "QsQd"}
TURN_BOARD = "Th7h2c9s"


def _all_in_on_the_turn(lbr: ModuleType, river: str) -> tuple[HandState, int]:
    """Seat 0 (LBR) and seat 1 check or call to the turn, where seat 0 moves in and seat 1
    calls; the hand's board before the last action is returned with it."""
    for order in ([0, 1], [1, 0]):
        hand = HandState(VARIANTS["nl"], [lbr.STACK, lbr.STACK], [0, 1],
                         Deck.stacked(stack_deck(order, HOLE, TURN_BOARD + river)))
        if hand.hole[hand.seats.index(0)] == parse_cards(HOLE[0]):
            break
    board_then = 0
    while not hand.finished:
        board_then = len(hand.board)
        legal = hand.legal_actions()
        assert legal is not None
        if len(hand.board) < 4:
            hand.act(Action.call() if legal.can_call else Action.check())
        elif hand.actor_seat == 0:
            assert legal.max_raise_to is not None
            hand.act(Action.bet_or_raise(legal.max_raise_to))  # all-in
        else:
            hand.act(Action.call())
    return hand, board_then


def test_the_adjusted_value_is_the_average_over_every_river(lbr: ModuleType) -> None:
    used = set(parse_cards("".join(HOLE.values()) + TURN_BOARD))
    rivers = [c for c in Deck.stacked("").order() if c not in used]
    assert len(rivers) == 44
    results = []
    values = set()
    for card in rivers:
        hand, board_then = _all_in_on_the_turn(lbr, card_str(card))
        assert board_then == 4 and len(hand.board) == 5
        results.append(hand.stacks[hand.seats.index(0)] - lbr.STACK)
        values.add(lbr.all_in_value(hand, 0, board_then))
    assert set(results) == {lbr.STACK, -lbr.STACK}  # the flush draw hits or it does not
    (value,) = values  # the same whatever river came
    assert value == pytest.approx(sum(results) / len(results))
    assert -lbr.STACK < value < 0  # the queens are ahead


def test_hands_that_were_not_all_in_keep_their_result(lbr: ModuleType) -> None:
    for order in ([0, 1], [1, 0]):
        hand = HandState(VARIANTS["nl"], [lbr.STACK, lbr.STACK], [0, 1],
                         Deck.stacked(stack_deck(order, HOLE, TURN_BOARD + "3d")))
        while not hand.finished:
            legal = hand.legal_actions()
            assert legal is not None
            hand.act(Action.call() if legal.can_call else Action.check())
        assert lbr.all_in_value(hand, 0, 5) is None  # checked down: the river was seen
    folded = HandState(VARIANTS["nl"], [lbr.STACK, lbr.STACK], [0, 1])
    folded.act(Action.fold())
    assert lbr.all_in_value(folded, 0, 0) is None


def test_a_clone_answers_as_a_deep_copy_would_and_leaves_the_player_alone(
    lbr: ModuleType,
) -> None:
    """LBR asks copies of the player what they would do; the cheap copy must be a true one."""
    player = Bot("expert", seed=5)
    hand = HandState(VARIANTS["nl"], [lbr.STACK, lbr.STACK], [0, 1], Deck.shuffled(Random(3)))
    player.decide(view_for(hand, hand.actor_seat))  # the player has a pending view now
    hand.act(Action.bet_or_raise(6))
    view = view_for(hand, hand.actor_seat)
    state, twin = player.rng.getstate(), copy.deepcopy(player)
    holdings = [tuple(parse_cards(h)) for h in ("AhAd", "7c2d", "KsQs", "9h8h")]
    cheap = [lbr.clone_player(player).decide(replace(view, hole=h)) for h in holdings]
    deep = [copy.deepcopy(player).decide(replace(view, hole=h)) for h in holdings]
    assert cheap == deep
    assert len({a.kind for a in cheap}) > 1  # the holdings are answered differently
    assert player.rng.getstate() == state
    assert player.decide(view) == twin.decide(view)
    assert player.last_thought == twin.last_thought


def test_a_probe_draws_its_own_numbers_not_the_players_next(
    lbr: ModuleType, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """LBR may know the player's strategy, not how its next coin falls: a copy asked what it
    would do draws from a generator seeded for it, never the player's next numbers."""
    player = Bot("expert", seed=5)
    hand = HandState(VARIANTS["nl"], [lbr.STACK, lbr.STACK], [0, 1], Deck.shuffled(Random(3)))
    view = view_for(hand, hand.actor_seat)
    players_next = copy.deepcopy(player.rng).random()
    state = player.rng.getstate()
    drawn: list[float] = []

    def draws(self: Bot, seen: object) -> Action:
        drawn.append(self.rng.random())
        return Action.fold()

    monkeypatch.setattr(Bot, "decide", draws)
    hole = tuple(parse_cards("AhKh"))
    for seed in (11, 12):
        lbr._probe(player, view, hole, seed)
    assert drawn == [Random(11).random(), Random(12).random()]
    assert players_next not in drawn
    assert player.rng.getstate() == state

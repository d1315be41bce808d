"""Play on from here: a hand rebuilt at any point of a recorded hand is the recorded hand at
that point (stacks, bets, pots, board, hole cards, whose turn), with only the cards still to
come dealt afresh from a seeded generator; a practice session plays it to its end."""

from __future__ import annotations

import random

import pytest

from engine.core.cards import parse_cards
from engine.play.session import GameOver
from engine.play.session import PersonToAct
from engine.rules.actions import Action
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.events import CardBurned
from engine.rules.hand import HandState
from engine.storage.hands import actions_of
from engine.teaching.practice.practice_spot import PracticeError
from engine.teaching.practice.practice_spot import PracticeSession
from engine.teaching.practice.practice_spot import SpotHand
from engine.teaching.practice.practice_spot import check_spot
from engine.teaching.practice.practice_spot import spot_state
from tests.helpers.hands import random_config
from tests.helpers.hands import random_hand
from tests.helpers.hands import random_stacks
from tests.helpers.hands import readme_hand


def _spot(hand: HandState, unknown: frozenset[int] = frozenset()) -> SpotHand:
    return SpotHand(hand.config, hand.hand_number, tuple(hand.seats),
                    tuple(hand.starting_stacks),
                    tuple(None if p in unknown else (h[0], h[1])
                          for p, h in enumerate(hand.hole)),
                    tuple(hand.board), tuple(actions_of(hand)))


def _public(hand: HandState) -> tuple[object, ...]:
    return (hand.stacks, hand.bets, [(p.amount, p.eligible) for p in hand.pots], hand.street,
            hand.folded, hand.actor, hand.finished, hand.legal_actions())


def _seen(hand: HandState) -> list[object]:
    return [e for e in hand.events if not isinstance(e, CardBurned)]


def _replayed(hand: HandState, n: int) -> HandState:
    """The recorded hand after ``n`` decisions, on its own deck (the independent reference)."""
    from engine.core.cards import Deck
    from engine.storage.hands import dealt_order

    again = HandState(hand.config, list(hand.starting_stacks), list(hand.seats),
                      Deck.stacked(list(dealt_order(hand)), hand.config.short_deck),
                      hand.hand_number)
    for action in actions_of(hand)[:n]:
        again.act(action)
    return again


@pytest.mark.parametrize("seed", range(40))
def test_every_point_of_a_random_hand_is_the_recorded_state(seed: int) -> None:
    rng = random.Random(seed)
    betting = rng.choice(list(Betting))
    config = random_config(rng, betting)
    hand = random_hand(config, random_stacks(rng, rng.randint(2, 9), config.big_blind), seed)
    spot = _spot(hand)
    for n in range(len(spot.actions) + 1):
        recorded = _replayed(hand, n)
        shown = len(recorded.board)
        state = spot_state(spot, n, seed=seed * 100 + n, board_shown=shown)
        assert _public(state) == _public(recorded)
        assert state.hole == recorded.hole
        assert state.board == recorded.board  # every card shown so far is the recorded one
        # Burned cards nobody saw are dealt afresh; every other event is the recorded one.
        assert _seen(state) == _seen(recorded)


def test_cards_still_to_come_are_dealt_from_the_rest_by_the_seed() -> None:
    hand = readme_hand()  # after 3 decisions (raise, call, fold) the flop comes
    spot = _spot(hand)
    boards = {tuple(spot_state(spot, 3, seed=s, board_shown=0).board) for s in range(30)}
    assert len(boards) > 20  # a fresh flop for most seeds
    again = spot_state(spot, 3, seed=7, board_shown=0).board
    assert spot_state(spot, 3, seed=7, board_shown=0).board == again
    used = {c for pair in spot.hole if pair for c in pair}
    for board in boards:
        assert not used & set(board) and len(set(board)) == 3
    # With the flop shown, only the turn and river are new.
    state = spot_state(spot, 4, seed=3, board_shown=3)
    assert state.board[:3] == parse_cards("2h2s3c")


def test_unknown_hole_cards_are_dealt_from_the_rest() -> None:
    hand = readme_hand()
    spot = _spot(hand, unknown=frozenset({2}))
    state = spot_state(spot, 2, seed=1, board_shown=3)
    assert state.hole[0] == hand.hole[0] and state.hole[1] == hand.hole[1]
    assert state.hole[2] != hand.hole[2]
    assert not set(state.hole[2]) & (set(hand.board[:3]) | set(hand.hole[0]) | set(hand.hole[1]))


def test_refusals_say_why() -> None:
    hand = readme_hand()  # seat 0 (you) calls, seat 1 folds at decision 2
    spot = _spot(hand)
    with pytest.raises(PracticeError) as over:
        check_spot(spot, len(spot.actions), 0)
    assert over.value.code == "hand_over"
    with pytest.raises(PracticeError) as folded:
        check_spot(spot, 3, 1)
    assert folded.value.code == "person_folded"
    with pytest.raises(PracticeError) as nobody:
        check_spot(spot, 1, None)
    assert nobody.value.code == "no_person"
    with pytest.raises(PracticeError) as unknown:
        check_spot(_spot(hand, frozenset({0})), 1, 0)
    assert unknown.value.code == "person_cards_unknown"
    with pytest.raises(PracticeError) as step:
        spot_state(spot, 99)
    assert step.value.code == "bad_step"
    check_spot(spot, 3, 0)  # the flop is to come: you can play on


def test_a_practice_session_starts_at_the_spot_and_ends_with_its_hand() -> None:
    hand = readme_hand()
    spot = _spot(hand)
    names = {0: "You", 1: "Bruno", 2: "Chloé"}
    session = PracticeSession(spot, 1, names, person_seat=0, bots={1: "call", 2: "call"},
                              seed=5)
    # Chloé raised to 6; you are to act with your aces, 200 behind minus the small blind.
    assert session.waiting_for_person and session.person_to_act == 0
    state = session.hand
    assert state is not None
    assert state.hole[0] == parse_cards("AsAh") and state.stacks == [199, 198, 194]
    assert state.pot_total == 9
    total = sum(spot.stacks)
    events: list[object] = []
    guard = 0
    while not session.over:
        if session.waiting_for_person:
            legal = session.person_legal()
            assert legal is not None
            events += session.act(Action.check() if legal.can_check else Action.call())
        else:
            events += session.step()
        guard += 1
        assert guard < 200
    assert isinstance(events[-1], GameOver)
    assert session.step() == []
    assert sum(st.stack for st in session.table.seats.values()) == total
    assert not any(isinstance(e, PersonToAct) and e.seat != 0 for e in events)


def test_a_practice_session_refuses_a_spot_without_a_decision() -> None:
    hand = readme_hand()
    with pytest.raises(PracticeError):
        PracticeSession(_spot(hand), len(hand.events), {0: "a", 1: "b", 2: "c"}, 0)


def test_short_deck_and_limits_replay_too() -> None:
    config = HandConfig(Betting.FIXED_LIMIT, small_blind=5, big_blind=10, short_deck=True)
    hand = random_hand(config, [500, 500, 500, 500], 3)
    spot = _spot(hand)
    for n in range(len(spot.actions) + 1):
        recorded = _replayed(hand, n)
        assert _public(spot_state(spot, n, 9, len(recorded.board))) == _public(recorded)

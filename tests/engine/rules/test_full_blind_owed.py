"""A big blind posted all-in for less than its size: what the others owe and the pots that make.

Sites and TDA ask for the whole big blind (``HandConfig.full_blind_owed``): two players who
call it make a side pot of the part the short big blind could not match. Off (Felt's games,
PokerKit), the call is what was posted, and PokerKit finishes the hand with the same stacks.
"""

from __future__ import annotations

from engine.core.cards import Deck
from engine.core.cards import parse_cards
from engine.rules.config import HandConfig
from engine.rules.events import BetReturned
from engine.rules.events import Pot
from engine.rules.hand import HandState
from tests.helpers.oracle import replay_in_pokerkit

# Positions: 0 small blind, 1 big blind (150 chips: all-in for less than 200), 2 button.
# The small blind holds K-Q, the big blind 7-7, the button A-A; the board gives the sevens a set.
ORDER = parse_cards("Kc7sAs" "Qh7cAd" "2h" "3s8d7d" "5c" "Jh" "6c" "4d")
STACKS = [5400, 150, 3975]


def played(owed: bool, *, small_blind_folds: bool = False) -> HandState:
    hand = HandState(HandConfig(small_blind=100, big_blind=200, full_blind_owed=owed),
                     STACKS, deck=Deck.stacked(ORDER))
    hand.call()  # the button
    hand.fold() if small_blind_folds else hand.call()
    while not hand.finished:
        hand.check()
    return hand


def test_the_whole_big_blind_is_owed_over_a_short_all_in_one() -> None:
    hand = HandState(HandConfig(small_blind=100, big_blind=200, full_blind_owed=True),
                     STACKS, deck=Deck.stacked(ORDER))
    legal = hand.legal_actions()
    assert legal is not None and legal.call_amount == 200 and legal.min_raise_to == 400
    hand.call()
    legal = hand.legal_actions()
    assert legal is not None and legal.call_amount == 100  # the small blind completes


def test_two_callers_of_the_whole_big_blind_make_a_side_pot_between_them() -> None:
    hand = played(owed=True)
    assert hand.pots == [Pot(450, (0, 1, 2)), Pot(100, (0, 2))]
    # the sevens win the main pot, the aces the side pot between the two callers
    assert hand.stacks == [5400 - 200, 450, 3975 - 200 + 100]
    assert sum(hand.stacks) == sum(STACKS)


def test_a_lone_caller_of_the_whole_big_blind_gets_the_unmatched_part_back() -> None:
    hand = played(owed=True, small_blind_folds=True)
    returned = [e for e in hand.events if isinstance(e, BetReturned)]
    assert [(e.seat, e.amount) for e in returned] == [(2, 50)]
    assert hand.stacks == [5300, 400, 3975 - 150]


def test_without_the_rule_the_call_is_what_was_posted_as_in_pokerkit() -> None:
    hand = played(owed=False)
    assert hand.pots == [Pot(450, (0, 1, 2))]
    assert hand.stacks == [5250, 450, 3975 - 150]
    assert replay_in_pokerkit(hand) == tuple(hand.stacks)

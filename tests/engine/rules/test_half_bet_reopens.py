"""Fixed-Limit's other rule for a short all-in raise (:class:`HandState`'s
``half_bet_reopens``, for sites that play it): an all-in raise of half a bet or more reopens
the betting as a full raise does; less than half does not, and Felt's own rule (TDA: only a
full raise reopens) stays the default."""

from __future__ import annotations

import pytest

from engine.core.cards import Deck
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.hand import HandState

LIMIT = HandConfig(Betting.FIXED_LIMIT, small_blind=2, big_blind=4)  # bets of 4 and 8
ORDER = "As Kh 7c  Ad Kd 2s  3h Qs 8d 4c  5h Td  6h 3c"


def _facing_a_short_all_in(short_stack: int, half_bet_reopens: bool) -> HandState:
    """Three players limp; on the flop the small blind bets 4, the big blind (``short_stack``
    left) goes all in over it, the button calls: may the small blind raise again?"""
    hand = HandState(LIMIT, [100, 4 + short_stack, 100], deck=Deck.stacked(ORDER),
                     half_bet_reopens=half_bet_reopens)
    hand.call()  # the button
    hand.call()  # the small blind
    hand.check()  # the big blind: to the flop
    hand.bet_or_raise(4)  # the small blind bets 4
    hand.bet_or_raise(short_stack)  # the big blind all in for what he has
    hand.call()  # the button
    return hand


@pytest.mark.parametrize(("short_stack", "reopens", "can_raise"), [
    (6, True, True),  # a raise of 2 is half the bet of 4: the betting reopens
    (6, False, False),  # Felt's own rule: only a full raise reopens it
    (5, True, False),  # a raise of 1 is less than half a bet
])
def test_half_a_bet_all_in_reopens_the_betting_only_under_that_rule(
        short_stack: int, reopens: bool, can_raise: bool) -> None:
    hand = _facing_a_short_all_in(short_stack, reopens)
    assert hand.actor == 0  # the small blind, who bet
    assert hand.can_bet_or_raise() is can_raise
    if can_raise:
        hand.bet_or_raise(short_stack + 4)  # a full bet over the all-in
        assert hand.bets[0] == 10


def test_no_limit_keeps_its_own_rule() -> None:
    hand = HandState(HandConfig(small_blind=1, big_blind=2), [100, 100], half_bet_reopens=True)
    assert not hand._half_bet_reopens

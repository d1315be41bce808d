"""A board run twice (:class:`HandState`'s ``runs=2``): once nobody can bet, the rest of the
board is dealt twice from the same deck, and each pot's halves go to each board's best hands,
the first half taking the odd chip."""

from __future__ import annotations

import pytest

from engine.core.cards import Deck
from engine.core.cards import cards_str
from engine.core.errors import ConfigError
from engine.rules.config import HandConfig
from engine.rules.events import BoardDealt
from engine.rules.events import PotAwarded
from engine.rules.hand import HandState

BLINDS = HandConfig(small_blind=1, big_blind=2)
# Holes (SB, BB, button), then burn + flop, burn + turn, burn + river of the first run, and
# the second run's burns and cards after them.
ORDER = "As Kh 7c  Ad Kd 2s  3h Qs 8d 4c  5h Td  6h 3c  9c Kc 2h 8s 7h 2c Ks 9h"


def _hand(stacks: list[int], runs: int = 2) -> HandState:
    return HandState(BLINDS, stacks, deck=Deck.stacked(ORDER), runs=runs)


def test_each_half_of_the_pot_goes_to_its_own_boards_best_hand() -> None:
    hand = _hand([100, 100, 100])
    hand.fold()
    hand.bet_or_raise(100)
    hand.call()
    assert hand.finished
    assert cards_str(hand.board) == "Qs8d4cTd3c"  # aces hold
    assert cards_str(hand.second_board) == "Kc2h8s2c9h"  # kings make a full house
    awards = [(e.amount, e.shares) for e in hand.events if isinstance(e, PotAwarded)]
    assert awards == [(100, ((0, 100),)), (100, ((1, 100),))]
    assert hand.stacks == [100, 100, 100]
    # The second run's first deal starts again from the cards both runs share (none).
    deals = [e.board for e in hand.events if isinstance(e, BoardDealt)]
    assert [len(b) for b in deals] == [3, 4, 5, 3, 4, 5]
    # Each deal and each half says its run, so the words can say which board.
    assert [e.run for e in hand.events if isinstance(e, BoardDealt)] == [1, 1, 1, 2, 2, 2]
    assert [e.run for e in hand.events if isinstance(e, PotAwarded)] == [1, 2]


def test_a_board_dealt_once_is_run_zero() -> None:
    hand = _hand([100, 100, 100], runs=1)
    hand.fold()
    hand.bet_or_raise(100)
    hand.call()
    assert {e.run for e in hand.events if isinstance(e, BoardDealt | PotAwarded)} == {0}


def test_an_odd_chip_goes_with_the_first_half_and_each_side_pot_is_halved() -> None:
    # The small blind all in for 51 chips, the big blind and the button for 100: a main pot
    # of 153 (halves 77 and 76) and a side pot of 98 between the two bigger stacks.
    hand = _hand([51, 100, 100])
    hand.call()  # the button calls 2
    hand.bet_or_raise(51)  # the small blind all in
    hand.bet_or_raise(100)
    hand.call()
    main = [e for e in hand.events if isinstance(e, PotAwarded) and e.pots == (0,)]
    side = [e for e in hand.events if isinstance(e, PotAwarded) and e.pots == (1,)]
    assert [e.amount for e in main] == [77, 76] and [e.amount for e in side] == [49, 49]
    assert sum(hand.stacks) == 251


def test_a_hand_decided_by_betting_deals_one_board() -> None:
    hand = _hand([100, 100, 100])
    hand.fold()
    hand.bet_or_raise(6)
    hand.fold()
    assert hand.finished and hand.board == [] and hand.second_board == []


def test_only_once_or_twice() -> None:
    with pytest.raises(ConfigError) as caught:
        _hand([100, 100], runs=3)
    assert caught.value.code == "bad_runs"

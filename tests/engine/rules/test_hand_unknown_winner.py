"""A pot an unknown hand claims beside a shown one (``HandState``'s ``unknown`` and
``settle``): the history that paid the unknown hand and none of the shown ones decides; when
it pays a shown hand too, or nobody settles, the best shown hand wins as always."""

from __future__ import annotations

from engine.core.cards import Deck
from engine.rules.config import HandConfig
from engine.rules.events import PotAwarded
from engine.rules.hand import HandState
from engine.rules.hand import Settle

BLINDS = HandConfig(small_blind=1, big_blind=2)
# Heads-up: position 0 is dealt As Ad, position 1 the placeholder 2c 7h; the board gives
# the aces the best hand, so a placeholder would never win by its value.
ORDER = "As 2c Ad 7h  Ks Qd 9c  4h  5s"


def _all_in_and_called(settle: Settle | None = None) -> HandState:
    hand = HandState(BLINDS, [50, 50], deck=Deck.stacked(ORDER), unknown=[1], settle=settle)
    hand.bet_or_raise(50)
    hand.call()
    assert hand.finished
    return hand


def test_the_unknown_hand_wins_when_the_history_pays_it_and_not_the_shown_one() -> None:
    hand = _all_in_and_called(lambda eligible: [1])
    assert hand.stacks == [0, 100]
    (award,) = [e for e in hand.events if isinstance(e, PotAwarded)]
    assert award.category is None  # nobody saw the hand that won


def test_the_best_shown_hand_wins_when_the_history_pays_it_too() -> None:
    assert _all_in_and_called(lambda eligible: [0, 1]).stacks == [100, 0]


def test_the_best_shown_hand_wins_when_nobody_settles() -> None:
    assert _all_in_and_called().stacks == [100, 0]

"""Money the house puts in the main pot (:class:`HandState`'s ``site_money``: Run It Once's
"Splash the Pot"): every player still in can win it, and it is paid beside the players'
chips; a negative amount is refused."""

from __future__ import annotations

import pytest

from engine.core.cards import Deck
from engine.core.errors import ConfigError
from engine.rules.config import HandConfig
from engine.rules.events import PotAwarded
from engine.rules.hand import HandState

BLINDS = HandConfig(small_blind=1, big_blind=2)
ORDER = "As Kh 7c  Ad Kd 2s  3h Qs 8d 4c  5h Td  6h 3c"


def test_the_sites_money_goes_to_the_winner_of_the_main_pot() -> None:
    hand = HandState(BLINDS, [100, 30, 100], deck=Deck.stacked(ORDER), site_money=50)
    hand.fold()  # the button
    hand.bet_or_raise(40)
    hand.call()  # the big blind all in for 30: a side pot of 10 goes back
    (award,) = [e for e in hand.events if isinstance(e, PotAwarded)]
    assert award.amount == 30 + 30 + 50  # the aces win the main pot and the site's money
    assert hand.stacks == [100 - 30 + 110, 0, 100]


def test_only_chips_the_site_gives() -> None:
    with pytest.raises(ConfigError) as caught:
        HandState(BLINDS, [100, 100], site_money=-1)
    assert caught.value.code == "bad_site_money"

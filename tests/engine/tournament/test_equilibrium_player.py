"""The equilibrium player shoves, calls and folds as the heads-up solution says."""

from __future__ import annotations

import random

from engine.core.cards import Deck
from engine.core.cards import parse_cards
from engine.rules.actions import ActionKind
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.view import view_for
from engine.tournament.equilibrium_player import EquilibriumPlayer

NL = HandConfig(small_blind=1, big_blind=2)


def deal(big_blind_hole: str, button_hole: str, stack: int) -> HandState:
    bb, sb = parse_cards(big_blind_hole), parse_cards(button_hole)
    rest = [c for c in Deck.shuffled(random.Random(0)).order() if c not in bb + sb]
    return HandState(NL, [stack, stack], [0, 1], Deck.stacked([bb[0], sb[0], bb[1], sb[1],
                                                               *rest]))


def test_shoves_aces_folds_seven_deuce_deep_and_calls_with_aces() -> None:
    player = EquilibriumPlayer(seed=1)
    hand = deal("AdAc", "AsAh", 50)  # 25 big blinds
    action = player.decide(view_for(hand, 1))
    assert action.kind is ActionKind.RAISE and action.amount == 50
    hand.act(action)
    assert player.decide(view_for(hand, 0)).kind is ActionKind.CALL
    assert player.decide(view_for(deal("AdAc", "7s2h", 50), 1)).kind is ActionKind.FOLD
    # At one big blind every hand goes in.
    assert player.decide(view_for(deal("AdAc", "7s2h", 2), 1)).kind in (ActionKind.RAISE,
                                                                         ActionKind.CALL)

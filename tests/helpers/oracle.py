"""Replays Felt hands in PokerKit, the reference oracle (a development dependency only).

PokerKit is configured to the same rules as the Felt hand: antes counted as contributions
(ante trimming), the blinds of the Felt config, every burned and dealt card as Felt dealt it.
Short deck uses a PokerKit hand class with Felt's ranking (trips above a straight), since the
issue fixes that rule and PokerKit ranks the straight higher.
"""

from __future__ import annotations

from collections import Counter
from typing import Any
from typing import ClassVar

from pokerkit import Automation
from pokerkit import Card
from pokerkit import FixedLimitTexasHoldem
from pokerkit import HandHistory
from pokerkit import NoLimitShortDeckHoldem
from pokerkit import NoLimitTexasHoldem
from pokerkit import State
from pokerkit.games import PotLimitPokerMixin
from pokerkit.games import TexasHoldemMixin
from pokerkit.games import UnfixedLimitHoldem
from pokerkit.hands import ShortDeckHoldemHand
from pokerkit.lookups import Label
from pokerkit.lookups import ShortDeckHoldemLookup

from engine.core.cards import card_str
from engine.rules.config import Betting
from engine.rules.events import ActionTaken
from engine.rules.events import BoardDealt
from engine.rules.events import CardBurned
from engine.rules.events import HoleCardDealt
from engine.rules.hand import HandState

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


class TripsOverStraightLookup(ShortDeckHoldemLookup):
    """PokerKit's short-deck lookup with three of a kind ranked above a straight."""

    def _add_entries(self) -> None:
        self._add_multisets(Counter({1: 5}), (False,), Label.HIGH_CARD)
        self._add_multisets(Counter({2: 1, 1: 3}), (False,), Label.ONE_PAIR)
        self._add_multisets(Counter({2: 2, 1: 1}), (False,), Label.TWO_PAIR)
        self._add_straights(5, (False,), Label.STRAIGHT)
        self._add_multisets(Counter({3: 1, 1: 2}), (False,), Label.THREE_OF_A_KIND)
        self._add_multisets(Counter({3: 1, 2: 1}), (False,), Label.FULL_HOUSE)
        self._add_multisets(Counter({1: 5}), (True,), Label.FLUSH)
        self._add_multisets(Counter({4: 1, 1: 1}), (False,), Label.FOUR_OF_A_KIND)
        self._add_straights(5, (True,), Label.STRAIGHT_FLUSH)


class FeltShortDeckHand(ShortDeckHoldemHand):
    lookup = TripsOverStraightLookup()


class FeltShortDeckHoldem(NoLimitShortDeckHoldem):
    hand_types: ClassVar[tuple[Any, ...]] = (FeltShortDeckHand,)


class PotLimitTexasHoldem(PotLimitPokerMixin, TexasHoldemMixin, UnfixedLimitHoldem):
    """Pot-Limit Hold'em assembled from PokerKit's own betting structure and streets."""


def pokerkit_state(hand: HandState) -> State:
    """A PokerKit state with the same rules and starting stacks as ``hand``."""
    cfg = hand.config
    stacks = hand.starting_stacks
    n = hand.player_count
    blinds = (cfg.small_blind, cfg.big_blind)
    if cfg.betting is Betting.FIXED_LIMIT:
        return FixedLimitTexasHoldem.create_state(
            AUTOMATIONS, True, cfg.ante, blinds, cfg.street_bet(0), cfg.street_bet(2), stacks, n
        )
    if cfg.betting is Betting.POT_LIMIT:
        return PotLimitTexasHoldem(AUTOMATIONS, True, cfg.ante, blinds, cfg.big_blind)(stacks, n)
    game: Any = FeltShortDeckHoldem if cfg.short_deck else NoLimitTexasHoldem
    return game.create_state(  # type: ignore[no-any-return]
        AUTOMATIONS, True, cfg.ante, blinds, cfg.big_blind, stacks, n
    )


def _cards(ids: Any) -> list[Card]:
    return list(Card.parse("".join(card_str(c) for c in ids)))


def replay_in_pokerkit(hand: HandState) -> tuple[int, ...]:
    """Feed every card and action of a finished Felt hand to PokerKit; its final stacks."""
    pk = pokerkit_state(hand)
    for event in hand.events:
        if isinstance(event, HoleCardDealt):
            pk.deal_hole(_cards([event.card]))
        elif isinstance(event, CardBurned):
            pk.burn_card(_cards([event.card])[0])
        elif isinstance(event, BoardDealt):
            pk.deal_board(_cards(event.cards))
        elif isinstance(event, ActionTaken):
            if event.action == "fold":
                pk.fold()
            elif event.action in ("check", "call"):
                pk.check_or_call()
            else:
                pk.complete_bet_or_raise_to(event.to)
    assert not pk.status, "PokerKit thinks the hand is still running"
    return tuple(int(s) for s in pk.stacks)


class FeltRulesHandHistory(HandHistory):
    """PokerKit's reader with Felt's short-deck ranking (trips above a straight)."""

    game_types: ClassVar[dict[str, Any]] = {**HandHistory.game_types, "NS": FeltShortDeckHoldem}

"""The name each posted blind carries (``BlindPosted.blind``), so that an imported hand is told
as its file writes it: the small and big blinds, a big blind posted out of turn by a player
coming in, a straddle over the big blind, the big blind's place taken by the next player when
nobody sits there, and the one button blind of 6+ Hold'em and short deck."""

from __future__ import annotations

from engine.core.cards import Deck
from engine.rules.config import HandConfig
from engine.rules.events import BlindPosted
from engine.rules.hand import BUTTON_BLIND
from engine.rules.hand import EXTRA_BIG
from engine.rules.hand import STRADDLE
from engine.rules.hand import HandState

CONFIG = HandConfig(small_blind=5, big_blind=10)


def names(blinds: list[int]) -> dict[int, str]:
    """Each posting position's blind name (positions count from the left of the button;
    heads-up, ``blinds`` is in PHH's order, the big blind's first)."""
    hand = HandState(CONFIG, [1000] * len(blinds), deck=Deck.stacked([]), blinds=blinds)
    position = {seat: k for k, seat in enumerate(hand.seats)}
    return {position[e.seat]: e.blind for e in hand.events if isinstance(e, BlindPosted)}


def test_felts_own_blinds_are_small_and_big() -> None:
    assert names([5, 10, 0, 0]) == {0: "small", 1: "big"}


def test_a_blind_out_of_turn_and_a_straddle() -> None:
    # a player coming in posts a big blind under the gun, the next one straddles
    assert names([5, 10, 10, 20, 0]) == {0: "small", 1: "big", 2: EXTRA_BIG, 3: STRADDLE}


def test_the_next_player_posts_the_big_blind_when_its_place_posts_none() -> None:
    assert names([5, 0, 10, 0]) == {0: "small", 2: "big"}
    assert names([5, 0, 10, 10, 0]) == {0: "small", 2: "big", 3: EXTRA_BIG}


def test_the_button_alone_posts_a_button_blind() -> None:
    assert names([0, 0, 0, 10]) == {3: BUTTON_BLIND}
    assert names([10, 0]) == {1: BUTTON_BLIND}  # heads-up: the button posts PHH's first
    assert names([5, 10]) == {0: "big", 1: "small"}

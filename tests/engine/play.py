"""Helpers to play whole hands in tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core.cards import Deck
from engine.play.players import RandomPlayer
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.player import Player
from engine.rules.view import view_for


def play_out(state: HandState, players: Sequence[Player]) -> HandState:
    """Let ``players`` (by hand position) decide until the hand is over."""
    guard = 0
    while not state.finished:
        actor = state.actor
        assert actor is not None, "a running hand must have someone to act"
        state.act(players[actor].decide(view_for(state, state.seats[actor])))
        guard += 1
        assert guard < 1000, "hand did not end"
    return state


def random_hand(config: HandConfig, stacks: Sequence[int], seed: int) -> HandState:
    """A hand dealt from a seeded deck and played by seeded random players."""
    rng = random.Random(seed)
    deck = Deck.shuffled(rng, short_deck=config.short_deck)
    state = HandState(config, stacks, deck=deck)
    return play_out(state, [RandomPlayer(rng.randrange(2**32)) for _ in stacks])

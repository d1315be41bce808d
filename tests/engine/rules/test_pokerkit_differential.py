"""Thousands of generated hands played by Felt and replayed by PokerKit end in the same stacks."""

from __future__ import annotations

import random

import pytest

from engine.rules.config import Betting
from tests.helpers.hands import random_config
from tests.helpers.hands import random_hand
from tests.helpers.hands import random_stacks
from tests.helpers.oracle import replay_in_pokerkit


@pytest.mark.parametrize(
    ("betting", "short_deck", "count"),
    [
        (Betting.NO_LIMIT, False, 1500),
        (Betting.FIXED_LIMIT, False, 700),
        (Betting.POT_LIMIT, False, 700),
        (Betting.NO_LIMIT, True, 700),
    ],
    ids=["nl", "fl", "pl", "short"],
)
def test_finishing_stacks_match_pokerkit(betting: Betting, short_deck: bool, count: int) -> None:
    rng = random.Random(f"diff-{betting.value}-{short_deck}")
    for k in range(count):
        cfg = random_config(rng, betting, short_deck)
        n = rng.randint(2, 9)
        stacks = random_stacks(rng, n, cfg.big_blind)
        hand = random_hand(cfg, stacks, seed=rng.randrange(2**32))
        ours = tuple(hand.stacks)
        assert sum(ours) == sum(stacks)
        theirs = replay_in_pokerkit(hand)
        assert ours == theirs, f"hand {k}: {cfg} stacks {stacks}\n" + "\n".join(
            map(str, hand.events)
        )

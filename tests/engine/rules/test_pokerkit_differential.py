"""Thousands of generated hands played by Felt and replayed by PokerKit end in the same stacks."""

from __future__ import annotations

import random

import pytest

from engine.rules.config import Betting
from tests.helpers.hands import random_config
from tests.helpers.hands import random_hand
from tests.helpers.hands import random_stacks
from tests.helpers.oracle import replay_in_pokerkit

#: Hands per variant in the default run; the soak (``-m slow``) plays ten times as many
#: (the same hands first: each variant's generator is seeded by its name).
COUNTS = {"nl": 750, "fl": 350, "pl": 350, "short": 350}
SOAK = 10
VARIANTS = {"nl": (Betting.NO_LIMIT, False), "fl": (Betting.FIXED_LIMIT, False),
            "pl": (Betting.POT_LIMIT, False), "short": (Betting.NO_LIMIT, True)}


@pytest.mark.parametrize(
    ("betting", "short_deck", "count"),
    [pytest.param(*VARIANTS[name], COUNTS[name], id=name) for name in VARIANTS]
    + [pytest.param(*VARIANTS[name], SOAK * COUNTS[name], id=f"{name}-soak",
                    marks=pytest.mark.slow) for name in VARIANTS],
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

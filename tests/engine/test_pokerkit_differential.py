"""Thousands of generated hands played by Felt and replayed by PokerKit end in the same stacks."""

from __future__ import annotations

import random

import pytest

from engine.rules.config import Betting, HandConfig, OddChip
from tests.engine.play import random_hand
from tests.engine.pokerkit_oracle import replay_in_pokerkit


def _config(rng: random.Random, betting: Betting, short_deck: bool = False) -> HandConfig:
    big = rng.choice([2, 2, 4, 10, 20])
    small = rng.choice([big // 2, big // 2, big // 4 or 1, 0 if betting is not Betting.FIXED_LIMIT
                        else big // 2])
    ante = rng.choice([0, 0, 0, 1, big // 2, big])
    return HandConfig(
        betting=betting,
        small_blind=small,
        big_blind=big,
        ante=ante,
        short_deck=short_deck,
        # PokerKit's conventions, so that the oracle plays the same game.
        bet_cap=4,
        blind_counts_as_bet=False,
        cap_lifted_heads_up=False,
        odd_chip=OddChip.ALL_TO_FIRST,
    )


def _stacks(rng: random.Random, n: int, big: int) -> list[int]:
    kinds = [
        lambda: rng.randint(1, 3 * big),  # tiny: all-in on the blinds or antes
        lambda: rng.randint(5 * big, 40 * big),
        lambda: rng.randint(50 * big, 200 * big),
    ]
    return [rng.choice(kinds)() for _ in range(n)]


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
        cfg = _config(rng, betting, short_deck)
        n = rng.randint(2, 9)
        stacks = _stacks(rng, n, cfg.big_blind)
        hand = random_hand(cfg, stacks, seed=rng.randrange(2**32))
        ours = tuple(hand.stacks)
        assert sum(ours) == sum(stacks)
        theirs = replay_in_pokerkit(hand)
        assert ours == theirs, f"hand {k}: {cfg} stacks {stacks}\n" + "\n".join(
            map(str, hand.events)
        )

"""Every bot decision is legal over 100,000 arena hands in every variant (slow).

Twenty thousand hands per variant (No-Limit, Pot-Limit, Fixed-Limit, Spread-Limit, short
deck), at tables of 2, 3, 6, 9 and 10 players mixing every profile with the random and
calling players, from 10 to 500 big blinds deep, in table mode (stacks carried over, short
stacks and rebuys) and duplicate mode. The bots are strict: an internal error raises instead
of falling back, and the hand state refuses any illegal action, so a single bad decision
fails the test. Takes about 40 minutes on two cores.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass

import pytest

from engine.bots import PROFILES
from engine.bots import Bot
from engine.play.arena import load_player
from engine.play.arena import run_arena
from engine.rules.player import Player
from tests.helpers.decisions import FIXTURE
from tests.helpers.decisions import SCENARIOS
from tests.helpers.decisions import Scenario
from tests.helpers.decisions import digest
from tests.helpers.decisions import play

pytestmark = pytest.mark.slow

#: ``FELT_SLOW_HANDS`` shortens the run for a quick check of the test itself.
HANDS_PER_VARIANT = int(os.environ.get("FELT_SLOW_HANDS", "20000"))
#: (players, share of the variant's hands, starting stack in chips, duplicate)
TABLES = ((2, 0.2, 200, True), (3, 0.15, 20, False), (6, 0.25, 200, True),
          (9, 0.2, 60, False), (10, 0.2, 1000, False))


@dataclass(frozen=True, slots=True)
class StrictBot:
    """A picklable factory of bots that raise internal errors instead of falling back."""

    code: str

    def __call__(self, seed: int) -> Player:
        return Bot(self.code, seed, strict=True)


def _seats(players: int, offset: int) -> list[tuple[str, object]]:
    codes = [*PROFILES, "random", "call"]
    chosen = [codes[(offset + k) % len(codes)] for k in range(players)]
    return [(c, load_player(c)[1] if c in ("random", "call") else StrictBot(c))
            for c in chosen]


@pytest.mark.parametrize("variant", ["nl", "pl", "fl", "sl", "short"])
def test_every_decision_is_legal_over_many_hands(variant: str) -> None:
    total = 0
    for k, (players, share, stack, duplicate) in enumerate(TABLES):
        hands = int(HANDS_PER_VARIANT * share)
        deals = hands // (2 if duplicate and players > 2 else players if duplicate else 1)
        result = run_arena(_seats(players, 3 * k), deals, seed=97 + k,  # type: ignore[arg-type]
                           variant=variant, starting_stack=stack, duplicate=duplicate,
                           rotations=2 if duplicate and players > 2 else None, jobs=2,
                           chunk=250)
        assert sum(s.net for s in result.stats) == 0
        total += result.hands
    assert total >= HANDS_PER_VARIANT


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
def test_decisions_match_the_recorded_ones(scenario: Scenario) -> None:
    """Every thought over every hand of each seeded table is as recorded."""
    expected = json.loads(FIXTURE.read_text(encoding="utf-8"))[scenario.name]
    lines = play(scenario)
    assert (len(lines), digest(lines)) == (expected["decisions"], expected["sha256"])

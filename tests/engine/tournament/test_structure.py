"""Structures and payout tables."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.core.errors import ConfigError
from engine.rules.table import BlindLevel
from engine.tournament.payouts import custom_table
from engine.tournament.payouts import prize_amounts
from engine.tournament.payouts import standard_table
from engine.tournament.structure import Structure
from engine.tournament.structure import structure_from_json


@pytest.mark.parametrize("entries", [2, 3, 4, 6, 9, 10, 11, 20, 21, 45, 180, 1000])
def test_standard_tables_fall_sum_to_one_and_pay_a_sensible_share(entries: int) -> None:
    shares = standard_table(entries)
    assert sum(shares) == pytest.approx(1.0)
    assert all(a >= b for a, b in itertools.pairwise(shares))
    assert len(shares) < entries
    if entries > 20:
        assert 0.1 <= len(shares) / entries <= 0.15 or len(shares) == 8
        assert shares[-1] * entries >= 1.5 - 1e-9  # a min-cash returns one and a half buy-ins


def test_named_tables() -> None:
    assert standard_table(3) == (1.0,)
    assert standard_table(5) == (0.65, 0.35)
    assert standard_table(10) == (0.5, 0.3, 0.2)


def test_amounts_add_up_to_the_pool_exactly() -> None:
    rng = random.Random(5)
    for _ in range(200):
        pool = rng.randint(0, 10**7)
        shares = standard_table(rng.randint(2, 1000))
        amounts = prize_amounts(pool, shares)
        assert sum(amounts) == pool
        assert all(a >= b for a, b in itertools.pairwise(amounts))


def test_custom_tables_are_checked() -> None:
    assert custom_table([50, 30, 20]) == pytest.approx((0.5, 0.3, 0.2))
    for bad in ([], [30, 50], [-1, 2], [0, 0]):
        with pytest.raises(ConfigError) as err:
            custom_table(bad)
        assert err.value.code == "bad_payouts"


def test_structure_round_trips_and_refuses_bad_settings() -> None:
    s = Structure(starting_stack=5000, levels=(BlindLevel(25, 50, 0), BlindLevel(50, 100, 25)),
                  big_blind_ante=True, rebuy_levels=2, rebuy_chips=5000, addon_chips=7500)
    assert structure_from_json(s.to_json()) == s
    assert s.rebuys_open(1) and not s.rebuys_open(2)
    assert s.smallest_chip_at(0) == 25 and s.level_at(9) == BlindLevel(50, 100, 25)
    for bad in ({"starting_stack": 0}, {"levels": ()}, {"chip_values": (100, 25)},
                {"starting_stack": 1010}, {"minutes_per_level": -1.0}):
        with pytest.raises(ConfigError) as err:
            Structure(**bad)
        assert err.value.code == "bad_structure"
    with pytest.raises(ConfigError):
        structure_from_json({"nonsense": 1})

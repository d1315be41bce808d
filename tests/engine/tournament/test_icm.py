"""ICM against a plain enumeration of every finishing order, and the coach's helpers."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import permutations

import pytest

from engine.core.errors import ConfigError
from engine.tournament.icm import all_in_outcomes
from engine.tournament.icm import decision_ev
from engine.tournament.icm import icm_equities
from engine.tournament.icm import icm_monte_carlo
from engine.tournament.icm import required_equity


def brute_force(stacks: Sequence[float], payouts: Sequence[float]) -> list[float]:
    """Every finishing order's probability by Harville's product, written out."""
    n = len(stacks)
    result = [0.0] * n
    for order in permutations(range(n)):
        p = 1.0
        left = sum(stacks)
        for who in order:
            p *= stacks[who] / left
            left -= stacks[who]
        for place, who in enumerate(order):
            if place < len(payouts):
                result[who] += p * payouts[place]
    return result


@pytest.mark.parametrize("n", range(2, 9))
def test_exact_matches_every_finishing_order(n: int) -> None:
    rng = random.Random(n)
    for _ in range(3 if n < 8 else 1):
        stacks = [rng.randint(1, 20_000) for _ in range(n)]
        payouts = sorted((rng.random() * 100 for _ in range(rng.randint(1, n))), reverse=True)
        got = icm_equities(stacks, payouts)
        want = brute_force(stacks, payouts)
        assert got == pytest.approx(want, abs=1e-9)


def test_equities_sum_to_the_prizes_and_chips_order_them() -> None:
    stacks = [900, 4000, 2500, 100, 7000, 3333, 1200, 50, 800, 6000]
    payouts = [40.0, 25.0, 15.0, 10.0, 6.0, 4.0]
    eq = icm_equities(stacks, payouts)
    assert sum(eq) == pytest.approx(sum(payouts))
    ranked = sorted(range(10), key=lambda i: stacks[i])
    assert [eq[i] for i in ranked] == sorted(eq)


def test_monte_carlo_is_close_to_exact_and_seeded() -> None:
    stacks = [1000.0 * (i + 1) for i in range(8)]
    payouts = [50.0, 30.0, 20.0]
    mc = icm_monte_carlo(stacks, payouts, samples=100_000, seed=3)
    assert list(mc) == pytest.approx(icm_equities(stacks, payouts), abs=0.3)
    assert list(mc) == list(icm_monte_carlo(stacks, payouts, samples=100_000, seed=3))


def test_large_fields_use_monte_carlo_and_busted_players_get_the_lowest_places() -> None:
    stacks = [100] * 12 + [0]
    eq = icm_equities(stacks, [10.0] * 13, samples=2_000)
    assert eq[-1] == 10.0  # the busted player finishes 13th, which pays 10
    assert sum(eq) == pytest.approx(130.0)


def test_chip_leader_call_needs_more_than_pot_odds() -> None:
    # Hero (3,000) calls off against the 5,000 chip leader's shove with a short stack behind.
    safe, win, lose = [3000, 5000, 2000], [5000, 3000, 2000], [1000, 7000, 2000]
    need = required_equity(safe, win, lose, [50, 30, 20], hero=0)
    assert need.chips == pytest.approx(0.5)
    assert need.risk_premium > 0.03
    ev = decision_ev(0.55, safe, win, lose, [50, 30, 20], hero=0)
    assert ev.chips > 0 > ev.money
    # Winner-takes-all: prize money is proportional to chips, so there is no premium.
    wta = required_equity(safe, win, lose, [100], hero=0)
    assert wta.risk_premium == pytest.approx(0.0, abs=1e-12)


def test_bad_input_is_refused_with_a_code() -> None:
    with pytest.raises(ConfigError) as err:
        icm_equities([100, -1], [1.0])
    assert err.value.code == "bad_stacks"
    with pytest.raises(ConfigError) as err:
        icm_equities([100, 1], [float("nan")])
    assert err.value.code == "bad_payouts"


def test_all_in_outcomes_keep_the_chips_and_feed_the_helpers() -> None:
    stacks, bets = [0, 1900, 2950, 4000], [2000, 100, 50, 0]
    fold, win, lose = all_in_outcomes(stacks, bets, 40, hero=1, villain=0)
    total = sum(stacks) + sum(bets) + 40
    assert sum(fold) == sum(win) == sum(lose) == total
    assert win[0] == 0 and lose[1] == 0  # equal stacks of 2,000: one of them is out
    need = required_equity(fold, win, lose, [50, 30, 20], hero=1)
    assert need.chips == pytest.approx(1900 / 4090)
    assert need.risk_premium > 0

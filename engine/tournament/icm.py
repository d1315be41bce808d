"""ICM: what tournament chips are worth in prize money (the Malmuth-Harville model).

A player wins with the share of the chips they hold; given the winner, second place goes by the
shares of the chips that remain, and so on. A player's *equity* is the prize money they expect
over every finishing order.

:func:`icm_equities` is exact up to :data:`EXACT_LIMIT` players, by dynamic programming over
subsets of players (the probability that a set of players took the first places, in any
order): ``n * 2**n`` steps instead of ``n!`` orders, and only as many levels as places are
paid. Larger fields use seeded Monte Carlo: Harville's model is the same as ordering the
players by exponential waiting times of rate ``stack`` (the first to arrive wins), so one
sample of finishing orders is one ``argsort``.

>>> [round(e, 4) for e in icm_equities([5000, 3000, 2000], [50, 30, 20])]
[38.3929, 32.75, 28.8571]

The coach's helpers compare a decision in chips and in money: :func:`required_equity` (the
equity a call or shove needs in chips and in prize money; the difference is the *risk
premium*) and :func:`decision_ev` (the same decision's chip EV and $EV).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from engine.core.errors import ConfigError

__all__ = [
    "EXACT_LIMIT",
    "DecisionEV",
    "RequiredEquity",
    "all_in_outcomes",
    "decision_ev",
    "icm_equities",
    "icm_monte_carlo",
    "required_equity",
]

F64 = npt.NDArray[np.float64]

#: Up to this many players with chips the answer is exact (10: 10,240 subset steps).
EXACT_LIMIT = 10
#: Finishing orders sampled beyond the exact limit (standard error about 0.1 % of a prize).
MC_SAMPLES = 200_000
#: Orders sampled per NumPy batch (bounds the memory of one ``argsort``).
MC_BATCH = 20_000


def _check(stacks: Sequence[float] | F64, payouts: Sequence[float] | F64) -> tuple[F64, F64]:
    chips = np.asarray(stacks, dtype=np.float64)
    prizes = np.asarray(payouts, dtype=np.float64)
    if chips.ndim != 1 or chips.size == 0 or not np.all(np.isfinite(chips)) or np.any(chips < 0):
        raise ConfigError("bad_stacks", "stacks are finite, not negative, at least one")
    if prizes.ndim != 1 or not np.all(np.isfinite(prizes)) or np.any(prizes < 0):
        raise ConfigError("bad_payouts", "payouts are finite and not negative")
    if chips.sum() <= 0:
        raise ConfigError("bad_stacks", "somebody must hold chips")
    return chips, prizes


def icm_equities(stacks: Sequence[float], payouts: Sequence[float],
                 samples: int = MC_SAMPLES, seed: int = 0) -> list[float]:
    """Each player's expected prize under Malmuth-Harville.

    :param stacks: chips per player (a player with none finishes below every player with
        chips; several with none share the places left, in the order given, the earlier higher).
    :param payouts: prize for first, second, ... place; places beyond it pay nothing.
    :param samples: finishing orders for Monte Carlo (more than :data:`EXACT_LIMIT` players).
    :param seed: Monte Carlo seed.
    :raises ConfigError: negative or non-finite stacks or payouts (``bad_stacks``,
        ``bad_payouts``).
    """
    chips, prizes = _check(stacks, payouts)
    alive = np.flatnonzero(chips > 0)
    result = np.zeros(chips.size)
    if alive.size > EXACT_LIMIT:
        result[alive] = icm_monte_carlo(chips[alive], prizes, samples, seed)
    else:
        result[alive] = _exact(chips[alive], prizes)
    # Players without chips take the places below everyone with chips, in the order given.
    for place, index in enumerate(np.flatnonzero(chips <= 0), start=alive.size):
        result[index] = prizes[place] if place < prizes.size else 0.0
    return [float(v) for v in result]


def _exact(chips: F64, prizes: F64) -> F64:
    """Subset dynamic programming: ``reach[mask]`` is the probability that exactly the
    players in ``mask`` took the first ``popcount(mask)`` places."""
    n = chips.size
    paid = min(prizes.size, n)
    equity = np.zeros(n)
    if paid == 0:
        return equity
    masks = np.arange(1 << n)
    bits = (masks[:, None] >> np.arange(n)) & 1
    left = chips.sum() - bits @ chips  # chips of the players not yet placed
    counts = bits.sum(axis=1)
    reach = np.zeros(1 << n)
    reach[0] = 1.0
    for level in range(paid):
        level_masks = masks[counts == level]
        for i in range(n):
            free = level_masks[bits[level_masks, i] == 0]
            if free.size == 0:
                continue
            step = reach[free] * chips[i] / left[free]
            equity[i] += prizes[level] * step.sum()
            if level + 1 < paid:
                np.add.at(reach, free | (1 << i), step)
    return equity


def icm_monte_carlo(stacks: Sequence[float] | F64, payouts: Sequence[float] | F64,
                    samples: int = MC_SAMPLES, seed: int = 0) -> F64:
    """Monte Carlo ICM: finishing orders drawn as exponential arrival times of rate ``stack``.

    :raises ConfigError: as :func:`icm_equities`, or fewer than one sample (``bad_samples``).
    """
    chips, prizes = _check(stacks, payouts)
    if samples < 1:
        raise ConfigError("bad_samples", "need at least one sample")
    n = chips.size
    paid = min(prizes.size, n)
    rng = np.random.default_rng(seed)
    total = np.zeros(n)
    done = 0
    rates = np.where(chips > 0, chips, 1e-300)
    while done < samples:
        rows = min(MC_BATCH, samples - done)
        times = rng.exponential(size=(rows, n)) / rates
        order = np.argpartition(times, paid - 1, axis=1)[:, :paid] if paid < n else \
            np.arange(n)[None, :].repeat(rows, axis=0)
        ranked = np.take_along_axis(order, np.argsort(
            np.take_along_axis(times, order, axis=1), axis=1), axis=1)
        for place in range(paid):
            total += prizes[place] * np.bincount(ranked[:, place], minlength=n)
        done += rows
    return total / samples


@dataclass(frozen=True, slots=True)
class RequiredEquity:
    """The equity a risky decision (a call or a shove that is called) must have to beat the
    safe one (folding), in chips and in prize money.

    :param chips: needed equity if chips were money (pot odds).
    :param money: needed equity by ICM.
    """

    chips: float
    money: float

    @property
    def risk_premium(self) -> float:
        """How much more equity ICM asks for than pot odds (in equity points, 0..1)."""
        return self.money - self.chips


@dataclass(frozen=True, slots=True)
class DecisionEV:
    """A decision's expected gain over the safe choice, in chips and in prize money."""

    chips: float
    money: float


def _outcomes(stacks_if_safe: Sequence[float], stacks_if_win: Sequence[float],
              stacks_if_lose: Sequence[float], payouts: Sequence[float],
              hero: int) -> tuple[tuple[float, float, float], tuple[float, float, float]]:
    chips = (float(stacks_if_safe[hero]), float(stacks_if_win[hero]), float(stacks_if_lose[hero]))
    money = tuple(icm_equities(s, payouts)[hero]
                  for s in (stacks_if_safe, stacks_if_win, stacks_if_lose))
    return chips, (money[0], money[1], money[2])


def required_equity(stacks_if_safe: Sequence[float], stacks_if_win: Sequence[float],
                    stacks_if_lose: Sequence[float], payouts: Sequence[float],
                    hero: int) -> RequiredEquity:
    """Break-even equity of a call (or a called shove), in chips and by ICM.

    The three lists are every player's stack after the safe choice, after winning the all-in
    and after losing it.

    >>> # Three left, 50/30/20: calling off 2,000 of 3,000 against the chip leader's shove.
    >>> r = required_equity([3000, 5000, 2000], [5000, 3000, 2000], [1000, 7000, 2000],
    ...                     [50, 30, 20], hero=0)
    >>> round(r.chips, 3), round(r.money, 3), round(r.risk_premium, 3)
    (0.5, 0.559, 0.059)
    """
    (safe, win, lose), (m_safe, m_win, m_lose) = _outcomes(
        stacks_if_safe, stacks_if_win, stacks_if_lose, payouts, hero)
    chips = (safe - lose) / (win - lose) if win != lose else 0.0
    money = (m_safe - m_lose) / (m_win - m_lose) if m_win != m_lose else 0.0
    return RequiredEquity(chips, money)


def decision_ev(equity: float, stacks_if_safe: Sequence[float], stacks_if_win: Sequence[float],
                stacks_if_lose: Sequence[float], payouts: Sequence[float],
                hero: int) -> DecisionEV:
    """The risky choice's gain over the safe one with ``equity`` to win: chip EV and $EV.

    >>> ev = decision_ev(0.55, [3000, 5000, 2000], [5000, 3000, 2000], [1000, 7000, 2000],
    ...                  [50, 30, 20], hero=0)
    >>> round(ev.chips), round(ev.money, 2)   # +200 chips, yet it loses prize money
    (200, -0.12)
    """
    (safe, win, lose), (m_safe, m_win, m_lose) = _outcomes(
        stacks_if_safe, stacks_if_win, stacks_if_lose, payouts, hero)
    return DecisionEV(equity * win + (1 - equity) * lose - safe,
                      equity * m_win + (1 - equity) * m_lose - m_safe)


def all_in_outcomes(stacks: Sequence[int], bets: Sequence[int], pot: int, hero: int,
                    villain: int) -> tuple[list[float], list[float], list[float]]:
    """Everyone's stacks if ``hero`` folds to ``villain``'s all-in, calls and wins, calls
    and loses (the three lists :func:`required_equity` and :func:`decision_ev` take).

    :param stacks: chips behind per player; :param bets: chips each has put in this hand and
        not yet collected; :param pot: chips already collected in the middle (dead money for
        this all-in, as are the bets of players who folded).

    >>> # Blinds 50/100: the small blind (1,500 behind) shoves into the big blind's 100.
    >>> all_in_outcomes([0, 900, 3000], [1550, 100, 0], 0, hero=1, villain=0)
    ([1650.0, 900.0, 3000.0], [550.0, 2000.0, 3000.0], [2550.0, 0.0, 3000.0])
    """
    dead = pot + sum(b for k, b in enumerate(bets) if k not in (hero, villain))
    hero_total = stacks[hero] + bets[hero]
    villain_total = stacks[villain] + bets[villain]
    risk = min(hero_total, villain_total)
    fold = [float(x) for x in stacks]
    win, lose = list(fold), list(fold)
    fold[villain] = float(villain_total + bets[hero] + dead)
    win[hero], win[villain] = float(hero_total + risk + dead), float(villain_total - risk)
    lose[hero], lose[villain] = float(hero_total - risk), float(villain_total + risk + dead)
    return fold, win, lose

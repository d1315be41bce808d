"""Main and side pots from what each player put in, and the split of a pot among winners.

Tests: tests/engine/storage/test_export.py
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate
from itertools import compress

from engine.rules.config import OddChip


def side_pots(
    contributed: Sequence[int], in_hand: Sequence[bool], dead: int = 0
) -> list[tuple[int, tuple[int, ...]]]:
    """Split the chips in the middle into the main pot and side pots.

    Each distinct contribution level of a player still in the hand closes a pot that holds,
    from every player, the chips between the previous level and this one; folded players'
    chips fall into the pots they reach. Neighbouring pots with the same eligible players are
    merged, since no one could tell them apart.

    :param contributed: chips each player put in during the hand (by hand position).
    :param in_hand: whether each player has not folded.
    :param dead: dead money (antes that are not contributions) for the main pot, which every
        player still in can win.
    :return: ``(amount, eligible positions)`` for the main pot first, then each side pot.
    """
    if len(contributed) != len(in_hand):
        raise ValueError("side_pots() needs one in_hand flag per contribution")
    live_levels = set(filter((0).__lt__, compress(contributed, in_hand)))
    if dead:
        live_pots = side_pots(contributed, in_hand)
        everyone = tuple(compress(range(len(in_hand)), in_hand))
        if live_pots and live_pots[0][1] == everyone:
            live_pots[0] = (live_pots[0][0] + dead, everyone)
        else:  # a player all-in by the ante alone can win the dead money only
            live_pots.insert(0, (dead, everyone))
        return live_pots
    if len(live_levels) == 1:  # everyone still in put in the same: one pot holds every chip
        level = live_levels.pop()
        return [(sum(contributed), tuple(
            [i for i, c in enumerate(contributed) if c >= level and in_hand[i]]
        ))]
    ordered = sorted(contributed)
    below_level = [0, *accumulate(ordered)]  # chips of the k smallest contributions
    count = len(ordered)
    pots: list[tuple[int, tuple[int, ...]]] = []
    below = 0  # chips up to the previous level, summed over all players
    k = 0
    for level in sorted(live_levels):
        while k < count and ordered[k] < level:
            k += 1
        upto = below_level[k] + level * (count - k)  # chips up to this level
        amount = upto - below
        below = upto
        key = tuple([i for i, c in enumerate(contributed) if c >= level and in_hand[i]])
        if pots and pots[-1][1] == key:
            amount += pots.pop()[0]
        if amount:
            pots.append((amount, key))
    # Chips of folded players above every live level: they join the last pot. There is none
    # when the only player left had his whole bet returned (the folded players' antes are then
    # all that is in the middle), and the chips are his.
    rest = below_level[count] - below
    if rest:
        if pots:
            last_amount, last_eligible = pots[-1]
            pots[-1] = (last_amount + rest, last_eligible)
        else:
            pots.append((rest, tuple(compress(range(count), in_hand))))
    return pots


def split_pot(amount: int, winners: Sequence[int], odd_chip: OddChip) -> list[int]:
    """Shares of ``amount`` for ``winners`` given in order from the left of the button."""
    share, odd = divmod(amount, len(winners))
    shares = [share] * len(winners)
    if odd_chip is OddChip.ALL_TO_FIRST:
        shares[0] += odd
    elif odd_chip is OddChip.ONE_EACH_FROM_LAST:
        for k in range(odd):
            shares[-1 - k] += 1
    else:
        for k in range(odd):
            shares[k] += 1
    return shares

"""Main and side pots from what each player put in, and the split of a pot among winners."""

from __future__ import annotations

from collections.abc import Sequence

from engine.config import OddChip


def side_pots(
    contributed: Sequence[int], in_hand: Sequence[bool]
) -> list[tuple[int, tuple[int, ...]]]:
    """Split the chips in the middle into the main pot and side pots.

    Each distinct contribution level of a player still in the hand closes a pot that holds,
    from every player, the chips between the previous level and this one; folded players'
    chips fall into the pots they reach. Neighbouring pots with the same eligible players are
    merged, since no one could tell them apart.

    :param contributed: chips each player put in during the hand (by hand position).
    :param in_hand: whether each player has not folded.
    :return: ``(amount, eligible positions)`` for the main pot first, then each side pot.
    """
    levels = sorted({c for c, live in zip(contributed, in_hand, strict=True) if live and c > 0})
    pots: list[tuple[int, tuple[int, ...]]] = []
    previous = 0
    for level in levels:
        amount = 0
        eligible = []
        for i, c in enumerate(contributed):
            if c > previous:
                amount += (c if c < level else level) - previous
            if c >= level and in_hand[i]:
                eligible.append(i)
        key = tuple(eligible)
        if pots and pots[-1][1] == key:
            amount += pots.pop()[0]
        if amount:
            pots.append((amount, key))
        previous = level
    # Chips of folded players above every live level (cannot happen once uncalled bets are
    # returned, but the chips must still go somewhere): they join the last pot.
    rest = sum(c - min(c, previous) for c in contributed)
    if rest and pots:
        last_amount, last_eligible = pots[-1]
        pots[-1] = (last_amount + rest, last_eligible)
    return pots


def split_pot(amount: int, winners: Sequence[int], odd_chip: OddChip) -> list[int]:
    """Shares of ``amount`` for ``winners`` given in order from the left of the button."""
    share, odd = divmod(amount, len(winners))
    shares = [share] * len(winners)
    if odd_chip is OddChip.ALL_TO_FIRST:
        shares[0] += odd
    else:
        for k in range(odd):
            shares[k] += 1
    return shares

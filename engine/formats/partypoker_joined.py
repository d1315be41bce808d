"""Players PartyPoker deals in without a seat line: they join the table during the hand's
header and post (``Ann has joined the table.``, ``Ann posts big blind [$0.25 USD].``), and
players it seats with no chips (``Seat 2: Ann ( $0 USD )``) who post and play.

The text gives neither their seat nor their stack. The seat is where they act: right after
the player who acts before them in the first round (or, for a big blind nobody raised,
right after the small blind), in a seat number free between those two; the stack is what
they put in plus the largest stack at the table, so they never run short of what the text
has them bet (their result is what they put in and won, whatever they had).
"""

from __future__ import annotations

from decimal import Decimal

from engine.formats.history_hand import BOARD
from engine.formats.site_draft import Draft
from engine.formats.site_draft import SiteTextError

MAX_SEAT = 10  # PartyPoker's tables seat at most ten


def seat_joined(draft: Draft) -> None:
    """Give every player seated with seat ``0`` (joined during the header) a seat and a
    stack, and every player seated with no chips who plays a stack.

    :raises SiteTextError: ``no_seat`` when no seat number is free where the player acts.
    """
    if draft.button is None:
        return
    named = {who for _, _, who, _ in draft.steps}
    named.update(draft.antes, draft.blinds, draft.holes, draft.won)
    placed = sorted(s for s in draft.seats if s[0] != 0)
    used = {s[0] for s in placed}
    dealt = [s for s in placed if s[1] in named]
    order = ([s[1] for s in dealt if s[0] > draft.button]
             + [s[1] for s in dealt if s[0] <= draft.button])
    seat_of = {s[1]: s[0] for s in placed}
    stacks = [s[2] for s in placed]
    for k, (zero, name, chips) in enumerate(draft.seats):
        if zero != 0:
            if not chips and name in named:  # seated with no chips, yet he posts and plays
                stack = draft.total.get(name, Decimal(0)) + max(stacks, default=Decimal(0))
                draft.seats[k] = (zero, name, stack)
            continue
        before = _acts_after(draft, name)
        if before is None and draft.blinds:  # first to act: right after the big blind
            top = max(draft.blinds.values())
            before = next((x for x in order if draft.blinds.get(x, 0) == top), None)
        at = order.index(before) + 1 if before in order else 0
        low = seat_of[order[at - 1]] if order and at > 0 else draft.button
        high = seat_of[order[at % len(order)]] if order else draft.button
        seat = _free_between(low, high, used)
        if seat is None:
            raise SiteTextError("no_seat", f"{name[:30]!r} joins the table and plays, but no "
                                "seat is free where he acts", line=None)
        order.insert(at, name)
        used.add(seat)
        seat_of[name] = seat
        stack = draft.total.get(name, Decimal(0)) + max(stacks, default=Decimal(0))
        draft.seats[k] = (seat, name, stack)


def _acts_after(draft: Draft, name: str) -> str | None:
    """The player ``name`` acts right after in the first round: the one before his first
    step, or, without one, the small blind's poster."""
    first_round: list[str] = []
    for _, verb, who, _ in draft.steps:
        if verb == BOARD:
            break
        if who is not None and who not in first_round:
            first_round.append(who)
    if name in first_round:
        at = first_round.index(name)
        return first_round[at - 1] if at > 0 else None
    posted = [x for x, v in draft.blinds.items() if x != name and v < max(draft.blinds.values())]
    return posted[0] if posted else None


def _free_between(low: int, high: int, used: set[int]) -> int | None:
    """The first seat number after ``low`` and before ``high`` (going round the table)
    that nobody holds."""
    seat = low
    for _ in range(MAX_SEAT):
        seat = seat % MAX_SEAT + 1
        if seat == high:
            return None
        if seat not in used:
            return seat
    return None


__all__ = ["seat_joined"]

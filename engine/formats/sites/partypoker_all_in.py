"""A PartyPoker all-in written short of the stack it empties, read as the site's own lines say.

PartyPoker's newer text writes each step's chips and then, on a line of its own, ``Ann is
all-In.``. A real tournament file (FPDB's ``bad.math``) has ``Ann bets (121321080)``,
``Ann is all-In.``, ``Bob calls (121321080)`` where Ann's stack, less what she had put in,
leaves 121321090: the step is written 10 chips short of the stack it empties. Its
``Creating Main Pot``, ``Main Pot:`` and Ann's ``collected`` all count both players' whole
stacks, and Bob's ``lost`` too (his ``balance`` has two digits swapped; Felt reads no
balance). A tracker reads it as the site's accounting says: ``is all-In.`` means the whole
stack went in, and a call of that all-in is the amount owed.

So the hand is read a second time with such a step taken as the player's whole stack, and
each call of its written amount on the same street taken as the amount owed, but only when
the written amounts do not add up to the summary's pots and winnings and the second reading
adds up to them exactly (:func:`adds_up`). The replay then checks every step and every
player's winnings as for any hand; a hand that adds up under neither reading is refused.

Tests: tests/engine/formats/sites/test_partypoker.py
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from decimal import Decimal

from engine.formats.history_hand import BET
from engine.formats.history_hand import CALL
from engine.formats.sites.site_draft import Draft


@dataclass(slots=True)
class PartyDraft(Draft):
    """A PartyPoker hand as read so far, with what a second reading of a short all-in needs.

    :param whole: this reading takes the steps on these lines as the player's whole stack.
    :param owed: this reading takes the calls on these lines as the amount owed.
    :param short: steps (by line) after which the text says the player is all in though the
        step leaves him chips: ``(player, his chips this street as written, street)``.
    :param calls_of_short: lines of calls that match such a step's written chips.
    :param pots: the summary's pots (``Main Pot: 654``, with its side pots), after rake.
    """

    whole: frozenset[int] = frozenset()
    owed: frozenset[int] = frozenset()
    short: dict[int, tuple[str, Decimal, int]] = field(default_factory=dict)
    calls_of_short: set[int] = field(default_factory=set)
    pots: Decimal | None = None

    def chips_left(self, who: str) -> Decimal:
        """What ``who``'s seat line gave him, less what he has put in."""
        stack = next((s[2] for s in self.seats if s[1] == who), Decimal(0))
        return stack - self.total.get(who, Decimal(0))

    def step_value(self, line: int, who: str, written: Decimal) -> Decimal:
        """The chips a step adds: as written, or in a second reading the whole stack (a
        short all-in) or the amount owed (a call of it)."""
        left = self.chips_left(who)
        if line in self.whole and left > written:
            return left
        if line in self.owed:
            most = max(self.put_in.values(), default=Decimal(0))
            return min(most - self.put_in.get(who, Decimal(0)), left)
        return written

    def note_all_in(self, who: str) -> None:
        """The text says ``who`` is all in: remember his last step if it left him chips."""
        if not self.steps or self.whole:
            return
        line, verb, actor, _ = self.steps[-1]
        if actor == who and verb in (BET, CALL) and self.chips_left(who) > 0:
            self.short[line] = (who, self.put_in.get(who, Decimal(0)), len(self.board))

    def note_call(self, line: int, who: str) -> None:
        """A call just read: remember it if it matches a short all-in's chips this street."""
        if self.whole:
            return
        mine = self.put_in.get(who, Decimal(0))
        if any(x != who and street == len(self.board) and mine == chips
               for x, chips, street in self.short.values()):
            self.calls_of_short.add(line)


def adds_up(draft: PartyDraft) -> bool:
    """Whether what the players put in is exactly what the summary's pots (when written)
    and winnings account for, with the rake the text writes (none in a tournament).
    PartyPoker counts the bet nobody called in what its bettor collects."""
    put = sum(draft.total.values(), Decimal(0))
    rake = draft.written_rake or Decimal(0)
    _, uncalled = draft.uncalled()
    if draft.pots is not None and draft.pots + rake != put - uncalled:
        return False
    return sum(draft.won.values(), Decimal(0)) + rake == put


__all__ = ["PartyDraft", "adds_up"]

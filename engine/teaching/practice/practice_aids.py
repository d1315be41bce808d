"""Practice games: taking back the person's last action, and which aids each hand was played with.

The engine never edits a hand backwards: a hand is the sum of its actions, and the session's
log holds every one. So the person's last action (and everything after it in the hand) is taken
back by building the session again from its log without them. The computer players are seeded,
so they make the same decisions up to that point, and the table stands exactly where it stood
before the person acted: stacks, pots, cards, whose turn.

A snapshot taken as the hand began (:func:`hand_start`) makes that cheap: only the current
hand's decisions are played again. Without one (a continued session, a player without a plain
state) the whole log is replayed, which gives the same session, only slower.

:class:`PracticeMarks` keeps the aids each hand was played with (cards open, the advisor, a
taken-back action), so the history can say honestly which hands were practice.

Tests: tests/engine/teaching/practice/test_practice_undo.py,
tests/gui/activities/test_practice_mode.py, tests/gui/teaching/practice/test_practice_german.py
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.errors import FeltError
from engine.core.errors import IllegalActionError
from engine.play.session import GameSession
from engine.play.session import LoggedAction
from engine.play.session import LoggedHandEnd
from engine.play.session import LoggedRebuy

__all__ = [
    "ADVISOR",
    "AIDS",
    "OPEN_CARDS",
    "UNDO",
    "HandStart",
    "PracticeMarks",
    "hand_start",
    "take_back",
    "undo_point",
]

OPEN_CARDS = "open_cards"  # every player's hole cards were face up for the person
ADVISOR = "advisor"  # the expert's suggestion was shown before the person acted
UNDO = "undo"  # an action of the person was taken back
AIDS = (OPEN_CARDS, ADVISOR, UNDO)
"""Every practice aid, in the order the history names them."""


@dataclass(frozen=True, slots=True)
class HandStart:
    """The session as a hand was about to be dealt.

    :param hand_number: the hand about to be dealt.
    :param log_length: log entries before it.
    :param snapshot: :meth:`GameSession.snapshot` at that moment, or ``None`` when the
        session could not be described (then a take-back replays the whole log).
    """

    hand_number: int
    log_length: int
    snapshot: Mapping[str, Any] | None


def hand_start(session: GameSession,
               bot_states: Mapping[int, Mapping[str, Any]] | None = None) -> HandStart:
    """Remember ``session`` between hands, before it deals the next one.

    :param bot_states: the plain states of players that live elsewhere (a bot process).
    """
    try:
        data: Mapping[str, Any] | None = session.snapshot(bot_states)
    except FeltError:  # no plain state for some player, or mid-hand: replay instead
        data = None
    return HandStart(session.table.hand_number + 1, len(session.log), data)


def undo_point(session: GameSession) -> int:
    """The position in the log of the last decision a person made in the running hand.

    :raises IllegalActionError: ``nothing_to_undo`` when no hand is running (or the last one
        is already wrapped up) or no person has acted in it yet.
    """
    hand = session.table.hand
    if hand is None or session.wrapped:
        raise IllegalActionError("nothing_to_undo", "no hand is being played")
    log = session.log
    for k in range(len(log) - 1, -1, -1):
        entry = log[k]
        if isinstance(entry, LoggedHandEnd | LoggedRebuy):
            break
        if isinstance(entry, LoggedAction):
            if entry.hand_number != hand.hand_number:
                break
            if entry.by_person:
                return k
    raise IllegalActionError("nothing_to_undo", "no person has acted in this hand yet")


def names_of(session: GameSession) -> list[str | None]:
    """The seat names the session was started with (``None`` for an empty seat)."""
    seats = session.table.seats
    return [seats[s].name if s in seats else None for s in range(max(seats) + 1)]


def take_back(session: GameSession, start: HandStart | None = None) -> GameSession:
    """A new session standing where ``session`` stood before a person's last action in the
    running hand; ``session`` itself is left as it was.

    :param start: the snapshot of the hand's beginning, if one was taken.
    :raises IllegalActionError: ``nothing_to_undo`` (see :func:`undo_point`), or
        ``replay_mismatch`` when the log does not play again (a bug, never the person's).
    """
    cut = undo_point(session)
    log = session.log[:cut]
    hand = session.table.hand
    assert hand is not None
    cls = type(session)
    args = (session.table.config, names_of(session), session.person_seat, session.seed)
    rebuilt: GameSession | None = None
    if (start is not None and start.snapshot is not None
            and start.hand_number == hand.hand_number and start.log_length <= cut):
        try:
            rebuilt = cls.from_snapshot(start.snapshot, log, *args, session.bot_kinds,
                                        session.decks, session.bot_factory)
        except FeltError:
            rebuilt = None  # the snapshot does not fit after all: the whole log says the same
    if rebuilt is None:
        rebuilt = cls.replay(*args, log, session.bot_kinds, session.decks, session.bot_factory)
    # The log may stop before the hand was dealt (the person acted first): deal it again.
    while not rebuilt.waiting_for_person and rebuilt.step():
        pass
    return rebuilt


class PracticeMarks:
    """The practice aids of each hand of one session.

    The window says which aids are on (:meth:`set_active`); every hand played while one is
    on is marked with it, a hand running when it is switched on included.
    """

    def __init__(self) -> None:
        self.active: frozenset[str] = frozenset()
        self.hands: dict[int, set[str]] = {}

    def set_active(self, aids: Iterable[str], session: GameSession | None = None) -> None:
        """The aids on from now; the running hand of ``session`` (if any) is marked at once."""
        self.active = frozenset(a for a in aids if a in AIDS)
        if session is not None:
            self.note(session)

    def note(self, session: GameSession) -> None:
        """Mark the running hand with the aids that are on."""
        hand = session.table.hand
        if hand is not None and not session.wrapped and self.active:
            self.hands.setdefault(hand.hand_number, set()).update(self.active)

    def mark(self, hand_number: int, aid: str) -> None:
        if aid in AIDS:
            self.hands.setdefault(hand_number, set()).add(aid)

    def of(self, hand_number: int) -> tuple[str, ...]:
        """The aids hand ``hand_number`` was played with, in :data:`AIDS` order."""
        found = self.hands.get(hand_number, set())
        return tuple(a for a in AIDS if a in found)

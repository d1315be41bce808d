"""The entries of a session's log: what was decided, bought, shown and sat out, hand by hand.

Why a module of their own: the saved form of a log (:mod:`engine.storage.codec`) needs these
plain records and nothing of the session that plays them, and the import workers
(:mod:`engine.storage.imported.import_reading`) load the codec without the bots a session imports.

Tests: tests/engine/play/test_bot_host.py, tests/engine/play/test_hot_seat.py,
tests/engine/play/test_session.py
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.rules.actions import Action


@dataclass(frozen=True, slots=True)
class LoggedAction:
    """A decision in the session log; ``by_person`` tells the person's from the bots'."""

    hand_number: int
    seat: int
    action: Action
    by_person: bool


@dataclass(frozen=True, slots=True)
class LoggedRebuy:
    hand_number: int  # the last hand played before the rebuy
    seat: int


@dataclass(frozen=True, slots=True)
class LoggedHandEnd:
    """Play time of a hand, since time-based blind levels depend on it."""

    hand_number: int
    minutes: float


@dataclass(frozen=True, slots=True)
class LoggedShowdown:
    """The person's answer at showdown: show (``True``) or muck a hand that cannot win."""

    hand_number: int
    seat: int
    show: bool


@dataclass(frozen=True, slots=True)
class LoggedSitOut:
    """A player sat out (``out``) or asked to come back, after hand ``hand_number`` began
    (0: before the first); it counts from the next hand (:meth:`Table.sit_out`)."""

    hand_number: int
    seat: int
    out: bool


LogEntry = LoggedAction | LoggedRebuy | LoggedHandEnd | LoggedShowdown | LoggedSitOut

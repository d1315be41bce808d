"""A session's default name as codes and numbers: the day and the part of the day it started
(local time), how many players, which game. The window words it ("Sunday evening, 6 players,
No-Limit") in the person's language, so the name follows a language change until the person
gives the session a name of their own.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from enum import Enum

from engine.storage.store import SessionSummary

MORNING_FROM = 5  # hours of the local clock where each part of the day begins
AFTERNOON_FROM = 12
EVENING_FROM = 17
NIGHT_FROM = 22

# Felt once named sessions by their start ("2026-11-22 21:40"): no name the person chose.
_OLD_STAMP = re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}")


class DayPart(Enum):
    MORNING = "morning"
    AFTERNOON = "afternoon"
    EVENING = "evening"
    NIGHT = "night"


@dataclass(frozen=True, slots=True)
class DefaultName:
    """What a session's default name says.

    :param weekday: 0 Monday .. 6 Sunday, of the local day the session started (a session
        started after midnight belongs to the night of the day before, as people say it).
    :param variant: ``nl``, ``pl``, ``fl`` or ``short``.
    """

    weekday: int
    part: DayPart
    players: int
    variant: str


def day_part(hour: int) -> DayPart:
    """The part of the day an hour of the local clock (0..23) belongs to."""
    if MORNING_FROM <= hour < AFTERNOON_FROM:
        return DayPart.MORNING
    if AFTERNOON_FROM <= hour < EVENING_FROM:
        return DayPart.AFTERNOON
    if EVENING_FROM <= hour < NIGHT_FROM:
        return DayPart.EVENING
    return DayPart.NIGHT


def default_name(summary: SessionSummary) -> DefaultName:
    """The default name of a stored session, from its start in local time."""
    moment = time.localtime(summary.created)
    weekday, part = moment.tm_wday, day_part(moment.tm_hour)
    if part is DayPart.NIGHT and moment.tm_hour < MORNING_FROM:
        weekday = (weekday - 1) % 7  # Saturday night goes on past midnight
    return DefaultName(weekday, part, len(summary.players), summary.variant)


def has_own_name(summary: SessionSummary) -> bool:
    """The person named the session (an empty name or Felt's old time stamp is no name)."""
    name = summary.name.strip()
    return bool(name) and not _OLD_STAMP.fullmatch(name)


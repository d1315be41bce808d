"""Default session names as codes: the local day and part of the day a session started."""

from __future__ import annotations

import time

import pytest

from engine.storage.session_names import DayPart
from engine.storage.session_names import DefaultName
from engine.storage.session_names import day_part
from engine.storage.session_names import default_name
from engine.storage.session_names import has_own_name
from engine.storage.store import SessionSummary


def _summary(name: str, year: int, month: int, day: int, hour: int, minute: int = 0,
             players: int = 6, variant: str = "nl") -> SessionSummary:
    created = time.mktime((year, month, day, hour, minute, 0, 0, 0, -1))  # local time
    names = tuple(f"P{k}" for k in range(players))
    return SessionSummary(1, name, created, created, variant, names, "P0", 0, None, {}, False)


@pytest.mark.parametrize(("hour", "part"), [
    (5, DayPart.MORNING), (11, DayPart.MORNING), (12, DayPart.AFTERNOON),
    (16, DayPart.AFTERNOON), (17, DayPart.EVENING), (21, DayPart.EVENING),
    (22, DayPart.NIGHT), (0, DayPart.NIGHT), (4, DayPart.NIGHT),
])
def test_the_parts_of_the_day(hour: int, part: DayPart) -> None:
    assert day_part(hour) is part


def test_a_sunday_evening_with_six_players() -> None:
    # 22 November 2026 is a Sunday.
    assert default_name(_summary("", 2026, 11, 22, 20, 30)) == DefaultName(
        6, DayPart.EVENING, 6, "nl")


def test_after_midnight_is_still_the_night_before() -> None:
    assert default_name(_summary("", 2026, 11, 23, 1, 30, 3, "pl")) == DefaultName(
        6, DayPart.NIGHT, 3, "pl")
    assert default_name(_summary("", 2026, 11, 23, 6)).weekday == 0  # Monday morning


@pytest.mark.parametrize(("name", "own"), [
    ("", False), ("   ", False), ("2026-11-22 21:40", False), ("Friday game", True),
    ("2026-11-22 21:40 with Ada", True),
])
def test_an_own_name_is_one_the_person_gave(name: str, own: bool) -> None:
    assert has_own_name(_summary(name, 2026, 11, 22, 20)) is own


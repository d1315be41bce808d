"""A tournament's structure: stacks, the blind and ante schedule, breaks, rebuys and add-ons,
and the chips in play.

Levels advance by hands played (a *round*: every table plays one hand) or, as an option, by
minutes of play. A big-blind ante (``big_blind_ante``) is one ante of the level's ``ante``
paid by the big blind for the whole table, as card rooms play it since 2018; otherwise every
player antes.

>>> s = Structure()
>>> s.level_at(0), s.level_at(1).big_blind
(BlindLevel(small_blind=25, big_blind=50, ante=0), 75)
>>> s.smallest_chip_at(0), s.smallest_chip_at(8)
(25, 100)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from engine.core.errors import ConfigError
from engine.rules.table import BlindLevel

__all__ = ["CHIP_VALUES", "STANDARD_LEVELS", "Structure", "structure_from_json"]

#: The standard chip set (the smallest leaves when no blind or ante needs it).
CHIP_VALUES = (25, 100, 500, 1000, 5000, 25_000, 100_000)

#: A schedule for a 10,000-chip start: antes from level 4, about a quarter more each level.
STANDARD_LEVELS: tuple[BlindLevel, ...] = tuple(
    BlindLevel(sb, bb, ante) for sb, bb, ante in (
        (25, 50, 0), (50, 75, 0), (50, 100, 0), (75, 150, 25), (100, 200, 25),
        (150, 300, 50), (200, 400, 50), (250, 500, 100), (300, 600, 100), (400, 800, 100),
        (500, 1000, 100), (600, 1200, 200), (800, 1600, 200), (1000, 2000, 300),
        (1200, 2400, 400), (1500, 3000, 500), (2000, 4000, 500), (2500, 5000, 500),
        (3000, 6000, 1000), (4000, 8000, 1000), (5000, 10_000, 1000), (6000, 12_000, 2000),
        (8000, 16_000, 2000), (10_000, 20_000, 3000), (15_000, 30_000, 5000),
        (20_000, 40_000, 5000), (25_000, 50_000, 5000), (30_000, 60_000, 10_000),
        (40_000, 80_000, 10_000), (50_000, 100_000, 10_000), (60_000, 120_000, 20_000),
        (80_000, 160_000, 20_000), (100_000, 200_000, 25_000), (150_000, 300_000, 50_000),
        (200_000, 400_000, 50_000), (300_000, 600_000, 100_000), (400_000, 800_000, 100_000),
        (500_000, 1_000_000, 100_000),
    )
)


@dataclass(frozen=True, slots=True)
class Structure:
    """Everything agreed before the first hand.

    :param starting_stack: chips each entry starts with.
    :param levels: the blind schedule (the last level repeats).
    :param hands_per_level: rounds per level (every table plays one hand a round).
    :param minutes_per_level: levels by time instead (checked between rounds).
    :param big_blind_ante: the big blind pays one ``ante`` for the table.
    :param break_every: a break after every this many levels (0: none); breaks are logged
        and the chips are coloured up at the first break after a chip leaves.
    :param break_minutes: length of a break (time-based play).
    :param buy_in: the price of an entry (prize money units), all of it in the prize pool.
    :param fee: the house's part of an entry, not in the pool.
    :param rebuy_levels: rebuys are open during the first this many levels (0: none).
    :param rebuy_chips: chips a rebuy gives (and its price is ``buy_in``).
    :param max_rebuys: rebuys per player (``None``: no limit).
    :param addon_chips: chips of the one add-on each player may take at the end of the rebuy
        period (0: none; its price is ``buy_in``).
    :param chip_values: the chip set.
    """

    starting_stack: int = 10_000
    levels: tuple[BlindLevel, ...] = STANDARD_LEVELS
    hands_per_level: int = 10
    minutes_per_level: float | None = None
    big_blind_ante: bool = False
    break_every: int = 4
    break_minutes: float = 5.0
    buy_in: int = 100
    fee: int = 0
    rebuy_levels: int = 0
    rebuy_chips: int = 0
    max_rebuys: int | None = None
    addon_chips: int = 0
    chip_values: tuple[int, ...] = CHIP_VALUES

    def __post_init__(self) -> None:
        """:raises ConfigError: a setting out of range (``bad_structure``, with the field)."""
        ints = {"starting_stack": 1, "hands_per_level": 1, "break_every": 0, "buy_in": 0,
                "fee": 0, "rebuy_levels": 0, "rebuy_chips": 0, "addon_chips": 0}
        for name, low in ints.items():
            value = getattr(self, name)
            if type(value) is not int or value < low:
                raise ConfigError("bad_structure", f"{name} must be a whole number >= {low}",
                                  field=name)
        if not self.levels or not all(isinstance(v, BlindLevel) for v in self.levels):
            raise ConfigError("bad_structure", "a tournament needs blind levels", field="levels")
        if self.minutes_per_level is not None and not (
            isinstance(self.minutes_per_level, int | float)
            and math.isfinite(self.minutes_per_level) and self.minutes_per_level > 0
        ):
            raise ConfigError("bad_structure", "minutes_per_level must be positive",
                              field="minutes_per_level")
        values = self.chip_values
        if not values or list(values) != sorted(set(values)) or values[0] < 1:
            raise ConfigError("bad_structure", "chip values rise from at least 1",
                              field="chip_values")
        if any(v % values[0] for v in values) or self.starting_stack % values[0]:
            raise ConfigError("bad_structure", "every amount is made of the smallest chip",
                              field="chip_values")

    def level_at(self, index: int) -> BlindLevel:
        """The level ``index`` (0 first); past the schedule the last one repeats."""
        return self.levels[min(index, len(self.levels) - 1)]

    def smallest_chip_at(self, index: int) -> int:
        """The smallest chip still needed at level ``index``: the largest chip value that
        makes every blind and ante of this level and all later ones (never below the
        smallest chip)."""
        needed = [a for level in self.levels[min(index, len(self.levels) - 1):]
                  for a in (level.small_blind, level.big_blind, level.ante) if a > 0]
        best = self.chip_values[0]
        for value in self.chip_values:
            if all(a % value == 0 for a in needed):
                best = value
        return best

    def rebuys_open(self, level_index: int) -> bool:
        return self.rebuy_chips > 0 and level_index < self.rebuy_levels

    def is_break_after(self, level_index: int) -> bool:
        """A break follows level ``level_index`` (0 first)."""
        return self.break_every > 0 and (level_index + 1) % self.break_every == 0

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {name: getattr(self, name) for name in self.__slots__}
        data["levels"] = [[v.small_blind, v.big_blind, v.ante] for v in self.levels]
        data["chip_values"] = list(self.chip_values)
        return data


def structure_from_json(data: dict[str, Any]) -> Structure:
    """The structure :meth:`Structure.to_json` wrote.

    :raises ConfigError: unknown fields or bad values (``bad_structure``).
    """
    known = set(Structure.__slots__)
    if not isinstance(data, dict) or set(data) - known:
        raise ConfigError("bad_structure", "unknown structure fields")
    values = dict(data)
    try:
        if "levels" in values:
            values["levels"] = tuple(BlindLevel(*map(int, v)) for v in values["levels"])
        if "chip_values" in values:
            values["chip_values"] = tuple(int(v) for v in values["chip_values"])
    except (TypeError, ValueError) as exc:
        raise ConfigError("bad_structure", "unreadable levels or chips") from exc
    return Structure(**values)


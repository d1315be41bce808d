"""The error-rate bands on Felt's scale: the calibration's computer levels (docs/grading.md)
each land in a band of their own, with their whole 95 % interval inside it."""

from __future__ import annotations

import pytest

from engine.teaching.grading.error_rate import Band
from engine.teaching.grading.error_rate import band_of

# (player, mbb per decision, 95 % interval) from the calibration table in docs/grading.md.
LEVELS = [
    ("expert", 37, (32, 41), Band.WORLD_CLASS),
    ("solid", 227, (159, 295), Band.EXPERT),
    ("casual", 1139, (923, 1354), Band.INTERMEDIATE),
    ("beginner", 1819, (1640, 1998), Band.BEGINNER),
]


@pytest.mark.parametrize(("player", "mbb", "interval", "band"), LEVELS,
                         ids=[row[0] for row in LEVELS])
def test_each_level_and_its_interval_lie_in_its_band(player: str, mbb: float,
                                                     interval: tuple[float, float],
                                                     band: Band) -> None:
    assert band_of(mbb) == band_of(interval[0]) == band_of(interval[1]) == band


def test_the_levels_land_in_distinct_bands_in_order() -> None:
    bands = list(Band)
    found = [bands.index(band_of(mbb)) for _, mbb, _, _ in LEVELS]
    assert found == sorted(found) and len(set(found)) == len(LEVELS)


def test_the_gauntlets_simple_strategies_are_beginners_and_the_expert_world_class() -> None:
    # station 6,293, maniac 11,257 and nut-nit 2,043 at the gauntlet table; its expert 20
    assert {band_of(x) for x in (6293, 11257, 2043)} == {Band.BEGINNER}
    assert band_of(20) == Band.WORLD_CLASS

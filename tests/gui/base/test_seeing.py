"""The choices for seeing the table are remembered and read back; odd values fall back to the
defaults; the scale is a factor of 1 to 2 (Felt applies it itself:
tests/gui/seeing_options/test_window_scale.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gui.base import seeing
from gui.base import settings

KEYS = (seeing.DECK, seeing.BACK, seeing.PALETTE, seeing.SUIT_LETTERS, seeing.LARGE_CARDS,
        seeing.SCALE)


@pytest.fixture(autouse=True)
def _fresh(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    yield


def test_first_start_defaults() -> None:
    assert (seeing.deck(), seeing.back(), seeing.palette_name()) == (
        "standard", "blue", "standard")
    assert not seeing.suit_letters() and not seeing.large_cards()
    assert seeing.scale() == 100


def test_choices_round_trip_through_the_settings_file() -> None:
    for key, value in ((seeing.DECK, "four_colour_safe"), (seeing.BACK, "green"),
                       (seeing.PALETTE, "high_contrast"), (seeing.SUIT_LETTERS, True),
                       (seeing.LARGE_CARDS, True), (seeing.SCALE, 175)):
        settings.remember(key, value)
    assert settings.load().keys() >= set(KEYS)
    assert (seeing.deck(), seeing.back(), seeing.palette_name()) == (
        "four_colour_safe", "green", "high_contrast")
    assert seeing.suit_letters() and seeing.large_cards()
    assert seeing.scale() == 175


def test_values_felt_does_not_have_mean_the_defaults() -> None:
    for key, value in ((seeing.DECK, "tarot"), (seeing.BACK, "plaid"),
                       (seeing.PALETTE, "sepia"), (seeing.SUIT_LETTERS, "yes"),
                       (seeing.SCALE, 900)):
        settings.remember(key, value)
    assert (seeing.deck(), seeing.back(), seeing.palette_name()) == (
        "standard", "blue", "standard")
    assert not seeing.suit_letters()
    assert seeing.scale() == seeing.MAX_SCALE


def test_the_scale_is_a_factor_felt_applies_itself() -> None:
    assert seeing.factor() == 1.0
    assert seeing.px(15) == 15
    settings.remember(seeing.SCALE, 150)
    assert seeing.factor() == 1.5
    assert seeing.px(15) == 22  # words given in pixels by a style sheet, at the scale

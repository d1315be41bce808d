"""The palettes and decks stay readable: each deck's suits are told apart with normal vision and
under simulated colour blindness, text on the table has enough contrast, and no chip of the
colour-blind or high-contrast palettes is told by its colour alone."""

from __future__ import annotations

import importlib.util
from itertools import combinations
from pathlib import Path

import pytest

from gui.base import palette
from gui.base.palette import PALETTES
from gui.base.palette import SUIT_COLOURS
from tests.helpers.colour_vision import contrast
from tests.helpers.colour_vision import delta_e

MAKE_DECKS = Path(__file__).resolve().parents[3] / "assets" / "make_decks.py"
RED_GREEN = ("normal", "protanopia", "deuteranopia")
READABLE = 4.5  # WCAG AA for text
HIGH = 7.0  # WCAG AAA


def _closest_suits(deck: str, kind: str) -> float:
    colours = set(SUIT_COLOURS[deck])
    return min(delta_e(a, b, kind) for a, b in combinations(colours, 2))


def test_the_suit_colours_are_the_ones_the_decks_are_drawn_with() -> None:
    spec = importlib.util.spec_from_file_location("make_decks", MAKE_DECKS)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for deck, colours in SUIT_COLOURS.items():
        drawn = module.DECKS[deck]["colours"]
        assert tuple(drawn[s].upper() for s in ("club", "diamond", "heart", "spade")) == colours


@pytest.mark.parametrize("kind", [*RED_GREEN, "tritanopia"])
def test_the_colour_blind_safe_deck_keeps_four_suits_apart(kind: str) -> None:
    # The nearest two suits still differ by more than ΔE 15 (normal vision: 61.9, protanopia
    # 37.2, deuteranopia 53.4, tritanopia 17.0 when written).
    assert _closest_suits("four_colour_safe", kind) > (30 if kind in RED_GREEN else 15)


def test_the_old_four_colour_deck_is_weaker_for_red_green_blindness() -> None:
    """Why the safe deck exists: green clubs and red hearts come close for a deuteranope."""
    old, safe = (_closest_suits(d, "deuteranopia") for d in ("four_colour", "four_colour_safe"))
    assert old < 20 < 2 * old < safe


@pytest.mark.parametrize("name", list(PALETTES))
def test_every_word_on_the_table_is_readable(name: str) -> None:
    colours = PALETTES[name]
    least = HIGH if name == palette.HIGH_CONTRAST else READABLE
    plate = colours.plate[0]
    assert contrast(colours.name_ink, plate) >= least
    assert contrast(colours.stack_ink, plate) >= least
    inks = [*colours.status.values(), *colours.markers, colours.tag]
    if name != palette.STANDARD:  # the standard palette is as it always was
        assert min(contrast(face, ink) for face, ink in inks) >= least
        assert min(contrast(face, spot) for face, spot in colours.chips) >= least


@pytest.mark.parametrize("name", [palette.COLOUR_BLIND, palette.HIGH_CONTRAST])
def test_chips_carry_their_value_besides_their_colour(name: str) -> None:
    colours = PALETTES[name]
    assert colours.chip_values
    faces = [face for face, _ in colours.chips]
    assert len(set(faces)) == len(faces)


@pytest.mark.parametrize("kind", [*RED_GREEN, "tritanopia"])
def test_the_colour_blind_palette_keeps_chips_and_highlights_apart(kind: str) -> None:
    colours = PALETTES[palette.COLOUR_BLIND]
    faces = [face for face, _ in colours.chips]
    assert min(delta_e(a, b, kind) for a, b in combinations(faces, 2)) > 15
    # The seat to act and a winner's seat are not told apart by red against green.
    assert delta_e(colours.to_act, colours.winner, kind) > 20
    assert delta_e(colours.to_act, colours.felt[1], kind) > 40


def test_use_switches_the_palette_and_an_unknown_name_means_standard() -> None:
    try:
        assert palette.use(palette.HIGH_CONTRAST) is palette.current()
        assert palette.current().name == palette.HIGH_CONTRAST
        assert palette.use("sepia").name == palette.STANDARD
    finally:
        palette.use(palette.STANDARD)

"""The import bench's GGPoker text: Felt's PokerStars export of a hand, rewritten as
PokerCraft writes it, reads as the same hand (same stacks, same collections) with the GGPoker
reader, so the bench's second site measures real reading, not skips."""

from __future__ import annotations

import io
from pathlib import Path
from types import ModuleType

import pytest

from engine.formats.imported import ImportedHand
from engine.formats.sites import ggpoker
from engine.formats.sites.pokerstars_import import parse_hands
from tests.helpers.bench import load_bench


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_bench("import_bench")


def test_gg_text_reads_as_the_same_hands(bench: ModuleType, tmp_path: Path) -> None:
    stars, gg = tmp_path / "stars.txt", tmp_path / "gg.txt"
    bench.generate(stars, 60, 7)
    bench.generate(gg, 60, 7, "ggpoker")
    text = gg.read_text()
    assert text.startswith("Poker Hand #HD") and "$" in text and "*** SHOWDOWN ***" in text
    read_stars = list(parse_hands(io.BytesIO(stars.read_bytes())))
    read_gg = list(ggpoker.parse_hands(io.BytesIO(gg.read_bytes())))
    assert len(read_gg) == len(read_stars) == 60
    for a, b in zip(read_stars, read_gg, strict=True):
        assert isinstance(a, ImportedHand) and isinstance(b, ImportedHand), b
        assert b.site == "ggpoker" and b.scale in (1, 100)
        # a chip is a cent: the same hand in other units
        assert [s * 100 // b.scale for s in b.state.stacks] == a.state.stacks
        assert b.players == a.players and b.state.board == a.state.board


def test_dollars_as_pokercraft_writes_them() -> None:
    gg_text = load_bench("gg_text")
    assert [gg_text.dollars(c) for c in (500, 512, 5, 430)] == ["$5", "$5.12", "$0.05", "$4.30"]

"""Damaged texts of Full Tilt, WPN (both texts) and 888 never stop an import: lines dropped,
doubled, cut short or with a byte changed, each hand is imported or refused with a reason,
never an exception (a seeded random run over the hands we wrote)."""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.sites import fulltilt
from engine.formats.sites import pacific
from engine.formats.sites import wpn

DATA = Path(__file__).resolve().parents[3] / "data" / "sites"
MUTATIONS = 60  # damaged copies of each file
Reader = Callable[[Iterable[bytes], str], Iterator[object]]
FILES: tuple[tuple[Reader, str], ...] = (
    (fulltilt.parse_hands, "fulltilt_more.txt"), (fulltilt.parse_hands, "fulltilt_hands.txt"),
    (wpn.parse_hands, "wpn_classic_hands.txt"), (wpn.parse_hands, "wpn_hands.txt"),
    (pacific.parse_hands, "888_more.txt"))


def damaged(lines: list[bytes], rng: random.Random) -> bytes:
    lines = list(lines)
    for _ in range(rng.randint(1, 4)):
        k = rng.randrange(len(lines))
        kind = rng.randrange(4)
        if kind == 0:
            del lines[k]
        elif kind == 1:
            lines.insert(k, lines[rng.randrange(len(lines))])
        elif kind == 2:
            lines[k] = lines[k][:rng.randrange(len(lines[k]) + 1)]
        elif lines[k]:
            line = bytearray(lines[k])
            line[rng.randrange(len(line))] = rng.randrange(256)
            lines[k] = bytes(line)
    return b"\n".join(lines)


@pytest.mark.parametrize(("reader", "name"), FILES, ids=[n for _, n in FILES])
def test_every_damaged_hand_is_imported_or_refused(reader: Reader, name: str) -> None:
    rng = random.Random(name)
    lines = (DATA / name).read_bytes().split(b"\n")
    refused = 0
    for _ in range(MUTATIONS):
        for got in reader(io.BytesIO(damaged(lines, rng)), "d.txt"):
            assert isinstance(got, ImportedHand | SkippedHand)
            if isinstance(got, SkippedHand):
                refused += 1
                assert got.reason.startswith("d.txt")
    assert refused > 0

"""A file is known by its text, never by its name or folder (issue 43): a PokerStars file
named like an iPoker session, a GGPoker file under a PokerStars name, a tracker's export of
PokerStars hands and an archive of them are each read by their own site's reader."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.formats.imported import ImportedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands

SITES = Path(__file__).resolve().parents[2] / "data" / "sites"


@pytest.mark.parametrize(("source", "name", "kind"), [
    ("stars_real_shapes.txt", "iPoker session 2019-01-03.xml", "pokerstars"),
    ("gg_real_shapes.txt", "PokerStars HH20210302 SDFelt.txt", "ggpoker"),
    ("rio_hands.txt", "HH20190625 Stars.txt", "runitonce"),
    ("stars_archive.txt", "Export from PT or HEM.txt", "pokerstars"),
])
def test_a_file_is_read_as_its_text_says(tmp_path: Path, source: str, name: str,
                                         kind: str) -> None:
    path = tmp_path / "Winamax" / name
    path.parent.mkdir()
    path.write_bytes((SITES / source).read_bytes())
    assert detect(path) == kind
    hands = [h for h in iter_hands(path) if isinstance(h, ImportedHand)]
    assert hands and {h.site for h in hands} == {kind}

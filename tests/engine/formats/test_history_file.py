"""Opening hand-history files: a UTF-16 file (Full Tilt's and the older WPN client's way of
saving) is read as the UTF-8 of its text, line by line and whole."""

from __future__ import annotations

import codecs
from pathlib import Path

from engine.formats.history_file import open_regular
from engine.formats.history_file import read_capped

TEXT = "Game started at: 2016/8/4 13:56:8\r\nSeat 1: Zoë (1500).\r\n"


def test_a_utf16_file_reads_as_utf8_lines(tmp_path: Path) -> None:
    for bom, codec in ((codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be")):
        path = tmp_path / f"{codec}.txt"
        path.write_bytes(bom + TEXT.encode(codec))
        with open_regular(path) as stream:
            assert list(stream) == TEXT.encode().splitlines(keepends=True)
        assert read_capped(path, 1000) == TEXT.encode()


def test_half_a_character_at_the_end_is_dropped(tmp_path: Path) -> None:
    path = tmp_path / "cut.txt"
    path.write_bytes(codecs.BOM_UTF16_LE + TEXT.encode("utf-16-le") + b"\n")
    with open_regular(path) as stream:
        assert stream.read() == TEXT.encode()


def test_other_files_are_read_as_they_are(tmp_path: Path) -> None:
    path = tmp_path / "plain.txt"
    path.write_bytes(b"\xff\x00 not a mark")
    assert read_capped(path, 1000) == b"\xff\x00 not a mark"

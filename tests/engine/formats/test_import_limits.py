"""Imports stay bounded whatever the file: hostile PHH keys, devices, FIFOs, unreadable files
(issue 30, problems 2 and 11)."""

from __future__ import annotations

import os
import resource
import time
import tracemalloc
from pathlib import Path

import pytest

from engine.formats.imported import SkippedHand
from engine.formats.importing import iter_hands
from engine.formats.phh import replay_file
from tests.helpers.unprivileged import open_folder
from tests.helpers.unprivileged import run_as_nobody


def test_a_long_dotted_key_is_refused_quickly_in_little_memory(tmp_path: Path) -> None:
    path = tmp_path / "d.phh"
    path.write_text('variant = "NT"\n' + ".".join(["a"] * 100_000) + " = 1\n")  # 200 KB
    tracemalloc.start()
    began = time.perf_counter()
    results = list(replay_file(path))
    seconds = time.perf_counter() - began
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert [r.code for _, r in results if not hasattr(r, "state")] == ["too_complex"]
    assert seconds < 2 and peak < 20 * 2**20


@pytest.mark.parametrize("text", [
    "[" + ".".join(["a"] * 50_000) + "]\nvariant = 'NT'\n",
    "x = {" + ".".join(["'a'"] * 50_000) + " = 1}\n",
    'variant = "NT"\n' + ' . '.join(['"a"'] * 50_000) + " = 1\n",
])
def test_dotted_headers_and_quoted_parts_are_refused_too(tmp_path: Path, text: str) -> None:
    path = tmp_path / "d.phh"
    path.write_text(text)
    began = time.perf_counter()
    results = list(replay_file(path))
    assert time.perf_counter() - began < 2
    assert [getattr(r, "code", None) for _, r in results] == ["too_complex"]


def test_dots_inside_strings_and_numbers_are_still_read(tmp_path: Path) -> None:
    path = tmp_path / "ok.phh"
    path.write_text('variant = "NT"\nantes = [0.0, 0.0]\nblinds_or_straddles = [0.5, 1.0]\n'
                    'min_bet = 1.0\nstarting_stacks = [100.0, 100.0]\n'
                    'event = "a.b.c.d.e # not a comment"\n'
                    'actions = ["d dh p1 AsKs", "d dh p2 QhQd", "p2 f"]  # a.b.c.d\n')
    (_, result), = replay_file(path)
    assert not isinstance(result, Exception), result


def test_a_link_to_a_device_is_refused_without_reading_it(tmp_path: Path) -> None:
    link = tmp_path / "zero.phh"
    link.symlink_to("/dev/zero")
    items = list(iter_hands(link))
    assert [i.code for i in items if isinstance(i, SkippedHand)] == ["not_a_file"]


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "hands.txt"
    os.mkfifo(fifo)
    began = time.perf_counter()
    items = list(iter_hands(fifo))
    assert time.perf_counter() - began < 2
    assert [i.code for i in items if isinstance(i, SkippedHand)] == ["not_a_file"]
    assert "not a regular file" in items[0].reason  # type: ignore[union-attr]


def test_an_unreadable_file_is_reported_as_unreadable() -> None:
    with open_folder() as folder:
        path = folder / "hands.txt"
        path.write_text("PokerStars Hand #1: Hold'em No Limit (1/2)\n")
        path.chmod(0)
        done = run_as_nobody(_CODES_OF_FILE, str(path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["unreadable"]


_CODES_OF_FILE = """
import sys
from pathlib import Path
from engine.formats.imported import SkippedHand
from engine.formats.importing import iter_hands
print(*[i.code for i in iter_hands(Path(sys.argv[1])) if isinstance(i, SkippedHand)])
"""


def test_a_device_posing_as_a_phh_file_costs_no_memory(tmp_path: Path) -> None:
    link = tmp_path / "random.phhs"
    link.symlink_to("/dev/urandom")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    list(iter_hands(link))
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 50_000  # KiB


def test_an_unreadable_folder_is_reported() -> None:
    with open_folder() as folder:
        locked = folder / "hands" / "locked"
        locked.mkdir(parents=True)
        (folder / "hands" / "a.txt").write_text("nothing\n")
        locked.chmod(0)
        done = run_as_nobody(_IMPORT_FOLDER, str(folder / "hands"))
    assert done.returncode == 0, done.stderr
    listed, codes = done.stdout.splitlines()
    assert listed == "True" and "unreadable" in codes.split()


_IMPORT_FOLDER = """
import sys
from pathlib import Path
from engine.storage.imported.imports import expand, import_files
from engine.storage.store import Store
from tests.helpers.unprivileged import open_folder
from tests.helpers.unprivileged import run_as_nobody
hands = Path(sys.argv[1])
print(hands / "locked" in expand([hands]))
print(*[s.code for s in import_files(Store.in_memory(), [hands]).skipped])
"""


def test_a_file_that_cannot_be_opened_is_unreadable_not_unknown(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.formats.history_file as history_file

    path = tmp_path / "hands.txt"
    path.write_text("PokerStars Hand #1: Hold'em No Limit (1/2)\n")

    def refuse(*args: object) -> int:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(history_file.os, "open", refuse)
    items = list(iter_hands(path))
    assert [i.code for i in items if isinstance(i, SkippedHand)] == ["unreadable"]
    assert "Permission denied" in items[0].reason  # type: ignore[union-attr]

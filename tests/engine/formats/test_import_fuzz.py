"""Fuzzed hand-history files: every one is read in bounded time and memory, and nothing but
Felt's typed errors ever comes out (issue 30).

Each example starts from a real test file (PHH or a site's text) and damages it the ways
files get damaged or forged: lines dropped, repeated or swapped, bytes flipped, random text
or bytes put in, the file cut short, and the shapes that once blew up a reader (a long
dotted TOML key, deep nesting, a huge number, a very long line). The import of each file is
timed (CPU seconds) and its memory traced (``tracemalloc`` peak) and both are held to a bound
far below what the old problems cost (3.5 GB and minutes for a 60 KB file).

200 examples by default; 5,000 with ``-m slow``.
"""

from __future__ import annotations

import time
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from engine.core.errors import FeltError
from engine.formats.imported import ImportedHand
from engine.formats.imported import KnownHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import iter_hands

DATA = Path(__file__).resolve().parents[2] / "data"
SAMPLES = sorted([*(DATA / "hands").iterdir(), *(DATA / "sites").iterdir()])
FUZZ_EXAMPLES = 200
FUZZ_EXAMPLES_SLOW = 5000
CPU_SECONDS = 5.0  # per file, traced (tracemalloc makes Python about twice as slow)
PEAK_BYTES = 48 * 2**20  # per file of at most ~300 KB

_FAST = settings(max_examples=FUZZ_EXAMPLES, deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                        HealthCheck.function_scoped_fixture])
_SLOW = settings(_FAST, max_examples=FUZZ_EXAMPLES_SLOW)

# Shapes that once made a reader blow up, put in whole at some place of a file.
HOSTILE = (
    b".".join([b"a"] * 20000) + b" = 1\n",  # tomllib was quadratic on dotted keys
    b"actions = " + b"[" * 5000 + b"]" * 5000 + b"\n",
    b"starting_stacks = [" + b"9" * 20000 + b", 1]\n",
    b"Seat 1: " + b"A" * 100000 + b" (1e308 in chips)\n",
    b"x = \"" + b"\\u0000" * 5000 + b"\"\n",
    b"*** HOLE CARDS ***\n" * 3000,
    b"PokerStars Hand #1: Hold'em No Limit ($1/$2) - 2024/01/01 00:00:00 ET\n" * 2000,
)


@st.composite
def damaged_files(draw: st.DrawFn) -> tuple[str, bytes]:
    """A sample file's suffix and its text, damaged by a few random steps."""
    sample = draw(st.sampled_from(SAMPLES))
    lines = sample.read_bytes().splitlines(keepends=True)
    for _ in range(draw(st.integers(0, 6))):
        step = draw(st.sampled_from(("drop", "repeat", "swap", "flip", "insert", "cut",
                                     "hostile", "bytes")))
        k = draw(st.integers(0, max(len(lines) - 1, 0)))
        if not lines:
            lines = [b""]
        k = min(k, len(lines) - 1)
        if step == "drop":
            del lines[k:k + draw(st.integers(1, 5))]
        elif step == "repeat":
            lines[k:k] = lines[k:k + draw(st.integers(1, 30))] * draw(st.integers(1, 20))
        elif step == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[k], lines[j] = lines[j], lines[k]
        elif step == "flip" and lines[k]:
            at = draw(st.integers(0, len(lines[k]) - 1))
            line = bytearray(lines[k])
            line[at] ^= 1 << draw(st.integers(0, 7))
            lines[k] = bytes(line)
        elif step == "insert":
            lines.insert(k, draw(st.text(max_size=80)).encode("utf-8", "surrogatepass") + b"\n")
        elif step == "cut":
            lines = lines[:k] + ([lines[k][:len(lines[k]) // 2]] if lines else [])
        elif step == "hostile":
            lines.insert(k, draw(st.sampled_from(HOSTILE)))
        else:
            lines.insert(k, draw(st.binary(max_size=200)))
    return sample.suffix, b"".join(lines)


def _import_within_bounds(tmp_path: Path, suffix: str, body: bytes) -> None:
    path = tmp_path / f"fuzzed{suffix}"
    path.write_bytes(body)
    tracemalloc.start()
    start = time.process_time()
    try:
        for item in iter_hands(path):
            assert isinstance(item, ImportedHand | SkippedHand | KnownHand)
    except FeltError:
        pass  # a typed refusal is an answer; anything else fails the test
    finally:
        seconds = time.process_time() - start
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert seconds < CPU_SECONDS, f"{len(body)} bytes took {seconds:.1f} s"
    assert peak < PEAK_BYTES, f"{len(body)} bytes took {peak / 2**20:.0f} MiB"


@_FAST
@given(damaged_files())
def test_fuzzed_files_are_read_in_bounded_time_and_memory(
        tmp_path: Path, file: tuple[str, bytes]) -> None:
    _import_within_bounds(tmp_path, *file)


@pytest.mark.slow
@_SLOW
@given(damaged_files())
def test_fuzzed_files_are_read_in_bounded_time_and_memory_many(
        tmp_path: Path, file: tuple[str, bytes]) -> None:
    _import_within_bounds(tmp_path, *file)


@pytest.mark.parametrize("hostile", HOSTILE)
@pytest.mark.parametrize("suffix", [".phh", ".txt"])
def test_every_hostile_shape_alone_is_read_in_bounded_time_and_memory(
        tmp_path: Path, hostile: bytes, suffix: str) -> None:
    body = (b'variant = "NT"\n' if suffix == ".phh" else b"") + hostile
    _import_within_bounds(tmp_path, suffix, body)


def test_utf8_letters_windows_1252_cannot_read_are_a_skipped_hand(tmp_path: Path) -> None:
    """Found by the fuzz test: a Windows-1252 file (told by a "\\x80") with the UTF-8 letter
    "\\xc8\\x8d", whose 0x8d Windows-1252 leaves undefined, raised UnicodeDecodeError."""
    body = (DATA / "hands" / "stars_mixed.txt").read_bytes().replace(
        b"\nTable 'Felt Test I' 6-max Seat #2", b"\n\x80Table 'Felt Test I' 6-max Seat #2\n"
        b"\xc8\x8d", 1)
    path = tmp_path / "mixed.txt"
    path.write_bytes(body)
    items = list(iter_hands(path))
    assert any(isinstance(i, SkippedHand) and i.code == "bad_text" for i in items)
    _import_within_bounds(tmp_path, ".txt", body)

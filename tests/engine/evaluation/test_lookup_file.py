"""The showdown lookup's file (engine/evaluation/lookup_file.py): read back as it was written,
and refused, never trusted, when it is damaged or foreign."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.evaluation import table_cache
from engine.evaluation.hand_value import seven_card_lookup
from engine.evaluation.lookup_file import lookup_file
from engine.evaluation.lookup_file import lookup_path
from engine.evaluation.lookup_file import read_lookup
from engine.evaluation.lookup_file import write_lookup


def test_a_lookup_read_back_answers_as_the_one_made_from_the_tables(tmp_path: Path) -> None:
    made = seven_card_lookup()
    read = read_lookup(write_lookup(made, tmp_path))
    assert read is not None
    rng = random.Random(11)
    for _ in range(5000):
        cards = rng.sample(range(52), 7)
        total = made.bias + sum(made.key[c] for c in cards)
        for short in (False, True):
            assert read.seven(cards, total, short) == made.seven(cards, total, short)


@pytest.mark.parametrize("damage", ["empty", "truncated", "longer", "other_mark", "sizes"])
def test_a_damaged_lookup_file_is_refused(tmp_path: Path, damage: str) -> None:
    path = write_lookup(seven_card_lookup(), tmp_path)
    data = path.read_bytes()
    if damage == "empty":
        data = b""
    elif damage == "truncated":
        data = data[:-100]
    elif damage == "longer":
        data += b"\0" * 4
    elif damage == "other_mark":
        data = b"X" + data[1:]
    else:  # the key array said to be one card longer
        at = len(b"FELT-SEVEN-CARD-LOOKUP\n") + 6 * 8
        data = data[:at] + (53).to_bytes(4, "little") + data[at + 4:]
    path.write_bytes(data)
    assert read_lookup(path) is None


def test_a_missing_or_damaged_file_is_made_again(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(table_cache.CACHE_ENV, str(tmp_path))
    path = lookup_path()
    assert not path.exists()
    assert lookup_file() == path and read_lookup(path) is not None
    path.write_bytes(b"rubbish")
    assert lookup_file() == path and read_lookup(path) is not None

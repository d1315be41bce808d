"""The import workers load only what reading a hand needs
(engine/storage/imported/import_reading.py)."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from engine.evaluation.hand_value import use_seven_card_lookup
from engine.evaluation.table_cache import CACHE_ENV
from engine.storage.imported.import_reading import read_chunk
from engine.storage.imported.import_reading import worker_setup

ROOT = Path(__file__).resolve().parents[4]
# Modules a worker must not load: the store, the bots (and numpy with them), teaching, play.
HEAVY = ("numpy", "engine.bots", "engine.teaching", "engine.storage.store",
         "engine.storage.imported.imports", "engine.play.session")


def test_the_worker_module_loads_no_store_no_bots_and_no_numpy() -> None:
    probe = ("import json, sys; import engine.storage.imported.import_reading; "
             "print(json.dumps(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                         text=True, cwd=ROOT).stdout
    loaded = json.loads(out)
    heavy = [m for m in loaded if any(m == h or m.startswith(h + ".") for h in HEAVY)]
    assert heavy == []
    assert "engine.storage.hands" in loaded  # the rows are made there


def test_the_pool_runs_the_lean_module_s_function() -> None:
    # A spawned worker imports the module the function it runs is defined in.
    assert read_chunk.__module__ == "engine.storage.imported.import_reading"


# A worker started as the pool starts it: the function and arguments of worker_setup (the
# showdown lookup's file), then a file's hands read; NumPy must still be absent.
WORKER = """
import json, sys
from pathlib import Path
from engine.formats import hand_blocks
from engine.formats.sites.pokerstars_import import STARS
from engine.storage.imported import import_reading
getattr(import_reading, sys.argv[2])(sys.argv[3])
from engine.evaluation import hand_value
with Path(sys.argv[1]).open("rb") as stream:
    entries = list(hand_blocks.hand_texts(stream, STARS, hand_blocks.plain(stream, STARS)))
out = import_reading.read_chunk(("pokerstars", sys.argv[1], entries))
print(json.dumps([len(out), sum(type(a).__name__ == "tuple" for a in out),
                  "numpy" in sys.modules, hand_value._lookup is not None]))
"""


def test_a_worker_given_the_lookup_file_replays_showdowns_without_numpy() -> None:
    start, (path,) = worker_setup()
    assert start.__module__ == "engine.storage.imported.import_reading"
    hands = ROOT / "tests" / "data" / "hands" / "stars_mixed.txt"
    out = subprocess.run([sys.executable, "-c", WORKER, str(hands), start.__name__, path],
                         check=True, capture_output=True, cwd=ROOT).stdout
    count, read, numpy, given = json.loads(out)
    assert count >= 5 and read >= 5  # hands read into rows, showdowns among them
    assert given is True  # the lookup came from the file
    assert numpy is False


# The importing process of `felt import` (the store, the import, the workers' setup) once the
# lookup's file exists: no NumPy (15 MB) and no bots.
IMPORTER = """
import json, sys
import engine.storage.imported.imports, engine.storage.store
from engine.storage.imported.import_reading import worker_setup
worker_setup()
print(json.dumps(sorted(sys.modules)))
"""


def test_the_importing_process_loads_no_numpy_once_the_lookup_file_exists() -> None:
    worker_setup()  # makes the file in this session's cache folder (tests/conftest.py)
    out = subprocess.run([sys.executable, "-c", IMPORTER], check=True, capture_output=True,
                         text=True, cwd=ROOT).stdout
    loaded = json.loads(out)
    assert [m for m in loaded if m == "numpy" or m.startswith("engine.bots")] == []


def test_without_a_writable_cache_the_workers_are_given_the_lookup_itself(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv(CACHE_ENV, str(blocked / "cache"))
    start, (given,) = worker_setup()
    assert start is use_seven_card_lookup
    assert pickle.loads(pickle.dumps(given)).seven is not None

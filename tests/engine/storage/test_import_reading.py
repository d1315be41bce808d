"""The import workers load only what reading a hand needs (engine/storage/import_reading.py)."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path

from engine.storage.import_reading import read_chunk
from engine.storage.import_reading import worker_setup

ROOT = Path(__file__).resolve().parents[3]
# Modules a worker must not load: the store, the bots (and numpy with them), teaching, play.
HEAVY = ("numpy", "engine.bots", "engine.teaching", "engine.storage.store",
         "engine.storage.imports", "engine.play.session")


def test_the_worker_module_loads_no_store_no_bots_and_no_numpy() -> None:
    probe = ("import json, sys; import engine.storage.import_reading; "
             "print(json.dumps(sorted(sys.modules)))")
    out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                         text=True, cwd=ROOT).stdout
    loaded = json.loads(out)
    heavy = [m for m in loaded if any(m == h or m.startswith(h + ".") for h in HEAVY)]
    assert heavy == []
    assert "engine.storage.hands" in loaded  # the rows are made there


def test_the_pool_runs_the_lean_module_s_function() -> None:
    # A spawned worker imports the module the function it runs is defined in.
    assert read_chunk.__module__ == "engine.storage.import_reading"


# A worker started as the pool starts it: the showdown lookup from the importing process, then
# a file's hands read; NumPy must still be absent (the lookup pickles as plain arrays).
WORKER = """
import json, pickle, sys
from pathlib import Path
from engine.evaluation.hand_value import use_seven_card_lookup
from engine.formats import hand_blocks
from engine.formats.pokerstars_import import STARS
from engine.storage.import_reading import read_chunk
use_seven_card_lookup(pickle.loads(sys.stdin.buffer.read()))
with Path(sys.argv[1]).open("rb") as stream:
    entries = list(hand_blocks.hand_texts(stream, STARS, hand_blocks.plain(stream, STARS)))
out = read_chunk(("pokerstars", sys.argv[1], entries))
print(json.dumps([len(out), sum(type(a).__name__ == "tuple" for a in out),
                  "numpy" in sys.modules]))
"""


def test_a_worker_given_the_lookup_replays_showdowns_without_numpy() -> None:
    lookup = pickle.dumps(worker_setup()[1][0])
    hands = ROOT / "tests" / "data" / "hands" / "stars_mixed.txt"
    out = subprocess.run([sys.executable, "-c", WORKER, str(hands)], input=lookup,
                         check=True, capture_output=True, cwd=ROOT).stdout
    count, read, numpy = json.loads(out)
    assert count >= 5 and read >= 5  # hands read into rows, showdowns among them
    assert numpy is False

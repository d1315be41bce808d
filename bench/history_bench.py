"""Opening the hand history with 100,000 and 1,000,000 stored hands: time and memory.

The databases are built from a short real session (calling stations, seeded): its hands are
saved again under new numbers and times, chosen by a seeded generator, into ten sessions
through :meth:`Store.append` (the recorder's way of saving a hand), and one hand in ten is
written out as the PokerStars text Felt exports, under a hand number and time of its own, and
imported through :func:`~engine.storage.imported.imports.import_files` (File > Import's way). No row
is written by hand, so the bench follows every change of the schema (it once stopped running
when a table grew columns). Every row decodes and replays like a played one. A database is
built once into the folder given (``/tmp`` by default) and reused.

Measured per database, in a fresh process each: the seconds from creating the history panel
(offscreen) to its first page shown (the first rows' texts read as the view paints them), as
wall-clock time and as this process's CPU time (which other programs' load on a shared
machine does not change; the target is checked on it); the same after a new hand is saved
(the panel told of it, as the window does); and the process's peak resident memory
(``ru_maxrss``). Targets: 0.5 s at 100,000 hands, 5 s at 1,000,000, under 300 MB.

Run: ``python bench/history_bench.py [--hands 100000 1000000] [--dir /tmp] [--seed 7]
[--template-hands 40]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.storage.hands import HandRecord
    from engine.storage.store import SessionSpec

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SESSIONS = 10
IMPORTED_SHARE = 10  # one hand in this many is an imported one
TEMPLATE_HANDS = 40
WRITE_BATCH = 20_000  # hands saved in one transaction while building
IMPORTED_IDS = 900_000_000  # imported hand n is the site's hand IMPORTED_IDS + n
HEADER = re.compile(r"(?P<head>PokerStars Hand #)\d+(?P<middle>: .* - )\d{4}/\d\d/\d\d "
                    r"\d\d:\d\d:\d\d UTC$")
TARGET_S = {100_000: 0.5, 1_000_000: 5.0}
MEMORY_MB = 300


def _templates(folder: Path, seed: int, count: int
               ) -> tuple[SessionSpec, list[HandRecord], list[str]]:
    """One real session (calling stations, seeded), its spec, its hands and each hand as
    the PokerStars text Felt exports."""
    from engine.storage.store import Store
    from engine.storage.transfer import hands_text
    from tests.helpers.storage import play_into

    with Store.open(folder / "templates.db") as store:
        sid = play_into(store, "template", count, seed, players=6)
        spec, hands = store.spec(sid), store.hands(sid)
        text = hands_text(hands, "pokerstars", store)
    blocks = [block.strip() for block in text.split("\n\n\n") if block.strip()]
    assert len(blocks) == len(hands), "one PokerStars text per exported hand"
    return spec, hands, blocks


def _imported_text(block: str, number: int, moment: float) -> str:
    """A template hand's text under a hand number and a time of its own."""
    header, rest = block.split("\n", 1)
    found = HEADER.match(header)
    assert found is not None, f"not a PokerStars header: {header}"
    when = time.strftime("%Y/%m/%d %H:%M:%S", time.gmtime(moment))
    return f"{found['head']}{IMPORTED_IDS + number}{found['middle']}{when} UTC\n{rest}\n\n\n"


def build(path: Path, hands: int, seed: int, templates: int = TEMPLATE_HANDS) -> None:
    """A database of ``hands`` hands at ``path`` (kept if it is already there), written
    through the paths the program itself writes with: :meth:`Store.create_session`,
    :meth:`Store.append` (as the recorder saves a wrapped hand) and
    :func:`~engine.storage.imported.imports.import_files` (as File > Import does), so the
    rows always have the shape the code of the day expects."""
    from engine.storage.imported.imports import import_files
    from engine.storage.store import Store

    if path.exists():
        return
    scratch = Path(tempfile.mkdtemp(prefix="felt-bench-scratch-"))
    spec, felt, blocks = _templates(scratch, seed, templates)
    partial = path.with_name(path.name + ".part")
    for leftover in (partial, Path(f"{partial}-wal"), Path(f"{partial}-shm")):
        leftover.unlink(missing_ok=True)
    rng = random.Random(seed)
    start = time.time() - hands * 60.0
    text = scratch / "imported.txt"
    with Store.open(partial) as store, text.open("w", encoding="utf-8") as out:
        sessions = [store.create_session(replace(spec, name=f"Session {k}"), start)
                    for k in range(1, SESSIONS + 1)]
        numbers = dict.fromkeys(sessions, 0)
        waiting: dict[int, list[HandRecord]] = {sid: [] for sid in sessions}

        def flush() -> None:
            for sid, records in waiting.items():
                if records:
                    store.append(sid, 0, (), records, {"hands_played": numbers[sid]})
                    records.clear()

        for n in range(hands):
            moment = start + n * 60.0
            if n % IMPORTED_SHARE == IMPORTED_SHARE - 1:
                out.write(_imported_text(rng.choice(blocks), n, moment))
                continue
            model = rng.choice(felt)
            sid = rng.choice(sessions)
            numbers[sid] += 1
            waiting[sid].append(replace(model, session_id=sid, hand_number=numbers[sid],
                                        played_at=moment,
                                        data=replace(model.data, hand_number=numbers[sid])))
            if n % WRITE_BATCH == WRITE_BATCH - 1:
                flush()
        flush()
    with Store.open(partial) as store:
        report = import_files(store, [text])
        assert not report.skipped, f"imported hands skipped: {report.skipped[:3]}"
    os.replace(partial, path)
    Path(f"{partial}.lock").unlink(missing_ok=True)
    shutil.rmtree(scratch, ignore_errors=True)


def measure(path: Path) -> dict[str, float]:
    """Open the panel on a copy-free connection to ``path`` and time its first page."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from engine.storage.store import Store
    from gui.history.hand_table import HandTableModel
    from gui.history.history_panel import HistoryPanel

    app = QApplication.instance() or QApplication([])
    store = Store.open(path)
    started = time.perf_counter()
    cpu = time.process_time()
    panel = HistoryPanel(store)
    panel.resize(1000, 600)
    panel.show()
    app.processEvents()
    first = [panel.model.data(panel.model.index(r, HandTableModel.SESSION))
             for r in range(min(20, panel.model.rowCount()))]
    opened = time.perf_counter() - started
    opened_cpu = time.process_time() - cpu
    assert all(first), "the first page is empty"
    last = store.summary(1).hands_played  # a new hand, saved as the recorder saves one
    newest = store.hand(1, last)
    number = last + 1
    store.append(1, 0, (), [replace(newest, hand_number=number, played_at=time.time(),
                                    data=replace(newest.data, hand_number=number))],
                 {"hands_played": number})
    started = time.perf_counter()
    panel.hand_saved(1, number)
    app.processEvents()
    added = time.perf_counter() - started
    newest = panel.model.record(0)
    assert newest is not None and newest.hand_number == number, "the new hand is not on top"
    total = panel.model.rowCount()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    panel.close()
    store.close()
    return {"rows": total, "open_s": opened, "open_cpu_s": opened_cpu, "new_hand_s": added,
            "peak_mb": peak}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, nargs="+", default=[100_000, 1_000_000])
    parser.add_argument("--dir", type=Path, default=Path(tempfile.gettempdir()))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--template-hands", type=int, default=TEMPLATE_HANDS,
                        help="hands of the real session the database is made of")
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure is not None:
        print(json.dumps(measure(args.measure)))
        return 0
    failed = False
    for hands in args.hands:
        path = args.dir / f"felt-history-bench-{hands}-{args.seed}-{args.template_hands}.db"
        started = time.time()
        build(path, hands, args.seed, args.template_hands)
        built = time.time() - started
        # a fresh process: its peak memory is the panel's, not the build's
        out = subprocess.run([sys.executable, __file__, "--measure", str(path)],
                             capture_output=True, text=True, check=True)
        figures = json.loads(out.stdout.strip().splitlines()[-1])
        target = TARGET_S.get(hands, 5.0)
        ok = figures["open_cpu_s"] < target and figures["peak_mb"] < MEMORY_MB
        failed |= not ok
        print(f"{hands:>9,} hands (built or reused in {built:.0f} s): first page "
              f"{figures['open_s']:.3f} s (CPU {figures['open_cpu_s']:.3f} s; target {target} s), "
              f"new hand shown "
              f"{figures['new_hand_s']:.3f} s, peak memory {figures['peak_mb']:.0f} MB "
              f"(target {MEMORY_MB} MB), {figures['rows']:,} rows"
              f"{'' if ok else '  <-- MISSED'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

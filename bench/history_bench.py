"""Opening the hand history with 100,000 and 1,000,000 stored hands: time and memory.

The databases are built quickly rather than played: a short real session (calling stations,
seeded) is recorded and exported as PokerStars text and imported again, and its rows (hands,
their players, imported hands and theirs) are then copied in bulk under new hand numbers and
times, chosen by a seeded generator, into ten sessions and the imported table (one hand in
ten imported). Every row has the real shape and decodes and replays like a played one. A
database is built once into the folder given (``/tmp`` by default) and reused.

Measured per database, in a fresh process each: the seconds from creating the history panel
(offscreen) to its first page shown (the first rows' texts read as the view paints them), as
wall-clock time and as this process's CPU time (which other programs' load on a shared
machine does not change; the target is checked on it); the same after a new hand is saved
(the panel told of it, as the window does); and the process's peak resident memory
(``ru_maxrss``). Targets: 0.5 s at 100,000 hands, 5 s at 1,000,000, under 300 MB.

Run: ``python bench/history_bench.py [--hands 100000 1000000] [--dir /tmp] [--seed 7]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SESSIONS = 10
IMPORTED_SHARE = 10  # one hand in this many is an imported one
TEMPLATE_HANDS = 40
TARGET_S = {100_000: 0.5, 1_000_000: 5.0}
MEMORY_MB = 300


def _templates(folder: Path, seed: int) -> Path:
    """A small database with one real session and its hands imported back."""
    from engine.storage.imported.imports import import_files
    from engine.storage.store import Store
    from engine.storage.transfer import export_hands
    from tests.helpers.storage import play_into

    path = folder / "templates.db"
    if path.exists():
        path.unlink()
    with Store.open(path) as store:
        sid = play_into(store, "template", TEMPLATE_HANDS, seed, players=6)
        text = folder / "templates.txt"
        export_hands(store.hands(sid), "pokerstars", text, store)
        import_files(store, [text])
    return path


def build(path: Path, hands: int, seed: int) -> None:
    """A database of ``hands`` hands at ``path`` (kept if it is already there)."""
    from engine.storage.store import Store

    if path.exists():
        return
    scratch = Path(tempfile.mkdtemp(prefix="felt-bench-scratch-"))
    source = sqlite3.connect(_templates(scratch, seed))
    with Store.open(scratch / "empty.db"):
        pass
    partial = path.with_suffix(".part")
    partial.unlink(missing_ok=True)
    partial.write_bytes((scratch / "empty.db").read_bytes())
    db = sqlite3.connect(partial, isolation_level=None)
    db.execute("PRAGMA journal_mode = OFF")
    db.execute("PRAGMA synchronous = OFF")
    rng = random.Random(seed)
    session = source.execute("SELECT * FROM sessions").fetchone()
    felt = source.execute("SELECT * FROM hands").fetchall()
    felt_players = {}
    for row in source.execute("SELECT * FROM hand_players"):
        felt_players.setdefault(row[1], []).append(row[2:])
    imported = source.execute("SELECT * FROM imported_hands").fetchall()
    imported_players = {}
    for row in source.execute("SELECT * FROM imported_players"):
        imported_players.setdefault(row[0], []).append(row[1:])
    db.execute("BEGIN")
    for k in range(1, SESSIONS + 1):
        db.execute(f"INSERT INTO sessions VALUES ({', '.join('?' * len(session))})",
                   (k, f"Session {k}", *session[2:]))
    start = time.time() - hands * 60.0
    numbers = [0] * (SESSIONS + 1)
    hand_rows: list[tuple[object, ...]] = []
    player_rows: list[tuple[object, ...]] = []
    imp_rows: list[tuple[object, ...]] = []
    imp_players: list[tuple[object, ...]] = []

    def flush() -> None:
        db.executemany("INSERT INTO hands VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", hand_rows)
        if player_rows:
            db.executemany("INSERT INTO hand_players VALUES "
                           f"({', '.join('?' * len(player_rows[0]))})", player_rows)
        if imp_rows:
            db.executemany(f"INSERT INTO imported_hands VALUES "
                           f"({', '.join('?' * len(imp_rows[0]))})", imp_rows)
        db.executemany("INSERT INTO imported_players VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       imp_players)
        for rows in (hand_rows, player_rows, imp_rows, imp_players):
            rows.clear()

    for n in range(hands):
        moment = start + n * 60.0
        if n % IMPORTED_SHARE == IMPORTED_SHARE - 1:
            row = list(rng.choice(imported))
            old = row[0]
            row[0] = n + 1
            row[2] = f"bench-{n}"
            row[3] = str(n)
            row[4] = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(moment))
            imp_rows.append(tuple(row))
            imp_players.extend((n + 1, *p) for p in imported_players[old])
        else:
            row = list(rng.choice(felt))
            old = row[1]
            sid = rng.randint(1, SESSIONS)
            numbers[sid] += 1
            data = json.loads(row[9])
            data["hand"] = numbers[sid]
            hand_rows.append((sid, numbers[sid], moment, *row[3:9], json.dumps(data)))
            player_rows.extend((sid, numbers[sid], *p) for p in felt_players[old])
        if len(hand_rows) + len(imp_rows) >= 20_000:
            flush()
    flush()
    for k in range(1, SESSIONS + 1):
        db.execute("UPDATE sessions SET hands_played = ? WHERE id = ?", (numbers[k], k))
    db.execute("COMMIT")
    db.execute("ANALYZE")
    db.close()
    os.replace(partial, path)
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
    with store._write() as db:  # a new hand, saved as the game saves one
        row = db.execute("SELECT * FROM hands WHERE session_id = 1 ORDER BY hand_number DESC "
                         "LIMIT 1").fetchone()
        number = db.execute("SELECT max(hand_number) + 1 FROM hands WHERE session_id = ?",
                            (row[0],)).fetchone()[0]
        data = json.loads(row[9])
        data["hand"] = number
        db.execute("INSERT INTO hands VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                   (row[0], number, time.time(), *row[3:9], json.dumps(data)))
    started = time.perf_counter()
    panel.hand_saved(row[0], number)
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
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure is not None:
        print(json.dumps(measure(args.measure)))
        return 0
    failed = False
    for hands in args.hands:
        path = args.dir / f"felt-history-bench-{hands}-{args.seed}.db"
        started = time.time()
        build(path, hands, args.seed)
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

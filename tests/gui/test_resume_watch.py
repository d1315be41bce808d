"""``felt --watch`` itself killed with SIGKILL and continued with ``--continue``.

The engine-level kill test (tests/engine/storage/test_storage_kill.py) kills the headless runner 52
times; this one kills the real application a few times, mid-game, to show that the window's
path (worker thread, recorder, ``--continue``, the restore of a hand in progress) ends with the
same hands as a run that was never interrupted.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
HANDS = 8


def _felt(data: Path, *extra: str) -> tuple[list[str], dict[str, str]]:
    env = {**os.environ, "FELT_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"}
    return ([sys.executable, "-m", "gui", "--watch", "--players", "4", "--hands", str(HANDS),
             "--speed", "instant", "--seed", "17", *extra], env)


def _logged(db: Path) -> int:
    if not db.exists():
        return 0
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1)
        try:
            return int(conn.execute("SELECT count(*) FROM log").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error:
        return 0  # not created yet


def _hands(db: Path) -> list[Any]:
    conn = sqlite3.connect(db)
    try:
        return [(n, json.loads(p), json.loads(d)) for n, p, d in conn.execute(
            "SELECT hand_number, players, data FROM hands ORDER BY hand_number")]
    finally:
        conn.close()


def test_felt_watch_killed_and_continued_plays_the_same_hands(tmp_path: Path) -> None:
    args, env = _felt(tmp_path / "reference")
    done = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    expected = _hands(tmp_path / "reference" / "felt.db")
    assert len(expected) == HANDS

    data = tmp_path / "killed"
    db = data / "felt.db"
    rng = random.Random(3)
    kills = 0
    for k in range(3):
        args, env = _felt(data, *(["--continue"] if k else []))
        proc = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        target = _logged(db) + rng.randint(4, 12)
        deadline = time.monotonic() + 60
        while proc.poll() is None and _logged(db) < target and time.monotonic() < deadline:
            time.sleep(0.005)
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
            kills += 1
        proc.wait(timeout=30)
    assert kills == 3
    args, env = _felt(data, "--continue")
    done = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert _hands(db) == expected


def test_watch_refuses_to_continue_a_session_with_a_person_s_seat(tmp_path: Path) -> None:
    """Issue 12: ``felt --continue --watch`` on such a session waited forever for the person."""
    from engine.rules.table import TableConfig
    from engine.storage import Store
    from engine.storage.recorder import record_new

    with Store.open(tmp_path / "felt.db") as store:
        session = record_new(store, TableConfig(), ["You", "Ada", "Bruno"], 0,
                             {1: "call", 2: "call"}, seed=3, name="Friday")
        while not session.waiting_for_person:
            session.step()
        logged = len(store.log(session.session_id or 0))
    args, env = _felt(tmp_path, "--continue")
    done = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "Friday" in done.stderr and "felt --continue" in done.stderr
    with Store.open(tmp_path / "felt.db") as store:
        assert len(store.log(store.latest_session_id() or 0)) == logged  # left as it was

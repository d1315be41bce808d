"""THE KILL TEST: a session killed with SIGKILL again and again ends exactly as one never killed.

A headless runner (``python -m tests.helpers.kill_runner``, the same recording path as the
window: a :class:`~engine.storage.recorder.RecordingSession` writing every step) plays a seeded
tournament with four computer-player levels and a scripted person. The test kills it at random
moments, some in the middle of a hand and some while a computer player is thinking (the
runner's bots take a few milliseconds and say so through a shared byte), continues it each time
with ``--continue``, and compares the finished history with an uninterrupted run of the same
seed: every hand (cards, actions, stacks, results) and every logged decision must be the same.

The killed runs take a snapshot every two hands and continue from the newest one (replaying
only the log after it); each snapshot's transaction waits a few milliseconds before it commits,
so some kills land while a snapshot is being written: either the old or the new one is there
afterwards, and resuming from it still gives the same game (every sixth kill waits for a
snapshot to be written and lands inside its transaction).
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

import pytest

ROOT = Path(__file__).resolve().parents[3]
HANDS = 30  # long enough that 52 kills land before the session ends, on a fast machine too
SEED = 11
#: Kills in the default run, and in the soak (``-m slow``). Each continues the session in a
#: fresh process (about half a second of start-up), so they are most of the test's time.
KILLS = 30
SOAK_KILLS = 52


def _runner(db: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "tests.helpers.kill_runner", "--db", str(db), "--seed", str(SEED),
            "--players", "4", "--hands", str(HANDS), "--person", *extra]


def _history(db: Path) -> tuple[list[Any], list[Any]]:
    """The stored hands (without their wall-clock time) and the log (without play minutes)."""
    conn = sqlite3.connect(db)
    try:
        hands = [
            (number, json.loads(players), result, category, json.loads(data))
            for number, players, result, category, data in conn.execute(
                "SELECT hand_number, players, result, category, data FROM hands "
                "ORDER BY hand_number")
        ]
        log = []
        for (entry,) in conn.execute("SELECT entry FROM log ORDER BY seq"):
            item = json.loads(entry)
            item.pop("minutes", None)
            log.append(item)
    finally:
        conn.close()
    return hands, log


def test_sigkill_at_random_moments_loses_nothing(tmp_path: Path) -> None:
    _killed_again_and_again(tmp_path, KILLS, at_least=(6, 3, 2))


@pytest.mark.slow
def test_sigkill_soak_loses_nothing(tmp_path: Path) -> None:
    _killed_again_and_again(tmp_path, SOAK_KILLS, at_least=(10, 5, 2))


def _killed_again_and_again(tmp_path: Path, kills: int, at_least: tuple[int, int, int]) -> None:
    """Kill the session ``kills`` times, then compare its history with the uninterrupted
    one's; ``at_least`` kills mid-hand, while a bot thinks, while a snapshot is written."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    reference = tmp_path / "reference.db"
    subprocess.run(_runner(reference), cwd=ROOT, env=env, check=True, capture_output=True,
                   timeout=120)

    db = tmp_path / "killed.db"
    phase_file = tmp_path / "phase"
    rng = random.Random(2024)
    phases: list[bytes] = []
    started = time.monotonic()
    finished = False
    while not finished:
        assert time.monotonic() - started < 150, f"too slow: {len(phases)} kills so far"
        phase_file.write_bytes(b"S")
        proc = subprocess.Popen(
            _runner(db, "--continue", "--think-ms", "2", "--phase-file", str(phase_file),
                    "--snapshot-every", "2", "--snapshot-pause-ms", "6"),
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        # Wait until the session is rebuilt and playing, then let it run a little.
        while proc.poll() is None and phase_file.read_bytes() == b"S":
            time.sleep(0.002)
        if len(phases) >= kills:
            proc.wait(timeout=60)
            finished = True
        else:
            if len(phases) % 6 == 5:  # aim at a snapshot being written
                deadline = time.monotonic() + 10
                while (proc.poll() is None and phase_file.read_bytes() != b"P"
                       and time.monotonic() < deadline):
                    time.sleep(0.001)
                time.sleep(rng.uniform(0.0, 0.004))
            else:
                time.sleep(rng.uniform(0.0, 0.03))
            if proc.poll() is None:
                os.kill(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)
                phases.append(phase_file.read_bytes())
            else:
                finished = True
        if proc.returncode not in (0, -signal.SIGKILL):
            pytest.fail(proc.stderr.read().decode() if proc.stderr else "runner failed")
        if proc.stderr:
            proc.stderr.close()

    mid_hand = sum(p in (b"M", b"B") for p in phases)
    thinking = sum(p == b"B" for p in phases)
    snapshotting = phases.count(b"P")
    print(f"kills {len(phases)}, mid-hand {mid_hand}, while a bot thinks {thinking}, "
          f"between hands {phases.count(b'W')}, while a snapshot is written {snapshotting}")
    assert len(phases) >= kills, "the session ended before enough kills"
    assert mid_hand >= at_least[0] and thinking >= at_least[1], phases
    assert snapshotting >= at_least[2], phases

    expected_hands, expected_log = _history(reference)
    hands, log = _history(db)
    assert len(expected_hands) == HANDS
    assert hands == expected_hands
    assert log == expected_log
    conn = sqlite3.connect(db)
    try:
        snapshots = [n for (n,) in conn.execute("SELECT hand_number FROM snapshots")]
    finally:
        conn.close()
    assert snapshots and max(snapshots) >= HANDS - 2  # it went on snapshotting throughout

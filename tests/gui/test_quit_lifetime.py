"""Quitting ends Felt: whatever was open (a game with the coach and the advisor, the hand
history, Why?, a replayer, "Play on from here", an import), Game > Quit ends every thread and
process Felt started within two seconds, and the database lock is free for the next start.

Before the fix a replayer stayed open after Quit with its thread running, so the program and
its lock lived on unseen (issue 29, defect 1)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from engine.storage.store import Store
from tests.helpers import lifetime

ROOT = Path(__file__).resolve().parents[2]
QUIT_S = 2.0  # everything ends this soon after Game > Quit
ACTIVITIES = {"felt-engine", "felt-coach", "felt-review", "felt-advisor", "felt-replay",
              "felt-compare"}


def _lock_is_free(folder: Path) -> bool:
    store, problem = Store.open_safely(folder / "felt.db")
    try:
        return problem is None and store.saves
    finally:
        store.close()


@pytest.mark.slow  # in a full run of the suite it hangs in the app's loop (next session)
def test_quit_after_every_activity_ends_every_thread_and_frees_the_lock(
        qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FELT_DATA_DIR", str(tmp_path))
    lifetime.prepare(tmp_path)
    report = lifetime.run(["--speed", "instant"])
    assert "error" not in report, report
    assert report["done"][-1] == "quit"
    assert set(report["threads_open"]) >= ACTIVITIES, report  # all of them were running
    assert report["windows_open"] >= 3  # the game, a replayer, Why?
    assert not report["hung"], report
    assert report["exec_returned_after"] < QUIT_S
    assert report["threads_after"] == [] and report["python_threads_after"] == []
    assert not [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    assert _lock_is_free(tmp_path)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_felt_process_ends_with_its_bot_process_and_leaves_the_lock_free(
        tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FELT_DATA_DIR=str(tmp_path))
    # At a speed that animates, the computer players think in a process of their own.
    run = subprocess.Popen([sys.executable, "-m", "tests.helpers.lifetime", str(tmp_path),
                            "--speed", "fast"], cwd=ROOT, env=env, text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out, err = run.communicate(timeout=lifetime.SCRIPT_S + lifetime.WATCHDOG_S + 30)
    ended = time.monotonic()
    assert run.returncode == 0, err
    line = next((s for s in out.splitlines() if s.startswith("LIFETIME ")), None)
    assert line is not None, out + err
    report = json.loads(line.removeprefix("LIFETIME "))
    assert "error" not in report, report
    assert ACTIVITIES | {"felt-import"} <= set(report["threads_open"]), report
    assert report["children_open"], "no bot process was started"
    assert not report["hung"], report
    assert report["exec_returned_after"] < QUIT_S
    assert report["threads_after"] == [] and report["children_after"] == []
    for pid in report["children_open"]:  # the bot process is gone with the program
        assert not lifetime.alive(pid)
    assert time.monotonic() - ended < 1 and _lock_is_free(tmp_path)

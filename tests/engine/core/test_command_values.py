"""The engine's commands (``felt export``, ``python -m engine.arena``) refuse bad values
with argparse's own sentence and exit status 2 (issue 30 #10)."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.arguments import whole_number
from engine.core.arguments import window_size
from engine.rules.table import MAX_SESSION_SEED

ROOT = Path(__file__).resolve().parents[3]


def _run(tmp_path: Path, *words: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, FELT_DATA_DIR=str(tmp_path))
    return subprocess.run([sys.executable, *words], cwd=ROOT, env=env, text=True,
                          capture_output=True, timeout=60)


@pytest.mark.parametrize(("words", "sentence"), [
    (("-m", "engine.arena", "--players", "1"), "argument --players: 1 is not from 2 to 10"),
    (("-m", "engine.arena", "--players", "11"), "argument --players: 11 is not from 2 to 10"),
    (("-m", "engine.arena", "--hands", "0"), "argument --hands: 0 is not at least 1"),
    (("-m", "engine.arena", "--seed", str(2**64)),
     f"argument --seed: {2**64} is not from 0 to {MAX_SESSION_SEED}"),
    (("-m", "engine.arena", "--seed", "-1"), f"-1 is not from 0 to {MAX_SESSION_SEED}"),
    (("-m", "engine.arena", "--stack", "abc"), "argument --stack: 'abc' is not a whole number"),
    (("-m", "engine.arena", "--jobs", "0"), "argument --jobs: 0 is not at least 1"),
    (("-m", "gui", "export", "--session", "first", "out.phh"),
     "argument --session: 'first' is not a session"),
    (("-m", "gui", "export", "--session", "9" * 5000, "out.phh"),
     "argument --session:"),
])
def test_a_bad_value_gets_a_sentence_and_exit_status_2(
        tmp_path: Path, words: tuple[str, ...], sentence: str) -> None:
    done = _run(tmp_path, *words)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert sentence in done.stderr.strip().splitlines()[-1], done.stderr


def test_whole_numbers_and_sizes() -> None:
    players = whole_number(2, 10)
    assert players("2") == 2 and players(" 10 ") == 10 and players("+3") == 3
    for bad in ("1", "11", "-3", "", "-", "3.0", "٣", "1e3", "9" * 50):
        with pytest.raises(argparse.ArgumentTypeError):
            players(bad)
    assert whole_number(0)("123456") == 123456
    size = window_size(1000)
    assert size("800x600") == (800, 600) and size("0X0") == (0, 0)
    for bad in ("abc", "800x", "x600", "800x600x2", "1001x10", "-1x5", "800 x 600x"):
        with pytest.raises(argparse.ArgumentTypeError):
            size(bad)

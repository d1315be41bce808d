"""``felt`` refuses a bad command-line value with argparse's own sentence and exit status 2,
before any window or thread starts: never a traceback, never an abort (issue 30 #10)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.rules.table import MAX_SESSION_SEED
from gui.cli import parse_args

ROOT = Path(__file__).resolve().parents[2]
RUN_S = 60  # the old code could take a game to its end before failing


def _felt(tmp_path: Path, *words: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FELT_DATA_DIR=str(tmp_path))
    return subprocess.run([sys.executable, "-m", "gui", "--watch", "--hands", "1", "--speed",
                           "instant", *words], cwd=ROOT, env=env, text=True,
                          capture_output=True, timeout=RUN_S)


@pytest.mark.parametrize(("option", "value", "sentence"), [
    ("--players", "0", "0 is not from 2 to 10"),
    ("--players", "1", "1 is not from 2 to 10"),
    ("--players", "11", "11 is not from 2 to 10"),
    ("--players", "-3", "-3 is not from 2 to 10"),
    ("--players", "six", "'six' is not a whole number"),
    ("--size", "abc", "'abc' is not a size such as 1366x768"),
    ("--size", "1366x", "'1366x' is not a size such as 1366x768"),
    ("--size", "99999999x10", "is not a size from 0x0 to"),
    ("--seed", str(MAX_SESSION_SEED + 1), f"is not from 0 to {MAX_SESSION_SEED}"),
    ("--seed", str(10**29), f"is not from 0 to {MAX_SESSION_SEED}"),
    ("--seed", "-1", f"-1 is not from 0 to {MAX_SESSION_SEED}"),
    ("--seed", "9" * 5000, "is not a whole number"),
    ("--hands", "0", "0 is not at least 1"),
])
def test_a_bad_value_gets_a_sentence_and_exit_status_2(
        tmp_path: Path, option: str, value: str, sentence: str) -> None:
    done = _felt(tmp_path, option, value)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and "QThread" not in done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith(f"felt: error: argument {option}: ") and sentence in last, last
    assert not (tmp_path / "felt.db").exists()  # refused before anything started


def test_good_values_are_read_as_numbers() -> None:
    args = parse_args(["--players", "10", "--seed", str(MAX_SESSION_SEED), "--size",
                       "1366X768", "--hands", "3"])
    assert (args.players, args.seed, args.size, args.hands) == (
        10, MAX_SESSION_SEED, (1366, 768), 3)
    assert parse_args(["--seed", "0", "--players", "2"]).seed == 0


def test_the_largest_seed_plays(tmp_path: Path) -> None:
    # Before: an OverflowError in the coach's thread at every start with a seed >= 2^31.
    done = _felt(tmp_path, "--seed", str(MAX_SESSION_SEED), "--players", "3")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "watched 1 hands" in done.stdout

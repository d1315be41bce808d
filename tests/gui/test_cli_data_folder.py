"""A data folder the person cannot read: every way of starting Felt says so in one sentence
and exits with 1, without a traceback (issue 44; the reliability probe's case 65).

The suite runs as root, who reads every folder, so each command runs in a child process
as the unprivileged user ``nobody`` (uid and gid 65534, no supplementary groups)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOBODY = 65534


@pytest.fixture
def locked_out() -> Iterator[Path]:
    """A folder with a readable hand file and a data folder only root may enter."""
    folder = Path(tempfile.mkdtemp(prefix="felt-locked-"))
    folder.chmod(0o755)
    (folder / "data").mkdir(mode=0o700)
    if os.geteuid() != 0:  # as anybody else, take the right away from oneself
        (folder / "data").chmod(0o000)
    hands = folder / "hands.phhs"
    hands.write_text("[1]\nvariant = 'NT'\n", encoding="utf-8")
    hands.chmod(0o644)
    yield folder
    (folder / "data").chmod(0o700)
    shutil.rmtree(folder)


def _as_nobody(folder: Path, *words: str) -> subprocess.CompletedProcess[str]:
    user = {"user": NOBODY, "group": NOBODY, "extra_groups": []} if os.geteuid() == 0 else {}
    env = {**os.environ, "FELT_DATA_DIR": str(folder / "data"), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": str(ROOT), "HOME": str(folder)}
    return subprocess.run([sys.executable, "-m", "gui", *words], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False, **user)


@pytest.mark.parametrize("words", [
    (), ("--watch", "--hands", "1"), ("import", "{folder}/hands.phhs"),
    ("export", "{folder}/out.phhs")], ids=["start-up", "watch", "import", "export"])
def test_an_unreadable_data_folder_is_one_sentence_and_exit_1(
        locked_out: Path, words: tuple[str, ...]) -> None:
    done = _as_nobody(locked_out, *(w.replace("{folder}", str(locked_out)) for w in words))
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr and len(lines) == 1, done.stderr
    assert f"{locked_out / 'data'} cannot be read (Permission denied)" in lines[0]

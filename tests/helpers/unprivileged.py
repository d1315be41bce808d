"""Run Python as the unprivileged user ``nobody``: the suite runs as root, who reads every
file and folder, so a test about a file one may not read drops root's rights in a child
process (uid and gid 65534, no supplementary groups) instead of being skipped."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOBODY = 65534


def run_as_nobody(code: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``python -c code args...`` as ``nobody`` (as oneself when not root), from the
    repository's root."""
    user = {"user": NOBODY, "group": NOBODY, "extra_groups": []} if os.geteuid() == 0 else {}
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout, check=False, **user)


@contextmanager
def open_folder() -> Iterator[Path]:
    """A scratch folder everybody may enter (a test's own tmp_path is root's alone)."""
    folder = Path(tempfile.mkdtemp(prefix="felt-nobody-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        for item in folder.rglob("*"):
            item.chmod(0o755 if item.is_dir() else 0o644)
        shutil.rmtree(folder)

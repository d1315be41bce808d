"""Which lessons a person has finished, remembered in Felt's data folder.

A small JSON file (``lessons.json``) with the ids of the finished lessons; a missing or
unreadable file means none are done, so a damaged file never stops the lessons.

Tests: tests/gui/teaching/lessons/test_teaching_widgets.py
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from gui.base.i18n import data_dir

PROGRESS_FILE = "lessons.json"


def _path() -> Path:
    return data_dir() / PROGRESS_FILE


def load_done() -> set[str]:
    """The ids of the lessons marked done."""
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    done = data.get("done") if isinstance(data, dict) else None
    return {x for x in done if isinstance(x, str)} if isinstance(done, list) else set()


def save_done(done: set[str]) -> None:
    """Remember ``done``; written to a side file first, so a crash never leaves half of it."""
    path = _path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"done": sorted(done)}, indent=2), encoding="utf-8")
    os.replace(tmp, path)

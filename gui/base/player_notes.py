"""The person's notes on other players, kept per name (``notes.json`` in Felt's data folder).

A regular writes down what a player does ("limps and folds to a raise", "bluffs rivers") and
reads it the next time the name sits at the table; a computer player keeps its name from game
to game, so a note follows it. One JSON object of name to text, read only as JSON (an unreadable
or strange file counts as no notes), written in one step like the settings
(:mod:`gui.base.settings`).

Tests: tests/gui/seats/test_seat_info.py
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from gui.base.settings import data_dir

NOTES_FILE = "notes.json"
MAX_NOTE = 2000  # characters kept of one note


def path() -> Path:
    return data_dir() / NOTES_FILE


def load() -> dict[str, str]:
    """Every note by name; none when the file is missing or not a notes file."""
    try:
        data = json.loads(path().read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str) and v}


def note(name: str) -> str:
    return load().get(name, "")


def keep(name: str, text: str) -> None:
    """Keep ``text`` as the note on ``name`` (an empty text removes it).

    :raises OSError: the data folder cannot be written (the caller says so in the window).
    """
    notes = load()
    text = text.strip()[:MAX_NOTE]
    if text:
        notes[name] = text
    else:
        notes.pop(name, None)
    target = path()
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_suffix(".tmp")
    tmp.write_text(json.dumps(notes, indent=2, sort_keys=True, ensure_ascii=False),
                   encoding="utf-8")
    os.replace(tmp, target)

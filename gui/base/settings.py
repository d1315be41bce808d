"""The person's remembered choices (``settings.json`` in Felt's data folder).

One small JSON object of plain values. A missing or unreadable file means "nothing chosen yet";
a value of the wrong type is ignored in favour of the default, so a hand-edited file can never
stop Felt from starting. Writes replace the file in one step, so a crash never leaves half of it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TypeVar

from gui.base import i18n

SETTINGS_FILE = "settings.json"
T = TypeVar("T", bool, int, float, str)


def path() -> Path:
    return i18n.data_dir() / SETTINGS_FILE


def load() -> dict[str, object]:
    try:
        data = json.loads(path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def value(key: str, default: T) -> T:
    """The remembered value of ``key``, or ``default`` if there is none of the same type."""
    found = load().get(key)
    if type(found) is type(default):
        return found
    return default


def remember(key: str, new: bool | int | float | str) -> None:
    """Store one value, keeping the others.

    :raises OSError: the data folder cannot be written (the caller says so in the window).
    """
    data = load()
    data[key] = new
    target = path()
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=2, sort_keys=True), encoding="utf-8")
    os.replace(tmp, target)

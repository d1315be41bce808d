"""The person's remembered choices (``settings.json`` in Felt's one data folder).

One small JSON object of plain values, the only place that reads or writes it. A missing or
unreadable file means "nothing chosen yet"; anything else in it (not JSON, too deep, a pickle
someone put there) counts as no settings, since it is only ever parsed as JSON; a value of the
wrong type is ignored in favour of the default, so a hand-edited file never stops Felt from
starting. Writes replace the file in one step, so a crash never leaves half of it.

Tests: tests/gui/base/test_settings_files.py, tests/gui/base/test_seeing.py,
tests/gui/keys/test_key_settings.py
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import TypeVar

from engine.storage.db import data_dir as storage_data_dir

SETTINGS_FILE = "settings.json"
MAX_BYTES = 1 << 20  # a settings file is a few hundred bytes; a larger one is not Felt's
T = TypeVar("T", bool, int, float, str)


def data_dir() -> Path:
    """Felt's one data folder, the saved games' (``FELT_DATA_DIR`` moves both)."""
    return storage_data_dir()


def path() -> Path:
    return data_dir() / SETTINGS_FILE


def _legacy_path() -> Path | None:
    """Where Felt kept settings before they joined the saved games: a folder ``felt``
    beside ``Felt`` (the same folder on systems that ignore case)."""
    if os.environ.get("FELT_DATA_DIR"):
        return None
    import platformdirs

    return Path(platformdirs.user_data_dir("felt", appauthor=False)) / SETTINGS_FILE


def load() -> dict[str, object]:
    try:
        where = path()
        legacy = _legacy_path()
        if not where.exists() and legacy is not None and legacy.exists():
            where = legacy  # read once from the old place; the next save writes the new one
        data = json.loads(_read_regular(where))
    except (OSError, ValueError, RecursionError, MemoryError):
        return {}  # a folder that cannot be entered, a FIFO, a device: the defaults
    return data if isinstance(data, dict) else {}


def _read_regular(where: Path) -> str:
    """The text of a regular file of at most :data:`MAX_BYTES`; a FIFO, a device or a link
    to one would block or never end, so anything else raises :class:`OSError`."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    handle = os.open(where, flags)  # not blocking: opening a FIFO waits for a writer
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise OSError(f"{where} is not a regular file")
        with os.fdopen(handle, "rb", closefd=False) as f:
            data = f.read(MAX_BYTES + 1)
    finally:
        os.close(handle)
    if len(data) > MAX_BYTES:
        raise OSError(f"{where} is larger than {MAX_BYTES} bytes")
    return data.decode("utf-8")


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

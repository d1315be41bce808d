"""Saved games: sessions that resume exactly, and the hand history (see ``docs/storage.md``).

Qt-free. The window, the command line and the tests all go through :class:`Store`.

The names below are loaded when first asked for, not when the package is: the import worker
processes (:mod:`engine.storage.imported.import_reading`) load a few of its modules and must not pay
for the store, the bots and numpy that ``Store`` brings along.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING
from typing import Any

if TYPE_CHECKING:
    from engine.core.errors import StorageError
    from engine.storage.db import DB_NAME
    from engine.storage.db import SCHEMA_VERSION
    from engine.storage.db import data_dir
    from engine.storage.db import default_path
    from engine.storage.hands import HandData
    from engine.storage.hands import HandRecord
    from engine.storage.hands import SeatResult
    from engine.storage.hands import record_of
    from engine.storage.store import PlayerStats
    from engine.storage.store import SessionSpec
    from engine.storage.store import SessionSummary
    from engine.storage.store import Snapshot
    from engine.storage.store import Store

_HOMES = {
    "StorageError": "engine.core.errors",
    "DB_NAME": "engine.storage.db", "SCHEMA_VERSION": "engine.storage.db",
    "data_dir": "engine.storage.db", "default_path": "engine.storage.db",
    "HandData": "engine.storage.hands", "HandRecord": "engine.storage.hands",
    "SeatResult": "engine.storage.hands", "record_of": "engine.storage.hands",
    "PlayerStats": "engine.storage.store", "SessionSpec": "engine.storage.store",
    "SessionSummary": "engine.storage.store", "Snapshot": "engine.storage.store",
    "Store": "engine.storage.store",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value


__all__ = [
    "DB_NAME",
    "SCHEMA_VERSION",
    "HandData",
    "HandRecord",
    "PlayerStats",
    "SeatResult",
    "SessionSpec",
    "SessionSummary",
    "Snapshot",
    "StorageError",
    "Store",
    "data_dir",
    "default_path",
    "record_of",
]

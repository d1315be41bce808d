"""Saved games: sessions that resume exactly, and the hand history (see ``docs/storage.md``).

Qt-free. The window, the command line and the tests all go through :class:`Store`.
"""

from engine.core.errors import StorageError
from engine.storage.db import DB_NAME, SCHEMA_VERSION, data_dir, default_path
from engine.storage.hands import HandData, HandRecord, SeatResult, record_of
from engine.storage.store import PlayerStats, SessionSpec, SessionSummary, Snapshot, Store

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

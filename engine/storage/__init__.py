"""Saved games: sessions that resume exactly, and the hand history (see ``docs/storage.md``).

Qt-free. The window, the command line and the tests all go through :class:`Store`.
"""

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

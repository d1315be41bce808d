"""Where the evaluator keeps its files on disk: the folder and the tables' format version.

A module of its own, without NumPy or the evaluator: :mod:`engine.evaluation.tables` (which
needs NumPy) and :mod:`engine.evaluation.lookup_file` (which must not) both ask it.

Tests: tests/engine/evaluation/test_lookup_file.py,
tests/engine/storage/imported/test_import_reading.py
"""

from __future__ import annotations

import os
from pathlib import Path

FORMAT_VERSION = 1
"""The tables' format: a change gives the cache files new names."""
CACHE_ENV = "FELT_CACHE_DIR"
"""An environment variable naming the cache folder (tests and benches set it)."""


def cache_dir() -> Path:
    """Where tables are cached: ``$FELT_CACHE_DIR`` or the platform's user cache directory."""
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    import platformdirs  # only when a cache is needed: keeps importing the evaluator fast

    return Path(platformdirs.user_cache_dir("felt", appauthor=False))


__all__ = ["CACHE_ENV", "FORMAT_VERSION", "cache_dir"]

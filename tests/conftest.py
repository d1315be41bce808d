"""Suite-wide settings: tests never write to the person's real cache or data folders."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

import pytest

# Set before any engine module looks at it (the evaluator's table cache, storage later).
_SCRATCH = tempfile.mkdtemp(prefix="felt-tests-")
os.environ.setdefault("FELT_CACHE_DIR", os.path.join(_SCRATCH, "cache"))
os.environ.setdefault("FELT_DATA_DIR", os.path.join(_SCRATCH, "data"))


@pytest.fixture(scope="session", autouse=True)
def _scratch_dirs() -> Iterator[str]:
    yield _SCRATCH

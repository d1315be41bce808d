"""Suite-wide settings: tests never write to the person's real cache or data folders."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.core.processes import end_every_pool
from engine.evaluation.tables import CACHE_ENV
from engine.storage.store import Store

# Set before any test asks for a folder (the evaluator's table cache, storage, settings): all
# read the environment when asked, not when imported. Each xdist worker gets folders of its
# own: a worker inherits the environment of the run that started it, and two workers sharing
# one settings file would change each other's choices (auto-muck, speed) mid-test.
_WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
_SCRATCH = tempfile.mkdtemp(prefix=f"felt-tests-{_WORKER}-" if _WORKER else "felt-tests-")
_INHERITED = os.environ.get("FELT_TESTS_SCRATCH")
for _name, _sub in (("FELT_CACHE_DIR", "cache"), ("FELT_DATA_DIR", "data")):
    if _name not in os.environ or (
            _INHERITED and os.environ[_name] == os.path.join(_INHERITED, _sub)):
        os.environ[_name] = os.path.join(_SCRATCH, _sub)  # ours, not a folder the person chose
os.environ["FELT_TESTS_SCRATCH"] = _SCRATCH


@pytest.fixture(scope="session", autouse=True)
def _scratch_dirs() -> Iterator[str]:
    yield _SCRATCH


@pytest.fixture(autouse=True)
def _pools_end_with_their_test() -> Iterator[None]:
    """A worker pool a test made (a solver view, a drill) ends with the test, as it ends with
    Felt: its management threads must not be counted by a later test's thread check."""
    yield
    end_every_pool()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """An empty saved-games database in a fresh folder, closed after the test."""
    opened = Store.open(tmp_path / "felt.db")
    yield opened
    opened.close()


@pytest.fixture(scope="module")
def fresh_table_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The evaluator's tables built or cached in a folder of this module's own (a test of the
    cache itself must not find another module's tables)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(CACHE_ENV, str(tmp_path_factory.mktemp("felt-cache")))
        yield

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


#: The test files that take longest (seconds each on this 2-core machine, measured December
#: 2026), handed to the two workers first. xdist gives each file to one worker (--dist
#: loadfile, collection order kept: --no-loadscope-reorder); its own order (most tests first)
#: left the one-test files of half a minute for last, and one worker idle for a quarter of a
#: minute at the end. A file missing here only runs in its usual place.
LONGEST_FIRST = (
    "tests/engine/bots/test_bots.py",  # 38
    "tests/bench/test_bench_smoke.py",  # 32
    "tests/gui/access/test_atspi_bridge.py",  # 23
    "tests/gui/teaching/lessons/test_lesson_size.py",  # 22
    "tests/engine/storage/test_storage_kill.py",  # 18
    "tests/engine/play/test_bot_host.py",  # 17
    "tests/engine/evaluation/test_evaluator.py",  # 16
    "tests/gui/test_watch.py",  # 16
    "tests/engine/bots/test_gauntlet.py",  # 15
    "tests/engine/teaching/drills/test_drills.py",  # 15
    "tests/engine/rules/test_pokerkit_differential.py",  # 15
    "tests/gui/tournament/test_tournament_play.py",  # 14
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The files of :data:`LONGEST_FIRST` first, in its order; every file's tests together."""
    root = Path(__file__).resolve().parent.parent
    rank = {name: place for place, name in enumerate(LONGEST_FIRST)}

    def place(item: pytest.Item) -> int:
        path = Path(item.path).resolve()
        inside = path.is_relative_to(root)
        return rank.get(path.relative_to(root).as_posix() if inside else "", len(rank))

    items.sort(key=place)  # stable: the rest keep their order

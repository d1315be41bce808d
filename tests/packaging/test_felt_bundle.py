"""The PyInstaller bundle (``python3 run.py bundle``) runs with nothing of Python's around it:
it watches three hands offscreen, keeps its data in the platform's data folder and nothing in
itself, and its child processes work frozen: the bot process (driven here by the checkout's
own BotHost against the frozen child) and the import's worker pool.

Slow: building takes a minute or more and about 220 MB."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.play.bot_host import BotHost
from engine.play.bot_host import HostedPlayer
from engine.play.session import GameSession
from engine.play.session import LoggedAction
from engine.rules.table import TableConfig
from engine.storage.imported.import_pool import MIN_BYTES

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]
HANDS = ROOT / "tests" / "data" / "hands" / "stars_mixed.txt"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The built bundle's executable."""
    pytest.importorskip("PyInstaller", reason="pip install -e '.[bundle]' (PyInstaller)")
    work = tmp_path_factory.mktemp("bundle")
    done = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level",
                           "WARN", "--distpath", str(work / "dist"), "--workpath",
                           str(work / "build"), str(ROOT / "packaging" / "felt.spec")],
                          cwd=ROOT, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stderr[-3000:]
    folder = work / "dist" / "felt"
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"bundle {folder}: {size / 1e6:.0f} MB")
    yield folder / "felt"


def _bare_env(home: Path) -> dict[str, str]:
    """No Python of ours to lean on: no PYTHONPATH, a Python home that does not exist, a
    PATH of system folders only; home and data folders of the test's own."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PYTHON", "FELT_", "VIRTUAL_ENV", "XDG_"))}
    env.update(PATH="/usr/bin:/bin", PYTHONHOME=str(home / "no-python"), HOME=str(home),
               XDG_DATA_HOME=str(home / "share"), XDG_CACHE_HOME=str(home / "cache"),
               XDG_CONFIG_HOME=str(home / "config"), QT_QPA_PLATFORM="offscreen")
    return env


def _files(folder: Path) -> set[Path]:
    return {p for p in folder.rglob("*") if p.is_file()}


def test_the_bundle_watches_three_hands_and_keeps_data_outside(bundle: Path,
                                                               tmp_path: Path) -> None:
    before = _files(bundle.parent)
    env = _bare_env(tmp_path)
    version = subprocess.run([str(bundle), "--version"], env=env, cwd=tmp_path,
                             capture_output=True, text=True, timeout=120)
    assert version.returncode == 0 and version.stdout.startswith("felt 0"), version
    watched = subprocess.run([str(bundle), "--watch", "--players", "3", "--hands", "3",
                              "--speed", "instant"], env=env, cwd=tmp_path,
                             capture_output=True, text=True, timeout=300)
    assert watched.returncode == 0, watched.stderr[-3000:]
    assert "watched 3 hands" in watched.stdout
    assert "Cannot open" not in watched.stderr
    assert list((tmp_path / "share").rglob("felt.db")), "the game was saved in the data home"
    assert _files(bundle.parent) == before, "nothing is written inside the bundle"


def _play(session: GameSession, hands: int) -> list[LoggedAction]:
    while session.table.hand_number < hands or not session.wrapped:
        if not session.step():
            break
    return [e for e in session.log if isinstance(e, LoggedAction)]


def test_the_frozen_bot_process_plays_as_local_players_do(
        bundle: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    names: list[str | None] = ["P0", "P1", "P2"]
    bots = {0: "call", 1: "expert", 2: "solid"}
    local = _play(GameSession(TableConfig(), names, bots=bots, seed=5), 3)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(bundle))  # ChildProcess starts the bundle
    with BotHost() as host:
        session = GameSession(TableConfig(), names, bots=bots, seed=5, bot_factory=host.factory)
        assert all(isinstance(p, HostedPlayer) for p in session.bots.values())
        hosted = _play(session, 3)
    assert hosted == local and len(local) > 5


def test_the_frozen_import_uses_its_worker_processes(bundle: Path, tmp_path: Path) -> None:
    big = tmp_path / "many_hands.txt"
    text = HANDS.read_text(encoding="utf-8")
    copies = MIN_BYTES // len(text.encode("utf-8")) + 1  # large enough for the workers
    big.write_text("\n\n".join([text] * copies), encoding="utf-8")
    done = subprocess.run([str(bundle), "import", str(big)], env=_bare_env(tmp_path),
                          cwd=tmp_path, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "imported " in done.stdout, done.stdout[-2000:]

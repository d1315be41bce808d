"""``felt --watch``: computer players only, offscreen, at instant speed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_watch_plays_fifty_hands_cleanly_with_chips_matching_the_engine() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-W", "error", "-X", "dev", "-m", "gui", "--watch", "--players",
         "7", "--hands", "50", "--seed", "11", "--speed", "instant"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    # The window compares the chips it shows with the engine's count after every step and
    # exits non-zero on any difference, exception or Qt warning.
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert "watched 50 hands" in result.stdout


def test_engine_never_imports_qt() -> None:
    code = ("import sys, engine.play.session, engine.rules.hand, engine.rules.table, "
            "engine.rules.view, "
            "engine.play.players; assert not [m for m in sys.modules if m.startswith(('PySide6', "
            "'gui'))], 'engine imported Qt'")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, timeout=60)


_NO_QT = ("import sys\nfrom gui.cli import main\n{body}\n"
          "loaded = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
          "assert not loaded, loaded\n")


def test_felt_help_lists_export_and_imports_no_qt() -> None:
    body = "try:\n    main(['--help'])\nexcept SystemExit as end:\n    assert end.code == 0"
    done = subprocess.run([sys.executable, "-c", _NO_QT.format(body=body)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert "export" in done.stdout and "--watch" in done.stdout


def test_felt_export_runs_without_importing_qt(tmp_path: Path) -> None:
    from engine.rules.table import TableConfig
    from engine.storage import Store
    from engine.storage.recorder import record_new

    with Store.open(tmp_path / "felt.db") as store:
        session = record_new(store, TableConfig(), ["A", "B"], None, {0: "call", 1: "call"}, 5)
        while not (session.wrapped and session.table.hand_number >= 2):
            session.step()
    out = tmp_path / "hands.phhs"
    body = (f"assert main(['export', '--db', {str(tmp_path / 'felt.db')!r}, '--format', "
            f"'phh', {str(out)!r}]) == 0")
    done = subprocess.run([sys.executable, "-c", _NO_QT.format(body=body)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert "wrote 2 hands" in done.stdout and out.read_text("utf-8").count("[session1_hand") == 2

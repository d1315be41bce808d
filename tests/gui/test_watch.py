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

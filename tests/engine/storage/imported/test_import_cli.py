"""``felt import`` runs from the Qt-free launcher: no window, no display, no Qt loaded."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
STARS = ROOT / "tests" / "data" / "hands" / "stars_mixed.txt"

_NO_QT = ("import sys\nfrom gui.cli import main\n{body}\n"
          "loaded = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
          "assert not loaded, loaded\n")


def test_felt_import_runs_without_importing_qt(tmp_path: Path) -> None:
    db = tmp_path / "felt.db"
    body = f"assert main(['import', '--db', {str(db)!r}, {str(STARS)!r}]) == 0"
    done = subprocess.run([sys.executable, "-c", _NO_QT.format(body=body)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("imported 6 hands, 0 already there, 1 skipped")
    assert "[1/1]" in done.stderr


def test_felt_help_lists_import() -> None:
    body = "try:\n    main(['--help'])\nexcept SystemExit as end:\n    assert end.code == 0"
    done = subprocess.run([sys.executable, "-c", _NO_QT.format(body=body)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert "import" in done.stdout and "hand histories" in done.stdout

"""``felt --watch`` and saving faults: a full disk ends with a sentence and exit status 1; a
damaged log is continued after its last good hand, with a sentence (the probe's cases)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from engine.storage.store import Store

ROOT = Path(__file__).resolve().parents[2]

_FULL_DISK = """
import sys
from engine.core.errors import StorageError
from engine.storage.store import Store
real = Store.append
def append(self, session_id, first_seq, entries, hands=(), *args, **kwargs):
    if any(h.hand_number > 3 for h in hands) or getattr(self, "full", False):
        self.full = True  # and it stays full
        raise StorageError("disk_full", "database or disk is full")
    return real(self, session_id, first_seq, entries, hands, *args, **kwargs)
Store.append = append
from gui.cli import main
sys.exit(main(sys.argv[1:]))
"""


def _felt(data: Path, *words: str, code: str | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               FELT_DATA_DIR=str(data))
    command = [sys.executable, "-c", code, *words] if code else [sys.executable, "-m", "gui",
                                                                 *words]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=240, check=False)


def test_a_disk_that_stays_full_is_told_and_the_exit_status_is_1(tmp_path: Path) -> None:
    done = _felt(tmp_path, "--watch", "--hands", "8", "--seed", "7", "--speed", "instant",
                 code=_FULL_DISK)
    assert done.returncode == 1, done.stderr
    assert "The last hands watched were not saved." in done.stderr
    assert "watched 8 hands" in done.stdout
    with Store.open(tmp_path / "felt.db", read_only=True) as store:
        assert len(store.hands()) == 3


def test_a_damaged_log_is_continued_after_its_last_good_hand(tmp_path: Path) -> None:
    first = _felt(tmp_path, "--watch", "--hands", "10", "--seed", "7", "--speed", "instant")
    assert first.returncode == 0, first.stderr
    with Store.open(tmp_path / "felt.db") as store, store.writing() as db:
        seq = db.execute("SELECT min(seq) FROM log WHERE entry LIKE '%\"hand\": 6%'"
                         ).fetchone()[0]
        db.execute("UPDATE log SET entry = replace(entry, '\"hand\": 6', '\"ha.d\": 6') "
                   "WHERE seq = ?", (seq,))
    again = _felt(tmp_path, "--continue", "--watch", "--hands", "12", "--speed", "instant")
    assert again.returncode == 0, again.stderr
    assert "Traceback" not in again.stderr
    assert "it goes on after hand 5" in again.stderr
    assert "watched 7 hands" in again.stdout  # hands 6 to 12, played again
    with Store.open(tmp_path / "felt.db", read_only=True) as store:
        assert [h.hand_number for h in store.hands()] == list(range(1, 13))
        assert store.query("SELECT count(*) FROM set_aside WHERE kind = 'hand'")[0][0] == 5

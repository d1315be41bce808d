"""Screenshots of imported hands in their own money: replayer, history and statistics.

``QT_QPA_PLATFORM=offscreen python docs/screenshots/make_imports_screenshots.py [OUT_DIR]``
imports the test files ``tests/data/stakes/stars_stakes.txt`` (dollars at two stakes, euros)
and ``tests/data/hands/stars_mixed.txt`` into a scratch database, marks Ann as the person and
saves, in English and German, the replayer on the euro hand's river bet and the statistics of the
imported hands at 1280x720 and 2560x1440, and the history list, in ``OUT_DIR`` (default:
``docs/screenshots/imports``).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("FELT_DATA_DIR", tempfile.mkdtemp(prefix="felt-shots-"))

from PySide6.QtWidgets import QApplication  # noqa: E402

from engine.storage.imported.imports import import_files  # noqa: E402
from engine.storage.store import IMPORTED  # noqa: E402
from engine.storage.store import Store  # noqa: E402
from gui.base import i18n  # noqa: E402
from gui.history.history_panel import HistoryPanel  # noqa: E402
from gui.history.stats_view import StatsView  # noqa: E402

FILES = (ROOT / "tests" / "data" / "stakes" / "stars_stakes.txt",
         ROOT / "tests" / "data" / "hands" / "stars_mixed.txt")
SIZES = ((1280, 720), (2560, 1440))
EURO_HAND = "300000000003"  # €0.50/€1, Ann's jacks against Bob's kings on the river


def shoot(app: QApplication, store: Store, out: Path, language: str) -> None:
    i18n.apply(language, app)
    panel = HistoryPanel(store)
    panel.show_session(IMPORTED)
    panel.resize(1280, 520)
    panel.show()
    app.processEvents()
    panel.grab().save(str(out / f"history_{language}.png"))

    row = next(r for r in range(panel.proxy.rowCount())
               if (o := panel._record(r).origin) is not None and o.hand_id == EURO_HAND)
    replayer = panel.replay(row)
    assert replayer is not None
    # The river bet in front of Bob, not yet called: the first river step the pot grows.
    river = [(k, s.pot) for k, s in enumerate(replayer.steps) if s.street == 3]
    bet = next(k for k, pot in river if pot > river[0][1])
    for width, height in SIZES:
        replayer.resize(width, height)
        app.processEvents()
        replayer.go_to(0)
        replayer.go_to(bet)
        app.processEvents()
        replayer.grab().save(str(out / f"replayer_{language}_{width}x{height}.png"))
    replayer.close()

    stats = StatsView(store, IMPORTED)
    for width, height in SIZES:
        stats.resize(width, height // 2)
        stats.show()
        app.processEvents()
        stats.grab().save(str(out / f"statistics_{language}_{width}x{height // 2}.png"))
    stats.close()
    panel.close()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / "imports"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([])
    store = Store.open(Path(os.environ["FELT_DATA_DIR"]) / "shots.db")
    import_files(store, list(FILES))
    store.set_me_names(["Ann"])
    for language in ("en", "de"):
        shoot(app, store, out, language)
    store.close()


if __name__ == "__main__":
    main()

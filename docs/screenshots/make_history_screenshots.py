"""Screenshots of the saved-games windows: hand history, replayer, sessions list, statistics.

``QT_QPA_PLATFORM=offscreen python docs/screenshots/make_history_screenshots.py [OUT_DIR]``
plays three short seeded sessions into a scratch database (the person checks when it can,
calls up to two big blinds, and folds pre-flop every third hand) and saves ``history.png``,
``replayer.png``, ``sessions.png`` and ``statistics.png`` in ``OUT_DIR`` (default: this
folder).
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

from engine.play.session import GameSession  # noqa: E402
from engine.play.session import HandWrapped  # noqa: E402
from engine.rules.actions import Action  # noqa: E402
from engine.storage.recorder import record_new  # noqa: E402
from engine.storage.store import Store  # noqa: E402
from gui.base import i18n  # noqa: E402
from gui.base.game_setup import GameSetup  # noqa: E402
from gui.history.history_panel import HistoryPanel  # noqa: E402
from gui.history.sessions_dialog import SessionsDialog  # noqa: E402
from gui.history.stats_view import StatsView  # noqa: E402


def _person(session: GameSession) -> Action:
    hand = session.hand
    legal = session.person_legal()
    assert hand is not None and legal is not None
    if legal.can_check:
        return Action.check()
    cheap = (legal.call_amount or 0) <= 2 * 20 and hand.hand_number % 3 != 0
    return Action.call() if cheap else Action.fold()


def play(store: Store, name: str, players: int, hands: int, seed: int) -> None:
    setup = GameSetup(players=players, opponents="mixed", seed=seed)
    names = setup.names()
    session = record_new(store, setup.table_config(), [names[s] for s in range(players)], 0,
                         setup.bots(), seed, name)
    wrapped = 0
    while wrapped < hands and not session.over:
        events = session.act(_person(session)) if session.waiting_for_person else session.step()
        wrapped += sum(isinstance(e, HandWrapped) for e in events)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([])
    i18n.apply("en", app)  # English plurals ("30 hands") from i18n/felt_en.qm when built
    store = Store.open(Path(os.environ["FELT_DATA_DIR"]) / "shots.db")
    play(store, "Tuesday practice", 3, 8, seed=21)
    play(store, "Six-handed evening", 6, 12, seed=22)
    play(store, "Friday tournament", 9, 10, seed=23)

    panel = HistoryPanel(store)
    panel.resize(1100, 520)
    panel.show()
    app.processEvents()
    panel.grab().save(str(out / "history.png"))

    row = next(r for r in range(panel.proxy.rowCount())
               if panel._record(r).category is not None and len(panel._record(r).players) == 6)
    replayer = panel.replay(row)
    assert replayer is not None
    replayer.resize(1280, 800)
    app.processEvents()
    flop = next(k for k, s in enumerate(replayer.steps) if s.street == 2) + 1
    replayer.go_to(flop)
    app.processEvents()
    replayer.grab().save(str(out / "replayer.png"))

    dialog = SessionsDialog(store)
    dialog.show()
    app.processEvents()
    dialog.grab().save(str(out / "sessions.png"))

    stats = StatsView(store)
    stats.show()
    app.processEvents()
    stats.grab().save(str(out / "statistics.png"))
    store.close()


if __name__ == "__main__":
    main()

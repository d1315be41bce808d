"""Screenshots of the replayer with equities, the equity-by-street chart and a "Why?".

``QT_QPA_PLATFORM=offscreen python docs/screenshots/make_replayer_screenshots.py [OUT_DIR]``
plays a seeded four-handed session against the mixed computer players into a scratch
database (the person calls small bets), opens a hand that went to the river in the replayer,
steps to a computer player's decision on the turn, presses Why? and Show the numbers, and
saves ``replayer_{en,de}_{1280x720,1920x1080}.png`` in ``OUT_DIR`` (default:
docs/screenshots/coach). It prints how long the equities took in the replay thread.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
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
from gui.history.replay_insights import ReplayInsights  # noqa: E402
from gui.history.replay_insights import decision_steps  # noqa: E402

SIZES = ((1280, 720), (1920, 1080))


def _person(session: GameSession) -> Action:
    legal = session.person_legal()
    assert legal is not None
    if legal.can_check:
        return Action.check()
    return Action.call() if (legal.call_amount or 0) <= 200 else Action.fold()


def play(store: Store, hands: int, seed: int) -> None:
    setup = GameSetup(players=4, opponents="mixed", seed=seed)
    names = setup.names()
    session = record_new(store, setup.table_config(), [names[s] for s in range(4)], 0,
                         setup.bots(), seed, "Replayer")
    wrapped = 0
    while wrapped < hands and not session.over:
        events = session.act(_person(session)) if session.waiting_for_person else session.step()
        wrapped += sum(isinstance(e, HandWrapped) for e in events)


def wait(app: QApplication, ready: object, limit: float = 30.0) -> None:
    end = time.monotonic() + limit
    while not ready() and time.monotonic() < end:  # type: ignore[operator]
        app.processEvents()
        time.sleep(0.01)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / "coach"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication([])
    store = Store.open(Path(os.environ["FELT_DATA_DIR"]) / "shots.db")
    play(store, 12, seed=31)
    panel = HistoryPanel(store)
    records = [panel._record(r) for r in range(panel.proxy.rowCount())]
    row = next(r for r, rec in enumerate(records)
               if len(rec.board) == 5 and sum(p.showdown for p in rec.players) >= 2
               and rec.person is not None and rec.person.showdown)
    replayer = panel.replay(row)
    assert replayer is not None
    insights = replayer.findChild(ReplayInsights)
    assert insights is not None
    turn = [k for k in decision_steps(insights) if replayer.steps[k].street == 2]
    replayer.go_to((turn or decision_steps(insights))[-1])
    insights.why_button.setChecked(True)
    insights.numbers_button.setChecked(True)
    for language in ("en", "de"):
        i18n.apply(language, app)
        for width, height in SIZES:
            replayer.resize(width, height)
            wait(app, lambda: insights.thoughts is not None and "…" not in
                 insights.equity_rows.text() and len(insights.chart.lines) > 0)
            wait(app, lambda: len(insights.results) >= 5, 10.0)
            app.processEvents()
            replayer.grab().save(str(out / f"replayer_{language}_{width}x{height}.png"))
    timings = sorted(insights.timings)
    if timings:
        print(f"equities computed off the GUI thread: {len(timings)} jobs, "
              f"median {timings[len(timings) // 2] * 1000:.0f} ms, "
              f"max {timings[-1] * 1000:.0f} ms")
    replayer.close()
    store.close()


if __name__ == "__main__":
    main()

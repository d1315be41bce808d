"""Opening an imported hand in the replayer from the history, as a person does (select its
row, Replay), and stepping it to the end, for the replayer's tests of imported hands."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import shiboken6

from engine.storage.store import IMPORTED
from engine.storage.store import Store
from gui.history.history_panel import HistoryPanel
from gui.history.replayer import ReplayerWindow
from gui.window.main_window import MainWindow


@contextmanager
def imported_history(window: MainWindow, store: Store) -> Iterator[HistoryPanel]:
    """The window's hand history showing the imported hands of ``store`` (given to the
    window); afterwards its replayers, the history and the store are closed."""
    window.store = store
    shown = window.history_menus.show_history()
    assert isinstance(shown, HistoryPanel)
    shown.show_session(IMPORTED)
    try:
        yield shown
    finally:
        for replayer in list(shown.replayers):
            if shiboken6.isValid(replayer):
                replayer.close()
        shown.close()
        store.close()


def replay_imported(panel: HistoryPanel, hand_id: str) -> ReplayerWindow:
    """The replayer of the imported hand the site numbered ``hand_id``."""
    row = next(k for k, r in enumerate(panel.shown_records())
               if r.origin is not None and r.origin.hand_id == hand_id)
    panel.table.selectRow(row)
    replayer = panel.replay()
    assert isinstance(replayer, ReplayerWindow)
    return replayer


def told_to_the_end(replayer: ReplayerWindow) -> str:
    """Every caption from the shown step to the last, one a line (the replayer is left at
    the last step)."""
    told = [replayer.caption.text()]
    while replayer.step < len(replayer.steps) - 1:
        replayer.forward()
        told.append(replayer.caption.text())
    return "\n".join(told)

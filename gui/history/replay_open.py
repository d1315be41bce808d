"""A stored hand opened in the replayer with the insights panel beside it.

One way for every list that opens a hand (the history's, the blunders of "Your play"): the
events, the names, an imported hand's title, money, hidden cards and rake, then the
:class:`~gui.history.replayer.ReplayerWindow` and its
:class:`~gui.history.replay_insights.ReplayInsights`.

Tests: tests/gui/history/test_history_panel.py, tests/gui/history/test_history_people.py,
tests/gui/history/test_history_scale.py
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from engine.storage.hands import HandRecord
from engine.storage.imported.import_export import rake_by_seat
from engine.storage.jackpot_split import jackpot_by_seat
from engine.storage.store import Store
from gui.base import texts
from gui.base.amounts import amount_format
from gui.base.card_theme import CardTheme
from gui.history.origin_words import origin_title
from gui.history.replay_insights import ReplayInsights
from gui.history.replayer import ReplayerWindow
from gui.history.replayer import ReplayHand
from gui.history.replayer import hand_events


def replay_hand(record: HandRecord, title: str = "") -> ReplayHand:
    """The hand ``record`` as the replayer shows it (``title``: its session's name).

    :raises FeltError: the stored hand does not replay.
    """
    events = hand_events(record.events())
    names = texts.seat_names(record.players)
    number = ""
    hidden: frozenset[int] = frozenset()
    rake: dict[int, int] = {}
    jackpot: dict[int, int] = {}
    dead: dict[int, int] = {}
    if record.origin is not None:  # site, table, stakes, date; amounts in its money
        title = origin_title(record)
        number = record.origin.hand_id or ""
        options, seats = record.data.options, record.data.seats
        if options is not None:  # cards the file never showed, drawn face down
            hidden = frozenset(seats[p] for p in options.unknown if p < len(seats))
            dead = {seats[p]: x for p, x in enumerate(options.dead) if x and p < len(seats)}
        rake = rake_by_seat(record, record.data.rebuild())  # as the file took it
        jackpot = jackpot_by_seat(record.origin.jackpot, rake)
    return ReplayHand(events, names, record.person_seat, title, amount_format(record),
                      number, hidden, rake, jackpot, dead)


def open_replayer(record: HandRecord, store: Store | None, theme: CardTheme | None,
                  title: str = "", parent: QWidget | None = None,
                  ) -> tuple[ReplayerWindow, ReplayInsights]:
    """A replayer window (not shown yet) of ``record`` with its insights panel.

    :param parent: the window it is opened from (the hand history): the replayer is a
        window of its own that stays above it, as a dialog does, and goes with it.

    :raises FeltError: the stored hand does not replay.
    """
    window = ReplayerWindow(replay_hand(record, title), theme, parent)
    return window, ReplayInsights(window, record, store)

"""After continuing a session, the hand log starts with where the game stood: the last few
hands told again, and how many more there are and where to read them (the hand history).

The stored hands replay to their events (:meth:`~engine.storage.hands.HandRecord.events`), which
a scratch table model feeds to the log exactly as the live table does, so the earlier lines read
like the rest of the log and follow a language change.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from engine.core.errors import StorageError
from engine.play.table_model import TableModel
from engine.storage import Store
from gui.table.hand_log import SEPARATOR
from gui.table.hand_log import HandLog

TOLD_AGAIN = 3  # the most recent hands the log tells again after continuing


class EarlierHands(QObject):
    """The log's words about the hands before continuing (a plural: ``self.tr``)."""

    def line(self, hands: int) -> str:
        #: the hand log after continuing a saved session; %n hands played before today's
        return self.tr("Session continued after %n hand(s). The hand history (View > Hand "
                       "history, Ctrl+H) has every one of them.", "", hands)


def tell_earlier_hands(log: HandLog, store: Store, session_id: int) -> int:
    """Tell the last :data:`TOLD_AGAIN` hands of ``session_id`` and the line about the rest.

    :return: how many hands the session had played (0: a new session, nothing is said).
    """
    try:
        played = store.summary(session_id).hands_played
        first = max(1, played - TOLD_AGAIN + 1)
        hands = [store.hand(session_id, n).events() for n in range(first, played + 1)]
    except StorageError:
        return 0  # the history is unreadable: the continued game itself says what is wrong
    if not played:
        return 0
    scratch = TableModel()
    scratch.subscribe(log)
    for events in hands:
        scratch.apply_all(events)
    if hands:
        log.add(SEPARATOR)
    log.add(lambda: EarlierHands().line(played))
    return played

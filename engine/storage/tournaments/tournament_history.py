"""The hands of the person's tournament table in the hand history, like any game's hands.

A tournament is continued from its own save (:mod:`engine.storage.tournaments.tournament_saves`),
not by
replaying a session log, so its history session holds hands only: one session per stretch of
play, named after the tournament ("Sit & go, 9 players"), stored as finished so that it is
never offered as a session to continue. Each hand is written after its round, from the
thread that plays, with the hand's own configuration, so it replays like any other.
"""

from __future__ import annotations

import time

from engine.core.errors import StorageError
from engine.play.tournament_session import TournamentSession
from engine.rules.table import MAX_SEATS
from engine.storage.hands import record_of
from engine.storage.store import SessionSpec
from engine.storage.store import Store

__all__ = ["TournamentHistory"]


class TournamentHistory:
    """Writes each finished hand of ``session`` to ``store`` under the session ``name``.

    :raises StorageError: the history session could not be created.
    """

    def __init__(self, store: Store, session: TournamentSession, name: str) -> None:
        self.store = store
        table = session.table
        names = tuple(table.seats[s].name if s in table.seats else None
                      for s in range(MAX_SEATS))
        spec = SessionSpec(table.config, names, session.person_seat, dict(session.bot_kinds),
                           session.tournament.seed, name, {"tournament": True})
        self.session_id = store.create_session(spec)
        self._person_played = session.person_seat is not None
        self._recorded = -1

    def record(self, session: TournamentSession) -> None:
        """The hand just wrapped (once); a saving problem skips it and play goes on."""
        hand = session.table.hand
        if hand is None or not hand.finished or hand.hand_number == self._recorded:
            return
        names = {s: st.name for s, st in session.table.seats.items()}
        person = 0 if self._person_played else None
        self._person_played = session.person_seat is not None
        self._recorded = hand.hand_number
        record = record_of(hand, names, person, self.session_id, time.time())
        summary = {"finished": True, "hands_played": hand.hand_number}
        try:
            self.store.append(self.session_id, 0, [], [record], summary)
        except StorageError:
            return

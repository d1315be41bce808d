""""Play on from here": what the replayer hands the window to start a practice hand.

The stored hand becomes a :class:`~engine.teaching.practice.practice_spot.SpotHand` (seats turned
so that
the person sits where the window seats them, seat 0). The computer players are the session's
own kinds; seats of other people (hot-seat) and every opponent of an imported hand get
:data:`STAND_IN`. The window plays it unsaved (:mod:`gui.activities.practice_start`).

Tests: tests/gui/activities/test_new_game_seeds.py
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Mapping
from dataclasses import dataclass

from engine.core.errors import FeltError
from engine.play.session import PERSON
from engine.storage.hands import HandRecord
from engine.storage.spots import rotated
from engine.storage.spots import spot_of
from engine.storage.store import Store
from engine.teaching.practice.practice_spot import PracticeError
from engine.teaching.practice.practice_spot import SpotHand
from engine.teaching.practice.practice_spot import check_spot
from gui.base import texts

# The computer player that takes a seat whose own kind is not a computer player's.
STAND_IN = "solid"


@dataclass(frozen=True, slots=True)
class PracticeRequest:
    """A practice hand to start: the spot (the person at seat 0), how far into it, the names
    and kinds of players by seat, and where it came from (``hand_number``, ``title``)."""

    spot: SpotHand
    actions_done: int
    board_shown: int
    names: Mapping[int, str]
    bots: Mapping[int, str]
    hand_number: int
    title: str
    seed: int


class PlayOn:
    """The practice spots of one stored hand, for any of its steps."""

    def __init__(self, record: HandRecord | None, store: Store | None, title: str = "") -> None:
        self.record = record
        self.store = store
        self.title = title
        self._spot: SpotHand | None = None
        self._kinds: dict[int, str] | None = None
        self._error: str | None = None if record is not None else "no_record"
        if record is not None:
            try:
                self._spot = spot_of(record)
            except FeltError:
                self._error = "bad_spot"

    def kinds(self) -> dict[int, str]:
        """The kind of player the session seated at each seat (empty for imported hands)."""
        if self._kinds is None:
            self._kinds = {}
            record = self.record
            if record is not None and not record.imported and self.store is not None:
                with contextlib.suppress(FeltError):  # a damaged row: stand-ins everywhere
                    self._kinds = dict(self.store.spec(record.session_id).bots)
        return self._kinds

    def refusal(self, actions_done: int) -> str | None:
        """Why the person cannot play on after ``actions_done`` decisions (a code), or ``None``."""
        if self._spot is None or self.record is None:
            return self._error
        try:
            check_spot(self._spot, actions_done, self.record.person_seat)
        except PracticeError as error:
            return error.code
        return None

    def request(self, actions_done: int, board_shown: int) -> PracticeRequest:
        """The practice hand after ``actions_done`` decisions with ``board_shown`` board cards.

        :raises PracticeError: see :meth:`refusal`.
        """
        record, spot = self.record, self._spot
        if record is None or spot is None:
            raise PracticeError(self._error or "bad_spot", "this hand cannot be played on")
        check_spot(spot, actions_done, record.person_seat)
        person = record.person_seat
        assert person is not None
        turned, moved = rotated(spot, person)
        kinds = self.kinds()
        names = {moved[seat]: name for seat, name in texts.seat_names(record.players).items()
                 if seat in moved}
        bots = {moved[s]: (kinds.get(s, STAND_IN) if kinds.get(s, STAND_IN) != PERSON
                           else STAND_IN)
                for s in spot.seats if s != person}
        seed = secrets.randbits(64)  # any 64-bit seed reaches the coach (gui/base/background)
        return PracticeRequest(turned, actions_done, board_shown, names, bots,
                               record.hand_number, self.title, seed)

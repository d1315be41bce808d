"""Sessions of computer players saved as the window saves a session, for grading tests and
the grading bench (every seat a bot, nobody marked as the person)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.play.session import HandWrapped
from engine.rules.config import HandConfig
from engine.rules.table import GameMode
from engine.rules.table import TableConfig
from engine.storage.recorder import record_new
from engine.storage.store import Store


def play_bots_into(store: Store, kinds: Sequence[str], hands: int, seed: int,
                   name: str = "bots") -> int:
    """A cash session of ``hands`` hands between the bots ``kinds`` (one per seat, blinds
    5/10, 100 big blinds with rebuys), stored under ``name``; returns its session id."""
    config = TableConfig(HandConfig(small_blind=5, big_blind=10), mode=GameMode.CASH,
                         starting_stack=1000, rebuy_amount=1000)
    session = record_new(store, config, list(kinds), None, dict(enumerate(kinds)), seed,
                         name)
    wrapped = 0
    while wrapped < hands and not session.over:
        wrapped += sum(isinstance(e, HandWrapped) for e in session.step())
    assert session.session_id is not None
    return session.session_id

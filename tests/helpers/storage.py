"""Saved sessions for tests, written through the same recording path as the window."""

from __future__ import annotations

from engine.play.session import HandWrapped
from engine.storage.recorder import _person_policy, record_new
from engine.storage.store import Store
from gui.base.setup import GameSetup


def play_into(store: Store, name: str, hands: int, seed: int, players: int = 3) -> int:
    """A session of ``hands`` hands against calling stations, saved as the window saves one
    (:func:`engine.storage.recorder.record_new`: every step written the moment it happens)."""
    setup = GameSetup(players=players, opponents="call", starting_stack=1000, small_blind=5,
                      big_blind=10, seed=seed)
    names = setup.names()
    session = record_new(store, setup.table_config(), [names[s] for s in range(players)],
                         0, setup.bots(), seed, name, {"variant": "nl"})
    wrapped = 0
    while wrapped < hands and not session.over:
        events = session.act(_person_policy(session)) if session.waiting_for_person \
            else session.step()
        wrapped += sum(isinstance(e, HandWrapped) for e in events)
    assert session.session_id is not None
    return session.session_id

"""Taking back the person's last action in a saved practice game.

:func:`engine.teaching.practice.practice_aids.take_back` builds the session again without the
action; a saved
session must also forget it on disk, or continuing the game later would play it after all.
The stored log is cut at the same place (no hand after it is stored yet: the hand is still
running) and a new recorder goes on saving from there.

Tests: tests/engine/teaching/practice/test_practice_undo.py
"""

from __future__ import annotations

from engine.core.errors import StorageError
from engine.play.session import GameSession
from engine.storage.recorder import Recorder
from engine.storage.recorder import RecordingSession
from engine.teaching.practice.practice_aids import HandStart
from engine.teaching.practice.practice_aids import take_back
from engine.teaching.practice.practice_aids import undo_point

__all__ = ["take_back_saved"]


def take_back_saved(session: GameSession, start: HandStart | None = None) -> GameSession:
    """:func:`~engine.teaching.practice.practice_aids.take_back` for any session, a saved one
    included.

    :raises IllegalActionError: ``nothing_to_undo``.
    :raises StorageError: ``undo_not_saved`` while earlier steps wait to be saved (the
        stored log would not match), or the store's own code when it cannot be written;
        ``session`` is then left as it was.
    """
    recorder = session.recorder if isinstance(session, RecordingSession) else None
    if recorder is not None and (recorder.warning is not None
                                 or recorder.saved != len(session.log)):
        raise StorageError("undo_not_saved", "earlier steps are not saved yet")
    cut = undo_point(session)
    rebuilt = take_back(session, start)
    if recorder is None or not isinstance(rebuilt, RecordingSession):
        return rebuilt
    recorder.store.take_back(recorder.session_id, cut)
    rebuilt.session_id = recorder.session_id
    rebuilt.recorder = Recorder(recorder.store, recorder.session_id, rebuilt, saved=cut,
                                on_warning=recorder.on_warning,
                                snapshot_every=recorder.snapshot_every)
    rebuilt.recorder.practice = recorder.practice
    rebuilt.recorder.flush()  # the bots' decisions up to the person's turn, if replayed
    return rebuilt

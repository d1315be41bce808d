"""The computer players' reasons for one stored hand, found again by replaying its session.

Thoughts (:class:`~engine.bots.explain.Thought`) are not stored: they are big and derived. The
computer players are deterministic given the session seed and the log, so playing the session
again up to the hand (from the newest snapshot before it when one loads, else from the start,
as :func:`engine.storage.recorder.resume` does) and then the hand itself, one decision at a time,
gives every decision's thought exactly as the window saw it. Snapshots are plain JSON checked
value by value; nothing is unpickled.

Tests: tests/engine/storage/test_after_hand.py, tests/gui/history/test_replay_insights.py
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from engine.bots.explain import Thought
from engine.core.errors import StorageError
from engine.play.session import BotFactory
from engine.play.session import BotReasoned
from engine.play.session import GameSession
from engine.play.session import LogEntry
from engine.play.session import LoggedAction
from engine.play.session import LoggedHandEnd
from engine.play.session import LoggedRebuy
from engine.play.session import builtin_bot
from engine.storage.store import IMPORTED
from engine.storage.store import SessionSpec
from engine.storage.store import Store

__all__ = ["hand_thoughts", "session_thoughts"]


def _before(log: Sequence[LogEntry], hand_number: int) -> list[LogEntry]:
    """The log up to the start of hand ``hand_number``: the previous hand's end and rebuys."""
    if hand_number <= 1:
        return []
    end = next((k for k, e in enumerate(log)
                if isinstance(e, LoggedHandEnd) and e.hand_number == hand_number - 1), None)
    if end is None:
        raise StorageError("not_found", f"hand {hand_number} is not in the log",
                           hand=hand_number)
    k = end + 1
    while k < len(log) and isinstance(log[k], LoggedRebuy) \
            and log[k].hand_number == hand_number - 1:
        k += 1
    return list(log[:k])


def _session_before(store: Store, session_id: int, spec: SessionSpec,
                    prefix: list[LogEntry], bot_factory: BotFactory) -> GameSession:
    """The session standing just before the hand: from a snapshot if one loads, else replayed."""
    try:
        snapshot = store.latest_snapshot(session_id, len(prefix))
    except StorageError:
        snapshot = None
    if snapshot is not None and isinstance(snapshot.data, str):
        try:
            return GameSession.from_snapshot(
                json.loads(snapshot.data), prefix, spec.config, list(spec.names),
                spec.person_seat, spec.seed, spec.bots, bot_factory=bot_factory)
        except ValueError:
            pass  # any fault in a snapshot means: replay everything
    try:
        return GameSession.replay(spec.config, list(spec.names), spec.person_seat, spec.seed,
                                  prefix, spec.bots, bot_factory=bot_factory)
    except ValueError as exc:
        raise StorageError("bad_file", f"session {session_id} does not replay: {exc}",
                           reason=str(exc)) from exc


def session_thoughts(session: GameSession, log: Sequence[LogEntry],
                     hand_number: int) -> tuple[Thought | None, ...]:
    """Play hand ``hand_number`` in ``session`` (standing just before it) from the log.

    :return: one entry per decision of the hand, in order: the computer player's thought,
        or ``None`` for a person's decision and for players that give no reasons.
    :raises StorageError: ``bad_file`` when the session does not make the logged decisions.
    """
    moves = [e for e in log if isinstance(e, LoggedAction) and e.hand_number == hand_number]
    session.step()  # deals the hand
    hand = session.hand
    if hand is None or hand.hand_number != hand_number:
        raise StorageError("bad_file", f"hand {hand_number} does not replay")
    found: list[Thought | None] = []
    for entry in moves:
        events = session.act(entry.action) if session.waiting_for_person else session.step()
        if not session.log or session.log[-1] != entry:
            raise StorageError("bad_file", f"hand {hand_number} does not replay")
        reasons = [e.thought for e in events if type(e) is BotReasoned]
        found.append(reasons[-1] if reasons and not entry.by_person else None)
    return tuple(found)


def hand_thoughts(store: Store, session_id: int, hand_number: int,
                  bot_factory: BotFactory = builtin_bot) -> tuple[Thought | None, ...]:
    """Every decision's thought in a stored hand of Felt's own (see :func:`session_thoughts`).

    :raises StorageError: ``not_found`` for an imported hand or one not in the session,
        ``bad_file`` when the session does not replay.
    """
    if session_id == IMPORTED:
        raise StorageError("not_found", "imported hands have no computer players' reasons")
    spec = store.spec(session_id)
    log = store.log(session_id)
    prefix = _before(log, hand_number)
    session = _session_before(store, session_id, spec, prefix, bot_factory)
    try:
        return session_thoughts(session, log, hand_number)
    except ValueError as exc:
        if isinstance(exc, StorageError):
            raise
        raise StorageError("bad_file", f"hand {hand_number} does not replay: {exc}",
                           reason=str(exc)) from exc

"""Playing a session while saving it: every step is in the database the moment it happens.

:class:`RecordingSession` is a :class:`~engine.play.session.GameSession` that, after each step and
each decision of the person, writes the new log entries (and the hand just finished, with its
summary) in one transaction. Whatever moment the process dies at, the database holds a prefix
of the log that ends on a whole step, and :func:`resume` replays it to the same table: stacks,
cards, pots, blind level, whose turn, and (the bots being seeded) what the bots will do.

A save that fails (disk full, folder made read-only) does not stop the game: the entries stay
pending, :attr:`Recorder.warning` tells the window, and the next step tries again.

``python -m tests.helpers.kill_runner`` plays a session headless through the same path as the
window; the kill test drives it.

Tests: tests/engine/storage/test_after_hand.py, tests/engine/storage/test_export.py,
tests/engine/storage/test_session_file_padding.py
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import replace
from typing import Any

from engine.core.errors import StorageError
from engine.play.bot_host import BotHost
from engine.play.bot_host import HostedPlayer
from engine.play.session import BotFactory
from engine.play.session import BotToAct
from engine.play.session import DeckSource
from engine.play.session import GameSession
from engine.play.session import HandWrapped
from engine.play.session import LogEntry
from engine.play.session import LoggedHandEnd
from engine.play.session import LoggedRebuy
from engine.play.session import PersonToAct
from engine.play.session import PersonToShow
from engine.play.session import SessionEvent
from engine.play.session import builtin_bot
from engine.play.session import log_hasher
from engine.play.snapshot_checks import SnapshotError
from engine.rules.actions import Action
from engine.rules.player import Player
from engine.rules.table import TableConfig
from engine.storage.hands import HandRecord
from engine.storage.hands import record_of
from engine.storage.store import SessionSpec
from engine.storage.store import Snapshot
from engine.storage.store import Store
from engine.teaching.practice.practice_aids import PracticeMarks

SNAPSHOT_EVERY = 10
"""A snapshot every this many hands: a resume replays at most this many hands' decisions."""


class Recorder:
    """Writes a session's new log entries and finished hands to the store.

    :param saved: log entries of the session already in the store.
    :param on_warning: called with the error when a save fails and with ``None`` when saving
        works again (the window shows or clears its warning).
    """

    def __init__(self, store: Store, session_id: int, session: GameSession, saved: int = 0,
                 on_warning: Callable[[StorageError | None], None] | None = None,
                 snapshot_every: int = SNAPSHOT_EVERY) -> None:
        self.store = store
        self.session_id = session_id
        self.session = session
        self.saved = saved
        self._built = saved  # log entries whose finished hands are already in _pending
        self._pending: list[HandRecord] = []
        self.warning: StorageError | None = None
        self.failed_saves = 0
        self.on_warning = on_warning
        self.snapshot_every = snapshot_every
        self.snapshots_taken = 0
        self.snapshot_failures = 0
        self.before_commit: Callable[[], None] | None = None  # see Store.append
        self._snapshot: Snapshot | None = None  # taken, not yet saved
        self._snapped_hand = session.table.hand_number if session.wrapped else -1
        self._hasher = log_hasher(session.log)
        self._hashed = len(session.log)
        #: the practice aids of each hand (set by the window's engine thread), stored with it
        self.practice: PracticeMarks | None = None

    def flush(self) -> None:
        """Save what the session logged since the last save (one transaction)."""
        session = self.session
        log = session.log
        for entry in log[self._built:]:
            if isinstance(entry, LoggedHandEnd):
                hand = session.table.hand
                assert hand is not None and hand.hand_number == entry.hand_number
                record = record_of(hand, _names(session), session.person_seat,
                                   self.session_id, time.time())
                aids = self.practice.of(entry.hand_number) if self.practice else ()
                if aids:  # a practice hand says so in the history and its exports
                    record = replace(record, data=replace(record.data, practice=aids))
                self._pending.append(record)
        self._built = len(log)
        self._take_snapshot()
        if self.saved == len(log):
            return
        table = session.table
        stacks = {s: st.stack for s, st in table.seats.items()}
        summary: dict[str, Any] = {"finished": session.over}
        hands_played = max((h.hand_number for h in self._pending), default=None)
        if hands_played is not None:
            summary["hands_played"] = hands_played
        if session.wrapped:
            summary["stacks"] = stacks
            if session.person_seat is not None:
                summary["person_stack"] = stacks.get(session.person_seat)
        try:
            self.store.append(self.session_id, self.saved, log[self.saved:], self._pending,
                              summary, self._snapshot, self.before_commit)
        except StorageError as exc:
            self.failed_saves += 1
            self.warning = exc
            if self.on_warning is not None:
                self.on_warning(exc)
            return
        self.saved = len(log)
        self._pending = []
        self._snapshot = None
        if self.warning is not None:
            self.warning = None
            if self.on_warning is not None:
                self.on_warning(None)


    @property
    def snapshot_pending(self) -> bool:
        """A snapshot is taken and waits to be saved with the next transaction."""
        return self._snapshot is not None

    def _take_snapshot(self) -> None:
        """Every ``snapshot_every`` hands, between hands: the session's whole state.

        A snapshot that cannot be taken (a player without a plain state, a bot process that
        died) is skipped; resuming then replays more of the log, nothing else changes.
        """
        session = self.session
        number = session.table.hand_number
        if (not self.snapshot_every or not session.wrapped or number == self._snapped_hand
                or number % self.snapshot_every):
            return
        self._snapped_hand = number
        log = session.log
        log_hasher(log[self._hashed:], self._hasher)
        self._hashed = len(log)
        try:
            data = session.snapshot(_hosted_states(session.bots), self._hasher.hexdigest())
            text = json.dumps(data, allow_nan=False, separators=(",", ":"))
        except Exception:  # a snapshot is an optimisation, never a failure
            self.snapshot_failures += 1
            return
        self._snapshot = Snapshot(len(log), number, text)
        self.snapshots_taken += 1


def _hosted_states(bots: Mapping[int, Player]) -> dict[int, dict[str, Any]]:
    """The plain state of players that think in a bot process, fetched from it at once."""
    hosts: dict[int, tuple[BotHost, dict[int, Player]]] = {}
    for seat, player in bots.items():
        if isinstance(player, HostedPlayer):
            hosts.setdefault(id(player.host), (player.host, {}))[1][seat] = player
    states: dict[int, dict[str, Any]] = {}
    for host, players in hosts.values():
        states.update(host.export(players))
    return states


def _names(session: GameSession) -> dict[int, str]:
    return {s: st.name for s, st in session.table.seats.items()}


class RecordingSession(GameSession):
    """A game session that saves itself after every step (once :attr:`recorder` is set)."""

    recorder: Recorder | None = None
    session_id: int | None = None
    resumed_from: int | None = None  # the snapshot's hand number when resumed from one
    set_aside: SetAside | None = None  # the damaged end of the log, when resume cut it

    def step(self) -> list[SessionEvent]:
        events = super().step()
        if self.recorder is not None:
            self.recorder.flush()
        return events

    def act(self, action: Action) -> list[SessionEvent]:
        events = super().act(action)
        if self.recorder is not None:
            self.recorder.flush()
        return events

    def show_or_muck(self, show: bool) -> list[SessionEvent]:
        events = super().show_or_muck(show)
        if self.recorder is not None:
            self.recorder.flush()
        return events

    def sit_out(self, seat: int, out: bool = True) -> None:
        super().sit_out(seat, out)
        if self.recorder is not None:
            self.recorder.flush()


def record_new(
    store: Store,
    config: TableConfig,
    names: Sequence[str | None],
    person_seat: int | None = None,
    bots: Mapping[int, str] | None = None,
    seed: int | None = None,
    name: str = "",
    setup: Mapping[str, Any] | None = None,
    decks: DeckSource | None = None,
    bot_factory: BotFactory = builtin_bot,
) -> RecordingSession:
    """Start a new session and store it before its first hand.

    :raises StorageError: the session could not be stored (the caller may play unsaved).
    """
    session = RecordingSession(config, names, person_seat, bots, seed, decks, bot_factory)
    spec = SessionSpec(config, tuple(names), person_seat, dict(session.bot_kinds),
                       session.seed, name, dict(setup or {}))
    session_id = store.create_session(spec)
    session.session_id = session_id
    session.recorder = Recorder(store, session_id, session)
    return session


@dataclass(frozen=True, slots=True)
class SetAside:
    """The damaged end of a session's log, moved aside so that the session goes on.

    :param last_hand: the last hand kept (the session continues after it).
    :param entries: log entries moved to the ``set_aside`` table.
    :param reason: why (English, from the engine: the entry that cannot be read, or the
        replay's mismatch).
    """

    last_hand: int
    entries: int
    reason: str


def resume(store: Store, session_id: int, bot_factory: BotFactory = builtin_bot,
           use_snapshots: bool = True, snapshot_every: int = SNAPSHOT_EVERY,
           ask_to_show: bool = False) -> RecordingSession:
    """Rebuild a stored session exactly as its log leaves it, and go on recording it.

    From the newest snapshot and the log entries after it when there is a snapshot that
    loads and agrees with the log; else (or with ``use_snapshots=False``) by replaying the
    whole log. Either way the session is the same. ``session.resumed_from`` tells which: the
    snapshot's hand number, or ``None`` for a full replay.

    A log that cannot be read or does not replay (a damaged or edited row) is cut after the
    last hand that replays; the rest is kept in the ``set_aside`` table and
    ``session.set_aside`` (a :class:`SetAside`) says so, for a sentence to the person.

    :param ask_to_show: the session asks the person to show or muck
        (:attr:`GameSession.ask_to_show`), also at once if the log stops at that question.
    :raises StorageError: ``not_found``; ``bad_row`` or ``bad_file`` when the log is damaged
        and the store cannot be written to set the damaged part aside.
    """
    spec = store.spec(session_id)
    set_aside: SetAside | None = None
    try:
        session, saved = _rebuilt(store, session_id, spec, bot_factory, use_snapshots,
                                  ask_to_show)
    except StorageError as exc:
        if exc.code not in ("bad_row", "bad_file") or store.read_only:
            raise
        set_aside = _set_aside_damage(store, session_id, spec, bot_factory, ask_to_show)
        session, saved = _rebuilt(store, session_id, spec, bot_factory, False, ask_to_show)
    session.session_id = session_id
    session.set_aside = set_aside
    session.recorder = Recorder(store, session_id, session, saved=saved,
                                snapshot_every=snapshot_every)
    return session


def _rebuilt(store: Store, session_id: int, spec: SessionSpec, bot_factory: BotFactory,
             use_snapshots: bool, ask_to_show: bool) -> tuple[RecordingSession, int]:
    """The session as its stored log leaves it, and the log's length.

    :raises StorageError: ``bad_row`` (an entry cannot be read), ``bad_file`` (the log
        does not replay).
    """
    log = store.log(session_id)
    session = (_from_snapshot(store, session_id, spec, log, bot_factory, ask_to_show)
               if use_snapshots else None)
    if session is None:
        try:
            replayed = RecordingSession.replay(spec.config, list(spec.names), spec.person_seat,
                                               spec.seed, log, spec.bots,
                                               bot_factory=bot_factory,
                                               ask_to_show=ask_to_show)
        except ValueError as exc:
            raise StorageError("bad_file", f"session {session_id} does not replay: {exc}",
                               reason=str(exc)) from exc
        assert isinstance(replayed, RecordingSession)
        session = replayed
    return session, len(log)


def _set_aside_damage(store: Store, session_id: int, spec: SessionSpec,
                      bot_factory: BotFactory, ask_to_show: bool) -> SetAside:
    """Cut a damaged log after the last hand that replays; the rest goes to ``set_aside``.

    The entries are read up to the first one that cannot be; those are replayed, and where
    the replay's own log first differs from them (an edited action) is where the damage
    starts. The log is cut after the last hand that ended before that.
    """
    entries, unreadable = store.readable_log(session_id)
    reason = unreadable
    session = RecordingSession(spec.config, list(spec.names), spec.person_seat, spec.bots,
                               spec.seed, None, bot_factory, auto_rebuy=True)
    session.ask_to_show = ask_to_show
    good = len(entries)
    try:
        session._play_log(entries)
    except ValueError as exc:  # where the replay parts from the log is where it is damaged
        reason = reason or str(exc)
        given = [(k, e) for k, e in enumerate(entries) if not isinstance(e, LoggedHandEnd)]
        made = [e for e in session.log if not isinstance(e, LoggedHandEnd)]
        parted = next((j for j, (_, e) in enumerate(given) if j >= len(made) or made[j] != e),
                      len(given))
        good = given[parted][0] if parted < len(given) else len(entries)
    ends = [k for k, e in enumerate(entries[:good]) if isinstance(e, LoggedHandEnd)]
    keep = ends[-1] + 1 if ends else 0
    last_hand = entries[ends[-1]].hand_number if ends else 0
    kept = RecordingSession.replay(spec.config, list(spec.names), spec.person_seat, spec.seed,
                                   entries[:keep], spec.bots, bot_factory=bot_factory)
    stacks = {s: st.stack for s, st in kept.table.seats.items()}
    summary: dict[str, Any] = {"hands_played": last_hand, "stacks": stacks,
                               "finished": kept.over}
    if spec.person_seat is not None:
        summary["person_stack"] = stacks.get(spec.person_seat)
    moved = store.set_aside_tail(session_id, keep, last_hand,
                                 reason or "the log does not replay", summary)
    return SetAside(last_hand, moved, reason or "the log does not replay")


def _from_snapshot(store: Store, session_id: int, spec: SessionSpec, log: Sequence[LogEntry],
                   bot_factory: BotFactory, ask_to_show: bool = False,
                   ) -> RecordingSession | None:
    """The session from its newest snapshot and the log after it; ``None`` if that fails.

    The snapshot is JSON text, decoded and checked value by value; anything else in its row
    (an old pickled snapshot, a planted blob) is never decoded at all. Besides the checks of
    :meth:`GameSession.from_snapshot` (the log digest, hand count, rebuys, chips), the stacks
    must be those the stored hand finished with, and that hand becomes the table's last hand.
    """
    try:
        snapshot = store.latest_snapshot(session_id, len(log))
    except StorageError:
        return None
    if snapshot is None or not isinstance(snapshot.data, str):
        return None
    try:
        data = json.loads(snapshot.data)
        restored = RecordingSession.from_snapshot(
            data, log[:snapshot.log_position], spec.config, list(spec.names),
            spec.person_seat, spec.seed, spec.bots, bot_factory=bot_factory,
            ask_to_show=ask_to_show)
        assert isinstance(restored, RecordingSession)
        _check_stacks(store, session_id, restored)
        restored._play_log(log)
    except Exception:  # any fault in a snapshot means: replay everything
        return None
    restored.resumed_from = snapshot.hand_number
    return restored


def _check_stacks(store: Store, session_id: int, session: GameSession) -> None:
    """The snapshot's stacks are the last stored hand's finishing stacks plus its rebuys."""
    table = session.table
    if table.hand_number == 0:
        return
    record = store.hand(session_id, table.hand_number)
    if table.hand is None:
        table.hand = record.data.rebuild()
    rebought = {e.seat for e in session.log
                if isinstance(e, LoggedRebuy) and e.hand_number == table.hand_number}
    for player in record.players:
        expected = player.finish + (table.config.rebuy_amount if player.seat in rebought else 0)
        if table.seats[player.seat].stack != expected:
            raise SnapshotError("snapshot_state", "stacks do not match the stored hand",
                                seat=player.seat)


def restore_events(session: GameSession) -> list[SessionEvent]:
    """What a table that has just been opened must show to stand where ``session`` stands.

    Every seat's chips before the current hand (as a :class:`HandWrapped` of the hand before),
    then the current hand's events so far and whose turn it is. Empty for a session that has
    not dealt a hand yet.
    """
    table = session.table
    hand = table.hand
    if hand is None:
        return []
    stacks = tuple((s, st.stack) for s, st in sorted(table.seats.items()))
    if session.wrapped:
        return [HandWrapped(table.hand_number, (), table.level_index, table.level, False,
                            stacks)]
    events: list[SessionEvent] = [
        HandWrapped(table.hand_number - 1, (), table.level_index, table.level, False, stacks)]
    events.extend(hand.events)
    if (seat := session.person_to_show) is not None:
        events.append(PersonToShow(seat))
    elif session.waiting_for_person and session.person_seat is not None:
        legal = hand.legal_actions()
        assert legal is not None
        events.append(PersonToAct(session.person_seat, legal))
    elif (seat := session.next_bot()) is not None:
        events.append(BotToAct(seat))
    return events

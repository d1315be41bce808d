"""The engine thread: a worker ``QObject`` on a ``QThread`` that owns the game session.

Only immutable values cross the thread boundary, always by queued signals: a :class:`Batch` of
the engine's frozen events (with the chip count they leave) goes to the window; the person's
:class:`~engine.rules.actions.Action`, pause, speed and "the table has shown everything" go back.
The worker never blocks: it waits with timers, so pausing and closing are immediate.

Flow control: after each batch the worker waits until the window reports it has shown it
(:meth:`EngineWorker.shown`), so the engine is never more than one step ahead of the table.

Tests: tests/gui/table/test_pace.py
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtCore import Slot

from engine.core.errors import FeltError
from engine.core.errors import StorageError
from engine.play.bot_host import BotHost
from engine.play.session import ChipCount
from engine.play.session import GameSession
from engine.play.session import SessionEvent
from engine.play.session import chip_count
from engine.rules.actions import Action
from engine.rules.events import HandEnded
from engine.storage.hands import HandData
from engine.storage.hands import actions_of
from engine.storage.hands import hand_data
from engine.storage.recorder import RecordingSession
from engine.storage.recorder import restore_events
from engine.storage.taking_back import take_back_saved
from engine.teaching.practice.practice_aids import UNDO
from engine.teaching.practice.practice_aids import HandStart
from engine.teaching.practice.practice_aids import PracticeMarks
from engine.teaching.practice.practice_aids import hand_start
from gui.base import speeds
from gui.base.background import Background

SessionFactory = Callable[[], GameSession]
SAVE_WAIT_MS = 10_000  # at most this long for the engine thread to finish a step it is saving


@dataclass(frozen=True, slots=True)
class Batch:
    """What one engine step did, and where every chip is afterwards."""

    events: tuple[SessionEvent, ...]
    chips: ChipCount
    hand_number: int
    waiting_for_person: bool
    game_over: bool
    session_id: int | None = None  # the saved session being played, or None when not saved
    #: the hand this batch finished, as it replays (the coach's review grades it); else None
    finished: HandData | None = None


@dataclass(frozen=True, slots=True)
class Refusal:
    """The engine refused the person's action; ``error`` has the code and the allowed range."""

    action: Action | None  # None: the answer to show or muck
    error: FeltError


def think_ms(session: GameSession) -> int:
    """How long the computer player to act seems to think, at normal speed.

    An easy decision (a check, folding a hand to a small bet before the flop) comes at once;
    a hard one (much of the stack at stake on a late street) takes up to
    :data:`~gui.base.speeds.BOT_THINK_HARD`, never longer.
    """
    hand = session.hand
    legal = hand.legal_actions() if hand is not None else None
    if legal is None:
        return speeds.BOT_THINK_EASY
    assert hand is not None
    street = int(hand.street)
    at_stake = (legal.call_amount or 0) / max(1, legal.stack + legal.current_bet)
    difficulty = min(1.0, speeds.THINK_PER_STREET * street + speeds.THINK_PER_STAKE * at_stake)
    return round(speeds.BOT_THINK_EASY
                 + (speeds.BOT_THINK_HARD - speeds.BOT_THINK_EASY) * difficulty)


class EngineWorker(QObject):
    """Owns the :class:`GameSession` and the computer players; lives in the engine thread."""

    batch = Signal(object)  # Batch
    refused = Signal(object)  # Refusal
    failed = Signal(str)  # an unexpected error in the engine or a bot, as text
    save_problem = Signal(object)  # a StorageError while saving, or None once saving works
    undone = Signal(int)  # the person's last action was taken back in this hand (practice)
    undo_refused = Signal(object)  # the FeltError saying why nothing was taken back
    sitting_out = Signal(bool)  # the person's sitting out (or coming back) was accepted
    closing = Signal()  # the game ends after the hand being played

    def __init__(self, factory: SessionFactory, host_bots: bool = True) -> None:
        super().__init__()
        self._factory = factory
        self._host_bots = host_bots
        self._host: BotHost | None = None
        self._session: GameSession | None = None
        self._timer: QTimer | None = None
        self._paused = False
        self._stopped = False
        self._awaiting_shown = False
        self._speed = speeds.Speed.NORMAL
        # Practice games (engine/teaching/practice/practice_aids.py): the aids each hand is played
        # with, and
        # the session as the running hand began, to take the person's last action back.
        self._marks = PracticeMarks()
        self._undo = False
        self._hand_start: HandStart | None = None

    @Slot()
    def start(self) -> None:
        """Create the session in this thread and deal the first hand."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        try:
            self._session = self._factory()
        except Exception:  # reported to the window, which shows it instead of crashing
            self.failed.emit(traceback.format_exc())
            return
        if self._host_bots and self._session.bots:
            # The bots think in a process of their own so the GUI thread never waits for the
            # interpreter lock while they compute (engine/play/bot_host.py); same decisions.
            try:
                self._host = BotHost()
                self._session.bots = self._host.adopt(self._session.bots)
            except FeltError:
                self._host = None  # they think in this thread instead: slower, same game
        recorder = getattr(self._session, "recorder", None)
        if recorder is not None:  # a saved session (engine/storage/recorder.py)
            recorder.on_warning = self.save_problem.emit
            recorder.practice = self._marks
        set_aside = getattr(self._session, "set_aside", None)
        if set_aside is not None:  # the log's damaged end was kept aside: say so
            self.save_problem.emit(StorageError("log_set_aside", set_aside.reason,
                                                last_hand=set_aside.last_hand))
        restored = restore_events(self._session)  # a continued session: show where it stands
        if restored:
            self._emit(restored)
            return
        self._schedule(0)

    @Slot()
    def shown(self) -> None:
        """The window has shown the last batch: go on with the next step."""
        self._awaiting_shown = False
        session = self._session
        if session is None or session.waiting_for_person:
            return
        delay = think_ms(session) if session.next_bot() is not None else 0
        self._schedule(speeds.ms(delay, self._speed))

    @Slot(object)
    def act(self, action: Action) -> None:
        """The person's decision; a refusal is reported, never raised."""
        session = self._session
        if session is None or self._stopped:
            return
        try:
            events = session.act(action)
        except FeltError as error:
            self.refused.emit(Refusal(action, error))
            return
        self._marks.note(session)
        self._emit(events)

    @Slot(object, bool)
    def set_practice(self, aids: object, undo: bool) -> None:
        """The practice aids now on (codes of :data:`engine.teaching.practice.practice_aids.AIDS`)
        and whether
        the person may take actions back."""
        self._undo = undo
        chosen = aids if isinstance(aids, frozenset) else frozenset()
        self._marks.set_active(chosen, self._session)

    @Slot()
    def undo(self) -> None:
        """Take back the person's last action in the running hand, and all after it."""
        session = self._session
        if session is None or self._stopped:
            return
        try:
            rebuilt = take_back_saved(session, self._hand_start)
        except FeltError as error:
            self.undo_refused.emit(error)
            return
        if self._timer is not None:
            self._timer.stop()
        if self._host is not None:
            rebuilt.bots = self._host.adopt(rebuilt.bots)
        if isinstance(rebuilt, RecordingSession) and rebuilt.recorder is not None:
            rebuilt.recorder.on_warning = self.save_problem.emit
        self._session = rebuilt
        hand = rebuilt.hand
        if hand is not None:
            self._marks.mark(hand.hand_number, UNDO)
        self._marks.note(rebuilt)
        self.undone.emit(rebuilt.table.hand_number)
        self._emit(restore_events(rebuilt))

    @Slot(bool)
    def show_or_muck(self, show: bool) -> None:
        """The person's answer at showdown; a refusal is reported, never raised."""
        session = self._session
        if session is None or self._stopped:
            return
        try:
            events = session.show_or_muck(show)
        except FeltError as error:
            self.refused.emit(Refusal(None, error))
            return
        self._emit(events)

    @Slot(bool)
    def sit_out(self, out: bool) -> None:
        """The person sits out from the next hand on, or comes back at their big blind; a
        refusal is reported. Sitting out, the hands go on without waiting for them."""
        session = self._session
        if session is None or self._stopped or session.person_seat is None:
            return
        try:
            session.sit_out(session.person_seat, out)
        except FeltError as error:
            self.refused.emit(Refusal(None, error))
            return
        self.sitting_out.emit(out)

    @Slot()
    def last_hand(self) -> None:
        """End the cash game after the hand being played; a refusal is reported."""
        session = self._session
        if session is None or self._stopped:
            return
        try:
            session.last_hand()
        except FeltError as error:
            self.refused.emit(Refusal(None, error))
            return
        self.closing.emit()
        if not session.hand_running and not self._awaiting_shown:
            self._schedule(0)  # between hands: the game over comes at once

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        self._paused = paused
        if paused:
            if self._timer is not None:
                self._timer.stop()
        elif not self._awaiting_shown:
            self.shown()

    @Slot(object)
    def set_speed(self, speed: speeds.Speed) -> None:
        self._speed = speed

    @Slot()
    def stop(self) -> None:
        self._stopped = True
        if self._timer is not None:
            self._timer.stop()
        if self._host is not None:
            self._host.close()
            self._host = None

    def _schedule(self, delay: int) -> None:
        if self._timer is not None and not self._stopped and not self._paused:
            self._timer.start(max(0, delay))

    def _tick(self) -> None:
        session = self._session
        if session is None or self._stopped or self._paused or self._awaiting_shown:
            return
        if session.waiting_for_person:
            return
        if self._undo and session.wrapped and not session.table.is_over():
            self._hand_start = hand_start(session, self._bot_states(session))
        try:
            events = session.step()
        except Exception:
            self.failed.emit(traceback.format_exc())
            self._stopped = True
            return
        self._marks.note(session)
        if events:
            self._emit(events)

    def _bot_states(self, session: GameSession) -> dict[int, dict[str, object]] | None:
        """The hosted players' plain states for a snapshot (``None``: ask each player)."""
        if self._host is None:
            return None
        try:
            return self._host.export(session.bots)
        except FeltError:
            return None

    def _emit(self, events: list[SessionEvent]) -> None:
        session = self._session
        assert session is not None
        self._awaiting_shown = True
        hand = session.table.hand
        finished = None
        ended = {e.hand_number for e in events if isinstance(e, HandEnded)}
        if hand is not None and hand.finished and hand.hand_number in ended:
            finished = hand_data(hand, actions_of(hand))
        self.batch.emit(Batch(tuple(events), chip_count(session), session.table.hand_number,
                              session.waiting_for_person, session.over,
                              getattr(session, "session_id", None), finished))


class EngineThread(QObject):
    """The window's handle on the engine thread: start it, talk to it, stop it.

    All methods are called in the GUI thread and return at once; the worker's slots run in
    its own thread through queued connections.
    """

    _start = Signal()
    _shown = Signal()
    _act = Signal(object)
    _show = Signal(bool)
    _pause = Signal(bool)
    _speed = Signal(object)
    _stop = Signal()
    _practice = Signal(object, bool)
    _undo = Signal()
    _sit_out = Signal(bool)
    _last_hand = Signal()

    def __init__(self, factory: SessionFactory, parent: QObject | None = None,
                 host_bots: bool = True) -> None:
        super().__init__(parent)
        self.worker = EngineWorker(factory, host_bots)
        # The thread's plumbing is the common helper's; the flow control above is the
        # worker's own. As the thread ends, the worker stops its timers and the bot process
        # there, even if the queued ``stop`` was overtaken by the end of its event loop.
        self._work = Background("engine", self, hosted=self.worker, at_end=self.worker.stop,
                                start=False)
        self.qthread = self._work.qthread
        self._start.connect(self.worker.start)
        self._shown.connect(self.worker.shown)
        self._act.connect(self.worker.act)
        self._show.connect(self.worker.show_or_muck)
        self._pause.connect(self.worker.set_paused)
        self._speed.connect(self.worker.set_speed)
        self._stop.connect(self.worker.stop)
        self._practice.connect(self.worker.set_practice)
        self._undo.connect(self.worker.undo)
        self._sit_out.connect(self.worker.sit_out)
        self._last_hand.connect(self.worker.last_hand)
        self.batch = self.worker.batch
        self.refused = self.worker.refused
        self.failed = self.worker.failed
        self.save_problem = self.worker.save_problem
        self.undone = self.worker.undone
        self.undo_refused = self.worker.undo_refused
        self.sitting_out = self.worker.sitting_out
        self.closing = self.worker.closing
        self._running = False

    def start(self, speed: speeds.Speed) -> None:
        # Two Python threads share the GIL: hand it over every millisecond (instead of 5) so a
        # frame being painted on the GUI thread never waits long for a bot's decision.
        sys.setswitchinterval(0.001)
        self._work.start()
        self._running = True
        self._speed.emit(speed)
        self._start.emit()

    def shown(self) -> None:
        self._shown.emit()

    def act(self, action: Action) -> None:
        self._act.emit(action)

    def show_or_muck(self, show: bool) -> None:
        self._show.emit(show)

    def set_paused(self, paused: bool) -> None:
        self._pause.emit(paused)

    def set_speed(self, speed: speeds.Speed) -> None:
        self._speed.emit(speed)

    def set_practice(self, aids: frozenset[str], undo: bool) -> None:
        """The practice aids on now, and whether actions may be taken back."""
        self._practice.emit(aids, undo)

    def undo(self) -> None:
        """Take back the person's last action (answered by ``undone`` or ``undo_refused``)."""
        self._undo.emit()

    def sit_out(self, out: bool) -> None:
        """The person sits out from the next hand (``False``: comes back at the big blind)."""
        self._sit_out.emit(out)

    def last_hand(self) -> None:
        """End the cash game after the hand being played."""
        self._last_hand.emit()

    def shutdown(self) -> None:
        """Stop the worker and wait for the thread to end (it never blocks for long)."""
        if not self._running:
            return
        self._running = False
        self._stop.emit()
        # The engine thread writes every step to the database: it is given longer than the
        # other threads, so a step being saved on a loaded machine is never cut short.
        self._work.shutdown(SAVE_WAIT_MS)

"""The headless runner the kill test drives: a recorded session played without a window.

``python -m tests.helpers.kill_runner --db x.db --hands 20 [--continue]`` plays (or continues)
a seeded tournament through the same recording path as the window
(:class:`~engine.storage.recorder.RecordingSession`). Its computer players can take their time
(``--think-ms``) and say what the runner is doing through one byte of a shared file
(``--phase-file``), so a test can kill it while a bot thinks or a snapshot is written.

It is test code, kept out of the engine: nothing in Felt imports it.
"""

from __future__ import annotations

import argparse
import mmap
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from engine.play.bot_state import player_state
from engine.play.bot_state import restore_player
from engine.play.session import GameSession
from engine.play.session import builtin_bot
from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.player import Player
from engine.rules.table import BlindLevel
from engine.rules.table import TableConfig
from engine.rules.view import PlayerView
from engine.storage import Store
from engine.storage.recorder import SNAPSHOT_EVERY
from engine.storage.recorder import record_new
from engine.storage.recorder import resume


class Phase:
    """One byte in a shared file telling a watching test what the runner is doing now."""

    def __init__(self, path: str | None) -> None:
        self._map: mmap.mmap | None = None
        if path:
            with open(path, "r+b") as f:
                self._map = mmap.mmap(f.fileno(), 1)

        self.live = False  # set once the session is rebuilt: replaying is not deciding

    def set(self, code: bytes) -> None:
        if self._map is not None and self.live:
            self._map[0:1] = code


class Runner:
    """The runner's settings, kept out of the players so that they stay plain."""

    think_seconds = 0.0
    phase = Phase(None)


class SlowBot:
    """A computer player that takes its time, so a kill can land while it thinks.

    Its state is the state of the player it wraps (:func:`engine.play.bot_state.player_state`),
    so a snapshot of a session with slow bots is the snapshot of one without.
    """

    def __init__(self, inner: Player) -> None:
        self._inner = inner

    def decide(self, view: PlayerView) -> Action:
        phase = Runner.phase
        if not phase.live:
            return self._inner.decide(view)
        phase.set(b"B")
        if Runner.think_seconds:
            time.sleep(Runner.think_seconds)
        action = self._inner.decide(view)
        phase.set(b"M")
        return action

    def hand_over(self, view: PlayerView) -> None:
        hand_over = getattr(self._inner, "hand_over", None)
        if callable(hand_over):
            hand_over(view)

    def export_state(self) -> dict[str, object]:
        return player_state(self._inner)

    def import_state(self, state: object) -> None:
        restore_player(self._inner, state)


def person_policy(session: GameSession) -> Action:
    """The scripted person: calls small bets, checks when it may, raises every fifth hand."""
    legal = session.person_legal()
    assert legal is not None
    hand = session.hand
    assert hand is not None
    if legal.can_raise and hand.hand_number % 5 == 0 and legal.min_raise_to is not None:
        return Action.bet_or_raise(legal.min_raise_to)
    if legal.can_check:
        return Action.check()
    if legal.call_amount is not None and legal.call_amount <= legal.stack // 4:
        return Action.call()
    return Action.fold()


def headless_config(players: int) -> tuple[TableConfig, list[str | None], dict[int, str]]:
    """The session the runner plays: a tournament with rising blinds and rebuys."""
    levels = tuple(BlindLevel(5 * f, 10 * f, f if f > 1 else 0) for f in (1, 2, 3, 4, 6, 8))
    config = TableConfig(hand=HandConfig(small_blind=5, big_blind=10), levels=levels,
                         hands_per_level=4, starting_stack=500, rebuy_amount=500)
    names: list[str | None] = [f"P{k}" for k in range(players)]
    kinds = ("casual", "solid", "beginner", "expert")
    bots = {s: kinds[s % len(kinds)] for s in range(players)}
    return config, names, bots


def main(argv: Sequence[str] | None = None) -> int:
    """Play (or continue) a recorded session headless until it has played ``--hands``."""
    parser = argparse.ArgumentParser(prog="python -m tests.helpers.kill_runner")
    parser.add_argument("--db", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--person", action="store_true", help="seat 0 is a scripted person")
    parser.add_argument("--continue", dest="resume", action="store_true")
    parser.add_argument("--think-ms", type=float, default=0.0)
    parser.add_argument("--phase-file", default=None)
    parser.add_argument("--snapshot-every", type=int, default=SNAPSHOT_EVERY)
    parser.add_argument("--snapshot-pause-ms", type=float, default=0.0,
                        help="wait this long inside each snapshot's transaction")
    parser.add_argument("--no-snapshots", action="store_true",
                        help="continue by replaying the whole log")
    args = parser.parse_args(argv)
    phase = Runner.phase = Phase(args.phase_file)
    Runner.think_seconds = args.think_ms / 1000.0

    def factory(kind: str, rng: random.Random) -> Player:
        return SlowBot(builtin_bot(kind, rng))

    store = Store.open(args.db)
    session_id = store.latest_session_id() if args.resume else None
    if session_id is not None:
        session = resume(store, session_id, factory, use_snapshots=not args.no_snapshots,
                         snapshot_every=args.snapshot_every)
    else:
        config, names, bots = headless_config(args.players)
        person = 0 if args.person else None
        if person is not None:
            bots.pop(0)
        session = record_new(store, config, names, person, bots, args.seed,
                             bot_factory=factory)
        assert session.recorder is not None
        session.recorder.snapshot_every = args.snapshot_every
    recorder = session.recorder
    assert recorder is not None
    if args.snapshot_pause_ms:
        def pause() -> None:
            if recorder.snapshot_pending:  # this transaction writes a snapshot
                phase.set(b"P")
                time.sleep(args.snapshot_pause_ms / 1000.0)

        recorder.before_commit = pause
    phase.live = True
    while not session.over:
        if session.wrapped and session.table.hand_number >= args.hands:
            break
        phase.set(b"M" if session.hand_running else b"W")
        if session.waiting_for_person:
            session.act(person_policy(session))
        else:
            session.step()
    phase.set(b"D")
    store.close()
    print(f"played {session.table.hand_number} hands (resumed from snapshot of hand "
          f"{session.resumed_from}, {recorder.snapshots_taken} snapshots taken)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Computer players that think in a process of their own.

Why: the window's GUI thread and the engine thread share one interpreter lock. A strong bot
computes for up to a few tens of milliseconds, and while it does, every paint callback of the
GUI thread waits its turn for the lock, so the table stutters. A :class:`BotHost` runs the
players in a child Python process; the engine thread only waits on a pipe (which releases the
lock), and the GUI thread keeps the interpreter to itself.

Nothing about the game changes: :meth:`BotHost.factory` draws each player's seed from the same
generator, in the same order, as :func:`engine.play.session.builtin_bot`, and the child builds the
same player from it, so a session with hosted players makes exactly the decisions of one
without. Views, actions and adopted players travel pickled: only between these two processes
of ours, and never anything read from disk (a snapshot of the players' state is plain data,
:mod:`engine.play.bot_state`).

The child ends when its pipe closes, so it never outlives the game, even when the game's
process is killed.
"""

from __future__ import annotations

import pickle
import sys
import threading
from collections.abc import Mapping
from typing import IO
from typing import Any

from engine.core.errors import FeltError
from engine.core.processes import ChildProcess
from engine.core.processes import ProcessError
from engine.rules.actions import Action
from engine.rules.player import Player
from engine.rules.view import PlayerView


class BotHostError(FeltError):
    """The bot process could not be started or ended unexpectedly."""


class HostedPlayer:
    """A computer player living in a :class:`BotHost`; behaves like the player itself.

    ``last_thought`` is the player's explanation of its last decision when it gives one
    (the trainer shows it), else ``None``.
    """

    def __init__(self, host: BotHost, key: int, kind: str) -> None:
        self._host = host
        self._key = key
        self.kind = kind
        self.last_thought: object | None = None

    def decide(self, view: PlayerView) -> Action:
        action, thought = self._host.call(("decide", self._key, view))
        self.last_thought = thought
        assert isinstance(action, Action)
        return action

    def hand_over(self, view: PlayerView) -> None:
        self._host.send(("hand_over", self._key, view))

    def export_state(self) -> dict[str, Any]:
        """The player's plain state, fetched from the child (see :meth:`BotHost.export`)."""
        return self._host.export({0: self})[0]

    def import_state(self, state: object) -> None:
        """Give the player in the child a state :meth:`export_state` described."""
        self._host.call(("import", self._key, state))

    @property
    def host(self) -> BotHost:
        """The process the player lives in (:meth:`BotHost.export` fetches it back)."""
        return self._host


class BotHost:
    """A child process holding computer players; one per game.

    :raises BotHostError: the process cannot be started.
    """

    def __init__(self) -> None:
        try:
            self._child = ChildProcess("engine.play.bot_host")
        except ProcessError as error:
            raise BotHostError("bot_host_failed", f"cannot start the bot process: {error}") \
                from error
        self._to: IO[bytes] = self._child.to
        self._from: IO[bytes] = self._child.back
        self._lock = threading.Lock()
        self._keys = 0
        self._closed = False

    def factory(self, kind: str, rng: Any) -> Player:
        """A :data:`engine.play.session.BotFactory`: the hosted twin of ``builtin_bot(kind, rng)``.

        :raises ConfigError: unknown kind (raised by the child, carried back).
        """
        seed = rng.randrange(2**63)  # the same draw builtin_bot makes
        self._keys += 1
        self.call(("make", self._keys, kind, seed))
        return HostedPlayer(self, self._keys, kind)

    def adopt(self, players: dict[int, Player]) -> dict[int, Player]:
        """Move players (with everything they have learnt so far) into the child.

        :return: the hosted stand-ins, by the same keys, to seat instead of the originals
            (a player that cannot be pickled, such as a class defined inside a function,
            stays as it is).
        """
        hosted: dict[int, Player] = {}
        for seat, player in players.items():
            try:
                blob = pickle.dumps(player, pickle.HIGHEST_PROTOCOL)
            except (pickle.PicklingError, TypeError, AttributeError):
                hosted[seat] = player  # a player that cannot travel thinks where it is
                continue
            self._keys += 1
            self.send(("adopt", self._keys, blob))
            hosted[seat] = HostedPlayer(self, self._keys, getattr(player, "name",
                                                                  type(player).__name__))
        return hosted

    def export(self, players: Mapping[int, Player]) -> dict[int, dict[str, Any]]:
        """The state of the hosted players among ``players`` as plain data, by the same keys.

        Why: a saved session's snapshot needs every player's state (its generator, what it
        has learnt), and a hosted player's state lives in the child. The child describes each
        with :func:`~engine.play.bot_state.player_state`: plain data, because the snapshot is
        stored on disk. Players not hosted by this host are left out.

        :raises SnapshotError: a player has no plain state (carried back from the child).
        :raises BotHostError: the child died.
        """
        keys = {seat: p._key for seat, p in players.items()
                if isinstance(p, HostedPlayer) and p.host is self}
        if not keys:
            return {}
        states = self.call(("export", tuple(keys.values())))
        assert isinstance(states, dict)
        return {seat: states[key] for seat, key in keys.items()}

    def send(self, message: tuple[object, ...]) -> None:
        """Send without waiting for an answer (the pipe keeps the order)."""
        with self._lock:
            self._write(message)

    def call(self, message: tuple[object, ...]) -> Any:
        """Send and wait for the answer; re-raise an error the child reports."""
        with self._lock:
            self._write(message)
            try:
                ok, value = pickle.load(self._from)
            except (EOFError, pickle.UnpicklingError, OSError) as error:
                raise BotHostError("bot_host_died", "the bot process ended unexpectedly") \
                    from error
        if not ok:
            raise value
        return value

    def close(self) -> None:
        """End the child (it exits when its input closes) and reap it."""
        if self._closed:
            return
        self._closed = True
        self._child.close()

    def _write(self, message: tuple[object, ...]) -> None:
        if self._closed:
            raise BotHostError("bot_host_closed", "the bot process was closed")
        try:
            pickle.dump(message, self._to, protocol=pickle.HIGHEST_PROTOCOL)
            self._to.flush()
        except (BrokenPipeError, OSError) as error:
            raise BotHostError("bot_host_died", "the bot process ended unexpectedly") \
                from error

    def __enter__(self) -> BotHost:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def serve(inbox: IO[bytes], outbox: IO[bytes]) -> None:
    """The child's loop: build players, answer decisions, until the input closes."""
    from engine.play.bot_state import player_state
    from engine.play.bot_state import restore_player
    from engine.play.players import BUILTIN_PLAYERS

    players: dict[int, Any] = {}
    while True:
        try:
            message = pickle.load(inbox)
        except EOFError:
            return
        verb = message[0]
        reply: tuple[bool, object] | None
        try:
            if verb == "make":
                _, key, kind, seed = message
                try:
                    cls = BUILTIN_PLAYERS[kind]
                except KeyError:
                    from engine.core.errors import ConfigError

                    raise ConfigError("unknown_player", f"no computer player called {kind!r}",
                                      kind=kind) from None
                players[key] = cls(seed=seed)
                reply = (True, None)
            elif verb == "adopt":
                _, key, blob = message
                players[key] = pickle.loads(blob)
                reply = None
            elif verb == "decide":
                _, key, view = message
                player = players[key]
                action = player.decide(view)
                reply = (True, (action, getattr(player, "last_thought", None)))
            elif verb == "export":
                _, keys = message
                reply = (True, {key: player_state(players[key]) for key in keys})
            elif verb == "import":
                _, key, state = message
                restore_player(players[key], state)
                reply = (True, None)
            elif verb == "hand_over":
                _, key, view = message
                hand_over = getattr(players[key], "hand_over", None)
                if callable(hand_over):
                    hand_over(view)
                reply = None
            else:
                reply = (False, BotHostError("bot_host_verb", f"unknown request {verb!r}"))
        except Exception as error:  # carried back to the engine thread, which reports it
            reply = (False, error)
        if reply is not None:
            try:
                pickle.dump(reply, outbox, protocol=pickle.HIGHEST_PROTOCOL)
            except (pickle.PicklingError, TypeError, AttributeError):
                unsent = BotHostError("bot_host_pickle", f"cannot send back {reply[1]!r}")
                pickle.dump((False, unsent), outbox, protocol=pickle.HIGHEST_PROTOCOL)
            outbox.flush()


def main() -> None:
    inbox = sys.stdin.buffer
    outbox = sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print must not corrupt the answers
    serve(inbox, outbox)


if __name__ == "__main__":
    main()

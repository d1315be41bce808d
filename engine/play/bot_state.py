"""What a computer player has learnt, as plain data, and back: the players' part of a snapshot.

Why plain data: a snapshot is stored in ``felt.db``, and a file on disk may have been made by
anyone; unpickling it would run whatever it names. So a player's state is written as numbers and
names (its generator's state, its counts of each opponent's play) and read back into a player
built afresh by the session's own factory. Nothing read names a class or a function.

Each kind of built-in player has its known attributes listed here. A player with attributes
this module does not know (a new kind, or a bot that learnt to remember something new) has no
plain state: :func:`player_state` refuses, the recorder takes no snapshot, and a resume replays
the log, which is always right. Players that wrap others (hosted players, the kill test's slow
bots) offer ``export_state()`` and ``import_state(state)`` and are asked first.

Tests: tests/engine/play/test_bot_host.py
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.bots import Bot
from engine.bots.bot import prior_population
from engine.bots.reading import SeatStats
from engine.play.players import CallingStation
from engine.play.players import RandomPlayer
from engine.play.snapshot_checks import SnapshotError
from engine.play.snapshot_checks import bad_snapshot
from engine.play.snapshot_checks import record
from engine.play.snapshot_checks import rng_from
from engine.play.snapshot_checks import rng_state
from engine.play.snapshot_checks import whole
from engine.rules.player import Player

PlainState = dict[str, Any]

_BOT_ATTRIBUTES = frozenset({"profile", "name", "rng", "strict", "population", "stats",
                             "last_thought", "_hand_key", "_pending", "_reads", "own_trail"})
"""A :class:`Bot`'s attributes. ``last_thought`` (an explanation for the window), ``_hand_key``
and ``_pending`` (the hand being watched, emptied by ``hand_over`` at every hand's end),
``_reads`` (kept during a decision only) and ``own_trail`` (the hand's own play, begun afresh
when the next hand starts) do not shape any later decision between hands, so they are not
kept."""
_RANDOM_ATTRIBUTES = frozenset({"rng", "fold_rate", "raise_rate"})
_SEAT_STATS = frozenset(f.name for f in dataclasses.fields(SeatStats))
#: Counts added to :class:`SeatStats` later (issue 35: answers to re-raises); a snapshot
#: written before them has none, and they start from zero.
_LATER_STATS = frozenset({"answered_three_bet", "four_bet_after_open", "faced_four_bet",
                          "folded_to_four_bet", "five_bet", "faced_raise", "folded_to_raise"})


def player_state(player: Player) -> PlainState:
    """The player's state as JSON-ready data.

    :raises SnapshotError: ``no_plain_state`` for a player this module cannot describe.
    """
    export = getattr(player, "export_state", None)
    if callable(export):
        state = export()
        if not isinstance(state, dict):
            raise _no_plain_state(player)
        return state
    kind = type(player)
    if kind is Bot:
        assert isinstance(player, Bot)
        if (set(vars(player)) != _BOT_ATTRIBUTES
                or player.population != prior_population(player.profile)
                or player._pending is not None or player.strict):
            raise _no_plain_state(player)
        return {"type": "bot", "profile": player.profile.code, "rng": rng_state(
            player.rng.getstate()), "stats": {str(seat): dataclasses.asdict(stats)
                                             for seat, stats in sorted(player.stats.items())}}
    if kind is RandomPlayer:
        assert isinstance(player, RandomPlayer)
        if set(vars(player)) != _RANDOM_ATTRIBUTES:
            raise _no_plain_state(player)
        return {"type": "random", "rng": rng_state(player.rng.getstate())}
    if kind is CallingStation and not vars(player):
        return {"type": "call"}
    raise _no_plain_state(player)


def restore_player(player: Player, state: object) -> None:
    """Give a freshly built player the state :func:`player_state` described.

    :raises SnapshotError: the state is malformed or belongs to another kind of player; the
        player may then be half restored and must be thrown away.
    """
    restore = getattr(player, "import_state", None)
    if callable(restore):
        restore(state)
        return
    if not isinstance(state, dict):
        raise bad_snapshot("player")
    kind = type(player)
    if kind is Bot and state.get("type") == "bot":
        assert isinstance(player, Bot)
        raw = record(state, "bot", {"type", "profile", "rng", "stats"})
        if raw["profile"] != player.profile.code or not isinstance(raw["stats"], dict):
            raise bad_snapshot("bot profile")
        stats: dict[int, SeatStats] = {}
        for key, counts in raw["stats"].items():
            if not isinstance(key, str) or not key.isdigit() or len(key) > 2:
                raise bad_snapshot("bot stats")
            older = isinstance(counts, dict) and set(counts) == _SEAT_STATS - _LATER_STATS
            fields = record(counts, "bot stats", _SEAT_STATS - _LATER_STATS if older
                            else _SEAT_STATS)
            stats[int(key)] = SeatStats(**{name: whole(value, "bot stats")
                                           for name, value in fields.items()})
        player.rng.setstate(rng_from(raw["rng"], "bot generator"))
        player.stats = stats
        return
    if kind is RandomPlayer and state.get("type") == "random":
        assert isinstance(player, RandomPlayer)
        raw = record(state, "player", {"type", "rng"})
        player.rng.setstate(rng_from(raw["rng"], "player generator"))
        return
    if kind is CallingStation and state == {"type": "call"}:
        return
    raise bad_snapshot("player kind")


def _no_plain_state(player: object) -> SnapshotError:
    return SnapshotError("no_plain_state", f"{type(player).__name__} has no plain state")

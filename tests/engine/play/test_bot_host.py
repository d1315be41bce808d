"""Computer players hosted in their own process play exactly as they do in-process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.bots import bot as bot_module
from engine.bots.solver_play import at_the_table
from engine.bots.solver_play import decide_solver
from engine.core.errors import ConfigError
from engine.core.errors import FeltError
from engine.play.bot_host import BotHost
from engine.play.bot_host import BotHostError
from engine.play.bot_host import HostedPlayer
from engine.play.session import GameSession
from engine.play.session import LoggedAction
from engine.rules.player import Player
from engine.rules.table import TableConfig

KINDS = {1: "expert", 2: "solid", 3: "beginner", 4: "casual", 5: "random"}
#: A heads-up game: the expert solves only hands dealt to two (``SOLVED_HANDS_DEALT_TO``).
HEADS_UP = {0: "solid", 1: "expert"}
NAMES: list[str | None] = ["P0", "P1", "P2", "P3", "P4", "P5"]


def _solving(bots: dict[int, Player]) -> dict[int, Player]:
    """``bots`` with every expert solving its heads-up pots as at the table (the bot process
    gives the table's budget to its experts; these stay in this process). A smaller budget
    solved none of these hands' flops and turns to a useful exploitability, heads-up."""
    return {seat: at_the_table(bot) for seat, bot in bots.items()}


@pytest.fixture
def solves(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Whether each of this process's experts' solver decisions was played from a solve."""
    played: list[bool] = []

    def counted(*args: object, **kwargs: object) -> object:
        choice = decide_solver(*args, **kwargs)  # type: ignore[arg-type]
        played.append(choice is not None)
        return choice

    monkeypatch.setattr(bot_module, "decide_solver", counted)
    return played


def _play(session: GameSession, hands: int) -> list[LoggedAction]:
    while session.table.hand_number < hands or not session.wrapped:
        if not session.step():
            break
    return [e for e in session.log if isinstance(e, LoggedAction)]


def test_hosted_players_make_the_same_decisions_as_local_ones() -> None:
    local = GameSession(TableConfig(), NAMES, bots={0: "call", **KINDS}, seed=42)
    with BotHost() as host:
        hosted = GameSession(TableConfig(), NAMES, bots={0: "call", **KINDS}, seed=42,
                             bot_factory=host.factory)
        assert all(isinstance(p, HostedPlayer) for p in hosted.bots.values())
        got = _play(hosted, 12)
        thoughts = [p.last_thought for p in hosted.bots.values()
                    if isinstance(p, HostedPlayer) and p.kind == "expert"]
    expected = _play(local, 12)
    assert len(expected) > 50
    assert got == expected
    assert thoughts and thoughts[0] is not None  # the explanation comes back too


def test_errors_come_back_typed_and_a_closed_host_says_so() -> None:
    host = BotHost()
    try:
        import random

        with pytest.raises(ConfigError) as info:
            host.factory("grandmaster", random.Random(1))
        assert info.value.code == "unknown_player"
        player = host.factory("call", random.Random(1))
        session = GameSession(TableConfig(), NAMES[:2], bots={0: "call", 1: "call"}, seed=1)
        hand = session.table.start_hand()
        assert hand.actor_seat is not None
        from engine.rules.view import view_for

        view = view_for(hand, hand.actor_seat)
        assert player.decide(view) == session.bots[hand.actor_seat].decide(view)
        # Asked out of turn, the bot in the child raises; its typed error comes back.
        expert = host.factory("expert", random.Random(2))
        other = next(s for s in hand.seats if s != hand.actor_seat)
        with pytest.raises(FeltError) as refused:
            expert.decide(view_for(hand, other))
        assert refused.value.code == "not_to_act"
    finally:
        host.close()
    with pytest.raises(BotHostError) as closed:
        host.call(("decide", 1, None))
    assert closed.value.code == "bot_host_closed"


def test_adopted_players_keep_what_they_learnt() -> None:
    local = GameSession(TableConfig(), NAMES, bots={0: "call", **KINDS}, seed=5)
    moved = GameSession(TableConfig(), NAMES, bots={0: "call", **KINDS}, seed=5)
    _play(local, 6)
    _play(moved, 6)
    with BotHost() as host:
        moved.bots = host.adopt(moved.bots)
        assert _play(moved, 14) == _play(local, 14)


def test_a_player_that_cannot_travel_stays_in_process() -> None:
    class Local:  # defined in a function: pickle cannot name it
        def decide(self, view: object) -> object:
            raise AssertionError("not asked")

    local = Local()
    with BotHost() as host:
        seated = host.adopt({1: local, 2: GameSession(TableConfig(), NAMES[:3],
                                                       bots={0: "call", 1: "call", 2: "expert"},
                                                       seed=3).bots[2]})
    assert seated[1] is local
    assert isinstance(seated[2], HostedPlayer)


def test_export_brings_hosted_players_back_with_what_they_learnt(solves: list[bool]) -> None:
    from engine.play.bot_state import player_state
    from engine.play.bot_state import restore_player

    local = GameSession(TableConfig(), NAMES[:2], bots=HEADS_UP, seed=2)
    moved = GameSession(TableConfig(), NAMES[:2], bots=HEADS_UP, seed=2)
    fresh = GameSession(TableConfig(), NAMES[:2], bots=HEADS_UP, seed=2)
    for session in (local, moved, fresh):  # the experts solve, here and in the bot process
        session.bots = _solving(session.bots)
    with BotHost() as host:
        moved.bots = host.adopt(moved.bots)
        assert _play(moved, 7) == _play(local, 7)
        states = host.export({**moved.bots, 9: local.bots[0]})  # seat 9: not hosted, left out
    assert set(states) == set(HEADS_UP)
    for seat, state in states.items():  # plain data, equal to the players that stayed here
        assert state == player_state(local.bots[seat])
        json.dumps(state, allow_nan=False)
        restore_player(fresh.bots[seat], state)
    moved.bots = fresh.bots
    assert _play(moved, 12) == _play(local, 12)
    assert any(solves)  # the solver played some of it


def test_a_recorded_session_with_hosted_players_resumes_from_its_snapshot(
        tmp_path: Path, solves: list[bool]) -> None:
    from engine.storage import Store
    from engine.storage.recorder import record_new
    from engine.storage.recorder import resume

    bots = dict(HEADS_UP)
    local = GameSession(TableConfig(), NAMES[:2], bots=bots, seed=4)
    local.bots = _solving(local.bots)  # the experts solve, here and in the bot process
    store = Store.open(tmp_path / "felt.db")
    with BotHost() as host:
        session = record_new(store, TableConfig(), NAMES[:2], None, bots, 4)
        session.bots = host.adopt(_solving(session.bots))
        assert session.recorder is not None and session.session_id is not None
        session.recorder.snapshot_every = 3
        _play(session, 7)
        assert session.recorder.snapshots_taken == 2
        assert session.recorder.snapshot_failures == 0
    resumed = resume(store, session.session_id)
    assert resumed.resumed_from == 6
    resumed.bots = _solving(resumed.bots)
    assert _play(resumed, 10) == _play(local, 10)
    assert any(solves)
    store.close()

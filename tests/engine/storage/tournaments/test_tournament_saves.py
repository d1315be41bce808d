"""Saved tournaments: kept after each round, the latest unfinished found, read back whole."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from engine.core.errors import StorageError
from engine.play.tournament_session import TournamentSession
from engine.play.tournament_session import session_from_state
from engine.storage import Store
from engine.storage.db import MIGRATIONS
from engine.storage.tournaments.tournament_saves import latest_tournament
from engine.storage.tournaments.tournament_saves import load_tournament
from engine.storage.tournaments.tournament_saves import save_tournament
from engine.storage.tournaments.tournament_schema import create_tournaments
from engine.tournament.structure import Structure
from engine.tournament.tournament import Tournament
from tests.helpers.tournament_play import play


def test_the_tournament_step_is_in_the_migrations() -> None:
    assert create_tournaments in MIGRATIONS


def test_a_1000_player_tournament_saved_mid_way_continues_from_the_file(tmp_path: Path
                                                                          ) -> None:
    t = Tournament(1000, 9, Structure(starting_stack=3000, hands_per_level=4), seed=5)
    session = TournamentSession(t, 0, lambda p: "casual", clock=lambda: 0.0)
    path = tmp_path / "felt.db"
    ids: list[int] = []

    def keep(state: dict[str, object]) -> None:
        ids.append(save_tournament(store, ids[-1] if ids else None, {"players": 1000},
                                   dict(state), False))

    with Store.open(path) as store:
        session.save = keep
        play(session, hands=12)
    assert len(set(ids)) == 1
    started = time.perf_counter()
    with Store.open(path) as store:
        found = latest_tournament(store)
        assert found == ids[0]
        saved = load_tournament(store, found)
        again = session_from_state(saved.state, lambda p: "casual", clock=lambda: 0.0)
    took = time.perf_counter() - started
    print(f"1,000-player tournament read back and rebuilt in {took * 1000:.0f} ms")
    assert took < 5.0
    assert saved.setup == {"players": 1000}
    assert again.tournament.to_json() == t.to_json()


def test_a_finished_tournament_is_not_offered_and_a_missing_one_is_an_error() -> None:
    store = Store.in_memory()
    first = save_tournament(store, None, {}, {"x": 1}, False, now=1.0)
    save_tournament(store, first, {}, {"x": 2}, True, now=2.0)
    assert latest_tournament(store) is None
    assert latest_tournament(store, unfinished_only=False) == first
    assert load_tournament(store, first).state == {"x": 2}
    with pytest.raises(StorageError) as error:
        load_tournament(store, first + 1)
    assert error.value.code == "no_tournament"

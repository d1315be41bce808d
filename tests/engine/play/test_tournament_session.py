"""The person's table inside a tournament: rounds, moves, busts, watching, saved state."""

from __future__ import annotations

import json

from engine.play.session import HandWrapped
from engine.play.tournament_session import TournamentSession
from engine.play.tournament_session import session_from_state
from engine.tournament.structure import Structure
from engine.tournament.tournament import Tournament
from engine.tournament.tournament_events import LevelUp
from tests.helpers.tournament_play import play
from tests.helpers.tournament_play import rounds_played


def small(players: int = 18, seed: int = 4) -> Tournament:
    return Tournament(players, 9, Structure(starting_stack=1000, hands_per_level=5), seed=seed)


def test_the_person_plays_one_table_while_the_others_play_the_same_round() -> None:
    t = small()
    session = TournamentSession(t, 0, lambda p: "casual")
    assert session.person_seat == 0 and session.table.seats[0].name == "Player 1"
    news = [(r.lobby, r.seating) for r in rounds_played(play(session, hands=3))]
    assert len(news) == 3
    assert t.round == 3 and session.table.hand_number == 3
    # every table played each round: the other table's players were dealt three hands too
    assert all(t.entrants[p].hands == 3 for seats in t.floor.values() for p in seats.values()
               if t.entrants[p].place is None)
    lobby, seats = news[-1]
    assert lobby.round == 3 and lobby.players_left == len(t.stacks())
    assert sum(row.chips for row in lobby.tables) == sum(t.stacks().values())
    assert seats.person_seat == 0 and any(name == "Player 1" for _, name, _ in seats.seats)


def test_a_whole_tournament_ends_with_every_place_and_the_chips_kept() -> None:
    t = small()
    session = TournamentSession(t, 0, lambda p: "casual")
    lobby = rounds_played(play(session))[-1].lobby
    assert lobby.finished and len(lobby.finishes) == 18
    assert [f.place for f in lobby.finishes][:3] == [1, 2, 3]
    assert lobby.person_finish is not None and lobby.person_finish.player == 0
    assert sum(t.stacks().values()) == t.chips_bought() + t.colour_up_change
    # once out, the person watches: no seat of theirs any more
    assert session.person_seat is None or lobby.person_finish.place == 1
    assert [f.prize for f in lobby.finishes if f.prize] == list(t.prizes())


def test_the_person_is_moved_when_their_table_breaks() -> None:
    # 12 players at tables of 6: the second table breaks as soon as 6 are left.
    for seed in range(1, 30):
        t = Tournament(12, 6, Structure(starting_stack=1000, hands_per_level=3), seed=seed)
        session = TournamentSession(t, 0, lambda p: "call")
        start_table = session.seated.number
        news = [r.seating for r in rounds_played(play(session))]
        moved = [s for s in news if s.moved_from is not None and s.person_seat == 0]
        if moved:
            assert moved[0].moved_from == start_table
            assert moved[0].table != start_table
            assert (0, "Player 1") in {(seat, name) for seat, name, _ in moved[0].seats}
            return
    raise AssertionError("the person was never moved")


def test_a_180_player_tournament_quit_midway_continues_exactly() -> None:
    t = Tournament(180, 9, Structure(starting_stack=3000, hands_per_level=6), seed=11)
    session = TournamentSession(t, 0, lambda p: "casual", clock=lambda: 0.0)
    play(session, hands=25)
    assert not t.finished and len(t.floor) > 1
    saved = session.state()
    again = session_from_state(json.loads(json.dumps(saved)), lambda p: "casual",
                               clock=lambda: 0.0)
    assert again.tournament.to_json() == t.to_json()
    assert again.seated.number == session.seated.number
    assert again.table.hand_number == session.table.hand_number
    # both go on the same way: every table, every seat, every stack
    play(session, hands=10)
    play(again, hands=10)
    assert again.tournament.to_json() == t.to_json()


def test_each_round_ends_the_hands_events_with_the_rounds_news_lobby_and_seats() -> None:
    t = small()
    session = TournamentSession(t, 0, lambda p: "casual")
    events = play(session, hands=6)
    rounds = rounds_played(events)
    assert [r.lobby.round for r in rounds] == [1, 2, 3, 4, 5, 6]
    # right after the hand's wrap-up, so the window learns of it as the table shows the end
    wrapped = [k for k, e in enumerate(events) if isinstance(e, HandWrapped)]
    assert [events[k + 1] for k in wrapped] == rounds
    # the round's own tournament events: the level goes up after five hands
    assert [type(e) for e in rounds[4].news if isinstance(e, LevelUp)] == [LevelUp]
    assert not any(isinstance(e, LevelUp) for r in rounds[:4] for e in r.news)
    assert rounds[-1].news == tuple(e for e in t.events if e.round == rounds[-1].lobby.round)

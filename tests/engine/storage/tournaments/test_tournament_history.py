"""The person's tournament table in the hand history: every hand stored once, replayable
(a big-blind ante included), in a finished session named after the tournament."""

from __future__ import annotations

from engine.play.tournament_session import TournamentSession
from engine.rules.table import BlindLevel
from engine.storage.store import Store
from engine.storage.tournaments.tournament_history import TournamentHistory
from engine.tournament.structure import Structure
from engine.tournament.tournament import Tournament
from tests.helpers.tournament_play import play

LEVELS = (BlindLevel(10, 20, 20), BlindLevel(20, 40, 40), BlindLevel(30, 60, 60))


def test_each_hand_of_the_person_s_table_is_stored_and_replays() -> None:
    store = Store.in_memory()
    t = Tournament(18, 9, Structure(starting_stack=1000, hands_per_level=3, levels=LEVELS,
                                    big_blind_ante=True), seed=5)
    holder: list[TournamentHistory] = []

    def save(state: object) -> None:
        holder[0].record(session)
        holder[0].record(session)  # twice: still one record

    session = TournamentSession(t, 0, lambda p: "casual", save=save)
    holder.append(TournamentHistory(store, session, "Tournament, 18 players"))
    play(session, hands=6)
    sid = holder[0].session_id
    summary = store.summary(sid)
    assert summary.name == "Tournament, 18 players" and summary.finished
    assert store.latest_session_id(unfinished_only=True) is None  # never offered to continue
    hands = store.hands(sid)
    assert sorted(h.hand_number for h in hands) == [1, 2, 3, 4, 5, 6]
    for h in hands:
        record = store.hand(sid, h.hand_number)
        again = record.data.rebuild()
        assert tuple(again.board) == record.board
        antes = record.data.antes  # the big blind's ante for the table, kept for the replay
        assert antes is not None and sum(antes) == max(antes) == record.data.config.big_blind
        assert sum(p.net for p in record.players) == 0
        assert record.person_seat == 0 and record.person is not None

"""The results series: running totals in chips and big blinds, the totals by position and by
session, the all-in expectation beside the result, and a downsample that keeps the extremes."""

from __future__ import annotations

from engine.storage.grades.results_series import HandResult
from engine.storage.grades.results_series import downsample
from engine.storage.grades.results_series import hand_results
from engine.storage.grades.results_series import results
from engine.storage.store import Store
from tests.helpers.graded_play import person_session

HANDS = [HandResult(1, 1, "btn", 30, 30.0, 10), HandResult(1, 2, "bb", -10, -10.0, 10),
         HandResult(2, 1, "btn", -200, -50.0, 100), HandResult(0, 7, "sb", 5, 5.0, 1)]


def test_running_totals_in_chips_and_big_blinds() -> None:
    chips = results(HANDS)
    assert chips.won == (30, 20, -180, -175)
    assert chips.expected == (30, 20, -30, -25)
    assert chips.by_position == {"btn": -170, "bb": -10, "sb": 5}
    assert chips.by_session == {1: 20, 2: -200, 0: 5}
    bb = results(HANDS, in_bb=True)
    assert bb.won == (3, 2, 0, 5)
    assert bb.expected == (3, 2, 1.5, 6.5)
    assert bb.by_position == {"btn": 1, "bb": -1, "sb": 5}
    assert results([]).won == ()


def test_the_persons_hands_from_the_store() -> None:
    store = Store.in_memory()
    sid = person_session(store, 30, seed=5)
    found = hand_results(store.hands())
    nets = [int(r[0]) for r in store.query(
        "SELECT net FROM hand_players WHERE session_id = ? AND seat = 0 ORDER BY hand_number",
        (sid,))]
    assert [h.net for h in found] == nets
    assert {h.position for h in found} <= {"sb", "bb", "utg", "hj", "co", "btn"}
    assert all(h.big_blind == 10 for h in found)
    assert results(found).won[-1] == sum(nets)
    # a hand decided before the river without an all-in keeps its result
    assert any(h.expected == h.net for h in found)


def test_downsample_keeps_every_hand_or_each_columns_extremes() -> None:
    assert downsample([1.0], 300) == [(0, 1.0, 1.0)]
    values = [float((k * 7919) % 1000) for k in range(100_000)]
    values[51_234] = 5000.0
    values[77_777] = -5000.0
    points = downsample(values, 400)
    assert len(points) == 400
    assert max(hi for _, _, hi in points) == 5000.0
    assert min(lo for _, lo, _ in points) == -5000.0
    assert points[-1][0] == len(values) - 1

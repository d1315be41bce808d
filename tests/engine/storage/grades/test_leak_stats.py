"""The leak figures on a known set of graded decisions: the person's and the expert's counts
by position, the cost only where the two differ, the computers' grades left out, and the
three costliest leaks in order."""

from __future__ import annotations

import json

import pytest

from engine.storage.grades.leak_stats import Figure
from engine.storage.grades.leak_stats import LeakRow
from engine.storage.grades.leak_stats import biggest_leaks
from engine.storage.grades.leak_stats import leak_rows
from engine.storage.store import Store
from tests.helpers.graded_play import person_session

# (hand index, seat, decision, street, spot, position, action, ev values, pot)
DECISIONS = [
    # hand 0, button, folded to: limps where raising was best (VPIP same, PFR and steal not)
    (0, 0, 0, 0, "preflop_open", "btn", "call", [["fold", 0.0], ["call", -0.5],
                                                 ["raise", 0.3]], 15),
    # ... then calls a flop bet where raising was best (aggression)
    (0, 0, 3, 1, "facing_bet", "btn", "call", [["fold", 0.0], ["call", 0.4],
                                               ["raise", 1.0]], 40),
    # a computer's decision in the same hand: never counted
    (0, 1, 1, 0, "facing_raise", "sb", "fold", [["fold", 0.0], ["call", 5.0]], 25),
    # hand 1, big blind: folds to a raise where calling was best (VPIP)
    (1, 0, 0, 0, "facing_raise", "bb", "fold", [["fold", 0.0], ["call", 1.2],
                                                ["raise", 0.5]], 35),
    # hand 2, cut-off: opens, folds to the 3-bet as the expert would
    (2, 0, 0, 0, "preflop_open", "co", "raise", [["fold", 0.0], ["raise", 0.2]], 25),
    (2, 0, 2, 0, "facing_reraise", "co", "fold", [["fold", 0.0], ["call", -0.3]], 90),
    # hand 3, under the gun: opens, then checks where a c-bet was best
    (3, 0, 0, 0, "preflop_open", "utg", "raise", [["fold", 0.0], ["raise", 0.1]], 15),
    (3, 0, 5, 1, "cbet", "utg", "check", [["check", 0.1], ["raise", 0.5]], 60),
]


def _cost(values: list[list[object]], action: str) -> float:
    family = "raise" if action in ("bet", "raise") else action
    evs = {str(f): float(v) for f, v in values}  # type: ignore[arg-type]
    return round(max(evs.values()) - evs[family], 6)


#: A grade row without the judge's columns (the expert's, as before they were added).
_INSERT = ("INSERT INTO grades (session_id, hand, seat, decision, street, spot, position, "
           "action, graded, reason, cost_bb, chosen_ev, best_ev, ev_values, equity, pot, "
           "to_call, big_blind) VALUES (" + ", ".join("?" * 18) + ")")


@pytest.fixture(scope="module")
def store() -> Store:
    store = Store.in_memory()
    sid = person_session(store, 6, seed=2)
    hands = [int(r[0]) for r in store.query(
        "SELECT hand_number FROM hands WHERE session_id = ? ORDER BY hand_number", (sid,))]
    with store.writing() as db:
        for k in range(4):
            for seat in (0, 1):
                db.execute("INSERT INTO graded_hands VALUES (?, ?, ?, 'test', 0)",
                           (sid, hands[k], seat))
        for k, seat, index, street, spot, position, action, values, pot in DECISIONS:
            db.execute(_INSERT, (
                sid, hands[k], seat, index, street, spot, position, json.dumps([action]), 1,
                "test", _cost(values, action), None, None, json.dumps(values), None, pot, 10,
                10))
        # a decision the grader could not value: left out
        db.execute(_INSERT, (
            sid, hands[1], 0, 9, 1, "facing_bet", "bb", '["fold"]', 0, "missing_card", 0.0,
            None, None, "[]", None, 50, 10, 10))
        db.execute("UPDATE hand_players SET showdown = ?, won_showdown = ? WHERE "
                   "session_id = ? AND seat = 0", (0, 0, sid))
        db.execute("UPDATE hand_players SET showdown = 1, won_showdown = 1 WHERE "
                   "session_id = ? AND hand_number = ? AND seat = 0", (sid, hands[0]))
    return store


def _row(rows: dict[Figure, list[LeakRow]], figure: Figure, position: str = "") -> tuple[
        int, int, int | None, float]:
    found = next(r for r in rows[figure] if r.position == position)
    return found.chances, found.person, found.expert, round(found.cost_bb, 6)


def test_each_figure_counts_the_persons_and_the_experts_choices(store: Store) -> None:
    rows = leak_rows(store)
    assert _row(rows, Figure.VPIP) == (4, 3, 4, 1.2)
    assert _row(rows, Figure.VPIP, "bb") == (1, 0, 1, 1.2)
    assert _row(rows, Figure.VPIP, "btn") == (1, 1, 1, 0.0)
    assert _row(rows, Figure.PFR) == (4, 2, 3, 0.8)
    assert _row(rows, Figure.THREE_BET) == (1, 0, 0, 0.0)  # the computer's chance left out
    assert _row(rows, Figure.FOLD_TO_THREE_BET, "co") == (1, 1, 1, 0.0)
    assert _row(rows, Figure.STEAL) == (1, 0, 1, 0.8)  # utg's open is no steal
    assert _row(rows, Figure.CBET, "utg") == (1, 0, 1, 0.4)
    assert _row(rows, Figure.AGGRESSION) == (2, 0, 2, 1.0)
    assert rows[Figure.FOLD_TO_CBET] == []  # no flop bet after calling a raise
    assert _row(rows, Figure.WTSD) == (2, 1, None, 0.0)  # hands 0 and 3 saw the flop
    assert _row(rows, Figure.WON_AT_SHOWDOWN, "btn") == (1, 1, None, 0.0)
    vpip = next(r for r in rows[Figure.VPIP] if not r.position)
    assert vpip.person_share == 0.75 and vpip.expert_share == 1.0
    assert vpip.cost_chips == pytest.approx(12.0)


def test_the_biggest_leaks_are_the_costliest_three(store: Store) -> None:
    worst = biggest_leaks(leak_rows(store))
    assert [r.figure for r in worst] == [Figure.VPIP, Figure.AGGRESSION, Figure.PFR]
    assert all(r.position == "" for r in worst)


def test_no_grades_no_leaks() -> None:
    store = Store.in_memory()
    person_session(store, 3, seed=1)
    rows = leak_rows(store)
    assert all(r == [] for r in rows.values()) and biggest_leaks(rows) == []

"""Saved sessions for tests, written through the same recording path as the window."""

from __future__ import annotations

from engine.play.session import GameSession
from engine.play.session import HandWrapped
from engine.rules.actions import Action
from engine.storage.recorder import record_new
from engine.storage.store import Store
from gui.base.game_setup import GameSetup


def _person_policy(session: GameSession) -> Action:
    """Calls down, except that it folds pre-flop every third hand (so some hands are lost
    and the person's folded cards are in the history)."""
    hand = session.hand
    assert hand is not None
    legal = session.person_legal()
    assert legal is not None
    if hand.hand_number % 3 == 0 and hand.street == 0 and not legal.can_check:
        return Action.fold()
    return Action.check() if legal.can_check else Action.call()


def play_into(store: Store, name: str, hands: int, seed: int, players: int = 3,
              opponents: str = "call") -> int:
    """A session of ``hands`` hands against calling stations (or ``opponents``), saved as the
    window saves one (:func:`engine.storage.recorder.record_new`: every step written the
    moment it happens)."""
    setup = GameSetup(players=players, opponents=opponents, starting_stack=1000, small_blind=5,
                      big_blind=10, seed=seed)
    names = setup.names()
    session = record_new(store, setup.table_config(), [names[s] for s in range(players)],
                         0, setup.bots(), seed, name, {"variant": "nl"})
    wrapped = 0
    while wrapped < hands and not session.over:
        events = session.act(_person_policy(session)) if session.waiting_for_person \
            else session.step()
        wrapped += sum(isinstance(e, HandWrapped) for e in events)
    assert session.session_id is not None
    return session.session_id


def play_hot_seat_into(store: Store, hands: int, seed: int) -> int:
    """A hot-seat session saved as the window saves one: Ada (seat 0) calls and checks,
    Bruno (seat 1) raises the minimum whenever he may and otherwise calls, and a calling
    station sits in seat 2."""
    setup = GameSetup(players=3, name="Ada", people=("Bruno",), opponents="call",
                      starting_stack=1000, small_blind=5, big_blind=10, seed=seed)
    names = setup.names()
    session = record_new(store, setup.table_config(), [names[s] for s in range(3)], 0,
                         setup.bots(), seed, "hot seat", {"variant": "nl"})
    wrapped = 0
    while wrapped < hands and not session.over:
        if session.waiting_for_person:
            legal = session.person_legal()
            assert legal is not None
            if session.person_to_act == 1 and legal.can_raise and legal.min_raise_to:
                action = Action.bet_or_raise(legal.min_raise_to)
            else:
                action = Action.check() if legal.can_check else Action.call()
            events = session.act(action)
        else:
            events = session.step()
        wrapped += sum(isinstance(e, HandWrapped) for e in events)
    assert session.session_id is not None
    return session.session_id


def copy_hands(store: Store, session_id: int, copies: int) -> int:
    """Add ``copies`` hands to a session by copying its stored rows under new numbers and
    later times (every copy decodes and replays like the hand it copies); returns the
    session's hand count."""
    import json

    with store.writing() as db:
        rows = db.execute("SELECT * FROM hands WHERE session_id = ? ORDER BY hand_number",
                          (session_id,)).fetchall()
        players = {n: db.execute("SELECT * FROM hand_players WHERE session_id = ? AND "
                                 "hand_number = ?", (session_id, n)).fetchall()
                   for n in (r[1] for r in rows)}
        number, moment = rows[-1][1], rows[-1][2]
        for k in range(copies):
            row = rows[k % len(rows)]
            number += 1
            moment += 1.0
            data = json.loads(row[9])
            data["hand"] = number
            db.execute("INSERT INTO hands VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       (session_id, number, moment, *row[3:9], json.dumps(data)))
            copied = [(session_id, number, *p[2:]) for p in players[row[1]]]
            db.executemany("INSERT INTO hand_players VALUES "
                           f"({', '.join('?' * len(copied[0]))})", copied)
    return int(number)


def damage_hand(store: Store, session_id: int, hand_number: int) -> None:
    """One hand's players made invalid JSON, as a flipped bit does."""
    with store.writing() as db:
        db.execute("UPDATE hands SET players = replace(players, '], [', '], $[') "
                   "WHERE session_id = ? AND hand_number = ?", (session_id, hand_number))


def downgrade_to(store: Store, version: int) -> None:
    """Drop the tables and indexes later schema steps made and set the version, so that the
    database looks as one of ``version`` does (columns a later step added are the caller's)."""
    from engine.storage.db import expected_layout
    from engine.storage.db import layout

    db = store._db
    wanted = expected_layout(version)
    for key in sorted(layout(db)):  # an index of a dropped table went with it
        kind, name = key.split(" ", 1)
        if key not in wanted:
            db.execute(f"DROP {kind.upper()} IF EXISTS {name}")
    db.execute("UPDATE schema_version SET version = ?", (version,))

"""Write a saved-session fixture: a ``felt.db`` stopped at the person's decision, and a JSON of
what the code that wrote it showed there and after playing on.

``python -m tests.helpers.saved_session_fixture --db tests/data/X.db --players 6 --seed 3
--stop-hand 14 --play-to 24`` plays the headless runner's tournament
(:func:`tests.engine.kill_runner.headless_config`, the person at seat 0 played by
:func:`~tests.engine.kill_runner.person_policy`) through the window's recording path until the
person's first decision of hand ``--stop-hand``, and stops there, as a person who closes the
window would. The database is checkpointed into one file. The JSON beside it (``X.json``) holds
what that moment looked like (cards, stacks, bets, pots, the person's options) and the stacks
after a copy of the database was continued to hand ``--play-to``.

Run it with an old checkout's code to make a fixture that proves a later change still continues
the sessions people saved before it (``tests/engine/test_storage_old_db.py``).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sqlite3
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.play.session import GameSession
from engine.play.session import chip_count
from engine.storage import Store
from engine.storage.recorder import record_new
from engine.storage.recorder import resume
from tests.helpers.kill_runner import headless_config
from tests.helpers.kill_runner import person_policy


def moment(session: GameSession) -> dict[str, Any]:
    """What the table shows while the person decides: the facts a continued session must
    repeat exactly."""
    hand = session.hand
    legal = session.person_legal()
    assert hand is not None and legal is not None
    chips = chip_count(session)
    position = hand.seats.index(session.person_seat)
    return {
        "hand_number": hand.hand_number,
        "button": hand.seats[-1],
        "level": [hand.config.small_blind, hand.config.big_blind, hand.config.ante],
        "stacks": [list(s) for s in chips.stacks],
        "bets": [list(b) for b in chips.bets],
        "pots": list(chips.pots),
        "board": list(hand.board),
        "person_cards": sorted(hand.hole[position]),
        "legal": {"can_check": legal.can_check, "call_amount": legal.call_amount,
                  "min_raise_to": legal.min_raise_to, "max_raise_to": legal.max_raise_to},
    }


def play_on(session: GameSession, to_hand: int) -> tuple[list[list[int]], int]:
    """Play with the scripted person until hand ``to_hand`` has wrapped up; the stacks then,
    and how many hands had more than one pot on the way."""
    side_pot_hands: set[int] = set()
    while not (session.wrapped and session.table.hand_number >= to_hand) and not session.over:
        if session.waiting_for_person:
            session.act(person_policy(session))
        else:
            session.step()
        hand = session.hand
        if hand is not None and len(hand.pots) > 1:
            side_pot_hands.add(hand.hand_number)
    stacks = [[s, st.stack] for s, st in sorted(session.table.seats.items())]
    return stacks, len(side_pot_hands)


def checkpoint(db: Path) -> None:
    """Fold the write-ahead log into the database file and drop the store's lock file, so
    the fixture is one file."""
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("PRAGMA journal_mode = DELETE")
    finally:
        conn.close()
    for suffix in ("-wal", "-shm", ".lock"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)


def write(db: Path, players: int, seed: int, stop_hand: int, play_to: int) -> dict[str, Any]:
    """Write the fixture database and return the expectations for its JSON."""
    config, names, bots = headless_config(players)
    bots.pop(0)
    side_pot_hands: set[int] = set()
    with Store.open(db) as store:
        session = record_new(store, config, names, 0, bots, seed)
        while not (session.waiting_for_person and session.hand is not None
                   and session.hand.hand_number >= stop_hand):
            if session.waiting_for_person:
                session.act(person_policy(session))
            else:
                session.step()
            hand = session.hand
            if hand is not None and len(hand.pots) > 1:
                side_pot_hands.add(hand.hand_number)
            assert not session.over, "the game ended before the stop hand"
        expected = moment(session)
        assert session.session_id is not None
        expected["snapshot_hands"] = [h for _, h in store.snapshot_positions(session.session_id)]
    checkpoint(db)
    expected["side_pot_hands_before"] = sorted(side_pot_hands)

    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "felt.db"
        shutil.copy(db, copy)
        with Store.open(copy) as store:
            session_id = store.latest_session_id()
            assert session_id is not None
            session = resume(store, session_id)
            expected["resumed_from"] = session.resumed_from
            while not session.waiting_for_person:
                session.step()
            assert moment(session) == {k: expected[k] for k in moment(session)}
            stacks, side_pots = play_on(session, play_to)
    expected["play_to"] = play_to
    expected["after_stacks"] = stacks
    expected["side_pot_hands_after"] = side_pots
    return expected


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.helpers.saved_session_fixture")
    parser.add_argument("--db", type=Path, required=True)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stop-hand", type=int, default=14)
    parser.add_argument("--play-to", type=int, default=24)
    args = parser.parse_args(argv)
    if args.db.exists():
        parser.error(f"{args.db} exists; the fixture is written once, by the old code")
    expected = write(args.db, args.players, args.seed, args.stop_hand, args.play_to)
    args.db.with_suffix(".json").write_text(json.dumps(expected, indent=1) + "\n", "utf-8")
    print(json.dumps(expected))
    return 0


if __name__ == "__main__":
    sys.exit(main())

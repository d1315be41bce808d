"""Saved sessions: every step committed at once, exact resume, the history, faults, imports."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.core.errors import StorageError
from engine.play.session import LogEntry
from engine.play.session import LoggedAction
from engine.play.session import LoggedHandEnd
from engine.play.session import chip_count
from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.table import BlindLevel
from engine.rules.table import TableConfig
from engine.storage import SCHEMA_VERSION
from engine.storage import Store
from engine.storage import db as dbmod
from engine.storage.recorder import RecordingSession
from engine.storage.recorder import record_new
from engine.storage.recorder import resume
from engine.storage.transfer import export_session
from engine.storage.transfer import import_session

NAMES: list[str | None] = ["You", "Ada", "Bruno", "Chloé"]
BOTS = {1: "casual", 2: "solid", 3: "expert"}


def config(**kw: object) -> TableConfig:
    levels = (BlindLevel(5, 10), BlindLevel(10, 20, 2), BlindLevel(20, 40, 4))
    base: dict[str, object] = dict(hand=HandConfig(small_blind=5, big_blind=10),
                                   levels=levels, hands_per_level=3, starting_stack=400,
                                   rebuy_amount=400)
    base.update(kw)
    return TableConfig(**base)  # type: ignore[arg-type]


def person_move(session: RecordingSession) -> Action:
    """A person who calls small bets, raises now and then, and folds the rest."""
    legal = session.person_legal()
    assert legal is not None and session.hand is not None
    if legal.can_raise and session.hand.hand_number % 4 == 1 and legal.min_raise_to:
        return Action.bet_or_raise(legal.min_raise_to)
    if legal.can_check:
        return Action.check()
    if legal.call_amount is not None and legal.call_amount <= 30:
        return Action.call()
    return Action.fold()


def play(session: RecordingSession, until: Callable[[RecordingSession], bool]) -> None:
    while not until(session) and not session.over:
        if session.waiting_for_person:
            session.act(person_move(session))
        else:
            session.step()


def without_minutes(log: list[LogEntry]) -> list[object]:
    """A log with the play time of each hand left out (wall-clock time differs run to run)."""
    return [e.hand_number if isinstance(e, LoggedHandEnd) else e for e in log]


def hands_done(n: int) -> Callable[[RecordingSession], bool]:
    return lambda s: s.wrapped and s.table.hand_number >= n


def mid_hand(decisions: int) -> Callable[[RecordingSession], bool]:
    """A hand is running and has had this many decisions (a dealt hand with none is dealt
    again the same on resume, so it tells nothing)."""
    return lambda s: s.hand_running and sum(
        isinstance(e, LoggedAction) and e.hand_number == s.table.hand_number
        for e in s.log) >= decisions


def new_session(store: Store, seed: int = 5, **kw: object) -> RecordingSession:
    return record_new(store, config(**kw), NAMES, 0, BOTS, seed, name="Friday",
                      setup={"players": 4})


# ---------------------------------------------------------------------- saving and resuming


def test_every_step_is_in_the_database_the_moment_it_happens(store: Store,
                                                             tmp_path: Path) -> None:
    session = new_session(store)
    other = sqlite3.connect(tmp_path / "felt.db")  # as another process would see the file
    for _ in range(60):
        if session.waiting_for_person:
            session.act(person_move(session))
        else:
            session.step()
        stored = other.execute("SELECT count(*) FROM log").fetchone()[0]
        assert stored == len(session.log)
    other.close()
    assert other is not None and len(session.log) > 20


def test_resume_mid_hand_restores_table_cards_turn_and_what_the_bots_do(
        store: Store, tmp_path: Path) -> None:
    session = new_session(store)
    play(session, hands_done(4))
    play(session, mid_hand(3))
    assert session.hand_running
    store.close()

    with Store.open(tmp_path / "felt.db") as again:
        resumed = resume(again, session.session_id or 0)
        assert chip_count(resumed) == chip_count(session)
        assert resumed.hand is not None and session.hand is not None
        assert resumed.hand.hole == session.hand.hole
        assert resumed.hand.board == session.hand.board
        assert resumed.hand.actor_seat == session.hand.actor_seat
        assert resumed.hand.legal_actions() == session.hand.legal_actions()
        assert resumed.table.level_index == session.table.level_index
        assert resumed.hand.events == session.hand.events
        # From here both play on the same way: the bots decide exactly as before.
        session.recorder = None
        play(session, hands_done(9))
        play(resumed, hands_done(9))
        assert without_minutes(resumed.log) == without_minutes(session.log)
        assert [h.hand_number for h in again.hands()] == list(range(1, 10))


def test_time_based_levels_come_back_exactly_and_then_follow_the_clock(tmp_path: Path) -> None:
    now = [0.0]

    def clock() -> float:
        now[0] += 0.75  # each call: three quarters of a minute later
        return now[0]

    cfg = config(hands_per_level=None, minutes_per_level=2.0)
    with Store.open(tmp_path / "felt.db") as store:
        session = RecordingSession(cfg, NAMES, 0, BOTS, 9, clock=clock)
        from engine.storage import SessionSpec
        from engine.storage.recorder import Recorder

        sid = store.create_session(SessionSpec(cfg, tuple(NAMES), 0, BOTS, 9))
        session.recorder = Recorder(store, sid, session)
        play(session, hands_done(6))
        assert session.table.level_index >= 1
        resumed = resume(store, sid)
        assert resumed.table.level_index == session.table.level_index
        assert resumed.table.minutes_played == session.table.minutes_played
        ends = [e for e in store.log(sid) if isinstance(e, LoggedHandEnd)]
        assert len(ends) == 6 and all(e.minutes > 0 for e in ends)


def test_sessions_list_rename_and_delete(store: Store) -> None:
    first = new_session(store, seed=1)
    play(first, hands_done(3))
    second = new_session(store, seed=2)
    play(second, hands_done(2))
    summaries = store.list_sessions()
    assert [s.id for s in summaries] == [second.session_id, first.session_id]
    top = summaries[0]
    assert top.players == ("You", "Ada", "Bruno", "Chloé") and top.person_name == "You"
    assert top.variant == "nl" and top.hands_played == 2 and not top.finished
    assert top.person_stack == second.table.seats[0].stack
    assert top.stacks == {s: st.stack for s, st in second.table.seats.items()}
    store.rename(top.id, "Saturday")
    assert store.summary(top.id).name == "Saturday"
    store.delete(top.id)
    assert [s.id for s in store.list_sessions()] == [first.session_id]
    assert store.hands(top.id) == [] and store.log(top.id) == []
    with pytest.raises(StorageError) as err:
        store.rename(top.id, "x")
    assert err.value.code == "not_found"


# ---------------------------------------------------------------------- the history


def test_history_keeps_folded_cards_and_filters_by_result_and_category(store: Store) -> None:
    session = new_session(store)
    originals = {}
    while not (session.wrapped and session.table.hand_number >= 14):
        if session.waiting_for_person:
            session.act(person_move(session))
        else:
            session.step()
        hand = session.hand
        if hand is not None and hand.finished:
            originals[hand.hand_number] = list(hand.events)
    hands = store.hands(session.session_id)
    assert [h.hand_number for h in hands] == list(range(1, 15))
    folded = [h for h in hands if any(
        e.seat == 0 and e.action == "fold" for e in h.events()
        if type(e).__name__ == "ActionTaken")]  # type: ignore[attr-defined]
    assert folded, "the person folded at least once"
    for h in folded:
        assert len(h.person_cards) == 2  # the person's own cards, though folded
    for h in hands:
        assert h.events() == originals[h.hand_number]  # the replayer sees what the table did
        me = h.person
        assert me is not None
        assert h.result == ("won" if me.net > 0 else "lost" if me.net < 0 else "even")
    for result in ("won", "lost", "even"):
        assert store.hands(result=result) == [h for h in hands if h.result == result]
    shown = [h for h in hands if h.category is not None]
    assert shown
    cat = shown[0].category
    assert store.hands(category=cat) == [h for h in hands if h.category == cat]


def test_statistics_add_up_the_hands(store: Store) -> None:
    session = new_session(store)
    play(session, hands_done(12))
    hands = store.hands(session.session_id)
    stats = {s.name: s for s in store.stats(session.session_id)}
    assert stats["You"].is_person and next(iter(stats)) == "You"
    for name in ("You", "Ada", "Bruno", "Chloé"):
        mine = [p for h in hands for p in h.players if p.name == name]
        s = stats[name]
        assert s.hands == len(mine)
        assert s.net == sum(p.net for p in mine)
        assert s.vpip == pytest.approx(sum(p.vpip for p in mine) / len(mine))
        assert s.pfr == pytest.approx(sum(p.pfr for p in mine) / len(mine))
        assert s.pfr <= s.vpip
        assert s.showdowns_won <= s.showdowns
        calls = sum(p.passive for p in mine)
        assert s.aggression == (sum(p.aggressive for p in mine) / calls if calls else None)
    # chips are only moved around: the nets of a hand add up to nothing
    assert sum(s.net for s in stats.values()) == 0
    other = new_session(store, seed=8)
    play(other, hands_done(3))
    overall = {s.name: s for s in store.stats()}
    assert overall["You"].hands == stats["You"].hands + 3


# ---------------------------------------------------------------------- faults


def _saved_db(path: Path, hands: int = 3) -> None:
    with Store.open(path) as store:
        play(new_session(store), hands_done(hands))


@pytest.mark.parametrize("fault", ["corrupt", "truncated", "newer_version"])
def test_unusable_database_is_set_aside_untouched_and_felt_starts_fresh(
        tmp_path: Path, fault: str) -> None:
    path = tmp_path / "felt.db"
    _saved_db(path, hands=6)
    if fault == "corrupt":
        data = bytearray(path.read_bytes())
        data[0:16] = b"this is not sql!"
        path.write_bytes(bytes(data))
    elif fault == "truncated":
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2])
    else:
        conn = sqlite3.connect(path)
        conn.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 5,))
        conn.commit()
        conn.close()
    before = path.read_bytes()
    with pytest.raises(StorageError) as err:
        Store.open(path)
    assert err.value.code == fault
    assert path.read_bytes() == before  # a failed open writes nothing

    store, problem = Store.open_safely(path)
    try:
        assert problem is not None and problem.code == fault
        moved = Path(problem.details["moved_to"])
        assert moved.parent == tmp_path and moved.read_bytes() == before
        assert store.list_sessions() == []  # a fresh database in its place
        play(new_session(store), hands_done(1))
        assert len(store.hands()) == 1
    finally:
        store.close()
    assert moved.read_bytes() == before


def test_second_felt_gets_the_database_read_only(tmp_path: Path) -> None:
    path = tmp_path / "felt.db"
    first = Store.open(path)
    try:
        play(new_session(first), hands_done(2))
        with pytest.raises(StorageError) as err:
            Store.open(path)
        assert err.value.code == "locked"
        second, problem = Store.open_safely(path)
        try:
            assert problem is not None and problem.code == "locked" and second.read_only
            assert len(second.list_sessions()) == 1 and len(second.hands()) == 2
            with pytest.raises(StorageError) as err:
                second.rename(1, "mine")
            assert err.value.code == "read_only"
        finally:
            second.close()
    finally:
        first.close()
    Store.open(path).close()  # the lock goes with the first Felt


@pytest.mark.parametrize("fault", ["disk_full", "read_only"])
def test_failed_saves_warn_play_goes_on_and_nothing_saved_is_damaged(
        tmp_path: Path, fault: str) -> None:
    path = tmp_path / "felt.db"
    store = Store.open(path)
    session = new_session(store)
    play(session, hands_done(3))
    saved = len(store.log(session.session_id or 0))
    warnings: list[StorageError | None] = []
    assert session.recorder is not None
    session.recorder.on_warning = warnings.append
    conn = store._db
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    if fault == "disk_full":
        conn.execute(f"PRAGMA max_page_count = {pages}")
    else:
        conn.execute("PRAGMA query_only = 1")
    play(session, hands_done(6))  # play goes on
    assert warnings and isinstance(warnings[0], StorageError)
    assert warnings[0].code == fault and session.recorder.warning is not None
    with Store.open(path, read_only=True) as reader:  # what was saved is all there, whole
        stored = reader.log(session.session_id or 0)
        assert saved <= len(stored) < len(session.log)
        assert stored == session.log[:len(stored)]
        ends = [e.hand_number for e in stored if isinstance(e, LoggedHandEnd)]
        assert [h.hand_number for h in reader.hands()] == ends
    if fault == "disk_full":
        conn.execute("PRAGMA max_page_count = 1073741823")
    else:
        conn.execute("PRAGMA query_only = 0")
    play(session, hands_done(7))  # the next step saves everything that waited
    assert warnings[-1] is None and session.recorder.warning is None
    assert store.log(session.session_id or 0) == session.log
    assert [h.hand_number for h in store.hands()] == list(range(1, 8))
    store.close()


def test_folder_that_cannot_be_used_still_gives_a_store(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    store, problem = Store.open_safely(blocker / "felt.db")  # its folder is a file
    assert problem is not None and problem.code == "read_only"
    play(new_session(store), hands_done(1))
    assert len(store.hands()) == 1
    store.close()


def test_migrations_run_in_order_and_record_the_version(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "felt.db"
    Store.open(path).close()
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()

    def broken(db: sqlite3.Connection) -> None:
        db.execute("CREATE TABLE half_done (x)")
        raise RuntimeError("a step that fails")

    def added(db: sqlite3.Connection) -> None:
        db.execute("ALTER TABLE sessions ADD COLUMN note TEXT")

    monkeypatch.setattr(dbmod, "MIGRATIONS", [*dbmod.MIGRATIONS, broken])
    monkeypatch.setattr(dbmod, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    with pytest.raises(RuntimeError):
        Store.open(path)
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("SELECT name FROM sqlite_master WHERE name='half_done'").fetchone() \
        is None  # the failed step left nothing behind
    conn.close()
    monkeypatch.setattr(dbmod, "MIGRATIONS", [*dbmod.MIGRATIONS[:-1], added])
    Store.open(path).close()
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION + 1
    conn.execute("SELECT note FROM sessions").fetchall()
    conn.close()


# ---------------------------------------------------------------------- session files


def test_export_and_import_give_the_same_session(store: Store, tmp_path: Path) -> None:
    session = new_session(store)
    play(session, hands_done(5))
    play(session, mid_hand(2))
    out = tmp_path / "friday.json"
    export_session(store, session.session_id or 0, out)
    new_id = import_session(store, out)
    assert new_id != session.session_id
    assert store.log(new_id) == store.log(session.session_id or 0)
    assert [h.phh() for h in store.hands(new_id)] == \
        [h.phh() for h in store.hands(session.session_id)]
    summary = store.summary(new_id)
    assert summary.name == "Friday" and summary.hands_played == 5
    resumed = resume(store, new_id)
    assert chip_count(resumed) == chip_count(session)


def _broken_files(good: dict[str, object]) -> dict[str, tuple[str, str]]:
    """name -> (file text, a word the refusal's reason contains)."""
    def changed(**kw: object) -> str:
        return json.dumps({**good, **kw})

    log = list(good["log"])  # type: ignore[call-overload]
    illegal = json.loads(json.dumps(log))
    first_action = next(e for e in illegal if e["t"] == "action")
    first_action["action"] = ["raise", 3]  # below the minimum raise
    wrong_seat = json.loads(json.dumps(log))
    next(e for e in wrong_seat if e["t"] == "action")["seat"] = 9
    return {
        "not json": ("{ this is not", "JSON"),
        "not a session": (json.dumps({"hello": 1}), "Felt session"),
        "newer": (changed(version=99), "newer"),
        "names": (changed(names="Ada"), "names"),
        "settings": (changed(config={"starting_stack": -5, "hand": {}}), "settings"),
        "unknown action": (changed(log=[{"t": "action", "hand": 1, "seat": 1,
                                         "action": ["dance"], "person": False}]), "dance"),
        "illegal action": (changed(log=illegal), "replay"),
        "wrong seat": (changed(log=wrong_seat), "replay"),
        "extra entries": (changed(log=[*log, *log[:3]]), "replay"),
    }


def test_broken_session_files_are_refused_with_the_reason_and_leave_nothing(
        store: Store, tmp_path: Path) -> None:
    session = new_session(store)
    play(session, hands_done(3))
    good_path = tmp_path / "good.json"
    export_session(store, session.session_id or 0, good_path)
    good = json.loads(good_path.read_text())
    before = (store.list_sessions(), len(store.hands()))
    for name, (text, word) in _broken_files(good).items():
        path = tmp_path / f"{name}.json"
        path.write_text(text)
        with pytest.raises(StorageError) as err:
            import_session(store, path)
        assert err.value.code == "bad_file", name
        assert word.lower() in str(err.value.details["reason"]).lower(), (name, err.value)
        assert (store.list_sessions(), len(store.hands())) == before, name
    conn = store._db
    assert conn.execute("SELECT count(*) FROM log").fetchone()[0] == len(session.log)
    assert sum(isinstance(e, LoggedAction) for e in session.log) > 0

"""Show or muck at showdown: a person whose hand cannot win is asked, the answer is logged and
replayed, and the histories tell shown cards from mucked ones."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.cards import Deck
from engine.core.cards import cards_str
from engine.core.cards import parse_cards
from engine.core.errors import ConfigError
from engine.core.errors import IllegalActionError
from engine.formats.sites.pokerstars import write_pokerstars
from engine.play.session import GameSession
from engine.play.session import LoggedShowdown
from engine.play.session import PersonToShow
from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import PotAwarded
from engine.rules.hand import HandState
from engine.rules.table import TableConfig
from engine.storage.codec import entry_from_json
from engine.storage.codec import entry_to_json
from engine.storage.hands import HandData
from engine.storage.hands import record_of
from engine.storage.recorder import record_new
from engine.storage.recorder import restore_events
from engine.storage.recorder import resume
from engine.storage.store import Store
from engine.storage.transfer import export_session
from engine.storage.transfer import import_session
from tests.helpers.hands import stack_deck

CONFIG = HandConfig(small_blind=5, big_blind=10)
# Three players check it down: position 0 (first to show) has aces, 1 kings, 2 a loser.
DECK = stack_deck([0, 1, 2], {0: "AsAh", 1: "KsKh", 2: "7c2d"}, "AdKc8s3h4c")


def _to_showdown(choosers: tuple[int, ...] = (2,), stacks: tuple[int, ...] = (1000,) * 3,
                 ) -> HandState:
    hand = HandState(CONFIG, list(stacks), deck=Deck.stacked(DECK), choosers=choosers)
    while hand.actor is not None:
        hand.act(Action.check() if hand.can_check() else Action.call())
    return hand


def test_the_showdown_waits_for_a_chooser_who_cannot_win() -> None:
    hand = _to_showdown()
    assert not hand.finished and hand.chooser == 2 and hand.chooser_seat == 2
    # The winner has shown and the kings were mucked before the person is asked.
    assert [type(e) for e in hand.events[-2:]] == [HandShown, HandMucked]
    events = hand.show_or_muck(True)
    shown = [e for e in events if isinstance(e, HandShown)]
    assert [(e.seat, e.cards) for e in shown] == [(2, tuple(parse_cards("7c2d")))]
    assert hand.finished and hand.chooser is None
    assert [e.shares for e in events if isinstance(e, PotAwarded)] == [((0, 30),)]


def test_a_muck_is_a_muck_and_the_pot_is_the_same() -> None:
    hand = _to_showdown()
    events = hand.show_or_muck(False)
    assert [e.seat for e in events if isinstance(e, HandMucked)] == [2]
    assert hand.stacks == [1020, 990, 990]
    assert 2 not in hand.shown


def test_without_choosers_the_losing_hand_is_mucked_at_once() -> None:
    hand = _to_showdown(choosers=())
    assert hand.finished
    assert [e.seat for e in hand.events if isinstance(e, HandMucked)] == [1, 2]


def test_a_chooser_who_can_win_or_shows_first_is_never_asked() -> None:
    assert _to_showdown(choosers=(0,)).finished  # the aces show and win


def test_wrong_answers_are_refused_and_change_nothing() -> None:
    hand = _to_showdown()
    before = list(hand.events)
    with pytest.raises(IllegalActionError) as bad:
        hand.show_or_muck("yes")  # type: ignore[arg-type]
    assert bad.value.code == "bad_choice"
    assert hand.events == before and hand.chooser == 2 and hand.can_show_or_muck()
    hand.show_or_muck(False)
    with pytest.raises(IllegalActionError) as late:
        hand.show_or_muck(True)
    assert late.value.code == "no_showdown_choice"
    assert not hand.can_show_or_muck()
    with pytest.raises(IllegalActionError):
        HandState(CONFIG, [100, 100], deck=Deck.stacked(DECK)).show_or_muck(True)


@pytest.mark.parametrize("choosers", [(5,), ("0",), 3, (True,)])
def test_choosers_must_be_hand_positions(choosers: object) -> None:
    with pytest.raises(ConfigError) as bad:
        HandState(CONFIG, [100, 100, 100], choosers=choosers)  # type: ignore[arg-type]
    assert bad.value.code == "bad_choosers"


def test_after_the_showdown_began_the_choosers_are_fixed() -> None:
    hand = _to_showdown()
    with pytest.raises(ConfigError) as late:
        hand.set_choosers(())
    assert late.value.code == "showdown_started"


# ---------------------------------------------------------------------- the session


def _session(store: Store | None = None) -> GameSession:
    """Two calling stations and the person, who loses the first hand at showdown (seed 1)."""
    names: list[str | None] = ["You", "Ada", "Bruno"]
    config = TableConfig(hand=CONFIG, starting_stack=1000)
    bots = {1: "call", 2: "call"}
    if store is not None:
        session: GameSession = record_new(store, config, names, 0, bots, seed=1)
    else:
        session = GameSession(config, names, 0, bots, seed=1)
    session.ask_to_show = True
    return session


def _play_hand(session: GameSession) -> None:
    """The person checks or calls until the hand is wrapped up."""
    while not session.wrapped or session.table.hand_number == 0:
        legal = session.person_legal()
        if legal is not None:
            session.act(Action.check() if legal.can_check else Action.call())
        else:
            session.step()


def _play_to_the_choice(session: GameSession) -> list[object]:
    events: list[object] = []
    while session.person_to_show is None:
        if session.person_to_act is not None:
            legal = session.person_legal()
            assert legal is not None
            events += session.act(Action.check() if legal.can_check else Action.call())
        else:
            events += session.step()
    return events


def test_the_session_asks_the_person_logs_the_answer_and_replays_it() -> None:
    session = _session()
    events = _play_to_the_choice(session)
    assert events[-1] == PersonToShow(0) and session.waiting_for_person
    with pytest.raises(IllegalActionError) as busy:
        session.step()
    assert busy.value.code == "person_to_show"
    with pytest.raises(IllegalActionError):
        session.act(Action.check())
    shown = session.show_or_muck(True)
    assert any(isinstance(e, HandShown) and e.seat == 0 for e in shown)
    assert session.log[-1] == LoggedShowdown(1, 0, True)
    session.advance()
    replayed = GameSession.replay(session.table.config, ["You", "Ada", "Bruno"], 0,
                                  session.seed, session.log, session.bot_kinds)
    assert replayed.log == session.log
    hand = replayed.table.hand
    assert hand is not None and hand.position_of(0) in hand.shown


def test_a_refused_answer_outside_the_showdown() -> None:
    session = _session()
    with pytest.raises(IllegalActionError) as early:
        session.show_or_muck(True)
    assert early.value.code == "no_showdown_choice"


def test_log_entries_survive_the_codec() -> None:
    for entry in (LoggedShowdown(3, 0, True), LoggedShowdown(4, 2, False)):
        assert entry_from_json(entry_to_json(entry)) == entry


def test_a_resume_after_the_choice_gives_the_same_showdown(store: Store) -> None:
    session = _session(store)
    _play_to_the_choice(session)
    session.show_or_muck(True)
    session_id = getattr(session, "session_id", None)
    assert isinstance(session_id, int)
    again = resume(store, session_id)
    hand = again.table.hand
    assert hand is not None and hand.finished and hand.position_of(0) in hand.shown
    assert again.log == session.log


def test_a_resume_at_the_moment_of_choice_asks_again(store: Store) -> None:
    session = _session(store)
    _play_to_the_choice(session)
    session_id = getattr(session, "session_id", None)
    assert isinstance(session_id, int)
    assert resume(store, session_id).person_to_show is None  # not asking: it is mucked
    again = resume(store, session_id, ask_to_show=True)
    assert again.person_to_show == 0
    assert restore_events(again)[-1] == PersonToShow(0)
    again.show_or_muck(False)
    hand = again.table.hand
    assert hand is not None and hand.finished and hand.position_of(0) not in hand.shown


def test_an_old_log_without_answers_replays_with_the_hand_mucked() -> None:
    session = _session()
    session.ask_to_show = False  # as sessions were played before people were asked
    _play_hand(session)
    assert session.table.hand_number == 1 and session.wrapped
    replayed = GameSession.replay(session.table.config, ["You", "Ada", "Bruno"], 0,
                                  session.seed, session.log, session.bot_kinds)
    assert replayed.log == session.log
    assert not any(isinstance(e, LoggedShowdown) for e in replayed.log)


@pytest.mark.parametrize("show", [True, False])
def test_histories_tell_shown_cards_from_mucked_ones(show: bool) -> None:
    session = _session()
    _play_to_the_choice(session)
    session.show_or_muck(show)
    hand = session.table.hand
    assert hand is not None
    names = {0: "You", 1: "Ada", 2: "Bruno"}
    record = record_of(hand, names, 0)
    # What the history keeps rebuilds to the same showdown, and the exports say it.
    stored = HandData.from_json(record.data.to_json())
    assert stored.rebuild().events == hand.events
    stars = write_pokerstars(stored.rebuild(), names, 1, person_seat=0)
    phh = record.phh()
    me = f"p{hand.position_of(0) + 1}"
    mine = cards_str(hand.hole[hand.position_of(0)])
    if show:
        assert f"You: shows [{mine[:2]} {mine[2:]}]" in stars and f'"{me} sm {mine}"' in phh
    else:
        assert "You: mucks hand" in stars and f'"{me} sm"' in phh


def test_an_exported_session_keeps_the_shown_hand(store: Store, tmp_path: Path) -> None:
    session = _session(store)
    _play_to_the_choice(session)
    session.show_or_muck(True)
    _play_hand(session)
    session_id = getattr(session, "session_id", None)
    assert isinstance(session_id, int)
    export_session(store, session_id, tmp_path / "shown.felt.json")
    other = Store.open(tmp_path / "other.db")
    try:
        copy = import_session(other, tmp_path / "shown.felt.json")
        shown = [e.seat for e in other.hand(copy, 1).events() if isinstance(e, HandShown)]
        assert 0 in shown
        assert LoggedShowdown(1, 0, True) in other.log(copy)
    finally:
        other.close()

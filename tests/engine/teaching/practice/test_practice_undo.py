"""Taking back the person's last action: the session rebuilt from its log without it stands
exactly where it stood before the action (stacks, bets, pots, cards, whose turn, the log), the
computer players make the same decisions afterwards, and a saved session forgets the action on
disk too. Practice marks travel with the stored hand into the history and the PHH export."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalActionError
from engine.play.session import GameSession
from engine.play.session import HandWrapped
from engine.play.session import LoggedAction
from engine.play.session import chip_count
from engine.rules.actions import Action
from engine.storage import Store
from engine.storage.recorder import RecordingSession
from engine.storage.recorder import record_new
from engine.storage.recorder import resume
from engine.storage.taking_back import take_back_saved
from engine.teaching.practice.practice_aids import ADVISOR
from engine.teaching.practice.practice_aids import OPEN_CARDS
from engine.teaching.practice.practice_aids import UNDO
from engine.teaching.practice.practice_aids import PracticeMarks
from engine.teaching.practice.practice_aids import hand_start
from engine.teaching.practice.practice_aids import take_back
from gui.base.game_setup import GameSetup

SETUP = GameSetup(players=4, opponents="mixed", starting_stack=1000, small_blind=5,
                  big_blind=10, seed=4242)


def _state(session: GameSession) -> tuple[Any, ...]:
    """Everything the table shows and the engine will decide from."""
    hand = session.hand
    return (chip_count(session), session.person_to_act, session.person_legal(),
            tuple(hand.events) if hand is not None else (), tuple(session.log),
            session.table.hand_number)


def _raise_or_call(session: GameSession) -> Action:
    legal = session.person_legal()
    assert legal is not None
    if legal.can_raise and legal.min_raise_to is not None:
        return Action.bet_or_raise(legal.min_raise_to)
    return Action.check() if legal.can_check else Action.call()


def _to_person(session: GameSession, wrap: bool = True) -> None:
    while not session.waiting_for_person:
        events = session.step()
        assert not session.over
        if not wrap:
            assert not any(isinstance(e, HandWrapped) for e in events)


def _session() -> GameSession:
    return SETUP.session()


def _play_hands(session: GameSession, hands: int) -> None:
    """A few whole hands first, so the bots have something learnt to keep."""
    while session.table.hand_number < hands or not session.wrapped:
        if session.waiting_for_person:
            session.act(_raise_or_call(session))
        else:
            session.step()


@pytest.mark.parametrize("with_snapshot", [True, False])
def test_undo_gives_the_identical_state_and_the_same_future(with_snapshot: bool) -> None:
    session = _session()
    _play_hands(session, 3)
    start = hand_start(session) if with_snapshot else None
    assert start is None or start.snapshot is not None
    _to_person(session)
    before = _state(session)
    session.act(_raise_or_call(session))
    while not session.waiting_for_person and not session.wrapped \
            and session.hand is not None and not session.hand.finished:
        session.step()  # the bots answer: everything after the action is taken back too
    after = _state(session)
    assert after != before
    rebuilt = take_back(session, start)
    assert _state(rebuilt) == before
    assert _state(session) == after  # the old session is left as it was
    # The same decision again leads to the same table as before: the bots are seeded.
    again = take_back(session, start)
    for s in (rebuilt, again):
        s.act(Action.fold())
        _play_hands(s, session.table.hand_number + 2)
    # (Play minutes come from the real clock, so only the decisions are compared.)
    assert _decisions(rebuilt) == _decisions(again)
    assert chip_count(rebuilt) == chip_count(again)


def _decisions(session: GameSession) -> list[LoggedAction]:
    return [e for e in session.log if isinstance(e, LoggedAction)]


def test_undo_is_refused_when_nothing_to_take_back() -> None:
    session = _session()
    _to_person(session)
    before = _state(session)
    with pytest.raises(IllegalActionError) as caught:
        take_back(session)
    assert caught.value.code == "nothing_to_undo"
    assert _state(session) == before
    # After the hand is wrapped up its actions are history, not practice.
    _play_hands(session, 1)
    with pytest.raises(IllegalActionError):
        take_back(session)


def test_a_saved_session_forgets_the_action_on_disk(store: Store) -> None:
    names = SETUP.names()
    session = record_new(store, SETUP.table_config(), [names[s] for s in range(4)], 0,
                         SETUP.bots(), SETUP.seed, "practice", {})
    marks = PracticeMarks()
    assert session.recorder is not None
    session.recorder.practice = marks
    _play_hands(session, 2)
    start = hand_start(session)
    _to_person(session)
    marks.set_active({ADVISOR, OPEN_CARDS}, session)
    before = _state(session)
    session.act(_raise_or_call(session))
    rebuilt = take_back_saved(session, start)
    assert isinstance(rebuilt, RecordingSession)
    assert _state(rebuilt) == before
    assert store.log(rebuilt.session_id or 0) == rebuilt.log
    assert rebuilt.hand is not None
    number = rebuilt.hand.hand_number
    assert number == 3
    marks.mark(number, UNDO)
    # Continuing the saved game later stands at the same place, without the action.
    continued = resume(store, rebuilt.session_id or 0)
    assert _state(continued) == before
    rebuilt.act(Action.fold())
    _play_hands(rebuilt, number)
    record = store.hand(rebuilt.session_id or 0, number)
    assert record.practice == (OPEN_CARDS, ADVISOR, UNDO)
    assert "_felt_practice = [\"open_cards\", \"advisor\", \"undo\"]" in record.phh()
    earlier = store.hand(rebuilt.session_id or 0, 1)
    assert earlier.practice == ()
    assert "_felt_practice" not in earlier.phh()


def test_undo_of_the_hands_first_decision_deals_the_hand_again() -> None:
    """When the person acted first in the hand, the log holds nothing of it before the
    action: the rebuilt session deals the same hand again, up to the person's turn."""
    session = GameSetup(players=3, opponents="mixed", starting_stack=1000, small_blind=5,
                        big_blind=10, seed=99).session()
    for _hand in range(12):
        _to_person(session)
        hand = session.hand
        assert hand is not None
        first = not any(isinstance(e, LoggedAction) and e.hand_number == hand.hand_number
                        for e in session.log)
        if first:
            break
        session.act(_raise_or_call(session))
        _play_hands(session, hand.hand_number)
    assert first, "the person never acted first"
    before = _state(session)
    session.act(Action.fold())
    rebuilt = take_back(session)  # no snapshot of the hand's start: the whole log again
    assert _state(rebuilt) == before
    assert rebuilt.hand is not None and rebuilt.hand.hand_number == hand.hand_number

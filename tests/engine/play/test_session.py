"""GameSession: the Qt-free loop of table, computer players and the person."""

from __future__ import annotations

import pytest

from engine.core.cards import Deck
from engine.core.errors import ConfigError
from engine.core.errors import IllegalActionError
from engine.play.session import BotToAct
from engine.play.session import GameOver
from engine.play.session import GameSession
from engine.play.session import HandWrapped
from engine.play.session import LoggedAction
from engine.play.session import LoggedHandEnd
from engine.play.session import PersonToAct
from engine.play.session import Rebought
from engine.rules.actions import Action
from engine.rules.config import HandConfig
from engine.rules.events import ActionTaken
from engine.rules.events import HandEnded
from engine.rules.events import HandStarted
from engine.rules.events import PotAwarded
from engine.rules.table import GameMode
from engine.rules.table import TableConfig


def _names(n: int) -> list[str | None]:
    return [f"P{i}" for i in range(n)]


def _play_passively(session: GameSession, hands: int) -> None:
    while session.table.hand_number < hands or session.hand_running:
        if session.waiting_for_person:
            legal = session.person_legal()
            assert legal is not None
            session.act(Action.check() if legal.can_check else Action.call())
        elif not session.step():
            break


def test_advance_stops_when_the_person_must_act() -> None:
    session = GameSession(TableConfig(), _names(4), person_seat=0, seed=7)
    events = session.advance()
    assert isinstance(events[0], HandStarted)
    if session.waiting_for_person:
        assert isinstance(events[-1], PersonToAct)
        assert events[-1].seat == 0
        legal = session.person_legal()
        assert legal is not None and legal.seat == 0
    else:
        assert isinstance(events[-1], HandWrapped)


def test_step_refuses_while_the_person_is_to_act() -> None:
    session = GameSession(TableConfig(), _names(3), person_seat=1, seed=3)
    while not session.waiting_for_person:
        session.step()
    with pytest.raises(IllegalActionError) as err:
        session.step()
    assert err.value.code == "person_to_act"


def test_person_action_is_validated_and_logged() -> None:
    session = GameSession(TableConfig(), _names(3), person_seat=1, seed=11)
    while not session.waiting_for_person:
        session.step()
    legal = session.person_legal()
    assert legal is not None and legal.max_raise_to is not None
    with pytest.raises(IllegalActionError) as err:
        session.act(Action.bet_or_raise(legal.max_raise_to + 1))
    assert err.value.code == "amount_out_of_range"
    assert err.value.details["maximum"] == legal.max_raise_to
    assert session.waiting_for_person  # unchanged
    events = session.act(Action.fold())
    assert isinstance(events[0], ActionTaken) and events[0].action == "fold"
    last = session.log[-1]
    assert last == LoggedAction(session.table.hand_number, 1, Action.fold(), True)


def test_act_out_of_turn_is_refused() -> None:
    session = GameSession(TableConfig(), _names(3), person_seat=0, seed=1)
    with pytest.raises(IllegalActionError) as err:
        session.act(Action.check())
    assert err.value.code == "not_your_turn"


def test_bots_only_session_plays_to_the_end_and_keeps_every_chip() -> None:
    cfg = TableConfig(starting_stack=200, hand=HandConfig(small_blind=5, big_blind=10))
    session = GameSession(cfg, _names(5), person_seat=None, seed=42)
    total = session.chip_total()
    over = None
    for _ in range(20000):
        events = session.step()
        assert session.chip_total() == total
        if events and isinstance(events[-1], GameOver):
            over = events[-1]
            break
    assert over is not None
    assert session.over
    assert over.standings[0][1] == total
    assert session.step() == []


def test_stacked_deck_is_dealt() -> None:
    deck = Deck.stacked("AsAh KsKh QsQh")
    session = GameSession(TableConfig(), _names(3), person_seat=None, seed=5,
                          decks=lambda n: deck if n == 1 else None)
    events = session.step()
    started = events[0]
    assert isinstance(started, HandStarted)
    hand = session.hand
    assert hand is not None
    assert hand.hole[0][0] == Deck.stacked("As").draw()


def test_same_seed_same_session_and_replay_matches() -> None:
    cfg = TableConfig(starting_stack=300)

    def play() -> GameSession:
        s = GameSession(cfg, _names(4), person_seat=2, seed=99, clock=lambda: 0.0)
        _play_passively(s, 15)
        return s

    a, b = play(), play()
    assert a.log == b.log
    assert [st.stack for st in a.table.seats.values()] == [
        st.stack for st in b.table.seats.values()
    ]
    again = GameSession.replay(cfg, _names(4), 2, 99, a.log)
    assert [st.stack for st in again.table.seats.values()] == [
        st.stack for st in a.table.seats.values()
    ]
    assert any(isinstance(e, LoggedHandEnd) for e in again.log)


def test_replay_with_a_wrong_log_is_refused() -> None:
    cfg = TableConfig(starting_stack=300)
    s = GameSession(cfg, _names(3), person_seat=0, seed=5, clock=lambda: 0.0)
    _play_passively(s, 3)
    bad = [
        LoggedAction(e.hand_number, e.seat, Action.fold(), e.by_person)
        if isinstance(e, LoggedAction) and not e.by_person else e
        for e in s.log
    ]
    if bad != s.log:
        with pytest.raises(IllegalActionError) as err:
            GameSession.replay(cfg, _names(3), 0, 5, bad)
        assert err.value.code == "replay_mismatch"


def test_bot_events_announce_thinking_and_wrap_reports_busts_and_rebuys() -> None:
    cfg = TableConfig(starting_stack=20, rebuy_amount=20, max_rebuys=1,
                      hand=HandConfig(small_blind=5, big_blind=10))
    session = GameSession(cfg, _names(3), seed=8)
    seen_bot, seen_wrap, seen_rebuy = False, False, False
    for _ in range(3000):
        events = session.step()
        if not events:
            break
        seen_bot |= any(isinstance(e, BotToAct) for e in events)
        seen_wrap |= any(isinstance(e, HandWrapped) for e in events)
        seen_rebuy |= any(isinstance(e, Rebought) for e in events)
    assert seen_bot and seen_wrap and seen_rebuy
    assert session.over
    assert session.chip_total() == session.bought_in


def test_cash_game_ends_after_the_agreed_hands() -> None:
    cfg = TableConfig(mode=GameMode.CASH, end_after_hands=4)
    session = GameSession(cfg, _names(3), seed=2)
    ended = 0
    for _ in range(1000):
        events = session.step()
        ended += sum(isinstance(e, HandEnded) for e in events)
        if not events:
            break
    assert ended == 4
    assert session.over


def test_pot_awarded_to_the_best_hand_with_a_stacked_deck() -> None:
    # Heads-up: position 0 is the big blind, the button (position 1) posts the small blind.
    deck = Deck.stacked("AsAh 2c7d" + "3h KsKd9c 4s 5c 6s 8d")
    session = GameSession(TableConfig(), _names(2), person_seat=None, seed=1,
                          bots={0: "call", 1: "call"}, decks=lambda n: deck)
    events: list[object] = []
    while session.table.hand_number < 1 or session.hand_running:
        events.extend(session.step())
    awards = [e for e in events if isinstance(e, PotAwarded)]
    hand = session.hand
    assert hand is not None
    assert awards and awards[0].shares[0][0] == hand.seats[0]


def test_unknown_bot_kind_and_empty_person_seat_are_config_errors() -> None:
    with pytest.raises(ConfigError):
        GameSession(TableConfig(), _names(3), bots={1: "genius"})
    with pytest.raises(ConfigError):
        GameSession(TableConfig(), [None, "a", "b"], person_seat=0)


def test_chip_count_always_adds_up() -> None:
    from engine.play.session import chip_count

    session = GameSession(TableConfig(starting_stack=100), _names(4), seed=3)
    for _ in range(300):
        if not session.step():
            break
        count = chip_count(session)
        assert count.total == session.bought_in


def test_bots_sit_for_the_session_and_see_every_finished_hand() -> None:
    from engine.play.players import CallingStation

    class Learner(CallingStation):
        def __init__(self) -> None:
            super().__init__()
            self.hands_seen: list[int] = []

        def hand_over(self, view: object) -> None:
            self.hands_seen.append(view.seat)  # type: ignore[attr-defined]

    made: list[Learner] = []

    def factory(kind: str, rng: object) -> Learner:
        made.append(Learner())
        return made[-1]

    session = GameSession(TableConfig(), _names(3), seed=4, bot_factory=factory)
    while session.table.hand_number < 3 or not session.wrapped:
        session.step()
    assert len(made) == 3  # one per seat, kept from hand to hand
    assert [len(b.hands_seen) for b in made] == [3, 3, 3]


def test_real_bots_replay_exactly() -> None:
    cfg = TableConfig(starting_stack=400)
    bots = {1: "expert", 2: "casual", 3: "solid"}
    a = GameSession(cfg, _names(4), person_seat=0, bots=bots, seed=21, clock=lambda: 0.0)
    _play_passively(a, 6)
    again = GameSession.replay(cfg, _names(4), 0, 21, a.log, bots=bots)
    assert again.log == a.log

"""The statistics view on two hands worked out by hand, per session and over all sessions."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.core.cards import Deck
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.table import TableConfig
from engine.storage.hands import record_of
from engine.storage.store import SessionSpec
from engine.storage.store import Store
from gui.history.stats_view import StatsView

NAMES = {0: "You", 1: "Bruno", 2: "Chloé"}
CONFIG = HandConfig(Betting.NO_LIMIT, small_blind=1, big_blind=2)


def _hand_one() -> HandState:
    """Chloé (button) raises to 6, You (small blind) call, Bruno folds; You bet 10 on the
    flop, Chloé calls; checked down; Chloé's deuces full beat your aces: You -16, Bruno -2,
    Chloé +18."""
    hand = HandState(CONFIG, [200, 200, 200], seats=[0, 1, 2],
                     deck=Deck.stacked("As Kd 7c Ah Kc 2d"), hand_number=1)
    hand.bet_or_raise(6)
    hand.call()
    hand.fold()
    hand.bet_or_raise(10)
    hand.call()
    while not hand.finished:
        hand.check()
    return hand


def _hand_two() -> HandState:
    """Chloé folds, You raise to 6, Bruno calls; You bet 10, Bruno raises to 30, You call;
    checked down; your kings beat Bruno's queens: You +36, Bruno -36."""
    hand = HandState(CONFIG, [200, 200, 200], seats=[0, 1, 2],
                     deck=Deck.stacked("Ks Qd 2c Kh Qc 3d"), hand_number=2)
    hand.fold()
    hand.bet_or_raise(6)
    hand.call()
    hand.bet_or_raise(10)
    hand.bet_or_raise(30)
    hand.call()
    while not hand.finished:
        hand.check()
    return hand


def _session(store: Store, name: str, hands: list[HandState]) -> int:
    spec = SessionSpec(TableConfig(hand=CONFIG), ("You", "Bruno", "Chloé"), 0,
                       {1: "call", 2: "call"}, 1, name)
    sid = store.create_session(spec)
    records = [record_of(h, NAMES, 0, sid, 1000.0 + h.hand_number) for h in hands]
    store.append(sid, 0, [], records, {"hands_played": len(hands), "stacks": {},
                                       "person_stack": None, "finished": False})
    return sid


def test_two_hands_give_the_figures_worked_out_by_hand(qtbot: QtBot, store: Store) -> None:
    assert _hand_one().stacks == [184, 198, 218]
    assert _hand_two().stacks == [236, 164, 200]
    both = _session(store, "Two hands", [_hand_one(), _hand_two()])
    _session(store, "One hand", [_hand_one()])
    view = StatsView(store, session_id=both)
    qtbot.addWidget(view)
    view.show()
    assert view.scope.currentText() == "Two hands"
    # Hands, VPIP, PFR, AF (post-flop bets and raises per call), showdowns won, net; net in
    # big blinds of 2 and per hundred hands.
    assert view.row_texts("You") == ["You", "2", "100.0%", "50.0%", "2.00", "1 of 2", "+20",
                                     "+10.0", "+500.0", "—"]
    assert view.row_texts("Bruno") == ["Bruno", "2", "50.0%", "0.0%", "—", "0 of 1", "-38",
                                       "-19.0", "-950.0", "—"]
    assert view.row_texts("Chloé") == ["Chloé", "2", "50.0%", "50.0%", "0.00", "1 of 1",
                                       "+18", "+9.0", "+450.0", "—"]
    assert view.table.item(0, view.PLAYER).text() == "You"  # the person first, in bold
    assert view.table.item(0, view.PLAYER).font().bold()

    view.scope.setCurrentIndex(view.scope.findData(None))  # all sessions: hand one twice more
    assert view.row_texts("You") == ["You", "3", "100.0%", "33.3%", "3.00", "1 of 3", "+4",
                                     "+2.0", "+66.7", "—"]
    assert view.row_texts("Chloé") == ["Chloé", "3", "66.7%", "66.7%", "0.00", "2 of 2",
                                       "+36", "+18.0", "+600.0", "—"]


def test_an_empty_store_says_so(qtbot: QtBot, store: Store) -> None:
    view = StatsView(store)
    qtbot.addWidget(view)
    view.show()
    assert view.table.rowCount() == 0
    assert view.empty_label.isVisible() and not view.table.isVisible()

"""The replayer: a hand played through the window, stepped with keys and buttons, shows at each
step exactly the engine's state at that point of the hand."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.core.cards import Deck
from engine.core.cards import parse_cards
from engine.core.errors import PhhError
from engine.formats.phh import write_phh
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.events import ActionTaken
from engine.rules.events import HandEnded
from engine.rules.events import HandStarted
from engine.rules.hand import HandState
from gui.base.game_setup import GameSetup
from gui.history.replayer import ReplayerWindow
from gui.history.replayer import ReplayHand
from gui.history.replayer import from_phh
from gui.history.replayer import hand_events
from gui.history.replayer import split_steps
from gui.window.main_window import MainWindow
from tests.helpers.hands import TIMEOUT_MS
from tests.helpers.hands import factory_with
from tests.helpers.hands import readme_hand
from tests.helpers.hands import seed_with_button
from tests.helpers.hands import stack_deck

NAMES = {0: "You", 1: "Bruno", 2: "Chloé"}




def _open(qtbot: QtBot, hand: ReplayHand) -> ReplayerWindow:
    replayer = ReplayerWindow(hand)
    qtbot.addWidget(replayer)
    replayer.resize(1100, 760)
    replayer.show()
    replayer.activateWindow()
    qtbot.waitUntil(replayer.isActiveWindow, timeout=TIMEOUT_MS)
    return replayer


def _key(qtbot: QtBot, replayer: ReplayerWindow, key: Qt.Key) -> None:
    qtbot.keyClick(replayer.windowHandle(), key)


def test_steps_are_the_moments_a_person_pauses_on() -> None:
    hand = readme_hand()
    steps = split_steps(ReplayHand(tuple(hand.events), NAMES, person_seat=0))
    assert [s.lines for s in steps[:6]] == [
        ("Hand #1: Chloé has the button; blinds 1/2.", "You post the small blind of 1.",
         "Bruno posts the big blind of 2."),
        ("The cards are dealt. You hold A♠ A♥.",),
        ("Chloé raises to 6.",),
        ("You call 5.",),
        ("Bruno folds.",),
        ("Flop: 2♥ 2♠ 3♣",),
    ]
    assert len(steps) == 17
    assert steps[-1].lines == ("Chloé wins the pot of 34.",)
    assert steps[-1].end == len(hand.events)  # the hand's end belongs to the last step
    assert [s.pot for s in steps[:5]] == [3, 3, 9, 14, 14]
    assert steps[4].live == (0, 2) and steps[3].live == (0, 1, 2)
    assert steps[5].board == tuple(parse_cards("2h2s3c")) and steps[5].street == 1
    assert dict(steps[1].hole)[1] == tuple(parse_cards("KdKc"))  # for a trainer's equities
    assert steps[-1].pot == 0


def _three_handed() -> GameSetup:
    setup = GameSetup(players=3, opponents="call", starting_stack=1000, small_blind=5,
                      big_blind=10, name="You")
    return replace(setup, seed=seed_with_button(setup, 2))


def _play_hand_one(qtbot: QtBot, window: MainWindow, deck: str) -> list[object]:
    """Hand 1 played through the window: the person (small blind) raises to 30, bets 50 on
    the flop and checks down; the calling stations call. Returns the events shown."""
    setup = _three_handed()
    seen: list[object] = []

    def done(event: object) -> None:
        seen.append(event)
        if isinstance(event, HandEnded):
            window.set_paused(True)

    window.scene.event_done.connect(done)
    window.start_game(setup, factory=factory_with(setup, {1: deck}))
    panel = window.panel
    for move in ("raise 30", "bet 50", "check", "check"):
        qtbot.waitUntil(lambda: panel.legal is not None, timeout=TIMEOUT_MS)
        if move == "check":
            qtbot.mouseClick(panel.call_button, Qt.MouseButton.LeftButton)
        else:
            panel.amount.setValue(int(move.split()[1]))
            qtbot.mouseClick(panel.raise_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: panel.legal is None, timeout=TIMEOUT_MS)
    qtbot.waitUntil(lambda: window.hands_shown >= 1, timeout=TIMEOUT_MS)
    return seen


def _scene_state(replayer: ReplayerWindow, seats: tuple[int, ...]) -> tuple[object, ...]:
    scene = replayer.scene
    stacks = [scene.seat_items[s].stack for s in seats]
    bets = [scene.bet_items[s].amount if scene.bet_items[s].isVisible() else 0 for s in seats]
    pots = [p.amount for p in scene.pot_items if p.amount > 0]
    return stacks, bets, pots, scene.board_cards()


def test_stepping_a_played_hand_shows_the_engine_state_at_every_decision(
    qtbot: QtBot, window: MainWindow
) -> None:
    deck = stack_deck([0, 1, 2], {0: "AsAh", 1: "7c2d", 2: "9h4s"}, "AdKc8s3h2c")
    seen = _play_hand_one(qtbot, window, deck)
    events = hand_events(seen)
    start = events[0]
    assert isinstance(start, HandStarted) and start.seats == (0, 1, 2)
    replayer = _open(qtbot, ReplayHand(events, window.scene.names, person_seat=0))
    steps = replayer.steps

    # The engine again, from the same deck and the same decisions, checked after each one.
    engine = HandState(HandConfig(Betting.NO_LIMIT, small_blind=5, big_blind=10),
                       stacks=list(start.stacks), seats=list(start.seats),
                       deck=Deck.stacked(deck), hand_number=1)
    assert replayer.step == 0
    _key(qtbot, replayer, Qt.Key.Key_Right)  # the deal
    assert replayer.scene.hole_cards(0) == [(c, True) for c in parse_cards("AsAh")]
    assert replayer.scene.hole_cards(1) == [(c, True) for c in parse_cards("7c2d")]
    checked = 0
    for event in events:
        if not isinstance(event, ActionTaken):
            continue
        engine.act(_action_of(event))
        target = max(k for k, s in enumerate(steps) if s.end <= len(engine.events))
        while replayer.step < target:
            _key(qtbot, replayer, Qt.Key.Key_Right)
        stacks, bets, pots, board = _scene_state(replayer, engine.seats)
        assert stacks == engine.stacks, replayer.caption.text()
        assert board == engine.board
        if not engine.finished:
            assert bets == engine.bets
            assert pots == [p.amount for p in engine.pots]
        checked += 1
    assert checked == 13  # 4 pre-flop (the button limps), then 3 on each street
    assert replayer.caption.text() == "You win the pot of 240."  # the last step
    assert [replayer.scene.seat_items[s].stack for s in (0, 1, 2)] == [1160, 920, 920]
    assert not replayer.forward_button.isEnabled()

    # Backwards: the flop step again shows three cards and the pre-flop pot.
    flop = next(k for k, s in enumerate(steps) if s.lines[0].startswith("Flop"))
    while replayer.step > flop:
        _key(qtbot, replayer, Qt.Key.Key_Left)
    assert replayer.scene.board_cards() == parse_cards("AdKc8s")
    assert _scene_state(replayer, (0, 1, 2))[2] == [90]
    assert replayer.counter.text() == f"Step {flop + 1} of {len(steps)}"
    _key(qtbot, replayer, Qt.Key.Key_Home)
    assert replayer.step == 0 and replayer.scene.board_cards() == []
    assert replayer.scene.hole_cards(0) == []
    assert not replayer.back_button.isEnabled()
    _key(qtbot, replayer, Qt.Key.Key_End)
    assert replayer.step == len(steps) - 1
    qtbot.mouseClick(replayer.back_button, Qt.MouseButton.LeftButton)
    assert replayer.step == len(steps) - 2
    qtbot.mouseClick(replayer.first_button, Qt.MouseButton.LeftButton)
    assert replayer.step == 0


def _action_of(event: ActionTaken) -> object:
    from engine.rules.actions import Action

    if event.action == "fold":
        return Action.fold()
    if event.action == "check":
        return Action.check()
    if event.action == "call":
        return Action.call()
    return Action.bet_or_raise(event.to)


def test_the_persons_folded_cards_stay_visible_and_the_box_hides_the_others(
    qtbot: QtBot,
) -> None:
    config = HandConfig(Betting.NO_LIMIT, small_blind=1, big_blind=2)
    hand = HandState(config, stacks=[100, 100, 100], seats=[0, 1, 2],
                     deck=Deck.stacked("As Kd 7c Ah Kc 2d"))
    hand.bet_or_raise(6)  # Chloé (button)
    hand.fold()  # the person, small blind, folds aces
    hand.call()  # Bruno
    while not hand.finished:
        hand.check()
    replayer = _open(qtbot, ReplayHand(tuple(hand.events), NAMES, person_seat=0))
    _key(qtbot, replayer, Qt.Key.Key_End)
    scene = replayer.scene
    aces = parse_cards("AsAh")
    assert scene.hole_cards(0) == [(c, True) for c in aces]
    assert 0 in scene.model.folded
    assert all(c.opacity() < 1 for c in scene.hole[0])  # dimmed, not taken away
    assert scene.hole_cards(2) == [(c, True) for c in parse_cards("7c2d")]

    replayer.reveal_box.setChecked(False)  # only what the person saw
    assert scene.hole_cards(0) == [(c, True) for c in aces]
    shown = {e.seat for e in hand.events if type(e).__name__ == "HandShown"}
    for seat in (1, 2):
        faces = [up for _, up in scene.hole_cards(seat)]
        assert faces == [seat in shown] * 2


def test_a_phh_hand_replays_to_the_same_steps() -> None:
    hand = readme_hand()
    text = write_phh(hand, players=["You", "Bruno", "Chloé"])
    replayed = from_phh(text)
    assert replayed.events == tuple(hand.events)
    assert dict(replayed.names) == NAMES
    assert len(split_steps(replayed)) == 17
    with pytest.raises(PhhError):
        from_phh("variant = 'NT'\nnot toml [")
    with pytest.raises(PhhError):
        from_phh(text.replace("p1 cc", "p1 cbr 1"))

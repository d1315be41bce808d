"""The announcer on a real hand's model and a fake clock: the person's turn says all it needs,
news never comes faster than it is spoken, a continued hand is one sentence, the last pot
is not lost in front of the next turn."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engine.core.cards import Deck
from engine.play.session import PersonToAct
from engine.play.table_model import TableModel
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from gui.access.announcer import Announcer
from gui.access.announcer import Politeness
from gui.access.announcer import Verbosity
from gui.base import screen_reader

NAMES = {3: "Ada", 5: "Bruno", 8: "You"}
YOU = 8  # the button: first to act before the flop, last after it


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _table(qtbot: QtBot) -> tuple[HandState, TableModel, Announcer, Clock]:
    deck = Deck.stacked("As Kh 7c  Ad Kd 2s  3h Qs 8d 4c  5h Td  6h 3c")
    hand = HandState(HandConfig(small_blind=5, big_blind=10), [1000, 1250, 800],
                     seats=[3, 5, 8], deck=deck)
    clock = Clock()
    target = QWidget()
    qtbot.addWidget(target)
    announcer = Announcer(target, lambda: NAMES, lambda: YOU, clock)
    announcer.verbosity = Verbosity.EVERYTHING
    announcer.channel = screen_reader.Channel.ANNOUNCEMENT
    model = TableModel(seats=[3, 5, 8])
    model.subscribe(announcer)
    return hand, model, announcer, clock


def _turn(hand: HandState, model: TableModel) -> None:
    legal = hand.legal_actions()
    assert legal is not None and legal.seat == YOU
    model.apply(PersonToAct(seat=YOU, legal=legal))


def test_the_turn_says_the_call_the_new_cards_the_pot_and_the_stack(qtbot: QtBot) -> None:
    hand, model, announcer, clock = _table(qtbot)
    model.apply_all(hand.events)
    _turn(hand, model)
    text, politeness = announcer.heard[-1]
    assert politeness == Politeness.Assertive
    assert text.endswith("Your turn: 10 to call. Pot 15. You have 800. "
                         "You hold Seven of clubs and Deuce of spades."), text
    for events in (hand.call(), hand.call(), hand.check()):  # to the flop
        clock.now += 1
        model.apply_all(events)
    clock.now += 1
    model.apply_all(hand.check())  # Ada checks; the person is next
    model.apply_all(hand.check())  # Bruno checks
    _turn(hand, model)
    text, _ = announcer.heard[-1]
    # "Your turn" first, then what the others did, then the rest of the turn.
    assert text.startswith("Your turn: you can check. Ada calls 5, Ada and Bruno check. "
                           "Flop: "), text
    assert text.endswith("Pot 30. You have 790."), text
    assert "You hold" not in text  # said on the hand's first turn; H says them again


def test_news_is_never_sent_faster_than_it_is_spoken(qtbot: QtBot) -> None:
    hand, model, announcer, clock = _table(qtbot)
    announcer.person = announcer._person = lambda: None  # watching: nobody's turn to wait for
    model.apply_all(hand.events)  # the deal, the blinds: one burst in the same instant
    sent = len(announcer.heard)
    assert sent == 1, list(announcer.heard)  # the first line; the rest waits
    clock.now += 30
    announcer.flush()  # what the timer does when the first line has been said
    times = list(announcer.times)
    first, _ = announcer.heard[0]
    assert times[1] - times[0] >= screen_reader.seconds_to_say(first, announcer.rate)
    assert "posts the small blind" in announcer.heard[1][0]  # the rest summed in one


def test_a_continued_hand_is_said_in_one_sentence(qtbot: QtBot) -> None:
    hand, model, announcer, _clock = _table(qtbot)
    announcer.hush()
    model.apply_all(hand.events)
    _turn(hand, model)
    assert not announcer.heard  # sixteen events in the same millisecond: none said alone
    announcer.resumed(model)
    assert len(announcer.heard) == 1
    text, politeness = announcer.heard[0]
    assert politeness == Politeness.Assertive
    assert text.startswith("Hand 1 goes on. You hold Seven of clubs and Deuce of spades.")
    assert text.endswith("Your turn: 10 to call. Pot 15. You have 800."), text


def test_the_last_pot_is_said_before_the_next_turn(qtbot: QtBot) -> None:
    hand, model, announcer, clock = _table(qtbot)
    model.apply_all(hand.events)
    _turn(hand, model)
    clock.now += 1
    model.apply_all(hand.fold())  # the person folds; the blinds play on
    model.apply_all(hand.fold())  # Ada folds: Bruno wins, while the reader still speaks
    assert announcer.waiting
    clock.now += 0.1
    second = HandState(HandConfig(small_blind=5, big_blind=10), [995, 1255, 800],
                       seats=[3, 5, 8], deck=Deck.stacked("As Kh 7c  Ad Kd 2s  3h Qs 8d 4c"),
                       hand_number=2)
    model.apply_all(second.events)
    legal = second.legal_actions()
    assert legal is not None
    model.apply(PersonToAct(seat=legal.seat, legal=legal))
    text, _ = announcer.heard[-1]
    assert text.startswith("Your turn: ") and "Bruno wins the pot" in text, text
    assert "fold" not in text  # the last hand's actions are old news


def test_the_showdown_is_said_after_the_persons_last_action(qtbot: QtBot) -> None:
    """The model still names the person as the one to act after their last check; the news
    of the showdown is not held for a turn that will not come (Orca's run showed it)."""
    hand, model, announcer, clock = _table(qtbot)
    model.apply_all(hand.events)
    while (legal := hand.legal_actions()) is not None:  # called, then checked down
        if legal.seat == YOU:
            _turn(hand, model)
        clock.now += 1
        model.apply_all(hand.call() if legal.call_amount else hand.check())
    for _ in range(10):  # said a part at a time, each when the one before is said
        clock.now += 60
        announcer.flush()
    assert not announcer.waiting
    said = " ".join(text for text, _ in announcer.heard)
    assert " shows " in said and " the pot of " in said, said


def test_hands_shown_while_the_reader_speaks_come_with_the_next_turn(qtbot: QtBot) -> None:
    """A showdown that comes while the reader still speaks (a key's long answer) is not lost
    when the next hand begins: the shown hands and the pot come with the next turn."""
    hand, model, announcer, _clock = _table(qtbot)
    model.apply_all(hand.events)
    while (legal := hand.legal_actions()) is not None:  # called, then checked down
        if legal.seat == YOU:
            _turn(hand, model)
        model.apply_all(hand.call() if legal.call_amount else hand.check())
    second = HandState(HandConfig(small_blind=5, big_blind=10), list(hand.stacks),
                       seats=[3, 5, 8], deck=Deck.stacked("As Kh 7c  Ad Kd 2s  3h Qs 8d 4c"),
                       hand_number=2)
    model.apply_all(second.events)
    _turn(second, model)
    text, _ = announcer.heard[-1]
    assert text.startswith("Your turn: ") and " shows " in text and " the pot of " in text, text

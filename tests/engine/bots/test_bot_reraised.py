"""The expert answers re-raises by pot odds against the range the raiser's habits imply
(and, after the flop, expects a bettor to answer its raise as that bettor has been seen to).

Heads-up at 100 big blinds the expert (the button) opens, the big blind re-raises the pot,
and the expert answers; the big blind is read as a player who three-bets a third of its hands
or one who three-bets 4 %. Against the first it goes on (calls, four-bets, moves in) with
more hands, and calls an all-in over its four-bet with more.
"""

from __future__ import annotations

import random

import numpy as np

from engine.bots import Bot
from engine.bots.board_tables import board_tables
from engine.bots.decide_postflop import continue_probability
from engine.bots.decide_reraised import implied_width
from engine.bots.decide_reraised import top_equity
from engine.bots.preflop import preflop_tables
from engine.bots.reading import Population
from engine.bots.reading import SeatStats
from engine.bots.reading import moves_of
from engine.bots.spot import make_spot
from engine.core.cards import Deck
from engine.evaluation.hand_classes import class_index
from engine.rules.actions import Action
from engine.rules.actions import ActionKind
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.hand import HandState
from engine.rules.view import view_for

NL = HandConfig(small_blind=1, big_blind=2)
#: Hands spread over the whole order (every fourth class from the best).
HANDS = preflop_tables(False).order[::4]


def _read(three_bet: float, five_bet: float = 0.25) -> SeatStats:
    """A big blind seen over 400 hands, three-betting ``three_bet`` of its chances and, when
    re-raised after re-raising, moving in ``five_bet`` of the time and folding the rest."""
    chances = 400
    faced = 40
    return SeatStats(hands=chances, vpip=int(chances * (three_bet + 0.2)),
                     pfr=int(chances * three_bet), three_bet=int(chances * three_bet),
                     three_bet_chances=chances, faced_four_bet=faced,
                     five_bet=int(faced * five_bet),
                     folded_to_four_bet=int(faced * (1 - five_bet)))


def _deck_for(cls: int) -> Deck:
    """The button (position 1) holds a hand of class ``cls``."""
    combos = preflop_tables(False).combos
    a, b = (int(c) for c in combos.cards[int((combos.classes == cls).argmax())])
    rest = [c for c in Deck.shuffled(random.Random(cls)).order() if c not in (a, b)]
    return Deck.stacked([rest[0], a, rest[1], b, *rest[2:]])


def _answers(stats: SeatStats, cls: int, jam_over_four_bet: bool) -> ActionKind:
    """The expert's answer to the pot-sized three-bet (or to an all-in over its four-bet)."""
    hand = HandState(NL, [200, 200], [0, 1], _deck_for(cls))
    bot = Bot("expert", seed=5, strict=True)
    bot.stats[0] = stats
    hand.act(Action.bet_or_raise(5))  # the button opens to 2.5 big blinds
    hand.act(Action.bet_or_raise(15))  # the big blind re-raises the pot
    if jam_over_four_bet:
        hand.act(Action.bet_or_raise(35))  # a four-bet ...
        hand.act(Action.bet_or_raise(200))  # ... and all-in over it
    return bot.think(view_for(hand, 1)).action.kind


def test_the_raisers_range_is_the_top_of_its_three_bet_frequency() -> None:
    hand = HandState(NL, [200, 200], [0, 1], _deck_for(0))
    hand.act(Action.bet_or_raise(5))
    hand.act(Action.bet_or_raise(15))
    bot = Bot("expert", seed=5, strict=True)
    bot.stats[0] = _read(0.33)
    view = view_for(hand, 1)
    record = moves_of(view.history)
    assert view.legal is not None and record is not None
    spot = make_spot(view, view.legal, record)
    wide = implied_width(spot, 0, bot.tendencies(0))
    bot.stats[0] = _read(0.04)
    narrow = implied_width(spot, 0, bot.tendencies(0))
    assert 0.25 < wide < 0.4 and 0.03 < narrow < 0.08
    aces = class_index(48, 49)
    eight_seven = class_index(4 * 6 + 1, 4 * 5)  # 87 offsuit
    assert top_equity(False, eight_seven, wide) > top_equity(False, eight_seven, narrow)
    assert top_equity(False, aces, narrow) > 0.8


def test_goes_on_wider_against_a_light_three_bettor() -> None:
    light, tight = _read(0.33), _read(0.04)
    on_light = [c for c in HANDS if _answers(light, int(c), False) is not ActionKind.FOLD]
    on_tight = [c for c in HANDS if _answers(tight, int(c), False) is not ActionKind.FOLD]
    assert len(on_light) > len(on_tight) + 3
    assert set(on_tight) <= set(on_light)


def test_calls_an_all_in_wider_against_a_player_who_moves_in_with_everything() -> None:
    light, tight = _read(0.33, five_bet=1.0), _read(0.04, five_bet=1.0)
    calls_light = [c for c in HANDS if _answers(light, int(c), True) is ActionKind.CALL]
    calls_tight = [c for c in HANDS if _answers(tight, int(c), True) is ActionKind.CALL]
    assert len(calls_light) > len(calls_tight) + 2
    assert preflop_tables(False).order[0] in calls_tight  # aces always call


def test_stats_count_answers_to_a_re_raise_of_a_re_raise() -> None:
    hand = HandState(NL, [200, 200], [0, 1], _deck_for(5))
    hand.act(Action.bet_or_raise(5))
    hand.act(Action.bet_or_raise(15))
    hand.act(Action.bet_or_raise(35))
    hand.act(Action.bet_or_raise(200))
    hand.act(Action.fold())
    record = moves_of(view_for(hand, 0).history)
    assert record is not None
    big_blind, button = SeatStats(), SeatStats()
    big_blind.add_hand(0, record)
    button.add_hand(1, record)
    assert (big_blind.faced_four_bet, big_blind.five_bet) == (1, 1)
    assert (button.answered_three_bet, button.four_bet_after_open) == (1, 1)
    assert (button.faced_four_bet, button.folded_to_four_bet) == (1, 1)


def test_a_bettor_that_never_folds_to_a_raise_is_expected_to_call_it() -> None:
    """After the flop: a player seen calling every raise of its bets keeps more of its range
    against the expert's raise; with no such read the figure is the old one."""
    hand = HandState(NL, [200, 200], [0, 1], _deck_for(7))
    hand.call()  # the button completes
    hand.check()  # the big blind checks
    hand.bet_or_raise(4)  # flop: the big blind bets
    hand.bet_or_raise(12)  # the button raises
    hand.call()
    record = moves_of(view_for(hand, 0).history)
    assert record is not None
    caller = SeatStats()
    caller.add_hand(0, record)
    assert (caller.faced_raise, caller.folded_to_raise) == (1, 0)
    board = board_tables(tuple(hand.board), False)
    weights = np.ones(board.combos.size)
    t = SeatStats().estimates(Population())
    old = continue_probability(t, weights, board, 1.0, Betting.NO_LIMIT)
    assert np.array_equal(old, continue_probability(t, weights, board, 1.0,
                                                    Betting.NO_LIMIT, 1.0))
    firm = continue_probability(t, weights, board, 1.0, Betting.NO_LIMIT, 0.3)
    assert firm.sum() > 1.5 * old.sum()


def _three_handed_answer(cls: int) -> Action:
    """Three dealt in: the expert on the button (position 2) opens, the small blind folds, the
    big blind re-raises the pot, and the expert, with no reads yet, answers."""
    combos = preflop_tables(False).combos
    a, b = (int(c) for c in combos.cards[int((combos.classes == cls).argmax())])
    rest = [c for c in Deck.shuffled(random.Random(cls)).order() if c not in (a, b)]
    hand = HandState(NL, [200, 200, 200], [0, 1, 2],
                     Deck.stacked([rest[0], rest[1], a, rest[2], rest[3], b, *rest[4:]]))
    hand.act(Action.bet_or_raise(5))  # the button opens to 2.5 big blinds
    hand.act(Action.fold())
    hand.act(Action.bet_or_raise(17))  # the big blind re-raises the pot
    return Bot("expert", seed=5, strict=True).think(view_for(hand, 2)).action


def test_at_a_bigger_table_a_re_raise_of_a_re_raise_is_all_in_or_nothing() -> None:
    """With more than one other the expert sees each one's answers to four-bets too seldom to
    price a four-bet short of all-in (``MOVE_IN_SHARE``): it moves in with the best hands only
    (before, two of the twenty best four-bet to 39 here)."""
    answers = {int(c): _three_handed_answer(int(c)) for c in preflop_tables(False).order[:20]}
    raises = {c: a.amount for c, a in answers.items() if a.kind is ActionKind.RAISE}
    assert raises and set(raises.values()) == {200}  # every re-raise is all-in
    assert preflop_tables(False).order[0] in raises  # aces move in
    assert any(a.kind is ActionKind.CALL for a in answers.values())

"""Each betting and dealing rule, on stacked decks, including the worked examples of the rule
texts in ../shared/rules/."""

from __future__ import annotations

import pytest

from engine.core.cards import Deck
from engine.core.cards import cards_str
from engine.core.cards import parse_cards
from engine.core.errors import ConfigError
from engine.core.errors import IllegalActionError
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.config import OddChip
from engine.rules.events import ActionTaken
from engine.rules.events import AntePosted
from engine.rules.events import BetReturned
from engine.rules.events import BetsCollected
from engine.rules.events import BlindPosted
from engine.rules.events import BoardDealt
from engine.rules.events import CardBurned
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import HandsRevealed
from engine.rules.events import HoleCardDealt
from engine.rules.events import Pot
from engine.rules.events import PotAwarded
from engine.rules.hand import HandState

NL = HandConfig(Betting.NO_LIMIT, 10, 20)


def stacked(holes: list[str], board: str = "", burns: str = "", short: bool = False) -> Deck:
    """A deck that deals ``holes`` (by position), then burn/flop, burn/turn, burn/river."""
    hole_cards = [parse_cards(h) for h in holes]
    order = [hole_cards[i][k] for k in range(2) for i in range(len(holes))]
    board_cards = parse_cards(board)
    burn_cards = parse_cards(burns)
    used = set(order) | set(board_cards) | set(burn_cards)
    spare = iter(c for c in range(16 if short else 0, 52) if c not in used)
    for street, cards in enumerate((board_cards[:3], board_cards[3:4], board_cards[4:5])):
        order.append(burn_cards[street] if street < len(burn_cards) else next(spare))
        order.extend(cards)
    return Deck.stacked(order, short_deck=short)


def of(events: list[object], kind: type) -> list:  # type: ignore[type-arg]
    return [e for e in events if isinstance(e, kind)]


# ------------------------------------------------------------------ blinds, dealing, order


def test_blinds_sit_left_of_the_button_and_utg_acts_first() -> None:
    hand = HandState(NL, [1000] * 4, seats=[3, 5, 7, 9])
    blinds = of(hand.events, BlindPosted)
    assert [(b.seat, b.blind, b.amount) for b in blinds] == [(3, "small", 10), (5, "big", 20)]
    assert hand.actor_seat == 7  # left of the big blind
    assert hand.events[0].button == 9  # type: ignore[union-attr]


def test_cards_are_dealt_one_at_a_time_from_the_left_of_the_button() -> None:
    deck = stacked(["AsKs", "QhJh", "9c8c"])
    hand = HandState(NL, [1000] * 3, seats=[1, 2, 0], deck=deck)
    dealt = [(e.seat, e.card) for e in of(hand.events, HoleCardDealt)]
    assert [s for s, _ in dealt] == [1, 2, 0, 1, 2, 0]
    assert cards_str(c for _, c in dealt) == "AsQh9cKsJh8c"
    assert cards_str(hand.hole[0]) == "AsKs"


def test_heads_up_button_posts_small_blind_acts_first_preflop_and_last_after() -> None:
    hand = HandState(NL, [1000, 1000], seats=[4, 8])  # seat 8 has the button
    blinds = {b.blind: b.seat for b in of(hand.events, BlindPosted)}
    assert blinds == {"small": 8, "big": 4}
    assert hand.actor_seat == 8
    hand.call()
    assert hand.actor_seat == 4
    hand.check()
    assert hand.board and hand.actor_seat == 4  # big blind first after the flop
    hand.check()
    assert hand.actor_seat == 8


def test_burn_card_before_flop_turn_and_river() -> None:
    deck = stacked(["AsKs", "QhJh"], board="2c3c4c5d6d", burns="7s8s9s")
    hand = HandState(NL, [1000, 1000], deck=deck)
    while not hand.finished:
        hand.check() if hand.can_check() else hand.call()
    burned = of(hand.events, CardBurned)
    assert cards_str(e.card for e in burned) == "7s8s9s"
    order = [type(e).__name__ for e in hand.events if isinstance(e, CardBurned | BoardDealt)]
    assert order == ["CardBurned", "BoardDealt"] * 3
    assert cards_str(hand.board) == "2c3c4c5d6d"


def test_no_burn_cards_when_switched_off() -> None:
    cfg = HandConfig(Betting.NO_LIMIT, 10, 20, burn_cards=False)
    hand = HandState(cfg, [1000, 1000])
    while not hand.finished:
        hand.check() if hand.can_check() else hand.call()
    assert not of(hand.events, CardBurned) and len(hand.board) == 5


def test_short_stack_posts_the_blind_all_in() -> None:
    hand = HandState(NL, [1000, 7, 1000])
    big = of(hand.events, BlindPosted)[1]
    assert (big.amount, big.all_in) == (7, True)


def test_antes_come_before_the_blinds_and_go_straight_to_the_pot() -> None:
    cfg = HandConfig(Betting.NO_LIMIT, 10, 20, ante=5)
    hand = HandState(cfg, [1000, 3, 1000])
    antes = of(hand.events, AntePosted)
    assert [(a.amount, a.all_in) for a in antes] == [(5, False), (3, True), (5, False)]
    first_blind = hand.events.index(of(hand.events, BlindPosted)[0])
    assert all(hand.events.index(a) < first_blind for a in antes)
    assert hand.pots == [Pot(9, (0, 1, 2)), Pot(4, (0, 2))]


# ------------------------------------------------------------------ betting amounts


def test_minimum_bet_is_the_big_blind_and_a_raise_at_least_the_last_raise() -> None:
    hand = HandState(NL, [5000] * 3)
    legal = hand.legal_actions()
    assert legal is not None and (legal.min_raise_to, legal.max_raise_to) == (40, 5000)
    hand.bet_or_raise(100)  # a raise of 80
    assert hand.legal_actions().min_raise_to == 180  # type: ignore[union-attr]
    with pytest.raises(IllegalActionError) as info:
        hand.bet_or_raise(150)
    assert info.value.code == "amount_out_of_range"
    # The maximum "to" amount is everything behind plus the small blind already posted.
    assert (info.value.details["minimum"], info.value.details["maximum"]) == (180, 5000)


def test_encyclopedia_example_raise_to_400_then_reraise_to_600() -> None:
    # The encyclopedia's example: blinds 100/200, raise to at least 400, re-raise from 400 to at
    # least 600.
    hand = HandState(HandConfig(Betting.NO_LIMIT, 100, 200), [10_000] * 3)
    assert hand.legal_actions().min_raise_to == 400  # type: ignore[union-attr]
    hand.bet_or_raise(400)
    assert hand.legal_actions().min_raise_to == 600  # type: ignore[union-attr]


def test_pot_limit_worked_example_pot_200_bet_150_call_150_raise_to_800() -> None:
    # The German limit rules' pot-limit example: pot 200, the first player bets 150, the next
    # calls: the third may raise to 800.
    cfg = HandConfig(Betting.POT_LIMIT, 50, 50)
    hand = HandState(cfg, [2000] * 4)
    for _ in range(4):  # everyone puts 50 in: pot 200
        hand.check() if hand.can_check() else hand.call()
    assert hand.pots == [Pot(200, (0, 1, 2, 3))]
    hand.bet_or_raise(150)
    hand.call()
    legal = hand.legal_actions()
    assert legal is not None and legal.max_raise_to == 800
    assert not hand.can_bet_or_raise(801)
    hand.bet_or_raise(800)
    assert hand.bets[2] == 800


def test_fixed_limit_sizes_and_cap_of_a_bet_and_three_raises() -> None:
    cfg = HandConfig(Betting.FIXED_LIMIT, 5, 10)
    hand = HandState(cfg, [1000] * 3)
    legal = hand.legal_actions()
    assert legal is not None and legal.min_raise_to == legal.max_raise_to == 20
    hand.bet_or_raise(20)
    hand.bet_or_raise(30)
    hand.bet_or_raise(40)  # the big blind was the bet: 40 is the cap
    with pytest.raises(IllegalActionError) as info:
        hand.bet_or_raise(50)
    assert info.value.code == "cap_reached"
    while hand.street == 0:
        hand.call()
    hand.check(), hand.check(), hand.check()  # flop
    assert hand.legal_actions().min_raise_to == 20  # type: ignore[union-attr]  # big bet


def test_fixed_limit_cap_is_lifted_heads_up() -> None:
    cfg = HandConfig(Betting.FIXED_LIMIT, 5, 10)
    hand = HandState(cfg, [1000, 1000])
    for to in (20, 30, 40, 50, 60):
        hand.bet_or_raise(to)
    assert hand.bets == [50, 60]  # five bets: no cap when the game itself is heads-up
    capped = HandState(HandConfig(Betting.FIXED_LIMIT, 5, 10, cap_lifted_heads_up=False),
                       [1000, 1000])
    for to in (20, 30, 40):
        capped.bet_or_raise(to)
    assert not capped.can_bet_or_raise()


def test_fixed_limit_cap_stays_when_a_hand_gets_down_to_two_players() -> None:
    # TDA "Number of Allowable Raises": the cap applies in a heads-up pot until the game
    # itself is down to two players.
    hand = HandState(HandConfig(Betting.FIXED_LIMIT, 5, 10), [1000, 1000, 1000])
    hand.fold()  # the button folds; the blinds are heads-up in this hand
    for to in (20, 30, 40):
        hand.bet_or_raise(to)
    assert not hand.can_bet_or_raise()
    with pytest.raises(IllegalActionError) as info:
        hand.bet_or_raise(50)
    assert info.value.code == "cap_reached"


def test_spread_limit_bets_anything_between_big_blind_and_the_limit() -> None:
    cfg = HandConfig(Betting.SPREAD_LIMIT, 5, 10, small_bet=10, big_bet=20)
    hand = HandState(cfg, [1000] * 3)
    legal = hand.legal_actions()
    assert legal is not None and (legal.min_raise_to, legal.max_raise_to) == (20, 20)
    while hand.street == 0:
        hand.check() if hand.can_check() else hand.call()
    hand.check(), hand.check(), hand.check()  # flop
    while hand.street == 1:
        hand.check()
    legal = hand.legal_actions()  # turn: up to the big bet
    assert legal is not None and (legal.min_raise_to, legal.max_raise_to) == (10, 20)


def test_short_all_in_does_not_reopen_betting_for_players_who_acted() -> None:
    hand = HandState(NL, [1000, 1000, 150, 1000])  # UTG (position 2) is short
    hand.bet_or_raise(100)  # UTG raises to 100; the button calls, SB folds, BB calls
    hand.call()
    hand.fold()
    hand.call()
    # Flop: BB (pos 1) bets 40, UTG is all-in for 50 (a raise of 10: short), button calls.
    hand.bet_or_raise(40)
    hand.bet_or_raise(50)
    assert hand.stacks[2] == 0
    hand.call()
    legal = hand.legal_actions()
    assert legal is not None and hand.actor == 1
    assert legal.call_amount == 10 and legal.min_raise_to is None
    with pytest.raises(IllegalActionError) as info:
        hand.bet_or_raise(200)
    assert info.value.code == "raise_closed"


def test_two_short_all_ins_that_make_a_full_raise_reopen_betting() -> None:
    hand = HandState(NL, [1000, 1000, 1000, 130, 145])
    for _ in range(5):  # everyone calls 20 pre-flop
        hand.check() if hand.can_check() else hand.call()
    hand.bet_or_raise(100)  # SB bets 100; raise size 100
    hand.call()  # BB calls
    hand.call()  # pos 2 calls
    hand.bet_or_raise(110)  # pos 3 all-in: +10, short
    hand.bet_or_raise(125)  # pos 4 all-in: +15 more; 25 in all, still short of 100
    assert hand.actor == 0 and not hand.can_bet_or_raise()

    reopened = HandState(NL, [1000, 1000, 1000, 160, 230])
    for _ in range(5):
        reopened.check() if reopened.can_check() else reopened.call()
    reopened.bet_or_raise(100)
    reopened.call()
    reopened.call()
    reopened.bet_or_raise(140)  # +40 short
    reopened.bet_or_raise(210)  # +70: with the +40 a full raise of 100 or more
    assert reopened.actor == 0 and reopened.can_bet_or_raise()


def test_illegal_actions_leave_the_state_unchanged() -> None:
    hand = HandState(NL, [1000] * 3)
    before = (list(hand.stacks), list(hand.bets), len(hand.events), hand.actor)
    for attempt, code in (
        (hand.check, "check_facing_bet"),
        (lambda: hand.bet_or_raise(25), "amount_out_of_range"),
        (lambda: hand.bet_or_raise(5000), "amount_out_of_range"),
    ):
        with pytest.raises(IllegalActionError) as info:
            attempt()
        assert info.value.code == code
        assert (list(hand.stacks), list(hand.bets), len(hand.events), hand.actor) == before
    hand.call()
    hand.call()
    with pytest.raises(IllegalActionError) as info:
        hand.fold()  # the big blind can check for free
    assert info.value.code == "fold_when_check"
    with pytest.raises(IllegalActionError):
        hand.call()


def test_no_action_after_the_hand_ends() -> None:
    hand = HandState(NL, [1000, 1000])
    hand.fold()
    assert hand.finished and hand.actor is None and hand.legal_actions() is None
    with pytest.raises(IllegalActionError) as info:
        hand.check()
    assert info.value.code == "no_actor"


def test_bad_setups_are_refused() -> None:
    with pytest.raises(ConfigError):
        HandState(NL, [1000])
    with pytest.raises(ConfigError):
        HandState(NL, [1000, 0])
    with pytest.raises(ConfigError):
        HandConfig(Betting.NO_LIMIT, 30, 20)
    with pytest.raises(ConfigError):
        HandState(HandConfig(short_deck=True), [100, 100], deck=Deck.shuffled())


# ------------------------------------------------------------------ pots and showdown


def test_uncalled_part_of_a_bet_goes_back_to_its_owner() -> None:
    deck = stacked(["AsAh", "KdKc"], board="2c7d9hJs3c")
    hand = HandState(NL, [300, 1000], deck=deck)  # position 1 (button) has 1000
    hand.bet_or_raise(1000)
    hand.call()  # position 0 calls all-in for 300
    returned = of(hand.events, BetReturned)
    assert [(r.seat, r.amount) for r in returned] == [(1, 700)]
    assert hand.finished and hand.stacks == [600, 700]


def test_side_pot_worked_example_from_the_home_game_rules() -> None:
    # The home rules' side-pot example: A is all-in on the flop for 50 after 20 in blinds (70 in
    # all); B bets 120 (+20), C calls. A can win 70 from each: a main pot of 210; B and C play
    # for the side pot.
    deck = stacked(["AsAd", "KsKd", "QsQd"], board="2c7h9d3s4c")
    hand = HandState(HandConfig(Betting.NO_LIMIT, 10, 20), [70, 1000, 1000], seats=[0, 1, 2],
                     deck=deck)
    hand.call()  # button (C) calls 20
    hand.call()  # A (small blind) completes
    hand.check()  # B
    hand.bet_or_raise(50)  # A all-in
    hand.bet_or_raise(120)  # B
    hand.call()  # C
    collected = of(hand.events, BetsCollected)[-1]
    assert collected.pots == (Pot(210, (0, 1, 2)), Pot(140, (1, 2)))
    while not hand.finished:
        hand.check()
    awards = of(hand.events, PotAwarded)
    assert [(a.amount, a.shares) for a in awards] == [(210, ((0, 210),)), (140, ((1, 140),))]
    assert hand.stacks == [210, 1000 - 140 + 140, 1000 - 140]


def test_three_way_all_in_makes_main_and_side_pots_and_reveals_hands() -> None:
    deck = stacked(["AsAd", "KsKd", "QsQd"], board="2c7h9d3s4c")
    hand = HandState(NL, [100, 300, 1000], deck=deck)
    hand.bet_or_raise(1000)  # button shoves
    hand.call()
    hand.call()
    revealed = of(hand.events, HandsRevealed)
    assert len(revealed) == 1 and len(revealed[0].hands) == 3
    assert of(hand.events, BetReturned)[0].amount == 700
    pots = of(hand.events, BetsCollected)[-1].pots
    assert pots == (Pot(300, (0, 1, 2)), Pot(400, (1, 2)))
    assert hand.stacks == [300, 400, 700]


def test_split_pot_with_odd_chips_one_each_from_the_left_when_configured() -> None:
    deck = stacked(["2c3d", "2d3h", "2h3c", "4c4d"], board="AsKsQsJsTs")
    cfg = HandConfig(Betting.NO_LIMIT, 1, 2, odd_chip=OddChip.ONE_EACH)
    hand = HandState(cfg, [100] * 4, seats=[4, 6, 8, 2], deck=deck)
    hand.bet_or_raise(5)  # pos 2 raises to 5
    hand.call()  # pos 3 (button) calls
    hand.call()  # pos 0 (SB) calls
    hand.fold()  # pos 1 (BB) folds its 2
    while not hand.finished:
        hand.check()
    award = of(hand.events, PotAwarded)[0]
    assert award.amount == 17  # 5 + 5 + 5 + 2: 5 each and 2 odd chips
    assert award.shares == ((4, 6), (8, 6), (2, 5))  # from the left of the button


def test_split_pot_odd_chips_all_to_the_first_winner_left_of_the_button() -> None:
    # TDA "Awarding Odd Chips": all odd chips to the first winner left of the button.
    deck = stacked(["2c3d", "2d3h", "2h3c", "4c4d"], board="AsKsQsJsTs")
    cfg = HandConfig(Betting.NO_LIMIT, 1, 2)
    hand = HandState(cfg, [100] * 4, deck=deck)
    hand.bet_or_raise(5)
    hand.call()
    hand.call()
    hand.fold()
    while not hand.finished:
        hand.check()
    assert of(hand.events, PotAwarded)[0].shares == ((0, 7), (2, 5), (3, 5))


def test_last_aggressor_shows_first_and_a_beaten_hand_is_mucked() -> None:
    deck = stacked(["7c2d", "AsAd", "KsKd"], board="2c8h9d3s4c")
    hand = HandState(NL, [1000] * 3, deck=deck)
    for _ in range(3):
        hand.check() if hand.can_check() else hand.call()
    while hand.street < 3:
        hand.check()
    hand.check()  # river: pos 0 checks
    hand.bet_or_raise(50)  # pos 1 bets
    hand.call()
    hand.call()
    shown = [e for e in hand.events if isinstance(e, HandShown | HandMucked)]
    assert [(type(e).__name__, e.seat) for e in shown] == [
        ("HandShown", 1), ("HandMucked", 2), ("HandMucked", 0)
    ]


def test_without_a_bet_the_first_player_left_of_the_button_shows_first() -> None:
    deck = stacked(["AsAd", "7c2d", "KsKd"], board="2c8h9d3s4c")
    hand = HandState(NL, [1000] * 3, deck=deck)
    while not hand.finished:
        hand.check() if hand.can_check() else hand.call()
    shown = [e for e in hand.events if isinstance(e, HandShown | HandMucked)]
    assert [(type(e).__name__, e.seat) for e in shown] == [
        ("HandShown", 0), ("HandMucked", 1), ("HandMucked", 2)
    ]
    assert cards_str(shown[0].best_five) == "AsAd9d8h4c"


def test_show_all_turns_every_hand_up() -> None:
    deck = stacked(["AsAd", "7c2d", "KsKd"], board="2c8h9d3s4c")
    hand = HandState(NL, [1000] * 3, deck=deck, show_all=True)
    while not hand.finished:
        hand.check() if hand.can_check() else hand.call()
    assert len(of(hand.events, HandShown)) == 3


def test_everyone_folds_to_the_bet_and_wins_without_showing() -> None:
    hand = HandState(NL, [1000] * 3)
    hand.bet_or_raise(60)
    hand.fold()
    hand.fold()
    assert hand.finished and not of(hand.events, HandShown)
    assert hand.stacks == [990, 980, 1030]
    assert of(hand.events, PotAwarded)[0].category is None


def _showdown_winner(holes: list[str], board: str, short: bool) -> int:
    cfg = HandConfig(Betting.NO_LIMIT, 1, 2, short_deck=short)
    hand = HandState(cfg, [100, 100], deck=stacked(holes, board=board, short=short))
    while not hand.finished:
        hand.check() if hand.can_check() else hand.call()
    return max(range(2), key=lambda i: hand.stacks[i])


def test_short_deck_ranks_a_flush_above_a_full_house() -> None:
    holes, board = ["AhKh", "TdTc"], "Th9h6h9c7s"  # a heart flush against tens full of nines
    assert _showdown_winner(holes, board, short=True) == 0
    assert _showdown_winner(holes, board, short=False) == 1


def test_short_deck_ranks_three_of_a_kind_above_a_straight() -> None:
    holes, board = ["9s9d", "JcTc"], "9h8d7sKc6d"  # trip nines against a jack-high straight
    assert _showdown_winner(holes, board, short=True) == 0
    assert _showdown_winner(holes, board, short=False) == 1


def test_events_carry_codes_and_numbers_only() -> None:
    hand = HandState(NL, [1000] * 3)
    hand.bet_or_raise(60)
    taken = of(hand.events, ActionTaken)[0]
    assert (taken.action, taken.amount, taken.to, taken.all_in) == ("raise", 60, 60, False)

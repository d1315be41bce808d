"""The teaching review's wrong rule sentences (R1-R16), each played on the engine and checked
in the words the person reads, in English and German.

Each test finds the situation on the engine (a lesson's step, a hand played to the spot) and
asserts what the sentence must (or must not) say there.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from engine.core.cards import Deck
from engine.core.cards import parse_cards
from engine.play.session import PersonToAct
from engine.rules.config import Betting
from engine.rules.config import HandConfig
from engine.rules.events import ActionTaken
from engine.rules.events import BlindPosted
from engine.rules.events import PotAwarded
from engine.rules.hand import HandState
from gui.base import i18n
from gui.teaching.beginners.help_content import ranking_chart
from gui.teaching.beginners.help_content import rules_summary
from gui.teaching.lessons import lesson_texts
from gui.teaching.narration.narrator import Narrator
from gui.teaching.narration.session_narration import tell_person
from tests.helpers.told import hand_told
from tests.helpers.told import lesson
from tests.helpers.told import lesson_told

NAMES = {0: "Ada", 1: "Bruno", 2: "Chloé", 3: "Dmitri"}
LANGUAGES = ("en", "de")

# What the wrong sentences said, in each language: none may appear where it is untrue.
NOBODY_BET = {"en": "nobody has bet", "de": "hat niemand gesetzt"}
CANNOT_MATCH = {"en": "cannot match the whole bet", "de": "nicht ausgleichen kann"}
FOUR_BETS = {"en": "at most four bets", "de": "höchstens vier Einsätze"}
HALF = {"en": "half", "de": "halben"}
EVERY_CHIP = {"en": "may bet every chip", "de": "darf alle Chips setzen"}


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[str]:
    del qtbot  # only for the QApplication that translations need
    i18n.apply(request.param)
    yield request.param
    i18n.apply("en")


def test_r1_side_pot_lesson_says_what_ada_can_win_from_each(language: str) -> None:
    told = lesson_told(lesson("side_pots"))
    pots = [t for e, t in told if getattr(e, "say", "") == "side_pots.pots"]
    assert len(pots) == 1
    # Ada put in 70: she can win 70 from each of the two others, a main pot of 210.
    each = {"en": "win 70 from each", "de": "von jedem der anderen 70"}[language]
    assert each in pots[0] and "210" in pots[0] and "140" in pots[0]


def test_r2_rarer_ranks_higher_is_said_of_five_cards(language: str) -> None:
    chart = ranking_chart()
    pair = next(r for r in chart if r.category == 1)
    high = next(r for r in chart if r.category == 0)
    assert high.percent < pair.percent  # the chart: high card is rarer than a pair
    five = {"en": "five cards", "de": "fünf Karten"}[language]
    for key in ("hand_rankings.rule", "hand_rankings.chart"):
        assert five in lesson_texts.text(key), key


def test_r3_the_big_blinds_check_is_not_told_as_nobody_having_bet(language: str) -> None:
    told = lesson_told(lesson("blinds_button"))
    checks = [t for e, t in told if isinstance(e, ActionTaken) and e.action == "check"
              and e.street == 0]
    assert checks, "lesson 2 has the big blind's check before the flop"
    assert all(NOBODY_BET[language] not in t for t in checks)
    live = {"en": "live", "de": "live"}[language]
    assert all(live in t for t in checks)


def test_r4_an_all_in_call_that_matches_is_not_told_as_short(language: str) -> None:
    told = lesson_told(lesson("hand_rankings"))
    calls = [t for e, t in told if isinstance(e, ActionTaken) and e.action == "call"
             and e.all_in]
    assert calls
    assert all(CANNOT_MATCH[language] not in t for t in calls)


def test_r4_a_short_all_in_call_is_told_as_short(language: str) -> None:
    hand = HandState(HandConfig(Betting.NO_LIMIT, 5, 10), [1000, 60, 1000])
    hand.bet_or_raise(100)  # Chloé (the button) raises to 100
    hand.call(), hand.call()  # Ada calls; Bruno, in the big blind, has only 60
    calls = [t for e, t in hand_told(hand, NAMES)
             if isinstance(e, ActionTaken) and e.action == "call" and e.all_in]
    assert len(calls) == 1 and CANNOT_MATCH[language] in calls[0]


def _raise_until_capped(hand: HandState) -> int:
    raises = 0
    while hand.can_bet_or_raise() and raises < 10:
        hand.bet_or_raise(hand.legal_actions().min_raise_to or 0)  # type: ignore[union-attr]
        raises += 1
    return raises


def test_r5_fixed_limit_heads_up_game_is_not_told_at_most_four_bets(language: str) -> None:
    hand = HandState(HandConfig(Betting.FIXED_LIMIT, 5, 10), [1000, 1000])
    assert _raise_until_capped(hand) > 3  # the engine allows more bets heads-up
    raises = [t for e, t in hand_told(hand, NAMES) if isinstance(e, ActionTaken)]
    assert raises and all(FOUR_BETS[language] not in t for t in raises)


def test_r5_fixed_limit_cap_stays_when_a_hand_gets_down_to_two(language: str) -> None:
    # TDA: the cap stays in a pot that is heads-up until the game itself is heads-up.
    hand = HandState(HandConfig(Betting.FIXED_LIMIT, 5, 10), [1000, 1000, 1000])
    hand.fold()  # the button folds: two players left in the hand
    assert _raise_until_capped(hand) == 3  # the big blind and three raises: the cap
    raises = [t for e, t in hand_told(hand, NAMES)
              if isinstance(e, ActionTaken) and e.action == "raise"]
    assert all(FOUR_BETS[language] in t for t in raises)


def test_r6_spread_limit_has_its_own_sentences(language: str) -> None:
    hand = HandState(HandConfig(Betting.SPREAD_LIMIT, 5, 10, small_bet=10, big_bet=20),
                     [1000] * 3)
    hand.bet_or_raise(20)
    said = hand_told(hand, NAMES)[-1][1]
    assert {"en": "Spread-Limit", "de": "Spread-Limit"}[language] in said


def test_r7_the_small_blind_is_not_always_half(language: str) -> None:
    hand = HandState(HandConfig(Betting.NO_LIMIT, 10, 25), [1000] * 3)
    blinds = [t for e, t in hand_told(hand, NAMES) if isinstance(e, BlindPosted)]
    assert blinds and all(HALF[language] not in t for t in blinds)


def test_r8_the_big_blinds_option_offers_a_raise_not_a_bet(language: str) -> None:
    hand = HandState(HandConfig(Betting.NO_LIMIT, 20, 40), [1000] * 3)
    hand.call(), hand.call()  # the big blind's option
    legal = hand.legal_actions()
    assert legal is not None and legal.can_check and not legal.raise_is_bet
    said = tell_person(NAMES, PersonToAct(2, legal), named=False).text
    assert {"en": "raise to", "de": "erhöhen"}[language] in said
    assert {"en": " bet ", "de": "setzen"}[language] not in said


def test_r14_all_in_in_pot_limit_is_not_told_as_betting_every_chip(language: str) -> None:
    hand = HandState(HandConfig(Betting.POT_LIMIT, 5, 10), [1000, 1000, 25])
    hand.bet_or_raise(25)  # the button's last 25 is within the pot limit (35)
    said = [t for e, t in hand_told(hand, NAMES) if isinstance(e, ActionTaken)][-1]
    assert EVERY_CHIP[language] not in said


def test_r15_an_ante_of_one_seat_is_not_told_as_everyones(language: str) -> None:
    hand = HandState(HandConfig(Betting.NO_LIMIT, 5, 10), [1000] * 3, antes=[0, 10, 0])
    told = hand_told(hand, NAMES)
    antes = [t for e, t in told if type(e).__name__ == "AntePosted"]
    assert antes and all({"en": "every player", "de": "jeder spieler"}[language]
                         not in t.lower() for t in antes)


def test_r16_several_odd_chips_are_told_as_the_engine_shares_them(language: str) -> None:
    # hole cards by position, one at a time round the table, then burn, flop, burn, turn...
    deck = Deck.stacked(parse_cards("2c2d2h4c3d3h3c4d" "5c" "AsKsQs" "5d" "Js" "5h" "Ts"))
    hand = HandState(HandConfig(Betting.NO_LIMIT, 1, 2), [100] * 4, deck=deck)
    hand.bet_or_raise(5), hand.call(), hand.call(), hand.fold()
    while not hand.finished:
        hand.check()
    award = next(e for e in hand.events if isinstance(e, PotAwarded))
    assert award.amount % 3 == 2  # two odd chips
    said = Narrator(NAMES)
    text = [said.narrate(e) for e in hand.events][-2]
    assert text is not None
    # TDA: all the odd chips to the first winner left of the button.
    assert max(a for _, a in award.shares) - min(a for _, a in award.shares) == 2
    assert {"en": "odd chips", "de": "übrigen Chips"}[language] in text.text


def test_help_says_the_round_ends_when_everyone_has_acted(language: str) -> None:
    body = dict((s.heading, s.body) for s in rules_summary())
    rounds = next(b for h, b in body.items() if "4" in h or "ier" in h or "our" in h)
    assert {"en": "had a turn", "de": "dran"}[language] in rounds

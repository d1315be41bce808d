"""The words of the lessons: titles, rules, what the teacher says at each step, quiz questions.

Lesson files (``engine/teaching/lessons/data``) hold keys only; this module holds the English
source of each key, marked with ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` collects them, and
translates them when they are shown. ``%1``, ``%2``, ... are the step's ``amounts``, formatted
with the locale's digit grouping. A test checks that every key of every lesson is here.

Tests: tests/gui/teaching/narration/test_rule_findings.py, tests/gui/teaching/test_teaching_texts.py
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine.teaching.lessons.lesson import Lesson
from gui.base.i18n import QT_TRANSLATE_NOOP
from gui.base.texts import chips
from gui.teaching.lessons.curriculum_texts import CURRICULUM_TEXTS
from gui.teaching.lessons.more_lesson_texts import MORE_LESSON_TEXTS

translate = QCoreApplication.translate

TEXTS: dict[str, str] = {
    # ---------------------------------------------------------------- hand rankings
    "hand_rankings.title": QT_TRANSLATE_NOOP("Lesson", "The hand rankings"),
    "hand_rankings.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Every player makes the best five-card hand from their two hole cards and "
        "the five community cards. From the best: royal flush, straight flush, four of a kind, "
        "full house, flush, straight, three of a kind, two pair, one pair, high card. Among "
        "hands of five cards, the rarer a hand, the higher it ranks. You may use two, one or "
        "none of your hole cards."),
    "hand_rankings.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Four players, four very different hands. Watch which one wins."),
    "hand_rankings.all_in": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé raises all-in, and everyone calls: all four hands will be shown."),
    "hand_rankings.showdown": QT_TRANSLATE_NOOP(
        "Lesson", "A straight, four of a kind, a full house and two pair: four of a kind ranks "
        "highest of them, so Bruno wins."),
    "hand_rankings.chart": QT_TRANSLATE_NOOP(
        "Lesson", "The chart counts every possible seven-card hand. The ranking follows how "
        "rare each hand is among five cards; with seven cards, high card is rarer than one pair "
        "or two pair but still ranks lowest. A flush is rarer than a straight, so it beats a "
        "straight."),
    "hand_rankings.q_category": QT_TRANSLATE_NOOP(
        "Lesson", "What is 9♥ 8♥ 7♥ 6♥ 5♥?"),
    "hand_rankings.q_rarer": QT_TRANSLATE_NOOP(
        "Lesson", "Which of these hands is the rarest, and so ranks highest?"),
    "hand_rankings.q_winner": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand, all four all-in. The board is J♠ J♦ 8♣ 5♥ 2♠; Ada holds A♠ K♠, "
        "Bruno 8♦ 8♥, Chloé J♣ 10♣, Dmitri 5♠ 5♦. Who wins?"),
    # ---------------------------------------------------------------- blinds and button
    "blinds_button.title": QT_TRANSLATE_NOOP("Lesson", "Blinds, button and the order of play"),
    "blinds_button.rule": QT_TRANSLATE_NOOP(
        "Lesson", "The dealer button marks who deals. The first player left of it posts the "
        "small blind, half the minimum bet; the next posts the big blind, the full minimum bet. "
        "Before the flop the player left of the big blind acts first and the big blind last; "
        "after the flop the first player left of the button begins."),
    "blinds_button.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Dmitri has the button. Ada, on his left, posts the small blind; Bruno the "
        "big blind."),
    "blinds_button.first_to_act": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé sits left of the big blind, so she speaks first before the flop."),
    "blinds_button.small_completes": QT_TRANSLATE_NOOP(
        "Lesson", "Ada already has half a bet in, so calling costs her only the other half."),
    "blinds_button.big_option": QT_TRANSLATE_NOOP(
        "Lesson", "The blinds are live: Bruno's big blind counts as his bet, so he may check, "
        "or raise."),
    "blinds_button.after_flop": QT_TRANSLATE_NOOP(
        "Lesson", "After the flop the first player left of the button, Ada, acts first."),
    "blinds_button.end": QT_TRANSLATE_NOOP(
        "Lesson", "Nobody calls Bruno's bet: he wins the pot without showing his cards."),
    "blinds_button.q_small_blind": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand with Bruno on the button: who posts the small blind?"),
    "blinds_button.q_first_preflop": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand with Ada on the button: who acts first before the flop?"),
    "blinds_button.q_first_flop": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand with Chloé on the button: Bruno and Chloé call, Dmitri folds his "
        "small blind and Ada checks. Who acts first on the flop?"),
    # ---------------------------------------------------------------- heads-up
    "heads_up.title": QT_TRANSLATE_NOOP("Lesson", "Heads-up: two players"),
    "heads_up.rule": QT_TRANSLATE_NOOP(
        "Lesson", "With only two players, the player with the button posts the small blind and "
        "the other the big blind. The button acts first before the flop and last after it."),
    "heads_up.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Only Ada and Bruno are left. Ada has the button, so she posts the small "
        "blind."),
    "heads_up.button_first": QT_TRANSLATE_NOOP(
        "Lesson", "Before the flop the button speaks first: Ada completes the small blind."),
    "heads_up.big_blind_first": QT_TRANSLATE_NOOP(
        "Lesson", "After the flop it turns round: Bruno, the big blind, acts first."),
    "heads_up.end": QT_TRANSLATE_NOOP(
        "Lesson", "Nobody bet on the river, so Bruno, first to act, shows first."),
    "heads_up.q_small_blind": QT_TRANSLATE_NOOP(
        "Lesson", "A new heads-up hand with blinds of 25 and 50; Bruno has the button. How much "
        "must he put in to call before the flop?"),
    "heads_up.q_first_preflop": QT_TRANSLATE_NOOP(
        "Lesson", "Another heads-up hand, blinds 25 and 50, both with 1,000 chips. Ada has the "
        "button and folds at once. How many chips does Bruno have now?"),
    "heads_up.q_first_flop": QT_TRANSLATE_NOOP(
        "Lesson", "A hand dealt to three: Chloé has the button. She folds, Ada calls and Bruno "
        "checks. Only two are left: who acts first on the flop?"),
    # ---------------------------------------------------------------- betting rounds
    "betting_rounds.title": QT_TRANSLATE_NOOP(
        "Lesson", "The four betting rounds and the burn cards"),
    "betting_rounds.rule": QT_TRANSLATE_NOOP(
        "Lesson", "A hand has four betting rounds: before the flop, after the flop (three "
        "community cards), after the turn (a fourth) and after the river (a fifth). Before each "
        "deal to the board the dealer burns the top card face down."),
    "betting_rounds.preflop": QT_TRANSLATE_NOOP(
        "Lesson", "Round one, before the flop: the players know only their own two cards."),
    "betting_rounds.flop": QT_TRANSLATE_NOOP(
        "Lesson", "Round two: one card burned, three community cards turned. Everyone checks."),
    "betting_rounds.turn": QT_TRANSLATE_NOOP(
        "Lesson", "Round three: another burn card, and the turn."),
    "betting_rounds.river": QT_TRANSLATE_NOOP(
        "Lesson", "Round four: the last burn card, and the river."),
    "betting_rounds.showdown": QT_TRANSLATE_NOOP(
        "Lesson", "Four rounds are over, so the hands are compared at the showdown."),
    "betting_rounds.q_burned": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: everyone calls, Bruno checks; on the flop Ada bets 40 and both "
        "others fold. How many cards were burned?"),
    "betting_rounds.q_first_flop": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand with Ada on the button: everyone calls and Chloé checks. Who acts "
        "first on the flop?"),
    "betting_rounds.q_pot_flop": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Chloé raises to 60, Ada and Bruno call. How much is in the pot "
        "when the flop comes?"),
    # ---------------------------------------------------------------- No-Limit
    "no_limit.title": QT_TRANSLATE_NOOP(
        "Lesson", "No-Limit: the minimum bet and the minimum raise"),
    "no_limit.rule": QT_TRANSLATE_NOOP(
        "Lesson", "In No-Limit a bet is at least the big blind, and a raise must be at least as "
        "large as the last bet or raise in the same round. The most anyone can bet is "
        "everything in front of them."),
    "no_limit.intro": QT_TRANSLATE_NOOP(
        "Lesson", "The big blind is %1: that is the smallest bet anyone may make, unless they "
        "go all-in for less."),
    "no_limit.min_bet": QT_TRANSLATE_NOOP(
        "Lesson", "Nobody has bet on the flop yet, so Ada may bet any amount from %1 up to "
        "her whole stack."),
    "no_limit.raise": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno raises by %1. From now on, a raise must add at least %1."),
    "no_limit.reraise": QT_TRANSLATE_NOOP(
        "Lesson", "To re-raise, Chloé must add at least the last raise, %1: to at least %2."),
    "no_limit.end": QT_TRANSLATE_NOOP(
        "Lesson", "Nobody calls: Chloé takes back the part of her raise nobody matched and "
        "wins the pot."),
    "no_limit.q_min_bet": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand with blinds of 50 and 100: everyone calls and Bruno checks. What is "
        "the smallest bet Ada can make on the flop?"),
    "no_limit.q_min_raise": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand, blinds 100 and 200: Chloé raises to 500. To how much at least can "
        "Ada raise?"),
    "no_limit.q_min_reraise": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: everyone calls 200. On the flop Ada bets 300 and Bruno raises to "
        "1,000. To how much at least can Chloé raise?"),
    # ---------------------------------------------------------------- Pot-Limit
    "pot_limit.title": QT_TRANSLATE_NOOP("Lesson", "Pot-Limit: the largest raise"),
    "pot_limit.rule": QT_TRANSLATE_NOOP(
        "Lesson", "In Pot-Limit a player may raise by at most the size of the pot, counted "
        "after their own call: the pot, plus every bet in this round, plus what they need to "
        "call."),
    "pot_limit.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Three players call, the big blind checks: four see the flop."),
    "pot_limit.pot": QT_TRANSLATE_NOOP("Lesson", "The pot holds %1 when the flop comes."),
    "pot_limit.max": QT_TRANSLATE_NOOP(
        "Lesson", "Ada bet %2 and Bruno called %2. Chloé first calls %2 in her mind: the pot "
        "is then %1 + %2 + %2 + %2 = %3. She may raise by %3, to %4."),
    "pot_limit.raise": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé raises by the pot, %1, to %2: the largest raise Pot-Limit allows here."),
    "pot_limit.q_pot": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand, blinds 25 and 50: Chloé raises to 150 and everyone calls. How much "
        "is in the pot when the flop comes?"),
    "pot_limit.q_max": QT_TRANSLATE_NOOP(
        "Lesson", "On that flop Ada bets 200 and Bruno calls. To how much at most can Chloé "
        "raise?"),
    "pot_limit.q_min": QT_TRANSLATE_NOOP(
        "Lesson", "And to how much at least can Chloé raise there?"),
    # ---------------------------------------------------------------- Fixed-Limit
    "fixed_limit.title": QT_TRANSLATE_NOOP(
        "Lesson", "Fixed-Limit: small bets, big bets and the cap"),
    "fixed_limit.rule": QT_TRANSLATE_NOOP(
        "Lesson", "In Fixed-Limit every bet and raise has one size: the small bet before the "
        "flop and on the flop, the big bet (twice as much) on the turn and the river. A round "
        "allows four bets at most: a bet and three raises; the last is called the cap. Only "
        "a game of two players has no cap."),
    "fixed_limit.intro": QT_TRANSLATE_NOOP(
        "Lesson", "This is a %1/%2 game: bets are %1 in the first two rounds and %2 in the "
        "last two."),
    "fixed_limit.raise": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé raises by exactly one small bet, %1. The big blind was the first bet."),
    "fixed_limit.cap": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno's raise is the fourth bet of the round: the cap. Nobody may raise "
        "again; the others can only call or fold."),
    "fixed_limit.small_bet": QT_TRANSLATE_NOOP(
        "Lesson", "On the flop the small bet still applies: Ada bets %1, no more and no less."),
    "fixed_limit.big_bet": QT_TRANSLATE_NOOP(
        "Lesson", "From the turn on, the big bet applies: bets and raises are %1 each."),
    "fixed_limit.q_cap": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: everyone calls, Bruno checks. On the flop Ada bets 10, Bruno "
        "raises to 20, Chloé to 30 and Ada to 40. Can Bruno raise again?"),
    "fixed_limit.q_flop_bet": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Chloé raises to 20 and both others call. How much can Ada bet on "
        "the flop?"),
    "fixed_limit.q_turn_bet": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: everyone calls and checks the flop. On the turn Ada bets 20. To "
        "how much can Bruno raise?"),
    # ---------------------------------------------------------------- short all-in
    "short_all_in.title": QT_TRANSLATE_NOOP(
        "Lesson", "A short all-in does not reopen the betting"),
    "short_all_in.rule": QT_TRANSLATE_NOOP(
        "Lesson", "A player who goes all-in for less than a full raise does not reopen the "
        "betting: those who already acted may only call or fold. Players who have not acted "
        "yet may still raise. A later full raise reopens it, and so do short all-ins that "
        "together add up to a full raise."),
    "short_all_in.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno has far fewer chips than the others. Watch the flop."),
    "short_all_in.bet": QT_TRANSLATE_NOOP(
        "Lesson", "Ada bets %1. A full raise would have to add at least %1 more."),
    "short_all_in.all_in": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno goes all-in to %1: only %2 more, less than a full raise of %3."),
    "short_all_in.chloe": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé has not acted yet in this round, so she may still raise. She calls."),
    "short_all_in.ada": QT_TRANSLATE_NOOP(
        "Lesson", "Ada already acted and is not facing a full raise: she may only call or fold."),
    "short_all_in.q_chloe": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Bruno has 300. Everyone calls 20; on the flop Ada bets 200 and "
        "Bruno goes all-in for his last 280. Can Chloé raise?"),
    "short_all_in.q_ada": QT_TRANSLATE_NOOP(
        "Lesson", "The same stacks, another hand: on the flop Ada bets 100, Bruno goes all-in for "
        "280 and Chloé calls. Can Ada raise?"),
    "short_all_in.q_pot": QT_TRANSLATE_NOOP(
        "Lesson", "In that hand Ada calls, and nobody bets again. How large is the pot Bruno can "
        "win?"),
    # ---------------------------------------------------------------- side pots
    "side_pots.title": QT_TRANSLATE_NOOP("Lesson", "Side pots"),
    "side_pots.rule": QT_TRANSLATE_NOOP(
        "Lesson", "A player who is all-in can win from each opponent only as much as they put "
        "in themselves: that is the main pot. Everything the others bet above it goes into a "
        "side pot that only they can win."),
    "side_pots.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Ada has only a few chips. Everyone puts in the big blind before the flop."),
    "side_pots.all_in": QT_TRANSLATE_NOOP(
        "Lesson", "Ada goes all-in with her last %1: %2 in all, with what she put in before the "
        "flop."),
    "side_pots.raise": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno raises, %1 in all, and Chloé calls."),
    "side_pots.pots": QT_TRANSLATE_NOOP(
        "Lesson", "Ada can win %1 from each of the others: a main pot of %2. The rest, %3, is a "
        "side pot for Bruno and Chloé only."),
    "side_pots.showdown": QT_TRANSLATE_NOOP(
        "Lesson", "Ada has the best hand and wins the main pot; the side pot goes to the better "
        "hand of Bruno and Chloé."),
    "side_pots.q_main": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Ada has 100. Chloé calls, Ada goes all-in, Bruno and Chloé call. "
        "On the flop Bruno bets 200 and Chloé calls; nobody bets again. How large is the main "
        "pot?"),
    "side_pots.q_side": QT_TRANSLATE_NOOP(
        "Lesson", "In that hand, how large is the side pot?"),
    "side_pots.q_side_winner": QT_TRANSLATE_NOOP(
        "Lesson", "Ada holds 7♥ 7♦, Bruno A♥ K♦, Chloé Q♠ Q♥; the board is 7♣ 8♦ 2♠ K♥ 3♣. Who "
        "wins the side pot?"),
    # ---------------------------------------------------------------- split pot
    "split_pot.title": QT_TRANSLATE_NOOP("Lesson", "Split pots and the odd chip"),
    "split_pot.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Players with equal best hands share the pot equally. A chip that cannot be "
        "shared goes to the winner sitting nearest left of the button."),
    "split_pot.intro": QT_TRANSLATE_NOOP(
        "Lesson", "The small blind is odd on purpose: watch what happens to the last chip."),
    "split_pot.fold": QT_TRANSLATE_NOOP(
        "Lesson", "Ada folds: her small blind stays in the pot."),
    "split_pot.tie": QT_TRANSLATE_NOOP(
        "Lesson", "The board is a straight, and neither player can improve it: both play the "
        "board."),
    "split_pot.odd_chip": QT_TRANSLATE_NOOP(
        "Lesson", "The pot of %1 cannot be halved: Bruno, nearest left of the button, gets %2 "
        "and Chloé %3."),
    "split_pot.q_bruno": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand, blinds 5 and 10: Chloé raises to 25, Ada folds, Bruno calls, and "
        "both play the board's straight. How many chips does Bruno win?"),
    "split_pot.q_chloe": QT_TRANSLATE_NOOP(
        "Lesson", "And how many does Chloé win?"),
    "split_pot.q_ada": QT_TRANSLATE_NOOP(
        "Lesson", "Another hand: Chloé raises to 25 and both others call; all three play the "
        "board's straight. How many chips does Ada have after the hand, if she started with "
        "1,000?"),
    # ---------------------------------------------------------------- the draw for the button
    "button_draw.title": QT_TRANSLATE_NOOP("Lesson", "The draw for the button"),
    "button_draw.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Before the first hand each player draws a card; the highest card gets the "
        "dealer button. If two cards have the same rank, the suit decides: spades, then "
        "hearts, diamonds and clubs."),
    "button_draw.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Ada draws K♦, Bruno A♠, Chloé A♥ and Dmitri 7♣."),
    "button_draw.tie": QT_TRANSLATE_NOOP(
        "Lesson", "Two aces: spades beat hearts, so Bruno gets the button."),
    "button_draw.first_hand": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé and Dmitri post the blinds; Ada speaks first."),
    "button_draw.end": QT_TRANSLATE_NOOP(
        "Lesson", "Everyone folds to Dmitri, who wins the blinds. The button then moves on to "
        "Chloé."),
    "button_draw.q_button": QT_TRANSLATE_NOOP(
        "Lesson", "A new draw: Ada draws Q♥, Bruno K♣, Chloé K♥ and Dmitri Q♠. Who gets the "
        "button?"),
    "button_draw.q_small_blind": QT_TRANSLATE_NOOP(
        "Lesson", "With that draw, who posts the small blind?"),
    "button_draw.q_first": QT_TRANSLATE_NOOP(
        "Lesson", "With that draw, who acts first in the first hand?"),
    # ---------------------------------------------------------------- showdown
    "showdown.title": QT_TRANSLATE_NOOP("Lesson", "Showdown order and mucking"),
    "showdown.rule": QT_TRANSLATE_NOOP(
        "Lesson", "At the showdown the last player to bet or raise in the last round shows "
        "first; if nobody bet, the first player left of the button. The others follow "
        "clockwise, and a player who cannot win may give up the hand face down."),
    "showdown.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Nobody bets until the river. Watch who has to show first."),
    "showdown.bet": QT_TRANSLATE_NOOP("Lesson", "Bruno makes the only bet of the river."),
    "showdown.order": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno bet last, so he shows first. Chloé beats him and shows; Ada cannot win "
        "and gives up her cards unseen."),
    "showdown.muck": QT_TRANSLATE_NOOP(
        "Lesson", "Giving up a beaten hand without showing it is called mucking."),
    "showdown.q_first": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: everyone checks to the river. There Ada bets 40, Bruno raises to "
        "120, Chloé folds and Ada calls. Who must show first?"),
    "showdown.q_muck": QT_TRANSLATE_NOOP(
        "Lesson", "In that hand Bruno's pair of jacks beats Ada's pair of fives. Who gives up "
        "without showing?"),
    "showdown.q_winner": QT_TRANSLATE_NOOP(
        "Lesson", "Another hand: Chloé has the button and everyone checks every round. Who must "
        "show first?"),
    # ---------------------------------------------------------------- short deck
    "short_deck.title": QT_TRANSLATE_NOOP("Lesson", "Short deck"),
    "short_deck.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Short deck is played without the twos, threes, fours and fives: 36 cards. A "
        "flush is then rarer than a full house and beats it, three of a kind beats a straight "
        "(in Felt, as Triton plays it; some rooms rank the straight higher), and the ace can "
        "make the lowest straight, A-6-7-8-9."),
    "short_deck.intro": QT_TRANSLATE_NOOP(
        "Lesson", "The deck has only 36 cards, from sixes to aces."),
    "short_deck.all_in": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé goes all-in and both others call: all three hands are turned up."),
    "short_deck.flush_wins": QT_TRANSLATE_NOOP(
        "Lesson", "Ada's flush beats Bruno's full house: with fewer cards, flushes are rarer."),
    "short_deck.wheel": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé's A-6-7-8-9 is a straight: the ace plays low below the six."),
    "short_deck.q_flush": QT_TRANSLATE_NOOP(
        "Lesson", "In short deck, which hand wins?"),
    "short_deck.q_trips": QT_TRANSLATE_NOOP(
        "Lesson", "In short deck, which hand wins here?"),
    "short_deck.q_wheel": QT_TRANSLATE_NOOP("Lesson", "In short deck, what is A♠ 6♦ 7♣ 8♥ 9♠?"),
}

TEXTS.update(CURRICULUM_TEXTS)
TEXTS.update(MORE_LESSON_TEXTS)

RULE_SOURCES: dict[str, str] = {
    #: where a lesson's rule comes from: one of the five rule texts, or strategy teaching
    #: that no rule text contains
    "home_rules": QT_TRANSLATE_NOOP("Lesson", "Home-game rules"),
    "limit_rules": QT_TRANSLATE_NOOP("Lesson", "Limit, Pot-Limit and No-Limit rules"),
    "rule_book": QT_TRANSLATE_NOOP("Lesson", "Printed rule book"),
    "online_rules": QT_TRANSLATE_NOOP("Lesson", "No-Limit rules of an online room"),
    "encyclopedia": QT_TRANSLATE_NOOP("Lesson", "Encyclopedia article"),
    "strategy": QT_TRANSLATE_NOOP("Lesson", "Poker strategy (no rule text)"),
}


def missing_keys(lesson: Lesson) -> list[str]:
    """Keys of ``lesson`` that have no words here: a window refuses such a lesson (a test
    keeps the built-in ones complete)."""
    return [key for key in lesson.text_keys() if key not in TEXTS]


def text(key: str, amounts: Sequence[int] = ()) -> str:
    """The words of ``key`` in the current language, amounts filled in; an unknown key is
    shown as it is rather than failing (see :func:`missing_keys`)."""
    source = TEXTS.get(key)
    if source is None:
        return key
    words = translate("Lesson", source)
    for k in range(len(amounts), 0, -1):
        words = words.replace(f"%{k}", chips(amounts[k - 1]))
    return words


def title(lesson: Lesson) -> str:
    return text(lesson.title)


def rule(lesson: Lesson) -> str:
    return text(lesson.rule_text)


def rule_source(lesson: Lesson) -> str:
    return translate("Lesson", RULE_SOURCES[lesson.rule_source])

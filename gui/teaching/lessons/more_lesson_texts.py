"""The words of the lessons added last (implied odds, a post-flop plan, bankroll and table
selection, antes, the seat draw), kept apart from :mod:`gui.teaching.lessons.curriculum_texts`
so no module grows past a page of words; ``lesson_texts.TEXTS`` takes these in. Same rules:
``%1``, ``%2`` are a step's amounts.

Tests: tests/gui/teaching/lessons/test_lesson_texts.py,
tests/gui/teaching/lessons/test_lesson_panel.py, tests/gui/teaching/lessons/test_teaching_widgets.py
"""

from __future__ import annotations

from gui.base.i18n import QT_TRANSLATE_NOOP

MORE_LESSON_TEXTS: dict[str, str] = {
    # ---------------------------------------------------------------- implied odds
    "implied_odds.title": QT_TRANSLATE_NOOP("Lesson", "Implied odds and reverse implied odds"),
    "implied_odds.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Pot odds count only the chips in the pot now. Implied odds add what you "
        "expect to win later, when your card comes: with deep stacks a draw, or a small pair "
        "hoping for three of a kind, may call a price a little too high, if the other player "
        "will pay more bets once it hits. Implied odds need chips behind: against a short "
        "stack there is nothing more to win. Reverse implied odds are the other side: a hand "
        "that wins small pots when it is ahead and loses big ones when it is behind, such as "
        "one pair facing big bets, or a small flush that can meet a bigger one."),
    "implied_odds.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Deep stacks: Ada and Bruno have 2,000 each. Bruno holds 9♥ 8♥, Ada A♠ K♠."),
    "implied_odds.bet": QT_TRANSLATE_NOOP(
        "Lesson", "The flop gives Ada a pair of kings with the ace as kicker. She bets %1; the "
        "pot is now %2."),
    "implied_odds.call": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno has %1 outs for a flush, about 19 % for the turn. The call costs 100 "
        "of 320, 31 %: by the pot odds alone a fold. But more than 1,800 chips are still "
        "behind, and Ada will likely pay another bet when the flush comes; if she pays about "
        "200 more, the call pays. Bruno calls for the implied odds."),
    "implied_odds.turn": QT_TRANSLATE_NOOP(
        "Lesson", "The 4♥ gives Bruno a flush. Ada bets 150 with her pair of kings."),
    "implied_odds.river": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno raised to 500 on the turn and bet 700 on the river, and Ada paid "
        "both. Bruno's flush wins the pot of 2,720: far more than the 320 he called into on "
        "the flop."),
    "implied_odds.reverse": QT_TRANSLATE_NOOP(
        "Lesson", "For Ada these were reverse implied odds: her one pair would have won little "
        "when ahead, and it paid 1,360 when behind."),
    "implied_odds.q_set_outs": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Bruno holds 6♠ 6♥, Ada A♣ K♦, and the flop is K♠ 9♦ 2♣. How "
        "many turn cards would give Bruno the best hand?"),
    "implied_odds.q_set_price": QT_TRANSLATE_NOOP(
        "Lesson", "On that flop Ada bets 40 into the pot of 120. What share of the pot after "
        "his call does Bruno's call cost, in per cent?"),
    "implied_odds.q_small_flush": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Ada holds 6♥ 5♥, Bruno A♥ Q♥, and the flop is K♥ 9♥ 2♣. How "
        "many turn cards would put Ada ahead?"),
    # ---------------------------------------------------------------- a post-flop plan
    "postflop_plan.title": QT_TRANSLATE_NOOP("Lesson", "After the flop: a plan for the hand"),
    "postflop_plan.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Make a plan for the hand before you act on the flop. The player who raised "
        "before the flop often bets again on the flop: a continuation bet (c-bet). A small "
        "one, a third to half of the pot, works best on a dry board that missed the caller. "
        "With a medium hand such as one pair, keep the pot small (pot control): check some "
        "rounds rather than build a pot you do not want to play for all your chips. A "
        "check-raise, checking and then raising a bet, wins more with a strong hand and can "
        "make a draw fold. When the plan fails, give up: a c-bet that meets a raise on a board "
        "you missed, with few outs, is a fold."),
    "postflop_plan.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Heads-up: Ada has the button with K♠ Q♠, Bruno the big blind with 7♣ 7♥."),
    "postflop_plan.raise": QT_TRANSLATE_NOOP(
        "Lesson", "Ada raises to 60 from the button: after the flop she acts last."),
    "postflop_plan.check": QT_TRANSLATE_NOOP(
        "Lesson", "The flop is A♣ 7♦ 2♠. Bruno has three sevens and checks: he plans a "
        "check-raise."),
    "postflop_plan.cbet": QT_TRANSLATE_NOOP(
        "Lesson", "Ada missed, but an ace-high board suits the raiser's hands better than the "
        "caller's: she makes a small continuation bet, %1 into a pot of %2."),
    "postflop_plan.check_raise": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno check-raises to 140: his three sevens want a bigger pot."),
    "postflop_plan.give_up": QT_TRANSLATE_NOOP(
        "Lesson", "Ada has no pair and few outs, and her c-bet met a raise: the plan has "
        "failed, so she gives up and folds. Bruno wins the pot of 200."),
    "postflop_plan.q_cbet_price": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Ada raises to 60 on the button, Bruno calls and checks the "
        "flop. Ada c-bets 40 into the pot of 120. What share of the pot after his call does "
        "Bruno's call cost, in per cent?"),
    "postflop_plan.q_check_raise": QT_TRANSLATE_NOOP(
        "Lesson", "Another hand: Ada raises to 100 and Bruno calls. On the flop Bruno checks "
        "and Ada bets 70. What is the smallest total Bruno can check-raise to?"),
    "postflop_plan.q_give_up": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Ada holds J♠ 10♠, Bruno A♦ K♣, and the flop is A♥ 8♣ 3♦. Ada "
        "c-bets 40. How many turn cards would put her ahead?"),
    # ---------------------------------------------------------------- bankroll
    "bankroll.title": QT_TRANSLATE_NOOP("Lesson", "Bankroll and table selection"),
    "bankroll.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Your bankroll is the money you keep for poker alone. Play stakes it can "
        "carry through the losing runs every player has: a common rule is at least 20 full "
        "buy-ins for the cash game you play (a full buy-in is 100 big blinds), and 50 or more "
        "buy-ins for tournaments, whose results swing more. When it shrinks below that, move "
        "down. Choose your table too: a table where players call too much and play too many "
        "hands is worth more than a table of good players. Sit on the left of such a player, "
        "so you act after him."),
    "bankroll.intro": QT_TRANSLATE_NOOP(
        "Lesson", "A cash table with blinds of 1 and 2. Emma plays almost every hand and calls "
        "too often; Felix sits on her left."),
    "bankroll.folds": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé, with only 40 big blinds, and Dmitri fold."),
    "bankroll.limp": QT_TRANSLATE_NOOP(
        "Lesson", "Emma calls the big blind with Q♣ 5♦, a hand a good player folds."),
    "bankroll.raise": QT_TRANSLATE_NOOP(
        "Lesson", "Felix raises to 10 with A♠ Q♦: he acts after Emma in every round, with a "
        "better hand."),
    "bankroll.calls": QT_TRANSLATE_NOOP(
        "Lesson", "Both have a pair of queens, and Felix's ace kicker is the better one. Emma "
        "still calls a bet on the flop and another on the turn."),
    "bankroll.showdown": QT_TRANSLATE_NOOP(
        "Lesson", "Felix's pair of queens beats Emma's on the kicker, and he wins the pot of "
        "107. Players like Emma are why choosing a table pays."),
    "bankroll.q_buy_ins": QT_TRANSLATE_NOOP(
        "Lesson", "Ada keeps 4,000 for poker and wants to play blinds of 1 and 2. How many "
        "full buy-ins of 100 big blinds is that?"),
    "bankroll.q_short": QT_TRANSLATE_NOOP(
        "Lesson", "At a table with blinds of 1 and 2 Chloé sits down with 80. How many big "
        "blinds is her stack?"),
    "bankroll.q_other_table": QT_TRANSLATE_NOOP(
        "Lesson", "At a table with blinds of 5 and 10, how many big blinds are Ada's 200?"),
    # ---------------------------------------------------------------- antes
    "antes.title": QT_TRANSLATE_NOOP("Lesson", "Antes and the big-blind ante"),
    "antes.rule": QT_TRANSLATE_NOOP(
        "Lesson", "An ante is a small forced bet posted before the deal, in tournaments from "
        "the middle levels on. It makes the pot bigger before anyone acts, so a raise that "
        "wins the blinds and antes pays more. An ante is dead money: it does not count toward "
        "a call, which still matches the big blind. Where everyone antes, each player posts "
        "the same small amount. Most tournaments now play a big-blind ante instead: the big "
        "blind posts one ante for the whole table, usually as large as the big blind."),
    "antes.intro": QT_TRANSLATE_NOOP(
        "Lesson", "A tournament at six players: blinds 100 and 200 with a big-blind ante of "
        "200. Bruno, in the big blind, posts the ante for the whole table and his big blind: "
        "the pot holds %1 before anyone acts."),
    "antes.steal": QT_TRANSLATE_NOOP(
        "Lesson", "Emma raises to 500 from the cut-off: with the ante there is more to win "
        "before anyone calls, so raising first pays more."),
    "antes.call": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno calls %1 more: his ante does not count toward the call, only his big "
        "blind does."),
    "antes.end": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno checks, Emma bets 400 and Bruno folds. Emma wins the pot of %1, the "
        "ante included."),
    "antes.q_everyone": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand at six players: blinds 50 and 100, and everyone antes 10. How "
        "much is in the pot before anyone acts?"),
    "antes.q_call": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: blinds 200 and 400 with a big-blind ante of 400. How much must "
        "Chloé, under the gun, put in to call?"),
    "antes.q_odds": QT_TRANSLATE_NOOP(
        "Lesson", "In that hand Chloé raises to 1,000 and everyone folds to Bruno in the big "
        "blind. What share of the pot after his call does his call cost, in per cent?"),
    # ---------------------------------------------------------------- the seat draw
    "seat_draw.title": QT_TRANSLATE_NOOP("Lesson", "The seat draw"),
    "seat_draw.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Before a home game the seats are drawn. Take one card for each player in a "
        "row from the ace up, A, 2, 3, 4 for four players, and choose the seat that gets the "
        "ace. Shuffle the cards face down and let each player draw one. The ace sits in that "
        "seat, the 2 in the next seat on its left, and so on clockwise round the table. Then "
        "everyone draws again from a full deck for the button: the highest card gets it, and "
        "between equal ranks the suit decides, spades highest."),
    "seat_draw.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Four players draw face down from an ace, a 2, a 3 and a 4."),
    "seat_draw.seats": QT_TRANSLATE_NOOP(
        "Lesson", "Ada draws the ace and takes the first seat. Bruno draws the 2 and sits on "
        "her left, Chloé the 3 on his left, and Dmitri the 4."),
    "seat_draw.button": QT_TRANSLATE_NOOP(
        "Lesson", "Now the button: Ada draws 9♣, Bruno Q♦, Chloé Q♠ and Dmitri 5♥. Two queens: "
        "spades beat diamonds, so Chloé gets the button."),
    "seat_draw.first": QT_TRANSLATE_NOOP(
        "Lesson", "Dmitri and Ada post the blinds; Bruno, left of the big blind, speaks first "
        "and folds."),
    "seat_draw.end": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé and Dmitri fold too. Ada wins the blinds."),
    "seat_draw.q_ada": QT_TRANSLATE_NOOP(
        "Lesson", "Five players draw for the seats from A, 2, 3, 4 and 5: Ada draws the 4, "
        "Bruno the ace, Chloé the 5, Dmitri the 2 and Emma the 3. Counting the ace's seat as "
        "seat 1 and going left, which seat does Ada take?"),
    "seat_draw.q_button": QT_TRANSLATE_NOOP(
        "Lesson", "A new draw for the button: Ada draws 10♣, Bruno J♦, Chloé J♠ and Dmitri "
        "9♥. Who gets the button?"),
    "seat_draw.q_bruno": QT_TRANSLATE_NOOP(
        "Lesson", "Four players draw from A, 2, 3 and 4: Ada draws the 2, Bruno the 3, Chloé "
        "the ace and Dmitri the 4. Which seat does Bruno take?"),
}

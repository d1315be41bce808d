"""The words of the curriculum's newer lessons (the actions, reading and comparing hands,
table stakes, the strategy lessons, tournaments and Spread-Limit), kept apart from
:mod:`gui.teaching.lessons.lesson_texts` so the first thirteen lessons' words stay where they
were; ``lesson_texts.TEXTS`` takes these in. Same rules: ``%1``, ``%2`` are a step's amounts.

Tests: tests/gui/teaching/lessons/test_lesson_panel.py,
tests/gui/teaching/lessons/test_teaching_widgets.py,
tests/gui/teaching/lessons/test_lesson_keyboard.py
"""

from __future__ import annotations

from gui.base.i18n import QT_TRANSLATE_NOOP

CURRICULUM_TEXTS: dict[str, str] = {
    # ---------------------------------------------------------------- the first hand
    "first_hand.title": QT_TRANSLATE_NOOP("Lesson", "Your first hand: the five actions"),
    "first_hand.rule": QT_TRANSLATE_NOOP(
        "Lesson", "On your turn you choose one of five actions. Fold: give up your cards and "
        "the chips you have put in. Check: pass without putting chips in, when there is "
        "nothing for you to call. Bet: put in the first chips of a betting round. Call: match "
        "the highest bet. Raise: put in more than the highest bet, so the others must match "
        "it again. The best hand at the showdown, or the last player left, wins the pot."),
    "first_hand.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Three players: Chloé has the dealer button, Ada posts the small blind of 10 "
        "and Bruno the big blind of 20. Each gets two cards face down."),
    "first_hand.call": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé calls: she puts in 20 to match the big blind."),
    "first_hand.fold": QT_TRANSLATE_NOOP(
        "Lesson", "Ada folds: her cards are out, and her 10 stays in the pot."),
    "first_hand.check": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno checks: his big blind already matches the highest bet."),
    "first_hand.bet": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno checked first; Chloé bets 40, the first bet of this round."),
    "first_hand.raise": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno raises to 120: to stay in, Chloé must put in 80 more."),
    "first_hand.showdown": QT_TRANSLATE_NOOP(
        "Lesson", "Both check the river, so the cards are shown: Bruno's two pair, kings and "
        "queens, beat Chloé's pair of kings."),
    "first_hand.q_to_call": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Chloé and Ada call, Bruno checks. On the flop Ada bets 60 and "
        "Bruno raises to 180. How much must Chloé put in to call?"),
    "first_hand.q_pot": QT_TRANSLATE_NOOP(
        "Lesson", "Then Chloé folds and Ada calls. How many chips are now in the middle?"),
    "first_hand.q_winner": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Chloé raises to 60, Ada and Bruno fold. Who wins the pot?"),
    # ---------------------------------------------------------------- reading your hand
    "reading_hand.title": QT_TRANSLATE_NOOP("Lesson", "Reading your hand: best five of seven"),
    "reading_hand.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Your hand is the best five cards you can make from your two hole cards and "
        "the five on the board. You may use both hole cards, one or none: when the board "
        "itself is your best five, you play the board."),
    "reading_hand.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé holds two aces. Ada holds 2 and 3, Bruno king and 4."),
    "reading_hand.board": QT_TRANSLATE_NOOP(
        "Lesson", "Everyone is all-in, so the board is dealt to the river: 8, 9, 10, jack, "
        "queen, a straight on the table."),
    "reading_hand.showdown": QT_TRANSLATE_NOOP(
        "Lesson", "Ada plays the board: her 2 and 3 add nothing. Chloé's aces add nothing "
        "either, and the straight beats a pair. Bruno's king makes a higher straight, nine to "
        "king, so he wins."),
    "reading_hand.q_category": QT_TRANSLATE_NOOP(
        "Lesson", "You hold A♥ K♦; the board is 7♥ 7♣ 7♦ 2♠ 2♥. What is your best hand?"),
    "reading_hand.q_winner": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand, all three all-in. The board is A♥ A♦ K♣ K♦ Q♠; Ada holds 2♣ 3♣, "
        "Bruno J♠ 10♣, Chloé K♥ 4♦. Who wins?"),
    "reading_hand.q_won": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand, all three all-in. The board is 5♠ 6♦ 7♣ 8♥ 9♠; Ada holds 10♦ 2♣, "
        "Bruno A♠ A♥, Chloé K♣ Q♦. Who wins?"),
    # ---------------------------------------------------------------- comparing hands
    "comparing_hands.title": QT_TRANSLATE_NOOP("Lesson", "Comparing hands: kickers and ties"),
    "comparing_hands.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Two hands of the same kind are compared card by card from the highest: "
        "first the cards of the pair or pairs, then the others, the kickers. Suits never break "
        "a tie: equal hands split the pot. The ace is high, or low in A-2-3-4-5, the lowest "
        "straight; a straight never goes round the corner, as Q-K-A-2-3 would."),
    "comparing_hands.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé folds on the button. Ada and Bruno both hold an ace."),
    "comparing_hands.kicker": QT_TRANSLATE_NOOP(
        "Lesson", "Both have a pair of aces, so the next card decides: Ada's queen beats "
        "Bruno's jack, and Ada wins. The queen is her kicker."),
    "comparing_hands.q_suits": QT_TRANSLATE_NOOP(
        "Lesson", "Which hand wins: A♥ K♥ Q♥ J♥ 9♥ or A♠ K♠ Q♠ J♠ 9♠?"),
    "comparing_hands.q_wheel": QT_TRANSLATE_NOOP(
        "Lesson", "Which hand wins: 5♦ 4♣ 3♥ A♣ 2♠ or 6♥ 5♠ 4♦ 3♠ 2♥?"),
    "comparing_hands.q_counterfeit": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand, all three all-in. The board is 9♥ 9♠ 5♣ 5♦ 2♣; Ada holds 2♥ 3♦, "
        "Bruno A♠ 4♥, Chloé K♦ 8♣. Who wins?"),
    "comparing_hands.q_board_kicker": QT_TRANSLATE_NOOP(
        "Lesson", "The board is K♠ K♦ 8♣ 8♥ A♠. Ada holds Q♥ J♦, Bruno Q♣ 10♣. Which hand "
        "wins?"),
    # ---------------------------------------------------------------- table stakes
    "table_stakes.title": QT_TRANSLATE_NOOP("Lesson", "Table stakes: only your chips play"),
    "table_stakes.rule": QT_TRANSLATE_NOOP(
        "Lesson", "You can bet only the chips you had on the table when the hand began; you may "
        "not add chips during a hand. If you cannot match a bet, you may call with all you "
        "have: you are all-in. At a cash table you may buy more chips between hands."),
    "table_stakes.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Ada has only 150 in front of her; Bruno and Chloé have 1,000 each."),
    "table_stakes.bet": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno bets %1. Ada may not fetch more chips to match it."),
    "table_stakes.call": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé folds and Ada calls with her last %1: she is all-in. Nobody can call "
        "the rest of Bruno's bet, so it goes back to him."),
    "table_stakes.showdown": QT_TRANSLATE_NOOP(
        "Lesson", "Ada's three queens win. From Bruno she wins only as much as she had in "
        "front of her: 150."),
    "table_stakes.q_max": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Ada starts with 80 and posts the small blind; Chloé raises to "
        "60. What is the most Ada can raise to?"),
    "table_stakes.q_call": QT_TRANSLATE_NOOP(
        "Lesson", "Ada starts with 80. Chloé and Ada call the big blind, Bruno checks; on the "
        "flop Ada checks, Bruno bets 200 and Chloé folds. How much does Ada's call cost?"),
    "table_stakes.q_stack": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Ada starts with 200. Everyone calls 20; on the flop Bruno bets "
        "500, Chloé folds and Ada calls with her last 180. Ada's three queens win. How many chips "
        "does she have now?"),
    # ---------------------------------------------------------------- position
    "position.title": QT_TRANSLATE_NOOP("Lesson", "Position: acting last is worth chips"),
    "position.rule": QT_TRANSLATE_NOOP(
        "Lesson", "After the flop the first player still in on the button's left acts first, "
        "and the button acts last. Acting last, you see what the others do before you "
        "decide. The seats are named from the button; at six players: under the gun (UTG), "
        "hijack (HJ), cut-off (CO), button (BTN), small blind (SB), big blind (BB)."),
    "position.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Six players; Felix has the button. The seat plates name each position."),
    "position.utg": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé, under the gun, acts first with five players behind her: she folds."),
    "position.co": QT_TRANSLATE_NOOP(
        "Lesson", "Emma raises from the cut-off: only the button and the blinds act after her."),
    "position.btn": QT_TRANSLATE_NOOP(
        "Lesson", "Felix calls on the button: after the flop he will act last in every round."),
    "position.first": QT_TRANSLATE_NOOP(
        "Lesson", "After the flop Emma must act first, before she knows what Felix will do."),
    "position.last": QT_TRANSLATE_NOOP(
        "Lesson", "In every round after the flop Felix saw Emma's action before he chose his."),
    "position.q_name": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand at six players with Chloé on the button: what is Felix's "
        "position?"),
    "position.q_first": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand, Bruno on the button: Emma calls, Felix and Ada fold, Bruno "
        "calls, Chloé folds and Dmitri checks. Who acts first after the flop?"),
    "position.q_sb": QT_TRANSLATE_NOOP(
        "Lesson", "Emma has the button. What is Ada's position?"),
    # ---------------------------------------------------------------- starting hands
    "starting_hands.title": QT_TRANSLATE_NOOP("Lesson", "Starting hands by position"),
    "starting_hands.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Most starting hands lose chips, so good players fold most of them. The "
        "earlier you act, the more players behind you may hold better: play few hands early "
        "and more on the button. A common beginner's chart at six players: from UTG and HJ "
        "raise pairs from 77, A-K, A-Q, A-J and K-Q; from the cut-off add every smaller pair, "
        "A-10, K-J, Q-J and suited aces; on the button add K-10, Q-10, J-10 and suited "
        "connectors like 8-7. Fold the rest."),
    "starting_hands.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé acts first, under the gun, with A♠ J♥."),
    "starting_hands.utg": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé raises to 60: A-J is in the chart even for the early seats."),
    "starting_hands.hj": QT_TRANSLATE_NOOP(
        "Lesson", "Dmitri folds K♦ 9♣: the chart has no K-9 in the hijack."),
    "starting_hands.btn": QT_TRANSLATE_NOOP(
        "Lesson", "Felix re-raises to 180 on the button with A♥ K♣, one of the best starting "
        "hands."),
    "starting_hands.showdown": QT_TRANSLATE_NOOP(
        "Lesson", "Both pair their ace, and Felix's king beats Chloé's jack. An ace with a "
        "weaker kicker often loses to a better ace: that is why the chart wants strong "
        "kickers."),
    "starting_hands.q_dominated": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Chloé folds, Ada goes all-in with A♣ J♣ and Bruno calls with "
        "A♦ K♥. The board is A♠ 8♦ 5♥ 3♣ 2♣. Who wins?"),
    "starting_hands.q_first": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand with Ada on the button: from which position does Dmitri play?"),
    "starting_hands.q_last": QT_TRANSLATE_NOOP(
        "Lesson", "In the next hand Dmitri has the button. From which position does Chloé "
        "play?"),
    # ---------------------------------------------------------------- outs and pot odds
    "outs_odds.title": QT_TRANSLATE_NOOP("Lesson", "Outs and pot odds"),
    "outs_odds.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Outs are the unseen cards that would give you the best hand; a card that "
        "only pairs you is a weaker out, as the other hand may still be better. With one card "
        "to come your chance is about 2 % per out: the rule of 2. Use 4 % per out, the rule "
        "of 4, only when you see the turn and the river for one price, as when a player is "
        "all-in; while more betting can follow, count one card at a time. The price of a call "
        "is your call's share of the pot after you call: 40 to call into a pot of 80 is 40 of "
        "120, 33 %. A call pays in the long run when your chance is larger than the price."),
    "outs_odds.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno holds 8♥ 7♥, Ada A♠ K♦."),
    "outs_odds.bet": QT_TRANSLATE_NOOP(
        "Lesson", "The flop brings two hearts and Ada's pair of aces. She bets %1; the pot is "
        "now %2."),
    "outs_odds.outs": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno has %1 outs: nine hearts for a flush, three tens and three fives for "
        "a straight. Ada may bet again on the turn, so he counts one card: by the rule of 2 "
        "about 30 %. The call costs 60 of 240, 25 %, less than his chance: he calls."),
    "outs_odds.turn": QT_TRANSLATE_NOOP(
        "Lesson", "The 2♠ changes nothing. Ada bets %1 into a pot of %2."),
    "outs_odds.turn_call": QT_TRANSLATE_NOOP(
        "Lesson", "Again one card to come: still 15 outs, about 30 %. The call costs 120 of "
        "480, 25 %: Bruno calls again."),
    "outs_odds.river": QT_TRANSLATE_NOOP(
        "Lesson", "The K♥ makes Bruno's flush. He bets 200, Ada calls with two pair, aces and "
        "kings, and Bruno's flush wins the pot of 880."),
    "outs_odds.q_outs": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Ada holds 9♠ 8♦, Bruno A♣ K♣, and the flop is 10♥ 7♣ 2♦. How "
        "many turn cards would put Ada ahead?"),
    "outs_odds.q_odds": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: the pot is 100 after the betting before the flop. On the flop "
        "Bruno bets 50. What share of the pot after her call does Ada's call cost, in per "
        "cent?"),
    "outs_odds.q_flush_outs": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Bruno holds 8♥ 7♥, Ada A♠ Q♦, and the flop is Q♥ 5♥ 2♣. How many "
        "outs does Bruno have?"),
    # ---------------------------------------------------------------- reading the board
    "reading_board.title": QT_TRANSLATE_NOOP("Lesson", "Reading the board: nuts and draws"),
    "reading_board.rule": QT_TRANSLATE_NOOP(
        "Lesson", "The nuts is the best hand anyone could hold on this board. Read every board "
        "for what it allows: three cards of one suit make a flush possible, three close ranks "
        "a straight, and a paired board a full house or four of a kind. A draw is a hand that "
        "needs another card to become strong."),
    "reading_board.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Ada holds K♣ K♦, Bruno A♥ 10♥."),
    "reading_board.draw": QT_TRANSLATE_NOOP(
        "Lesson", "The flop is K♥ 9♥ 4♣. Bruno bets with a draw: any heart would give him a "
        "flush."),
    "reading_board.set": QT_TRANSLATE_NOOP(
        "Lesson", "Ada calls with three kings: on this flop no hand is better than hers, she "
        "holds the nuts. But another heart would change that."),
    "reading_board.flush": QT_TRANSLATE_NOOP(
        "Lesson", "The Q♥ is the third heart on the board: now any two hearts make a flush. "
        "Bruno's flush has the ace, the best flush possible here, and he bets 200."),
    "reading_board.end": QT_TRANSLATE_NOOP(
        "Lesson", "The call would cost 200 of 680: Ada must win 29 % of the time. Bruno bet his "
        "hearts on the flop and bets big now that the third heart has come, and Ada's three "
        "kings lose to any flush; few of the hands that play like this are worse than hers. "
        "She folds."),
    "reading_board.q_flush_board": QT_TRANSLATE_NOOP(
        "Lesson", "The flop is K♥ 9♥ 4♥. What is the nuts?"),
    "reading_board.q_paired": QT_TRANSLATE_NOOP(
        "Lesson", "The board is 8♣ 8♦ 5♠ 2♥ K♣. What is the nuts?"),
    "reading_board.q_dry": QT_TRANSLATE_NOOP(
        "Lesson", "The board is J♠ 10♣ 3♦ 7♥ 2♠. What is the nuts?"),
    # ---------------------------------------------------------------- bet sizing
    "bet_sizing.title": QT_TRANSLATE_NOOP("Lesson", "Bet sizing: value and bluff"),
    "bet_sizing.rule": QT_TRANSLATE_NOOP(
        "Lesson", "Bets are measured against the pot. A value bet is made with a strong hand, "
        "to be called by worse; a bluff with a weak hand, to make better fold. Half to two "
        "thirds of the pot is a common size. The bigger the bet, the more often a call must "
        "win: against a bet of the pot a call needs 33 %, against half the pot 25 %."),
    "bet_sizing.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno holds A♥ Q♦ and raises before the flop; Ada calls with Q♣ J♣."),
    "bet_sizing.value": QT_TRANSLATE_NOOP(
        "Lesson", "Both have a pair of queens, Bruno with the better kicker. The pot is %1; he "
        "bets %2, two thirds of it, for value: Ada's weaker queen may call."),
    "bet_sizing.call": QT_TRANSLATE_NOOP("Lesson", "Ada calls with her pair of queens."),
    "bet_sizing.river": QT_TRANSLATE_NOOP(
        "Lesson", "On the river the pot is %1. Bruno bets %2, about half of it, still for "
        "value."),
    "bet_sizing.end": QT_TRANSLATE_NOOP(
        "Lesson", "Ada folds. Bruno's bets were called twice by a worse hand: that is what "
        "value bets are for."),
    "bet_sizing.q_pot_bet": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: the pot is 100 after the betting before the flop, and Bruno "
        "bets 100 on the flop. What share of the pot after her call does Ada's call cost, in "
        "per cent?"),
    "bet_sizing.q_half": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno bets 50 into the same pot of 100 instead. What share does Ada's call "
        "cost now?"),
    "bet_sizing.q_min_raise": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: the pot is 120 and Bruno bets 80 on the flop. What is the "
        "smallest total Ada can raise to?"),
    # ---------------------------------------------------------------- tournament and cash
    "tournament.title": QT_TRANSLATE_NOOP("Lesson", "Tournaments and cash games"),
    "tournament.rule": QT_TRANSLATE_NOOP(
        "Lesson", "In a cash game the chips stand for money: you may leave or buy more chips "
        "between hands, and the blinds stay the same. In a tournament everyone starts with "
        "the same chips, the blinds rise at set times, and a player who loses all chips is "
        "out, unless the tournament allows rebuys. Count your stack in big blinds: 15 big "
        "blinds pay the big blind 15 times. A round of blinds costs the small and the big "
        "blind, and the antes if there are any, so 15 big blinds pay for about 10 rounds."),
    "tournament.intro": QT_TRANSLATE_NOOP(
        "Lesson", "A tournament with blinds of 50 and 100. Ada has 1,500 chips: %1 big "
        "blinds."),
    "tournament.all_in": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé folds. Ada, short of chips, goes all-in from the small blind."),
    "tournament.call": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno calls with a pair of nines; he has more chips, so if Ada loses, she "
        "is out."),
    "tournament.bust": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno's three nines win. Ada has no chips left: in a tournament she is out; "
        "in a cash game she could buy chips for the next hand."),
    "tournament.q_bb": QT_TRANSLATE_NOOP(
        "Lesson", "The blinds have risen to 100 and 200. Ada has 3,000 chips. How many big "
        "blinds is that?"),
    "tournament.q_bb_later": QT_TRANSLATE_NOOP(
        "Lesson", "Later the blinds are 200 and 400. Bruno has 4,000 chips. How many big "
        "blinds is that?"),
    "tournament.q_stack": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Ada has 1,500 and Bruno only 1,200. Ada goes all-in, Bruno calls "
        "with all he has, and his nines win again. How many chips does Ada have left?"),
    # ---------------------------------------------------------------- ICM and push/fold
    "icm_push_fold.title": QT_TRANSLATE_NOOP("Lesson", "Final table: ICM and push/fold"),
    "icm_push_fold.rule": QT_TRANSLATE_NOOP(
        "Lesson", "When a tournament pays several places, prize money counts, not chips: the "
        "Independent Chip Model (ICM) shares out the prizes by each stack's chances of "
        "finishing first, second, third. The chip leader's stack is worth less than its "
        "share of the chips, a short stack's more: chips you lose cost more prize money than "
        "the same chips won would earn. So calling an all-in needs more equity than the pot "
        "odds say; the difference is the risk premium. With about 10 big blinds or fewer, "
        "players usually move all-in or fold, and push/fold charts reach up to about 15: "
        "the chart says, for each seat and stack, which hands move all-in and which call."),
    "icm_push_fold.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Three players are left; the prizes are 50, 30 and 20 per cent of the pool. "
        "The blinds are 100 and 200: Ada has %1 big blinds."),
    "icm_push_fold.push": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé folds. Ada has A♥ 5♥ in the small blind; the push/fold chart moves "
        "this hand all-in at her stack, so she does."),
    "icm_push_fold.call": QT_TRANSLATE_NOOP(
        "Lesson", "Bruno has K♠ J♦. The pot odds ask for %1 per cent equity, ICM for a little "
        "more; against the hands Ada moves all-in with, his hand has enough, and he calls."),
    "icm_push_fold.result": QT_TRANSLATE_NOOP(
        "Lesson", "The ace on the flop gives Ada a pair of aces, and she wins: she doubles up "
        "to %1 chips."),
    "icm_push_fold.q_bb": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand, blinds 100 and 200: Ada has 1,400 chips. How many big blinds is "
        "that?"),
    "icm_push_fold.q_to_call": QT_TRANSLATE_NOOP(
        "Lesson", "Another hand: Chloé moves all-in for 3,000 from the button and Ada folds. "
        "How much more must Bruno put in to call from the big blind?"),
    "icm_push_fold.q_odds": QT_TRANSLATE_NOOP(
        "Lesson", "What equity do the pot odds ask of Bruno for that call, in per cent? By "
        "ICM he needs more."),
    # ---------------------------------------------------------------- spread-limit
    "spread_limit.title": QT_TRANSLATE_NOOP("Lesson", "Spread-Limit"),
    "spread_limit.rule": QT_TRANSLATE_NOOP(
        "Lesson", "In Spread-Limit a bet may be any amount between a smallest and a largest "
        "size: here from the big blind of 20 to 100 before the flop and on the flop, and to "
        "200 on the turn and river. A raise adds at least as much as the last bet or raise "
        "of the round and at most the largest size: a raise may add at most 100 before the "
        "flop. As in Fixed-Limit, a round allows at most four bets: a bet and three raises, "
        "the last one the cap."),
    "spread_limit.intro": QT_TRANSLATE_NOOP(
        "Lesson", "Blinds of 10 and 20; bets from 20 to 100 before the flop and on the flop, "
        "up to 200 on the turn and river."),
    "spread_limit.raise": QT_TRANSLATE_NOOP(
        "Lesson", "Chloé raises by 60, to 80: a raise could add anything from 20 to 100 to the "
        "big blind, so she could have raised to anything from 40 to 120."),
    "spread_limit.flop_max": QT_TRANSLATE_NOOP(
        "Lesson", "Ada bets 100, the most allowed on the flop."),
    "spread_limit.turn": QT_TRANSLATE_NOOP(
        "Lesson", "On the turn the largest bet doubles: Ada bets 200."),
    "spread_limit.end": QT_TRANSLATE_NOOP("Lesson", "Chloé folds and Ada wins the pot."),
    "spread_limit.q_max": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: Chloé raises to 60. What is the largest total Ada can raise to?"),
    "spread_limit.q_min": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: everyone calls 20, and on the flop Ada bets 50. What is the "
        "smallest total Bruno can raise to?"),
    "spread_limit.q_turn": QT_TRANSLATE_NOOP(
        "Lesson", "A new hand: everyone calls 20 and checks to the turn. What is the most Ada "
        "can bet on the turn?"),
}

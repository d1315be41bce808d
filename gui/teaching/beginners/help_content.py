"""What the Help menu shows, as plain data: a rules summary, the hand-ranking chart and a
glossary of poker terms in English and German side by side.

No widgets here: the window (and the chart widget) build their views from these. The rules
summary follows the rule texts Felt implements (``docs`` names the choices where they
differ); the chart's counts come from the evaluator (:mod:`engine.teaching.lessons.rankings`).

Tests: tests/gui/teaching/beginners/test_glossary.py,
tests/gui/teaching/narration/test_rule_findings.py, tests/gui/teaching/test_teaching_texts.py
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from engine.core.cards import Card
from engine.core.cards import parse_cards
from engine.teaching.lessons.rankings import frequencies
from gui.base import i18n
from gui.base.i18n import QT_TRANSLATE_NOOP
from gui.base.position_names import LONG_NAMES
from gui.base.texts import category_name

translate = QCoreApplication.translate

# (heading, body) of each part of the rules summary, in reading order.
_RULES: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Help", "The aim"),
     QT_TRANSLATE_NOOP("Help", "Win the chips in the pot: either with the best five-card hand "
                       "at the showdown, or by betting so that everyone else folds.")),
    (QT_TRANSLATE_NOOP("Help", "Button and blinds"),
     QT_TRANSLATE_NOOP("Help", "After every hand the dealer button moves clockwise to the next "
                       "player still in the game. The first player left of it posts the small "
                       "blind, the next the big blind, the minimum bet. With two players the "
                       "button posts the small blind.")),
    (QT_TRANSLATE_NOOP("Help", "The deal"),
     QT_TRANSLATE_NOOP("Help", "Each player gets two hole cards face down. Five community "
                       "cards follow in three steps: the flop (three cards), the turn and the "
                       "river. A card is burned face down before each step.")),
    (QT_TRANSLATE_NOOP("Help", "Four betting rounds"),
     QT_TRANSLATE_NOOP("Help", "Before the flop the player left of the big blind acts first; "
                       "in the later rounds the first player left of the button. A round ends "
                       "when everyone still in has had a turn and has put in the same amount, "
                       "or is all-in.")),
    (QT_TRANSLATE_NOOP("Help", "What you can do"),
     QT_TRANSLATE_NOOP("Help", "Check when there is nothing to call (nobody has bet, or you "
                       "are the big blind and nobody raised); bet; call the highest bet; raise "
                       "it; or fold and give up the hand. Chips bet stay in the pot, and Felt "
                       "offers Check instead of Fold when checking is free. The part of a bet "
                       "nobody calls goes back to its owner.")),
    (QT_TRANSLATE_NOOP("Help", "How much you can bet"),
     QT_TRANSLATE_NOOP("Help", "No-Limit: at least the big blind (less only all-in), at most "
                       "all your chips; a raise adds at least the last bet or raise. "
                       "Pot-Limit: a raise may add at most the pot as it is after your call. "
                       "Fixed-Limit: one fixed size, the small bet before the flop and on the "
                       "flop, the big bet on the turn and river, and at most four bets in a "
                       "round, unless the game itself is down to two players. Spread-Limit: "
                       "any amount from the big blind up to the round's limit, with the same "
                       "cap.")),
    (QT_TRANSLATE_NOOP("Help", "All-in and side pots"),
     QT_TRANSLATE_NOOP("Help", "You can only play with the chips on the table. All-in, you "
                       "can win from each opponent only as much as you put in; bets above "
                       "that form a side pot for the others. An all-in for less than a full "
                       "raise does not reopen the betting for those who already acted, in every "
                       "structure (Felt uses this No-Limit rule in Limit too); a later full "
                       "raise, or short all-ins that add up to one, reopen it.")),
    (QT_TRANSLATE_NOOP("Help", "The showdown"),
     QT_TRANSLATE_NOOP("Help", "The last player to bet or raise in the last betting round "
                       "shows first, otherwise the first player left of the button. The best "
                       "five of your seven cards count, using two, one or none of your hole "
                       "cards. Equal categories are decided by the higher cards, then by the "
                       "kickers; suits never count. A-2-3-4-5 is the lowest straight; a "
                       "straight cannot go round the ace (Q-K-A-2-3 is none). When betting "
                       "stops because every player but one at most is all-in, every hand is "
                       "turned up at once. Otherwise, even when a player is all-in but two or "
                       "more others went on betting for a side pot, the hands are shown in "
                       "order and a beaten hand may be given up unseen. Equal hands split the "
                       "pot, and odd chips go to the winner nearest left of the button.")),
    (QT_TRANSLATE_NOOP("Help", "Short deck"),
     QT_TRANSLATE_NOOP("Help", "Played with 36 cards, sixes to aces. A flush beats a full "
                       "house, three of a kind beats a straight (in Felt, as Triton plays it; "
                       "some rooms rank the straight higher), and A-6-7-8-9 is the lowest "
                       "straight.")),
)


@dataclass(frozen=True, slots=True)
class Section:
    heading: str
    body: str


def rules_summary() -> list[Section]:
    """The rules in a few short parts, in the current language."""
    return [Section(translate("Help", h), translate("Help", b)) for h, b in _RULES]


# An example of each category, best first (royal flush .. high card): cards as on the chart.
CHART_EXAMPLES: dict[int, str] = {
    9: "AsKsQsJsTs",
    8: "9h8h7h6h5h",
    7: "9c9d9h9sKd",
    6: "KcKdKs7h7s",
    5: "AhQh9h6h3h",
    4: "9s8d7c6h5s",
    3: "QcQdQs8h3d",
    2: "JcJdTsTh4c",
    1: "8c8dAhKd4s",
    0: "AhJd8s6c3h",
}
# The same for short deck, where no card is below a six.
SHORT_CHART_EXAMPLES: dict[int, str] = {
    **CHART_EXAMPLES,
    8: "Th9h8h7h6h",
    5: "AhQh9h7h6h",
    4: "As6d7c8h9s",
    3: "QcQdQs8h7d",
    2: "JcJdTsTh7c",
    1: "8c8dAhKd6s",
    0: "AhJd8s7c6h",
}


@dataclass(frozen=True, slots=True)
class RankingRow:
    """One line of the hand-ranking chart."""

    category: int
    name: str
    cards: tuple[Card, ...]
    combinations: int  # seven-card hands of this category
    percent: float


def ranking_chart(short_deck: bool = False) -> list[RankingRow]:
    """The categories best first in the variant's order, each with an example and how often
    it comes in seven cards (counted by the evaluator)."""
    examples = SHORT_CHART_EXAMPLES if short_deck else CHART_EXAMPLES
    return [RankingRow(f.category, category_name(f.category),
                       tuple(parse_cards(examples[f.category])), f.combinations, f.percent)
            for f in frequencies(short_deck)]


@dataclass(frozen=True, slots=True)
class Term:
    """A glossary entry: the English and the German word (both always shown), and a short
    explanation in the current language."""

    english: str
    german: str
    meaning: str


# English, German (as in i18n/README.md's glossary), explanation.
_GLOSSARY: tuple[tuple[str, str, str], ...] = (
    ("fold", "Passen", QT_TRANSLATE_NOOP("Help", "Give up the hand and the chips bet in it.")),
    ("check", "Checken", QT_TRANSLATE_NOOP("Help", "Pass on without betting, when there is "
                                           "nothing to call.")),
    ("call", "Mitgehen", QT_TRANSLATE_NOOP("Help", "Put in as much as the highest bet.")),
    ("bet", "Setzen", QT_TRANSLATE_NOOP("Help", "Put in the first chips of a betting round.")),
    ("raise", "Erhöhen", QT_TRANSLATE_NOOP("Help", "Put in more than the highest bet: at least "
                                           "a full raise, in Fixed-Limit exactly one bet.")),
    ("all-in", "All-in", QT_TRANSLATE_NOOP("Help", "Every chip you have is in the pot.")),
    ("pot", "Pot", QT_TRANSLATE_NOOP("Help", "The chips in the middle that the hand is played "
                                     "for.")),
    ("main pot", "Hauptpot", QT_TRANSLATE_NOOP("Help", "The pot every player still in the hand "
                                               "can win.")),
    ("side pot", "Side-Pot", QT_TRANSLATE_NOOP("Help", "Chips an all-in player cannot win.")),
    ("dealer button", "Dealer-Button", QT_TRANSLATE_NOOP("Help", "The disc that marks who "
                                                         "deals; it moves clockwise.")),
    ("small blind", "Small Blind", QT_TRANSLATE_NOOP("Help", "The smaller forced bet, "
                                                     "usually half the big blind, posted "
                                                     "before the deal.")),
    ("big blind", "Big Blind", QT_TRANSLATE_NOOP("Help", "The minimum bet, posted before the "
                                                 "deal.")),
    ("ante", "Ante", QT_TRANSLATE_NOOP("Help", "A small forced bet from every player.")),
    ("big-blind ante", "Big-Blind-Ante", QT_TRANSLATE_NOOP("Help", "One ante for the whole "
                                                           "table, posted by the big "
                                                           "blind.")),
    ("hole cards", "Startkarten", QT_TRANSLATE_NOOP("Help", "Your two cards, face down.")),
    ("flop", "Flop", QT_TRANSLATE_NOOP("Help", "The first three community cards.")),
    ("turn", "Turn", QT_TRANSLATE_NOOP("Help", "The fourth community card.")),
    ("river", "River", QT_TRANSLATE_NOOP("Help", "The fifth community card.")),
    ("burn card", "Verbrannte Karte", QT_TRANSLATE_NOOP("Help", "A card put aside face down "
                                                        "before the board is dealt.")),
    ("showdown", "Showdown", QT_TRANSLATE_NOOP("Help", "Showing the hands to find the "
                                               "winner.")),
    ("muck", "Mucken", QT_TRANSLATE_NOOP("Help", "Give up a hand face down.")),
    ("kicker", "Kicker", QT_TRANSLATE_NOOP("Help", "A side card that breaks a tie.")),
    ("split pot", "Geteilter Pot", QT_TRANSLATE_NOOP("Help", "A pot shared by equal hands.")),
    ("heads-up", "Heads-up", QT_TRANSLATE_NOOP("Help", "Only two players.")),
    ("cap", "Cap", QT_TRANSLATE_NOOP("Help", "The last raise allowed in a Fixed-Limit "
                                     "or Spread-Limit round (none when the game is "
                                     "heads-up).")),
    ("table stakes", "Table Stakes", QT_TRANSLATE_NOOP("Help", "Only the chips on the table "
                                                       "count during a hand.")),
    ("suit", "Farbe", QT_TRANSLATE_NOOP("Help", "Spades, hearts, diamonds or clubs. Suits "
                                        "never break a tie at the showdown.")),
    # The betting structures.
    ("No-Limit", "No-Limit", QT_TRANSLATE_NOOP("Help", "A bet or raise may be anything up to "
                                               "all your chips.")),
    ("Pot-Limit", "Pot-Limit", QT_TRANSLATE_NOOP("Help", "A raise may add at most the pot as "
                                                 "it is after your call.")),
    ("Fixed-Limit", "Fixed-Limit", QT_TRANSLATE_NOOP("Help", "Every bet and raise has one "
                                                     "fixed size: the small bet, then the big "
                                                     "bet.")),
    ("Spread-Limit", "Spread-Limit", QT_TRANSLATE_NOOP("Help", "A bet may be any amount from "
                                                       "the big blind up to the round's "
                                                       "limit.")),
    ("pre-flop", "Vor dem Flop", QT_TRANSLATE_NOOP("Help", "The first betting round, before "
                                                   "the flop is dealt.")),
    ("board", "Board", QT_TRANSLATE_NOOP("Help", "The community cards on the table.")),
    ("stack", "Stack", QT_TRANSLATE_NOOP("Help", "The chips a player has in front of them.")),
    ("re-raise", "Erneut erhöhen", QT_TRANSLATE_NOOP("Help", "Raise again after someone has "
                                                     "raised.")),
    ("wheel", "Wheel", QT_TRANSLATE_NOOP("Help", "A-2-3-4-5, the lowest straight: the ace "
                                         "counts as one.")),
    # Positions, as the seat plates and the coach name them.
    ("position", "Position", QT_TRANSLATE_NOOP("Help", "Where you sit from the button: who acts "
                                               "later knows more and has the advantage.")),
    # Strategy words of the coach, the advisor and the drills.
    ("range", "Range", QT_TRANSLATE_NOOP("Help", "All the hands a player may hold in a spot, "
                                         "judged from what they did.")),
    ("equity", "Equity", QT_TRANSLATE_NOOP("Help", "Your share of the pot if the hand were "
                                           "played out many times: how often you win, ties "
                                           "shared.")),
    ("outs", "Outs", QT_TRANSLATE_NOOP("Help", "The unseen cards that would make your hand "
                                       "the best. Twice the outs for each card to come is "
                                       "about your chance in percent.")),
    ("odds", "Odds", QT_TRANSLATE_NOOP("Help", "A chance written as a ratio, such as 4 to 1 "
                                       "against.")),
    # Tournament words of the coach's Tournament tab and the push/fold drill.
    ("ICM", "ICM", QT_TRANSLATE_NOOP("Help", "Independent Chip Model: what a tournament stack "
                                     "is worth in prize money, from each player's chance to "
                                     "finish in each paid place.")),
    ("EV", "EV", QT_TRANSLATE_NOOP("Help", "Expected value: what a decision wins or loses on "
                                   "average, over every way the hand can go on. The review "
                                   "gives it in big blinds; at a tournament, chip EV counts "
                                   "chips, $EV prize money.")),
    ("risk premium", "Risikoprämie", QT_TRANSLATE_NOOP(
        "Help", "How much more equity ICM asks for a call or an all-in than the pot odds "
        "do.")),
    ("pot odds", "Pot Odds", QT_TRANSLATE_NOOP("Help", "The price of a call: what you put in "
                                               "against the pot you can win. Call when your "
                                               "equity is higher.")),
    ("effective stack", "Effektiver Stack", QT_TRANSLATE_NOOP("Help", "The smaller of two "
                                                              "stacks: no more can change "
                                                              "hands between the two.")),
    ("SPR", "SPR", QT_TRANSLATE_NOOP("Help", "Stack-to-pot ratio: the effective stack behind "
                                     "divided by the pot at the start of the street. Example: "
                                     "a raise to 100 and a call leave both players 900 behind "
                                     "and 200 in the pot on the flop, so the SPR is 900 ÷ "
                                     "200 = 4.5; a bet on the flop does not change it. The "
                                     "lower it is, the sooner a good hand goes all-in.")),
    ("limp", "Limp", QT_TRANSLATE_NOOP("Help", "Only calling the big blind before the flop, "
                                       "instead of raising.")),
    ("3-bet", "3-Bet", QT_TRANSLATE_NOOP("Help", "The first re-raise: the big blind or a bet "
                                         "is the first bet, the raise the second.")),
    ("c-bet", "C-Bet", QT_TRANSLATE_NOOP("Help", "Continuation bet: the player who raised "
                                         "before the flop bets again on the flop.")),
    ("value bet", "Value-Bet", QT_TRANSLATE_NOOP("Help", "A bet you want to be called, by "
                                                 "worse hands.")),
    ("bluff", "Bluff", QT_TRANSLATE_NOOP("Help", "A bet with a weak hand, so that better hands "
                                         "fold.")),
    ("nuts", "Nuts", QT_TRANSLATE_NOOP("Help", "The best possible hand with this board.")),
    ("draw", "Draw", QT_TRANSLATE_NOOP("Help", "A hand that needs another card to become "
                                       "strong.")),
    ("flush draw", "Flush-Draw", QT_TRANSLATE_NOOP("Help", "Four cards of one suit: one more "
                                                   "makes a flush.")),
    ("straight draw", "Straßen-Draw", QT_TRANSLATE_NOOP("Help", "Four cards to a straight: the "
                                                        "right card makes it.")),
    ("top pair", "Top Pair", QT_TRANSLATE_NOOP("Help", "A pair with the highest card of the "
                                               "board.")),
    ("overpair", "Overpair", QT_TRANSLATE_NOOP("Help", "A pair in the hand higher than every "
                                               "card of the board.")),
    ("air", "Luft", QT_TRANSLATE_NOOP("Help", "A hand with nothing: no pair and no draw.")),
    ("counterfeit", "Counterfeit", QT_TRANSLATE_NOOP("Help", "The board makes your hand worth "
                                                     "less, as when it pairs the card your "
                                                     "second pair needed.")),
    ("suited", "suited", QT_TRANSLATE_NOOP("Help", "Two hole cards of the same suit.")),
    ("offsuit", "offsuit", QT_TRANSLATE_NOOP("Help", "Two hole cards of different suits.")),
    ("check-raise", "Check-Raise", QT_TRANSLATE_NOOP("Help", "Checking first, then raising a "
                                                     "bet in the same round.")),
    ("pot control", "Pot Control", QT_TRANSLATE_NOOP("Help", "Checking with a medium hand to "
                                                     "keep the pot small.")),
    ("implied odds", "Implied Odds", QT_TRANSLATE_NOOP("Help", "Pot odds with the chips you "
                                                       "expect to win later, when your card "
                                                       "comes.")),
    ("reverse implied odds", "Reverse Implied Odds", QT_TRANSLATE_NOOP(
        "Help", "What a hand expects to lose later: small pots when ahead, big ones when "
        "behind.")),
    ("bankroll", "Bankroll", QT_TRANSLATE_NOOP("Help", "The money you keep for poker alone.")),
    ("buy-in", "Buy-in", QT_TRANSLATE_NOOP("Help", "The chips you sit down with at a cash "
                                           "table, or a tournament's entry fee; a full one "
                                           "is 100 big blinds.")),
    ("table selection", "Tischwahl", QT_TRANSLATE_NOOP("Help", "Choosing a table with weaker "
                                                        "players.")),
    # The solver's words (the coach's Solver tab, docs/solver.md).
    ("equilibrium", "Gleichgewicht", QT_TRANSLATE_NOOP(
        "Help", "A pair of strategies in which neither player can win more by changing "
        "alone; a solver computes it.")),
    ("exploitability", "Ausnutzbarkeit", QT_TRANSLATE_NOOP(
        "Help", "How much the best answer to a strategy would win against it, in per cent of "
        "the pot: zero at an equilibrium.")),
    ("frequency", "Häufigkeit", QT_TRANSLATE_NOOP(
        "Help", "How often a strategy takes an action with a hand: \"bet 62 %\" means bet "
        "62 times in 100 and do something else the rest.")),
    ("polarised", "polarisiert", QT_TRANSLATE_NOOP(
        "Help", "A range of very strong hands and bluffs, with nothing in between.")),
    ("bluff-catcher", "Bluff-Catcher", QT_TRANSLATE_NOOP(
        "Help", "A hand that beats only the opponent's bluffs.")),
    ("blocker", "Blocker", QT_TRANSLATE_NOOP(
        "Help", "A card in your hand that makes some of the opponent's combinations "
        "impossible: holding the ace of spades, they cannot have the nut spade flush.")),
)


#: What each position in the glossary means; its name comes from the one table of position
#: names (:data:`gui.base.position_names.LONG_NAMES`), the same words the plates and coach use.
_POSITION_MEANINGS: tuple[tuple[str, str], ...] = (
    ("utg", QT_TRANSLATE_NOOP("Help", "The first to act before the flop, left of the big "
                              "blind; UTG+1 sits next.")),
    ("lj", QT_TRANSLATE_NOOP("Help", "The seat right of the hijack.")),
    ("hj", QT_TRANSLATE_NOOP("Help", "The seat right of the cut-off.")),
    ("co", QT_TRANSLATE_NOOP("Help", "The seat right of the button.")),
    ("btn", QT_TRANSLATE_NOOP("Help", "The dealer's seat: it acts last after the flop, the "
                              "best position.")),
)


def glossary() -> list[Term]:
    """The glossary, alphabetical by the term in the window's language: a German reader looks
    for "Passen" under P, not under "fold"."""
    terms = [Term(en, de, translate("Help", meaning)) for en, de, meaning in _GLOSSARY]
    # English glossary words are written small ("cut-off (CO)"); German capitalises its nouns.
    terms += [Term(LONG_NAMES[code][0].lower() + LONG_NAMES[code][1:], LONG_NAMES[code],
                   translate("Help", meaning)) for code, meaning in _POSITION_MEANINGS]
    if i18n.current() == "de":
        # As a German dictionary sorts: umlauts with their vowel ("Ü" with "U").
        plain = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss"})
        return sorted(terms, key=lambda t: t.german.casefold().translate(plain))
    return sorted(terms, key=lambda t: t.english.casefold())

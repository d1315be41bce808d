"""The sentences of the narrator that state a betting rule (the blinds, a bet, a raise), each
about another player ("%1 posts...") or said to the person ("You post..."), so that German
and English can each conjugate whole sentences.

Tests: tests/gui/teaching/narration/test_narration_detail.py,
tests/gui/teaching/narration/test_narration_words.py,
tests/gui/teaching/narration/test_narration_you.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def _pick(you: bool, third: str, second: str) -> str:
    return second if you else third


def blind_sentence(blind: str, heads_up: bool, you: bool) -> str:
    """The sentence of a posted blind (``small`` or ``big``) with its rule."""
    if blind == "small" and heads_up:
        #: heads-up; %1 a player's name, %2 an amount
        return _pick(you, translate(
            "Narrator", "%1 has the button and posts the small blind of %2: with only two "
            "players, the button posts the small blind."),
            #: said to the person, heads-up; %2 an amount
            translate("Narrator", "You have the button and post the small blind of %2: "
                      "with only two players, the button posts the small blind."))
    if blind == "small":
        #: %1 a player's name, %2 an amount
        return _pick(you, translate(
            "Narrator", "%1 posts the small blind of %2: the player left of the button puts in "
            "the smaller of the two blinds before the cards are dealt."),
            #: said to the person; %2 an amount
            translate("Narrator", "You post the small blind of %2: the player left of the "
                      "button puts in the smaller of the two blinds before the cards are "
                      "dealt."))
    if heads_up:
        #: heads-up; %1 a player's name, %2 an amount
        return _pick(you, translate(
            "Narrator", "%1 posts the big blind of %2: with only two players, the player "
            "without the button posts the big blind."),
            #: said to the person, heads-up; %2 an amount
            translate("Narrator", "You post the big blind of %2: with only two players, the "
                      "player without the button posts the big blind."))
    else:
        #: %1 a player's name, %2 an amount
        return _pick(you, translate(
            "Narrator", "%1 posts the big blind of %2: the second player left of the button "
            "puts in the full minimum bet before seeing a card."),
            #: said to the person; %2 an amount
            translate("Narrator", "You post the big blind of %2: the second player left of "
                      "the button puts in the full minimum bet before seeing a card."))


def bet_rule(betting: str, you: bool) -> str:
    """The sentence of a bet with its rule, by the betting structure."""
    if betting == "sl":
        return _pick(you, translate(
            #: Spread-Limit; %1 a player's name, %2 the bet, %3 the big blind
            "Narrator", "%1 bets %2: in Spread-Limit a bet is any amount from the big blind "
            "(%3) up to the limit of this round."),
            #: said to the person, Spread-Limit; %2 the bet, %3 the big blind
            translate("Narrator", "You bet %2: in Spread-Limit a bet is any amount from the "
                      "big blind (%3) up to the limit of this round."))
    if betting == "fl":
        return _pick(you, translate(
            #: Fixed-Limit; %1 a player's name, %2 the bet
            "Narrator", "%1 bets %2: in Fixed-Limit a bet is the small bet before the turn "
            "and the big bet from the turn on."),
            #: said to the person, Fixed-Limit; %2 the bet
            translate("Narrator", "You bet %2: in Fixed-Limit a bet is the small bet before "
                      "the turn and the big bet from the turn on."))
    if betting == "pl":
        return _pick(you, translate(
            #: Pot-Limit; %1 a player's name, %2 the bet, %3 the big blind
            "Narrator", "%1 bets %2: in Pot-Limit a bet is at least the big blind (%3) and "
            "at most the pot."),
            #: said to the person, Pot-Limit; %2 the bet, %3 the big blind
            translate("Narrator", "You bet %2: in Pot-Limit a bet is at least the big blind "
                      "(%3) and at most the pot."))
    return _pick(you, translate(
        #: No-Limit; %1 a player's name, %2 the bet, %3 the big blind
        "Narrator", "%1 bets %2: a bet is at least the big blind (%3) and at most "
        "everything a player has."),
        #: said to the person, No-Limit; %2 the bet, %3 the big blind
        translate("Narrator", "You bet %2: a bet is at least the big blind (%3) and at most "
                  "everything a player has."))

def raise_rule(betting: str, you: bool, heads_up: bool = False) -> str:
    """The sentence of a raise with its rule, by the betting structure; in Fixed- and
    Spread-Limit it names the cap only where the engine keeps one (not in a hand dealt to two
    players: docs/rules.md)."""
    if betting == "sl" and heads_up:
        return _pick(you, translate(
            #: Spread-Limit, a hand of two players; %1 a name, %2 the new total, %3 the raise
            "Narrator", "%1 raises by %3 to %2: in Spread-Limit a raise adds at least the "
            "last bet or raise and at most the limit of this round; with only two players in "
            "the game there is no cap."),
            #: said to the person, Spread-Limit, two players; %2 the new total, %3 the raise
            translate("Narrator", "You raise by %3 to %2: in Spread-Limit a raise adds at "
                      "least the last bet or raise and at most the limit of this round; with "
                      "only two players in the game there is no cap."))
    if betting == "sl":
        return _pick(you, translate(
            #: Spread-Limit; %1 a player's name, %2 the new total bet, %3 the raise
            "Narrator", "%1 raises by %3 to %2: in Spread-Limit a raise adds at least the "
            "last bet or raise and at most the limit of this round, and a round allows at "
            "most four bets."),
            #: said to the person, Spread-Limit; %2 the new total bet, %3 the raise
            translate("Narrator", "You raise by %3 to %2: in Spread-Limit a raise adds at "
                      "least the last bet or raise and at most the limit of this round, and a "
                      "round allows at most four bets."))
    if betting == "fl" and heads_up:
        return _pick(you, translate(
            #: Fixed-Limit, a hand of two players; %1 a player's name, %2 the new total bet
            "Narrator", "%1 raises to %2: in Fixed-Limit a raise adds exactly one bet; with "
            "only two players in the game there is no cap."),
            #: said to the person, Fixed-Limit, two players; %2 the new total bet
            translate("Narrator", "You raise to %2: in Fixed-Limit a raise adds exactly one "
                      "bet; with only two players in the game there is no cap."))
    if betting == "fl":
        return _pick(you, translate(
            #: Fixed-Limit; %1 a player's name, %2 the new total bet
            "Narrator", "%1 raises to %2: in Fixed-Limit a raise adds exactly one bet, and "
            "a round allows at most four bets."),
            #: said to the person, Fixed-Limit; %2 the new total bet
            translate("Narrator", "You raise to %2: in Fixed-Limit a raise adds exactly one "
                      "bet, and a round allows at most four bets."))
    if betting == "pl":
        return _pick(you, translate(
            #: Pot-Limit; %1 a player's name, %2 the new total bet, %3 the raise
            "Narrator", "%1 raises by %3 to %2: in Pot-Limit a raise may be at most the pot "
            "after calling."),
            #: said to the person, Pot-Limit; %2 the new total bet, %3 the raise
            translate("Narrator", "You raise by %3 to %2: in Pot-Limit a raise may be at "
                      "most the pot after calling."))
    return _pick(you, translate(
        #: No-Limit; %1 a player's name, %2 the new total bet, %3 the raise
        "Narrator", "%1 raises by %3 to %2: a raise must be at least as large as the last "
        "bet or raise in this round."),
        #: said to the person, No-Limit; %2 the new total bet, %3 the raise
        translate("Narrator", "You raise by %3 to %2: a raise must be at least as large as "
                  "the last bet or raise in this round."))

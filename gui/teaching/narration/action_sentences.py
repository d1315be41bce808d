"""The narrator's sentences of a player's decision, chosen by the situation and not by the
action alone: a check with nothing bet or with a live blind that already matches the bet, a
complete or a short all-in call, an all-in in No-Limit or within a limit.

Each function returns the sentence about another player or, for ``you``, said to the person;
the narrator fills %1 (the name) and the amounts.

Tests: tests/gui/teaching/narration/test_narration_detail.py,
tests/gui/teaching/narration/test_narration_words.py,
tests/gui/teaching/narration/test_narration_you.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def _pick(you: bool, third: str, second: str) -> str:
    return second if you else third


def fold(you: bool) -> str:
    #: %1 a player's name
    return _pick(you, translate(
        "Narrator", "%1 folds: the cards go face down, and the chips already bet stay in the "
        "pot."),
        #: said to the person
        translate("Narrator", "You fold: the cards go face down, and the chips already bet "
                  "stay in the pot."))


def check(you: bool, blind: str | None) -> str:
    """A check; ``blind`` is the checking player's live blind before the flop ("big" or
    "small"), ``None`` when nothing was bet in the round."""
    if blind == "big":
        #: the big blind checks before the flop; %1 a player's name
        return _pick(you, translate(
            "Narrator", "%1 checks: the big blind is a live bet and already matches the "
            "highest bet, so there is nothing to call."),
            #: said to the person, who checks in the big blind before the flop
            translate("Narrator", "You check: your big blind is a live bet and already "
                      "matches the highest bet, so there is nothing to call."))
    if blind is not None:
        #: a small blind as large as the big blind checks; %1 a player's name
        return _pick(you, translate(
            "Narrator", "%1 checks: the blind already posted is a live bet and matches the "
            "highest bet, so there is nothing to call."),
            #: said to the person, whose blind matches the highest bet
            translate("Narrator", "You check: the blind you posted is a live bet and matches "
                      "the highest bet, so there is nothing to call."))
    #: %1 a player's name
    return _pick(you, translate(
        "Narrator", "%1 checks: nobody has bet in this round, so passing on costs nothing."),
        #: said to the person
        translate("Narrator", "You check: nobody has bet in this round, so passing on costs "
                  "nothing."))


def call(you: bool, all_in: bool, complete: bool) -> str:
    """A call (%2 the amount); an all-in call tells the short-call rule only when the call
    does not match the whole bet."""
    if all_in and complete:
        #: the call matches the whole bet with the player's last chips; %1 a player's name,
        #: %2 an amount
        return _pick(you, translate(
            "Narrator", "%1 calls %2 with the last chips and is all-in."),
            #: said to the person; %2 an amount
            translate("Narrator", "You call %2 with your last chips and are all-in."))
    if all_in:
        #: %1 a player's name, %2 an amount
        return _pick(you, translate(
            "Narrator", "%1 calls %2 and is all-in: a player who cannot match the whole bet "
            "may still call with every chip they have."),
            #: said to the person; %2 an amount
            translate("Narrator", "You call %2 and are all-in: a player who cannot match the "
                      "whole bet may still call with every chip they have."))
    #: %1 a player's name, %2 an amount
    return _pick(you, translate(
        "Narrator", "%1 calls %2: matching the highest bet keeps the hand alive."),
        #: said to the person; %2 an amount
        translate("Narrator", "You call %2: matching the highest bet keeps the hand alive."))


def all_in(you: bool, short: bool, betting: str) -> str:
    """An all-in bet or raise: %2 the total bet, %3 the raise, %4 a full raise. ``short``:
    less than a full raise, which does not reopen the betting."""
    if short:
        #: %1 a player's name, %2 the total bet, %3 the raise, %4 a full raise
        return _pick(you, translate(
            "Narrator", "%1 is all-in to %2, only %3 more, less than a full raise of %4: "
            "whoever already acted may now only call or fold, the betting is not reopened."),
            #: said to the person; %2 the total bet, %3 the raise, %4 a full raise
            translate("Narrator", "You are all-in to %2, only %3 more, less than a full raise "
                      "of %4: whoever already acted may now only call or fold, the betting is "
                      "not reopened."))
    if betting != "nl":
        #: Pot-Limit, Fixed- or Spread-Limit; %1 a player's name, %2 the total bet
        return _pick(you, translate(
            "Narrator", "%1 goes all-in for %2, within the limit of this round: a player can "
            "win from each opponent only as much as they put in."),
            #: said to the person; Pot-Limit, Fixed- or Spread-Limit; %2 the total bet
            translate("Narrator", "You go all-in for %2, within the limit of this round: a "
                      "player can win from each opponent only as much as they put in."))
    #: No-Limit; %1 a player's name, %2 the total bet
    return _pick(you, translate(
        "Narrator", "%1 goes all-in for %2: a player may bet every chip in front of them, but "
        "can win from each opponent only as much as they put in."),
        #: said to the person; %2 the total bet
        translate("Narrator", "You go all-in for %2: a player may bet every chip in front of "
                  "them, but can win from each opponent only as much as they put in."))

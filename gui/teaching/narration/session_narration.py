"""The narration of the session between and around hands: whose turn it is, who is out,
rebuys, new blinds and the end of the game. These need nothing remembered but the names.

Tests: tests/gui/teaching/narration/test_rule_findings.py,
tests/gui/teaching/narration/test_sentence_consistency.py
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from engine.play.session import BotToAct
from engine.play.session import GameOver
from engine.play.session import HandWrapped
from engine.play.session import PersonToAct
from engine.play.session import Rebought
from gui.base.texts import chips
from gui.teaching.narration.narration import Highlight
from gui.teaching.narration.narration import Narration
from gui.teaching.narration.narration import fill as _fill
from gui.teaching.narration.narration import join_names
from gui.teaching.narration.narration import names_you_last

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def _name(names: Mapping[int, str], seat: int) -> str:
    return names.get(seat, "?")


def tell_person(names: Mapping[int, str], e: PersonToAct, named: bool = True) -> Narration:
    """The person's turn, with what they may do: named when several people share the screen
    (``named``), plainly "Your turn" to the one person at it."""
    legal = e.legal
    who = _name(names, e.seat)
    low = chips(legal.min_raise_to or 0)
    high = chips(legal.max_raise_to or 0)
    fixed = legal.min_raise_to == legal.max_raise_to  # Fixed-Limit, or all-in only
    if legal.can_check and legal.can_raise and fixed and legal.raise_is_bet:
        #: %1 the person's name, %2 the only bet allowed
        text = (translate("Narrator", "Your turn, %1: check, or bet %2.") if named else
                #: said to the one person at the screen; %2 the only bet allowed
                translate("Narrator", "Your turn: check, or bet %2."))
    elif legal.can_check and legal.can_raise and not legal.raise_is_bet and fixed:
        #: the big blind's option before the flop; %1 the person's name, %2 the only raise
        text = (translate("Narrator", "Your turn, %1: check, or raise to %2.") if named else
                #: said to the one person at the screen, the big blind's option; %2 the raise
                translate("Narrator", "Your turn: check, or raise to %2."))
    elif legal.can_check and legal.can_raise and not legal.raise_is_bet:
        #: the big blind's option before the flop; %1 the person's name, %2 and %3 the
        #: smallest and largest raise
        text = (translate("Narrator", "Your turn, %1: check, or raise to between %2 and %3.")
                if named else
                #: said to the one person at the screen, the big blind's option; %2 and %3 the
                #: smallest and largest raise
                translate("Narrator", "Your turn: check, or raise to between %2 and %3."))
    elif legal.can_check and legal.can_raise:
        #: %1 the person's name, %2 the smallest and %3 the largest bet
        text = (translate("Narrator", "Your turn, %1: check, or bet between %2 and %3.")
                if named else
                #: said to the one person at the screen; %2 the smallest and %3 the largest bet
                translate("Narrator", "Your turn: check, or bet between %2 and %3."))
    elif legal.can_check:
        #: %1 the person's name
        text = (translate("Narrator", "Your turn, %1: check.") if named else
                #: said to the one person at the screen
                translate("Narrator", "Your turn: check."))
    elif legal.can_raise and fixed:
        #: %1 the person's name, %4 the call, %2 the only raise allowed
        text = (translate("Narrator", "Your turn, %1: fold, call %4, or raise to %2.")
                if named else
                #: said to the one person at the screen; %4 the call, %2 the only raise
                translate("Narrator", "Your turn: fold, call %4, or raise to %2."))
    elif legal.can_raise:
        #: %1 the person's name, %4 the call, %2 and %3 the smallest and largest raise
        text = (translate("Narrator", "Your turn, %1: fold, call %4, or raise to between "
                          "%2 and %3.") if named else
                #: said to the one person at the screen; %4 the call, %2 and %3 the smallest
                #: and largest raise
                translate("Narrator", "Your turn: fold, call %4, or raise to between %2 "
                          "and %3."))
    else:
        #: %1 the person's name, %4 the call
        text = (translate("Narrator", "Your turn, %1: fold or call %4. Raising is not "
                          "possible now.") if named else
                #: said to the one person at the screen; %4 the call
                translate("Narrator", "Your turn: fold or call %4. Raising is not possible "
                          "now."))
    text = _fill(text, who, low, high, chips(legal.call_amount or 0))
    return Narration(text, Highlight("actor", (e.seat,)))


def tell_bot(names: Mapping[int, str], e: BotToAct) -> Narration:
    #: %1 a computer player's name
    text = _fill(translate("Narrator", "%1 is thinking: play moves clockwise, one player "
                           "at a time."), _name(names, e.seat))
    return Narration(text, Highlight("actor", (e.seat,)))


def tell_wrapped(names: Mapping[int, str], e: HandWrapped,
                 person: int | None = None) -> Narration:
    """Who is out, and new blinds, between two hands (the person, at ``person``, is "you")."""
    sentences = []
    if e.busted == (person,):
        #: said to the person, who has lost their last chip
        sentences.append(translate("Narrator", "You are out of chips and out of the game."))
    elif e.busted:
        #: %1 one or more names (the person among them as "you")
        sentences.append(_fill(translate("Narrator", "Out of chips and out of the game: %1."),
                               join_names(names_you_last(names, e.busted, person))))
    if e.level_changed:
        #: %1 the small and %2 the big blind
        sentences.append(_fill(translate(
            "Narrator", "From the next hand the blinds are %1 and %2: they only ever go up "
            "between hands."), chips(e.level.small_blind), chips(e.level.big_blind)))
    if not sentences:
        sentences.append(translate("Narrator", "The stacks are counted; the next hand can "
                                   "begin."))
    return Narration(" ".join(sentences), Highlight("stack", e.busted))


def tell_rebought(names: Mapping[int, str], e: Rebought, person: int | None = None) -> Narration:
    if e.seat == person:
        #: said to the person; %2 an amount
        text = translate("Narrator", "You buy in again for %2: chips may only be added "
                         "between hands (table stakes).")
    else:
        #: %1 a player's name, %2 an amount
        text = translate("Narrator", "%1 buys in again for %2: chips may only be added "
                         "between hands (table stakes).")
    return Narration(_fill(text, _name(names, e.seat), chips(e.amount)),
                     Highlight("stack", (e.seat,)))


def tell_game_over(names: Mapping[int, str], e: GameOver,
                   person: int | None = None) -> Narration:
    if e.practice:
        #: narration when a practice hand from the replayer is over
        return Narration(translate("Narrator", "The practice hand is over."))
    if not e.standings:
        return Narration(translate("Narrator", "The game is over."))
    seat, stack = e.standings[0]
    if seat == person:
        #: said to the person, who won; %2 their chips
        text = translate("Narrator", "The game is over: you have the most chips (%2).")
    else:
        #: %1 a player's name, %2 their chips
        text = translate("Narrator", "The game is over: %1 has the most chips (%2).")
    return Narration(_fill(text, _name(names, seat), chips(stack)),
                     Highlight("stack", (seat,)))

"""The narrator's sentences about several players at once: who went all-in below a side pot
and who split a pot. The verb agrees with the players named, and the one person at the screen
is among them as "you" ("Bruno and you are all-in", "Chloé and you have equal hands").

Tests: tests/i18n/test_german_hand_sentences.py
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine.rules.events import PotAwarded
from gui.base.texts import chips
from gui.teaching.narration.narration import fill
from gui.teaching.narration.narration import join_names
from gui.teaching.narration.narration import names_you_last
from gui.teaching.narration.narration import you_among

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def side_pot_sentence(all_in: Sequence[int], person: int | None) -> str:
    """Who went all-in below a side pot (%1, the person left out of it when they are among
    them), %2 what each put in, %3 the side pot, %4 who can win it."""
    if person in all_in:
        if len(all_in) == 1:
            #: said to the person; %2 what they put in, %3 the side pot, %4 who can win it
            return translate("Narrator", "You are all-in for %2, so the chips above that "
                             "go into a side pot of %3 that only %4 can win.")
        #: %1 the other all-in players, %2 what each put in, %3 the side pot, %4 who can
        #: win it
        return translate("Narrator", "%1 and you are all-in for %2, so the chips above "
                         "that go into a side pot of %3 that only %4 can win.")
    if len(all_in) > 1:
        #: %1 the all-in players, %2 what each put in, %3 the side pot, %4 who can win it
        return translate("Narrator", "%1 are all-in for %2, so the chips above that go "
                         "into a side pot of %3 that only %4 can win.")
    #: %1 the all-in player, %2 what they put in, %3 the side pot, %4 who can win it
    return translate("Narrator", "%1 is all-in for %2, so the chips above that go into a "
                     "side pot of %3 that only %4 can win.")


def split_sentence(e: PotAwarded, names: Mapping[int, str], person: int | None) -> str:
    """Several winners share a pot of equal hands, and who gets the odd chip."""
    winners = [s for s, _ in e.shares]
    amount = chips(e.amount)
    shares = ", ".join(f"{you_among() if s == person else names.get(s, '?')} {chips(a)}"
                       for s, a in e.shares)
    if person in winners:
        others = ", ".join(names.get(s, "?") for s in winners if s != person)
        #: %1 the other winners' names, %2 an amount, %3 the shares ("Bruno 13, you 12")
        text = fill(translate("Narrator", "%1 and you have equal hands and split %2: %3."),
                    others, amount, shares)
    else:
        #: %1 the winners' names, %2 an amount, %3 the shares ("Bruno 13, Chloé 12")
        text = fill(translate("Narrator", "%1 have equal hands and split %2: %3."),
                    join_names(names_you_last(names, winners, person)), amount, shares)
    odd = e.amount % len(winners)
    extra = max(a for _, a in e.shares) - e.amount // len(winners)
    if odd == 1:
        text += " " + translate("Narrator", "The odd chip goes to the winner nearest left of "
                                "the button.")
    elif odd and extra == odd:
        #: %1 how many chips could not be shared (2 or more)
        text += " " + fill(translate("Narrator", "The %1 odd chips all go to the winner "
                                     "nearest left of the button."), str(odd))
    elif odd:
        #: %1 how many chips could not be shared (2 or more)
        text += " " + fill(translate("Narrator", "The %1 odd chips go one each to the "
                                     "winners, starting nearest left of the button."),
                           str(odd))
    return text

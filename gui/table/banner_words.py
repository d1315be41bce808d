"""The words of the table's banner: who won the showdown with what, and who won the game.

Kept apart from the plans (which decide how a change looks) because these are sentences, and
German needs a sentence of its own wherever the person is among the winners. The context stays
``TableScene``, where the translations have always lived.

Tests: tests/gui/table/test_layout.py, tests/gui/table/test_pace.py, tests/gui/table/test_speed.py
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from engine.rules.events import HandShown
from gui.base import texts

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def showdown(winners: tuple[int, ...], person: int | None, name_of: Callable[[int], str],
             shown: HandShown) -> str:
    """The banner over a pot won at showdown by ``winners`` with the hand ``shown``."""
    name = texts.hand_name(shown.category, shown.ranks)
    if winners == (person,):
        #: the banner when the person wins at showdown; %1 the hand's name
        return translate("TableScene", "You win with %1").replace("%1", name)
    if len(winners) > 1:
        names = [name_of(s) for s in winners if s != person]
        if person in winners:
            # The verb is said to the person with the others ("Ada und du teilt
            # euch den Pot"), so this is a sentence of its own.
            #: the banner when the person splits a pot with others; %1 the others
            #: ("Ada, Bruno"), %2 the hand's name
            return (translate("TableScene", "%1 and you split the pot with %2")
                    .replace("%1", ", ".join(names)).replace("%2", name))
        #: the banner when several players split a pot; %1 the players ("Ada, Bruno
        #: and Chloé"), %2 the hand's name
        return (translate("TableScene", "%1 split the pot with %2")
                .replace("%1", texts.listing(names)).replace("%2", name))
    #: the banner at showdown; %1 the winner's name, %2 the hand's name
    return (translate("TableScene", "%1 wins with %2").replace("%1", name_of(winners[0]))
            .replace("%2", name))


def practice_over() -> str:
    """The banner when a practice hand ("Play on from here") is over."""
    #: the banner when a practice hand from the replayer is over
    return translate("TableScene", "Practice hand over")


def game_over(first: int | None, person: int | None, name_of: Callable[[int], str]) -> str:
    """The banner when a tournament ends with ``first`` holding every chip."""
    if first is not None and first == person:
        #: the banner when the person wins a tournament
        return translate("TableScene", "Game over: you win")
    winner = name_of(first) if first is not None else "?"
    #: the banner when a tournament ends; %1 the winner's name
    return translate("TableScene", "Game over: %1 wins").replace("%1", winner)

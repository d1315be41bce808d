"""What the narrator says: a sentence or two, and what the table should point at.

Shared by the narrator of hand events and the sentences about the session between hands.

Tests: tests/gui/teaching/lessons/test_lesson_panel.py, tests/gui/teaching/test_teaching_texts.py
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from gui.base.texts import card_name

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


@dataclass(frozen=True, slots=True)
class Highlight:
    """What the table should point at while a narration shows.

    :param code: ``button``, ``small_blind``, ``big_blind``, ``ante``, ``hole_cards``,
        ``burn``, ``board``, ``actor``, ``bet``, ``stack``, ``pot``, ``hand``, ``muck`` or
        ``winning_cards``.
    :param seats: the seats it concerns, if any.
    :param cards: the cards it concerns (the burn card, the winning five), if any.
    """

    code: str
    seats: tuple[int, ...] = ()
    cards: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Narration:
    text: str
    highlight: Highlight | None = None


def fill(text: str, *values: str) -> str:
    """Fill %1, %2, ... from the highest down, so %1 never eats the start of %10."""
    for k in range(len(values), 0, -1):
        text = text.replace(f"%{k}", values[k - 1])
    return text


def cards_text(cards: Sequence[int]) -> str:
    return " ".join(card_name(c) for c in cards)


def join_names(names: Sequence[str]) -> str:
    """Names as a list in a sentence: "Ada", "Chloé and Dmitri", "Ada, Bruno and Chloé"."""
    if len(names) < 2:
        return "".join(names)
    #: joins the last two names of a list: "Chloé and Dmitri"
    return fill(translate("Narrator", "%1 and %2"), ", ".join(names[:-1]), names[-1])


def you_among() -> str:
    """The person as one of several players named in a sentence."""
    #: the person among other players named in a sentence ("only Chloé and you can win")
    return translate("Narrator", "you", "the person among other players")


def names_you_last(names: Mapping[int, str], seats: Sequence[int],
                   person: int | None) -> list[str]:
    """The names of ``seats`` as a sentence lists them: the person (``person``) last, as "you",
    since "only Chloé and You can win" names the reader as a stranger."""
    listed = [names.get(s, "?") for s in seats if s != person]
    if person is not None and person in seats:
        listed.append(you_among())
    return listed

"""What each reading key says: the table read from the model on request, in one sentence.

A blind player asks for a part of the table when they need it (``gui/access/key_table.py``
names the keys); each function here answers one question from the Qt-free
:class:`~engine.play.table_model.TableModel` and never says a card a sighted player could
not see (the same rule as the accessible mirror).

Tests: tests/gui/access/test_field_names.py, tests/gui/access/test_keyboard_only.py,
tests/gui/access/test_table_mirror.py
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from engine.play.table_model import TableModel
from engine.rules.events import ActionTaken
from engine.rules.events import BlindPosted
from gui.access.access_words import board_description
from gui.access.access_words import card_text
from gui.access.access_words import seat_description
from gui.access.access_words import seat_number
from gui.access.access_words import total_pot
from gui.base import log_words
from gui.base.texts import chips

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def your_cards(model: TableModel, person: int | None) -> str:
    if person is None or not model.hole.get(person):
        #: a reading key's answer when the person holds no cards
        return translate("Access", "You hold no cards.")
    cards = [card_text(model, person, i, person) for i in range(len(model.hole[person]))]
    if not all(cards) or model.seat(person).folded:
        return translate("Access", "You folded.")
    #: %1 the person's hole cards in words
    return translate("Access", "You hold %1.").replace("%1", " and ".join(cards)
                                                       if len(cards) == 2 else ", ".join(cards))


def board(model: TableModel) -> str:
    #: %1 the community cards in words, or "no cards yet"
    return translate("Access", "Board: %1.").replace("%1", board_description(model))


def pot_and_call(model: TableModel, person: int | None) -> str:
    text = total_pot(model) + "."
    if person is not None and model.to_act == person:
        owed = min(model.owed(person), model.stacks.get(person, 0))
        if owed:
            #: %1 the chips it costs the person to call
            text += " " + translate("Access", "%1 to call.").replace("%1", chips(owed))
        else:
            text += " " + translate("Access", "You can check.")
    return text


def last_action(model: TableModel, seat: int, names: Mapping[int, str],
                person: int | None) -> str:
    """The seat's last action of this hand as the log says it, or ""."""
    for event in reversed(model.hand_events):
        if isinstance(event, ActionTaken | BlindPosted) and event.seat == seat:
            return log_words.describe(event, names, person) or ""
    return ""


def seat_report(model: TableModel, seat: int, names: Mapping[int, str],
                person: int | None) -> str:
    """"Seat 3, Bruno: 1,250 chips, big blind, bet 40. Bruno calls 40." or "Seat 3 is empty"."""
    if seat not in model.stacks:
        #: a reading key's answer for a seat nobody sits at; %1 its number
        return translate("Access", "Seat %1 is empty.").replace("%1", seat_number(seat))
    #: %1 the seat's number, %2 the player's name, %3 the seat's chips and state
    text = (translate("Access", "Seat %1, %2: %3.").replace("%1", seat_number(seat))
            .replace("%2", names.get(seat, "?"))
            .replace("%3", seat_description(model, seat, person)))
    action = last_action(model, seat, names, person)
    return f"{text} {action}" if action else text


def stacks(model: TableModel, names: Mapping[int, str], person: int | None = None) -> str:
    """"you have 990; Bruno has 1,010; …" (the person said to, not named)."""
    parts = []
    for seat, stack in sorted(model.stacks.items()):
        if seat == person:
            #: the person's own stack in the list of all; %1 chips
            parts.append(translate("Access", "you have %1").replace("%1", chips(stack)))
        else:
            #: one player's stack in a list of all; %1 a name, %2 chips
            parts.append(translate("Access", "%1 has %2").replace("%1", names.get(seat, "?"))
                         .replace("%2", chips(stack)))
    text = "; ".join(parts) + "."
    return text[:1].upper() + text[1:]


def whose_turn(model: TableModel, names: Mapping[int, str], person: int | None) -> str:
    seat = model.to_act
    if seat is None:
        if not model.hand_running:
            #: a reading key's answer between hands
            return translate("Access", "No hand is being played.")
        return translate("Access", "Nobody is to act.")
    if seat == person:
        return translate("Access", "It is your turn.")
    #: %1 a player's name, %2 their seat's number
    return (translate("Access", "%1 is to act, seat %2.").replace("%1", names.get(seat, "?"))
            .replace("%2", seat_number(seat)))


def hand_name(name: str | None) -> str:
    if not name:
        return translate("Access", "You hold no hand yet.")
    #: %1 the name of the person's best hand ("Pair of Kings")
    return translate("Access", "Your hand: %1.").replace("%1", name)


def odds(text: str) -> str:
    if not text.strip():
        #: a reading key's answer when the coach is closed or has not spoken yet
        return translate("Access", "The coach has no odds yet: open it with Ctrl+K.")
    return text.strip()


def odds_parts(text: str) -> list[str]:
    """The coach's figures in parts short enough to follow: a line each, empty ones left
    out."""
    return [line.strip() for line in text.splitlines() if line.strip()]

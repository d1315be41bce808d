"""What a screen reader says about the table: each seat, card, pot, the board and the button.

The scene draws the table; this module puts the same table (read from the Qt-free
:class:`~engine.play.table_model.TableModel`) into sentences a screen reader can speak, reusing
the words the rest of the window uses (chips, hand names, positions). Cards are spoken in full
("Ace of spades"): a suit symbol is read badly or not at all by many screen readers.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.play.table_model import TableModel
from engine.rules.positions import MAX_PLAYERS
from engine.rules.positions import MIN_PLAYERS
from engine.rules.positions import position_code
from gui.base.card_words import spoken_card
from gui.base.card_words import spoken_cards
from gui.base.card_words import spoken_symbols
from gui.base.position_names import position_long
from gui.base.texts import chips

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

__all__ = ["spoken_card", "spoken_cards", "spoken_symbols"]  # said here first; kept for callers


def position_of(model: TableModel, seat: int) -> str:
    """The seat's position in this hand in full ("Big blind (BB)"), or "" when not dealt in."""
    seats = list(model.in_hand)
    if seat not in seats or model.button is None or not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        return ""
    start = seats.index(model.button) if model.button in seats else 0
    offset = (seats.index(seat) - start) % len(seats)
    return position_long(position_code(len(seats), offset))


def seat_number(seat: int) -> str:
    """A seat's number as a person counts (the engine counts from 0, people from 1, as the
    hand histories and the Alt+1 ... Alt+0 keys do)."""
    return str(seat + 1)


def seat_name(seat: int, name: str) -> str:
    #: a seat as a screen reader names it; %1 the seat's number, %2 the player's name
    return translate("Access", "Seat %1, %2").replace("%1", seat_number(seat)).replace(
        "%2", name)


def seat_description(model: TableModel, seat: int, person: int | None) -> str:
    """Everything a sighted player reads off a seat plate, as one sentence:
    "1,250 chips, Big blind (BB), bet 40, to act"."""
    state = model.seat(seat)
    parts = [translate("Access", "%1 chips").replace("%1", chips(state.stack))]
    position = position_of(model, seat)
    if position:
        parts.append(position)
    if state.bet:
        #: %1 the chips the player has put in this betting round
        parts.append(translate("Access", "bet %1").replace("%1", chips(state.bet)))
    if seat in model.busted:
        parts.append(translate("Access", "busted"))
    elif model.hand_running and not state.in_hand:
        # A player with no chips left is out of the game, not resting.
        parts.append(translate("Access", "busted") if state.stack == 0
                     else translate("Access", "sitting out"))
    elif state.folded:
        parts.append(translate("Access", "folded"))
    elif state.all_in:
        parts.append(translate("Access", "all-in"))
    if model.to_act == seat:
        parts.append(translate("Access", "to act"))
    if seat in model.winners():
        parts.append(translate("Access", "wins"))
    return ", ".join(parts)


def card_text(model: TableModel, seat: int, index: int, person: int | None) -> str:
    """A seat's hole card as it may be told: the card when it is face up or the person's own,
    "face down" when dealt but hidden, "" when there is none."""
    state = model.seat(seat)
    if index >= len(state.hole) or (state.folded and not state.face_up) or state.mucked:
        return ""
    if state.face_up or seat == person:
        return spoken_card(state.hole[index])
    return translate("Access", "face-down card")


def board_description(model: TableModel) -> str:
    if not model.board:
        #: the table's community cards before the flop
        return translate("Access", "no cards yet")
    return spoken_cards(model.board)


def pot_description(model: TableModel, index: int) -> str:
    amounts = model.pot_amounts()
    amount = amounts[index] if index < len(amounts) else 0
    if index == 0:
        #: %1 the chips in the main pot
        return translate("Access", "Main pot, %1 chips").replace("%1", chips(amount))
    #: %1 the side pot's number, %2 its chips
    return (translate("Access", "Side pot %1, %2 chips").replace("%1", str(index))
            .replace("%2", chips(amount)))


def total_pot(model: TableModel) -> str:
    #: %1 every chip in the middle and in front of the players
    return translate("Access", "Pot, %1 chips in all").replace("%1", chips(model.pot_total()))


def button_description(model: TableModel, name: str) -> str:
    if model.button is None:
        return translate("Access", "Dealer button, not placed yet")
    #: %1 the seat's number, %2 the player's name
    return (translate("Access", "Dealer button at seat %1, %2")
            .replace("%1", seat_number(model.button)).replace("%2", name))


BURNS = {0: 0, 3: 1, 4: 2, 5: 3}  # cards burned by the time the board has this many


def burn_description(model: TableModel) -> str:
    #: the pile of burned cards on the table; %1 how many (face down)
    return translate("Access", "Burned cards: %1, face down").replace(
        "%1", str(BURNS.get(len(model.board), 0)))

"""The person's turn and a continued hand, each said in one self-contained sentence.

A blind player acts on what the turn says: it names the amount to call first, then any card
dealt since their last turn, the pot and their stack, so that no earlier announcement has to
be waited for or remembered. A hand laid out at once (Continue) is said the same way: where
the hand stands, not the sixteen events that led there.

Tests: tests/gui/access/test_keyboard_only.py, tests/gui/access/test_round_summary.py,
tests/gui/access/test_table_mirror.py
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from engine.play.table_model import TableModel
from engine.rules.events import BoardDealt
from gui.access.access_words import spoken_cards
from gui.base.texts import chips

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

FLOP, TURN, RIVER = 3, 4, 5  # board cards after each street


def _sentence(template: str, value: str) -> str:
    return template.replace("%1", value)


def new_cards(model: TableModel, told: int) -> str:
    """The board cards dealt since ``told`` of them were said, with their street, or ""."""
    board = model.board
    if len(board) <= told:
        return ""
    if len(board) == FLOP:
        #: the three cards of the flop; %1 the cards in words
        return _sentence(translate("Access", "Flop: %1."), spoken_cards(board))
    if len(board) - told > 1:  # more than one new card: the whole board
        #: the community cards, all of them; %1 the cards in words
        return _sentence(translate("Access", "Board: %1."), spoken_cards(board))
    if len(board) == TURN:
        #: the fourth community card; %1 the card in words
        return _sentence(translate("Access", "Turn card: %1."), spoken_cards(board[-1:]))
    #: the fifth community card; %1 the card in words
    return _sentence(translate("Access", "River card: %1."), spoken_cards(board[-1:]))


def street_news(event: BoardDealt) -> str:
    """A street dealt, its new cards only ("Turn card: Seven of clubs."): the log's line
    repeats the whole board, which takes a reader seconds to say again."""
    board, cards = event.board, event.cards
    if event.run == 2:
        #: a board run twice: the cards dealt again for the second board, in words
        return _sentence(translate("Access", "Second board: %1."), spoken_cards(cards))
    if len(board) == FLOP and len(cards) == FLOP:
        return _sentence(translate("Access", "Flop: %1."), spoken_cards(cards))
    if len(cards) == 1 and len(board) == TURN:
        return _sentence(translate("Access", "Turn card: %1."), spoken_cards(cards))
    if len(cards) == 1 and len(board) == RIVER:
        return _sentence(translate("Access", "River card: %1."), spoken_cards(cards))
    return _sentence(translate("Access", "Board: %1."), spoken_cards(board))


def your_turn(model: TableModel, seat: int, board_told: int, cards: bool) -> str:
    """"Your turn: 40 to call. Turn card: Ten of hearts. Pot 120. You have 1,460." and the
    hole cards when ``cards`` (the first turn of a hand)."""
    owed = min(model.owed(seat), model.stacks.get(seat, 0))
    if owed:
        #: said to a screen reader user; %1 the chips it costs to call
        parts = [_sentence(translate("Access", "Your turn: %1 to call."), chips(owed))]
    else:
        parts = [translate("Access", "Your turn: you can check.")]
    parts.append(new_cards(model, board_told))
    #: the chips in the middle, said with the person's turn; %1 the chips
    parts.append(_sentence(translate("Access", "Pot %1."), chips(model.pot_total())))
    #: the person's stack, said with their turn; %1 the chips
    parts.append(_sentence(translate("Access", "You have %1."),
                           chips(model.stacks.get(seat, 0))))
    hole = model.hole.get(seat, [])
    if cards and hole:
        #: %1 the person's hole cards in words
        parts.append(_sentence(translate("Access", "You hold %1."), spoken_cards(hole)))
    return " ".join(part for part in parts if part)


def resumed_hand(model: TableModel, names: Mapping[int, str], person: int | None) -> str:
    """A continued hand where it stands: "Hand 12 goes on. You hold …. Board: …. Pot 120."""
    #: a saved hand laid out again when the person continues a game; %1 the hand's number
    parts = [_sentence(translate("Access", "Hand %1 goes on."), str(model.hand_number))]
    hole = model.hole.get(person, []) if person is not None else []
    if hole:
        parts.append(_sentence(translate("Access", "You hold %1."), spoken_cards(hole)))
    parts.append(new_cards(model, 0))
    parts.append(_sentence(translate("Access", "Pot %1."), chips(model.pot_total())))
    if person is not None and person in model.stacks:
        parts.append(_sentence(translate("Access", "You have %1."),
                               chips(model.stacks[person])))
    if model.to_act is not None and model.to_act != person:
        #: whose turn it is in a continued hand; %1 the player's name
        parts.append(_sentence(translate("Access", "%1 is to act."),
                               names.get(model.to_act, "?")))
    return " ".join(part for part in parts if part)

"""Why a hand was not imported, in the person's language (the engine gives codes only).

Tests: tests/gui/history/test_import_me_offer.py, tests/gui/history/test_import_money_window.py,
tests/gui/history/test_import_window.py
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


_REASONS: dict[str, object] = {  # QT_TRANSLATE_NOOP gives back its text
    "unknown_format": QT_TRANSLATE_NOOP(
        "Import", "Not a hand history Felt reads (PHH or PokerStars)"),
    "unreadable": QT_TRANSLATE_NOOP("Import", "The file cannot be read"),
    "not_a_file": QT_TRANSLATE_NOOP("Import", "Not a regular file (a pipe, device or folder)"),
    "too_complex": QT_TRANSLATE_NOOP("Import", "The PHH text has keys no PHH file uses"),
    "bad_name": QT_TRANSLATE_NOOP("Import", "A player's name holds a control character"),
    "bad_encoding": QT_TRANSLATE_NOOP("Import", "The file is not text Felt can decode"),
    "bad_text": QT_TRANSLATE_NOOP("Import", "The file holds characters that are not text"),
    "bad_toml": QT_TRANSLATE_NOOP("Import", "The PHH text is malformed"),
    "bad_field": QT_TRANSLATE_NOOP("Import", "A field has a value Felt cannot use"),
    "missing_field": QT_TRANSLATE_NOOP("Import", "A required field is missing"),
    "bad_amount": QT_TRANSLATE_NOOP("Import", "An amount is not a valid number"),
    "too_large": QT_TRANSLATE_NOOP("Import", "A number is too large"),
    "bad_card": QT_TRANSLATE_NOOP("Import", "A card is not a real card"),
    "bad_cards": QT_TRANSLATE_NOOP("Import", "The cards are malformed"),
    "bad_board": QT_TRANSLATE_NOOP("Import", "The board is malformed"),
    "missing_board": QT_TRANSLATE_NOOP("Import", "The board is missing"),
    "second_board": QT_TRANSLATE_NOOP("Import", "The second board does not fit the play"),
    "run_twice": QT_TRANSLATE_NOOP("Import", "The board was run three times"),
    "duplicate_card": QT_TRANSLATE_NOOP("Import", "The same card appears twice"),
    "dealt_twice": QT_TRANSLATE_NOOP("Import", "A player is dealt twice"),
    "contradicting_cards": QT_TRANSLATE_NOOP("Import", "The cards shown contradict each other"),
    "unknown_line": QT_TRANSLATE_NOOP("Import", "A line Felt does not understand"),
    "unknown_action": QT_TRANSLATE_NOOP("Import", "An action Felt does not understand"),
    "unknown_player": QT_TRANSLATE_NOOP("Import", "An action by a player not at the table"),
    "wrong_player": QT_TRANSLATE_NOOP("Import", "A player acts out of turn"),
    "illegal_action": QT_TRANSLATE_NOOP("Import", "An action the rules do not allow"),
    "early_board": QT_TRANSLATE_NOOP("Import", "A street is dealt before the betting ended"),
    "sitting_out_acts": QT_TRANSLATE_NOOP("Import", "A player sitting out acts"),
    "unfinished": QT_TRANSLATE_NOOP("Import", "The hand is cut short"),
    "hand_running": QT_TRANSLATE_NOOP("Import", "The hand is cut short"),
    "collected_mismatch": QT_TRANSLATE_NOOP("Import", "The winnings differ from Felt's replay"),
    "returned_mismatch": QT_TRANSLATE_NOOP("Import", "The uncalled bet differs from Felt's replay"),
    "unsupported_variant": QT_TRANSLATE_NOOP("Import", "A game Felt does not play"),
    "bad_setup": QT_TRANSLATE_NOOP("Import", "The seats, stacks or blinds cannot make a hand"),
    "bad_player": QT_TRANSLATE_NOOP("Import", "A player's entry is malformed"),
    "bad_players": QT_TRANSLATE_NOOP("Import", "The players are malformed"),
    "not_storable": QT_TRANSLATE_NOOP(
        "Import", "The hand cannot be stored so that it replays the same"),
}
"""Reason codes of the importers (engine/formats) and of storing a hand."""


def reason_text(code: str) -> str:
    """The reason for ``code``; codes Felt has no words for yet are named as they are."""
    words = _REASONS.get(code)
    if words is not None:
        return translate("Import", str(words))
    #: %1 is an error code from the engine, such as bad_stacks
    return translate("Import", "The hand cannot be replayed (%1)").replace("%1", code)

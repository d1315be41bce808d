"""Why a hand was not imported, in the person's language (the engine gives codes only)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def _words() -> dict[str, Callable[[], str]]:
    t = translate
    return {
        "unknown_format": lambda: t("Import", "Not a hand history Felt reads (PHH or "
                                              "PokerStars)"),
        "unreadable": lambda: t("Import", "The file cannot be read"),
        "bad_encoding": lambda: t("Import", "The file is not text Felt can decode"),
        "bad_text": lambda: t("Import", "The file holds characters that are not text"),
        "bad_toml": lambda: t("Import", "The PHH text is malformed"),
        "bad_field": lambda: t("Import", "A field has a value Felt cannot use"),
        "missing_field": lambda: t("Import", "A required field is missing"),
        "bad_amount": lambda: t("Import", "An amount is not a valid number"),
        "too_large": lambda: t("Import", "A number is too large"),
        "bad_card": lambda: t("Import", "A card is not a real card"),
        "bad_cards": lambda: t("Import", "The cards are malformed"),
        "bad_board": lambda: t("Import", "The board is malformed"),
        "missing_board": lambda: t("Import", "The board is missing"),
        "duplicate_card": lambda: t("Import", "The same card appears twice"),
        "dealt_twice": lambda: t("Import", "A player is dealt twice"),
        "contradicting_cards": lambda: t("Import", "The cards shown contradict each other"),
        "unknown_line": lambda: t("Import", "A line Felt does not understand"),
        "unknown_action": lambda: t("Import", "An action Felt does not understand"),
        "unknown_player": lambda: t("Import", "An action by a player not at the table"),
        "wrong_player": lambda: t("Import", "A player acts out of turn"),
        "illegal_action": lambda: t("Import", "An action the rules do not allow"),
        "early_board": lambda: t("Import", "A street is dealt before the betting ended"),
        "sitting_out_acts": lambda: t("Import", "A player sitting out acts"),
        "unfinished": lambda: t("Import", "The hand is cut short"),
        "hand_running": lambda: t("Import", "The hand is cut short"),
        "collected_mismatch": lambda: t("Import", "The winnings differ from Felt's replay"),
        "returned_mismatch": lambda: t("Import", "The uncalled bet differs from Felt's "
                                                 "replay"),
        "unsupported_variant": lambda: t("Import", "A game Felt does not play"),
        "bad_setup": lambda: t("Import", "The seats, stacks or blinds cannot make a hand"),
        "bad_player": lambda: t("Import", "A player's entry is malformed"),
        "bad_players": lambda: t("Import", "The players are malformed"),
        "not_storable": lambda: t("Import", "The hand cannot be stored so that it replays "
                                            "the same"),
    }


def reason_text(code: str) -> str:
    """The reason for ``code``; codes Felt has no words for yet are named as they are."""
    words = _words().get(code)
    if words is not None:
        return words()
    #: %1 is an error code from the engine, such as bad_stacks
    return translate("Import", "The hand cannot be replayed (%1)").replace("%1", code)

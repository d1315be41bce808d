"""Words for the engine's codes."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.core.errors import IllegalActionError
from engine.rules.events import ActionTaken
from engine.rules.events import Street
from gui.base import log_words
from gui.base import texts


def test_hand_names(qtbot: QtBot) -> None:
    assert texts.hand_name(2, (11, 3)) == "Two Pair, Kings and Fives"
    assert texts.hand_name(6, (12, 0)) == "Full House, Aces full of Deuces"
    assert texts.hand_name(9, (12,)) == "Royal Flush"
    assert [texts.category_name(c) for c in (0, 5, 8)] == ["High Card", "Flush",
                                                            "Straight Flush"]


def test_error_messages_name_the_allowed_range(qtbot: QtBot) -> None:
    error = IllegalActionError("amount_out_of_range", "x", minimum=40, maximum=1500, amount=5)
    assert texts.error_message(error) == "Bet or raise to an amount between 40 and 1,500."
    fixed = IllegalActionError("amount_out_of_range", "x", minimum=40, maximum=40)
    assert texts.error_message(fixed) == "The only allowed amount is 40."
    assert texts.error_message(IllegalActionError("check_facing_bet", "x")).startswith("There")
    assert "weird_code" in texts.error_message(IllegalActionError("weird_code", "x"))


def test_action_labels_and_log_lines(qtbot: QtBot) -> None:
    raise_ = ActionTaken(3, Street.FLOP, "raise", 80, 120, False, 500)
    assert texts.action_label(raise_) == "Raise"
    assert log_words.describe(raise_, {3: "Ada"}) == "Ada raises to 120."
    shove = ActionTaken(3, Street.FLOP, "call", 80, 120, True, 0)
    assert texts.action_label(shove) == "All-in"
    assert log_words.describe(shove, {3: "Ada"}) == "Ada calls 80 and is all-in."
    assert texts.card_name(51) == "A♠" and texts.card_name(32) == "10♣"

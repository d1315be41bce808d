"""A hint for each kind of quiz question, shown after the first wrong answer so the person can
try again before the answer is given. Each hint states the rule the kind asks about, in words
true in every lesson that asks it (a test plays each lesson's miss and retry).

Tests: tests/gui/teaching/lessons/test_lesson_panel.py, tests/gui/activities/test_beginners_mode.py,
tests/gui/activities/test_hot_seat_people.py
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gui.base.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

HINTS: dict[str, str] = {
    "winner": QT_TRANSLATE_NOOP(
        "QuizHint", "Find each player's best five cards, and leave out anyone who folded."),
    "pot": QT_TRANSLATE_NOOP(
        "QuizHint", "A player all-in can win from each other player only as much as they put "
        "in themselves."),
    "pot_total": QT_TRANSLATE_NOOP(
        "QuizHint", "Add every chip put in so far, the blinds included."),
    "min_raise_to": QT_TRANSLATE_NOOP(
        "QuizHint", "A raise adds at least as much as the last bet or raise added, counted on "
        "top of the highest bet."),
    "max_raise_to": QT_TRANSLATE_NOOP(
        "QuizHint", "Look at the betting structure and at the chips the player has left."),
    "can_raise": QT_TRANSLATE_NOOP(
        "QuizHint", "An all-in smaller than a full raise does not reopen the betting for a "
        "player who has already acted; a full raise, or short all-ins that add up to one, "
        "do."),
    "first_to_act": QT_TRANSLATE_NOOP(
        "QuizHint", "Before the flop the player left of the big blind acts first; after it, "
        "the first player still in on the button's left."),
    "small_blind": QT_TRANSLATE_NOOP(
        "QuizHint", "The small blind sits left of the button; with only two players the button "
        "posts it."),
    "big_blind": QT_TRANSLATE_NOOP(
        "QuizHint", "The big blind is posted by the player after the small blind."),
    "button": QT_TRANSLATE_NOOP(
        "QuizHint", "The highest card drawn takes the button; between equal ranks the suit "
        "decides, spades highest."),
    "won": QT_TRANSLATE_NOOP(
        "QuizHint", "Add the player's share of every pot, odd chips included."),
    "stack": QT_TRANSLATE_NOOP(
        "QuizHint", "Start from the stack, take off what was put in, add what was won."),
    "shows_first": QT_TRANSLATE_NOOP(
        "QuizHint", "The last player to bet or raise on the river shows first; if nobody bet, "
        "the first player left of the button."),
    "mucks": QT_TRANSLATE_NOOP(
        "QuizHint", "A player who sees that their hand is beaten may throw it away unshown."),
    "burned": QT_TRANSLATE_NOOP(
        "QuizHint", "A card is burned before the flop, before the turn and before the river "
        "is dealt."),
    "category": QT_TRANSLATE_NOOP(
        "QuizHint", "Find the best five cards, then the highest kind of hand they make."),
    "better": QT_TRANSLATE_NOOP(
        "QuizHint", "Compare the kind of hand first, then card by card from the highest; "
        "suits never count."),
    "rarer": QT_TRANSLATE_NOOP(
        "QuizHint", "Among hands of five cards, the rarer kind ranks higher: the higher a "
        "kind stands in the ranking, the rarer it is."),
    "position": QT_TRANSLATE_NOOP(
        "QuizHint", "Count the seats from the button: the two on its left post the blinds, and "
        "the seat right of the button is the cut-off."),
    "to_call": QT_TRANSLATE_NOOP(
        "QuizHint", "A call is the highest bet of the round less what the player has already "
        "put in this round, and never more than the player has."),
    "pot_odds": QT_TRANSLATE_NOOP(
        "QuizHint", "Divide the call by the pot after the call, the bet included."),
    "outs": QT_TRANSLATE_NOOP(
        "QuizHint", "Count the unseen cards that would put the hand ahead; cards you can see "
        "are not outs."),
    "nuts": QT_TRANSLATE_NOOP(
        "QuizHint", "Look for three cards of one suit, three close ranks or a pair on the "
        "board."),
    "big_blinds": QT_TRANSLATE_NOOP("QuizHint", "Divide the stack by the big blind."),
    "buy_ins": QT_TRANSLATE_NOOP(
        "QuizHint", "A full buy-in is 100 big blinds: divide the money by 100 big blinds."),
    "drawn_seat": QT_TRANSLATE_NOOP(
        "QuizHint", "The ace takes the first seat, the 2 the next one on its left, and so on: "
        "count the cards lower than the player's."),
}


def hint(kind: str) -> str:
    """The hint for a question of ``kind`` in the current language."""
    return translate("QuizHint", HINTS[kind])

"""Words for the engine's codes: chips, cards, hand names, actions and errors.

The engine emits codes and numbers only; every sentence a person reads is made here, through
``QCoreApplication.translate`` with literal English source strings so ``pyside6-lupdate`` finds
them. Each context is named after what the strings describe. The hand told as a log is in
:mod:`gui.base.log_words`.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine.core.cards import rank_of
from engine.core.cards import suit_of
from engine.core.errors import FeltError
from engine.evaluation.hand_value import FLUSH
from engine.evaluation.hand_value import FOUR_OF_A_KIND
from engine.evaluation.hand_value import FULL_HOUSE
from engine.evaluation.hand_value import HIGH_CARD
from engine.evaluation.hand_value import PAIR
from engine.evaluation.hand_value import STRAIGHT
from engine.evaluation.hand_value import STRAIGHT_FLUSH
from engine.evaluation.hand_value import THREE_OF_A_KIND
from engine.evaluation.hand_value import TWO_PAIR
from engine.rules.events import ActionTaken
from engine.rules.positions import MAX_PLAYERS
from engine.rules.positions import MIN_PLAYERS
from engine.rules.positions import position_code
from engine.storage.hands import SeatResult
from gui.base import i18n
from gui.base.amounts import shown_amount
from gui.base.game_setup import DEFAULT_NAME
from gui.base.game_setup import FIRST_PERSON_NAME
from gui.base.position_names import position_short

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def chips(amount: int) -> str:
    """An amount of chips with the locale's digit grouping: 12,500 or 12.500."""
    return i18n.number(amount)


def player_name(name: str) -> str:
    """A player's name as shown: the person's default name is said in the current language,
    and an empty one (an imported hand history that names nobody there) says so."""
    if name == DEFAULT_NAME:
        #: the person's name when they did not give one
        return translate("Player", "You")
    if name == FIRST_PERSON_NAME:
        #: the first person's name in a game of several people at one screen, when they did
        #: not give one
        return translate("Player", "Player 1")
    if not name:
        #: a player of an imported hand whose name the site's text leaves out (its lines
        #: say what he does but give no name and no seat)
        return translate("Player", "Unnamed player")
    return name


def seat_names(players: Iterable[SeatResult]) -> dict[int, str]:
    """Each seat's player as a stored hand's table, log and reasons name him: his name as
    stored, or, when the hand history left it out, words that say so."""
    return {p.seat: p.name or player_name(p.name) for p in players}


def positions(button: int, clockwise: Sequence[int]) -> dict[int, str]:
    """Each dealt-in seat's position as the seat plates show it ("BTN", "SB", "UTG"...), from
    the engine's one table (:mod:`engine.rules.positions`). ``clockwise`` are the dealt-in
    seats in order."""
    seats = list(clockwise)
    if button in seats:
        at = seats.index(button)
        seats = seats[at:] + seats[:at]
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        return {}
    return {seat: position_short(position_code(len(seats), offset))
            for offset, seat in enumerate(seats)}


def listing(items: Sequence[str]) -> str:
    """Names or phrases as a sentence lists them: "Ada, Bruno and you"."""
    if len(items) <= 1:
        return "".join(items)
    #: the last two of a list; %1 everything before, %2 the last ("Ada, Bruno and you")
    return translate("Texts", "%1 and %2").replace("%1", ", ".join(items[:-1])).replace(
        "%2", items[-1])


def rank_name(rank: int) -> str:
    """A rank as one card is called ("Ace"), capitalised as in hand names."""
    names = (
        #: rank of one card, singular (as in "Deuce kicker")
        translate("Rank", "Deuce"), translate("Rank", "Three"), translate("Rank", "Four"),
        translate("Rank", "Five"), translate("Rank", "Six"), translate("Rank", "Seven"),
        translate("Rank", "Eight"), translate("Rank", "Nine"), translate("Rank", "Ten"),
        translate("Rank", "Jack"), translate("Rank", "Queen"), translate("Rank", "King"),
        translate("Rank", "Ace"),
    )
    return names[rank]


def rank_plural(rank: int) -> str:
    """A rank as several cards are called ("Kings"), for pairs, trips and quads."""
    names = (
        #: rank of several cards, plural (as in "Pair of Deuces")
        translate("Rank", "Deuces"), translate("Rank", "Threes"), translate("Rank", "Fours"),
        translate("Rank", "Fives"), translate("Rank", "Sixes"), translate("Rank", "Sevens"),
        translate("Rank", "Eights"), translate("Rank", "Nines"), translate("Rank", "Tens"),
        translate("Rank", "Jacks"), translate("Rank", "Queens"), translate("Rank", "Kings"),
        translate("Rank", "Aces"),
    )
    return names[rank]


def card_name(card: int) -> str:
    """Short name with a suit symbol, e.g. ``A♠``; ranks as on the cards (same in German)."""
    rank = "23456789TJQKA"[rank_of(card)]
    if rank == "T":
        rank = "10"
    return rank + "♣♦♥♠"[suit_of(card)]


def category_name(category: int) -> str:
    """The name of a hand category alone (the label on a seat at showdown)."""
    names = (
        #: hand category: five unpaired cards
        translate("Hand", "High Card"),
        translate("Hand", "Pair"), translate("Hand", "Two Pair"),
        translate("Hand", "Three of a Kind"), translate("Hand", "Straight"),
        translate("Hand", "Flush"), translate("Hand", "Full House"),
        translate("Hand", "Four of a Kind"), translate("Hand", "Straight Flush"),
        translate("Hand", "Royal Flush"),
    )
    return names[category]


def _with_kicker(text: str, ranks: Sequence[int], index: int) -> str:
    if len(ranks) <= index:
        return text
    #: a hand name, then its highest kicker: "Pair of Kings, Ace kicker"
    return (translate("Hand", "%1, %2 kicker").replace("%1", text)
            .replace("%2", rank_name(ranks[index])))


def hand_name(category: int, ranks: Sequence[int]) -> str:
    """The hand as a player says it: "Two Pair, Kings and Sevens, Ace kicker".

    :param ranks: the deciding ranks, most significant first, as the engine gives them
        (``HandShown.ranks``, ``HandValue.ranks``): the pair or trips first, then kickers.
    """
    r = [*ranks, 0, 0]
    if category == HIGH_CARD:
        #: hand name; %1 the highest card, e.g. "High Card, Ace"
        return _with_kicker(translate("Hand", "High Card, %1").replace("%1", rank_name(r[0])),
                            ranks, 1)
    if category == PAIR:
        #: hand name; %1 a rank in the plural, e.g. "Pair of Kings"
        return _with_kicker(translate("Hand", "Pair of %1").replace("%1", rank_plural(r[0])),
                            ranks, 1)
    if category == TWO_PAIR:
        #: hand name; %1 the higher and %2 the lower pair, plural: "Two Pair, Kings and Sevens"
        text = (translate("Hand", "Two Pair, %1 and %2").replace("%1", rank_plural(r[0]))
                .replace("%2", rank_plural(r[1])))
        return _with_kicker(text, ranks, 2)
    if category == THREE_OF_A_KIND:
        #: hand name; %1 a rank in the plural, e.g. "Three of a Kind, Queens"
        return _with_kicker(translate("Hand", "Three of a Kind, %1")
                            .replace("%1", rank_plural(r[0])), ranks, 1)
    if category == STRAIGHT:
        #: hand name; %1 the top card of the straight, singular: "Straight, Nine high"
        return translate("Hand", "Straight, %1 high").replace("%1", rank_name(r[0]))
    if category == FLUSH:
        #: hand name; %1 the highest card of the flush, singular: "Flush, Ace high"
        return translate("Hand", "Flush, %1 high").replace("%1", rank_name(r[0]))
    if category == FULL_HOUSE:
        #: hand name; %1 the three cards' rank, %2 the pair's, plural: "Kings full of Sevens"
        return (translate("Hand", "Full House, %1 full of %2").replace("%1", rank_plural(r[0]))
                .replace("%2", rank_plural(r[1])))
    if category == FOUR_OF_A_KIND:
        #: hand name; %1 a rank in the plural, e.g. "Four of a Kind, Nines"
        return _with_kicker(translate("Hand", "Four of a Kind, %1")
                            .replace("%1", rank_plural(r[0])), ranks, 1)
    if category == STRAIGHT_FLUSH:
        #: hand name; %1 the top card, singular: "Straight Flush, Nine high"
        return translate("Hand", "Straight Flush, %1 high").replace("%1", rank_name(r[0]))
    return translate("Hand", "Royal Flush")


def street_name(street: int) -> str:
    names = (translate("Street", "Pre-flop"), translate("Street", "Flop"),
             translate("Street", "Turn"), translate("Street", "River"))
    return names[street]


def action_label(event: ActionTaken) -> str:
    """The short label on a seat after it acted."""
    if event.all_in and event.action != "fold":
        return translate("Action", "All-in")
    if event.action == "fold":
        return translate("Action", "Fold")
    if event.action == "check":
        return translate("Action", "Check")
    if event.action == "call":
        return translate("Action", "Call")
    if event.action == "bet":
        return translate("Action", "Bet")
    return translate("Action", "Raise")


def error_message(error: FeltError) -> str:
    """A sentence for an engine error, by its code."""
    d: Mapping[str, object] = error.details
    code = error.code
    if code == "amount_out_of_range":
        low, high = int(str(d.get("minimum", 0))), int(str(d.get("maximum", 0)))
        if low == high:
            return translate("Error", "The only allowed amount is %1.").replace(
                "%1", shown_amount(low))
        return (translate("Error", "Bet or raise to an amount between %1 and %2.")
                .replace("%1", shown_amount(low)).replace("%2", shown_amount(high)))
    messages: dict[str, Callable[[], str]] = {
        "not_your_turn": lambda: translate("Error", "It is not your turn."),
        "no_actor": lambda: translate("Error", "Nobody is to act."),
        "fold_when_check": lambda: translate("Error", "There is no bet to fold to: check instead."),
        "check_facing_bet": lambda: translate("Error", "There is a bet to call: you cannot check."),
        "nothing_to_call": lambda: translate("Error", "There is nothing to call: check instead."),
        "raise_closed": lambda: translate("Error",
                                   "A short all-in did not reopen the betting: you may "
                                   "only call or fold."),
        "cap_reached": lambda: translate("Error", "The betting is capped in this round."),
        "must_call": lambda: translate("Error", "All your chips are needed to call."),
        "nobody_to_raise": lambda: translate("Error", "Every other player is all-in."),
        "amount_missing": lambda: translate("Error", "Enter an amount to bet or raise."),
        # sitting out and the last hand (engine/rules/table.py, engine/play/session.py)
        "too_few_players": lambda: translate("Error", "At least two other players must "
                                             "stay at the table: you cannot sit out now."),
        "busted": lambda: translate("Error", "You have no chips to sit out with."),
        "not_sitting_out": lambda: translate("Error", "You are not sitting out."),
        "not_cash": lambda: translate("Error", "Only a cash game ends after a last hand; "
                                      "a tournament plays to the end."),
    }
    make = messages.get(code)
    if make is not None:
        return make()
    return translate("Error", "That is not allowed now (%1).").replace("%1", code)

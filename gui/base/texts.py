"""Words for the engine's codes: hand names, actions, errors and the hand told as a log.

The engine emits codes and numbers only; every sentence a person reads is made here, through
``QCoreApplication.translate`` with literal English source strings so ``pyside6-lupdate`` finds
them. Each context is named after what the strings describe.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QObject

from engine.core.cards import rank_of, suit_of
from engine.core.errors import FeltError
from engine.evaluation.hand_value import (
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIR,
)
from engine.play.session import GameOver, HandWrapped, Rebought
from engine.rules.events import (
    ActionTaken,
    AntePosted,
    BetReturned,
    BlindPosted,
    BoardDealt,
    HandEnded,
    HandMucked,
    HandShown,
    HandsRevealed,
    HandStarted,
    PotAwarded,
)
from gui.base import i18n
from gui.base.setup import DEFAULT_NAME

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


class Log(QObject):
    """Log sentences with a count in them ("1 chip", "2 chips").

    pyside6-lupdate marks an entry as plural only for ``self.tr(source, disambiguation, n)``
    (it ignores a variable count given to ``translate()``), so these live on a ``QObject``
    named after their context.
    """

    def you_take_back(self, amount: int) -> str:
        #: nobody called the person's whole bet; the rest comes back to them
        return self.tr("You take back %Ln uncalled chip(s).", "", amount)

    def takes_back(self, who: str, amount: int) -> str:
        #: %1 a player's name; nobody called their whole bet, the rest comes back
        return self.tr("%1 takes back %Ln uncalled chip(s).", "", amount).replace("%1", who)

    def you_rebuy(self, amount: int) -> str:
        #: the person buys back in after busting
        return self.tr("You rebuy for %Ln chip(s).", "", amount)

    def rebuys(self, who: str, amount: int) -> str:
        #: %1 a player's name; they buy back in after busting
        return self.tr("%1 rebuys for %Ln chip(s).", "", amount).replace("%1", who)

    def game_over(self, winner: str, hands: int) -> str:
        #: %1 the winner's name
        return self.tr("Game over after %n hand(s): %1 finishes first.", "",
                       hands).replace("%1", winner)


_LOG = Log()


def chips(amount: int) -> str:
    """An amount of chips with the locale's digit grouping: 12,500 or 12.500."""
    return i18n.number(amount)


def player_name(name: str) -> str:
    """A player's name as shown: the person's default name is said in the current language."""
    if name == DEFAULT_NAME:
        #: the person's name when they did not give one
        return translate("Player", "You")
    return name


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
            return translate("Error", "The only allowed amount is %1.").replace("%1", chips(low))
        return (translate("Error", "Bet or raise to an amount between %1 and %2.")
                .replace("%1", chips(low)).replace("%2", chips(high)))
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
    }
    make = messages.get(code)
    if make is not None:
        return make()
    return translate("Error", "That is not allowed now (%1).").replace("%1", code)


def _describe_person(event: object) -> str | None:
    """The person's own lines, in the second person; ``None`` where the general line fits."""
    if isinstance(event, AntePosted):
        return translate("Log", "You post an ante of %1.").replace("%1", chips(event.amount))
    if isinstance(event, BlindPosted):
        text = (translate("Log", "You post the small blind of %1.") if event.blind == "small"
                else translate("Log", "You post the big blind of %1."))
        return text.replace("%1", chips(event.amount))
    if isinstance(event, ActionTaken):
        if event.action == "fold":
            text = translate("Log", "You fold.")
        elif event.action == "check":
            text = translate("Log", "You check.")
        elif event.action == "call":
            text = translate("Log", "You call %1.")
        elif event.action == "bet":
            text = translate("Log", "You bet %1.")
        else:
            text = translate("Log", "You raise to %2.")
        text = text.replace("%1", chips(event.amount)).replace("%2", chips(event.to))
        if event.all_in:
            text += " " + translate("Log", "(all-in)")
        return text
    if isinstance(event, BetReturned):
        return _LOG.you_take_back(event.amount)
    if isinstance(event, HandShown):
        return (translate("Log", "You show %1: %2.")
                .replace("%1", " ".join(card_name(c) for c in event.cards))
                .replace("%2", hand_name(event.category, event.ranks)))
    if isinstance(event, HandMucked):
        return translate("Log", "You muck.")
    if isinstance(event, Rebought):
        return _LOG.you_rebuy(event.amount)
    return None


def _describe_pot(event: PotAwarded, n: Callable[[int], str], person: int | None) -> str:
    """Who wins a pot; main and side pots get whole sentences (German declines "the pot")."""
    index, amount = event.pots[0], chips(event.amount)
    main = index == 0
    if len(event.shares) == 1 and event.shares[0][0] == person:
        if main:
            #: %1 the amount
            return translate("Log", "You win the main pot of %1.").replace("%1", amount)
        #: %1 the side pot's number (1, 2, ...), %2 the amount
        return (translate("Log", "You win side pot %1 of %2.").replace("%1", str(index))
                .replace("%2", amount))
    if len(event.shares) == 1:
        who = n(event.shares[0][0])
        if main:
            #: %1 a player's name, %2 the amount
            return (translate("Log", "%1 wins the main pot of %2.").replace("%1", who)
                    .replace("%2", amount))
        #: %1 a player's name, %2 the side pot's number, %3 the amount
        return (translate("Log", "%1 wins side pot %2 of %3.").replace("%1", who)
                .replace("%2", str(index)).replace("%3", amount))
    winners = ", ".join(f"{n(s)} {chips(a)}" for s, a in event.shares)
    if main:
        #: %1 the amount, %2 the winners and their shares ("Ada 50, Bruno 50")
        return (translate("Log", "The main pot of %1 is split: %2.").replace("%1", amount)
                .replace("%2", winners))
    #: %1 the side pot's number, %2 the amount, %3 the winners and their shares
    return (translate("Log", "Side pot %1 of %2 is split: %3.").replace("%1", str(index))
            .replace("%2", amount).replace("%3", winners))


def describe(event: object, names: Mapping[int, str], person: int | None = None) -> str | None:
    """One line of the hand told in words, or ``None`` for events the log leaves out.

    Lines about the person (``person`` is their seat) are said to them ("You call 20."), since
    "You calls 20." reads wrong in English and German conjugates differently too.
    """

    def n(seat: int) -> str:
        return names.get(seat, "?")

    seat = getattr(event, "seat", None)
    if person is not None and seat == person:
        mine = _describe_person(event)
        if mine is not None:
            return mine

    if isinstance(event, HandStarted):
        if event.button == person:
            return (translate("Log", "Hand #%1: you have the button; blinds %2/%3.")
                    .replace("%1", str(event.hand_number))
                    .replace("%2", chips(event.small_blind))
                    .replace("%3", chips(event.big_blind)))
        return (translate("Log", "Hand #%1: %2 has the button; blinds %3/%4.")
                .replace("%1", str(event.hand_number)).replace("%2", n(event.button))
                .replace("%3", chips(event.small_blind)).replace("%4", chips(event.big_blind)))
    if isinstance(event, AntePosted):
        return translate("Log", "%1 posts an ante of %2.").replace("%1", n(event.seat)).replace(
            "%2", chips(event.amount))
    if isinstance(event, BlindPosted):
        text = (translate("Log", "%1 posts the small blind of %2.") if event.blind == "small"
                else translate("Log", "%1 posts the big blind of %2."))
        return text.replace("%1", n(event.seat)).replace("%2", chips(event.amount))
    if isinstance(event, BoardDealt):
        cards = " ".join(card_name(c) for c in event.board)
        return (translate("Log", "%1: %2").replace("%1", street_name(event.street))
                .replace("%2", cards))
    if isinstance(event, ActionTaken):
        who = n(event.seat)
        if event.action == "fold":
            text = translate("Log", "%1 folds.")
        elif event.action == "check":
            text = translate("Log", "%1 checks.")
        elif event.action == "call":
            text = translate("Log", "%1 calls %2.")
        elif event.action == "bet":
            text = translate("Log", "%1 bets %2.")
        else:
            text = translate("Log", "%1 raises to %3.")
        text = (text.replace("%1", who).replace("%2", chips(event.amount))
                .replace("%3", chips(event.to)))
        if event.all_in:
            text += " " + translate("Log", "(all-in)")
        return text
    if isinstance(event, BetReturned):
        return _LOG.takes_back(n(event.seat), event.amount)
    if isinstance(event, HandsRevealed):
        return translate("Log", "All-in: the hands are turned up.")
    if isinstance(event, HandShown):
        return (translate("Log", "%1 shows %2: %3.").replace("%1", n(event.seat))
                .replace("%2", " ".join(card_name(c) for c in event.cards))
                .replace("%3", hand_name(event.category, event.ranks)))
    if isinstance(event, HandMucked):
        return translate("Log", "%1 mucks.").replace("%1", n(event.seat))
    if isinstance(event, PotAwarded):
        return _describe_pot(event, n, person)
    if isinstance(event, HandEnded):
        return None
    if isinstance(event, HandWrapped):
        parts = [translate("Log", "You are out.") if s == person else
                 translate("Log", "%1 is out.").replace("%1", n(s)) for s in event.busted]
        if event.level_changed:
            parts.append(translate("Log", "Blinds go up to %1/%2.")
                         .replace("%1", chips(event.level.small_blind))
                         .replace("%2", chips(event.level.big_blind)))
        return " ".join(parts) or None
    if isinstance(event, Rebought):
        return _LOG.rebuys(n(event.seat), event.amount)
    if isinstance(event, GameOver):
        if event.standings:
            return _LOG.game_over(n(event.standings[0][0]), event.hands_played)
        return translate("Log", "Game over.")
    return None

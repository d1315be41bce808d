"""Words for the engine's codes: hand names, actions, errors and the hand told as a log.

The engine emits codes and numbers only; every sentence a person reads is made here, through
``QCoreApplication.translate`` with literal English source strings so ``pyside6-lupdate`` finds
them. Each context is named after what the strings describe.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QLocale

from engine.cards import rank_of, suit_of
from engine.errors import FeltError
from engine.events import (
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
from engine.session import GameOver, HandWrapped, Rebought

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def chips(amount: int) -> str:
    """An amount of chips with the locale's digit grouping (English's for the C locale)."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        locale = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return locale.toString(amount)


def rank_name(rank: int) -> str:
    names = (
        translate("Rank", "deuce"), translate("Rank", "three"), translate("Rank", "four"),
        translate("Rank", "five"),
        translate("Rank", "six"), translate("Rank", "seven"), translate("Rank", "eight"),
        translate("Rank", "nine"),
        translate("Rank", "ten"), translate("Rank", "jack"), translate("Rank", "queen"),
        translate("Rank", "king"),
        translate("Rank", "ace"),
    )
    return names[rank]


def rank_plural(rank: int) -> str:
    names = (
        translate("Rank", "deuces"), translate("Rank", "threes"), translate("Rank", "fours"),
        translate("Rank", "fives"),
        translate("Rank", "sixes"), translate("Rank", "sevens"), translate("Rank", "eights"),
        translate("Rank", "nines"),
        translate("Rank", "tens"), translate("Rank", "jacks"), translate("Rank", "queens"),
        translate("Rank", "kings"),
        translate("Rank", "aces"),
    )
    return names[rank]


def card_name(card: int) -> str:
    """Short name with a suit symbol, e.g. ``A♠``; ranks as on the cards."""
    rank = "23456789TJQKA"[rank_of(card)]
    if rank == "T":
        rank = "10"
    return rank + "♣♦♥♠"[suit_of(card)]


def category_name(category: int) -> str:
    names = (
        translate("Hand", "High card"), translate("Hand", "Pair"), translate("Hand", "Two pair"),
        translate("Hand", "Three of a kind"), translate("Hand", "Straight"),
        translate("Hand", "Flush"),
        translate("Hand", "Full house"), translate("Hand", "Four of a kind"),
        translate("Hand", "Straight flush"),
        translate("Hand", "Royal flush"),
    )
    return names[category]


def hand_name(category: int, ranks: tuple[int, ...]) -> str:
    """The hand as a player would say it: "Two pair, kings and fives"."""
    r = [*list(ranks), 0, 0]
    if category == 0:
        return translate("Hand", "High card, %1").replace("%1", rank_name(r[0]))
    if category == 1:
        return translate("Hand", "Pair of %1").replace("%1", rank_plural(r[0]))
    if category == 2:
        return (translate("Hand", "Two pair, %1 and %2").replace("%1", rank_plural(r[0]))
                .replace("%2", rank_plural(r[1])))
    if category == 3:
        return translate("Hand", "Three of a kind, %1").replace("%1", rank_plural(r[0]))
    if category == 4:
        return translate("Hand", "Straight, %1 high").replace("%1", rank_name(r[0]))
    if category == 5:
        return translate("Hand", "Flush, %1 high").replace("%1", rank_name(r[0]))
    if category == 6:
        return (translate("Hand", "Full house, %1 over %2").replace("%1", rank_plural(r[0]))
                .replace("%2", rank_plural(r[1])))
    if category == 7:
        return translate("Hand", "Four of a kind, %1").replace("%1", rank_plural(r[0]))
    if category == 8:
        return translate("Hand", "Straight flush, %1 high").replace("%1", rank_name(r[0]))
    return translate("Hand", "Royal flush")


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
        return translate("Log", "%1 of your bet is returned uncalled.").replace(
            "%1", chips(event.amount))
    if isinstance(event, HandShown):
        return (translate("Log", "You show %1: %2.")
                .replace("%1", " ".join(card_name(c) for c in event.cards))
                .replace("%2", hand_name(event.category, event.ranks)))
    if isinstance(event, HandMucked):
        return translate("Log", "You muck.")
    if isinstance(event, Rebought):
        return translate("Log", "You rebuy for %1.").replace("%1", chips(event.amount))
    return None


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
        return translate("Log", "%1 of %2's bet is returned uncalled.").replace(
            "%1", chips(event.amount)).replace("%2", n(event.seat))
    if isinstance(event, HandsRevealed):
        return translate("Log", "All-in: the hands are turned up.")
    if isinstance(event, HandShown):
        return (translate("Log", "%1 shows %2: %3.").replace("%1", n(event.seat))
                .replace("%2", " ".join(card_name(c) for c in event.cards))
                .replace("%3", hand_name(event.category, event.ranks)))
    if isinstance(event, HandMucked):
        return translate("Log", "%1 mucks.").replace("%1", n(event.seat))
    if isinstance(event, PotAwarded):
        pot = (translate("Log", "the main pot") if event.pots[0] == 0
               else translate("Log", "side pot %1").replace("%1", str(event.pots[0])))
        if len(event.shares) == 1 and event.shares[0][0] == person:
            return (translate("Log", "You win %1 of %2.").replace("%1", pot)
                    .replace("%2", chips(event.amount)))
        if len(event.shares) == 1:
            return (translate("Log", "%1 wins %2 of %3.").replace("%1", n(event.shares[0][0]))
                    .replace("%2", pot).replace("%3", chips(event.amount)))
        winners = ", ".join(f"{n(s)} {chips(a)}" for s, a in event.shares)
        return (translate("Log", "%1 of %2 is split: %3.").replace("%1", pot)
                .replace("%2", chips(event.amount)).replace("%3", winners))
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
        return translate("Log", "%1 rebuys for %2.").replace("%1", n(event.seat)).replace(
            "%2", chips(event.amount))
    if isinstance(event, GameOver):
        if event.standings:
            return translate("Log", "Game over after %1 hands: %2 finishes first.").replace(
                "%1", str(event.hands_played)).replace("%2", n(event.standings[0][0]))
        return translate("Log", "Game over.")
    return None

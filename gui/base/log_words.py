"""The hand told in words: one line of the log per event, or none.

Every event type has an entry in :data:`LOG_WORDS` (a test checks it against the engine's event
unions), so a new event is never silently left out of the log: an event without words says so
with :func:`_no_words`. Lines about the person are said to them ("You call 20."): those come
from :data:`PERSON_WORDS` first.

Tests: tests/gui/base/test_amounts.py, tests/gui/base/test_i18n_locale.py,
tests/gui/base/test_log_person.py
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject

from engine.play.session import BotReasoned
from engine.play.session import BotToAct
from engine.play.session import GameOver
from engine.play.session import HandWrapped
from engine.play.session import PersonToAct
from engine.play.session import PersonToShow
from engine.play.session import Rebought
from engine.rules.events import ActionTaken
from engine.rules.events import AntePosted
from engine.rules.events import BetReturned
from engine.rules.events import BetsCollected
from engine.rules.events import BettingRoundStarted
from engine.rules.events import BlindPosted
from engine.rules.events import BoardDealt
from engine.rules.events import CardBurned
from engine.rules.events import HandEnded
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import HandsRevealed
from engine.rules.events import HandStarted
from engine.rules.events import HoleCardDealt
from engine.rules.events import PotAwarded
from engine.tournament.lobby import RoundPlayed
from gui.base.amounts import CHIPS
from gui.base.amounts import AmountFormat
from gui.base.texts import card_name
from gui.base.texts import hand_name
from gui.base.texts import listing
from gui.base.texts import street_name

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

Namer = Callable[[int], str]
"""A seat's name in the log."""


class Log(QObject):
    """Log sentences with a count in them ("1 chip", "2 chips").

    pyside6-lupdate marks an entry as plural only for ``self.tr(source, disambiguation, n)``
    (it ignores a variable count given to ``translate()``), so these live on a ``QObject``
    named after their context.
    """

    def you_take_back(self, amount: int, a: AmountFormat = CHIPS) -> str:
        if not a.chips:
            #: an imported hand in money; %1 the amount ("$1.50") nobody called
            return self.tr("You take back %1 that nobody called.").replace("%1", a.text(amount))
        #: nobody called the person's whole bet; the rest comes back to them
        return self.tr("You take back %Ln uncalled chip(s).", "", amount)

    def takes_back(self, who: str, amount: int, a: AmountFormat = CHIPS) -> str:
        if not a.chips:
            #: an imported hand in money; %1 a player's name, %2 the amount nobody called
            return (self.tr("%1 takes back %2 that nobody called.").replace("%1", who)
                    .replace("%2", a.text(amount)))
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

    def you_win_game(self, hands: int) -> str:
        #: the person has every chip (or the most) when the game ends
        return self.tr("Game over after %n hand(s): you finish first.", "", hands)


_LOG = Log()


# ---------------------------------------------------------------------- said to the person


def _you_post_ante(e: AntePosted, a: AmountFormat) -> str:
    return translate("Log", "You post an ante of %1.").replace("%1", a.text(e.amount))


def _blind_text(blind: str, you: bool) -> str:
    """A posted blind's sentence, by the engine's name of the blind: said to the person
    (``%1`` the amount) or of a player (``%1`` the name, ``%2`` the amount)."""
    pairs = {
        "small": (translate("Log", "You post the small blind of %1."),
                  translate("Log", "%1 posts the small blind of %2.")),
        #: an imported hand: a blind over the big blind, posted after it; %1 the amount
        "straddle": (translate("Log", "You post a straddle of %1."),
                     #: an imported hand: a straddle; %1 a player's name, %2 the amount
                     translate("Log", "%1 posts a straddle of %2.")),
        #: an imported hand: a big blind posted by a player new to the table or coming
        #: back, besides the big blind's own; %1 the amount
        "extra": (translate("Log", "You post a big blind of %1 out of turn."),
                  #: an imported hand: a big blind posted by a player new to the table or
                  #: coming back, besides the big blind's own; %1 the player, %2 the amount
                  translate("Log", "%1 posts a big blind of %2 out of turn.")),
        #: an imported hand of a game where the button alone posts a blind (6+ Hold'em,
        #: short deck); %1 the amount
        "button": (translate("Log", "You post the button blind of %1."),
                   #: an imported hand of a game where the button alone posts a blind;
                   #: %1 the player, %2 the amount
                   translate("Log", "%1 posts the button blind of %2.")),
    }
    pair = pairs.get(blind) or (translate("Log", "You post the big blind of %1."),
                                translate("Log", "%1 posts the big blind of %2."))
    return pair[0] if you else pair[1]


def _you_post_blind(e: BlindPosted, a: AmountFormat) -> str:
    return _blind_text(e.blind, True).replace("%1", a.text(e.amount))


def _you_act(e: ActionTaken, a: AmountFormat) -> str:
    if e.action == "fold":
        text = translate("Log", "You fold.")
    elif e.action == "check":
        text = translate("Log", "You check.")
    elif e.action == "call":
        text = translate("Log", "You call %1.")
    elif e.action == "bet":
        text = translate("Log", "You bet %1.")
    else:
        text = translate("Log", "You raise to %2.")
    if e.all_in:
        text = {
            #: the person's call puts in all their chips; %1 the amount
            "call": translate("Log", "You call %1 and are all-in."),
            "bet": translate("Log", "You bet %1 and are all-in."),
            "raise": translate("Log", "You raise to %2 and are all-in."),
        }.get(e.action, text)
    return text.replace("%1", a.text(e.amount)).replace("%2", a.text(e.to))


def _you_take_back(e: BetReturned, a: AmountFormat) -> str:
    return _LOG.you_take_back(e.amount, a)


def _you_show(e: HandShown, a: AmountFormat) -> str:
    return (translate("Log", "You show %1: %2.")
            .replace("%1", " ".join(card_name(c) for c in e.cards))
            .replace("%2", hand_name(e.category, e.ranks)))


def _you_muck(e: HandMucked, a: AmountFormat) -> str:
    return translate("Log", "You muck.")


def _you_rebuy(e: Rebought, a: AmountFormat) -> str:
    return _LOG.you_rebuy(e.amount)


PERSON_WORDS: dict[type, Callable[[Any, AmountFormat], str]] = {
    AntePosted: _you_post_ante,
    BlindPosted: _you_post_blind,
    ActionTaken: _you_act,
    BetReturned: _you_take_back,
    HandShown: _you_show,
    HandMucked: _you_muck,
    Rebought: _you_rebuy,
}
"""The person's own lines, in the second person, for events about their seat."""


# ---------------------------------------------------------------------- said of anyone


def _no_words(e: object, n: Namer, person: int | None, a: AmountFormat) -> None:
    """The log leaves this event out: the table shows it, and the next line tells it."""
    return None


def _hand_started(e: HandStarted, n: Namer, person: int | None, a: AmountFormat) -> str:
    return hand_started_line(e, n, person, a, str(e.hand_number))


def hand_started_line(e: HandStarted, n: Namer, person: int | None, a: AmountFormat,
                      number: str) -> str:
    """The hand's first line, with its number as ``number`` says it (an imported hand's is
    the site's, "HD100000004", not the engine's)."""
    if e.button == person:
        return (translate("Log", "Hand #%1: you have the button; blinds %2/%3.")
                .replace("%1", number).replace("%2", a.text(e.small_blind))
                .replace("%3", a.text(e.big_blind)))
    return (translate("Log", "Hand #%1: %2 has the button; blinds %3/%4.")
            .replace("%1", number).replace("%2", n(e.button))
            .replace("%3", a.text(e.small_blind)).replace("%4", a.text(e.big_blind)))


def _ante(e: AntePosted, n: Namer, person: int | None, a: AmountFormat) -> str:
    return translate("Log", "%1 posts an ante of %2.").replace("%1", n(e.seat)).replace(
        "%2", a.text(e.amount))


def _blind(e: BlindPosted, n: Namer, person: int | None, a: AmountFormat) -> str:
    return _blind_text(e.blind, False).replace("%1", n(e.seat)).replace(
        "%2", a.text(e.amount))


def _board(e: BoardDealt, n: Namer, person: int | None, a: AmountFormat) -> str:
    cards = " ".join(card_name(c) for c in e.board)
    if e.run == 1:
        #: a board run twice; %1 the street ("River"), %2 the first board's cards
        text = translate("Log", "%1, first board: %2")
    elif e.run == 2:
        #: a board run twice; %1 the street ("River"), %2 the second board's cards
        text = translate("Log", "%1, second board: %2")
    else:
        text = translate("Log", "%1: %2")
    return text.replace("%1", street_name(e.street)).replace("%2", cards)


def _action(e: ActionTaken, n: Namer, person: int | None, a: AmountFormat) -> str:
    if e.action == "fold":
        text = translate("Log", "%1 folds.")
    elif e.action == "check":
        text = translate("Log", "%1 checks.")
    elif e.action == "call":
        text = translate("Log", "%1 calls %2.")
    elif e.action == "bet":
        text = translate("Log", "%1 bets %2.")
    else:
        text = translate("Log", "%1 raises to %3.")
    if e.all_in:
        text = {
            #: %1 a player's name, %2 the amount; the call puts in all their chips
            "call": translate("Log", "%1 calls %2 and is all-in."),
            "bet": translate("Log", "%1 bets %2 and is all-in."),
            "raise": translate("Log", "%1 raises to %3 and is all-in."),
        }.get(e.action, text)
    return (text.replace("%1", n(e.seat)).replace("%2", a.text(e.amount))
            .replace("%3", a.text(e.to)))


def _bet_returned(e: BetReturned, n: Namer, person: int | None, a: AmountFormat) -> str:
    return _LOG.takes_back(n(e.seat), e.amount, a)


def _revealed(e: HandsRevealed, n: Namer, person: int | None, a: AmountFormat) -> str:
    return translate("Log", "All-in: the hands are turned up.")


def _shown(e: HandShown, n: Namer, person: int | None, a: AmountFormat) -> str:
    return (translate("Log", "%1 shows %2: %3.").replace("%1", n(e.seat))
            .replace("%2", " ".join(card_name(c) for c in e.cards))
            .replace("%3", hand_name(e.category, e.ranks)))


def _mucked(e: HandMucked, n: Namer, person: int | None, a: AmountFormat) -> str:
    return translate("Log", "%1 mucks.").replace("%1", n(e.seat))


def _half_phrase(index: int, amount: int, only: bool, a: AmountFormat) -> str:
    """The half of a pot one board of a board run twice pays, as the object of "win" or
    "split" (``amount`` is the half)."""
    if only:
        #: a board run twice pays each pot half on each board; %1 the half's amount
        return translate("Log", "half the pot (%1)").replace("%1", a.text(amount))
    if index == 0:
        #: a board run twice pays each pot half on each board; %1 the half's amount
        return translate("Log", "half the main pot (%1)").replace("%1", a.text(amount))
    #: a board run twice; %1 the side pot's number (1, 2, ...), %2 the half's amount
    return translate("Log", "half of side pot %1 (%2)").replace("%1", str(index)).replace(
        "%2", a.text(amount))


def _pot_phrase(index: int, amount: int, only: bool, a: AmountFormat) -> str:
    """A pot as the object of "win" or "split" (German declines it: "den Hauptpot")."""
    if only:
        #: the only pot of the hand, as the object of "win"/"split"; %1 the amount
        return translate("Log", "the pot of %1").replace("%1", a.text(amount))
    if index == 0:
        #: %1 the amount
        return translate("Log", "the main pot of %1").replace("%1", a.text(amount))
    #: %1 the side pot's number (1, 2, ...), %2 the amount
    return translate("Log", "side pot %1 of %2").replace("%1", str(index)).replace(
        "%2", a.text(amount))


def _pot(event: PotAwarded, n: Namer, person: int | None, a: AmountFormat,
         amounts: Sequence[int] = ()) -> str:
    """Who wins which pots, pot by pot ("You win the main pot of 900 and side pot 1 of 1,300").

    ``amounts`` are the hand's pots as they were before any was pushed; without them (an
    event told on its own) the pots pushed together are told as one.
    """
    only = len(amounts) == 1
    if event.run:  # half of one pot, paid on one board of a board run twice
        phrases = [_half_phrase(event.pots[0], event.amount, only, a)]
    elif len(event.pots) > 1 and all(i < len(amounts) for i in event.pots):
        phrases = [_pot_phrase(i, amounts[i], only, a) for i in event.pots]
    else:
        phrases = [_pot_phrase(event.pots[0], event.amount, only, a)]
    pots = listing(phrases)
    told = _winners_of(event, n, person, pots)
    if event.run == 1:
        #: a board run twice; %1 who wins what on it ("Ann wins half the pot (300).")
        return translate("Log", "First board: %1").replace("%1", told)
    if event.run == 2:
        #: a board run twice; %1 who wins what on it ("Ann wins half the pot (300).")
        return translate("Log", "Second board: %1").replace("%1", told)
    return told


def _winners_of(event: PotAwarded, n: Namer, person: int | None, pots: str) -> str:
    """``pots`` ("the main pot of 900") and who wins them, in a sentence."""
    winners = [seat for seat, _ in event.shares]
    if winners == [person]:
        #: %1 the pots ("the main pot of 900 and side pot 1 of 1,300")
        return translate("Log", "You win %1.").replace("%1", pots)
    if len(winners) == 1:
        #: %1 a player's name, %2 the pots
        return translate("Log", "%1 wins %2.").replace("%1", n(winners[0])).replace("%2", pots)
    if person in winners:
        # The person last, as a person says it, and the verb said to them with the others:
        # German conjugates "Ada und du teilt euch …", not "… teilen sich …".
        others = ", ".join(n(s) for s in winners if s != person)
        #: %1 the other players ("Ada, Bruno"), %2 the pots; the person is among the winners
        return (translate("Log", "%1 and you split %2.").replace("%1", others)
                .replace("%2", pots))
    #: %1 the players ("Ada, Bruno and Chloé"), %2 the pots
    return (translate("Log", "%1 split %2.").replace("%1", listing([n(s) for s in winners]))
            .replace("%2", pots))


def _wrapped(e: HandWrapped, n: Namer, person: int | None, a: AmountFormat) -> str | None:
    parts = [translate("Log", "You are out.") if s == person else
             translate("Log", "%1 is out.").replace("%1", n(s)) for s in e.busted]
    if e.level_changed:
        parts.append(translate("Log", "Blinds go up to %1/%2.")
                     .replace("%1", a.text(e.level.small_blind))
                     .replace("%2", a.text(e.level.big_blind)))
    return " ".join(parts) or None


def _rebought(e: Rebought, n: Namer, person: int | None, a: AmountFormat) -> str:
    return _LOG.rebuys(n(e.seat), e.amount)


def _game_over(e: GameOver, n: Namer, person: int | None, a: AmountFormat) -> str:
    if e.practice:  # a practice hand ended, not the game it came from
        #: the log when a practice hand from the replayer ("Play on from here") is over
        return translate("Log", "The practice hand is over.")
    if e.standings and e.standings[0][0] == person:
        return _LOG.you_win_game(e.hands_played)
    if e.standings:
        return _LOG.game_over(n(e.standings[0][0]), e.hands_played)
    return translate("Log", "Game over.")


LOG_WORDS: dict[type, Callable[[Any, Namer, int | None, AmountFormat], str | None]] = {
    HandStarted: _hand_started,
    AntePosted: _ante,
    BlindPosted: _blind,
    HoleCardDealt: _no_words,
    CardBurned: _no_words,
    BoardDealt: _board,
    BettingRoundStarted: _no_words,
    ActionTaken: _action,
    BetReturned: _bet_returned,
    BetsCollected: _no_words,
    HandsRevealed: _revealed,
    HandShown: _shown,
    HandMucked: _mucked,
    PotAwarded: _pot,
    HandEnded: _no_words,
    PersonToAct: _no_words,
    PersonToShow: _no_words,
    BotToAct: _no_words,
    BotReasoned: _no_words,
    HandWrapped: _wrapped,
    RoundPlayed: _no_words,
    Rebought: _rebought,
    GameOver: _game_over,
}
"""Each event type's line in the log (a test checks that every event type is here)."""


def describe(event: object, names: Mapping[int, str], person: int | None = None,
             pots: Sequence[int] = (), amounts: AmountFormat = CHIPS) -> str | None:
    """One line of the hand told in words, or ``None`` for events the log leaves out.

    Lines about the person (``person`` is their seat) are said to them ("You call 20."), since
    "You calls 20." reads wrong in English and German conjugates differently too.

    :param pots: the hand's pots before any was pushed, so that several pots won together
        are told pot by pot.
    :param amounts: the unit of the hand's amounts (an imported hand's money; Felt's chips
        by default).
    :raises KeyError: an object that is not an engine or session event.
    """
    if person is not None and getattr(event, "seat", None) == person:
        mine = PERSON_WORDS.get(type(event))
        if mine is not None:
            return mine(event, amounts)

    def n(seat: int) -> str:
        return names.get(seat, "?")

    if isinstance(event, PotAwarded):
        return _pot(event, n, person, amounts, pots)
    return LOG_WORDS[type(event)](event, n, person, amounts)

"""The replayer's lines that the hand log does not say: the deal with the person's cards,
and what an imported hand's file says otherwise (its own number, a dead blind apart from the
antes, a winner whose cards it never shows, what each winner collects after the rake).

Tests: tests/gui/history/test_replay_forced_bets.py,
tests/gui/history/test_replay_as_the_file_says.py, tests/gui/history/test_replay_site_hands.py
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from engine.play.table_model import TableModel
from engine.rules.events import AntePosted
from engine.rules.events import HandEvent
from engine.rules.events import HandMucked
from engine.rules.events import HandStarted
from gui.base import log_words
from gui.base import texts
from gui.base.amounts import AmountFormat

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


class ToldHand(Protocol):
    """What these lines need of a replayed hand (``gui.history.replayer.ReplayHand``)."""

    @property
    def names(self) -> Mapping[int, str]: ...
    @property
    def person_seat(self) -> int | None: ...
    @property
    def amounts(self) -> AmountFormat: ...
    @property
    def number(self) -> str: ...
    @property
    def dead(self) -> Mapping[int, int]: ...


def deal_line(hole: Mapping[int, list[int]], person: int | None) -> str:
    """The deal, with the person's cards when they have a seat."""
    text = translate("Replayer", "The cards are dealt.")
    if person is not None and person in hole:
        cards = " ".join(texts.card_name(c) for c in hole[person])
        text += " " + translate("Replayer", "You hold %1.").replace("%1", cards)
    return text


def rake_line(hand: ToldHand, seat: int, rake: int, collected: int, jackpot: int) -> str:
    """What a winner of an imported hand collects after the site's rake and jackpot fee."""
    money = hand.amounts.text
    if jackpot:
        if seat == hand.person_seat:
            #: an imported hand's pot less the site's fees; %1 what the person collects,
            #: %2 the rake, %3 the jackpot (bad-beat) fee
            text = translate("Replayer", "You collect %1 after rake %2, jackpot %3.")
        else:
            #: %5 a player's name, %1 what they collect, %2 the rake, %3 the jackpot fee
            text = translate("Replayer", "%5 collects %1 after rake %2, jackpot %3.")
        return (text.replace("%1", money(collected)).replace("%2", money(rake))
                .replace("%3", money(jackpot)).replace("%5", hand.names.get(seat, "?")))
    if seat == hand.person_seat:
        #: an imported hand's pot less the site's rake; %1 what the person collects, %2 rake
        return (translate("Replayer", "You collect %1 after %2 rake.")
                .replace("%1", money(collected)).replace("%2", money(rake)))
    #: %1 a player's name, %2 what they collect, %3 the site's rake
    return (translate("Replayer", "%1 collects %2 after %3 rake.")
            .replace("%1", hand.names.get(seat, "?")).replace("%2", money(collected))
            .replace("%3", money(rake)))


def _dead_lines(hand: ToldHand, event: AntePosted, pots: Sequence[int]) -> list[str]:
    """An ante that holds a dead blind told as what it is: the ante (if any), then the dead
    blind."""
    dead = min(event.amount, hand.dead.get(event.seat, 0))
    lines = []
    ante = log_words.describe(replace(event, amount=event.amount - dead), hand.names,
                              hand.person_seat, pots, hand.amounts)
    if ante and event.amount > dead:
        lines.append(ante)
    money = hand.amounts.text(dead)
    if event.seat == hand.person_seat:
        #: an imported hand: a blind the person missed, posted now as money in the middle
        #: that counts toward no bet; %1 the amount
        lines.append(translate("Replayer", "You post a dead blind of %1.").replace("%1", money))
    else:
        #: an imported hand: a blind a player missed, posted now as money in the middle
        #: that counts toward no bet; %1 a player's name, %2 the amount
        lines.append(translate("Replayer", "%1 posts a dead blind of %2.")
                     .replace("%1", hand.names.get(event.seat, "?")).replace("%2", money))
    return lines


def event_lines(hand: ToldHand, event: HandEvent, model: TableModel,
          unseen_winners: frozenset[int]) -> list[str]:
    """An event in words as the hand log says it, but for what an imported hand's file says
    otherwise: its own hand number, a dead blind apart from the antes, a winner whose cards
    the file never shows."""
    if isinstance(event, HandStarted) and hand.number:
        return [log_words.hand_started_line(event, lambda s: hand.names.get(s, "?"),
                                            hand.person_seat, hand.amounts, hand.number)]
    if isinstance(event, AntePosted) and hand.dead.get(event.seat):
        return _dead_lines(hand, event, model.pot_amounts())
    if isinstance(event, HandMucked) and event.seat in unseen_winners:
        #: an imported hand's winner whose cards its file never shows; %1 his name
        return [translate("Replayer", "%1 shows no cards.").replace(
            "%1", hand.names.get(event.seat, "?"))]
    line = log_words.describe(event, hand.names, hand.person_seat, model.pot_amounts(),
                              hand.amounts)
    return [line] if line else []

"""Hands as PokerStars-style text (play money, English) for hand-history tools.

The layout follows what those tools read: a header line with the hand number, game, blinds and
date; the table line naming the button seat; one ``Seat N: name (chips in chips)`` line per
player dealt in; forced bets; ``*** HOLE CARDS ***`` with the person's own cards; each street's
actions (a raise is written ``raises <increment> to <total>``); the board lines; the showdown,
every shown hand with its name; and the summary. Felt's own hands are play money in whole chips
without separators; a hand imported from a site is written back as that site wrote it
(:class:`SiteHand`): its hand number, table, date and zone, and its money with the currency's
sign and decimals ("$0.25", "€3.25"), the rake taken from the winners as the site took it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal

from engine.core.cards import card_str
from engine.rules.config import Betting
from engine.rules.events import (
    ActionTaken,
    AntePosted,
    BetReturned,
    BlindPosted,
    BoardDealt,
    HandMucked,
    HandShown,
    HandStarted,
    PotAwarded,
    Street,
)
from engine.rules.hand import HandState

_RANK_NAMES = ("Deuce", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
               "Jack", "Queen", "King", "Ace")
_PLURALS = ("Deuces", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens",
            "Jacks", "Queens", "Kings", "Aces")
_STREETS = {Street.FLOP: "FLOP", Street.TURN: "TURN", Street.RIVER: "RIVER"}
_SIGNS = {"USD": "$", "EUR": "€", "GBP": "£"}
_TABLE_SIZES = (2, 6, 8, 9, 10)  # the "N-max" a table is written as: the least that seats all


@dataclass(frozen=True, slots=True)
class SiteHand:
    """How a hand imported from a site is written back: as that site wrote it.

    :param hand_id: the site's hand number.
    :param scale: minor units per unit of money (the hand's amounts are minor units).
    :param currency: ``"USD"``..., or ``None`` for play money and tournament chips.
    :param played_at: the date as the file gave it (ISO 8601), ``None`` when it gave none.
    :param rake: what the site took from each seat's winnings (minor units, by table seat).
    """

    hand_id: str
    table: str
    scale: int = 1
    currency: str | None = None
    tournament: str | None = None
    played_at: str | None = None
    timezone: str | None = None
    rake: Mapping[int, int] = field(default_factory=dict)

    def amount(self, minor: int) -> str:
        """``minor`` units as the site writes money: "$0.50", "$1", "€3.25", "1500"."""
        value = Decimal(minor) / self.scale if self.scale != 1 else Decimal(minor)
        if value == value.to_integral_value():
            text = str(int(value))
        else:
            places = max(2, len(str(self.scale)) - 1)
            text = f"{value.quantize(Decimal(1).scaleb(-places)):f}"
        sign = _SIGNS.get(self.currency or "", "") if self.tournament is None else ""
        return sign + text

    def when(self) -> str:
        """" - 2024/03/05 20:15:42 ET" for the header, or "" without a date."""
        if not self.played_at:
            return ""
        try:
            moment = datetime.fromisoformat(self.played_at)
        except ValueError:
            return ""
        zone = f" {self.timezone}" if self.timezone else ""
        return f" - {moment:%Y/%m/%d %H:%M:%S}{zone}"


def hand_name(category: int, ranks: tuple[int, ...], short_deck: bool = False) -> str:
    """The English name of a shown hand as hand histories write it."""
    r = [*ranks, 0, 0]
    match category:
        case 0:
            return f"high card {_RANK_NAMES[r[0]]}"
        case 1:
            return f"a pair of {_PLURALS[r[0]]}"
        case 2:
            return f"two pair, {_PLURALS[r[0]]} and {_PLURALS[r[1]]}"
        case 3:
            return f"three of a kind, {_PLURALS[r[0]]}"
        case 4:
            return f"a straight, {_low_of_straight(r[0], short_deck)} to {_RANK_NAMES[r[0]]}"
        case 5:
            return f"a flush, {_RANK_NAMES[r[0]]} high"
        case 6:
            return f"a full house, {_PLURALS[r[0]]} full of {_PLURALS[r[1]]}"
        case 7:
            return f"four of a kind, {_PLURALS[r[0]]}"
        case 8:
            return f"a straight flush, {_low_of_straight(r[0], short_deck)} to {_RANK_NAMES[r[0]]}"
        case _:
            return "a Royal Flush"


def _low_of_straight(top: int, short_deck: bool) -> str:
    wheel_top = 7 if short_deck else 3  # A-6-7-8-9 and A-2-3-4-5 count the ace low
    return "Ace" if top == wheel_top else _RANK_NAMES[top - 4]


def _cards(cards: tuple[int, ...] | list[int]) -> str:
    return " ".join(card_str(c) for c in cards)


def _game(hand: HandState) -> str:
    betting = hand.config.betting
    name = {Betting.POT_LIMIT: "Pot Limit", Betting.FIXED_LIMIT: "Limit",
            Betting.SPREAD_LIMIT: "Limit"}.get(betting, "No Limit")
    prefix = "6+ Hold'em" if hand.config.short_deck else "Hold'em"
    return f"{prefix} {name}"


def write_pokerstars(
    hand: HandState,
    names: Mapping[int, str],
    hand_id: int,
    table: str = "Felt",
    person_seat: int | None = None,
    played_at: float | None = None,
    max_seats: int = 10,
    site: SiteHand | None = None,
) -> str:
    """A finished hand as PokerStars-style text.

    :param names: player names by table seat.
    :param hand_id: the number in the header (unique across exported hands).
    :param person_seat: whose hole cards are shown as ``Dealt to`` (the person's own).
    :param site: for a hand imported from a site, its number, table, date and money (then
        ``hand_id``, ``table``, ``played_at`` and ``max_seats`` are not used).
    """
    cfg = hand.config
    start = next(e for e in hand.events if isinstance(e, HandStarted))
    if site is None:
        when = time.strftime("%Y/%m/%d %H:%M:%S", time.gmtime(played_at or 0))
        lines = [
            f"PokerStars Hand #{hand_id}: {_game(hand)} ({start.small_blind}/{start.big_blind})"
            f" - {when} UTC",
            f"Table '{table}' {max_seats}-max (Play Money) Seat #{start.button + 1} is the "
            "button",
        ]
        money: Callable[[int], str] = str
        cuts: Mapping[int, int] = {}
    else:
        lines = _site_header(hand, start, site)
        money = site.amount
        cuts = site.rake
    for seat in sorted(hand.seats):
        pos = hand.position_of(seat)
        lines.append(f"Seat {seat + 1}: {names[seat]} ({money(hand.starting_stacks[pos])} "
                     "in chips)")

    def name(seat: int) -> str:
        return names[seat]

    top = 0  # the highest bet of the round, for "raises X to Y"
    collected: dict[int, int] = {}
    shown: dict[int, HandShown] = {}
    mucked: set[int] = set()
    folded_on: dict[int, Street] = {}
    holes_written = False
    showdown_written = False
    rake_left = dict(cuts)
    for e in hand.events:
        if isinstance(e, AntePosted):
            lines.append(f"{name(e.seat)}: posts the ante {money(e.amount)}"
                         + (" and is all-in" if e.all_in else ""))
        elif isinstance(e, BlindPosted):
            if e.blind in ("small", "big"):
                posts = f"posts {e.blind} blind"
            elif e.amount <= start.big_blind:  # a big blind posted out of turn (a new player)
                posts = "posts big blind"
            else:
                posts = "posts straddle"
            lines.append(f"{name(e.seat)}: {posts} {money(e.amount)}"
                         + (" and is all-in" if e.all_in else ""))
            top = max(top, e.amount)
        elif isinstance(e, ActionTaken | BoardDealt | HandShown | HandMucked | PotAwarded) \
                and not holes_written:
            holes_written = True
            lines.append("*** HOLE CARDS ***")
            if person_seat is not None and person_seat in hand.seats \
                    and hand.position_of(person_seat) not in hand.unknown:
                pos = hand.position_of(person_seat)
                lines.append(f"Dealt to {name(person_seat)} [{_cards(hand.hole[pos])}]")
        if isinstance(e, ActionTaken):
            who = name(e.seat)
            allin = " and is all-in" if e.all_in else ""
            if e.action == "fold":
                lines.append(f"{who}: folds")
                folded_on[e.seat] = e.street
            elif e.action == "check":
                lines.append(f"{who}: checks")
            elif e.action == "call":
                lines.append(f"{who}: calls {money(e.amount)}{allin}")
            elif e.action == "bet":
                lines.append(f"{who}: bets {money(e.to)}{allin}")
                top = e.to
            else:
                lines.append(f"{who}: raises {money(e.to - top)} to {money(e.to)}{allin}")
                top = e.to
        elif isinstance(e, BetReturned):
            lines.append(f"Uncalled bet ({money(e.amount)}) returned to {name(e.seat)}")
        elif isinstance(e, BoardDealt):
            top = 0
            before = e.board[:-len(e.cards)]
            old = f" [{_cards(before)}]" if before else ""
            lines.append(f"*** {_STREETS[e.street]} ***{old} [{_cards(e.cards)}]")
        elif isinstance(e, HandShown | HandMucked):
            if not showdown_written:
                showdown_written = True
                lines.append("*** SHOW DOWN ***")
            if isinstance(e, HandShown):
                shown[e.seat] = e
                lines.append(f"{name(e.seat)}: shows [{_cards(e.cards)}] "
                             f"({hand_name(e.category, e.ranks, cfg.short_deck)})")
            else:
                mucked.add(e.seat)
                lines.append(f"{name(e.seat)}: mucks hand")
        elif isinstance(e, PotAwarded):
            pot = "pot" if len(hand.pots) <= 1 else (
                "main pot" if e.pots[0] == 0 else f"side pot-{e.pots[0]}")
            for seat, amount in e.shares:
                # The site's rake comes out of the winner's collections, first pot first.
                take = min(amount, rake_left.get(seat, 0))
                rake_left[seat] = rake_left.get(seat, 0) - take
                paid = amount - take
                collected[seat] = collected.get(seat, 0) + paid
                lines.append(f"{name(seat)} collected {money(paid)} from {pot}")

    rake = sum(cuts.values())
    total = sum(collected.values()) + rake
    lines.append("*** SUMMARY ***")
    lines.append(f"Total pot {money(total)} | Rake {money(rake)}")
    if hand.board:
        lines.append(f"Board [{_cards(hand.board)}]")
    when_folded = {Street.PREFLOP: "before Flop", Street.FLOP: "on the Flop",
              Street.TURN: "on the Turn", Street.RIVER: "on the River"}
    for seat in sorted(hand.seats):
        role = ""
        if seat == start.button:
            role = " (button)"
        elif seat == start.small_blind_seat:
            role = " (small blind)"
        elif seat == start.big_blind_seat:
            role = " (big blind)"
        text = f"Seat {seat + 1}: {name(seat)}{role}"
        won = collected.get(seat)
        if seat in shown:
            e = shown[seat]
            what = hand_name(e.category, e.ranks, cfg.short_deck)
            text += (f" showed [{_cards(e.cards)}] and won ({money(won)}) with {what}" if won
                     else f" showed [{_cards(e.cards)}] and lost with {what}")
        elif seat in mucked:
            pos = hand.position_of(seat)
            # A site writes the cards it knows of a mucked hand (the hero's); Felt's own bots'
            # mucked cards stay hidden.
            known = site is not None and pos not in hand.unknown
            text += f" mucked [{_cards(hand.hole[pos])}]" if known else " mucked"
        elif seat in folded_on:
            text += f" folded {when_folded[folded_on[seat]]}"
        elif won:
            text += f" collected ({money(won)})"
        lines.append(text)
    return "\n".join(lines)


def _site_header(hand: HandState, start: HandStarted, site: SiteHand) -> list[str]:
    """The header and table lines of an imported hand, as its site wrote them."""
    money = site.amount
    stakes = f"{money(start.small_blind)}/{money(start.big_blind)}"
    if site.tournament is not None:
        # The buy-in is not kept; its currency is.
        game = f"Tournament #{site.tournament}, {site.currency or 'chips'} {_game(hand)}"
        kind = ""
    else:
        game = _game(hand)
        if site.currency:
            stakes += f" {site.currency}"
        kind = "" if site.currency else " (Play Money)"
    seats = max(hand.seats) + 1
    size = next((k for k in _TABLE_SIZES if k >= seats), seats)
    return [f"PokerStars Hand #{site.hand_id}: {game} ({stakes}){site.when()}",
            f"Table '{site.table}' {size}-max{kind} Seat #{start.button + 1} is the button"]


__all__ = ["SiteHand", "hand_name", "write_pokerstars"]

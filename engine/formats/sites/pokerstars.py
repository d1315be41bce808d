"""Hands as PokerStars-style text (play money, English) for hand-history tools.

The layout follows what those tools read: a header line with the hand number, game, blinds and
date; the table line naming the button seat; one ``Seat N: name (chips in chips)`` line per
player dealt in; forced bets; ``*** HOLE CARDS ***`` with the person's own cards; each street's
actions (a raise is written ``raises <increment> to <total>``); the board lines; the showdown,
every shown hand with its name; and the summary. Felt's own hands are play money in whole chips
without separators; a hand imported from a site is written back as that site wrote it
(:class:`SiteHand`): its hand number, table, date and zone, and its money with the currency's
sign and decimals ("$0.25", "€3.25"), the rake taken from the winners as the site took it.

Tests: tests/engine/formats/sites/test_pokerstars_import.py,
tests/engine/formats/test_export_injection.py, tests/engine/formats/test_import_dedupe.py
"""

from __future__ import annotations

import time
from collections.abc import Callable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from datetime import datetime
from decimal import Decimal

from engine.core.cards import card_str
from engine.formats.text_safety import one_line
from engine.rules.config import Betting
from engine.rules.events import ActionTaken
from engine.rules.events import AntePosted
from engine.rules.events import BetReturned
from engine.rules.events import BlindPosted
from engine.rules.events import BoardDealt
from engine.rules.events import HandMucked
from engine.rules.events import HandShown
from engine.rules.events import HandStarted
from engine.rules.events import PotAwarded
from engine.rules.events import Street
from engine.rules.hand import BUTTON_BLIND
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


def _stakes(hand: HandState, start: HandStarted) -> tuple[int, int]:
    """The header's two amounts: the blinds, or in a Limit game its small and big bet
    (PokerStars' "Hold'em Limit ($1/$2)" has blinds of $0.50 and $1)."""
    config = hand.config
    if config.limited:
        return config.street_bet(0), config.street_bet(3)
    return start.small_blind, start.big_blind


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
    start = next(e for e in hand.events if isinstance(e, HandStarted))
    # Names and labels come from files; none of them may add a line to this one.
    names = {seat: one_line(name) for seat, name in names.items()}
    table = one_line(table)
    if site is not None:
        site = replace(site, hand_id=one_line(site.hand_id), table=one_line(site.table),
                       tournament=None if site.tournament is None else one_line(site.tournament),
                       timezone=None if site.timezone is None else one_line(site.timezone),
                       currency=None if site.currency is None else one_line(site.currency))
    if site is None:
        when = time.strftime("%Y/%m/%d %H:%M:%S", time.gmtime(played_at or 0))
        small, big = _stakes(hand, start)
        lines = [
            f"PokerStars Hand #{hand_id}: {_game(hand)} ({small}/{big})"
            f" - {when} UTC",
            f"Table '{table}' {max_seats}-max (Play Money) Seat #{start.button + 1} is the "
            "button",
        ]
        writer = _Writer(hand, names, start, str, {}, person_seat, site, lines)
    else:
        writer = _Writer(hand, names, start, site.amount, site.rake, person_seat, site,
                         _site_header(hand, start, site))
    for seat in sorted(hand.seats):
        pos = hand.position_of(seat)
        writer.lines.append(f"Seat {seat + 1}: {names[seat]} "
                            f"({writer.money(hand.starting_stacks[pos])} in chips)")
    for event in hand.events:
        writer.event(event)
    writer.summary()
    return "\n".join(writer.lines)


_WHEN_FOLDED = {Street.PREFLOP: "before Flop", Street.FLOP: "on the Flop",
                Street.TURN: "on the Turn", Street.RIVER: "on the River"}


@dataclass(slots=True)
class _Writer:
    """The lines of one hand written so far, and what the summary needs to know."""

    hand: HandState
    names: Mapping[int, str]
    start: HandStarted
    money: Callable[[int], str]
    cuts: Mapping[int, int]
    person_seat: int | None
    site: SiteHand | None
    lines: list[str]
    top: int = 0  # the highest bet of the round, for "raises X to Y"
    collected: dict[int, int] = field(default_factory=dict)
    shown: dict[int, HandShown] = field(default_factory=dict)
    mucked: set[int] = field(default_factory=set)
    folded_on: dict[int, Street] = field(default_factory=dict)
    holes_written: bool = False
    showdown_written: bool = False
    rake_left: dict[int, int] = field(default_factory=dict)
    run: str = ""  # a board run twice: "FIRST " or "SECOND " while its runs are written
    board_size: int = 0  # the cards on the board after the last deal

    def __post_init__(self) -> None:
        self.rake_left = dict(self.cuts)

    def event(self, e: object) -> None:
        if isinstance(e, AntePosted | BlindPosted):
            self.forced(e)
        elif isinstance(e, ActionTaken | BoardDealt | HandShown | HandMucked | PotAwarded) \
                and not self.holes_written:
            self.hole_cards()
        if isinstance(e, ActionTaken):
            self.action(e)
        elif isinstance(e, BetReturned):
            self.lines.append(f"Uncalled bet ({self.money(e.amount)}) returned to "
                              f"{self.names[e.seat]}")
        elif isinstance(e, BoardDealt):
            self.top = 0
            before = e.board[:-len(e.cards)]
            self.runs(len(before))
            self.board_size = len(e.board)
            old = f" [{_cards(before)}]" if before else ""
            self.lines.append(f"*** {self.run}{_STREETS[e.street]} ***{old} "
                              f"[{_cards(e.cards)}]")
        elif isinstance(e, HandShown | HandMucked):
            self.showdown(e)
        elif isinstance(e, PotAwarded):
            self.pot(e)

    def runs(self, shared: int) -> None:
        """Before a deal onto ``shared`` cards: which run of a board run twice it is
        (PokerStars: "*** FIRST RIVER ***", "*** SECOND RIVER ***", each run's showdown)."""
        second = self.hand.second_board
        if second:
            common = next(k for k, (a, b) in enumerate(zip(self.hand.board, second,
                                                           strict=True)) if a != b)
            if self.run and shared < self.board_size:  # the second run begins
                self.run, self.showdown_written = "SECOND ", False
            elif not self.run and shared >= common:
                self.run = "FIRST "

    def forced(self, e: AntePosted | BlindPosted) -> None:
        allin = " and is all-in" if e.all_in else ""
        if isinstance(e, AntePosted):
            self.lines.append(f"{self.names[e.seat]}: posts the ante {self.money(e.amount)}"
                              + allin)
            return
        if e.blind in ("small", "big", BUTTON_BLIND):
            posts = f"posts {e.blind} blind"
        elif e.amount <= self.start.big_blind:  # a big blind posted out of turn (a new player)
            posts = "posts big blind"
        else:
            posts = "posts straddle"
        self.lines.append(f"{self.names[e.seat]}: {posts} {self.money(e.amount)}{allin}")
        self.top = max(self.top, e.amount)

    def hole_cards(self) -> None:
        hand, seat = self.hand, self.person_seat
        self.holes_written = True
        self.lines.append("*** HOLE CARDS ***")
        if hand._site_money:  # Run It Once's words for the site's money in the pot
            self.lines.append(f"STP added: {self.money(hand._site_money)}")
        if seat is not None and seat in hand.seats and hand.position_of(seat) not in hand.unknown:
            pos = hand.position_of(seat)
            self.lines.append(f"Dealt to {self.names[seat]} [{_cards(hand.hole[pos])}]")

    def action(self, e: ActionTaken) -> None:
        who = self.names[e.seat]
        allin = " and is all-in" if e.all_in else ""
        if e.action == "fold":
            self.lines.append(f"{who}: folds")
            self.folded_on[e.seat] = e.street
        elif e.action == "check":
            self.lines.append(f"{who}: checks")
        elif e.action == "call":
            self.lines.append(f"{who}: calls {self.money(e.amount)}{allin}")
        elif e.action == "bet":
            self.lines.append(f"{who}: bets {self.money(e.to)}{allin}")
            self.top = e.to
        else:
            self.lines.append(f"{who}: raises {self.money(e.to - self.top)} to "
                              f"{self.money(e.to)}{allin}")
            self.top = e.to

    def showdown(self, e: HandShown | HandMucked) -> None:
        if not self.showdown_written:
            self.showdown_written = True
            self.lines.append(f"*** {self.run}SHOW DOWN ***")
        if isinstance(e, HandShown):
            self.shown[e.seat] = e
            what = hand_name(e.category, e.ranks, self.hand.config.short_deck)
            self.lines.append(f"{self.names[e.seat]}: shows [{_cards(e.cards)}] ({what})")
        else:
            self.mucked.add(e.seat)
            self.lines.append(f"{self.names[e.seat]}: mucks hand")

    def pot(self, e: PotAwarded) -> None:
        pot = "pot" if len(self.hand.pots) <= 1 else (
            "main pot" if e.pots[0] == 0 else f"side pot-{e.pots[0]}")
        for seat, amount in e.shares:
            # The site's rake comes out of the winner's collections, first pot first.
            take = min(amount, self.rake_left.get(seat, 0))
            self.rake_left[seat] = self.rake_left.get(seat, 0) - take
            paid = amount - take
            self.collected[seat] = self.collected.get(seat, 0) + paid
            self.lines.append(f"{self.names[seat]} collected {self.money(paid)} from {pot}")

    def summary(self) -> None:
        hand, money = self.hand, self.money
        rake = sum(self.cuts.values())
        total = sum(self.collected.values()) + rake
        self.lines.append("*** SUMMARY ***")
        self.lines.append(f"Total pot {money(total)} | Rake {money(rake)}")
        if hand.second_board:
            self.lines.append("Hand was run twice")
            self.lines.append(f"FIRST Board [{_cards(hand.board)}]")
            self.lines.append(f"SECOND Board [{_cards(hand.second_board)}]")
        elif hand.board:
            self.lines.append(f"Board [{_cards(hand.board)}]")
        for seat in sorted(hand.seats):
            self.lines.append(self.summary_seat(seat))

    def summary_seat(self, seat: int) -> str:
        hand, start = self.hand, self.start
        role = ""
        if seat == start.button:
            role = " (button)"
        elif seat == start.small_blind_seat:
            role = " (small blind)"
        elif seat == start.big_blind_seat:
            role = " (big blind)"
        text = f"Seat {seat + 1}: {self.names[seat]}{role}"
        won = self.collected.get(seat)
        if seat in self.shown:
            e = self.shown[seat]
            what = hand_name(e.category, e.ranks, hand.config.short_deck)
            return text + (f" showed [{_cards(e.cards)}] and won ({self.money(won)}) with "
                           f"{what}" if won else f" showed [{_cards(e.cards)}] and lost with "
                           f"{what}")
        if seat in self.mucked:
            pos = hand.position_of(seat)
            # A site writes the cards it knows of a mucked hand (the hero's); Felt's own bots'
            # mucked cards stay hidden.
            known = self.site is not None and pos not in hand.unknown
            return text + (f" mucked [{_cards(hand.hole[pos])}]" if known else " mucked")
        if seat in self.folded_on:
            return text + f" folded {_WHEN_FOLDED[self.folded_on[seat]]}"
        if won:
            return text + f" collected ({self.money(won)})"
        return text



def _site_header(hand: HandState, start: HandStarted, site: SiteHand) -> list[str]:
    """The header and table lines of an imported hand, as its site wrote them."""
    money = site.amount
    stakes = "/".join(money(x) for x in _stakes(hand, start))
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

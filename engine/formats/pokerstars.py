"""Hands as PokerStars-style text (play money, English) for hand-history tools.

The layout follows what those tools read: a header line with the hand number, game, blinds and
date; the table line naming the button seat; one ``Seat N: name (chips in chips)`` line per
player dealt in; forced bets; ``*** HOLE CARDS ***`` with the person's own cards; each street's
actions (a raise is written ``raises <increment> to <total>``); the board lines; the showdown,
every shown hand with its name; and the summary. Amounts are whole chips without separators.
"""

from __future__ import annotations

import time
from collections.abc import Mapping

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
) -> str:
    """A finished hand as PokerStars-style text.

    :param names: player names by table seat.
    :param hand_id: the number in the header (unique across exported hands).
    :param person_seat: whose hole cards are shown as ``Dealt to`` (the person's own).
    """
    when = time.strftime("%Y/%m/%d %H:%M:%S", time.gmtime(played_at or 0))
    cfg = hand.config
    start = next(e for e in hand.events if isinstance(e, HandStarted))
    lines = [
        f"PokerStars Hand #{hand_id}: {_game(hand)} ({start.small_blind}/{start.big_blind})"
        f" - {when} UTC",
        f"Table '{table}' {max_seats}-max (Play Money) Seat #{start.button + 1} is the button",
    ]
    for seat in sorted(hand.seats):
        pos = hand.position_of(seat)
        lines.append(f"Seat {seat + 1}: {names[seat]} ({hand.starting_stacks[pos]} in chips)")

    def name(seat: int) -> str:
        return names[seat]

    top = 0  # the highest bet of the round, for "raises X to Y"
    collected: dict[int, int] = {}
    shown: dict[int, HandShown] = {}
    mucked: set[int] = set()
    folded_on: dict[int, Street] = {}
    holes_written = False
    showdown_written = False
    for e in hand.events:
        if isinstance(e, AntePosted):
            lines.append(f"{name(e.seat)}: posts the ante {e.amount}"
                         + (" and is all-in" if e.all_in else ""))
        elif isinstance(e, BlindPosted):
            lines.append(f"{name(e.seat)}: posts {e.blind} blind {e.amount}"
                         + (" and is all-in" if e.all_in else ""))
            top = max(top, e.amount)
        elif isinstance(e, ActionTaken | BoardDealt | HandShown | HandMucked | PotAwarded) \
                and not holes_written:
            holes_written = True
            lines.append("*** HOLE CARDS ***")
            if person_seat is not None and person_seat in hand.seats:
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
                lines.append(f"{who}: calls {e.amount}{allin}")
            elif e.action == "bet":
                lines.append(f"{who}: bets {e.to}{allin}")
                top = e.to
            else:
                lines.append(f"{who}: raises {e.to - top} to {e.to}{allin}")
                top = e.to
        elif isinstance(e, BetReturned):
            lines.append(f"Uncalled bet ({e.amount}) returned to {name(e.seat)}")
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
                collected[seat] = collected.get(seat, 0) + amount
                lines.append(f"{name(seat)} collected {amount} from {pot}")

    total = sum(collected.values())
    lines.append("*** SUMMARY ***")
    lines.append(f"Total pot {total} | Rake 0")
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
            text += (f" showed [{_cards(e.cards)}] and won ({won}) with {what}" if won
                     else f" showed [{_cards(e.cards)}] and lost with {what}")
        elif seat in mucked:
            text += " mucked"
        elif seat in folded_on:
            text += f" folded {when_folded[folded_on[seat]]}"
        elif won:
            text += f" collected ({won})"
        lines.append(text)
    return "\n".join(lines)


__all__ = ["hand_name", "write_pokerstars"]

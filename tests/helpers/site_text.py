"""Random engine hands written in GGPoker's and Winamax's wording, for the readers' tests.

Each is Felt's PokerStars writer's text with the site's own words put in (its header, table
and seat lines, section marks, money signs, summary fees), so a reader is tried on many more
all-ins, side pots and showdowns than the hand-written files hold. The finished engine hand
is kept to compare stacks with.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from decimal import Decimal

from engine.formats.sites.pokerstars import SiteHand
from engine.formats.sites.pokerstars import write_pokerstars
from engine.rules.config import Betting
from engine.rules.hand import HandState
from tests.helpers.hands import random_config
from tests.helpers.hands import random_hand
from tests.helpers.hands import random_stacks

_MONEY = re.compile(r"€(\d[\d,]*(?:\.\d+)?)")


def random_site_hands(seed: str, count: int, currency: str) -> list[tuple[HandState, str]]:
    """``count`` No-Limit hands played at random, each with its text in PokerStars words."""
    rng = random.Random(seed)
    out = []
    for k in range(count):
        # Sites ask for the whole big blind over one posted all-in for less.
        cfg = replace(random_config(rng, Betting.NO_LIMIT), full_blind_owed=True)
        n = rng.randint(2, 9)
        hand = random_hand(cfg, random_stacks(rng, n, cfg.big_blind), rng.randrange(2**32))
        names = {s: f"p{s}x{k}" for s in hand.seats}
        site = SiteHand(str(9000 + k), "T", scale=100, currency=currency,
                        played_at="2024-03-05T20:15:42")
        out.append((hand, write_pokerstars(hand, names, 0, person_seat=hand.seats[0],
                                           site=site)))
    return out


def as_ggpoker(text: str) -> str:
    """PokerStars text in GGPoker's words."""
    lines = text.splitlines()
    head = re.match(r"PokerStars Hand #(\d+): (.*) \((\S+)/(\S+) USD\) - (.*) ?$", lines[0])
    assert head is not None, lines[0]
    lines[0] = f"Poker Hand #HD{head[1]}: {head[2]} ({head[3]}/{head[4]}) - {head[5]}".rstrip()
    names = [m[1] for m in (re.match(r"Seat \d+: (.+) \(\S+ in chips\)$", x) for x in lines)
             if m and not any(x.startswith(f"Dealt to {m[1]} [") for x in lines)]
    out = []
    for line in lines:
        if line == "*** SHOW DOWN ***":
            line = "*** SHOWDOWN ***"
        if line.startswith("Total pot "):
            line += " | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0"
        out.append(line)
        if line == "*** HOLE CARDS ***":
            out.extend(f"Dealt to {x} " for x in names)
    return "\n".join(out)


def as_winamax(text: str) -> str:
    """PokerStars text (in euros) in Winamax's words."""
    lines = text.splitlines()
    head = re.match(r"PokerStars Hand #(\d+): Hold'em No Limit \((\S+)/(\S+) EUR\) - (\S+) "
                    r"(\S+)", lines[0])
    assert head is not None, lines[0]
    out = [f"Winamax Poker - CashGame - HandId: #{head[1]}-1-1 - Holdem no limit "
           f"({_euros(head[2])}/{_euros(head[3])}) - {head[4]} {head[5]} UTC"]
    table = re.match(r"Table '(.*)' (\d+)-max (Seat #\d+ is the button)", lines[1])
    assert table is not None
    out.append(f"Table: '{table[1]}' {table[2]}-max (real money) {table[3]}")
    blinds_marked = False
    returned: dict[str, str] = {}
    for line in lines[2:]:
        seat = re.match(r"(Seat \d+: .+) \((\S+) in chips\)$", line)
        if seat is not None:
            out.append(f"{seat[1]} ({_euros(seat[2])})")
            continue
        if not blinds_marked:
            out.append("*** ANTE/BLINDS ***")
            blinds_marked = True
        line = _MONEY.sub(r"\1€", line)
        line = re.sub(r"^\*\*\* HOLE CARDS \*\*\*$", "*** PRE-FLOP ***", line)
        line = re.sub(r"^(\*\*\* (?:TURN|RIVER) \*\*\* \[[^\]]*\]) \[", r"\1[", line)
        line = re.sub(r"^Board \[", "Board: [", line)
        line = re.sub(r"\| Rake 0€?$", "| No rake", line)
        line = line.replace(": posts the ante ", " posts ante ")
        uncalled = re.match(r"Uncalled bet \((\S+)\) returned to (.+)$", line)
        if uncalled is not None:  # Winamax counts it in what its bettor collected
            returned[uncalled[2]] = uncalled[1]
            continue
        collected = re.match(r"(.+) collected (\S+) from pot$", line)
        if collected is not None and collected[1] in returned:
            line = f"{collected[1]} collected {_plus(collected[2], returned.pop(collected[1]))}"
            line += " from pot"
        if line == "*** SUMMARY ***":
            out.extend(f"{who} collected {amount} from pot" for who, amount in returned.items())
        line = re.sub(r"^([^:]+): (folds|checks|calls|bets|raises|posts|shows|mucks|doesn't)",
                      r"\1 \2", line)
        out.append(line)
    return "\n".join(out)


def _plus(first: str, second: str) -> str:
    """The sum of two amounts in euros (``0.12€``)."""
    total = Decimal(first.rstrip("€")) + Decimal(second.rstrip("€"))
    return f"{total}€"


def _euros(amount: str) -> str:
    return amount.replace("€", "") + "€"

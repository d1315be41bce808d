"""Random engine hands written in WPN's words, for the WPN reader's tests.

Felt's PokerStars writer's text with WPN's header, table and seat lines, posts without a
colon, and the winnings moved from the "collected" lines into the summary's seat lines (where
WPN writes them), so the reader is tried on many more all-ins and side pots than the
hand-written file holds.
"""

from __future__ import annotations

import re


def as_wpn(text: str) -> str:
    """PokerStars text (in dollars) in WPN's words."""
    lines = text.splitlines()
    head = re.match(r"PokerStars Hand #(\d+): Hold'em No Limit \((\S+)/(\S+) USD\) - "
                    r"(\S+) (\S+)", lines[0])
    table = re.match(r"Table '(.*)' (\d+)-max (Seat #\d+ is the button)", lines[1])
    assert head is not None and table is not None, lines[:2]
    out = [f"Hand #{head[1]} - Holdem(No Limit) - {head[2]}/{head[3]} - {head[4]} {head[5]} UTC",
           f"{table[1] or 'Felt'} {table[2]}-max {table[3]}"]
    won: dict[str, str] = {}
    seats: dict[str, str] = {}
    for line in lines[2:]:
        seat = re.match(r"Seat (\d+): (.+) \((\S+) in chips\)$", line)
        if seat is not None:
            seats[seat[2]] = seat[1]
            out.append(f"Seat {seat[1]}: {seat[2]} ({seat[3]})")
            continue
        collected = re.match(r"(.+) collected (\S+) from ", line)
        if collected is not None:
            total = won.get(collected[1], "$0")
            won[collected[1]] = f"${float(total[1:]) + float(collected[2][1:]):.2f}"
            continue
        if line.startswith("Seat ") and "*** SUMMARY ***" in out:
            continue
        line = re.sub(r"^(.+?): posts (small|big) blind ", r"\1 posts the \2 blind ", line)
        line = re.sub(r"^(.+?): posts the ante ", r"\1 posts ante ", line)
        line = re.sub(r"^(.+?): ", r"\1 ", line) if not line.startswith(("Seat ", "Total")) \
            else line
        out.append(line)
    out += [f"Seat {seats[name]}: {name} won {amount}" for name, amount in won.items()]
    return "\n".join(out) + "\n\n"

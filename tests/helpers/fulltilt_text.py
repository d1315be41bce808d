"""Random engine hands written in Full Tilt's words, for the Full Tilt reader's tests.

Felt's PokerStars writer's text with Full Tilt's header, seats, posts, ``raises to``,
``, and is all in``, ``wins the pot (...)`` and button line put in, so the reader is tried
on many more all-ins, side pots and showdowns than the hand-written file holds. Hands are
separated by two empty lines, as Full Tilt wrote them.
"""

from __future__ import annotations

import re

_MONEY = r"\$\d[\d,]*(?:\.\d+)?"


def as_fulltilt(text: str) -> str:
    """PokerStars text (in dollars) in Full Tilt's words."""
    lines = text.splitlines()
    head = re.match(r"PokerStars Hand #(\d+): Hold'em No Limit \((\S+)/(\S+) USD\) - "
                    r"(\S+) (\S+)", lines[0])
    table = re.match(r"Table '(.*)' (\d+)-max Seat #(\d+) is the button", lines[1])
    assert head is not None and table is not None, lines[:2]
    out = [f"Full Tilt Poker Game #{head[1]}: Table {table[1] or 'Felt'} ({table[2]} max) - "
           f"{head[2]}/{head[3]} - No Limit Hold'em - {head[5]} ET - {head[4]}"]
    button = f"The button is in seat #{table[3]}"
    for line in lines[2:]:
        seat = re.match(r"(Seat \d+: .+) \((\S+) in chips\)$", line)
        if seat is not None:
            out.append(f"{seat[1]} ({seat[2]})")
            continue
        if line == "*** HOLE CARDS ***":
            out.append(button)
        line = re.sub(r"^(.+?): posts (small|big) blind ", r"\1 posts the \2 blind of ", line)
        line = re.sub(r"^(.+?): posts the ante ", r"\1 antes ", line)
        line = re.sub(r"^(.+?): raises " + _MONEY + " to ", r"\1 raises to ", line)
        line = re.sub(r" and is all-in$", ", and is all in", line)
        line = re.sub(r"^(.+?): (folds|checks|calls|bets|mucks)", r"\1 \2", line)
        line = re.sub(r"^(.+?): shows (\[[^\]]*\]) \((.*)\)$", r"\1 shows \2 \3", line)
        line = re.sub(r"^(.+?) collected (" + _MONEY + r") from (?:the )?(main pot|pot|side "
                      r"pot)-?(\d+)?$", lambda m: f"{m[1]} wins the "
                      f"{m[3]}{' #' + m[4] if m[4] else ''} ({m[2]})", line)
        line = re.sub(r"^Uncalled bet \((\S+)\) returned to ", r"Uncalled bet of \1 returned to ",
                      line)
        line = re.sub(r"^Board \[", "Board: [", line)
        out.append(line)
    return "\n".join(out) + "\n\n\n"

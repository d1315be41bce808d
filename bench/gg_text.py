"""GGPoker's text (PokerCraft's export) of a hand Felt wrote as PokerStars text, for the import
bench (the reliability and sites issues ask the bench to hold for a second site's format).

Felt has no GGPoker writer, and the bench's hands must be ones we made, so this rewrites
Felt's own PokerStars export line by line into what PokerCraft writes: the ``Poker Hand #HD…``
header without a time zone, money in dollars (a chip is a cent), every player named in a
``Dealt to`` line, ``*** SHOWDOWN ***``, and the summary's further fees (all zero). Only the
lines Felt's exporter writes are rewritten; the import then reads them with the GGPoker reader.
"""

from __future__ import annotations

import re

_HEADER = re.compile(r"^PokerStars Hand #(\d+): (Hold'em [A-Za-z ]+) \((\d+)/(\d+)\) - "
                     r"(\S+ \S+)(?: \w+)?$")
_SEAT = re.compile(r"^(Seat \d+: .+ \()(\d+)( in chips\).*)$")
_MONEY = [  # (a line's pattern, the groups that are amounts)
    (re.compile(r"^(.+: posts (?:small blind|big blind|the ante|small & big blinds) )(\d+)"
                r"(.*)$"), (2,)),
    (re.compile(r"^(.+: raises )(\d+)( to )(\d+)(.*)$"), (2, 4)),
    (re.compile(r"^(.+: (?:calls|bets) )(\d+)(.*)$"), (2,)),
    (re.compile(r"^(Uncalled bet \()(\d+)(\) returned to .+)$"), (2,)),
    (re.compile(r"^(.+ collected )(\d+)( from .*)$"), (2,)),
]
_NUMBER = re.compile(r"(?<![\w#$.-])(\d+)(?![\w/:-]|\.\d)")
_FEES = " | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0"


def dollars(chips: int) -> str:
    """A chip count in dollars as PokerCraft writes them: ``$5``, ``$5.12``, ``$0.05``."""
    whole, cents = divmod(chips, 100)
    return f"${whole}" if cents == 0 else f"${whole}.{cents:02d}"


def _money(match: re.Match[str], amounts: tuple[int, ...]) -> str:
    return "".join(dollars(int(part)) if k in amounts else part
                   for k, part in enumerate(match.groups(), 1))


def gg_text(stars_text: str) -> str:
    """The hand ``stars_text`` (one hand of Felt's PokerStars export) as GGPoker writes it."""
    out: list[str] = []
    seated: list[str] = []
    summary = False
    for line in stars_text.split("\n"):
        header = _HEADER.match(line)
        seat = _SEAT.match(line)
        if header is not None:
            number, game, small, big, when = header.groups()
            out.append(f"Poker Hand #HD{number}: {game} ({dollars(int(small))}/"
                       f"{dollars(int(big))}) - {when}")
        elif summary and line.startswith("Seat "):  # "won (3088)"
            out.append(re.sub(r"\((\d+)\)", lambda m: f"({dollars(int(m[1]))})", line))
        elif seat is not None:
            seated.append(line.split(": ", 1)[1].rsplit(" (", 1)[0])
            out.append(f"{seat[1]}{dollars(int(seat[2]))}{seat[3]}")
        elif line.startswith("Table '"):
            out.append(line.replace(" (Play Money)", ""))
        elif line.startswith("Dealt to "):
            shown = line[len("Dealt to "):].rsplit(" [", 1)[0]
            out.extend(line if name == shown else f"Dealt to {name} " for name in seated)
        elif line == "*** SHOW DOWN ***":
            out.append("*** SHOWDOWN ***")
        elif line.startswith("Total pot "):
            out.append(_NUMBER.sub(lambda m: dollars(int(m[1])), line) + _FEES)
        else:
            summary = summary or line == "*** SUMMARY ***"
            out.append(_with_money(line))
    return "\n".join(out)


def _with_money(line: str) -> str:
    for pattern, amounts in _MONEY:
        found = pattern.match(line)
        if found is not None:
            return _money(found, amounts)
    return line


__all__ = ["dollars", "gg_text"]

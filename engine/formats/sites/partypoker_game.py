"""PartyPoker's game line, in every shape its clients wrote it over the years.

The line after ``***** Hand History for Game … *****`` names the game, the stakes (or the
cash table's buy-in, or the tournament's level) and the date:

- cash: ``$0.25/$0.50 USD NL Texas Hold'em - Sunday, July 10, 05:16:12 EDT 2011``, a buy-in
  in place of the stakes (``$2 USD NL Texas Hold'em - …``: the blinds are what is posted),
  ``$10 USD fastforward NL Texas Hold'em - Wednesday,August 31, …``, extra spaces
  (``$5  USD  NL  Texas Hold'em``), a fixed-limit table without a betting word
  (``$15/$30 USD Texas Hold'em``: the two bets), ``€25 EUR``, a tracker's ``NL Holdem``;
- tournaments: ``NL Texas Hold'em  Trny: 71487580 Level: 1  Blinds(10/20) - …``,
  ``Blinds-Antes(25/50 -5)``, ``FL Texas Hold'em  Trny:… Stakes(20/40)``, ``NL Texas Hold'em
  $11 USD Buy-in Trny: … - …``, ``Tourney Hand NL Texas Hold'em - …``;
- the newer form: ``0.10/0.25 Texas Hold'em Game Table (NL) - Mon Jul 16 21:05:24 EDT 2012``
  and ``20/40 Tourney Texas Holdem Game Table (NL) (SNG Tournament #241086059) (Buyin $0.23 +
  $0.02) - Thu Dec 05 18:57:46 EST 2019``.

A line naming another game (Omaha, Stud, Double Hold'em) is "not Hold'em".
"""

from __future__ import annotations

import re
from datetime import datetime

from engine.formats.sites.site_draft import Draft
from engine.formats.sites.site_draft import SiteTextError
from engine.formats.sites.site_draft import amount
from engine.formats.sites.site_draft import currency_of
from engine.rules.config import Betting

_HOLDEM_RE = re.compile(r"(?<![\w'])(?:Texas )?Hold'?em\b", re.IGNORECASE)
_OTHER_GAME_RE = re.compile(r"Double Hold'?em|Omaha|Stud|Razz|Draw", re.IGNORECASE)
_STAKES_RE = re.compile(r"^(?P<small>[$€£]?\s?\d[\d,.]*)/(?P<big>[$€£]?\s?\d[\d,.]*)\s")
_LEVEL_RE = re.compile(r"(?:Blinds|Stakes)(?:-Antes)?\((?P<small>[\d,.]+)/(?P<big>[\d,.]+)")
_BETTING_RE = re.compile(r"\b(?P<betting>NL|PL|FL|No Limit|Pot Limit|Fixed Limit)\b")
_TOURNAMENT_RE = re.compile(r"Trny:\s*(?P<id>\d+)|Tournament #(?P<number>\d+)")
_TOURNEY_RE = re.compile(r"\bTourney\b|\bBuy-in\b|\bTrny:")
# "Monday, August 30, 16:08:09 EDT 2010", "Sunday,December 23, …", a missing zone.
_LONG_DATE_RE = re.compile(r"\w+,\s*(?P<month>[A-Za-z]+) (?P<day>\d{1,2}), (?P<clock>\d{1,2}:\d{2}:"
                           r"\d{2})\s+(?:(?P<tz>[A-Z]{1,5})\s+)?(?P<year>\d{4})\s*$")
# "Mon Jul 16 21:05:24 EDT 2012"
_SHORT_DATE_RE = re.compile(r"\w{3} (?P<month>[A-Za-z]{3}) (?P<day>\d{1,2}) (?P<clock>\d{1,2}:"
                            r"\d{2}:\d{2})\s+(?:(?P<tz>[A-Z]{1,5})\s+)?(?P<year>\d{4})\s*$")
_BETTING = {"NL": Betting.NO_LIMIT, "NO LIMIT": Betting.NO_LIMIT, "PL": Betting.POT_LIMIT,
            "POT LIMIT": Betting.POT_LIMIT, "FL": Betting.FIXED_LIMIT,
            "FIXED LIMIT": Betting.FIXED_LIMIT}


def is_game_line(text: str) -> bool:
    """Whether ``text`` names a game, Hold'em or not (the line after the history's title)."""
    return _HOLDEM_RE.search(text) is not None or _OTHER_GAME_RE.search(text) is not None


def read_game(draft: Draft, number: int, text: str) -> None:
    """The game line into ``draft``: betting, stakes where written, tournament, currency and
    date; a line of another game raises ``not_holdem``."""
    if _OTHER_GAME_RE.search(text) or not _HOLDEM_RE.search(text):
        raise SiteTextError("not_holdem", f"line {number}: not Hold'em", line=number)
    head, _, tail = text.partition(" - ") if " - " in text else (text, "", "")
    head = " ".join(head.split())
    stakes = _STAKES_RE.match(head + " ")
    level = _LEVEL_RE.search(head)
    betting = _BETTING_RE.search(head)
    if betting is not None:
        draft.betting = _BETTING[betting["betting"].upper()]
    else:  # "$15/$30 USD Texas Hold'em": a fixed-limit table names no betting
        draft.betting = Betting.FIXED_LIMIT if stakes is not None else Betting.NO_LIMIT
    pair = stakes if stakes is not None else level
    if pair is not None and draft.betting is not Betting.FIXED_LIMIT:
        # A fixed-limit game's pair is its two bets: the blinds are what is posted.
        draft.small, draft.big = amount(pair["small"], number), amount(pair["big"], number)
    tournament = _TOURNAMENT_RE.search(head)
    if tournament is not None:
        draft.tournament = tournament["id"] or tournament["number"]
    elif _TOURNEY_RE.search(head):
        draft.tournament = ""  # named by its table line, if at all
    draft.currency = currency_of(head.split("Buy-in")[0].split("Buyin")[0])
    draft.played_at = _iso(tail or text)
    draft.table = ""  # the game line is read


def _iso(text: str) -> str | None:
    text = " ".join(text.split())
    for pattern, form in ((_LONG_DATE_RE, "%Y %B %d %H:%M:%S"),
                          (_SHORT_DATE_RE, "%Y %b %d %H:%M:%S")):
        found = pattern.search(text)
        if found is not None:
            try:
                return datetime.strptime(f"{found['year']} {found['month']} {found['day']} "
                                         f"{found['clock']}", form).isoformat()
            except ValueError:
                return None
    return None


__all__ = ["is_game_line", "read_game"]

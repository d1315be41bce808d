"""PartyPoker's game line in each shape its clients wrote (FPDB's real files), our lines."""

from __future__ import annotations

from decimal import Decimal

import pytest

from engine.formats.sites.partypoker_game import read_game
from engine.formats.sites.site_draft import Draft
from engine.formats.sites.site_draft import SiteTextError
from engine.rules.config import Betting


def _read(line: str) -> Draft:
    draft = Draft("partypoker", "1")
    read_game(draft, 2, line)
    return draft


@pytest.mark.parametrize(("line", "betting", "stakes", "currency", "tournament", "date"), [
    ("$0.25/$0.50 USD NL Texas Hold'em - Sunday, July 10, 05:16:12 EDT 2011",
     Betting.NO_LIMIT, ("0.25", "0.50"), "USD", None, "2011-07-10T05:16:12"),
    ("$2 USD NL Texas Hold'em - Monday, August 30, 16:08:09 EDT 2010",
     Betting.NO_LIMIT, None, "USD", None, "2010-08-30T16:08:09"),
    ("$5  USD  NL  Texas Hold'em - Sunday, March 31, 09:30:36 CEST 2013",
     Betting.NO_LIMIT, None, "USD", None, "2013-03-31T09:30:36"),
    ("$10 USD fastforward NL Texas Hold'em - Wednesday,August 31, 01:41:34 MESZ 2016",
     Betting.NO_LIMIT, None, "USD", None, "2016-08-31T01:41:34"),
    ("$15/$30 USD Texas Hold'em - Monday, April 11, 21:00:00 BST 2011",
     Betting.FIXED_LIMIT, None, "USD", None, "2011-04-11T21:00:00"),
    ("€25 EUR NL Texas Hold'em - Friday, December 30, 20:52:00 CET 2011",
     Betting.NO_LIMIT, None, "EUR", None, "2011-12-30T20:52:00"),
    ("$100.00 USD NL Holdem - Friday, March 19, 07:51:54 ET 2021",
     Betting.NO_LIMIT, None, "USD", None, "2021-03-19T07:51:54"),
    ("NL Texas Hold'em  Trny: 71487580 Level: 1  Blinds(10/20) - Friday, July 20, "
     "10:00:00 MSKS 2012", Betting.NO_LIMIT, ("10", "20"), None, "71487580",
     "2012-07-20T10:00:00"),
    ("NL Texas Hold'em $ 2 USD Buy-in Trny:65 Level:3  Blinds-Antes(25/50 -5) - Sunday, "
     "July 22, 12:00:00  2012", Betting.NO_LIMIT, ("25", "50"), "USD", "65",
     "2012-07-22T12:00:00"),
    ("FL Texas Hold'em  Trny:71 Level:4  Stakes(200/400) - Tuesday, July 17, 21:37:31 YEKST "
     "2012", Betting.FIXED_LIMIT, None, None, "71", "2012-07-17T21:37:31"),
    ("0.50/1 Texas Hold'em Game Table (NL)  -  Sun Jan 20 13:58:07 EST 2013",
     Betting.NO_LIMIT, ("0.50", "1"), None, None, "2013-01-20T13:58:07"),
    ("150/300 Tourney Texas Holdem Game Table (NL) (SNG Tournament #304152365) (Buyin $4.8 "
     "+ $0.2) - Thu Apr 29 20:17:29 EDT 2021", Betting.NO_LIMIT, ("150", "300"), None,
     "304152365", "2021-04-29T20:17:29"),
    ("Tourney Hand NL Texas Hold'em - Sunday, December 23, 07:21:56 ET 2018",
     Betting.NO_LIMIT, None, None, "", "2018-12-23T07:21:56"),
])
def test_every_game_line_shape(line: str, betting: Betting, stakes: tuple[str, str] | None,
                               currency: str | None, tournament: str | None,
                               date: str) -> None:
    draft = _read(line)
    assert draft.betting is betting
    assert (None if draft.small is None else (draft.small, draft.big)) == (
        None if stakes is None else (Decimal(stakes[0]), Decimal(stakes[1])))
    assert (draft.currency, draft.tournament, draft.played_at) == (currency, tournament, date)


@pytest.mark.parametrize("line", [
    "$2 USD NL Double Hold'em - Monday, May 21, 16:56:05 MSKS 2012",
    "0.10/0.25 Omaha Hi Game Table (PL) - Mon Feb 09 12:55:26 EST 2026",
    "$0.50/$1 USD 7 Card Stud - Monday, April 25, 14:20:12 EDT 2011",
])
def test_other_games_are_not_holdem(line: str) -> None:
    with pytest.raises(SiteTextError) as caught:
        _read(line)
    assert caught.value.code == "not_holdem" and caught.value.details["line"] == 2

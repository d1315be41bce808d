"""Full Tilt texts as FPDB's real files show them (issue 43), in hands we wrote: the 2013
header ("NL Hold'em - $0.01/$0.02"), a blind posted to come in and a dead small blind, "and is
all in" without its comma, streets with their pot, a sit & go walk that names no winner
before its summary and leaves out the small blind's fold, a Matrix match whose river only
the summary shows, fixed-limit stakes that are the bets, stakes in thousands, the short-lived
"Wed, July 21, 2010" date, a player sitting out said so only in the summary, UTF-16 files,
Hold'em Manager's archive, a board run twice (both boards replayed), and the files refused
with a sentence: tournament summaries, observed hands without seats."""

from __future__ import annotations

import codecs
import io
from decimal import Decimal
from pathlib import Path

from engine.core.cards import cards_str
from engine.evaluation.categories import STRAIGHT
from engine.evaluation.categories import STRAIGHT_FLUSH
from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from engine.formats.sites import fulltilt
from engine.rules.config import Betting
from engine.rules.events import PotAwarded
from tests.helpers.site_oracle import felt_results

MORE = Path(__file__).resolve().parents[3] / "data" / "sites" / "fulltilt_more.txt"


def by_id(path: Path = MORE) -> dict[str, ImportedHand]:
    out = {}
    for r in iter_hands(path):
        assert isinstance(r, ImportedHand), r
        out[str(r.hand_id)] = r
    return out


def test_2013_header_blind_to_come_in_and_all_in_without_a_comma() -> None:
    hand = by_id()["32600000001"]
    assert (hand.table, hand.currency, hand.stakes, hand.rake) == (
        "Vela", "USD", (Decimal("0.01"), Decimal("0.02")), 20)
    assert hand.played_at == "2013-05-08T08:55:55" and "Cy" not in hand.players
    assert felt_results(hand) == {"Bob": Decimal("-0.02"), "Dot": -2, "Ann": Decimal("2.02")}


def test_walk_named_only_in_the_summary_with_the_small_blinds_fold_left_out() -> None:
    hand = by_id()["32600000002"]
    assert (hand.tournament, hand.table) == ("253800001", "1") and "Gus" in hand.players
    assert felt_results(hand) == {"Eli": -15, "Fay": 15, "Gus": 0, "Hal": 0, "Ivy": 0}


def test_a_river_only_the_summary_shows() -> None:
    hand = by_id()["32600000003"]
    assert (hand.tournament, hand.table) == ("244600001", "2")
    assert len(hand.state.board) == 5
    assert felt_results(hand) == {"Kim": -125, "Lou": 0, "Jon": 125}


def test_limit_stakes_are_the_bets() -> None:
    hand = by_id()["32600000004"]
    assert hand.state.config.betting is Betting.FIXED_LIMIT and hand.stakes == (1, 2)
    assert felt_results(hand) == {"Ned": Decimal("-0.50"), "Oda": -3, "Max": Decimal("3.50")}


def test_stakes_in_thousands_and_the_older_date() -> None:
    assert by_id()["29500000005"].stakes == (50000, 100000)
    hand = by_id()["22400000006"]
    assert hand.played_at == "2010-07-21T15:13:00"
    assert felt_results(hand) == {"Sam": Decimal("-0.02"), "Tea": Decimal("0.09"),
                                  "Rod": Decimal("-0.07")}


def test_a_player_sitting_out_said_so_only_in_the_summary() -> None:
    hand = by_id()["32700000007"]
    assert "Val" not in hand.players and felt_results(hand)["Wes"] == Decimal("0.02")


def test_utf16_and_the_archive_read_as_the_same_hands(tmp_path: Path) -> None:
    text = MORE.read_text()
    wide = tmp_path / "FT20130508 Vela.txt"
    wide.write_bytes(codecs.BOM_UTF16_LE + text.replace("\n", "\r\n").encode("utf-16-le"))
    archive = tmp_path / "archive.txt"
    hands = text.strip().split("\n\n\n\n")
    archive.write_text("BEGIN\n" + "".join(
        f"{h.strip().replace('Full Tilt Poker Game', 'FullTiltPoker Game')}\n"
        f"Duration 41s\n******************** # {k + 2} *******************\n"
        for k, h in enumerate(hands)))
    expected = {k: felt_results(h) for k, h in by_id().items()}
    for path in (wide, archive):
        assert detect(path) == "fulltilt"
        assert {k: felt_results(h) for k, h in by_id(path).items()} == expected


def test_summaries_and_observed_hands_are_refused_with_a_sentence() -> None:
    summary = ("Full Tilt Poker Tournament Summary Step 2 (Super Turbo) (243800001) Hold'em "
               "No Limit (Steps, Super Turbo)\nBuy-In: $8.30 + $0.40\n9 Entries\n")
    assert fulltilt.starts_a_hand(summary)
    (got,) = fulltilt.parse_hands(io.BytesIO(summary.encode()), "s.txt")
    assert isinstance(got, SkippedHand) and got.code == "not_hands"
    assert "tournament summary" in got.reason
    observed = ("Full Tilt Poker Game #1000000001: Table Reef (6 max) - $25/$50 - No Limit "
                "Hold'em - 17:47:12 ET - 2006/10/09\nAnn posts the small blind of $25\nBob "
                "posts the big blind of $50\nThe button is in seat #3\n*** HOLE CARDS ***\n")
    (got,) = fulltilt.parse_hands(io.BytesIO(observed.encode()), "o.txt")
    assert isinstance(got, SkippedHand) and got.code == "no_seats" and got.line == 2
    assert "lists no seats" in got.reason


RUN_TWICE = """Full Tilt Poker Game #29900000009: Table Hill (heads up, deep) - 500/1,000 - \
No Limit Hold'em - 21:40:27 ET - 2011/04/15
Seat 1: Ann (119,500)
Seat 2: Bob (199,000)
Bob posts the small blind of 500
Ann posts the big blind of 1,000
The button is in seat #2
*** HOLE CARDS ***
Dealt to Ann [8h 7h]
Bob raises to 3,000
Ann calls 2,000
*** FLOP *** [8d 6c 7d]
Ann bets 5,000
Bob raises to 21,000
Ann raises to 116,500, and is all in
Bob calls 95,500
Players agree to Run It Twice
Ann shows [8h 7h]
Bob shows [5d Td]
*** TURN 1 *** [8d 6c 7d] [Jd]
*** RIVER 1 *** [8d 6c 7d Jd] [9d]
*** TURN 2 *** [8d 6c 7d] [9s]
*** RIVER 2 *** [8d 6c 7d 9s] [3s]
*** SHOW DOWN 1 ***
Ann shows two pair, Eights and Sevens
Bob shows a straight flush, Jack high
*** SHOW DOWN 2 ***
Ann shows two pair, Eights and Sevens
Bob shows a straight, Ten high
Bob wins pot 1 (119,500) with a straight flush, Jack high
Bob wins pot 2 (119,500) with a straight, Ten high
*** SUMMARY ***
Total pot 239,000 | Rake 0
*** SUMMARY 1 ***
Pot 1 119,500
Board: [8d 6c 7d Jd 9d]
Seat 1: Ann (big blind) showed [8h 7h] and lost with two pair, Eights and Sevens
Seat 2: Bob (small blind) showed [5d Td] and won (119,500) with a straight flush, Jack high
*** SUMMARY 2 ***
Pot 2 119,500
Board: [8d 6c 7d 9s 3s]
Seat 1: Ann (big blind) showed [8h 7h] and lost with two pair, Eights and Sevens
Seat 2: Bob (small blind) showed [5d Td] and won (119,500) with a straight, Ten high
"""


def test_a_board_run_twice_is_replayed_on_both_boards() -> None:
    (hand,) = fulltilt.parse_hands(io.BytesIO(RUN_TWICE.encode()), "r.txt")
    assert isinstance(hand, ImportedHand), hand
    assert cards_str(hand.state.board) == "8d6c7dJd9d"
    assert cards_str(hand.state.second_board) == "8d6c7d9s3s"
    assert felt_results(hand) == {"Ann": -119500, "Bob": 119500}
    paid = [(e.shares, e.category) for e in hand.state.events if isinstance(e, PotAwarded)]
    assert paid == [(((1, 119500),), STRAIGHT_FLUSH), (((1, 119500),), STRAIGHT)]  # Bob twice


FLIPOUT = """Full Tilt Poker Game #34500000001: $300 Flipout (272200001), Table 1 - NL Hold'em - \
2B/2B Ante 2B - 04:46:00 ET - 2014/08/07
Seat 1: Ann (3,000)
Seat 2: Bob (3,000)
Seat 3: Cy (3,000)
Ann antes 3,000, and is all in
Bob antes 3,000, and is all in
Cy antes 3,000, and is all in
Ann checks
Bob checks
The button is in seat #3
*** HOLE CARDS ***
Ann shows [9s 3c]
Bob shows [8c 4h]
Cy shows [Jc Jh]
*** FLOP *** [4s 8h Ts] (Total Pot: 9,000, 3 Players, 3 All-In)
*** TURN *** [4s 8h Ts] [5h] (Total Pot: 9,000, 3 Players, 3 All-In)
*** RIVER *** [4s 8h Ts 5h] [6d] (Total Pot: 9,000, 3 Players, 3 All-In)
Bob wins the pot (9,000) with two pair, Eights and Fours
*** SUMMARY ***
Total pot 9,000 | Rake 0
Board: [4s 8h Ts 5h 6d]
Seat 1: Ann (small blind) showed [9s 3c] and lost with Ten Nine high
Seat 2: Bob (big blind) showed [8c 4h] and won (9,000) with two pair, Eights and Fours
Seat 3: Cy (button) showed [Jc Jh] and lost with a pair of Jacks
"""


def test_a_flipout_every_player_all_in_from_his_ante_without_stakes() -> None:
    (hand,) = fulltilt.parse_hands(io.BytesIO(FLIPOUT.encode()))
    assert isinstance(hand, ImportedHand), hand
    assert felt_results(hand) == {"Ann": -3000, "Bob": 6000, "Cy": -3000}


def test_a_hand_cut_to_its_header_and_summary_is_refused_with_a_sentence() -> None:
    cut = ("Full Tilt Poker Game #31400000009: $26 Super Turbo Matrix (244600001), Match 4 - "
           "15/30 - No Limit Hold'em - 09:21:03 EET - 2012/11/23\n*** SUMMARY ***\n"
           "Total pot 30 | Rake 0\n")
    got, rest = fulltilt.parse_hands(io.BytesIO((cut + FLIPOUT).encode()), "m.txt")
    assert isinstance(rest, ImportedHand)
    assert isinstance(got, SkippedHand) and got.code == "no_play" and got.line == 2
    assert "only its header and summary" in got.reason

"""The Winning Poker Network's older text (issue 43): hands we wrote in the shapes its client
wrote until about 2019, found in FPDB's real files (UTF-16 and UTF-8, blank lines between
lines or none, the chips each step adds, fixed limit told by its blinds, tournaments named by
their table line, play money, a straddle, a blind posted to come in, a player waiting for the
big blind, a player the text leaves unnamed, seated or not (all in, then, and paid the pot),
Six Plus Hold'em, a capped table, rake and jackpot fee; from HHSmithy's public files of 2014 a
jackpot fee the text does not name and a missed small blind posted as a dead bet), each
replayed and checked against what its summary says each player collected; and the same
rules' new lines in WPN's current text."""

from __future__ import annotations

import codecs
import io
from decimal import Decimal
from pathlib import Path

from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from engine.formats.sites import wpn
from engine.rules.config import Betting
from engine.rules.events import PotAwarded
from tests.helpers.site_oracle import felt_results
from tests.helpers.site_oracle import hands_by_id

DATA = Path(__file__).resolve().parents[3] / "data" / "sites"
CLASSIC = DATA / "wpn_classic_hands.txt"
CURRENT = DATA / "wpn_hands.txt"


def by_id(path: Path = CLASSIC) -> dict[str, ImportedHand]:
    out = {}
    for r in iter_hands(path):
        assert isinstance(r, ImportedHand), r
        out[str(r.hand_id)] = r
    return out


def test_the_older_text_is_told_apart_and_every_hand_replays() -> None:
    assert detect(CLASSIC) == "wpn"
    assert len(by_id()) == 7


def test_a_utf16_file_reads_as_the_same_hands(tmp_path: Path) -> None:
    wide = tmp_path / "HH20160503 G1.txt"
    wide.write_bytes(codecs.BOM_UTF16_LE + CLASSIC.read_text().replace("\n", "\r\n").encode(
        "utf-16-le"))
    assert detect(wide) == "wpn"
    assert {k: felt_results(h) for k, h in by_id(wide).items()} == {
        k: felt_results(h) for k, h in by_id().items()}


def test_cash_hand_with_rake_and_a_jackpot_fee() -> None:
    hand = by_id()["500000001"]
    assert (hand.table, hand.currency, hand.played_at) == ("Orchard - 3", "USD",
                                                            "2016-05-03T09:04:07")
    assert (hand.rake, hand.jackpot) == (11, 4) and "Dee" in hand.players
    assert felt_results(hand) == {"Ann": Decimal("-0.05"), "Bob": Decimal("-0.70"),
                                  "Cy": Decimal("0.75"), "Dee": 0}


def test_fixed_limit_is_told_by_a_big_blind_equal_to_the_first_stake() -> None:
    hand = by_id()["500000002"]
    assert hand.state.config.betting is Betting.FIXED_LIMIT
    assert hand.state.config.big_blind == 2 * hand.scale and hand.rake == 80
    assert felt_results(hand) == {"Fay": 16, "Eli": -16}


def test_tournament_named_by_its_table_line_with_antes_and_an_all_in() -> None:
    hand = by_id()["500000003"]
    assert (hand.tournament, hand.table, hand.currency) == ("$3.30 Turbo Heads-up", "1", None)
    assert felt_results(hand) == {"Gus": 1180, "Hal": -1180}


def test_play_money_straddle_a_blind_posted_to_come_in_and_one_waiting() -> None:
    hand = by_id()["500000004"]
    assert hand.currency is None and "Max" not in hand.players
    assert hand.state.actor is None and hand.rake == 300
    assert felt_results(hand) == {"Ivy": -5, "Jon": -20, "Lou": 115, "Ned": -90, "Kim": 0}


def test_the_one_seated_player_no_line_names_is_the_unnamed_one() -> None:
    hand = by_id()["500000005"]
    assert felt_results(hand) == {"Quin": -1, "Oda": -6, "Pia": 7}


def test_six_plus_holdem_is_short_deck_and_a_mucked_hand_is_known() -> None:
    hand = by_id()["500000006"]
    assert hand.state.config.short_deck
    assert felt_results(hand)["Rod"] == Decimal("0.37")


def test_a_capped_table_stops_each_player_at_the_cap() -> None:
    hand = by_id()["500000007"]
    assert felt_results(hand) == {"Uma": Decimal("-0.01"), "Val": Decimal("-0.60"),
                                  "Wes": Decimal("0.61")}


def test_a_player_with_no_seat_who_plays_is_refused_with_the_line() -> None:
    text = CLASSIC.read_text().replace("Player Gus ante (5)\n",
                                       "Player Gus ante (5)\nPlayer  ante (5)\n", 1)
    got = [r for r in wpn.parse_hands(io.BytesIO(text.encode()), "t.txt")
           if isinstance(r, SkippedHand)]
    assert len(got) == 1 and got[0].code == "unknown_player"
    assert "no seat" in got[0].reason and "'Player  ante (5)'" in got[0].reason


SEATLESS = DATA / "wpn_classic_seatless.txt"  # the shape of FPDB's "unknown.player.acts"


def test_a_player_without_name_or_seat_who_goes_all_in_is_seated_and_paid() -> None:
    # "Player  ante (10)", "Player  allin (850)", no seat line, no summary line: he sits on
    # the button's seat (nobody's seat line names it), his stack is what he put in, and he
    # won the pot no named player collects, with cards the text never shows.
    hand = hands_by_id(SEATLESS)["700000001"]
    stranger = hand.players.index("")
    assert hand.seats[stranger] == 4
    assert hand.state.starting_stacks[stranger] == 860
    assert felt_results(hand) == {"Bea": -860, "Ari": -110, "": 970}
    (award,) = [e for e in hand.state.events if isinstance(e, PotAwarded)]
    assert award.category is None  # won by a hand nobody saw, not by the shown queens


def _seatless(old: str, new: str) -> SkippedHand:
    text = SEATLESS.read_text()
    assert old in text
    (got,) = wpn.parse_hands(io.BytesIO(text.replace(old, new).encode()), "s.txt")
    assert isinstance(got, SkippedHand)
    return got


def test_a_player_without_name_or_seat_who_is_not_all_in_is_refused() -> None:
    # He calls and keeps chips nobody wrote: his stack is unknown, so the hand is refused.
    got = _seatless("Player  allin (850)\nPlayer Bea raises (1550)\nPlayer Ari folds\n"
                    "Uncalled bet (750) returned to Bea\n",
                    "Player  calls (100)\nPlayer Bea calls (50)\nPlayer Ari checks\n")
    assert got.code == "unknown_player" and got.line == 8
    assert "without going all in, so his chips are written nowhere" in got.reason


def test_a_seatless_winner_is_held_to_the_pot_the_summary_writes() -> None:
    # A pot written 10 chips above what the players bet: what he would win is not what the
    # replay pays him.
    got = _seatless("Pot: 1830", "Pot: 1840")
    assert got.code == "collected_mismatch"


def test_current_text_dead_blind_walk_and_cap() -> None:
    hands = by_id(CURRENT)
    assert felt_results(hands["160000101"]) == {"Cal": Decimal("-0.05"), "Ed": Decimal(
        "-0.05"), "Flo": Decimal("0.10"), "Abe": 0, "Bea": 0}
    assert felt_results(hands["160000102"])["Flo"] == Decimal("0.02")
    capped = hands["160000103"]
    assert (capped.rake, capped.jackpot) == (6, 2)
    assert felt_results(capped) == {"Hob": Decimal("-0.01"), "Ike": Decimal("-0.60"),
                                    "Jem": Decimal("0.61")}


def test_a_hand_run_twice_is_refused_with_a_sentence() -> None:
    text = next(h for h in CURRENT.read_text().split("\n\n") if "#160000103 " in h).replace(
        "*** FLOP *** [Kd 8c 3h]", "*** RUN IT TWICE ***\n*** FLOP 1 *** [Kd 8c 3h]")
    (got,) = wpn.parse_hands(io.BytesIO(text.encode()), "r.txt")
    assert isinstance(got, SkippedHand) and got.code == "run_twice" and got.line == 14
    assert "run twice" in got.reason and "'*** RUN IT TWICE ***'" in got.reason


def test_current_text_straddle_and_a_blind_posted_to_come_in() -> None:
    hand = by_id(CURRENT)["160000104"]
    assert hand.rake == 8
    assert felt_results(hand) == {"Lea": Decimal("-0.05"), "Mo": Decimal("-0.10"),
                                  "Nia": Decimal("0.95"), "Oz": Decimal("-0.80"), "Kay": 0}


SPRING_2014 = DATA / "wpn_classic_2014.txt"  # shapes of 2014 seen in HHSmithy's public files


def test_a_2014_jackpot_table_takes_a_fee_it_does_not_name() -> None:
    # "Pot: 4.28. Rake 0.22" while the players bet 4.75: the 0.25 beyond is the jackpot fee
    hand = by_id(SPRING_2014)["900000001"]
    assert (hand.rake, hand.jackpot) == (47, 25)
    assert felt_results(hand) == {"Ann": Decimal("-0.25"), "Bob": Decimal("-2.25"),
                                  "Cid": Decimal(0), "Dee": Decimal("2.50")}


def test_a_small_blind_missed_is_posted_as_a_dead_bet() -> None:
    # "posts (0.25) as a dead bet" and "posts (0.50)": the 0.25 stays in the pot, dead
    hand = by_id(SPRING_2014)["900000002"]
    assert hand.rake == 11
    assert felt_results(hand) == {"Ann": Decimal("-0.50"), "Bob": Decimal(0),
                                  "Cid": Decimal("-0.50"), "Dee": Decimal("-0.50"),
                                  "Eve": Decimal("1.50")}


def test_a_hand_with_one_player_dealt_in_is_cancelled(tmp_path: Path) -> None:
    # The other player sits out: the small blind is given back, nobody plays ("Pot: 0").
    path = tmp_path / "cancelled.txt"
    path.write_text("Game started at: 2015/1/2 16:32:12\n"
                    "Game ID: 900000003 2/4 Feltite - CAP - 6-Max (Hold'em)\n"
                    "Seat 3 is the button\nSeat 1: Ann (397.36).\nSeat 3: Bob (485.70).\n"
                    "Player Bob has small blind (2)\nPlayer Ann sitting out\n"
                    "Uncalled bet (2) returned to Bob\n------ Summary ------\nPot: 0. Rake 0\n"
                    "Player Ann does not show cards.Bets: 0. Collects: 0. Wins: 0.\n"
                    "Player Bob does not show cards.Bets: 0. Collects: 0. Wins: 0.\n"
                    "Game ended at: 2015/1/2 16:32:13\n", encoding="utf-8")
    (skip,) = iter_hands(path)
    assert isinstance(skip, SkippedHand) and skip.code == "cancelled"
    assert "one player was dealt in" in skip.reason

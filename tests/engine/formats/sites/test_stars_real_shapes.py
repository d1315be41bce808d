"""PokerStars as players' files really are (issue 43): each line shape found in real files,
in a hand we wrote, replayed and held to what its text pays.

The shapes: "Name: sits out" of a player with no seat, Limit headers that name the bets,
"Betting is capped", a capped table's header with two spaces, 6+ Hold'em's "Button Blind -
Ante" header, a raise nobody left can call more of, a dead small blind, a big blind all-in
on his ante (the whole blind still owed) and a knockout's bounty line, a player all-in from
his blind whom the site folds, a converter's walk ("returned" whole, "Table deposit"), a
home game's club and a card shown as "XX", a cash-out by both players all-in (the pot as
played out, from the summary); refused in a sentence: Split Hold'em, a cancelled hand, run it
twice. Results are the engine's (which
takes no rake: the
winner's share of it is in his result)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from engine.formats.sites.pokerstars_import import parse_hands
from engine.rules.config import Betting
from tests.helpers.site_oracle import amounts
from tests.helpers.site_oracle import felt_results

SITES = Path(__file__).resolve().parents[3] / "data" / "sites"
SHAPES = SITES / "stars_real_shapes.txt"


def _results() -> dict[str, ImportedHand | SkippedHand]:
    return {str(r.hand_id): r for r in iter_hands(SHAPES)
            if isinstance(r, ImportedHand | SkippedHand)}


RESULTS = _results()


def _hand(number: int) -> ImportedHand:
    hand = RESULTS[f"6100000000{number:02d}"]
    assert isinstance(hand, ImportedHand), hand
    return hand



def test_a_limit_header_names_the_bets_and_unseated_players_sit_out() -> None:
    hand = _hand(1)
    config = hand.state.config
    assert config.betting is Betting.FIXED_LIMIT
    # "Hold'em Limit ($1/$2)": blinds of $0.50 and $1, bets of $1 and $2
    assert (config.small_blind, config.big_blind) == (50, 100)
    assert (config.small_bet, config.big_bet) == (100, 200)
    assert hand.players == ("Bob", "Cid", "Ann")  # Dee and Eve have no seat
    assert felt_results(hand) == amounts(Ann="-4", Bob="-5", Cid="9")
    assert hand.rake == 60


def test_a_capped_table_with_two_spaces_and_a_table_of_no_size() -> None:
    hand = _hand(2)
    assert hand.fields["cap"] == "10" and hand.table == "Felt Cap"
    assert felt_results(hand) == amounts(Ann="1.75", Bob="-0.25", Cid="-1.50")


def test_short_deck_button_blind_and_ante_header() -> None:
    hand = _hand(3)
    assert hand.state.config.short_deck and hand.currency == "USD"
    assert hand.stakes == (Decimal(1), Decimal(1))
    assert felt_results(hand) == amounts(Ann="-4", Bob="5", Cid="-1")


def test_a_raise_nobody_can_call_is_the_call_it_amounts_to() -> None:
    # Bob "raises to 5.90" over an all-in of 3.20 that Cid, behind, cannot even call whole:
    # PokerStars takes it and returns 2.70 at once; the replay calls and returns the rest.
    hand = _hand(4)
    assert felt_results(hand) == amounts(Ann="0", Bob="-3.20", Cid="-0.50", Dee="3.85",
                                    Eve="-0.05", Fay="-0.10")


def test_a_second_small_blind_is_dead_money() -> None:
    hand = _hand(5)
    assert felt_results(hand) == amounts(Ann="0", Bob="-0.02", Cid="-0.02", Dee="0.04")


def test_a_big_blind_all_in_on_his_ante_leaves_the_whole_blind_owed() -> None:
    hand = _hand(6)  # also "Dee wins the $0.25 bounty for eliminating Bob"
    assert felt_results(hand) == amounts(Ann="-135", Bob="-11", Cid="-15", Dee="161")


def test_a_player_all_in_from_his_blind_folded_by_the_site_gives_up_the_pot() -> None:
    hand = _hand(7)  # Dee held aces, but the site folded his hand while he sat out
    assert felt_results(hand) == amounts(Ann="0", Bob="260", Cid="-120", Dee="-20", Eve="-120")


def test_a_converters_walk_returns_the_whole_blind_and_pays_the_small_one() -> None:
    hand = _hand(8)
    assert felt_results(hand) == amounts(Ann="0", Bob="0", Cid="-10", Dee="10")


def test_a_home_games_club_and_a_card_shown_as_xx() -> None:
    hand = _hand(9)
    assert hand.currency is None and hand.table == "Felt Home"
    ann = hand.state.position_of(hand.state.seats[hand.players.index("Ann")])
    assert ann in hand.state.unknown  # one card of two known: never a real hand
    assert felt_results(hand) == amounts(Ann="-16", Bob="16")


def test_both_players_cashed_out_the_pot_is_kept_as_played_out() -> None:
    # Both all-in players cashed out; the summary names what the pot paid Bob ("won ($58)
    # ... (pot not awarded as player cashed out)"): the hand is replayed and held to it.
    hand = _hand(11)
    assert hand.rake == 2  # whole dollars: the hand is kept in dollars
    assert felt_results(hand) == amounts(Ann="-30", Bob="30")


@pytest.mark.parametrize(("code", "words"), [
    ("not_holdem", "Split Hold'em (two boards, each paying half the pot) is a game Felt "
                   "does not play"),
    ("cancelled", "the site cancelled the hand before it was played out"),
])
def test_refused_in_a_sentence_naming_file_line_and_reason(code: str, words: str) -> None:
    skips = [r for r in iter_hands(SHAPES) if isinstance(r, SkippedHand)]
    assert sorted(s.code for s in skips) == ["cancelled", "not_holdem"]
    skip = next(s for s in skips if s.code == code)
    assert skip.reason.startswith(f"{SHAPES}: hand at line ") and words in skip.reason
    assert skip.line is not None and f"line {skip.line}: " in skip.reason


@pytest.mark.parametrize(("header", "betting", "tournament", "stakes"), [
    ("PokerStars Hand #1: Zoom Tournament #932545562, $3.00+$0.30 USD Hold'em No Limit - "
     "Level X (100/200) - 2014/07/20 9:26:31 ET", Betting.NO_LIMIT, "932545562", ("100", "200")),
    ("PokerStars Hand #2: Tournament #35055742, Hold'em No Limit - Match Round I, Level I "
     "(15/30) - 2006/11/03 9:33:53 ET", Betting.NO_LIMIT, "35055742", ("15", "30")),
    ("PokerStars Hand #3:  Mixed NLH/PLO (Hold'em No Limit, $0.10/$0.25 USD) - 2012/04/15 "
     "21:33:56 EET [2012/04/15 14:33:56 ET]", Betting.NO_LIMIT, None, ("0.10", "0.25")),
    ("PokerStars Game #4: Tournament #29443, $2.00+$0.20 USD Mixed Hold'em (Hold'em Limit) - "
     "Level I (40/80) - 2010/07/26 4:19:43 ET", Betting.FIXED_LIMIT, "29443", ("40", "80")),
    ("PokerStars Hand #5: Tournament #20120900, $200+$15 USD Hold'em Pot Limit Pre-Flop, No "
     "Limit Post-Flop - Level I (10/20) - 2012/09/14 17:05:13 ET", Betting.NO_LIMIT,
     "20120900", ("10", "20")),
    ("POKERSTARS GAME #6:  HOLD'EM NO LIMIT ($2/$4) - 2007/11/11 - 13:27:23 (ET)",
     Betting.NO_LIMIT, None, ("2", "4")),
])
def test_headers_of_every_kind_found(header: str, betting: Betting, tournament: str | None,
                                     stakes: tuple[str, str]) -> None:
    # a walk under each header: the big blind of two players keeps the small blind
    small, big = (Decimal(x) for x in stakes)
    blind = small / 2 if betting is Betting.FIXED_LIMIT else small  # a Limit header: bets
    text = (f"{header}\nTable 'Felt' 6-max Seat #1 is the button\nSeat 1: Ann (1000 in chips)"
            f"\nSeat 2: Bob (1000 in chips)\nAnn: posts small blind {blind}\nBob: posts big "
            f"blind {small if betting is Betting.FIXED_LIMIT else big}\n*** HOLE CARDS ***\n"
            f"Ann: folds\nBob collected {blind * 2} from pot\n*** SUMMARY ***\n"
            f"Total pot {blind * 2} | Rake 0\n")
    (hand,) = parse_hands([line.encode() for line in text.splitlines(keepends=True)])
    assert isinstance(hand, ImportedHand), hand
    assert hand.state.config.betting is betting and hand.tournament == tournament
    assert hand.stakes == (small, big)


def test_a_trackers_archive_of_hands_is_read() -> None:
    path = SITES / "stars_archive.txt"
    assert detect(path) == "pokerstars"
    hands = list(iter_hands(path))
    assert [type(h) for h in hands] == [ImportedHand, ImportedHand]
    assert [h.hand_id for h in hands] == ["640000000001", "640000000002"]


def test_a_board_run_three_times_is_refused_naming_why() -> None:
    text = (SITES / "stars_variants.txt").read_text().split("\n\n\n\n")[6]
    assert "*** SECOND RIVER ***" in text
    text = text.replace("*** FIRST SHOW DOWN ***",
                        "*** THIRD FLOP *** [Jd Js Jc]\n*** FIRST SHOW DOWN ***")
    (skip,) = parse_hands([line.encode() for line in text.splitlines(keepends=True)])
    assert isinstance(skip, SkippedHand) and skip.code == "run_twice"
    assert "the board was run three times, and Felt replays a board run once or twice" in \
        skip.reason

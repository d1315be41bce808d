"""888poker texts as FPDB's real files show them (issue 43), in hands we wrote: brands other
than "888poker" (Cassava, 888.ro BLAST), amounts in the player's language ("0,01 $", "25 000",
"8.000 $"), play money ("Practice Play"), tournaments written without a date, a dead blind
beside a live one ("[0,01 $ + 0,02 $]"), fixed limit, a player who will not post his blind,
a winner's "collected" holding his own bet nobody called, a big blind who owes nothing left
unwritten when the board comes, cards in German, French and Russian, and a cancelled hand
refused with a sentence; a tournament's summary file told as no hands."""

from __future__ import annotations

import io
from decimal import Decimal
from pathlib import Path

from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from engine.formats.sites import pacific
from engine.rules.config import Betting
from tests.helpers.site_oracle import felt_results

MORE = Path(__file__).resolve().parents[3] / "data" / "sites" / "888_more.txt"


def hands(data: bytes | None = None) -> dict[str, ImportedHand | SkippedHand]:
    found = (pacific.parse_hands(io.BytesIO(data), "t.txt") if data is not None
             else iter_hands(MORE))
    return {str(r.hand_id or r.section): r for r in found}


def imported(key: str, data: bytes | None = None) -> ImportedHand:
    hand = hands(data)[key]
    assert isinstance(hand, ImportedHand), hand
    return hand


def test_amounts_in_the_players_language() -> None:
    assert pacific.money("0,01 $", 1) == Decimal("0.01")
    assert pacific.money("1 200 000", 1) == 1200000
    assert pacific.money("8.000 $", 1) == 8000
    assert pacific.money("$1,168.50", 1) == Decimal("1168.50")
    assert pacific.money("15\u00a0788,50 $", 1) == Decimal("15788.50")


def test_dead_blind_beside_a_live_one_and_german_cards() -> None:
    assert detect(MORE) == "888poker"
    hand = imported("900000001")
    assert (hand.currency, hand.stakes, hand.played_at) == (
        "USD", (Decimal("0.01"), Decimal("0.02")), "2011-07-15T15:18:32")
    assert felt_results(hand) == {"Dot": Decimal("-0.01"), "Eve": Decimal("-0.02"), "Ann": 0,
                                  "Bob": Decimal("-0.03"), "Cy": Decimal("0.06")}


def test_tournaments_without_a_date_in_thousands() -> None:
    hand = imported("900000002")
    assert (hand.tournament, hand.table, hand.played_at) == ("260000001", "1", None)
    assert felt_results(hand) == {"Gil": -800000, "Fox": 800000}
    hand = imported("900000003")
    assert felt_results(hand) == {"Jon": -8000, "Hal": -10000, "Ivy": 18000}


def test_play_money_a_player_who_will_not_post_and_an_uncalled_bet_collected() -> None:
    hand = imported("900000004")
    assert hand.currency is None and "Lou" not in hand.players
    assert hand.state.config.betting is Betting.POT_LIMIT
    assert felt_results(hand) == {"Oda": -1, "Kim": -2, "Max": -8, "Ned": 11}


def test_fixed_limit_all_in_big_blind_and_rake() -> None:
    hand = imported("900000005")
    assert hand.state.config.betting is Betting.FIXED_LIMIT and hand.rake == 125
    assert felt_results(hand) == {"Sam": -5, "Pia": 15, "Quin": 0, "Rod": -10}


def test_a_cancelled_hand_is_refused_with_a_sentence() -> None:
    (skipped,) = [r for r in hands().values() if isinstance(r, SkippedHand)]
    assert skipped.code == "cancelled" and skipped.line == 136
    assert "cancelled" in skipped.reason and "nobody posted a big blind" in skipped.reason
    assert "'Uma folds'" in skipped.reason


def test_the_big_blinds_check_left_out_when_the_board_comes() -> None:
    hand = imported("900000007")
    assert felt_results(hand) == {"Val": -999, "Wes": 1149, "Xan": -150}


def test_french_and_russian_cards() -> None:
    text = MORE.read_text().split("\n\n")[1]
    french = text.replace("[ Qh, 7c, 2d ]", "[ Qc, 7t, 2d ]").replace(
        "[ 9s ]", "[ 9p ]").replace("[ 3h ]", "[ 3c ]").replace(
        "[ Ah, Qd ]", "[ Ac, Qd ]").replace("[ Kc, Kh ]", "[ Kt, Kc ]")
    hand = imported("900000002", french.encode())
    assert [str(c) for c in hand.state.board][:3] == [
        str(c) for c in imported("900000002").state.board][:3]
    russian = text.replace("[ Qh, 7c, 2d ]", "[ \u0414h, 7c, 2d ]").replace(
        "[ Kc, Kh ]", "[ \u041ac, \u041ah ]").replace("[ Ah, Qd ]", "[ \u0422h, \u0414d ]")
    for data in (russian.encode("cp1251"), russian.encode()):
        assert felt_results(imported("900000002", data)) == {"Gil": -800000, "Fox": 800000}


def test_a_straddle_acts_last_before_the_flop() -> None:
    hand = imported("900000008")
    assert felt_results(hand) == {"Ben": Decimal("-0.05"), "Cal": Decimal("-0.10"),
                                  "Dee": Decimal("0.35"), "Ada": Decimal("-0.20")}


def test_a_spanish_ten_and_a_step_that_reaches_a_tables_cap() -> None:
    text = MORE.read_text().split("\n\n")[1]
    spanish = text.replace("[ Qh, 7c, 2d ]", "[ Qc, 7t, 2d ]").replace(
        "[ 9s ]", "[ Dp ]").replace("[ 3h ]", "[ 3c ]").replace(
        "[ Ah, Qd ]", "[ Ac, Qd ]").replace("[ Kc, Kh ]", "[ Kt, Kc ]")
    hand = imported("900000002", spanish.encode())
    english = imported("900000002")
    assert hand.state.board[:3] == english.state.board[:3]
    assert hand.state.board[3] != english.state.board[3]  # the ten of spades, not the nine
    assert felt_results(hand) == {"Gil": -800000, "Fox": 800000}
    capped = text.replace("Fox raises [775 000]", "Fox raises [775 000] and has reached the "
                          "800 000 cap").replace("Gil calls [750 000]",
                                                 "Gil calls [750 000] and is all-in")
    assert felt_results(imported("900000002", capped.encode())) == {"Gil": -800000,
                                                                    "Fox": 800000}


def test_a_player_who_would_not_post_yet_plays_is_refused_with_the_line() -> None:
    text = next(h for h in MORE.read_text().split("\n\n") if "#Game No : 900000004" in h)
    odd = text.replace("Ned raises [8]", "Lou calls [2]\nNed raises [8]")
    (got,) = pacific.parse_hands(io.BytesIO(odd.encode()), "p.txt")
    assert isinstance(got, SkippedHand) and got.code == "unknown_player"
    assert "'Lou calls [2]'" in got.reason and "not dealt in" in got.reason


def test_the_brand_line_tells_888_from_other_sites() -> None:
    for brand in ("888poker", "Cassava", "888.ro BLAST", "888poker.ca-on", "Pacific Poker"):
        assert pacific.starts_a_hand(f"#Game No : 1\n***** {brand} Hand History for Game 1 "
                                     "*****\n")
    for other in ("***** Hand History for Game 1 *****", "***** PartyPoker Hand History for "
                  "Game 1 *****"):
        assert not pacific.starts_a_hand(f"#Game No : 1\n{other}\n")


def test_a_tournaments_summary_file_is_told_as_no_hands(tmp_path: Path) -> None:
    # 888poker keeps a summary beside each tournament's hands (pokerregion/poker's public
    # files): recognised as 888poker's, and read as no hands, never as a refused hand.
    path = tmp_path / "Tournament (123) No Limit Holdem.txt - Summary.txt"
    path.write_text("\n***** Cassava Tournament Summary *****\nTournament ID: 123\n"
                    "Buy-In: $0.01\nAnn finished 3/9\n", encoding="utf-8")
    assert detect(path) == "888poker"
    (skip,) = iter_hands(path)
    assert isinstance(skip, SkippedHand) and skip.code == "not_hands"
    assert "tournament summary" in skip.reason


def test_a_blank_line_before_the_first_hand_keeps_the_lines_numbered() -> None:
    data = b"\n\n" + MORE.read_bytes()
    first = next(iter(hands(data).values()))
    plain = next(iter(hands(MORE.read_bytes()).values()))
    assert first.section is not None and plain.section is not None
    assert int(first.section.split()[-1]) == int(plain.section.split()[-1]) + 2

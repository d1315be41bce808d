"""PokerStars as it is written (issue 34): every header since 2008, status lines, dead and
all-in blinds, one-card shows, run it twice, the encodings clients wrote; and the
same hands through PokerKit's parser end with the same results."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pytest
from pokerkit.notation import PokerStarsParser

from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import iter_hands
from engine.formats.sites.pokerstars_import import parse_hands
from tests.helpers.site_oracle import felt_results
from tests.helpers.site_oracle import pokerkit_results

SITES = Path(__file__).resolve().parents[3] / "data" / "sites"
VARIANTS = SITES / "stars_variants.txt"
MIXED = SITES.parent / "hands" / "stars_mixed.txt"


def results(path: Path = VARIANTS) -> dict[str, ImportedHand | SkippedHand]:
    return {str(r.hand_id): r for r in iter_hands(path)
            if isinstance(r, ImportedHand | SkippedHand)}


def imported(hand_id: str) -> ImportedHand:
    hand = results()[hand_id]
    assert isinstance(hand, ImportedHand), hand
    return hand


def test_every_variant_is_imported() -> None:
    got = results()
    assert not [r for r in got.values() if isinstance(r, SkippedHand)]
    assert len(got) == 8


def test_old_game_header_with_two_dates_and_a_sitting_out_blind() -> None:
    hand = imported("27738502010")
    assert hand.tournament == "160417133" and hand.currency == "USD"
    assert hand.played_at == "2009-05-05T13:32:38" and hand.fields["timezone"] == "CET"
    # Cid sat out but posted his ante and blind: he is dealt in and loses them.
    assert felt_results(hand) == {"Bob": -60, "Cid": -110, "Dee": -10, "Ann": 180}


def test_capped_table_pays_what_the_text_says_less_rake() -> None:
    hand = imported("60000000002")
    assert hand.stakes == (Decimal("0.50"), Decimal("1.00"))
    assert hand.fields["cap"] == "20" and hand.rake == 200
    assert felt_results(hand) == {"Cid": 21, "Ann": -1, "Bob": -20}


def test_call_of_a_whole_blind_after_a_short_all_in_blind() -> None:
    hand = imported("60000000003")
    assert felt_results(hand) == {"Bob": Decimal("-0.10"), "Cid": Decimal("-0.40"),
                                  "Dee": Decimal("0.50"), "Ann": 0}


def test_zoom_hand_with_one_card_shown() -> None:
    hand = imported("160000000004")
    cid = hand.state.seats[hand.players.index("Cid")]
    pos = hand.state.position_of(cid)
    assert pos >= 0 and hand.rake == 4
    assert pos in hand.state.unknown  # one card of two is known: still not a real hand


def test_dead_blinds_a_newcomer_and_status_lines() -> None:
    hand = imported("60000000005")
    assert "Cid" not in hand.players  # sat out without posting
    assert felt_results(hand) == {"Fay": -1, "Ann": -2, "Bob": -2, "Dee": 33, "Eve": -28}


def test_all_in_ante_in_a_play_money_sit_and_go() -> None:
    hand = imported("230000000006")
    assert hand.currency is None and hand.tournament == "2900000006"
    assert felt_results(hand) == {"Dee": -500, "Ann": -2500, "Bob": -50, "Cid": 3050}


def test_run_twice_is_replayed_on_both_boards() -> None:
    hand = imported("230000000007")
    assert len(hand.state.board) == len(hand.state.second_board) == 5
    assert felt_results(hand) == {"Bob": 0, "Ann": 0}  # a half each, the rake apart


def test_short_deck_button_blind() -> None:
    hand = imported("230000000008")
    assert hand.state.config.short_deck
    assert felt_results(hand) == {"Cid": -1, "Ann": 5, "Bob": -4}


def test_a_shown_all_in_loser_shows_and_is_not_mucked() -> None:
    hand = imported("60000000003")
    state = hand.state
    assert not state.mucks  # Bob and Cid showed: the file says so
    shown = {type(e).__name__ for e in state.events}
    assert "HandShown" in shown and "HandMucked" not in shown


def test_other_games_are_not_holdem() -> None:
    text = ("PokerStars Hand #1: Omaha Pot Limit ($0.05/$0.10 USD) - 2020/01/01 1:00:00 ET\n"
            "Table 'X' 6-max Seat #1 is the button\nSeat 1: A ($10 in chips)\n")
    (skip,) = parse_hands(text.encode().splitlines(keepends=True))
    assert isinstance(skip, SkippedHand) and skip.code == "not_holdem"


# -------------------------------------------------------------------- encodings

NAMED = VARIANTS.read_text(encoding="utf-8").split("\n\n\n\n")[3]  # the Zoom hand


def _renamed(name: str) -> str:
    return re.sub(r"\bDee\b", name, NAMED) + "\n"


@pytest.mark.parametrize(("name", "encoding", "bom", "detected"), [
    ("Jürgen", "utf-8", False, "utf-8"),
    ("Jürgen", "utf-8", True, "utf-8-sig"),
    ("Zoë Œuvre", "windows-1252", False, "windows-1252"),
    ("Jürgen", "latin-1", False, "windows-1252"),
])
def test_each_encoding_is_detected_and_named(tmp_path: Path, name: str, encoding: str,
                                             bom: bool, detected: str) -> None:
    path = tmp_path / "hands.txt"
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + _renamed(name).encode(encoding))
    (hand,) = iter_hands(path)
    assert isinstance(hand, ImportedHand), hand
    assert name in hand.players and hand.fields["encoding"] == detected


def test_a_byte_windows_1252_leaves_undefined_is_latin_1(tmp_path: Path) -> None:
    path = tmp_path / "hands.txt"
    path.write_bytes(_renamed("Ann\x81").encode("latin-1"))
    (skip,) = iter_hands(path)
    # Latin-1's 0x81 is a control character, which no name may hold: named, not guessed.
    assert isinstance(skip, SkippedHand) and skip.code == "bad_name"


def test_mixed_encodings_are_reported_not_guessed(tmp_path: Path) -> None:
    path = tmp_path / "hands.txt"
    first = _renamed("Jürgen").encode("windows-1252")
    second = _renamed("Jürgen").replace("160000000004", "160000000005").encode("utf-8")
    path.write_bytes(first + b"\n\n" + second)
    got = list(iter_hands(path))
    assert isinstance(got[0], ImportedHand)
    assert isinstance(got[1], SkippedHand) and got[1].code == "bad_text"
    assert "mixed encodings" in got[1].reason


# -------------------------------------------------------------------- PokerKit

def _has_forced_extras(hand: ImportedHand) -> bool:
    """Hands PokerKit's PokerStars parser cannot read alike: it reads no antes (nor
    the dead part of a blind, which Felt posts as an ante)."""
    return bool(any(hand.state.antes))


@pytest.mark.parametrize("path", [VARIANTS, MIXED, VARIANTS.parent / "stars_hands.txt"],
                         ids=["variants", "mixed", "deals"])
def test_results_match_pokerkit_on_every_hand_both_read(path: Path) -> None:
    theirs = pokerkit_results(PokerStarsParser(), path.read_text(encoding="utf-8"))
    compared = 0
    for hand in iter_hands(path):
        if not isinstance(hand, ImportedHand) or _has_forced_extras(hand) \
                or hand.state.second_board:  # PokerKit's parser pays a board run twice nobody
            continue
        other = theirs.get(int(str(hand.hand_id)))
        if other is None:
            continue
        assert felt_results(hand) == other, hand.hand_id
        compared += 1
    assert compared >= 2

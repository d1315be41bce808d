"""GGPoker and Winamax texts in (issue 34): hand-written hands of each site's header
variants, seats, blinds, antes, straddles, all-ins, side pots, showdowns and fees, and many
random engine hands written in each site's words, all imported paying what the text says."""

from __future__ import annotations

import io
from decimal import Decimal
from pathlib import Path

import pytest

from engine.formats import ggpoker
from engine.formats import winamax
from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from engine.rules.events import HandMucked
from tests.helpers.site_oracle import felt_results
from tests.helpers.site_text import as_ggpoker
from tests.helpers.site_text import as_winamax
from tests.helpers.site_text import random_site_hands

SITES = Path(__file__).resolve().parents[2] / "data" / "sites"
GG = SITES / "gg_hands.txt"
WINAMAX = SITES / "winamax_hands.txt"
GENERATED = 40  # random hands per site, besides the hand-written ones


def by_id(path: Path) -> dict[str, ImportedHand]:
    out = {}
    for r in iter_hands(path):
        assert isinstance(r, ImportedHand), r
        out[str(r.hand_id)] = r
    return out


def test_files_are_told_apart_by_their_first_line() -> None:
    assert detect(GG) == "ggpoker" and detect(WINAMAX) == "winamax"


# -------------------------------------------------------------------- GGPoker

def test_gg_cash_hand_with_jackpot_fee_counted_as_rake() -> None:
    hand = by_id(GG)["HD100000001"]
    assert (hand.site, hand.currency, hand.table) == ("ggpoker", "USD", "NLHGold1")
    assert hand.stakes == (Decimal("0.02"), Decimal("0.05"))
    assert hand.rake == 12 and hand.fields["jackpot"] == "0.03"
    assert felt_results(hand) == {"Hero": Decimal("0.90"), "9f8e7d6c": Decimal("-0.05"),
                                  "0a0b0c0d": 0, "5a1b2c3d": Decimal("-0.85")}


def test_gg_rush_and_cash_all_in_shown_before_the_board() -> None:
    hand = by_id(GG)["RC200000002"]
    assert not hand.state.mucks and hand.rake == 44
    assert felt_results(hand)["11aa22bb"] == Decimal("-3.20")


def test_gg_tournament_side_pot_with_antes_and_thousands_separators() -> None:
    hand = by_id(GG)["TM300000003"]
    assert hand.tournament == "70000003" and hand.stakes == (200, 400)
    assert felt_results(hand) == {"f113568e": -250, "4b92a21c": 1950, "Hero": 4350,
                                  "511f4d1c": -6050}


def test_gg_straddle_without_posts_and_a_mucked_loser() -> None:
    hand = by_id(GG)["HD100000004"]
    state = hand.state
    cccc = state.seats[hand.players.index("cccc3333")]
    assert [e.seat for e in state.events if isinstance(e, HandMucked)] == [cccc]
    assert felt_results(hand)["Hero"] == Decimal("9.50")


def test_gg_other_games_are_not_holdem() -> None:
    text = b"Poker Hand #HD1: PLO Pot Limit ($0.05/$0.10) - 2023/01/01 00:00:00\n"
    (skip,) = ggpoker.parse_hands(io.BytesIO(text))
    assert isinstance(skip, SkippedHand) and skip.code == "not_holdem"


def test_gg_random_hands_pay_as_the_engine_played_them() -> None:
    played = random_site_hands("gg-words", GENERATED, "USD")
    data = "\n\n\n".join(as_ggpoker(t) for _, t in played).encode() + b"\n"
    results = list(ggpoker.parse_hands(io.BytesIO(data)))
    assert len(results) == GENERATED
    for result, (hand, _) in zip(results, played, strict=True):
        assert isinstance(result, ImportedHand), result
        assert result.state.stacks == hand.stacks


# -------------------------------------------------------------------- Winamax

def test_winamax_cash_hand_in_euros_with_accented_names() -> None:
    hand = by_id(WINAMAX)["18876587-492053-1695486636"]
    assert (hand.site, hand.currency, hand.table) == ("winamax", "EUR", "Nice 08")
    assert hand.played_at == "2023-09-23T16:30:36" and hand.fields["timezone"] == "UTC"
    assert felt_results(hand) == {"Chloé": Decimal("-0.01"), "Hero": Decimal("0.15"),
                                  "Amélie": Decimal("-0.14"), "Bruno": 0}


def test_winamax_all_in_showdown_with_rake() -> None:
    hand = by_id(WINAMAX)["18876587-492054-1695486700"]
    assert hand.rake == 40 and not hand.state.mucks
    assert felt_results(hand)["Denis"] == Decimal("-4.30")


def test_winamax_tournament_with_antes_in_the_header_and_bounties() -> None:
    hand = by_id(WINAMAX)["300123-45-1695490000"]
    assert hand.tournament == "Freeroll 1€" and hand.stakes == (50, 100)
    assert felt_results(hand) == {"Felix": -60, "Hero": 960, "Gaëlle": -900}


def test_winamax_pot_limit_three_way_side_pots() -> None:
    hand = by_id(WINAMAX)["18876587-492060-1695491000"]
    assert hand.rake == 100
    assert felt_results(hand) == {"Iris": -20, "Jules": -7, "Hero": Decimal("-0.50"),
                                  "Karim": Decimal("27.50")}


@pytest.mark.parametrize("line", [
    "Hero wins a prize",
    "*** SECOND FLOP *** [2c 3c 4c]",
])
def test_winamax_a_line_not_understood_skips_the_hand_naming_it(line: str) -> None:
    text = WINAMAX.read_text(encoding="utf-8").split("\n\n\n\n")[0]
    lines = text.splitlines()
    lines.insert(15, line)
    (skip,) = winamax.parse_hands(io.BytesIO("\n".join(lines).encode()))
    assert isinstance(skip, SkippedHand) and skip.line == 16 and line[:20] in skip.reason


def test_winamax_random_hands_pay_as_the_engine_played_them() -> None:
    played = random_site_hands("winamax-words", GENERATED, "EUR")
    data = "\n\n\n".join(as_winamax(t) for _, t in played).encode() + b"\n"
    results = list(winamax.parse_hands(io.BytesIO(data)))
    assert len(results) == GENERATED
    for result, (hand, _) in zip(results, played, strict=True):
        assert isinstance(result, ImportedHand), result
        assert result.state.stacks == hand.stacks

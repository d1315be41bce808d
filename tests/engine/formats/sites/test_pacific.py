"""888poker texts in (issue 34): hand-written hands (Snap and ordinary tables, heads-up,
a tournament with antes and thousands separators, pot limit in euros, seat gaps, names with
dots and spaces, all-ins, side pots, shown and mucked hands, several collected lines, rake as
what went in and was not won) and random engine hands written in 888's words."""

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
from engine.rules.events import HandMucked
from tests.helpers.party_text import random_party_text
from tests.helpers.site_oracle import felt_results

SITES = Path(__file__).resolve().parents[3] / "data" / "sites"
PACIFIC = SITES / "888_hands.txt"
GENERATED = 40


def by_id() -> dict[str, ImportedHand]:
    out = {}
    for r in iter_hands(PACIFIC):
        assert isinstance(r, ImportedHand), r
        out[str(r.hand_id)] = r
    return out


def test_files_are_told_apart_from_partypoker_and_name_the_site() -> None:
    assert detect(PACIFIC) == "888poker"
    assert detect(SITES / "party_hands.txt") == "partypoker"
    hands = by_id()
    assert len(hands) >= 20 and {h.site for h in hands.values()} == {"888poker"}


def test_snap_hand_rake_from_what_was_not_won() -> None:
    hand = by_id()["1400000001"]
    assert (hand.table, hand.currency, hand.played_at) == ("Lindau", "USD",
                                                           "2020-09-16T16:15:04")
    assert hand.stakes == (Decimal("0.05"), Decimal("0.10")) and hand.rake == 3
    assert felt_results(hand)["Bob"] == Decimal("0.40")


def test_heads_up_re_raises_and_a_mucked_loser() -> None:
    hand = by_id()["1400000002"]
    fox = hand.state.seats[hand.players.index("Fox")]
    assert [e.seat for e in hand.state.events if isinstance(e, HandMucked)] == [fox]
    assert hand.rake == 300 and felt_results(hand)["Gil"] == Decimal("75.50")


def test_tournament_antes_and_two_collected_lines() -> None:
    hand = by_id()["1400000003"]
    assert (hand.tournament, hand.table, hand.currency) == ("99887766", "4", None)
    assert felt_results(hand) == {"Ivo": -1000, "Jade": 3525, "Karl": -2500, "Hana": -25}


def test_pot_limit_euros_with_a_side_pot() -> None:
    hand = by_id()["1400000004"]
    assert hand.state.config.betting is Betting.POT_LIMIT and hand.currency == "EUR"
    assert felt_results(hand)["Ugo"] == Decimal("7.5") and hand.rake == 200


def test_walk_and_names_with_dots_and_spaces() -> None:
    hand = by_id()["1400000005"]
    assert felt_results(hand) == {"K.I.N.O.": Decimal("-0.01"), "Quinn B": Decimal("0.01"),
                                  "Ola": 0}


def test_short_all_in_raise_and_two_pots() -> None:
    hand = by_id()["1400000006"]
    assert felt_results(hand) == {"Yan": -2, "Zoe": -60, "Vic": -120, "Wes": 182, "Xia": 0}


def test_other_games_are_not_holdem_and_unknown_lines_are_named() -> None:
    text = PACIFIC.read_text(encoding="utf-8")
    omaha = text.replace("$0.05/$0.10 Blinds No Limit Holdem", "$0.05/$0.10 Blinds Pot Limit "
                         "Omaha", 1)
    first = next(iter(pacific.parse_hands(io.BytesIO(omaha.encode()))))
    assert isinstance(first, SkippedHand) and first.code == "not_holdem"
    odd = text.replace("Cat checks\n", "Cat juggles\n", 1)
    first = next(iter(pacific.parse_hands(io.BytesIO(odd.encode()), "e.txt")))
    assert isinstance(first, SkippedHand) and first.code == "unknown_line"
    assert first.line == 22 and "Cat juggles" in first.reason


def test_random_engine_hands_pay_as_the_engine_played_them() -> None:
    hands, text = random_party_text("pacific-words", GENERATED, pacific=True)
    results = list(pacific.parse_hands(io.BytesIO(text.encode())))
    assert len(results) == GENERATED
    for played, got in zip(hands, results, strict=True):
        assert isinstance(got, ImportedHand), got
        assert got.site == "888poker" and got.state.stacks == played.stacks

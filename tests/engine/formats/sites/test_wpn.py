"""Winning Poker Network texts in (issue 34): hand-written hands (cash tables named without
"Table", a tournament with antes posted before the blinds are posted after the hole cards
line, pot limit, heads-up ties, a player sitting out and one waiting for the button, all-ins,
side pots, winnings read from the summary, rake) and random engine hands written in WPN's
words."""

from __future__ import annotations

import io
from decimal import Decimal
from pathlib import Path

from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from engine.formats.sites import wpn
from engine.rules.config import Betting
from engine.rules.events import HandMucked
from tests.helpers.site_oracle import felt_results
from tests.helpers.site_text import random_site_hands
from tests.helpers.wpn_text import as_wpn

WPN = Path(__file__).resolve().parents[3] / "data" / "sites" / "wpn_hands.txt"
GENERATED = 40


def by_id() -> dict[str, ImportedHand]:
    out = {}
    for r in iter_hands(WPN):
        assert isinstance(r, ImportedHand), r
        out[str(r.hand_id)] = r
    return out


def test_files_are_told_apart_and_every_hand_names_the_site() -> None:
    assert detect(WPN) == "wpn"
    hands = by_id()
    assert len(hands) >= 20 and {h.site for h in hands.values()} == {"wpn"}


def test_cash_hand_with_a_player_sitting_out_and_rake() -> None:
    hand = by_id()["160000001"]
    assert (hand.table, hand.currency, hand.rake) == ("Pinecrest", "USD", 15)
    assert "Dan" not in hand.players and hand.played_at == "2021-03-14T18:22:05"
    assert felt_results(hand)["Ann"] == 2


def test_heads_up_tie_paid_from_the_summary() -> None:
    hand = by_id()["160000002"]
    assert hand.rake == 100 and felt_results(hand) == {"Gil": 0, "Fox": 0}


def test_tournament_antes_and_blinds_after_the_hole_cards_line() -> None:
    hand = by_id()["160000003"]
    assert (hand.tournament, hand.table, hand.currency) == ("24100001", "3", None)
    assert felt_results(hand) == {"Ivo": -1000, "Jade": 3525, "Karl": -2500, "Hana": -25}


def test_pot_limit_side_pot_and_a_mucked_loser() -> None:
    hand = by_id()["160000004"]
    assert hand.state.config.betting is Betting.POT_LIMIT and hand.rake == 200
    rui = hand.state.seats[hand.players.index("Rui")]
    assert [e.seat for e in hand.state.events if isinstance(e, HandMucked)] == [rui]


def test_walk_with_a_player_waiting_for_the_button() -> None:
    hand = by_id()["160000005"]
    assert "Rex" not in hand.players
    assert felt_results(hand)["Quinn B"] == Decimal("0.05")


def test_short_all_in_raise_and_two_pots() -> None:
    hand = by_id()["160000006"]
    assert hand.rake == 300
    assert felt_results(hand) == {"Yan": -2, "Zoe": -60, "Vic": -120, "Wes": 182, "Xia": 0}


def test_other_games_are_not_holdem_and_unknown_lines_are_named() -> None:
    text = WPN.read_text(encoding="utf-8")
    omaha = text.replace("Hand #160000001 - Holdem(No Limit)", "Hand #160000001 - Omaha(Pot "
                         "Limit)", 1)
    first = next(iter(wpn.parse_hands(io.BytesIO(omaha.encode()))))
    assert isinstance(first, SkippedHand) and first.code == "not_holdem"
    odd = text.replace("Bob checks\n", "Bob juggles\n", 1)
    first = next(iter(wpn.parse_hands(io.BytesIO(odd.encode()), "w.txt")))
    assert isinstance(first, SkippedHand) and first.code == "unknown_line"
    assert first.line == 18 and "Bob juggles" in first.reason


def test_random_engine_hands_pay_as_the_engine_played_them() -> None:
    played = random_site_hands("wpn-words", GENERATED, "USD")
    data = "".join(as_wpn(t) for _, t in played).encode()
    results = list(wpn.parse_hands(io.BytesIO(data)))
    assert len(results) == GENERATED
    for (hand, _), got in zip(played, results, strict=True):
        assert isinstance(got, ImportedHand), got
        assert got.state.stacks == hand.stacks

"""Full Tilt texts in (issue 34): hand-written hands (cash 6-max, heads-up, deep and shallow
tables, a sit & go with antes and thousands separators, pot limit, a doubled time stamp,
seat gaps, a player sitting out, chat and time warnings, ties, side pots, mucks, rake), random
engine hands written in Full Tilt's words, and the same text replayed by PokerKit's parser to
the same finishing stacks."""

from __future__ import annotations

import io
import warnings
from decimal import Decimal
from pathlib import Path

from pokerkit import HandHistory

from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from engine.formats.sites import fulltilt
from engine.rules.config import Betting
from engine.rules.events import HandMucked
from tests.helpers.fulltilt_text import as_fulltilt
from tests.helpers.site_oracle import felt_results
from tests.helpers.site_text import random_site_hands

FT = Path(__file__).resolve().parents[3] / "data" / "sites" / "fulltilt_hands.txt"
GENERATED = 40


def by_id() -> dict[str, ImportedHand]:
    out = {}
    for r in iter_hands(FT):
        assert isinstance(r, ImportedHand), r
        out[str(r.hand_id)] = r
    return out


def test_files_are_told_apart_and_every_hand_names_the_site() -> None:
    assert detect(FT) == "fulltilt"
    hands = by_id()
    assert len(hands) >= 20 and {h.site for h in hands.values()} == {"fulltilt"}


def test_cash_hand_with_a_player_sitting_out_and_rake() -> None:
    hand = by_id()["21500000001"]
    assert (hand.table, hand.currency, hand.rake) == ("Mckinley", "USD", 15)
    assert "Dan" not in hand.players and hand.played_at == "2011-08-29T12:15:02"
    assert felt_results(hand) == {"Bob": Decimal("-1.50"), "Cat": Decimal("-0.50"), "Eve": 0,
                                  "Ann": 2}


def test_heads_up_tie_with_rake() -> None:
    hand = by_id()["21500000002"]
    assert hand.rake == 100 and felt_results(hand) == {"Gil": 0, "Fox": 0}


def test_sit_and_go_antes_and_side_pot() -> None:
    hand = by_id()["21500000003"]
    assert hand.tournament == "123456789" and hand.stakes == (100, 200)
    assert felt_results(hand) == {"Ivo": -1000, "Jade": 3525, "Karl": -2500, "Hana": -25}


def test_pot_limit_side_pot_and_a_mucked_loser() -> None:
    hand = by_id()["21500000004"]
    assert hand.state.config.betting is Betting.POT_LIMIT and hand.rake == 200
    rui = hand.state.seats[hand.players.index("Rui")]
    assert [e.seat for e in hand.state.events if isinstance(e, HandMucked)] == [rui]
    assert felt_results(hand)["Tia"] == 36


def test_walk_with_chat_and_a_time_warning() -> None:
    assert felt_results(by_id()["21500000005"])["Quinn B"] == Decimal("0.05")


def test_short_all_in_raise_and_two_pots_under_a_doubled_time_stamp() -> None:
    hand = by_id()["21500000006"]
    assert hand.rake == 3 and hand.table == "Ruby"
    assert felt_results(hand) == {"Yan": -2, "Zoe": -60, "Vic": -120, "Wes": 182, "Xia": 0}


def test_other_games_are_not_holdem_and_unknown_lines_are_named() -> None:
    text = FT.read_text(encoding="utf-8")
    omaha = text.replace("- $0.25/$0.50 - No Limit Hold'em -", "- $0.25/$0.50 - Pot Limit "
                         "Omaha -", 1)
    first = next(iter(fulltilt.parse_hands(io.BytesIO(omaha.encode()))))
    assert isinstance(first, SkippedHand) and first.code == "not_holdem"
    odd = text.replace("Bob checks\n", "Bob juggles\n", 1)
    first = next(iter(fulltilt.parse_hands(io.BytesIO(odd.encode()), "f.txt")))
    assert isinstance(first, SkippedHand) and first.code == "unknown_line"
    assert first.line == 17 and "Bob juggles" in first.reason


def test_random_engine_hands_pay_as_the_engine_played_them() -> None:
    played = random_site_hands("fulltilt-words", GENERATED, "USD")
    data = "".join(as_fulltilt(t) for _, t in played).encode()
    results = list(fulltilt.parse_hands(io.BytesIO(data)))
    assert len(results) == GENERATED
    for (hand, _), got in zip(played, results, strict=True):
        assert isinstance(got, ImportedHand), got
        assert got.state.stacks == hand.stacks


def _pokerkit(text: str) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for hh in HandHistory.from_full_tilt_poker(
                text, parse_value=lambda s: int(Decimal(s.replace(",", "")) * 100)):
            state = list(hh)[-1]
            out[str(hh.hand)] = dict(zip(hh.players or (), state.stacks, strict=True))
    return out


def test_pokerkit_finishes_every_hand_both_read_with_the_same_stacks() -> None:
    """PokerKit's Full Tilt parser reads No-Limit hands without antes (it has no ante
    pattern): those of both files are compared."""
    played = random_site_hands("fulltilt-diff", GENERATED, "USD")
    generated = "".join(as_fulltilt(t) for _, t in played)
    compared = 0
    for text in (FT.read_text(encoding="utf-8"), generated):
        ours = {str(r.hand_id): {n: int(r.in_file_units(s) * 100) for n, s in
                                 zip(r.players, r.state.stacks, strict=True)}
                for r in fulltilt.parse_hands(io.BytesIO(text.encode()))
                if isinstance(r, ImportedHand)}
        with_antes = {block.split(":", 1)[0] for block in text.split(
            "Full Tilt Poker Game #")[1:] if " antes " in block}
        for code, stacks in _pokerkit(text).items():
            if code in ours and code not in with_antes and set(stacks) == set(ours[code]):
                assert stacks == ours[code], code
                compared += 1
    assert compared >= 20, compared

"""GGPoker and Winamax texts in (issue 34): hand-written hands of each site's header
variants, seats, blinds, antes, straddles, all-ins, side pots, showdowns and fees, and many
random engine hands written in each site's words, all imported paying what the text says."""

from __future__ import annotations

import io
from decimal import Decimal
from pathlib import Path

import pytest

from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.sites import ggpoker
from engine.formats.sites import winamax
from engine.rules.events import HandMucked
from tests.helpers.site_oracle import felt_results
from tests.helpers.site_oracle import hands_by_id
from tests.helpers.site_text import as_ggpoker
from tests.helpers.site_text import as_winamax
from tests.helpers.site_text import random_site_hands

SITES = Path(__file__).resolve().parents[3] / "data" / "sites"
GG = SITES / "gg_hands.txt"
WINAMAX = SITES / "winamax_hands.txt"
GENERATED = 40  # random hands per site, besides the hand-written ones


def test_files_are_told_apart_by_their_first_line() -> None:
    assert detect(GG) == "ggpoker" and detect(WINAMAX) == "winamax"


# The rake and fees each hand-written hand's summary takes (file units), by hand id.
GG_RAKE = {"HD100000001": "0.12", "RC200000002": "0.44", "HD100000004": "1.07",
           "RC200000006": "0.27", "SD400000008": "3", "HD100000009": "0.45",
           "HD100000010": "0.90", "HD100000014": "0.03", "HD100000015": "0.26",
           "RC200000017": "1.60", "HD100000018": "4", "HD100000019": "0.12",
           "HD100000021": "4"}
WINAMAX_RAKE = {"18876587-492053-1695486636": "0.01", "18876587-492054-1695486700": "0.40",
                "18876587-492060-1695491000": "1", "18876587-492071-1695492100": "0.19",
                "18876587-492080-1695503000": "0.27", "18876587-492081-1695503200": "2.50",
                "18876587-492110-1695507000": "0.07", "18876587-492130-1695510000": "3",
                "18876587-492140-1695512000": "0.09"}


@pytest.mark.parametrize(("path", "rakes"), [(GG, GG_RAKE), (WINAMAX, WINAMAX_RAKE)])
def test_every_hand_written_hand_is_imported_with_its_rake(path: Path,
                                                           rakes: dict[str, str]) -> None:
    hands = hands_by_id(path)
    assert len(hands) >= 20
    for hand_id, hand in hands.items():
        assert hand.warnings == (), hand_id
        assert hand.in_file_units(hand.rake) == Decimal(rakes.get(hand_id, "0")), hand_id
        assert sum(felt_results(hand).values()) == 0  # the engine takes no rake


# -------------------------------------------------------------------- GGPoker

def test_gg_cash_hand_with_jackpot_fee_counted_as_rake() -> None:
    hand = hands_by_id(GG)["HD100000001"]
    assert (hand.site, hand.currency, hand.table) == ("ggpoker", "USD", "NLHGold1")
    assert hand.stakes == (Decimal("0.02"), Decimal("0.05"))
    assert hand.rake == 12 and hand.fields["jackpot"] == "0.03"
    assert felt_results(hand) == {"Hero": Decimal("0.90"), "9f8e7d6c": Decimal("-0.05"),
                                  "0a0b0c0d": 0, "5a1b2c3d": Decimal("-0.85")}


def test_gg_rush_and_cash_all_in_shown_before_the_board() -> None:
    hand = hands_by_id(GG)["RC200000002"]
    assert not hand.state.mucks and hand.rake == 44
    assert felt_results(hand)["11aa22bb"] == Decimal("-3.20")


def test_gg_tournament_side_pot_with_antes_and_thousands_separators() -> None:
    hand = hands_by_id(GG)["TM300000003"]
    assert hand.tournament == "70000003" and hand.stakes == (200, 400)
    assert felt_results(hand) == {"f00d0003": -250, "c0ffee01": 1950, "Hero": 4350,
                                  "deadbe02": -6050}


def test_gg_straddle_without_posts_and_a_mucked_loser() -> None:
    hand = hands_by_id(GG)["HD100000004"]
    state = hand.state
    cccc = state.seats[hand.players.index("cccc3333")]
    assert [e.seat for e in state.events if isinstance(e, HandMucked)] == [cccc]
    assert felt_results(hand)["Hero"] == Decimal("9.50")


def test_gg_walk_returns_the_small_blinds_overcall_to_the_big_blind() -> None:
    hand = hands_by_id(GG)["HD100000005"]
    assert hand.rake == 0 and hand.state.board == []
    assert felt_results(hand) == {"7a7a7a7a": Decimal("-0.05"), "1c1c1c1c": Decimal("0.05"),
                                  "Hero": 0}


def test_gg_big_blind_ante_is_dead_money_posted_by_one_player() -> None:
    hand = hands_by_id(GG)["TM300000007"]
    assert hand.stakes == (1500, 3000)
    assert felt_results(hand)["Hero"] == 11300 and felt_results(hand)["b2b2b2b2"] == -9800


def test_gg_short_deck_ante_and_button_blind() -> None:
    hand = hands_by_id(GG)["SD400000008"]
    assert hand.state.config.short_deck and hand.fields["jackpot"] == "0.50"
    assert felt_results(hand) == {"f6f6f6f6": -54, "Hero": 58, "e5e5e5e5": -4}


def test_gg_split_pot_the_odd_cent_after_rake_left_of_the_button() -> None:
    hand = hands_by_id(GG)["HD100000009"]
    assert hand.rake == 45 and hand.fields["jackpot"] == "0.05"
    assert felt_results(hand) == {"8d8d8d8d": 0, "Hero": 0}


def test_gg_two_side_pots_and_a_short_all_in_reraise() -> None:
    hand = hands_by_id(GG)["HD100000018"]
    assert felt_results(hand) == {"d1d1d1d1": -60, "e2e2e2e2": 360, "Hero": -100,
                                  "f5f5f5f5": -200}


def test_gg_straddle_takes_the_blinds_when_all_fold() -> None:
    assert felt_results(hands_by_id(GG)["HD100000012"])["n3n3n3n3"] == Decimal("0.35")


def test_gg_two_callers_of_the_full_big_blind_over_a_short_all_in_make_a_side_pot() -> None:
    hand = hands_by_id(GG)["TM300000013"]
    assert [(p.amount, len(p.eligible)) for p in hand.state.pots] == [(450, 3), (150, 2)]
    assert felt_results(hand) == {"o1o1o1o1": -225, "p2p2p2p2": 300, "Hero": -75}


def test_gg_pot_limit_check_raise() -> None:
    hand = hands_by_id(GG)["HD100000019"]
    assert hand.state.config.betting.name == "POT_LIMIT"
    assert felt_results(hand)["g2g2g2g2"] == Decimal("1.25")


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
    hand = hands_by_id(WINAMAX)["18876587-492053-1695486636"]
    assert (hand.site, hand.currency, hand.table) == ("winamax", "EUR", "Nice 08")
    assert hand.played_at == "2023-09-23T16:30:36" and hand.fields["timezone"] == "UTC"
    assert felt_results(hand) == {"Chloé": Decimal("-0.01"), "Hero": Decimal("0.15"),
                                  "Amélie": Decimal("-0.14"), "Bruno": 0}


def test_winamax_all_in_showdown_with_rake() -> None:
    hand = hands_by_id(WINAMAX)["18876587-492054-1695486700"]
    assert hand.rake == 40 and not hand.state.mucks
    assert felt_results(hand)["Denis"] == Decimal("-4.30")


def test_winamax_tournament_with_antes_in_the_header_and_bounties() -> None:
    hand = hands_by_id(WINAMAX)["300123-45-1695490000"]
    assert hand.tournament == "Freeroll 1€" and hand.stakes == (50, 100)
    assert felt_results(hand) == {"Felix": -60, "Hero": 960, "Gaëlle": -900}


def test_winamax_pot_limit_three_way_side_pots() -> None:
    hand = hands_by_id(WINAMAX)["18876587-492060-1695491000"]
    assert hand.rake == 100
    assert felt_results(hand) == {"Iris": -20, "Jules": -7, "Hero": Decimal("-0.50"),
                                  "Karim": Decimal("27.50")}


def test_winamax_header_variants_cash_tournaments_and_play_money() -> None:
    hands = hands_by_id(WINAMAX)
    assert hands["301000-120-1695500000"].tournament == "Monster Stack"
    assert hands["302000-7-1695501000"].tournament == "Double or Nothing"
    assert hands["303000-2-1695502000"].tournament == "Expresso"
    play = hands["18876587-492100-1695505000"]
    assert play.currency is None and felt_results(play)["Hero"] == 270


def test_winamax_bounty_tournament_main_and_side_pot_to_two_winners() -> None:
    hand = hands_by_id(WINAMAX)["301000-120-1695500000"]
    assert felt_results(hand) == {"Sam": 1100, "Hero": -5300, "Théo": 4240, "Ugo": -40}


def test_winamax_small_blind_completes_against_a_short_all_in_big_blind() -> None:
    hand = hands_by_id(WINAMAX)["300123-210-1695506000"]
    assert felt_results(hand) == {"Hero": 800, "Hugo": -700, "Gaspard": -100}


def test_winamax_split_pot_and_fixed_limit() -> None:
    hands = hands_by_id(WINAMAX)
    assert felt_results(hands["18876587-492080-1695503000"]) == {"Yann": 0, "Hero": 0}
    limit = hands["18876587-492110-1695507000"]
    assert limit.state.config.betting.name == "FIXED_LIMIT"
    assert felt_results(limit)["Jade"] == Decimal("0.80")


def test_winamax_two_all_ins_with_an_uncalled_excess_and_rake() -> None:
    hand = hands_by_id(WINAMAX)["18876587-492081-1695503200"]
    assert felt_results(hand) == {"Zoé": Decimal("41.5"), "Hero": -35, "Adam": -5,
                                  "Basile": Decimal("-1.5")}


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

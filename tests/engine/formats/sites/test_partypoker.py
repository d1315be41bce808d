"""PartyPoker texts in (issue 34): hand-written hands (the three opening lines or only the
history line, cash in dollars and euros, No-Limit, Pot-Limit and Fixed-Limit, a tournament
with antes and thousands separators, seat gaps, names with spaces, blinds, all-ins, side
pots, shown and unshown hands, rake as what went in and was not won), random engine hands
written in PartyPoker's words, and the same text replayed by PokerKit's parser to the same
finishing stacks."""

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
from engine.formats.sites import partypoker
from engine.rules.config import Betting
from engine.rules.events import ActionTaken
from engine.rules.events import HandMucked
from engine.rules.events import Street
from engine.storage.imported.import_reading import stored_form
from tests.helpers.party_text import random_party_text
from tests.helpers.site_oracle import felt_results

PARTY = Path(__file__).resolve().parents[3] / "data" / "sites" / "party_hands.txt"
GENERATED = 40


def by_id() -> dict[str, ImportedHand]:
    out = {}
    for r in iter_hands(PARTY):
        assert isinstance(r, ImportedHand), r
        out[str(r.hand_id)] = r
    return out


def test_files_are_told_apart_and_every_hand_names_the_site() -> None:
    assert detect(PARTY) == "partypoker"
    hands = by_id()
    assert len(hands) >= 20 and {h.site for h in hands.values()} == {"partypoker"}


def test_raise_by_chips_added_and_rake_from_what_was_not_won() -> None:
    hand = by_id()["31000000001"]
    assert (hand.table, hand.currency, hand.played_at) == ("Sonoma", "USD",
                                                           "2011-07-10T05:16:12")
    assert hand.stakes == (Decimal("0.25"), Decimal("0.50")) and hand.rake == 25
    assert felt_results(hand)["Dan"] == Decimal("2.75")


def test_heads_up_all_in_showdown() -> None:
    hand = by_id()["31000000002"]
    assert hand.rake == 300 and felt_results(hand)["Gil"] == Decimal("150.75")


def test_tournament_antes_and_side_pot_in_chips() -> None:
    hand = by_id()["31000000003"]
    assert hand.tournament == "61234567" and hand.currency is None
    assert hand.stakes == (100, 200)
    assert felt_results(hand) == {"Ivo": -1000, "Jade": 3525, "Karl": -2500, "Hana": -25}


def test_fixed_limit_blinds_are_what_is_posted() -> None:
    hand = by_id()["31000000004"]
    assert hand.state.config.betting is Betting.FIXED_LIMIT
    assert hand.state.config.big_blind == 100 and felt_results(hand)["Nia"] == 8


def test_walk_and_a_name_with_a_space() -> None:
    assert felt_results(by_id()["31000000005"])["Quinn B"] == Decimal("0.05")


def test_pot_limit_euros_side_pot_and_an_unshown_loser() -> None:
    hand = by_id()["31000000006"]
    assert hand.currency == "EUR" and hand.rake == 200
    rui = hand.state.seats[hand.players.index("Rui")]
    assert [e.seat for e in hand.state.events if isinstance(e, HandMucked)] == [rui]
    assert felt_results(hand) == {"Rui": -30, "Sam": Decimal("-13.5"), "Tia": 36,
                                  "Ugo": Decimal("7.5")}


def test_other_games_are_not_holdem_and_unknown_lines_are_named() -> None:
    text = PARTY.read_text(encoding="utf-8")
    omaha = text.replace("USD NL Texas Hold'em - Sunday, July 10, 05:16:12",
                         "USD PL Omaha - Sunday, July 10, 05:16:12")
    first = next(iter(partypoker.parse_hands(io.BytesIO(omaha.encode()))))
    assert isinstance(first, SkippedHand) and first.code == "not_holdem"
    odd = text.replace("Cat checks\n", "Cat juggles\n", 1)
    first = next(iter(partypoker.parse_hands(io.BytesIO(odd.encode()), "p.txt")))
    assert isinstance(first, SkippedHand) and first.code == "unknown_line"
    assert first.line == 25 and "Cat juggles" in first.reason


def test_random_engine_hands_pay_as_the_engine_played_them() -> None:
    hands, text = random_party_text("party-words", GENERATED)
    results = list(partypoker.parse_hands(io.BytesIO(text.encode())))
    assert len(results) == GENERATED
    for played, got in zip(hands, results, strict=True):
        assert isinstance(got, ImportedHand), got
        assert got.state.stacks == played.stacks


def _pokerkit(text: str) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for hh in HandHistory.from_partypoker(
                text, parse_value=lambda s: int(Decimal(s.replace(",", "")) * 100),
                error_status=False):
            state = list(hh)[-1]
            out[str(hh.hand)] = dict(zip(hh.players or (), state.stacks, strict=True))
    return out


def test_pokerkit_finishes_every_hand_both_read_with_the_same_stacks() -> None:
    """PokerKit reads hands that open with ``Game #… starts.``, in money with a currency word,
    and has no pattern for antes: the hands of both files it reads without antes are
    compared."""
    _, generated = random_party_text("party-diff", GENERATED)
    compared = 0
    for text in (PARTY.read_text(encoding="utf-8"), generated):
        ours = {str(r.hand_id): {n: int(r.in_file_units(s) * 100) for n, s in
                                 zip(r.players, r.state.stacks, strict=True)}
                for r in partypoker.parse_hands(io.BytesIO(text.encode()))
                if isinstance(r, ImportedHand)}
        with_antes = {block.split(" *****", 1)[0] for block in text.split(
            "Hand History for Game ")[1:] if " posts ante " in block}
        for code, stacks in _pokerkit(text).items():
            if code in ours and code not in with_antes and set(stacks) == set(ours[code]):
                assert stacks == ours[code], code
                compared += 1
    assert compared >= 20, compared


# ------------------------------------------------- shapes of real PartyPoker files (FPDB's)
# Each hand of party_shapes.txt is ours, written in a line shape found in real files.

SHAPES = Path(__file__).resolve().parents[3] / "data" / "sites" / "party_shapes.txt"


def _shape(hand_id: str) -> ImportedHand:
    for hand in partypoker.iter_hands(SHAPES):
        assert isinstance(hand, ImportedHand), hand
        if hand.hand_id == hand_id:
            return hand
    raise AssertionError(hand_id)


def test_the_newer_form_raises_to_a_total_and_pays_from_the_summary_balances() -> None:
    # "raises 307 to 327", "is all-In.", "calls (287)", "Ines balance 654, … collected 654"
    hand = _shape("1650000000001abc")
    assert hand.tournament == "555001" and hand.stakes == (20, 40)
    assert felt_results(hand) == {"Jonas": -327, "Ines": 327}
    assert hand.state.board and len(hand.state.board) == 5


def test_a_tournament_that_posts_no_blinds_posts_its_level_s_after_a_level_change() -> None:
    # The game line says level 6 (200/400); the lines after it level 7, "Blinds(300/600)".
    hand = _shape("1650000000002")
    assert hand.stakes == (300, 600)
    assert felt_results(hand) == {"Mia": -300, "Lena": -600, "Karl": 900}


def test_a_cash_table_named_by_its_buy_in_and_a_player_who_joins_as_big_blind() -> None:
    # "$4 USD NL Texas Hold'em": the stakes are the blinds posted; Sven joins and posts
    # the big blind; Pia sits out and Quentin has no chips: neither is dealt in; Otto's
    # bet nobody called is in his "wins $0.12".
    hand = _shape("1650000000003")
    assert hand.stakes == (Decimal("0.02"), Decimal("0.04")) and hand.currency == "USD"
    assert set(hand.players) == {"Otto", "Sven", "Rosa", "Nora"}
    assert felt_results(hand) == {"Otto": Decimal("0.04"), "Sven": Decimal("-0.04"),
                                  "Rosa": 0, "Nora": 0}


def test_a_tracker_s_export_and_a_big_blind_posted_with_a_dead_small_blind() -> None:
    # "(Poker Stars)" after the title, a tracker's figures after each seat, "posts big blind
    # + dead [0,35 €]": 0.25 live, 0.10 dead.
    hand = _shape("1650000000004")
    assert hand.currency == "EUR"
    assert felt_results(hand) == {"Tara": Decimal("-0.1"), "Ugo": -1, "Vera": Decimal("1.1"),
                                  "Willi": 0}


def test_chat_and_the_client_s_notices_are_passed_over() -> None:
    # "Carlo: nice raise", "will be using their time bank", "We will wait for Egon to
    # reconnect…", "has been reconnected and has 12 seconds to act", a memory notice.
    hand = _shape("1650000000006")
    assert felt_results(hand) == {"Egon": Decimal("-0.1"), "Carlo": Decimal("-0.25"),
                                  "Dana": Decimal("0.35")}


def test_decimal_commas_lines_written_together_and_a_fold_ahead_of_the_turn() -> None:
    # "$24,72 USD", "Anke is sitting outBert posts big blind …", "Yara Forward Folds".
    hand = _shape("1650000000005")
    assert hand.in_file_units(hand.rake) == Decimal("0.11")
    assert felt_results(hand) == {"Zeno": Decimal("-0.1"), "Bert": Decimal("0.77"),
                                  "Xaver": Decimal("-0.67"), "Yara": 0}


_JOINED_HAND = """***** Hand History for Game 1650000000010 *****
$4 USD NL Texas Hold'em - Wednesday, August 11, 23:21:44 CEST 2010
Table Table  178011 (Real Money)
Seat 4 is the button
Total number of players : 4/9
Seat 4: Ada ( $2.97 USD )
Seat 5: Ben ( $0.74 USD )
Seat 6: Cleo ( $4 USD )
Seat 7: Dirk ( $2.92 USD )
Ben posts small blind [$0.02 USD].
Eva has joined the table.
Cleo posts big blind [$0.04 USD].
Dirk posts big blind [$0.04 USD].
Eva posts big blind [$0.04 USD].
** Dealing down cards **
Dirk checks
Eva checks
Ada folds
Ben calls [$0.02 USD]
Cleo checks
** Dealing Flop ** [ 4h, Tc, 3s ]
Ben checks
Cleo checks
Dirk checks
Eva bets [$0.12 USD]
Ben folds
Cleo folds
Dirk folds
Eva wins $0.28 USD
"""


def test_a_player_who_joins_and_posts_is_seated_where_he_acts() -> None:
    # Eva posts a big blind on joining and acts after Dirk (seat 7), before Ada (seat 4):
    # she is seated between them, in seat 8.
    (hand,) = list(partypoker.parse_hands(io.BytesIO(_JOINED_HAND.encode())))
    assert isinstance(hand, ImportedHand), hand
    assert dict(zip(hand.players, hand.seats, strict=True))["Eva"] == 8
    assert felt_results(hand) == {"Ben": Decimal("-0.04"), "Cleo": Decimal("-0.04"),
                                  "Dirk": Decimal("-0.04"), "Eva": Decimal("0.12"), "Ada": 0}


def test_a_limit_all_in_of_half_a_bet_reopens_the_betting_and_folds_written_out_of_turn() -> None:
    # FPDB's real files: a fixed-limit tournament that writes no blinds, the folds chosen
    # ahead of their turn written first in the site's own order (Ann's before Fay's, who
    # was first to act), and on the turn Cid all in for 790 over a bet of 400 (a raise of
    # 390, short of a full one): PartyPoker lets Bob, who bet, raise again.
    (hand,) = partypoker.iter_hands(SHAPES.parent / "party_limit_reopen.txt")
    assert isinstance(hand, ImportedHand), hand
    assert hand.state._half_bet_reopens  # replayed under the site's rule
    assert felt_results(hand) == {"Dan": -1790, "Eve": -400, "Fay": 0, "Ann": 0,
                                  "Bob": -990, "Cid": 3180}
    raises = [e for e in hand.state.events if isinstance(e, ActionTaken)
              and e.action == "raise" and e.street == Street.TURN]
    assert [(e.amount, e.to) for e in raises] == [(790, 790), (790, 1190)]
    again = stored_form(hand).data
    assert again.options is not None and again.options.half_bet_reopens
    assert again.rebuild().events == hand.state.events

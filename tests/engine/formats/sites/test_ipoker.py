"""iPoker XML sessions in (issue 34): hand-written games of cash and tournament sessions
(game types in the session or the game, seats with gaps, blinds, antes, all-ins, side pots,
split pots, showdowns, rake written or implied), random engine hands written as iPoker
games, refused declarations, and the same text replayed by PokerKit's parser to the same
finishing stacks."""

from __future__ import annotations

import re
import warnings
from decimal import Decimal
from pathlib import Path

from pokerkit import HandHistory

from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.sites import ipoker
from tests.helpers.ipoker_text import random_ipoker_session
from tests.helpers.site_oracle import felt_results
from tests.helpers.site_oracle import hands_by_id

SITES = Path(__file__).resolve().parents[3] / "data" / "sites"
CASH = SITES / "ipoker_cash.xml"
TOURNAMENT = SITES / "ipoker_tournament.xml"
GENERATED = 40


def test_sessions_are_told_apart_and_name_the_site() -> None:
    assert detect(CASH) == "ipoker" and detect(TOURNAMENT) == "ipoker"
    hands = hands_by_id(CASH)
    assert len(hands) == 6 and {h.site for h in hands.values()} == {"ipoker"}


def test_raise_to_and_uncalled_bet_with_written_rake() -> None:
    hand = hands_by_id(CASH)["8100000001"]
    assert (hand.currency, hand.table, hand.rake) == ("EUR", "Lindwurm", 1)
    assert hand.stakes == (Decimal("0.02"), Decimal("0.05"))
    assert felt_results(hand) == {"Bob": Decimal("-0.02"), "Cat": Decimal("-0.15"),
                                  "Ann": Decimal("0.17")}


def test_heads_up_raise_by_and_all_in_with_rake_from_bets_and_wins() -> None:
    hand = hands_by_id(CASH)["8100000002"]
    assert hand.rake == 10
    assert felt_results(hand) == {"Eve": Decimal("-2.00"), "Dan": Decimal("2.00")}


def test_split_pot_gives_the_odd_cent_left_of_the_button() -> None:
    hand = hands_by_id(CASH)["8100000003"]
    assert felt_results(hand)["Fay"] == Decimal("0.05")
    assert felt_results(hand)["Gus"] == Decimal("0.05")  # the engine takes no rake


def test_side_pot_with_seat_gaps_and_unknown_cards() -> None:
    hand = hands_by_id(CASH)["8100000004"]
    assert hand.seats == (5, 6, 8, 1, 2, 3) and hand.rake == 15
    assert felt_results(hand) == {"Kim": Decimal("2.00"), "Lou": Decimal("-4.00"),
                                  "Max": Decimal("2.00"), "Ned": 0, "Oli": 0, "Pia": 0}


def test_game_type_written_in_the_game_wins_over_the_session() -> None:
    hand = hands_by_id(CASH)["8100000005"]
    assert hand.state.config.betting.name == "POT_LIMIT"
    assert felt_results(hand)["Qin"] == Decimal("2.10") and hand.rake == 19


def test_walk_pays_the_big_blind_back() -> None:
    assert felt_results(hands_by_id(CASH)["8100000006"])["Val"] == Decimal("0.02")


def test_tournament_antes_and_two_side_pots_in_chips() -> None:
    hands = hands_by_id(TOURNAMENT)
    first = hands["8200000001"]
    assert first.tournament == "4400123" and first.currency is None
    assert felt_results(first) == {"Ben": 1610, "Cy": 1400, "Dee": -3000, "Ada": -10}
    assert felt_results(hands["8200000002"])["Wes"] == 1625


def test_other_games_are_not_holdem() -> None:
    data = CASH.read_bytes().replace(b"<startdate>2025-02-03 19:04:11</startdate>",
                                     b"<gametype>Omaha PL \xe2\x82\xac0.02/\xe2\x82\xac0.05"
                                     b"</gametype>")
    first = next(iter(ipoker.parse_bytes(data)))
    assert isinstance(first, SkippedHand) and first.code == "not_holdem"


def test_declarations_are_refused_before_parsing() -> None:
    bomb = (b'<?xml version="1.0"?>\n<!DOCTYPE s [<!ENTITY a "aaaa">]>\n'
            b"<session><general><gametype>Holdem NL 1/2</gametype></general>&a;</session>")
    (skip,) = ipoker.parse_bytes(bomb)
    assert isinstance(skip, SkippedHand) and skip.code == "bad_text"


def test_an_unknown_action_names_its_line() -> None:
    data = CASH.read_bytes().replace(b'no="4" player="Bob" type="0"', b'no="4" player="Bob" '
                                     b'type="99"', 1)
    skip = next(iter(ipoker.parse_bytes(data, "x.xml")))
    assert isinstance(skip, SkippedHand) and skip.code == "unknown_line" and skip.line == 31


def test_random_engine_hands_pay_as_the_engine_played_them() -> None:
    hands, data = random_ipoker_session("ipoker-words", GENERATED)
    results = list(ipoker.parse_bytes(data))
    assert len(results) == GENERATED
    for played, got in zip(hands, results, strict=True):
        assert isinstance(got, ImportedHand), got
        assert got.state.stacks == played.stacks


def _pokerkit_stacks(text: str) -> dict[str, list[int]]:
    """Each game's finishing stacks by PokerKit's iPoker parser, in cents, by game code."""
    flat = "\n".join(line.strip() for line in text.splitlines()) + "\n"
    out: dict[str, list[int]] = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for hh in HandHistory.from_ipoker_network(
                flat, parse_value=lambda s: int(Decimal(s.replace(",", "")) * 100)):
            state = list(hh)[-1]
            shown_unknown = any(a.endswith("sm ????") for a in hh.actions)
            if not state.status and not shown_unknown:  # played to its end, hands known
                out[str(hh.hand)] = dict(zip(hh.players or (), state.stacks, strict=True))
    return out


def _ours(results: list[ImportedHand]) -> dict[str, dict[str, int]]:
    return {str(h.hand_id): {name: int(h.in_file_units(s) * 100) for name, s in
                             zip(h.players, h.state.stacks, strict=True)} for h in results}


def test_pokerkit_finishes_every_hand_both_read_with_the_same_stacks() -> None:
    """PokerKit's iPoker parser reads suits in lower case (``sA``, as the cash file writes
    them), has no pattern for antes (type 15) nor all-ins (type 7), leaves out a player who
    never acts, loses chips where a blind is posted all-in, and rebuilds a showdown with the
    cards unknown (paying nobody): the games it plays to the end whole (every player, every
    chip, the hands shown known) are compared."""
    _, data = random_ipoker_session("ipoker-diff", GENERATED, lower=True)
    texts = [CASH.read_text(encoding="utf-8"), data.decode()]
    compared = 0
    for text in texts:
        ours = _ours([r for r in ipoker.parse_bytes(text.encode())
                      if isinstance(r, ImportedHand)])
        theirs = _pokerkit_stacks(text)
        for code, stacks in theirs.items():
            game = re.search(rf'gamecode="{code}".*?</game>', text, re.DOTALL)
            assert game is not None
            if re.search(r'type="(?:7|15)"', game.group()) or code not in ours or set(
                    stacks) != set(ours[code]) or sum(stacks.values()) != sum(ours[code].values()):
                continue
            assert stacks == ours[code], code
            compared += 1
    assert compared >= 5, compared  # PokerKit reads few iPoker games whole (6 here)


# --------------------------------------------------- shapes of real iPoker files (FPDB's)
# Each game of ipoker_shapes.xml, ipoker_italian.xml and ipoker_archive.txt is ours, written
# in a shape found in real files.


def test_players_sitting_out_empty_seats_actions_out_of_order_and_a_dead_blind() -> None:
    # An empty seat (name ""), a seat with no chips, a player sitting out (type 9) are not
    # dealt in; the actions are written out of their numbered order; Finn posts 0.30 as big
    # blind: 0.20 live, 0.10 dead; Anna's bet nobody called is in her "win".
    hand = hands_by_id(SITES / "ipoker_shapes.xml")["9900000001"]
    assert set(hand.players) == {"Anna", "Carla", "Dora", "Emil", "Finn"}
    assert hand.in_file_units(hand.rake) == Decimal("0.08")
    assert felt_results(hand) == {"Dora": Decimal("-0.1"), "Emil": Decimal("-0.2"),
                                  "Finn": Decimal("-0.7"), "Anna": 1, "Carla": 0}


def test_a_dead_button_and_disconnection_protection() -> None:
    # No player is the dealer (the button is right before the small blind); Jan's "type 7,
    # sum DP" puts him all in for what he has in; Ida's raise beyond it comes back.
    hand = hands_by_id(SITES / "ipoker_shapes.xml")["9900000002"]
    assert hand.players == ("Hugo", "Ida", "Jan")
    assert felt_results(hand) == {"Hugo": Decimal("-0.6"), "Ida": Decimal("-0.6"),
                                  "Jan": Decimal("1.2")}


def test_chips_grouped_by_dots_and_a_day_first_date() -> None:
    hand = hands_by_id(SITES / "ipoker_italian.xml")["9900000003"]
    assert hand.tournament == "9001" and hand.played_at == "2021-05-18T18:26:13"
    assert list(hand.state.starting_stacks) == [1500, 1500, 1500]
    assert felt_results(hand) == {"Marco": -10, "Nico": -20, "Lia": 30}


def test_an_archive_of_two_sessions_in_a_windows_code_page_with_an_unclosed_game() -> None:
    # "€" as the one byte 0x80 under a UTF-8 declaration, "Holdem SL" (No-Limit in Spanish),
    # a second session after the first, "LH … Limit $10.00/$20.00" (Limit blinds), a date
    # "22-Jan-2011", and the last game never closed.
    path = SITES / "ipoker_archive.txt"
    assert detect(path) == "ipoker"
    hands = hands_by_id(path)
    cash = hands["9900000004"]
    assert (cash.currency, cash.stakes) == ("EUR", (Decimal("0.25"), Decimal("0.50")))
    assert cash.fields["encoding"] == "windows-1252"
    assert felt_results(cash) == {"Paula": Decimal("-0.5"), "Oskar": Decimal("0.5")}
    limit = hands["9900000005"]
    assert limit.state.config.betting.name == "FIXED_LIMIT"
    assert limit.played_at == "2011-01-22T21:25:31"
    assert felt_results(limit) == {"Quirin": -40, "Rita": 40}


def test_a_game_that_is_not_well_formed_costs_only_itself() -> None:
    text = (SITES / "ipoker_shapes.xml").read_text(encoding="utf-8")
    broken = text.replace('<round no="2">', '<round no="2"', 1)
    first, second, *_ = ipoker.parse_bytes(broken.encode(), "s.xml")
    assert isinstance(first, SkippedHand) and first.code == "bad_text"
    assert "game 9900000001" in first.reason and "not well-formed XML" in first.reason
    assert isinstance(second, ImportedHand) and second.hand_id == "9900000002"


def test_a_game_type_names_the_game_or_its_pocket_cards_do() -> None:
    # No-Limit in Spanish ("SL") and Russian ("БЛ") clients; a newer client's bare "PL"
    # is Hold'em with two pocket cards, Omaha with five.
    text = (SITES / "ipoker_italian.xml").read_text(encoding="utf-8")
    for gametype in ("Holdem SL", "Holdem БЛ"):
        session = text.replace("<gametype>Holdem NL</gametype>", f"<gametype>{gametype}"
                               "</gametype>")
        (hand,) = ipoker.parse_bytes(session.encode(), "t.xml")
        assert isinstance(hand, ImportedHand), hand
    bare = text.replace("<gametype>Holdem NL</gametype>", "<gametype>PL</gametype>")
    (hand,) = ipoker.parse_bytes(bare.encode(), "t.xml")
    # read as Pot-Limit Hold'em: the all-in raise of 1500 is more than the pot allows
    assert isinstance(hand, SkippedHand) and hand.code == "illegal_action"
    assert "between 40 and 70, not 1500" in hand.reason
    five = bare.replace(">C8 C9<", ">C8 C9 D2 D3 D4<")
    (hand,) = ipoker.parse_bytes(five.encode(), "t.xml")
    assert isinstance(hand, SkippedHand) and hand.code == "not_holdem"


def test_a_player_who_posts_an_ante_and_then_sits_out_folds_in_turn() -> None:
    # Luca posts his ante, then "type 9" (sitting out): he is dealt in and folds when his
    # turn comes, his ante in the pot.
    hand = hands_by_id(SITES / "ipoker_shapes.xml")["9900000006"]
    assert "Luca" in hand.players
    assert felt_results(hand) == {"Kai": Decimal("-0.12"), "Luca": Decimal("-0.02"),
                                  "Maren": Decimal("0.36"), "Nils": Decimal("-0.22")}


def test_a_fixed_limit_raise_over_a_short_all_in_that_nobody_calls() -> None:
    # Rolf is all in for 0.13 on the river; Sina "raises to 0.40" (Felt's rule allows 0.33),
    # Olaf folds: what Sina raised beyond Rolf's all-in comes back to her either way.
    hand = hands_by_id(SITES / "ipoker_limit.xml")["9900000007"]
    assert felt_results(hand) == {"Pit": Decimal("-0.1"), "Rolf": Decimal("-0.43"),
                                  "Sina": Decimal("0.83"), "Olaf": Decimal("-0.3")}

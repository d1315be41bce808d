"""PokerStars shapes found in public real files other than FPDB's (issue 43, "Other public
collections" in docs/imports.md), each in a hand we wrote, replayed and held to its text.

The shapes: an all-in cash-out by the player whose hand wins (no "collected" line; the pot
as played out is written only in the summary, "won ($39.25) ... (pot not awarded as player
cashed out)"), a player's line with nothing after his name ("Ann:  ") once the players are
all-in, and a dead small blind posted on a table where everyone posts an ante (the dead
blind stays in the pot: trimming the antes gave it back); and a converter's PokerStars text
of Ignition's hands (its table events and the folds the site made); a name whose bytes are
no UTF-8 in a UTF-8 file, the same in every line (kept as their values); a tournament's
summary file (PokerStars', e-mailed, Winamax's, Run It Once's) told as no hands; lines ended
by a carriage return alone; a knockout's bounty split by two players; the hands PokerStars
e-mails on request. Results are the
engine's (no rake taken: the winner's share of it is in his result)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import detect
from engine.formats.importing import iter_hands
from tests.helpers.site_oracle import amounts
from tests.helpers.site_oracle import felt_results
from tests.helpers.site_oracle import hands_by_id

SHAPES = Path(__file__).resolve().parents[3] / "data" / "sites" / "stars_public_shapes.txt"



HANDS = hands_by_id(SHAPES)



def test_a_winner_who_cashed_out_is_paid_the_pot_as_played_out() -> None:
    # Bob's aces hold; he cashed out before the turn, so the text pays him nothing in the
    # play and names what the pot would have paid only in the summary: the hand is kept as
    # played out, held to that figure ($39.25 after $1.50 rake).
    hand = HANDS["620000000001"]
    assert hand.rake == 150
    assert felt_results(hand) == amounts(Ann="-20", Bob="20.75", Cid="-0.25", Dee="-0.50")


def test_a_dead_small_blind_beside_everyones_ante_stays_in_the_pot() -> None:
    # Ann, back at the table, posts a dead small blind besides her ante and calls the whole
    # big blind: the pot is 3 x $0.50 + $0.25 dead + 5 x $0.10 antes = $2.25.
    hand = HANDS["620000000002"]
    assert hand.rake == 18
    assert felt_results(hand) == amounts(Ann="-0.85", Bob="-0.10", Cid="-0.60", Dee="1.65",
                                    Eve="-0.10")


def test_a_converters_table_events_and_folds_the_site_made_are_read() -> None:
    # A converter of Ignition's text to PokerStars' writes Ignition's table events, the
    # player's name at times left out ("Seat sit down", "Ann: Seat re-join", "Table leave
    # user", "Set dealer", "Table deposit $5", "Sitout (wait for bb)") and why the site
    # folded for a player ("folds (disconnect)", "folds (auth)"): nothing dealt or bet;
    # "folds & shows [Qc Jc]" is a fold showing its cards.
    hand = HANDS["620000000003"]
    assert felt_results(hand) == amounts(PLR_1000001AA="-0.05", PLR_1000002BB="-0.02",
                                    Hero="0.07", PLR_1000004DD="0")
    shown = hand.state.position_of(hand.state.seats[hand.players.index("PLR_1000001AA")])
    assert shown not in hand.state.unknown  # his cards are known


MANGLED = b"D\xe2\xe2\x82\xac\xa0na"  # a name whose bytes a seller of hand histories mangled


def _with_ann_as(name: bytes, where: bytes = b"") -> bytes:
    """The file's dead-blind hand after a UTF-8 hand, Ann's name as ``name`` in the lines
    that begin with ``where`` (all her lines, or only her seat line)."""
    text = SHAPES.read_bytes().replace(b"\r\n", b"\n")
    hands = text.split(b"\n\n\n\n")
    lines = hands[1].split(b"\n")
    lines = [line.replace(b"Ann", name) if line.startswith(where) else line
             for line in lines]
    return hands[0].replace(b"Ann", "Änn".encode()) + b"\n\n\n" + b"\n".join(lines)


def test_bytes_that_are_no_utf8_in_every_line_of_a_name_still_replay(tmp_path: Path) -> None:
    # A UTF-8 file (its first hand names "Änn") whose second hand names a player in bytes
    # that are no UTF-8, the same bytes in all her lines: kept as their values, replayed.
    path = tmp_path / "mangled.txt"
    path.write_bytes(_with_ann_as(MANGLED))
    first, second = iter_hands(path)
    assert isinstance(first, ImportedHand) and "Änn" in first.players
    assert isinstance(second, ImportedHand), second
    assert felt_results(second) == amounts(**{"D\\xe2€\\xa0na": "-0.85"}, Bob="-0.10",
                                      Cid="-0.60", Dee="1.65", Eve="-0.10")


def test_such_bytes_in_one_line_only_are_still_refused(tmp_path: Path) -> None:
    path = tmp_path / "mangled_seat.txt"
    path.write_bytes(_with_ann_as(MANGLED, b"Seat 1: Ann"))
    _, second = iter_hands(path)
    assert isinstance(second, SkippedHand) and second.code == "bad_text"
    assert "not UTF-8" in second.reason


@pytest.mark.parametrize(("site", "text"), [
    ("pokerstars", "PokerStars Tournament #900000001, No Limit Hold'em\nBuy-In: $2.00/$0.20 USD\n"
                   "9 players\nTotal Prize Pool: $18.00 USD\n 1: Ann (Austria), $9.00 (50%)\n"),
    ("pokerstars", "Tournament History for your last 2 tournaments requested by Ann (a@b.c)\n\n"
                   "PokerStars Tournament #900000002, No Limit Hold'em\n 1: Ann, $9.00\n"),
    ("winamax", "Winamax Poker - Tournament summary : Expresso(900000003)\nPlayer : Ann\n"
                "Buy-In : 4.70€ + 0.30€\nLevels : [" + "10-20:0:180:holdem-no-limit," * 60 +
                "]\nYou finished in 1st place\n"),
    ("runitonce", "Run It Once Poker Tournament #900004, Cubed SNG No Limit Hold 'Em\n"
                  "1: Ann, 30.00\n"),
])
def test_a_tournaments_summary_file_is_told_as_no_hands(tmp_path: Path, site: str,
                                                          text: str) -> None:
    # Clients keep each tournament's summary (places and prizes; Winamax's levels on one
    # line longer than any hand's) beside its hands: no hands, never a refused hand.
    path = tmp_path / "summary.txt"
    path.write_text(text, encoding="utf-8")
    assert detect(path) == site
    (skip,) = iter_hands(path)
    assert isinstance(skip, SkippedHand) and skip.code == "not_hands"
    assert "tournament summary" in skip.reason


def test_lines_ended_by_a_carriage_return_alone_are_lines(tmp_path: Path) -> None:
    # A file saved with an old Mac's line ends (HHSmithy's public files hold one): the
    # same hands as with any other line ends.
    path = tmp_path / "mac.txt"
    path.write_bytes(SHAPES.read_bytes().replace(b"\r\n", b"\r"))
    got = {str(r.hand_id): r for r in iter_hands(path)}
    assert set(got) == set(HANDS)
    for number, hand in got.items():
        assert isinstance(hand, ImportedHand), hand
        assert felt_results(hand) == felt_results(HANDS[number])


def test_a_bounty_split_by_two_who_knocked_a_player_out_changes_no_chips() -> None:
    # "Ann, Cid split the $4.79 bounty for eliminating Bob" (anton-ju/hhparser's Spin & Go
    # files): paid beside the chips, as a bounty won alone is.
    hand = HANDS["620000000004"]
    assert felt_results(hand) == amounts(Ann="150", Bob="-300", Cid="150")


def test_hands_pokerstars_emailed_on_request_are_read(tmp_path: Path) -> None:
    # "Transcript for last 1 week of play requested by ..." then each hand under
    # "*********** # 1 **************" (skeldol/PokerHandParser's public file).
    hands = SHAPES.read_bytes().replace(b"\r\n", b"\n").split(b"\n\n\n\n")
    text = b"Transcript for last 1 week of play requested by Ann (ann@example.com)\n\n"
    for number, hand in enumerate(hands, 1):
        text += b"*********** # %d **************\n" % number + hand.strip() + b"\n\n"
    path = tmp_path / "transcript.txt"
    path.write_bytes(text)
    assert detect(path) == "pokerstars"
    got = {str(r.hand_id): r for r in iter_hands(path)}
    assert set(got) == set(HANDS)
    assert all(isinstance(r, ImportedHand) for r in got.values())

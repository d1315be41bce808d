"""A board run twice as PokerStars and GGPoker write it, in hands we wrote in the shapes of
FPDB's real files (issue 43): each run's streets (``*** FIRST TURN ***``, ``*** SECOND RIVER
***``), each run's showdown, the summary's two boards. The hand is replayed on both boards,
each half of every pot paid as the text says, stored with its second board and rebuilt to
the very same events; a second board the play cannot have dealt, or a third, is refused in a
sentence."""

from __future__ import annotations

from pathlib import Path

from engine.core.cards import cards_str
from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.importing import iter_hands
from engine.formats.phh import _parse_toml
from engine.formats.phh import replay_fields
from engine.formats.sites.pokerstars_import import parse_hands
from engine.rules.events import BoardDealt
from engine.rules.events import PotAwarded
from engine.storage.hands import HandData
from engine.storage.imported.import_export import phh_text
from engine.storage.imported.import_export import pokerstars_text
from engine.storage.imported.import_reading import stored_form
from tests.helpers.site_oracle import felt_results

SITES = Path(__file__).resolve().parents[3] / "data" / "sites"
STARS = SITES / "stars_run_twice.txt"


def _hands(path: Path) -> list[ImportedHand]:
    hands = list(iter_hands(path))
    assert all(isinstance(h, ImportedHand) for h in hands), hands
    return [h for h in hands if isinstance(h, ImportedHand)]


def _awards(hand: ImportedHand) -> list[tuple[tuple[int, ...], int, tuple[str, ...]]]:
    """Each award: its pots, its amount (file units) and its winners' names."""
    state = hand.state
    return [(e.pots, int(hand.in_file_units(e.amount)),
             tuple(hand.players[state.position_of(seat)] for seat, _ in e.shares))
            for e in state.events if isinstance(e, PotAwarded)]


def test_a_side_pot_run_twice_from_the_turn_pays_each_half_on_its_own_board() -> None:
    hand = _hands(STARS)[0]
    assert cards_str(hand.state.board) == "2c7dJhQsKh"
    assert cards_str(hand.state.second_board) == "2c7dJhQsAs"
    # Bob's kings win the first river's halves of both pots, Ann's aces the second's.
    assert _awards(hand) == [((0,), 30, ("Bob",)), ((1,), 30, ("Bob",)),
                             ((0,), 30, ("Ann",)), ((1,), 30, ("Ann",))]
    assert felt_results(hand) == {"Bob": 10, "Cid": -20, "Ann": 10}
    assert hand.in_file_units(hand.rake) == 1
    # The second run deals only the river again, after the first run's river.
    boards = [len(e.board) for e in hand.state.events if isinstance(e, BoardDealt)]
    assert boards == [3, 4, 5, 5]


def test_a_split_pot_on_each_board_of_a_hand_all_in_before_the_flop() -> None:
    hand = _hands(STARS)[1]
    assert cards_str(hand.state.second_board) == "Qd8c8h5s6d"
    assert [award[2] for award in _awards(hand)] == [("Ann", "Bob"), ("Ann", "Bob")]
    assert felt_results(hand) == {"Ann": 0, "Bob": 0}


def test_ggpokers_two_times_and_its_boards_on_lines_of_their_own() -> None:
    (hand,) = _hands(SITES / "gg_run_twice.txt")
    assert hand.site == "ggpoker"
    assert cards_str(hand.state.board) == "Ac8h3s6d2c"
    assert cards_str(hand.state.second_board) == "9c4hTdJh5s"
    assert [award[2] for award in _awards(hand)] == [("7a7b7c7d",), ("Hero",)]
    assert hand.in_file_units(hand.rake) == 4  # rake and jackpot fee


def test_the_stored_hand_keeps_its_second_board_and_replays_to_the_same_events() -> None:
    for hand in _hands(STARS) + _hands(SITES / "gg_run_twice.txt"):
        record = stored_form(hand)  # checked: rebuilt to the very same events
        data = HandData.from_json(record.data.to_json())
        assert data.options is not None and data.options.runs == 2
        again = data.rebuild()
        assert again.events == hand.state.events
        assert again.second_board == hand.state.second_board


def _text(k: int) -> str:
    return STARS.read_text().split("\n\n\n\n")[k]


def _refused(text: str) -> SkippedHand:
    (skip,) = parse_hands([line.encode() for line in text.splitlines(keepends=True)])
    assert isinstance(skip, SkippedHand), skip
    return skip


def test_a_second_board_dealt_where_the_players_could_still_bet_is_refused() -> None:
    # The second run written from the flop, where the players went all in on the turn.
    text = _text(0).replace("*** SECOND RIVER *** [2c 7d Jh Qs] [As]",
                            "*** SECOND TURN *** [2c 7d Jh] [Ad]\n"
                            "*** SECOND RIVER *** [2c 7d Jh Ad] [As]")
    skip = _refused(text)
    assert skip.code == "second_board"
    assert "the board is run twice from another street than the text runs it" in skip.reason


def test_a_second_board_cut_short_is_refused() -> None:
    skip = _refused(_text(1).replace("*** SECOND RIVER *** [Qd 8c 8h 5s] [6d]\n", ""))
    assert skip.code == "bad_board" and "the second board is not dealt to the river" in \
        skip.reason


def test_exports_write_both_runs_and_the_sites_own_rules_and_import_again() -> None:
    """PokerStars text writes each run ("*** SECOND RIVER ***", each run's showdown, both
    boards in the summary) and Splash the Pot's line; PHH, which has neither, Felt's own
    fields (``_felt_second_board``, ``_felt_site_money``, ``_felt_half_bet_reopens``). Each
    imports again to the same stacks and boards."""
    hands = (_hands(STARS) + _hands(SITES / "gg_run_twice.txt")
             + _hands(SITES / "rio_slips.txt") + _hands(SITES / "party_limit_reopen.txt"))
    for hand in hands:
        record = stored_form(hand)
        text = pokerstars_text(record)
        (again,) = parse_hands([line.encode() for line in text.splitlines(keepends=True)])
        assert isinstance(again, ImportedHand), (hand.hand_id, again)
        fields = _parse_toml(phh_text(record), "export")
        states = [again.state]
        if isinstance(fields["hand"], int):  # GGPoker's "RC…" is written as text: no PHH hand
            states.append(replay_fields(fields, "export").state)
        for other in states:
            assert other.stacks == hand.state.stacks, hand.hand_id
            assert other.second_board == hand.state.second_board
        if hand.state.second_board:
            assert "*** SECOND SHOW DOWN ***" in text and "SECOND Board [" in text
            assert "_felt_second_board" in fields
    assert any("STP added: €0.50" in pokerstars_text(stored_form(h)) for h in hands)

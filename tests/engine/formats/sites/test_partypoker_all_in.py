"""A PartyPoker all-in written short of the stack it empties (issue 43, the shape of FPDB's
``bad.math`` file, in a hand we wrote): ``Kasimir bets (7351530)``, ``Kasimir is all-In.``,
``Lotte calls (7351530)`` when his stack leaves 7351540, with a summary that counts both
whole stacks. Read as the site's accounting says, replayed and checked; kept as written when
the summary counts the written chips; refused when it counts neither."""

from __future__ import annotations

import io
from pathlib import Path

from engine.formats.imported import ImportedHand
from engine.formats.imported import SkippedHand
from engine.formats.sites import partypoker
from engine.rules.events import ActionTaken
from engine.rules.events import Street
from engine.storage.imported.import_reading import stored_form
from tests.helpers.site_oracle import felt_results

SHORT = Path(__file__).resolve().parents[3] / "data" / "sites" / "party_short_all_in.txt"


def _read(*changes: tuple[str, str]) -> ImportedHand | SkippedHand:
    text = SHORT.read_text()
    for old, new in changes:
        assert old in text
        text = text.replace(old, new, 1)
    (got,) = partypoker.parse_hands(io.BytesIO(text.encode()), "p.txt")
    assert isinstance(got, ImportedHand | SkippedHand)
    return got


def test_an_all_in_written_short_is_the_whole_stack_and_the_call_the_amount_owed() -> None:
    # Both whole stacks are what "Main Pot: 19753080" and Kasimir's "collected" count; Lotte's
    # "balance 2632460" (two digits swapped: the replay leaves her 2623460) is not read.
    hand = _read()
    assert isinstance(hand, ImportedHand), hand
    assert felt_results(hand) == {"Lotte": -9876540, "Kasimir": 9876540}
    river = [(e.action, e.amount) for e in hand.state.events
             if isinstance(e, ActionTaken) and e.street == Street.RIVER]
    assert river == [("check", 0), ("bet", 7351540), ("call", 7351540)]
    assert stored_form(hand).data.rebuild().events == hand.state.events


def test_a_summary_that_counts_the_written_chips_keeps_them() -> None:
    # The pot and winnings count 7351530 a player: the written amounts add up, and the
    # all-in's stack is what he put in (a tournament's rounded chips), as before.
    hand = _read(("19,753,080", "19,753,060"), ("19753080", "19753060"),
                 ("bet 9876540, collected 19753080, net +9876540",
                  "bet 9876530, collected 19753060, net +9876530"),
                 ("lost 9876540", "lost 9876530"))
    assert isinstance(hand, ImportedHand), hand
    assert felt_results(hand) == {"Lotte": -9876530, "Kasimir": 9876530}


def test_a_summary_that_counts_neither_reading_is_refused() -> None:
    got = _read(("Main Pot: 19753080", "Main Pot: 19753090"),
                ("collected 19753080", "collected 19753090"))
    assert isinstance(got, SkippedHand)
    assert got.code == "collected_mismatch"

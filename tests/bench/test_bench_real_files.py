"""``bench/real_files.py`` on a folder of hands we wrote: a file counts as imported only when
every Hold'em hand of it is, other games are counted apart, FPDB's result files are no hand
histories, and a file no reader recognises counts against the site its folder names."""

from __future__ import annotations

import io
from pathlib import Path
from types import ModuleType

import pytest

from tests.helpers.bench import load_bench

HOLDEM = """\
PokerStars Hand #200000000006: Hold'em No Limit ($0.25/$0.50 USD) - 2024/03/09 10:00:00 ET
Table 'Felt Test I' 6-max Seat #1 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bob ($50 in chips)
Ann: posts small blind $0.25
Bob: posts big blind $0.50
*** HOLE CARDS ***
Ann: raises $1 to $1.50
Bob: folds
Uncalled bet ($1) returned to Ann
Ann collected $1 from pot
*** SUMMARY ***
Total pot $1 | Rake $0
Seat 1: Ann (button) (small blind) collected ($1)
Seat 2: Bob (big blind) folded before Flop
"""

OMAHA = HOLDEM.replace("#200000000006: Hold'em No Limit", "#200000000007: Omaha Pot Limit")
BROKEN = HOLDEM.replace("#200000000006", "#200000000008").replace("collected $1 from",
                                                                   "collected $7 from")


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_bench("real_files")


def _folder(tmp_path: Path) -> Path:
    stars = tmp_path / "cash" / "Stars"
    stars.mkdir(parents=True)
    (stars / "good.txt").write_text(HOLDEM + "\n\n" + OMAHA)
    (stars / "good.txt.hp").write_text("{'siteId': 2}\n")  # FPDB's expected results
    (stars / "omaha.txt").write_text(OMAHA)
    (stars / "bad.txt").write_text(HOLDEM.replace("00006", "00009") + "\n\n" + BROKEN)
    (stars / "strange.txt").write_text("Some Site Hand 1: Hold'em\n")
    return tmp_path / "cash"


def test_files_and_hands_are_counted_by_site(bench: ModuleType, tmp_path: Path) -> None:
    out = io.StringIO()
    assert bench.main([str(_folder(tmp_path))], out=out) == 0
    lines = out.getvalue().splitlines()
    assert lines[-1] == "real files: 1 of 3 Hold'em files imported (PokerStars 1/3)"
    assert lines[0] == ("PokerStars: 4 files, 3 with Hold'em, 1 of them imported whole, "
                        "1 of other games only")
    assert lines[1] == "  hands: 6 read, 2 imported, 2 refused, 2 of other games"
    text = out.getvalue()
    assert "    1 collected_mismatch: " in text and "    1 unknown_format: " in text
    assert "refused file cash/Stars/bad.txt: 1 hands; first collected_mismatch" in text
    assert "not hand histories: 1 files (FPDB's expected results, empty files), not read" in text


def test_a_file_is_put_under_the_site_its_text_names_and_other_sites_apart(bench: ModuleType,
                                                      tmp_path: Path) -> None:
    elsewhere = tmp_path / "PokerTracker"
    elsewhere.mkdir()
    (elsewhere / "export.txt").write_text(HOLDEM)
    (elsewhere / "other_site.txt").write_text("Some Site Hand 1: Hold'em\n")
    out = io.StringIO()
    bench.main([str(elsewhere), "--brief"], out=out)
    lines = out.getvalue().splitlines()
    assert lines[-1] == "real files: 1 of 1 Hold'em files imported (PokerStars 1/1)"
    assert "not recognised: 1 files, 1 with Hold'em, 0 of them imported whole, 0 of other " \
        "games only" in lines


def test_a_tournament_summary_is_counted_apart_never_as_a_refused_hold_em_file(
        bench: ModuleType, tmp_path: Path) -> None:
    folder = tmp_path / "tour" / "FTP"
    folder.mkdir(parents=True)
    (folder / "summary.txt").write_text(
        "Full Tilt Poker Tournament Summary $5 Sit & Go (Turbo) (123456789), No Limit "
        "Hold'em\nBuy-In: $5 + $0.50\n9 Entries\nTotal Prize Pool: $45\n"
        "Tournament started: 2012/11/03 14:00:00 ET\n1: Ann, $22.50\n2: Bob, $13.50\n")
    (folder / "hand.txt").write_text(HOLDEM)
    out = io.StringIO()
    bench.main([str(tmp_path / "tour"), "--brief"], out=out)
    lines = out.getvalue().splitlines()
    assert "Full Tilt: 1 files, 0 with Hold'em, 0 of them imported whole, 0 of other games " \
        "only, 1 summaries (no hands)" in lines
    assert lines[-1] == "real files: 1 of 1 Hold'em files imported (PokerStars 1/1)"


CANCELLED = """\
PokerStars Game #200000000011:  Hold'em No Limit ($0.05/$0.10 USD) - 2009/03/15 6:20:33 ET
Table 'Felt Alone' 6-max Seat #1 is the button
Seat 1: Ann ($11.65 in chips)
Ann: posts small blind $0.05
Bob: is sitting out
Hand cancelled
*** SUMMARY ***
Seat 1: Ann (button) collected ($0)
"""


def test_a_hand_never_played_is_refused_in_its_sentence_and_counted_apart(
        bench: ModuleType, tmp_path: Path) -> None:
    stars = tmp_path / "Stars"
    stars.mkdir()
    (stars / "cancelled_only.txt").write_text(CANCELLED)
    (stars / "with_cancelled.txt").write_text(HOLDEM + "\n\n" + CANCELLED)
    out = io.StringIO()
    bench.main([str(stars)], out=out)
    lines = out.getvalue().splitlines()
    assert lines[-1] == "real files: 1 of 1 Hold'em files imported (PokerStars 1/1)"
    assert lines[0] == ("PokerStars: 2 files, 1 with Hold'em, 1 of them imported whole, "
                        "0 of other games only, 1 with only hands not played")
    assert lines[1] == "  hands: 3 read, 1 imported, 0 refused, 0 of other games, 2 not played"
    unplayed = [line for line in lines if line.startswith("  not played, counted apart: ")]
    assert len(unplayed) == 2 and all("the site cancelled the hand" in line
                                      for line in unplayed)

"""Real hand-history files imported, site by site: how many come in whole, and why the rest not.

``python bench/real_files.py DIR [DIR...]`` imports every file under the folders given (hidden
files left out) into a scratch database in a temporary data folder, one file at a time,
through the very code ``felt import`` runs (:func:`engine.storage.imported.imports.import_files`:
the readers, the engine's replay of every hand, the check of what each player collected, the
stored form). It prints, per site, the files and hands read, imported and refused, every
reason (the refusal's code) with its count and one of its sentences, the refused files with
their first refusal, and last one summary line::

    real files: N of M Hold'em files imported (PokerStars n/m, GGPoker n/m, ...)

A file's site is the one its text is recognised as (:func:`engine.formats.importing.detect`),
not its folder or its name. A file counts as imported when none of its Hold'em hands is
refused; hands of other games (Omaha, Stud, Draw: refused as ``not_holdem``) are counted
apart, and a file that holds only such hands is no Hold'em file, never a failure.

A file recognised as no site's text is put under the site its folder names when one of the
folders on its path is a site's folder of FPDB's regression suite (``Stars``, ``FTP``...:
:data:`FOLDER_SITES`), since a hand history Felt does not recognise is a failure of that
site's reader; else under "not recognised" (a site Felt does not read, such as Bovada's
Ignition), listed but left out of the summary. FPDB keeps its expected results beside the hand
files (:data:`RESULT_SUFFIXES`); those, and empty files, are counted as "not hand
histories" and never as failures.

Hand histories are never copied into the repository: run it on a folder of real files kept
elsewhere (FPDB's ``regression-test-files/cash/Stars`` ...). ``docs/imports.md`` ("Real
files") holds its output.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path
from typing import TextIO

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.formats.importing import detect
from engine.storage.imported.imports import expand
from engine.storage.imported.imports import import_files
from engine.storage.store import Store

SITE_NAMES = {
    "pokerstars": "PokerStars", "ggpoker": "GGPoker", "fulltilt": "Full Tilt",
    "partypoker": "PartyPoker", "ipoker": "iPoker", "winamax": "Winamax",
    "888poker": "888/Pacific", "wpn": "Winning Poker Network", "runitonce": "Run It Once",
    "pokermaster": "PokerMaster", "pokerbros": "PokerBros", "phh": "PHH",
}
"""Each site's name as the summary writes it, in the summary's order."""

FOLDER_SITES = {
    "stars": "pokerstars", "pokerstars": "pokerstars", "ggpoker": "ggpoker", "ftp": "fulltilt",
    "fulltilt": "fulltilt", "partypoker": "partypoker", "ipoker": "ipoker",
    "winamax": "winamax", "pacificpoker": "888poker", "888poker": "888poker",
    "winning": "wpn", "wpn": "wpn",
}
"""Folder names (lower case) of FPDB's regression suite and the site whose files they hold:
where an unrecognised file is counted."""

RESULT_SUFFIXES = (".hp", ".gt", ".hands", ".pp")
"""FPDB's expected results kept beside a hand file (``x.txt.hp``...): not hand histories."""

EMPTY_BYTES = 4096  # a file larger than this is not looked at for being blank
NOT_HOLDEM = "not_holdem"
"""The refusal code of a hand of a game Felt does not play."""
NOT_HANDS = "not_hands"
"""The refusal code of a file that holds no hands (a tournament's summary of places and
prizes): such a file is no hand history, counted apart and never as a failure."""

NOT_PLAYED = ("cancelled", "no_play")
"""The refusal codes of a hand that was never played: cancelled by the site (nobody posted
the big blind and the small blind was given back), or written as only its header and summary
(no seats, no cards, no action). ``felt import`` refuses each with its sentence, as it should;
here they are counted apart, like other games, since no tracker could import a hand that did
not happen, and a file holding only such hands is no Hold'em file."""

UNRECOGNISED = "not recognised"
NOT_HISTORIES = "not hand histories"


@dataclass(slots=True)
class FileResult:
    """One file's import: its site, hands imported (or already there), refusals."""

    path: Path
    site: str
    imported: int = 0
    refused: list[tuple[str, str]] = field(default_factory=list)  # (code, sentence)
    other_games: int = 0  # hands refused as not Hold'em
    summaries: int = 0  # parts refused as holding no hands (a tournament's summary)
    not_played: list[tuple[str, str]] = field(default_factory=list)  # (code, sentence)

    @property
    def holdem(self) -> bool:
        """Whether the file holds any Hold'em hand (or is a hand history not understood)."""
        return self.imported > 0 or bool(self.refused)

    @property
    def whole(self) -> bool:
        return not self.refused


@dataclass(slots=True)
class SiteTally:
    """The files of one site and what became of them."""

    files: list[FileResult] = field(default_factory=list)

    def holdem_files(self) -> list[FileResult]:
        return [f for f in self.files if f.holdem]

    def imported_files(self) -> list[FileResult]:
        return [f for f in self.holdem_files() if f.whole]


def site_of(path: Path) -> str:
    """The site a file's text is recognised as; else the site its folder names, else
    :data:`UNRECOGNISED` (or :data:`NOT_HISTORIES` for FPDB's expected results)."""
    kind = detect(path)
    if kind is not None:
        return kind
    if path.name.lower().endswith(RESULT_SUFFIXES) or _empty(path):
        return NOT_HISTORIES
    for folder in reversed(path.parent.parts):
        if folder.lower() in FOLDER_SITES:
            return FOLDER_SITES[folder.lower()]
    return UNRECOGNISED


def _empty(path: Path) -> bool:
    """Whether a file holds nothing but white space (no hand at all)."""
    try:
        return path.stat().st_size <= EMPTY_BYTES and not path.read_bytes().strip()
    except OSError:
        return False


def import_one(store: Store, path: Path) -> FileResult:
    """One file imported into ``store`` as ``felt import`` does it."""
    result = FileResult(path, site_of(path))
    if result.site == NOT_HISTORIES:
        return result
    report = import_files(store, [path])
    result.imported = report.imported + report.already_there
    for skip in report.skipped:
        if skip.code == NOT_HOLDEM:
            result.other_games += 1
        elif skip.code == NOT_HANDS:
            result.summaries += 1
        elif skip.code in NOT_PLAYED:
            result.not_played.append((skip.code, skip.reason))
        else:
            result.refused.append((skip.code, skip.reason))
    if report.failed is not None:
        result.refused.append((report.failed.code, str(report.failed)))
    return result


def run(folders: Sequence[Path], db: Path) -> dict[str, SiteTally]:
    """Every file under ``folders`` imported into the database ``db``, tallied by site."""
    sites: dict[str, SiteTally] = {}
    with Store.open(db) as store:
        for path in expand(folders):
            result = import_one(store, path)
            sites.setdefault(result.site, SiteTally()).files.append(result)
    return sites


def _order(site: str) -> tuple[int, str]:
    names = list(SITE_NAMES)
    return (names.index(site) if site in names else len(names), site)


def _name(site: str) -> str:
    return SITE_NAMES.get(site, site)


def site_lines(site: str, tally: SiteTally, root: Path | None = None,
               list_files: bool = True) -> list[str]:
    """The report of one site: counts, reasons, refused files."""
    files = tally.files
    if site == NOT_HISTORIES:
        return [f"{_name(site)}: {len(files)} files (FPDB's expected results, empty files), "
                "not read"]
    holdem = tally.holdem_files()
    whole = tally.imported_files()
    hands_in = sum(f.imported for f in files)
    refused = sum(len(f.refused) for f in files)
    others = sum(f.other_games for f in files)
    summaries = sum(1 for f in files if f.summaries and not f.holdem)
    unplayed_files = sum(1 for f in files
                         if f.not_played and not f.holdem and not f.summaries)
    unplayed = [hand for f in files for hand in f.not_played]
    no_hands = f", {summaries} summaries (no hands)" if summaries else ""
    if unplayed_files:
        no_hands += f", {unplayed_files} with only hands not played"
    not_played = f", {len(unplayed)} not played" if unplayed else ""
    lines = [
        f"{_name(site)}: {len(files)} files, {len(holdem)} with Hold'em, {len(whole)} of them "
        f"imported whole, {len(files) - len(holdem) - summaries - unplayed_files} of other "
        "games only" + no_hands,
        f"  hands: {hands_in + refused + others + len(unplayed)} read, {hands_in} imported, "
        f"{refused} refused, {others} of other games" + not_played]
    reasons: Counter[str] = Counter()
    example: dict[str, str] = {}
    for f in files:
        for code, sentence in f.refused:
            reasons[code] += 1
            example.setdefault(code, sentence)
    for code, count in reasons.most_common():
        lines.append(f"  {count:5d} {code}: {_short(example[code], root)}")
    for _code, sentence in unplayed:
        lines.append(f"  not played, counted apart: {_short(sentence, root)}")
    if list_files:
        for f in files:
            if f.refused:
                code, sentence = f.refused[0]
                sentence = sentence.replace(f"{f.path}: ", "")
                lines.append(f"  refused file {_rel(f.path, root)}: {len(f.refused)} hands; "
                             f"first {code}: {_short(sentence, root)}")
    return lines


def _rel(path: Path, root: Path | None) -> str:
    if root is not None:
        try:
            return str(path.relative_to(root))
        except ValueError:
            pass
    return str(path)


def _short(sentence: str, root: Path | None, limit: int = 220) -> str:
    """A refusal's sentence with the folders above ``root`` left out, cut to ``limit``."""
    if root is not None:
        sentence = sentence.replace(str(root) + "/", "")
    sentence = " ".join(sentence.split())
    return sentence if len(sentence) <= limit else sentence[:limit - 3] + "..."


def summary(sites: dict[str, SiteTally]) -> str:
    """``real files: N of M Hold'em files imported (SITE n/m, ...)``."""
    parts = []
    total = whole = 0
    for site in sorted(sites, key=_order):
        if site in (NOT_HISTORIES, UNRECOGNISED):
            continue
        tally = sites[site]
        m, n = len(tally.holdem_files()), len(tally.imported_files())
        if m == 0:
            continue
        total, whole = total + m, whole + n
        parts.append(f"{_name(site)} {n}/{m}")
    return f"real files: {whole} of {total} Hold'em files imported ({', '.join(parts)})"


def report(sites: dict[str, SiteTally], out: TextIO, root: Path | None = None,
           list_files: bool = True) -> None:
    for site in sorted(sites, key=_order):
        for line in site_lines(site, sites[site], root, list_files):
            print(line, file=out)
    print(summary(sites), file=out)


def _common_root(folders: Sequence[Path]) -> Path:
    """The folder above all the folders given: file names are written from it."""
    return Path(os.path.commonpath([f.parent for f in folders]))


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folders", type=Path, nargs="+", help="folders (or files) to import")
    parser.add_argument("--brief", action="store_true", help="leave out the refused files")
    args = parser.parse_args(argv)
    missing = [f for f in args.folders if not f.exists()]
    if missing:
        print(f"real_files: no such file or folder: {missing[0]}", file=sys.stderr)
        return 2
    folders = [f.resolve() for f in args.folders]
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="felt-real-files-") as scratch:
        sites = run(folders, Path(scratch) / "felt.db")
    report(sites, out, _common_root(folders), not args.brief)
    print(f"({time.perf_counter() - start:.0f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

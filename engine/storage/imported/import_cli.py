"""``felt import FILE...``: hand histories from other sites into felt.db, without a window.

Files and folders (read whole, hidden files left out). Progress goes to stderr, the summary to
stdout: how many hands were imported, how many were already there, and every hand skipped with
its file, its place in the file and the reason. The exit status is 0 when the import ran
(whatever was skipped), 1 when the database could not be written, 130 on Ctrl+C (the file being
read is then dropped whole; the files before it stay imported).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from engine.core.errors import StorageError
from engine.storage.imported.imports import ImportReport
from engine.storage.imported.imports import Progress
from engine.storage.imported.imports import import_files
from engine.storage.store import Store

PROGRESS_EVERY = 1000
"""Hands between two progress lines: often enough to see it move, rarely enough to read."""


def summary_lines(report: ImportReport) -> list[str]:
    lines = [f"imported {report.imported} hands, {report.already_there} already there, "
             f"{len(report.skipped)} skipped, from {report.files} files"]
    for skip in report.skipped:
        where = skip.section or (f"line {skip.line}" if skip.line else "the file")
        lines.append(f"  skipped {skip.source} ({where}): {skip.code}: {skip.reason}")
    if report.cancelled:
        lines.append("stopped: the file being read was left out whole")
    if report.failed is not None:
        lines.append(f"not saved: {report.failed}")
    return lines


def main(argv: Sequence[str] | None = None, out: TextIO | None = None,
         err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    parser = argparse.ArgumentParser(
        prog="felt import",
        description="Import PHH and PokerStars hand histories into Felt's hand history.")
    parser.add_argument("files", type=Path, nargs="+", help="files or folders")
    parser.add_argument("--db", type=Path, default=None,
                        help="the database (default: felt.db in the data folder)")
    args = parser.parse_args(argv)
    missing = [p for p in args.files if not p.exists()]
    if missing:
        print(f"felt import: no such file or folder: {missing[0]}", file=err)
        return 2
    last_file = -1

    def show(step: Progress) -> None:
        nonlocal last_file
        if step.file_index != last_file:
            last_file = step.file_index
            print(f"[{step.file_index + 1}/{step.file_count}] {step.path}", file=err)
        elif step.hands % PROGRESS_EVERY == 0:
            print(f"  {step.hands} hands read", file=err)

    try:
        with Store.open(args.db) as store:
            try:
                report = import_files(store, args.files, show)
            except KeyboardInterrupt:
                print("felt import: stopped; the file being read was left out", file=err)
                return 130
    except StorageError as exc:
        print(f"felt import: {exc}", file=err)
        return 1
    for line in summary_lines(report):
        print(line, file=out)
    return 1 if report.failed is not None else 0


if __name__ == "__main__":
    sys.exit(main())

"""``felt export``: write a saved session's hands as PHH or PokerStars text, without a window.

``felt export --session ID|latest|imported --format phh|pokerstars OUT`` (also ``python -m
engine.storage.cli export ...``); ``imported`` writes the hands imported from other sites, as
those sites wrote them (their money, hand numbers and tables). The database is opened
read-only, so this works while a Felt is playing. Problems are one line on stderr and a
non-zero exit status.

Tests: tests/engine/storage/imported/test_import_units.py,
tests/engine/storage/test_storage_damage.py
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from engine.core.arguments import whole_number
from engine.core.errors import StorageError
from engine.storage.db import default_path
from engine.storage.store import IMPORTED
from engine.storage.store import DamagedHand
from engine.storage.store import Store
from engine.storage.transfer import export_hands

MAX_SESSION_ID = 2**63 - 1  # SQLite's largest row id


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="felt export",
                                     description="Write a saved session's hands to a file.")
    parser.add_argument("--session", type=session_choice, default="latest",
                        help="the session's id (see the sessions list), 'latest', or "
                             "'imported' for the hands imported from other sites")
    parser.add_argument("--format", choices=("phh", "pokerstars"), default="phh")
    parser.add_argument("--db", type=Path, default=None,
                        help="the database (default: felt.db in the data folder)")
    parser.add_argument("out", type=Path, help="the file to write")
    args = parser.parse_args(argv)
    damaged: list[DamagedHand] = []
    try:
        if not _exists(args.db if args.db is not None else default_path()):
            raise StorageError("no_sessions", "there are no saved sessions yet")
        with Store.open(args.db, read_only=True) as store:
            if args.session == "imported":
                count = export_hands(store.hands(IMPORTED, damaged=damaged), args.format,
                                     args.out, store)
                _tell(damaged)
                print(f"wrote {count} imported hands to {args.out}")
                return 0
            if args.session == "latest":
                session_id = store.latest_session_id()
                if session_id is None:
                    raise StorageError("no_sessions", "there are no saved sessions yet")
            else:
                session_id = args.session
                store.summary(session_id)  # raises not_found
            count = export_hands(store.hands(session_id, damaged=damaged), args.format,
                                 args.out, store)
            _tell(damaged)
    except StorageError as exc:
        print(f"felt export: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {count} hands of session {session_id} to {args.out}")
    return 0


def session_choice(text: str) -> int | str:
    """``--session``: ``latest``, ``imported`` or a session's id (checked before the
    database is opened, so a mistake gets argparse's sentence and exit status 2)."""
    if text in ("latest", "imported"):
        return text
    try:
        return _session_id(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a session: give a number, 'latest' or 'imported'") from None


_session_id = whole_number(1, MAX_SESSION_ID)


def _exists(path: Path) -> bool:
    """Whether the database is there; a folder that cannot be entered says so.

    :raises StorageError: ``unreadable``.
    """
    try:
        return path.exists()
    except OSError as exc:
        raise StorageError("unreadable", f"{path.parent} cannot be read ({exc.strerror})",
                           path=str(path)) from exc


def _tell(damaged: Sequence[DamagedHand]) -> None:
    """One line on stderr per hand left out because its saved row is damaged."""
    for hand in damaged:
        where = "of the imported hands" if hand.session_id == IMPORTED \
            else f"of session {hand.session_id}"
        print(f"felt export: hand {hand.hand_number} {where} cannot be read (the saved data "
              f"is damaged) and is left out: {hand.reason}", file=sys.stderr)


if __name__ == "__main__":
    args = sys.argv[1:]
    sys.exit(main(args[1:] if args[:1] == ["export"] else args))

"""``felt``: the command line, read before anything of the window is loaded.

Why a module of its own: starting Qt takes a noticeable moment and needs a display, and
``felt export`` (engine/storage/cli.py) and ``felt --help`` need neither. This module imports
no Qt; only when a window is wanted does it import :mod:`gui.app`, which does.

Tests: tests/gui/test_cli_values.py, tests/gui/teaching/trainer/test_trainer.py
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from engine.core.arguments import whole_number
from engine.core.arguments import window_size
from engine.core.errors import StorageError
from engine.rules.table import MAX_SEATS
from engine.rules.table import MAX_SESSION_SEED
from engine.storage.db import check_readable
from engine.storage.db import default_path
from gui.desktop.version import felt_version

SPEEDS = ("slow", "normal", "fast", "instant")
MIN_SEATS = 2
MAX_WINDOW_SIDE = 16_777_215  # Qt's largest widget side (QWIDGETSIZE_MAX)

_COMMANDS = """commands:
  export    write a saved session's hands as PHH or PokerStars text, without a window
            (felt export --session latest --format phh hands.phhs; felt export --help)
  import    read PHH and PokerStars hand histories (files or folders) into the hand history
            (felt import hands.txt folder/; felt import --help)
"""


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="felt", usage="felt [options] | felt export [export options] | felt import FILE...",
        description="An offline Texas Hold'em table.", epilog=_COMMANDS,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"felt {felt_version()}")
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="put Felt in the desktop's menu, with its icon, for this user")
    parser.add_argument("--remove-desktop-entry", action="store_true",
                        help="take Felt's menu entry and icon out again")
    parser.add_argument("--watch", action="store_true",
                        help="seat only computer players and watch them play")
    parser.add_argument("--players", type=whole_number(MIN_SEATS, MAX_SEATS), default=6,
                        help=f"players at the table ({MIN_SEATS}-{MAX_SEATS})")
    parser.add_argument("--hands", type=whole_number(1), default=None,
                        help="stop after this many hands and exit (watch mode)")
    parser.add_argument("--seed", type=whole_number(0, MAX_SESSION_SEED), default=None,
                        help=f"seed of the session (0 to {MAX_SESSION_SEED})")
    parser.add_argument("--speed", choices=SPEEDS, default="normal")
    parser.add_argument("--variant", choices=("nl", "pl", "fl", "short"), default="nl")
    parser.add_argument("--deck", choices=("standard", "four_colour", "four_colour_safe"),
                        default=None, help="card deck (default: the one chosen in Settings)")
    parser.add_argument("--size", type=window_size(MAX_WINDOW_SIDE), default=None,
                        help="window size, e.g. 1366x768")
    parser.add_argument("--report-startup", action="store_true",
                        help="print when the table is ready and quit (for benchmarks)")
    parser.add_argument("--trainer", action="store_true", help="open the drills trainer alone")
    parser.add_argument("--continue", dest="resume", action="store_true",
                        help="go on with the most recent saved session (with --watch: only "
                             "a session of computer players)")
    return parser


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    return parser().parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``felt``; returns the exit status."""
    words = list(sys.argv[1:] if argv is None else argv)
    if words[:1] == ["export"]:  # no window and no display
        from engine.storage.cli import main as export_main

        return export_main(words[1:])
    if words[:1] == ["import"]:
        from engine.storage.imported.import_cli import main as import_main

        return import_main(words[1:])
    args = parse_args(words)  # --help and mistakes end here, before any Qt
    if args.install_desktop_entry or args.remove_desktop_entry:
        from gui.desktop.desktop_entry import main as desktop_main

        return desktop_main(install_it=args.install_desktop_entry)
    try:  # the settings, the saved games and the lock all live in the data folder
        check_readable(default_path())
    except StorageError as exc:
        print(f"felt: {exc}; give your user the right to read and write it, or choose "
              "another folder with FELT_DATA_DIR.", file=sys.stderr)
        return 1
    from gui.app import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())

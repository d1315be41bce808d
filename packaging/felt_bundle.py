"""The PyInstaller bundle's entry point: Felt's command line, or a child process of Felt's.

Why not ``gui/__main__.py``: a frozen program has no ``python -m``, so the bot process and the
worker pools start this same executable again. ``multiprocessing.freeze_support()`` turns a
spawned worker's start into that worker (PyInstaller makes it work on every platform), and
``--child MODULE`` runs one of the engine's child modules
(:func:`engine.core.processes.run_child`). Anything else is ``felt`` as the wheel installs it.
"""

from __future__ import annotations

import multiprocessing
import sys


def main() -> int:
    multiprocessing.freeze_support()  # a spawned worker never returns from here
    from engine.core.processes import CHILD_OPTION

    if sys.argv[1:2] == [CHILD_OPTION]:
        from engine.core.processes import ProcessError
        from engine.core.processes import run_child

        try:
            run_child(sys.argv[1:])
        except ProcessError as exc:
            sys.stderr.write(f"felt: {exc}\n")
            return 2
        return 0
    from gui.cli import main as felt

    return felt()


if __name__ == "__main__":
    sys.exit(main())

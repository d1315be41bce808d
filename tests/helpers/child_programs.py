"""Small programs the process tests start as children (``python -m tests.helpers.child_programs
MODE``): each does one thing a real child might, so the parent's handling can be checked."""

from __future__ import annotations

import os
import sys
import time


def nap(seconds: float) -> int:
    """Sleep, then say which process did it."""
    time.sleep(seconds)
    return os.getpid()


def where(_: object) -> int:
    """Which process did it."""
    return os.getpid()


def refuse(value: int) -> int:
    """A task that fails as a task."""
    raise KeyError(value)


def die(_: object) -> int:
    """A worker that ends without a word (killed, out of memory)."""
    os._exit(3)


def main() -> None:
    """``echo``: each line of input back in capitals until the input closes; ``deaf``: never
    reads its input and sleeps."""
    if sys.argv[1:] == ["deaf"]:
        time.sleep(60)
        return
    for line in sys.stdin.buffer:
        sys.stdout.buffer.write(line.upper())
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()

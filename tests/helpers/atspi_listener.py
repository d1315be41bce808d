"""An AT-SPI client, as a screen reader is one: run with the system's python3 (Debian's
python3-pyatspi), it waits for the application named Felt on the accessibility bus, walks its
tree for the seats, and listens for announcements until it heard the person's turn and a pot
won, or until its time is up. Prints one JSON object: the seats' names found and the
announcements heard.

It imports nothing of Felt: it sees the program only through the platform bridge. pyatspi
is imported in :func:`main` only, since the suite's own Python (which has no pyatspi) collects
this module's doctests.
"""

from __future__ import annotations

import json
import sys
import time

APP_NAME = "Felt"
MAX_DEPTH = 14  # the table's items sit about eight levels under the application
POLL_MS = 300


def walk(node: object, depth: int = 0) -> list[tuple[str, str]]:
    """(role name, name) of every object under ``node``."""
    found = []
    if node is None or depth > MAX_DEPTH:
        return found
    try:
        found.append((node.getRoleName(), node.name or ""))
        for child in node:
            found.extend(walk(child, depth + 1))
    except Exception:  # an object that went away while walked
        pass
    return found


def main(seconds: float) -> int:
    # Imported here: the test suite's own Python reads this module without them.
    import pyatspi  # type: ignore[import-not-found]
    from gi.repository import GLib  # type: ignore[import-not-found]

    heard: list[str] = []
    seats: list[str] = []
    deadline = time.monotonic() + seconds

    def on_announcement(event: object) -> None:
        heard.append(str(event.any_data))

    def done() -> bool:
        return bool(seats) and any("Your turn" in t for t in heard) and any(
            " wins " in t or " win " in t or "You win" in t for t in heard)

    def poll() -> bool:
        if not seats:
            for app in pyatspi.Registry.getDesktop(0):
                if app is not None and app.name == APP_NAME:
                    names = [name for role, name in walk(app) if name.startswith("Seat ")]
                    seats.extend(names)
        if done() or time.monotonic() > deadline:
            pyatspi.Registry.stop()
            return False
        return True

    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    GLib.timeout_add(POLL_MS, poll)
    pyatspi.Registry.start()
    print(json.dumps({"seats": seats, "heard": heard}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(float(sys.argv[1]) if len(sys.argv) > 1 else 20.0))

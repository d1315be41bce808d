"""An AT-SPI client, as a screen reader is one: run with the system's python3 (Debian's
python3-pyatspi), it waits for the application named Felt on the accessibility bus, walks its
tree for the seats, and hears what Felt says, as Orca does: a notification shown (what Orca
43.1 speaks, tried with Orca itself) or an ``object:announcement`` (Orca 46 and later), each
with the second it came, until Felt has gone or its time is up. Prints one JSON object: the
seats' names found and the words heard.

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

    heard: list[tuple[float, str]] = []
    seats: list[str] = []
    seen = [False]  # Felt was found on the bus
    deadline = time.monotonic() + seconds

    def on_announcement(event: object) -> None:
        heard.append((time.monotonic(), str(event.any_data)))

    def on_name(event: object) -> None:
        # The words travel in the event: a notification's name when it is shown (Felt
        # renames it, then shows it; Orca 43 speaks it on the showing).
        source = event.source
        if event.any_data and source is not None and \
                source.getRole() == pyatspi.ROLE_NOTIFICATION:
            heard.append((time.monotonic(), str(event.any_data)))

    def felt() -> object | None:
        return next((app for app in pyatspi.Registry.getDesktop(0)
                     if app is not None and app.name == APP_NAME), None)

    def poll() -> bool:
        app = felt()
        if app is not None and not seats:
            names = [name for role, name in walk(app) if name.startswith("Seat ")]
            seats.extend(names)
        seen[0] = seen[0] or app is not None
        if (seen[0] and app is None) or time.monotonic() > deadline:
            pyatspi.Registry.stop()
            return False
        return True

    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    pyatspi.Registry.registerEventListener(on_name, "object:property-change:accessible-name")
    GLib.timeout_add(POLL_MS, poll)
    pyatspi.Registry.start()
    print(json.dumps({"seats": seats, "heard": heard}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(float(sys.argv[1]) if len(sys.argv) > 1 else 20.0))

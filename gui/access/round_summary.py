"""A run of other players' actions said as one sentence: "Bruno and Cleo fold, Dana calls 40."

Computer players act faster than a screen reader speaks; nine sentences queued one after the
other keep a blind player listening to old news when their turn comes. The announcer holds
the actions that arrive while the screen reader is still speaking and says them with this
sentence: players next to each other who fold (or check) in the same betting round are named
together, every other action in the log's words.
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine.rules.events import ActionTaken
from gui.base import log_words
from gui.base.texts import listing

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for

GROUPED = ("fold", "check")  # the actions several players are named together for


def _together(action: str, names: list[str]) -> str:
    if action == "fold":
        #: several players fold one after the other; %1 their names ("Bruno and Cleo")
        return translate("Access", "%1 fold").replace("%1", listing(names))
    #: several players check one after the other; %1 their names
    return translate("Access", "%1 check").replace("%1", listing(names))


def summary(actions: Sequence[ActionTaken], names: Mapping[int, str],
            person: int | None) -> str:
    """The actions in order as one sentence (the log's own line for a single action)."""
    groups: list[tuple[str, list[ActionTaken]]] = []
    for event in actions:
        kind = event.action if event.action in GROUPED and event.seat != person else ""
        if kind and groups and groups[-1][0] == kind and groups[-1][1][-1].street == event.street:
            groups[-1][1].append(event)
        else:
            groups.append((kind, [event]))
    parts = []
    for kind, events in groups:
        if len(events) > 1:
            parts.append(_together(kind, [names.get(e.seat, "?") for e in events]))
        else:
            parts.append((log_words.describe(events[0], names, person) or "").rstrip("."))
    return ", ".join(part for part in parts if part) + "."

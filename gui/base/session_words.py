"""A session's name in words: the one the person gave it, or its default name
(:mod:`engine.storage.session_names`) said in the current language, "Sunday evening, 6 players,
No-Limit" or "Sonntagabend, 6 Spieler, No-Limit"."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject

from engine.storage.session_names import DayPart
from engine.storage.session_names import DefaultName
from engine.storage.session_names import default_name
from engine.storage.session_names import has_own_name
from engine.storage.store import SessionSummary

translate = QCoreApplication.translate  # the name pyside6-lupdate looks for


def _weekday(day: int) -> str:
    names = (translate("SessionName", "Monday"), translate("SessionName", "Tuesday"),
             translate("SessionName", "Wednesday"), translate("SessionName", "Thursday"),
             translate("SessionName", "Friday"), translate("SessionName", "Saturday"),
             translate("SessionName", "Sunday"))
    return names[day % 7]


def _when(weekday: int, part: DayPart) -> str:
    """The weekday and the part of the day ("Sunday evening"; German: "Sonntagabend")."""
    #: %1 a weekday ("Sunday"); German writes one word: "%1morgen"
    words = {DayPart.MORNING: translate("SessionName", "%1 morning"),
             DayPart.AFTERNOON: translate("SessionName", "%1 afternoon"),
             DayPart.EVENING: translate("SessionName", "%1 evening"),
             DayPart.NIGHT: translate("SessionName", "%1 night")}
    return words[part].replace("%1", _weekday(weekday))


def _game(variant: str) -> str:
    words = {"nl": translate("SessionName", "No-Limit"),
             "pl": translate("SessionName", "Pot-Limit"),
             "fl": translate("SessionName", "Fixed-Limit"),
             "short": translate("SessionName", "Short deck")}
    return words.get(variant, variant)


class SessionName(QObject):
    """The default name's sentence (a plural: pyside6-lupdate needs ``self.tr`` for it)."""

    def say(self, name: DefaultName) -> str:
        when = _when(name.weekday, name.part)
        #: a session's default name; %1 when it started, %n players, %2 the game
        return self.tr("%1, %n player(s), %2", "", name.players).replace(
            "%1", when).replace("%2", _game(name.variant))


def session_name(summary: SessionSummary) -> str:
    """The session's own name, or its default name in the current language."""
    if has_own_name(summary):
        return summary.name
    return SessionName().say(default_name(summary))


def session_names(summaries: Iterable[SessionSummary]) -> dict[int, str]:
    """Every session's name by id, as every list of sessions shows it (Statistics, the hand
    history, Sessions): a name another, earlier session also has is numbered in the order the
    sessions began ("Sunday evening, 6 players, No-Limit (2)"; "Club night (2)" for a name the
    person gave twice), so no two entries look alike."""
    listed = list(summaries)
    seen: dict[str, int] = {}
    names: dict[int, str] = {}
    for summary in sorted(listed, key=lambda s: (s.created, s.id)):
        name = session_name(summary)
        seen[name] = seen.get(name, 0) + 1
        names[summary.id] = name if seen[name] == 1 else f"{name} ({seen[name]})"
    return {s.id: names[s.id] for s in listed}  # in the order the list was given

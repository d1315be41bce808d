"""The replayer's step said to a screen reader: a blind player steps through a hand with the
arrow keys and hears each step as it is shown ("Step 3 of 12. Bruno raises to 40."), not only
when they move to the caption.

Sent as a polite ``QAccessibleAnnouncementEvent`` from the caption (the replayer sits below the
window's announcer in the layers and needs none of its flood control: one step per key).

Tests: tests/gui/history/test_i18n_dialogs.py, tests/gui/history/test_i18n_imports.py,
tests/gui/history/test_import_money_window.py
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QAccessible
from PySide6.QtGui import QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget


def step_words(counter: str, lines: Sequence[str]) -> str:
    """The counter and the step's lines as one sentence list."""
    parts = [counter, *lines]
    return " ".join(part if part.endswith((".", "!", "?", ":")) else f"{part}." for part in parts
                    if part)


def say_step(source: QWidget, counter: str, lines: Sequence[str]) -> str:
    """Announce the step shown from ``source``; returns the words said."""
    text = step_words(counter, lines)
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)
    return text

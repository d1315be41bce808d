"""The replayer's step said to a screen reader: a blind player steps through a hand with the
arrow keys and hears each step as it is shown ("Step 3 of 12. Bruno raises to 40."), not only
when they move to the caption.

Sent from the caption by the channel the person chose (``gui/base/screen_reader.py``; the
replayer sits below the window's announcer in the layers and needs none of its pacing: one
step per key, and a newer step may cut the last short).

Tests: tests/gui/history/test_i18n_dialogs.py, tests/gui/history/test_i18n_imports.py,
tests/gui/history/test_import_money_window.py
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QWidget

from gui.base import screen_reader
from gui.base.card_words import spoken_symbols


def step_words(counter: str, lines: Sequence[str]) -> str:
    """The counter and the step's lines as one sentence list."""
    parts = [counter, *lines]
    return " ".join(part if part.endswith((".", "!", "?", ":")) else f"{part}." for part in parts
                    if part)


def say_step(source: QWidget, counter: str, lines: Sequence[str]) -> str:
    """Announce the step shown from ``source``; returns the words said."""
    text = spoken_symbols(step_words(counter, lines))
    screen_reader.send(source, text, urgent=True)
    return text

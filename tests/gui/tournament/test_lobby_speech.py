"""The tournament lobby tells a screen reader each new level with its blinds, once, politely,
in English and in German (the words as sent, gui/base/screen_reader.py's listeners)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from engine.rules.table import BlindLevel
from gui.base import i18n
from gui.base import speeds
from gui.base.tournament_setup import TournamentSetup
from gui.window.main_window import MainWindow

SIT_AND_GO = TournamentSetup(kind="sng", entrants=6, starting_stack=1500, small_blind=10,
                             big_blind=20, hands_per_level=2, seed=5, antes="none",
                             breaks=False)


@pytest.mark.parametrize(("language", "words"), [
    ("en", ("Level 1: blinds 10/20.", "Level 2: blinds 15/30.",
            "Level 3: blinds 25/50. Hand for hand: every table waits for the others.")),
    ("de", ("Stufe 1: Blinds 10/20.", "Stufe 2: Blinds 15/30.",
            "Stufe 3: Blinds 25/50. Hand für Hand: Jeder Tisch wartet auf die anderen.")),
])
def test_each_level_and_hand_for_hand_are_said_once(qtbot: QtBot,
                                                    heard: list[tuple[str, bool]],
                                                    language: str,
                                                    words: tuple[str, str, str]) -> None:
    i18n.apply(language)
    window = MainWindow(speeds.Speed.INSTANT)
    qtbot.addWidget(window)
    window.show()
    window.tournament.start(SIT_AND_GO)
    dock = window.tournament.dock
    qtbot.waitUntil(lambda: dock.lobby is not None, timeout=10_000)
    window.set_paused(True)
    lobby = dock.lobby
    assert lobby is not None and lobby.level == 0
    dock.show_lobby(lobby, "You")  # the next round at the same level: nothing new
    later = replace(lobby, level=1, blinds=BlindLevel(15, 30))
    dock.show_lobby(later, "You")
    dock.show_lobby(later, "You")
    bubble = replace(lobby, level=2, blinds=BlindLevel(25, 50), hand_for_hand=True)
    dock.show_lobby(bubble, "You")
    dock.show_lobby(bubble, "You")
    from_lobby = [(text, urgent) for text, urgent in heard if text.startswith(words[0][:5])]
    # polite: the table's news is not cut short
    assert from_lobby == [(text, False) for text in words]
    window.stop_engine()
    window.close()

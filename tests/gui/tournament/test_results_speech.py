"""The results screen tells a screen reader the person's finish as it opens, and the places
paid when the tournament ends (at once, or after the rest played on in the background), word
for word in English and in German (gui/base/screen_reader.py's listeners)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from engine.rules.table import BlindLevel
from engine.tournament.lobby import Lobby
from engine.tournament.tournament import Finish
from gui.base import i18n
from gui.base.texts import DEFAULT_NAME
from gui.tournament.results_dialog import ResultsDialog

PERSON = 2
FINISHES = (Finish(1, 0, "Ada", 1080, 40), Finish(2, 1, "Bruno", 720, 40),
            Finish(3, PERSON, DEFAULT_NAME, 0, 31), Finish(4, 3, "Cleo", 0, 12))
OUT = Lobby(round=31, level=3, blinds=BlindLevel(25, 50), next_blinds=BlindLevel(50, 100),
            big_blind_ante=False, hands_to_next=2, minutes_to_next=None, break_next=False,
            entries=4, players_left=2, average_stack=3000, person_stack=0, person_rank=None,
            person_table=None, prizes=(1080, 720), prize_pool=1800, tables=(), leader="Ada",
            leader_stack=3500, hand_for_hand=False, finished=False,
            person_finish=FINISHES[2], finishes=FINISHES[2:])
OVER = replace(OUT, round=40, players_left=1, finished=True, finishes=FINISHES)

SAID = {
    "en": ("You finished in place 3 of 4. No prize. Hands played: 31.",
           "The tournament is over. Final order: 1. Ada, prize 1,080; 2. Bruno, prize 720."),
    "de": ("Du belegst Platz 3 von 4. Kein Preis. Gespielte Hände: 31.",
           "Das Turnier ist vorbei. Endwertung: 1. Ada, Preis 1.080; 2. Bruno, Preis 720."),
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_finish_then_the_places_paid_are_said(qtbot: QtBot, heard: list[tuple[str, bool]],
                                                  language: str) -> None:
    i18n.apply(language)
    results = ResultsDialog()
    qtbot.addWidget(results)
    results.show_result(OUT, PERSON)
    finish, final = SAID[language]
    assert heard == [(finish, True)]
    results.show_final(OVER)  # the rest was played on in the background
    assert heard == [(finish, True), (final, True)]


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_tournament_over_at_once_is_said_in_one_saying(
        qtbot: QtBot, heard: list[tuple[str, bool]], language: str) -> None:
    i18n.apply(language)
    results = ResultsDialog()
    qtbot.addWidget(results)
    results.show_result(OVER, PERSON)
    finish, final = SAID[language]
    assert heard == [(f"{finish} {final}", True)]
